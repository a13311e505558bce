package org.interviewworkbench.engine.signal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The names of every known signal with a one-line description, and the weight-key rule of peer-spec 4.1 #3.
 *
 * <p>A name in a methodology's {@code signals:} pools must be a known global signal name. A weight key is
 * valid when it is a known name (global or node), an emitted key (e.g. {@code graph.chain_completion.ratio}),
 * or when one of its dotted prefixes (progressively shorter) is.
 */
public final class SignalCatalog {

    private final Map<String, String> globalSignals;
    private final Map<String, String> nodeSignals;
    private final Map<String, String> emittedKeys;
    private final Map<String, String> rubricKeys;

    private SignalCatalog(Map<String, String> globalSignals, Map<String, String> nodeSignals,
                          Map<String, String> emittedKeys, Map<String, String> rubricKeys) {
        this.globalSignals = Map.copyOf(globalSignals);
        this.nodeSignals = Map.copyOf(nodeSignals);
        this.emittedKeys = Map.copyOf(emittedKeys);
        this.rubricKeys = Map.copyOf(rubricKeys);
    }

    /** The catalog of this version of the engine. */
    public static SignalCatalog standard() {
        Map<String, String> global = new LinkedHashMap<>();
        global.put("graph.node_count", "Number of surface concepts in the graph (raw count).");
        global.put("graph.edge_count", "Number of surface relationships (raw count).");
        global.put("graph.orphan_count", "Concepts with no relationship (raw count).");
        global.put("graph.max_depth", "Longest chain of concepts, divided by the number of ontology node types "
                + "(0..1). Low values mean the interview is still at surface level.");
        global.put("graph.avg_depth", "Mean chain depth of concepts, divided by the number of node types (0..1).");
        global.put("graph.depth_by_element", "Deprecated: kept for old methodology files; emits nothing.");
        global.put("graph.chain_completion", "Share of chain start concepts that reach a terminal type (.ratio) "
                + "and whether any complete chain exists (.has_complete).");
        global.put("graph.canonical_concept_count", "Number of active canonical concepts (raw count).");
        global.put("graph.canonical_edge_density", "Canonical relationships per active canonical concept.");
        global.put("graph.canonical_exhaustion_score", "Mean exhaustion score over all tracked concepts (0..1).");
        global.put("llm.response_depth", "How much the answer says: surface, shallow, moderate or deep.");
        global.put("llm.specificity", "How concrete the answer is (0 generic .. 1 precise names, numbers, times).");
        global.put("llm.certainty", "How committed the respondent sounds (0 explicit doubt .. 1 fully committed).");
        global.put("llm.valence", "Emotional tone of the answer (0 strongly negative .. 0.5 neutral .. 1 positive).");
        global.put("llm.engagement", "Willingness to engage (0 minimal or deflecting .. 1 enthusiastic).");
        global.put("llm.intellectual_engagement", "How much reasoning and motivation the answer reveals (0..1).");
        global.put("llm.hedging_language", "How much the answer hedges: none, low, medium or high.");
        global.put("llm.global_response_trend", "Trend of answer depth over the last six answers: deepening, "
                + "stable, shallowing or fatigued.");
        global.put("temporal.strategy_repetition_count", "Share of the last five turns that used the previous "
                + "turn's strategy (0.2..1.0).");
        global.put("temporal.turns_since_strategy_change", "How long the current strategy has run (0..1, 5 turns = 1).");
        global.put("meta.interview.phase", "Interview phase: early, mid or late (+ .phase_reason, .is_late_stage).");
        global.put("meta.conversation.saturation", "1 - (new concepts this turn / peak new concepts per turn); "
                + "high means the conversation stopped producing new concepts.");
        global.put("meta.canonical.saturation", "1 - (new canonical concepts / new surface concepts); high means "
                + "new answers only paraphrase known themes.");
        global.put("meta.interview_progress", "Half chain completion, half normalised depth (0..1).");
        global.put("coverage.gaps", "Concept testing: open coverage gaps (count), with the share of elements per gap "
                + "type (.unmentioned, .no_reaction, .no_comprehension) and of unmet connections (.unconnected).");
        global.put("coverage.ratio", "Concept testing: share of the coverage checks met (mentioned, reacted to, "
                + "understood, connected; four per element), 0..1.");
        global.put("coverage.adequate", "Concept testing: coverage.ratio is above 0.6 (adequate coverage).");
        global.put("coverage.complete", "Concept testing: every stimulus element is mentioned, reacted to, "
                + "understood and connected.");
        global.put("coverage.first_time_available", "Concept testing: a stimulus element has not been mentioned yet "
                + "and can still be asked about.");
        global.put("coverage.tension", "Concept testing: the respondent reacted both positively and negatively or "
                + "skeptically to a stimulus element that can still be asked about.");
        global.put("coverage.connection_available", "Concept testing: an expected connection between two mentioned "
                + "stimulus elements is not made yet and can still be asked about (fewer than 2 questions on it).");
        global.put("graph.has_unexplored", "Some concept was never asked about and has at most one relationship.");
        global.put("llm.momentum", "Respondent momentum of this answer: high, medium (the normal baseline) or low "
                + "(short, vague or withdrawn).");
        global.put("meta.fatigue", "The respondent is tiring: smoothed momentum below 0.35 on 3 of the last 4 answers "
                + "(.score is the smoothed momentum, 0..1).");

        Map<String, String> node = new LinkedHashMap<>();
        node.put("graph.node.exhausted", "The concept was focused, yields nothing new and answers about it are shallow.");
        node.put("graph.node.exhaustion_score", "0 fresh .. 1 exhausted: yield gap, focus streak and shallow answers.");
        node.put("graph.node.yield_stagnation", "Focused at least once and no yield for 3+ focus turns.");
        node.put("graph.node.focus_streak", "Latest run of consecutive focuses: none, low, medium or high.");
        node.put("graph.node.is_current_focus", "The concept the last question was about.");
        node.put("graph.node.recency_score", "1 when focused now, decaying to 0 over 20 turns.");
        node.put("graph.node.is_orphan", "The concept has no relationship yet.");
        node.put("graph.node.edge_count", "Number of relationships of the concept (raw count).");
        node.put("graph.node.has_outgoing", "The concept leads somewhere already.");
        node.put("graph.node.in_last_answer", "The answer just given named the concept (new or mentioned again).");
        node.put("graph.node.answer_role", "The part the concept plays in what the answers say: point, plain, "
                + "background, aside, identity (who the respondent is) or retracted (a joke, taken back) in the last "
                + "answer; earlier concepts are earlier, or identity / retracted when only ever said so.");
        node.put("graph.node.novelty", "How new the concept is: high (0-2 turns), medium (3), low (4+).");
        node.put("graph.node.focus_count", "Times focused: none, low (1-2), medium (3-4), high (5+).");
        node.put("graph.node.canonical_novelty", "new (its canonical concept appeared this turn), confirming, or "
                + "orphan (not mapped).");
        node.put("technique.node.strategy_repetition", "Same strategy used on this concept in a row: none, low, "
                + "medium, high.");
        node.put("meta.node.opportunity", "exhausted, probe_deeper (deep answers but no new concepts) or fresh.");
        node.put("coverage.element.gap", "Concept testing: most pressing gap of the stimulus elements this concept "
                + "refers to: no_reaction, no_comprehension, unconnected, none, or unlinked.");
        node.put("coverage.element.exhausted", "Concept testing: the concept refers to a stimulus element asked about "
                + "3 or more times.");
        node.put("coverage.element.tension", "Concept testing: the respondent reacted both positively and "
                + "negatively or skeptically to a stimulus element this concept refers to.");

        Map<String, String> emitted = new LinkedHashMap<>();
        emitted.put("graph.chain_completion.ratio", "Share of chain starts that reach a terminal type.");
        emitted.put("graph.chain_completion.has_complete", "Whether any complete chain exists.");
        emitted.put("meta.interview.phase_reason", "Why the phase is what it is.");
        emitted.put("meta.interview.is_late_stage", "Whether the interview is in its late phase.");
        emitted.put("coverage.gaps.unmentioned", "Share of stimulus elements never mentioned.");
        emitted.put("coverage.gaps.no_reaction", "Share of stimulus elements mentioned without a reaction.");
        emitted.put("coverage.gaps.no_comprehension", "Share of stimulus elements mentioned but not explained.");
        emitted.put("coverage.gaps.unconnected", "Share of element connection requirements not yet met.");
        emitted.put("meta.fatigue.score", "Smoothed momentum (EWMA, 0..1).");

        Map<String, String> rubric = new LinkedHashMap<>();
        rubric.put("llm.response_depth", "response_depth");
        rubric.put("llm.specificity", "specificity");
        rubric.put("llm.certainty", "certainty");
        rubric.put("llm.valence", "emotional_valence");
        rubric.put("llm.engagement", "engagement");
        rubric.put("llm.intellectual_engagement", "intellectual_engagement");
        rubric.put("llm.hedging_language", "hedging_language");
        return new SignalCatalog(global, node, emitted, rubric);
    }

