package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Clause;
import org.interviewworkbench.language.offline.TypeClassifier.Cue;

/**
 * Part of extraction stage 4, <b>typing</b>: the lexical cues {@link TypeClassifier} weighs next to the prototype
 * embeddings.
 *
 * <ul>
 *   <li>{@link #clauseCues}: takes a clause; returns cues from its marker and words ("when" -&gt; context,
 *       "important to me" -&gt; value, expectation, learning, change, rating, similar/different, ideal words).</li>
 *   <li>{@link #addWordCues}: adds the cues of a label's own words (emotion, value, pain, context, gain,
 *       behaviour, end state) to a cue map.</li>
 *   <li>{@link #elementCues}: a candidate's cues plus {@link Cue#ELEMENT} when it names a stimulus element of the
 *       study concept.</li>
 * </ul>
 *
 * <p>Owns the cue word lists and their strengths (1 or 2); the general word lists live in {@link Lexicon}.
 */
final class LexicalCues {

    private static final Set<String> VALUE_PHRASES = Set.of("important to me", "matters to me", "i value",
            "means a lot", "i care about", "i believe in", "what matters", "my life", "life goal",
            "the kind of person", "as a person", "in life");
    private static final Set<String> EXPECTATION_WORDS = Set.of("expected", "expect", "hoped", "hope",
            "thought it would", "assumed", "anticipated", "imagined");

    /**
     * The candidate's cues plus an explicit {@link Cue#ELEMENT} cue when the study concept lists stimulus elements
     * (concept testing) and the candidate's label, or failing that the clause it came from, names one of them (its
     * label or an alias, as a whole word or phrase): what is said about an element of the stimulus is a reaction
     * to that element, so the node type that describes element reactions wins and the ontology's links from
     * element reactions apply (two element reactions in one answer - "the wrapper is why the price feels fair" -
     * can then be linked). Without elements the cues are unchanged.
     */
    static Map<Cue, Integer> elementCues(org.interviewworkbench.engine.model.Concept concept, Candidate c) {
        if (concept == null || !concept.hasElements()
                || !(namesElement(concept, c.label()) || namesElement(concept, c.quote()))) {
            return c.cues();
        }
        Map<Cue, Integer> cues = new EnumMap<>(Cue.class);
        cues.putAll(c.cues());
        cues.put(Cue.ELEMENT, 2);
        return cues;
    }

