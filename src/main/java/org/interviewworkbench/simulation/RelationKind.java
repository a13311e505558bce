package org.interviewworkbench.simulation;

import java.util.List;
import java.util.Locale;

/**
 * How people talk about one kind of relation: the offline respondent tells a truth edge {@code [source, target,
 * type]} with wording of its edge type's kind, so the sentence states the relation the edge means ("I plan the
 * week on Sunday, that's how I deal with the fact that deciding what to cook wears me out", not "I plan the week on
 * Sunday, so deciding what to cook wears me out").
 *
 * <p>The kind follows from the edge type's NAME and ontology DESCRIPTION by keyword rules ({@link #of}); nothing is
 * scenario-specific. The rules are tried in this order, the first hit wins:
 * <ol>
 *   <li>{@link #SEQUENCE}: "next in time", "transition", "comes next".</li>
 *   <li>{@link #CHANNEL}: "channel", "via", "through", "medium".</li>
 *   <li>{@link #REMEDY}: "address", "takes care of", "resolv", "removed by", "solv", "fix" (the remedy is the
 *       source, or the target when the name is passive: ends in {@code _by}).</li>
 *   <li>{@link #DISRUPTION}: "disrupt", "spoil".</li>
 *   <li>{@link #CONTRAST}: "conflict", "gets in the way", "let down", "violat", "opposite", "contrast".</li>
 *   <li>{@link #SIMILARITY}: "similar", "shares", "resemble".</li>
 *   <li>{@link #DIFFERENCE}: "differ", "stands apart".</li>
 *   <li>{@link #IDEAL}: "ideal" with "near"/"closer" (the element comes near the ideal).</li>
 *   <li>{@link #PART_OF}: "part of", "defines".</li>
 *   <li>{@link #CAUSAL} already here: "leads to", "implies", "brings about", "produc", "caused".</li>
 *   <li>{@link #EVALUATION}: "judged", "rating", "rated", "evaluat", "dimension".</li>
 *   <li>{@link #ACTION}: "did this", "involved".</li>
 *   <li>{@link #SETTING}: "occur", "where or when", "situation", "context", "stage", "held at", "during".</li>
 *   <li>{@link #REVERSE_CAUSAL}: "sets the source off", "attribut", "explains ... with this cause", or a
 *       passive name ({@code _by}) with "trigger"/"cause".</li>
 *   <li>{@link #CAUSAL}: everything else (leads to, enables, supports, resulted in, evokes, implies, ...).</li>
 * </ol>
 * {@link #templates()} use {@code {s}} for the source's phrasing and {@code {t}} for the target's; some templates
 * have no discourse marker, as in speech.
 */
public enum RelationKind {

    /** The source brings about the target: "{s}, so {t}". */
    CAUSAL(List.of("{s}, so {t}", "{s}, which means {t}", "{t}, because {s}", "{s}. That's why {t}", "{s}, and {t}",
            "{s}. {t}", "{t} since {s}", "{s}, and that way {t}", "Because {s}, {t}", "{s}, so in the end {t}",
            "{s}, and so {t}", "Basically {s}, so {t}"),
            List.of("and {t}", "so {t}", "which means {t}", "and honestly {t}", "that's why {t}", "{t}, really")),
    /** The target sets off or explains the source: "{t}, so {s}". */
    REVERSE_CAUSAL(List.of("{t}, so {s}", "{s}, because {t}", "{t}. That's why {s}", "Because {t}, {s}",
            "{s} since {t}", "{t}, and that's what sets it off: {s}", "{t}. {s}"),
            List.of("because {t}", "and that's because {t}", "since {t}")),
    /** The source takes care of the target problem (source and target swapped for passive names). */
    REMEDY(List.of("{t}, so to deal with that {s}", "{s}; that's how I deal with the fact that {t}",
            "{t}. To deal with that, {s}", "{s}, which takes care of the problem that {t}", "{t}. {s}"),
            List.of("and that's how I deal with the fact that {t}", "which takes care of the problem that {t}")),
    /** The source happens in the target situation, place or stage. */
    SETTING(List.of("{s} when {t}", "When {t}, {s}", "{t}; that's when {s}", "{t}. That's usually when {s}",
            "{s}. {t}"),
            List.of()),
    /** The source happens through the target channel. */
    CHANNEL(List.of("{s}; that was {t}", "{s}, and that was {t}", "{s}. {t}"),
            List.of("and that was {t}")),
    /** The target comes after the source in time. */
    SEQUENCE(List.of("{s}, and then {t}", "{s}. And then {t}", "{s}, then {t}", "{s}. {t}"),
            List.of("and then {t}")),
    /** The source (an event) involved the target (what the person did). */
    ACTION(List.of("{s}, and then {t}", "{s}. Then {t}", "{s}. {t}"),
            List.of("and then {t}")),
    /** The source gets in the way of, is let down by, or is the opposite of the target: "{s}, but {t}". */
    CONTRAST(List.of("{s}, but {t}", "{s}. But {t}", "{s}, but then {t}", "{s}. {t}"),
            List.of("but {t}")),
    /** The source (a friction) spoils the target: told target first, "{t}, but {s}". */
    DISRUPTION(List.of("{t}, but {s}", "{t}. But {s}", "{t}. {s}"),
            List.of()),
    /** The source (an option) is judged on or rated with the target. */
    EVALUATION(List.of("{s}, and what I judge it on is that {t}", "{s}. With that one, {t}",
            "{s}. What I'd rate it on is that {t}", "{s}. {t}"),
            List.of("and what I judge it on is that {t}")),
    /** The source shares the target with other options. */
    SIMILARITY(List.of("{s}, and like the others, {t}", "{s}. Same as the others, {t}", "{s}. {t}"),
            List.of("and like the others, {t}")),
    /** The source stands apart from the other options on the target. */
    DIFFERENCE(List.of("{s}, and unlike the others, {t}", "{s}. Unlike the others, {t}", "{s}. {t}"),
            List.of("and unlike the others, {t}")),
    /** The source comes near the target ideal. */
    IDEAL(List.of("{s}, which comes closest to what I want: {t}", "{s}. It's the closest to {t}", "{s}. {t}"),
            List.of("which comes closest to what I want: {t}")),
    /** The source is part of what the target is. */
    PART_OF(List.of("{t}, and part of that is that {s}", "{s}, and that's part of it: {t}", "{t}. {s}"),
            List.of("and that's part of it: {t}"));

