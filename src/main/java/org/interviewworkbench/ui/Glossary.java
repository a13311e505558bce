package org.interviewworkbench.ui;

import java.util.ArrayList;
import java.util.List;

/**
 * Every term the workbench shows, in the researcher's words: the fixed terms (heatmap columns, concept states, graph
 * and interview words) and the open methodology's strategies, concept types and signals ({@link Terms}). Help >
 * Glossary lists them; the heatmap's column headers take their tooltips from here, so the two never disagree.
 */
public final class Glossary {

    /** Kind of the fixed terms of the heatmap. */
    public static final String HEATMAP = "Heatmap column";
    /** Kind of the concept states. */
    public static final String STATE = "Concept state";
    /** Kind of the general terms. */
    public static final String GENERAL = "General";

    public static final Terms.Entry EXHAUSTION = new Terms.Entry("Exhaustion", HEATMAP,
            "How used up a concept is, from 0 (fresh) to 1 (exhausted): 0.4 x turns without new material + 0.3 x "
                    + "questions in a row + 0.3 x share of shallow answers. Amber from 0.3.",
            "graph.node.exhaustion_score");
    public static final Terms.Entry EXHAUSTED = new Terms.Entry("Exhausted", HEATMAP,
            "Flag: the concept was asked about, gave nothing new for 2+ turns, was asked 2+ times in a row and "
                    + "the answers were mostly shallow. Only these rows are red; the header counts them.",
            "graph.node.exhausted");
    public static final Terms.Entry SINCE_NEW = new Terms.Entry("Turns without new material", HEATMAP,
            "Turns since an answer about the concept last added a new concept or relationship (a whole number); "
                    + "\u2014 when the concept was never asked about. Amber from 2.", "turns_since_last_yield");
    public static final Terms.Entry IN_A_ROW = new Terms.Entry("Asked in a row", HEATMAP,
            "Questions in a row about this concept, up to now (a whole number). Amber from 2.",
            "current_focus_streak");
    public static final Terms.Entry SHALLOW = new Terms.Entry("Shallow answers", HEATMAP,
            "Share of the last three answers about the concept that were shallow or surface, from 0 to 1.",
            "shallow_ratio");
    public static final Terms.Entry NEW_MATERIAL = new Terms.Entry("Answers with new material", HEATMAP,
            "Answers that added new concepts or relationships around this concept (a whole number of answers; it can "
                    + "exceed the times asked, since a concept also grows while another is asked about). Green while "
                    + "it still yields, amber when it never did.", "yield_count");
    public static final Terms.Entry TIMES_ASKED = new Terms.Entry("Times asked about", HEATMAP,
            "How many questions were about this concept (a whole number).", "focus_count");
    public static final Terms.Entry NEXT_STEP = new Terms.Entry("Next step", HEATMAP,
            "What the answers so far suggest: fresh (still worth asking), ask differently (rich answers but nothing "
                    + "new), nothing new (asked about, no new material lately), or exhausted (only when flagged).", "meta.node.opportunity");

    private static final List<Terms.Entry> FIXED = List.of(
            new Terms.Entry("Concept", GENERAL, "Something the respondent said that the interview keeps track of (a "
                    + "node of the surface graph), typed by the methodology's concept types.", "node"),
            new Terms.Entry("Relationship", GENERAL, "A link the respondent made between two concepts (an edge).",
                    "edge"),
            new Terms.Entry("Surface graph", GENERAL, "The concepts and relationships in the respondent's own words.",
                    "surface"),
            new Terms.Entry("Canonical graph", GENERAL, "The surface graph with paraphrases merged into themes.",
                    "canonical"),
            new Terms.Entry("Focus", GENERAL, "The concept the next question is about (\u25ce in the heatmap).",
                    "focus_node"),
            new Terms.Entry("Approach", GENERAL, "The questioning strategy chosen for the next question; the "
                    + "ranking shows why it won.", "strategy"),
            new Terms.Entry("Signal", GENERAL, "A measurement taken after every answer (of the answer, the graph or "
                    + "a concept) that the ranking weighs. \"Not computed\": this session's language engine did not "
                    + "measure it at that turn.", "signal"),
            new Terms.Entry("Phase", GENERAL, "Early, middle or late part of the interview; each phase can favour "
                    + "some approaches.", "phase"),
            new Terms.Entry("Weight", GENERAL, "How much a signal counts for an approach (a number, negative to "
                    + "hold it back); the methodology editor's Weights tab lists them as a grid.", "signal_weights"),
            new Terms.Entry("Phase multiplier", GENERAL, "An approach's score is multiplied by it in that phase "
                    + "(1.0 when not set).", "phases.<phase>.signal_weights"),
            new Terms.Entry("Phase bonus", GENERAL, "Added to an approach's score in that phase, after the "
                    + "multiplier (0 when not set).", "phases.<phase>.phase_bonuses"),
            new Terms.Entry("Turn", GENERAL, "One answer of the respondent and the next question it led to.", "turn"),
            new Terms.Entry("Fresh", STATE, "Worth asking about: it still yields new material.", "fresh"),
            new Terms.Entry("Near exhaustion", STATE, "Exhaustion score 0.5 or more without the exhausted flag "
                    + "(amber).", "exhaustion_score >= 0.5"),
            EXHAUSTED.withKind(STATE),
            EXHAUSTION, SINCE_NEW, IN_A_ROW, SHALLOW, NEW_MATERIAL, TIMES_ASKED, NEXT_STEP);

    private Glossary() {
    }

    /** Every term: the fixed ones, then the methodology's (strategies, concept types, signals). */
    public static List<Terms.Entry> entries(Terms terms) {
        List<Terms.Entry> out = new ArrayList<>(FIXED);
        out.addAll(terms.entries());
        return out;
    }

    /** A tooltip text for an entry: name, meaning and id. */
    public static String tooltip(Terms.Entry e) {
        return e.label() + "\n" + e.meaning() + "\nid: " + e.id();
    }
}
