package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.StimulusElement;

/**
 * What the focus of a question is, for the wordings that presuppose something about it (stop 29; {@link SlotDemand},
 * {@link TemplateKinds}): its {@link SlotKind} and whether it is a one-off, waved away, a proposed stimulus element,
 * part of a concept test, or negative.
 *
 * <p>Contract of the kind, read from what fills the slot:
 * <ul>
 *   <li>a <b>label</b> ({@link #ofLabel}): a value type is {@link SlotKind#VALUE}, an emotion or feeling type
 *       {@link SlotKind#STATE}; otherwise the phrase's first content word decides: a negation ("not feeling stupid")
 *       or a linking or mental verb ("being ...", "feeling ...", "wanting ...") is a state, another verb or a gerund
 *       that starts the phrase ("checking the app", "water properly") an activity, an adjective-only phrase a state;
 *       a noun phrase is a {@link SlotKind#THING}, unless its head noun names a happening in English ("the biometrics
 *       appointment", "the delay": {@link #EVENT_NOUNS}), then an {@link SlotKind#EVENT};</li>
 *   <li>a <b>clause</b> ({@link #ofClause}, what "that" points at): one occasion in the past ({@link Occasion}) is an
 *       event and a one-off, whatever its type; a value type otherwise a value; a clause without a verb is a thing
 *       ("Ten percent? Meh.") or, with only adjectives and adverbs, a state ("Livid."); a clause whose main verb is a
 *       linking or mental verb ("it's expensive", "I want to be a dad who shows up") a state; any other an
 *       activity.</li>
 * </ul>
 *
 * @param kind        what the focus is
 * @param oneOff      it happened once, in the past
 * @param dismissed   the respondent waved it away ({@link Dismissal})
 * @param proposed    it is one of the concept test's stimulus elements: proposed, not yet part of their life
 * @param conceptTest the study tests a concept (its stimulus elements are the offer)
 * @param negative    it is something the respondent dislikes ({@link FocusKind#NEGATIVE})
 */