    /** Whether {@code text} names a stimulus element of {@code concept} (label or alias of 3+ characters). */
    static boolean namesElement(org.interviewworkbench.engine.model.Concept concept, String text) {
        if (text == null || text.isBlank()) {
            return false;
        }
        String padded = " " + text.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("[^a-z0-9'% ]", " ")
                .replaceAll("\\s+", " ").strip() + " ";
        for (org.interviewworkbench.engine.model.StimulusElement e : concept.elements()) {
            List<String> names = new ArrayList<>();
            names.add(e.label());
            names.addAll(e.aliases());
            for (String name : names) {
                String alias = name.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("[^a-z0-9'% ]", " ")
                        .replaceAll("\\s+", " ").strip();
                if (alias.length() >= 3 && padded.contains(" " + alias + " ")) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Words of a conclusion drawn from experience. */
    private static final List<String> LEARNING_WORDS = List.of("learned", "learnt", "lesson", "realised",
            "realized", "taught me", "now i know", "should", "it's worth", "worth it", "the trick is");
    /** Words of a behaviour that changed since. */
    private static final List<String> CHANGE_WORDS = List.of("now", "anymore", "no longer", "these days",
            "since then", "ever since", "nowadays");

    /** Words of a score or rank. */
    private static final List<String> RATING_WORDS = List.of("out of ten", "out of five", "out of 10", "out of 5",
            "rate", "rated", "score", "ranked", "rank", "stars", "marks");
    /** Words of what options share. */
    private static final List<String> SIMILAR_WORDS = List.of("both", "alike", "in common", "the same", "similar",
            "share");
    /** Words of what sets one option apart. */
    private static final List<String> DIFFERENT_WORDS = List.of("the only one", "sets apart", "apart", "unlike",
            "stands out", "different from");
    /** Words of an ideal option. */
    private static final List<String> IDEAL_WORDS = List.of("ideal", "perfect", "dream", "would design");

    /** Cues from the clause: "when" clauses (context), "important to me" (value), expectation words. */
    static Map<Cue, Integer> clauseCues(Clause clause) {
        Map<Cue, Integer> cues = new EnumMap<>(Cue.class);
        String m = clause.marker();
        String padded = Text.padded(clause.text());
        if (m != null && Set.of("when", "while", "before", "after").contains(m)
                || padded.startsWith(" during ") || padded.startsWith(" whenever ")) {
            cues.put(Cue.CONTEXT, 2);
        }
        if ("after".equals(m) || Text.hasPhrase(padded, "started") || Text.hasPhrase(padded, "triggered")) {
            cues.merge(Cue.TRIGGER, 1, Math::max);
        }
        if (Text.countAny(padded, VALUE_PHRASES) > 0) {
            cues.put(Cue.VALUE, 2);
        }
        if (Text.countAny(padded, EXPECTATION_WORDS) > 0) {
            cues.put(Cue.EXPECTATION, 2);
        }
        if (Text.countAny(padded, LEARNING_WORDS) > 0) {
            cues.put(Cue.LEARNING, 2);
        }
        if (Text.countAny(padded, CHANGE_WORDS) > 0) {
            cues.put(Cue.CHANGE, 2);
        }
        if (Text.countAny(padded, RATING_WORDS) > 0 || padded.matches(".*\\b\\d+ (?:out of|/) ?\\d+\\b.*")) {
            cues.put(Cue.RATING, 2);
        }
        if (Text.countAny(padded, SIMILAR_WORDS) > 0) {
            cues.put(Cue.SIMILAR, 2);
        }
        if (Text.countAny(padded, DIFFERENT_WORDS) > 0) {
            cues.put(Cue.DIFFERENT, 2);
        }
        if (Text.countAny(padded, IDEAL_WORDS) > 0) {
            cues.put(Cue.IDEAL, 2);
        }
        AnswerRole.of(clause.text()).addCues(cues); // a wish, a verdict, a complaint: typed by its role
        if ("because".equals(m) && Text.hasPhrase(padded, "of")) {
            cues.merge(Cue.ATTRIBUTE, 1, Math::max);
        }
        return cues;
    }

    /** Cues from the label's own words. */
    static void addWordCues(String label, Map<Cue, Integer> cues) {
        int emotion = 0;
        int value = 0;
        int pain = 0;
        int context = 0;
        int money = 0;
        int positive = 0;
        for (String w : label.split(" ")) {
            emotion += Lexicon.EMOTION.contains(w) ? 1 : 0;
            value += Lexicon.VALUE.contains(w) ? 1 : 0;
            pain += Lexicon.PAIN.contains(w) || Lexicon.NEGATIVE.contains(w) ? 1 : 0;
            context += Lexicon.CONTEXT.contains(w) ? 1 : 0;
            money += Lexicon.MONEY_TIME.contains(w) ? 1 : 0;
            positive += Lexicon.POSITIVE.contains(w) ? 1 : 0;
        }
        if (label.startsWith("not ")) {
            pain++;
        }
        String padded = " " + label + " ";
        String first = label.split(" ")[0];
        if (BEHAVIOUR_STARTS.stream().anyMatch(b -> padded.startsWith(" " + b + " ")) && !first.equals("feel")
                || Text.countAny(padded, BEHAVIOUR_WORDS) > 0) {
            cues.merge(Cue.BEHAVIOUR, 2, Math::max);
        }
        if (!label.contains(" ") && END_STATE_WORDS.contains(label) || label.startsWith("sense of ")
                || label.startsWith("peace of ") || Text.countAny(padded, END_STATE_WORDS) > 0
                && !Set.of("feel", "be", "live", "take", "look", "do").contains(first)) {
            cues.merge(Cue.END_STATE, 2, Math::max);
        }
        if (first.equals("feel") || first.equals("feeling") || padded.contains(" feel ")
                || padded.contains(" feeling ") || padded.contains(" feels ") || padded.contains(" myself ")
                && !BEHAVIOUR_STARTS.stream().anyMatch(b -> padded.startsWith(" " + b + " "))) {
            cues.merge(Cue.EMOTION, 2, Math::max);
        }
        if (emotion > 0) {
            cues.merge(Cue.EMOTION, Math.min(2, emotion), Math::max);
        }
        if (value > 0) {
            cues.merge(Cue.VALUE, 1, Math::max);
        }
        if (pain > 0) {
            cues.merge(Cue.PAIN, Math.min(2, pain), Math::max);
        }
        if (context > 0) {
            cues.merge(Cue.CONTEXT, 1, Math::max);
        }
        if (money > 0 && pain == 0 || positive > 0 && pain == 0) {
            cues.merge(Cue.GAIN, 1, Math::max);
        }
    }

    /** Label openings that name a way of behaving (instrumental values). */
    private static final List<String> BEHAVIOUR_STARTS = List.of("be", "being", "live", "living", "take care",
            "taking care", "look after", "looking after", "do my part", "doing my part", "act", "stay", "eat",
            "not rush", "not hurry", "respect", "protect", "support", "help", "save", "care for", "raise");
    /** Words of behaviour-like values ("sustainably", "responsible"). */
    private static final List<String> BEHAVIOUR_WORDS = List.of("sustainably", "responsibly", "responsible",
            "healthily", "good parent", "take care", "look after", "my part", "honestly");
    /** Abstract end states (terminal values). */
    private static final Set<String> END_STATE_WORDS = Set.of("security", "peace", "self-respect", "respect",
            "freedom", "happiness", "accomplishment", "fulfilment", "fulfillment", "harmony", "dignity",
            "belonging", "wellbeing", "well-being", "future", "wisdom", "salvation", "love", "meaning",
            "independence", "stability", "safety", "pride", "self-esteem", "contentment");

    /** Whether the text names an abstract end state in one of its words ("respect yourself", "peace"). */
    static boolean namesEndState(String text) {
        for (String w : text.toLowerCase(java.util.Locale.ROOT).split("[^a-z-]+")) {
            if (END_STATE_WORDS.contains(w)) {
                return true;
            }
        }
        return false;
    }

    /** The cues with {@code cue} set to 2, or the same map when {@code cue} is null. */
    static Map<Cue, Integer> withCue(Map<Cue, Integer> cues, Cue cue) {
        if (cue == null) {
            return cues;
        }
        Map<Cue, Integer> out = new EnumMap<>(Cue.class);
        out.putAll(cues);
        out.put(cue, 2);
        return out;
    }

    private LexicalCues() {
    }

    /** The node type of the options compared in a repertory grid. */
    static final String ELEMENT_TYPE = "element";
    /** Words that may follow a name and still name the option ("the Barclays app"). */
    private static final java.util.Set<String> OPTION_NOUNS = java.util.Set.of("app", "apps", "the", "card", "site",
            "website", "service", "store", "shop", "one", "plan", "account", "brand", "tool");

    /**
     * The names the respondent writes with a capital inside a sentence, in this answer and the recent ones
     * ({@link ReportedSpeech#capitalised}): in a methodology that compares options ({@code element} in the
     * ontology), these are the options ("Monzo", "Revolut", "the Barclays app").
     */
    static java.util.Set<String> optionNames(org.interviewworkbench.engine.port.ExtractionRequest request) {
        List<String> texts = new ArrayList<>();
        texts.add(request.answer());
        request.recentTurns().forEach(t -> texts.add(t.text()));
        return ReportedSpeech.capitalised(texts);
    }

    /** Whether the label is a name the respondent capitalises, with at most a generic noun such as "app". */
    static boolean namesAnOption(String label, java.util.Set<String> names) {
        if (label == null || names.isEmpty()) {
            return false;
        }
        boolean named = false;
        for (String w : label.toLowerCase(java.util.Locale.ROOT).split("\\s+")) {
            if (names.contains(w)) {
                named = true;
            } else if (!OPTION_NOUNS.contains(w)) {
                return false;
            }
        }
        return named;
    }

    private static Map<Cue, Integer> withElementCue(Map<Cue, Integer> cues) {
        Map<Cue, Integer> out = new java.util.EnumMap<>(Cue.class);
        out.putAll(cues);
        out.put(Cue.ELEMENT, 2);
        return out;
    }

    /**
     * The candidate's cues for typing: {@link Cue#ELEMENT} when its label is one of the respondent's capitalised
     * option names ({@code names}, empty outside a methodology that compares options), else {@link #elementCues}.
     */
    static Map<Cue, Integer> optionCues(Candidate c, java.util.Set<String> names,
                                        org.interviewworkbench.engine.model.Concept concept) {
        return namesAnOption(c.label(), names) ? withElementCue(c.cues()) : elementCues(concept, c);
    }
}