    public boolean isGlobalSignal(String name) {
        return globalSignals.containsKey(name);
    }

    public boolean isNodeSignal(String name) {
        return nodeSignals.containsKey(name);
    }

    /** Whether {@code name} is known as a signal or an emitted key. */
    public boolean isKnown(String name) {
        return globalSignals.containsKey(name) || nodeSignals.containsKey(name) || emittedKeys.containsKey(name);
    }

    /**
     * Whether {@code key} is a valid weight key: a known name, or a key whose dotted prefix (progressively
     * shorter) is known (peer-spec 4.1 #3).
     */
    public boolean isValidWeightKey(String key) {
        String candidate = key;
        while (true) {
            if (isKnown(candidate)) {
                return true;
            }
            int dot = candidate.lastIndexOf('.');
            if (dot <= 0) {
                return false;
            }
            candidate = candidate.substring(0, dot);
        }
    }

    /** One-line description of a signal or emitted key ({@code ""} when unknown). */
    public String description(String name) {
        String d = globalSignals.get(name);
        if (d == null) {
            d = nodeSignals.get(name);
        }
        if (d == null) {
            d = emittedKeys.get(name);
        }
        return d == null ? "" : d;
    }

    /** The rubric key rated for an {@code llm.*} signal (e.g. {@code llm.valence -> emotional_valence}). */
    public String rubricKey(String llmSignal) {
        return rubricKeys.get(llmSignal);
    }

    /**
     * Rubric keys a signal needs rated (its own key for rubric signals; response depth, engagement and hedging for
     * {@code llm.momentum} and {@code meta.fatigue}); empty for signals computed without the rubric.
     */
    public List<String> rubricInputs(String name) {
        if ("llm.momentum".equals(name) || "meta.fatigue".equals(name)) {
            return List.of("response_depth", "engagement", "hedging_language");
        }
        String key = rubricKeys.get(name);
        return key == null ? List.of() : List.of(key);
    }

    /** Whether the signal is rated by the language engine's rubric call. */
    public boolean isRubricSignal(String name) {
        return rubricKeys.containsKey(name);
    }

    public Set<String> globalSignalNames() {
        return globalSignals.keySet();
    }

    public Set<String> nodeSignalNames() {
        return nodeSignals.keySet();
    }

    /** Rubric signals in catalog order. */
    public List<String> rubricSignalNames() {
        return List.of("llm.response_depth", "llm.specificity", "llm.certainty", "llm.valence", "llm.engagement",
                "llm.intellectual_engagement", "llm.hedging_language");
    }
}