record FocusNature(SlotKind kind, boolean oneOff, boolean dismissed, boolean proposed, boolean conceptTest,
                   boolean negative) {

    /** English nouns that name a happening rather than an object (a closed, general list; no corpus words). */
    static final Set<String> EVENT_NOUNS = Set.of("appointment", "visit", "call", "meeting", "wait", "delay", "trip",
            "journey", "accident", "incident", "crash", "breakdown", "operation", "surgery", "interview", "funeral",
            "party", "holiday", "move", "arrival", "departure", "decision", "conversation", "argument", "row", "fight",
            "mistake", "emergency", "birth", "death", "diagnosis", "exam", "inspection", "repair", "delivery",
            "payment", "booking", "registration", "application", "signup", "cancellation", "refund", "complaint",
            "flood", "fire", "leak", "outage", "session", "lesson", "event", "ceremony", "discharge", "admission",
            "queue", "launch");
    private static final Set<String> STATIVE = Set.of("be", "feel", "seem", "want", "need", "like", "love", "hate",
            "care", "matter", "mean", "know", "think", "hope", "wish", "prefer", "have", "own", "belong", "deserve",
            "look", "sound", "appear", "remain", "stay");
    private static final Set<String> NEGATIONS = Set.of("not", "no", "never", "n't", "without");

    /** The same nature of another kind (the flags stay). */
    FocusNature withKind(SlotKind other, boolean once) {
        return new FocusNature(other, once, dismissed, proposed, conceptTest, negative);
    }

    /** A nature of {@code kind} with the flags read from the study and the focus. */
    static FocusNature of(SlotKind kind, boolean oneOff, boolean dismissed, Concept concept, String label,
                          boolean negative) {
        boolean test = concept != null && concept.hasElements();
        return new FocusNature(kind, oneOff, dismissed, test && element(concept, label), test, negative);
    }

    /** The kind of a focus label as it reads in the slot ({@code rendered}, e.g. "the light fitting"). */
    static SlotKind ofLabel(OpenNlpPipeline nlp, String rendered, String nodeType) {
        String type = nodeType == null ? "" : nodeType.toLowerCase(Locale.ROOT);
        if (type.contains("value")) {
            return SlotKind.VALUE;
        }
        if (type.contains("emotion") || type.contains("feeling")) {
            return SlotKind.STATE;
        }
        if (rendered == null || rendered.isBlank()) {
            return SlotKind.ANY;
        }
        List<OpenNlpPipeline.Sentence> sentences = nlp.process(rendered.strip());
        if (sentences.isEmpty() || sentences.get(0).tokens().isEmpty()) {
            return SlotKind.ANY;
        }
        List<OpenNlpPipeline.Token> tokens = sentences.get(0).tokens();
        OpenNlpPipeline.Token first = tokens.get(0);
        boolean determined = first.is("DET", "PRON", "NUM") || first.lower().equals("the");
        if (NEGATIONS.contains(first.lower())) {
            return SlotKind.STATE;
        }
        if (!determined && (first.is("VERB", "AUX") || first.lower().endsWith("ing") && first.is("NOUN"))) {
            return STATIVE.contains(first.lemma().toLowerCase(Locale.ROOT)) ? SlotKind.STATE : SlotKind.ACTIVITY;
        }
        if (tokens.stream().allMatch(t -> t.is("ADJ", "ADV", "PUNCT"))) {
            return SlotKind.STATE;
        }
        return EVENT_NOUNS.contains(head(tokens)) ? SlotKind.EVENT : SlotKind.THING;
    }

    /** The kind of what a clause tells (what "that" points at), and whether it is a one-off (see the class comment). */
    static FocusNature ofClause(OpenNlpPipeline nlp, Occasion occasion, String clause, String nodeType,
                                FocusNature flags) {
        if (clause == null || clause.isBlank()) {
            return flags;
        }
        if (occasion.pastOccasion(clause)) {
            return flags.withKind(SlotKind.EVENT, true);
        }
        String type = nodeType == null ? "" : nodeType.toLowerCase(Locale.ROOT);
        if (type.contains("value")) {
            return flags.withKind(SlotKind.VALUE, false);
        }
        List<OpenNlpPipeline.Sentence> sentences = nlp.process(clause.strip());
        if (sentences.isEmpty()) {
            return flags;
        }
        List<OpenNlpPipeline.Token> tokens = sentences.get(0).tokens();
        int first = -1;
        for (int i = 0; i < tokens.size() && first < 0; i++) {
            first = tokens.get(i).is("VERB", "AUX") || tokens.get(i).lemma().endsWith("+be") ? i : -1;
        }
        if (first < 0) {
            boolean bare = tokens.stream().allMatch(t -> t.is("ADJ", "ADV", "PUNCT", "INTJ"));
            return flags.withKind(bare ? SlotKind.STATE : SlotKind.THING, false);
        }
        OpenNlpPipeline.Token verb = tokens.get(first);
        // "everything's on hold", "the fees are steep": a form of "be" links a property unless a participle follows
        // (the tagger calls some predicate adjectives verbs; a participle is an -ing form or differs from its lemma)
        boolean be = "be".equalsIgnoreCase(verb.lemma()) || verb.lemma().endsWith("+be");
        OpenNlpPipeline.Token next = first + 1 < tokens.size() ? tokens.get(first + 1) : null;
        boolean copula = be && (next == null || !next.is("VERB") || !next.lower().endsWith("ing")
                && next.lower().equals(next.lemma().toLowerCase(Locale.ROOT)));
        OpenNlpPipeline.Token main = tokens.stream().skip(first).filter(t -> t.is("VERB")).findFirst().orElse(verb);
        boolean stative = STATIVE.contains(main.lemma().toLowerCase(Locale.ROOT));
        return flags.withKind(copula || stative ? SlotKind.STATE : SlotKind.ACTIVITY, false);
    }

    /** The head noun of a noun phrase: the last noun before a preposition ("peace of mind" -> "peace"). */
    private static String head(List<OpenNlpPipeline.Token> tokens) {
        String head = "";
        for (OpenNlpPipeline.Token t : tokens) {
            if (t.is("ADP")) {
                break;
            }
            if (t.is("NOUN", "PROPN")) {
                head = t.lemma().toLowerCase(Locale.ROOT);
            }
        }
        return head;
    }

    /** Whether the label is (part of) one of the concept's stimulus elements, by its label or an alias. */
    private static boolean element(Concept concept, String label) {
        if (label == null || label.isBlank()) {
            return false;
        }
        String l = " " + label.strip().toLowerCase(Locale.ROOT).replaceAll("^(the|a|an) ", "") + " ";
        for (StimulusElement e : concept.elements()) {
            if (matches(l, e.label())) {
                return true;
            }
            for (String alias : e.aliases()) {
                if (alias.strip().split("\\s+").length > 1 && matches(l, alias)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean matches(String paddedLabel, String name) {
        if (name == null || name.isBlank()) {
            return false;
        }
        String n = " " + name.strip().toLowerCase(Locale.ROOT) + " ";
        return n.contains(paddedLabel) || paddedLabel.contains(n);
    }
}