    private final List<String> templates;
    private final List<String> followOns;

    RelationKind(List<String> templates, List<String> followOns) {
        this.templates = templates;
        this.followOns = followOns;
    }

    /** Sentence templates with {@code {s}} (source phrasing) and {@code {t}} (target phrasing). */
    public List<String> templates() {
        return templates;
    }

    /** Continuations told right after the source was said ("so {t}"), with {@code {t}} only. */
    public List<String> followOns() {
        return followOns;
    }

    /**
     * The kind of an edge type, from its name and description (either may be {@code null}); unknown types are
     * {@link #CAUSAL}.
     */
    public static RelationKind of(String name, String description) {
        String n = name == null ? "" : name.toLowerCase(Locale.ROOT);
        String text = (n.replace('_', ' ') + " " + (description == null ? "" : description)).toLowerCase(Locale.ROOT);
        boolean passive = n.endsWith("_by");
        if (has(text, "next in time", "transition", "comes next")) {
            return SEQUENCE;
        }
        if (has(text, "channel", " via ", "through", "medium")) {
            return CHANNEL;
        }
        if (has(text, "address", "takes care of", "resolv", "removed by", "solv", " fix")) {
            return REMEDY;
        }
        if (has(text, "disrupt", "spoil")) {
            return DISRUPTION;
        }
        if (has(text, "conflict", "gets in the way", "let down", "violat", "opposite", "contrast")) {
            return CONTRAST;
        }
        if (has(text, "similar", "shares", "resemble")) {
            return SIMILARITY;
        }
        if (has(text, "differ", "stands apart")) {
            return DIFFERENCE;
        }
        if (text.contains("ideal") && has(text, "near", "closer")) {
            return IDEAL;
        }
        if (has(text, "part of", "defines")) {
            return PART_OF;
        }
        if (has(text, "leads to", "lead to", "implies", "brings about", "produc", "caused")) {
            return CAUSAL;
        }
        if (has(text, "judged", "rating", "rated", "evaluat", "dimension")) {
            return EVALUATION;
        }
        if (has(text, "did this", "involved")) {
            return ACTION;
        }
        if (has(text, "occur", "where or when", "situation", "context", "stage", "held at", "during")) {
            return SETTING;
        }
        if (has(text, "sets the source off", "attribut", "with this cause")
                || passive && has(text, "trigger", "cause")) {
            return REVERSE_CAUSAL;
        }
        return CAUSAL;
    }

    /**
     * Whether the edge's target is the remedy of a {@link #REMEDY} edge (a passive name, "resolved_by"); for other
     * names the source is the remedy.
     */
    public static boolean targetIsRemedy(String name) {
        return name != null && name.toLowerCase(Locale.ROOT).endsWith("_by");
    }

    private static boolean has(String text, String... keys) {
        for (String k : keys) {
            if (text.contains(k)) {
                return true;
            }
        }
        return false;
    }
}
