package org.interviewworkbench.language.offline;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.port.RatingRequest;
import org.interviewworkbench.engine.port.RubricScores;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Documented heuristics for the rubric keys of peer-spec 2.3 (scores 1-5, higher = more of the quality;
 * for {@code hedging_language} higher = more hedging).
 *
 * <ul>
 *   <li>{@code response_depth}: propositions P = clauses with a content verb or adjective predicate, C = causal
 *       markers. 1 if acknowledgement-only or P = 0; 2 if P = 1 and C = 0; 3 if P in 2..3 (or P = 1 with a
 *       reason); 4 if P >= 4 or P >= 2 with a reason; 5 if P >= 6 and C >= 2. At most 2 when the answer returns
 *       to an earlier point without a content word of the question ({@link #returnsInsteadOfAnswering}).</li>
 *   <li>{@code specificity}: concrete evidence E = numbers + proper nouns + time expressions + example
 *       markers; N = concrete (non-abstract) nouns. 1 if no nouns at all; 2 if N <= 1; 3 if N >= 2; 4 if
 *       E = 1; 5 if E >= 2.</li>
 *   <li>{@code certainty}: H = hedges (lexicon; "I think"/"I feel" openers do not count), D = explicit doubt,
 *       B = boosters. 1 if D >= 1 and H >= 1 or D >= 2; 2 if D = 1 or H >= 3; 3 if H = 2 (or 1 with a short
 *       answer); 4 if H = 1 or no booster; 5 if H = 0 and B >= 1.</li>
 *   <li>{@code hedging_language}: 1 + min(4, H + D).</li>
 *   <li>{@code emotional_valence}: net = positive - negative sentiment words, a word preceded by a negator
 *       within three words flips. 1 if net <= -3, 2 if net < 0, 3 if 0, 4 if net in 1..2, 5 if net >= 3.</li>
 *   <li>{@code engagement}: 1 for acknowledgement-only / deflection; 2 for fewer than 6 words; otherwise 3,
 *       +1 for elaboration (>= 20 words or >= 3 propositions), +1 for examples/new points/enthusiasm. Seed 004
 *       NEUTRAL balancing: hedging never lowers an elaborated answer below 3.</li>
 *   <li>{@code intellectual_engagement}: R = reason markers + value/motivation words. 1 if R = 0 and P <= 1,
 *       2 if R = 0, 3 if R = 1, 4 if R in 2..3, 5 if R >= 4.</li>
 * </ul>
 */
final class RubricRater {

    private static final Set<String> DEFLECTIONS = Set.of("i don't know", "dunno", "no idea", "whatever",
            "not really", "nothing really", "i don't care", "doesn't matter", "no comment", "pass");
    private static final List<String> MOTIVATION = List.of("important", "matters", "matter to me", "value",
            "i care", "goal", "want to", "need to", "in order to", "so that", "helps me", "allows me",
            "priority", "believe", "worth it", "reason");

    private final OpenNlpPipeline nlp;

    RubricRater(OpenNlpPipeline nlp) {
        this.nlp = nlp;
    }

    RubricScores rate(RatingRequest request) {
        String answer = request.answer() == null ? "" : request.answer().strip();
        Features f = features(answer);
        Map<String, Integer> scores = new LinkedHashMap<>();
        Map<String, String> rationales = new LinkedHashMap<>();
        for (String key : request.rubricKeys()) {
            switch (key) {
                case "response_depth" -> {
                    if (returnsInsteadOfAnswering(request.question(), answer)) {
                        put(scores, rationales, key, Math.min(2, depth(f)), "returns to an earlier point and shares"
                                + " no content word with the question");
                    } else {
                        put(scores, rationales, key, depth(f),
                                f.propositions + " proposition(s), " + f.reasons + " causal marker(s)");
                    }
                }
                case "specificity" -> put(scores, rationales, key, specificity(f),
                        f.concreteNouns + " concrete noun(s), " + f.evidence + " number/name/time/example cue(s)");
                case "certainty" -> put(scores, rationales, key, certainty(f),
                        f.hedges + " hedge(s), " + f.doubts + " doubt(s), " + f.boosters + " booster(s)");
                case "hedging_language" -> put(scores, rationales, key, 1 + Math.min(4, f.hedges + f.doubts),
                        f.hedges + " hedge(s), " + f.doubts + " explicit doubt(s)");
                case "emotional_valence" -> put(scores, rationales, key, valence(f),
                        f.positive + " positive, " + f.negative + " negative sentiment word(s)");
                case "engagement" -> put(scores, rationales, key, engagement(f),
                        f.words + " words, " + f.propositions + " proposition(s)"
                                + (f.examples > 0 ? ", examples" : "") + (f.ackOnly ? ", acknowledgement only" : ""));
                case "intellectual_engagement" -> put(scores, rationales, key, intellectual(f),
                        f.reasons + " reason marker(s), " + f.motivation + " motivation/value cue(s)");
                default -> {
                    // unknown rubric key: not rated (absent)
                }
            }
        }
        return new RubricScores(scores, rationales);
    }

    /**
     * Whether the answer returns to an earlier point ({@link Lexicon#RETURN_FRAMES}: "going back to what I said",
     * "like I said", "what really matters is ...", or an opening "Again,") without a single content word of the
     * question (4+ letters, no stopword, no question scaffolding such as "fact" or "personally"; compared without
     * -s/-ed/-ing/-ly endings). However long, such an answer does not take up what was asked, so its depth for this
     * question is at most shallow.
     */
    static boolean returnsInsteadOfAnswering(String question, String answer) {
        if (question == null || question.isBlank() || answer.isBlank()) {
            return false;
        }
        boolean returns = Text.countAny(Text.padded(answer), Lexicon.RETURN_FRAMES) > 0
                || answer.toLowerCase(Locale.ROOT).startsWith("again,");
        if (!returns) {
            return false;
        }
        Set<String> asked = new HashSet<>();
        for (String w : Text.words(question)) {
            if (w.length() >= 4 && !Lexicon.STOPWORDS.contains(w) && !QUESTION_SCAFFOLD.contains(w)) {
                asked.add(stem(w));
            }
        }
        for (String w : Text.words(answer)) {
            if (asked.contains(stem(w))) {
                return false;
            }
        }
        return true;
    }

    /** Words of question templates that say nothing about what is asked ("the fact that", "for you personally"). */
    private static final Set<String> QUESTION_SCAFFOLD = Set.of("fact", "about", "something", "anything", "else",
            "matter", "matters", "important", "think", "mean", "means", "tell", "more", "give", "gives",
            "personally", "deeper", "level", "behind", "mind", "comes", "come", "usually", "happen", "happens",
            "typical", "example", "describe", "part", "thing", "things", "what's", "that's", "care", "does",
            "would", "could", "there", "when", "where", "which", "other", "aspects", "back", "looking", "really",
            "your", "yourself", "life", "help", "helps", "miss", "were", "gone", "sense", "makes", "make", "value",
            "what", "this", "that", "with", "have", "been", "just", "much", "mentioned", "said", "ultimately");

    private static String stem(String w) {
        String s = w.replace("'", "");
        for (String suffix : List.of("ing", "ed", "es", "s", "ly")) {
            if (s.length() > suffix.length() + 3 && s.endsWith(suffix)) {
                return s.substring(0, s.length() - suffix.length());
            }
        }
        return s;
    }

    private static void put(Map<String, Integer> scores, Map<String, String> rationales, String key, int score,
                            String rationale) {
        scores.put(key, Math.max(1, Math.min(5, score)));
        rationales.put(key, rationale);
    }

    /** Counts behind the scores. */
    static final class Features {
        int words;
        int propositions;
        int reasons;
        int hedges;
        int doubts;
        int boosters;
        int positive;
        int negative;
        int concreteNouns;
        int nouns;
        int evidence;
        int examples;
        int motivation;
        boolean ackOnly;
        boolean deflection;
        boolean exclamation;
    }

    Features features(String answer) {
        Features f = new Features();
        String padded = Text.padded(answer);
        String[] words = Text.words(answer);
        f.words = words.length;
        f.ackOnly = ContentClauses.precheck(answer).filter(r -> !r.startsWith("Question")).isPresent()
                && words.length <= 8;
        f.exclamation = answer.contains("!");
        // hedges; "I think"/"I feel" openers deliberately do not count
        for (String h : Lexicon.HEDGES) {
            f.hedges += Text.countPhrase(padded, h);
        }
        for (String d : Lexicon.DOUBT) {
            f.doubts += Text.countPhrase(padded, d);
        }
        // a doubt phrase is also in the hedge list: count it once, as a doubt
        for (String d : Lexicon.DOUBT) {
            if (Lexicon.HEDGES.contains(d)) {
                f.hedges -= Text.countPhrase(padded, d);
            }
        }
        if (Text.hasPhrase(padded, "i'm not sure") && Text.hasPhrase(padded, "not sure")) {
            f.hedges = Math.max(0, f.hedges - Text.countPhrase(padded, "i'm not sure"));
        }
        f.hedges = Math.max(0, f.hedges);
        for (String b : Lexicon.BOOSTERS) {
            f.boosters += Text.countPhrase(padded, b);
        }
        for (String r : Lexicon.REASONS) {
            f.reasons += Text.countPhrase(padded, r);
        }
        if (Text.hasPhrase(padded, "so")) {
            f.reasons += Math.max(0, Text.countPhrase(padded, "so") - Text.countPhrase(padded, "so i")
                    - Text.countPhrase(padded, "so it") - Text.countPhrase(padded, "so that")
                    - Text.countPhrase(padded, "so much") - Text.countPhrase(padded, "so good")) > 0 ? 1 : 0;
        }
        for (String m : MOTIVATION) {
            f.motivation += Text.countPhrase(padded, m);
        }
        f.examples = Text.countAny(padded, Lexicon.EXAMPLES);
        f.deflection = Text.countAny(padded, DEFLECTIONS) > 0 && words.length <= 6;
        // sentiment, negation-aware (a negator up to three words before flips the word)
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            int polarity = Lexicon.POSITIVE.contains(w) ? 1 : Lexicon.NEGATIVE.contains(w) ? -1 : 0;
            if (polarity == 0) {
                continue;
            }
            if ("like".equals(w) && (i == 0 || !Set.of("i", "really", "we", "just", "they", "you", "would", "do")
                    .contains(words[i - 1]))) {
                continue; // "like" as a preposition or filler
            }
            if ("well".equals(w) || "fine".equals(w) && i > 0 && words[i - 1].equals("just")) {
                continue;
            }
            for (int k = Math.max(0, i - 3); k < i; k++) {
                if (Lexicon.NEGATORS.contains(words[k]) || words[k].endsWith("n't")) {
                    polarity = -polarity;
                    break;
                }
            }
            if (polarity > 0) {
                f.positive++;
            } else {
                f.negative++;
            }
        }
        // POS-based counts
        List<Sentence> sentences = nlp.process(answer);
        for (Sentence s : sentences) {
            boolean clauseHasPredicate = false;
            for (int i = 0; i < s.tokens().size(); i++) {
                Token t = s.tokens().get(i);
                String lower = t.lower();
                if (t.is("VERB") && !Lexicon.FRAMING_VERBS.contains(t.lemma())) {
                    f.propositions++;
                    clauseHasPredicate = true;
                } else if (t.is("ADJ") && i > 0 && "be".equals(s.tokens().get(i - 1).lemma())) {
                    f.propositions++;
                    clauseHasPredicate = true;
                }
                if (t.is("NOUN")) {
                    f.nouns++;
                    if (!Lexicon.ABSTRACT_NOUNS.contains(lower)) {
                        f.concreteNouns++;
                    }
                }
                if (t.is("NUM") || t.is("PROPN") && i > 0 || lower.startsWith("$") || lower.equals("%")
                        || Lexicon.TIME_WORDS.contains(lower)) {
                    f.evidence++;
                }
            }
            if (!clauseHasPredicate && s.tokens().size() >= 3) {
                f.propositions++;
            }
        }
        f.evidence += f.examples;
        return f;
    }

    static int depth(Features f) {
        if (f.ackOnly || f.propositions == 0) {
            return 1;
        }
        if (f.propositions >= 6 && f.reasons >= 2) {
            return 5;
        }
        if (f.propositions >= 4 || f.propositions >= 2 && f.reasons >= 1) {
            return 4;
        }
        if (f.propositions >= 2 || f.reasons >= 1) {
            return 3;
        }
        return 2;
    }

    static int specificity(Features f) {
        if (f.evidence >= 2) {
            return 5;
        }
        if (f.evidence == 1) {
            return 4;
        }
        if (f.concreteNouns >= 2) {
            return 3;
        }
        if (f.nouns == 0 && f.concreteNouns == 0) {
            return 1;
        }
        return 2;
    }

    static int certainty(Features f) {
        if (f.doubts >= 2 || f.doubts >= 1 && f.hedges >= 1) {
            return 1;
        }
        if (f.doubts == 1 || f.hedges >= 3) {
            return 2;
        }
        if (f.hedges == 2 || f.hedges == 1 && f.words < 8) {
            return 3;
        }
        if (f.hedges == 1) {
            return 4;
        }
        return f.boosters >= 1 ? 5 : 4;
    }

    static int valence(Features f) {
        int net = f.positive - f.negative;
        if (net <= -3) {
            return 1;
        }
        if (net < 0) {
            return 2;
        }
        if (net == 0) {
            return 3;
        }
        return net >= 3 ? 5 : 4;
    }

    static int engagement(Features f) {
        if (f.ackOnly || f.deflection) {
            return 1;
        }
        if (f.words < 6) {
            return 2;
        }
        int score = 3;
        boolean elaborated = f.words >= 20 || f.propositions >= 3;
        if (elaborated) {
            score++;
        }
        if (f.examples > 0 || f.exclamation || f.positive >= 2 && elaborated || f.propositions >= 6) {
            score++;
        }
        if (!elaborated && (f.hedges + f.doubts) >= 2) {
            score--; // the whole answer stays vague
        }
        if (elaborated) {
            score = Math.max(3, score); // NEUTRAL balancing: hedging + elaboration is not low
        }
        return score;
    }

    static int intellectual(Features f) {
        int r = f.reasons + f.motivation;
        if (r == 0) {
            return f.propositions <= 1 ? 1 : 2;
        }
        if (r == 1) {
            return 3;
        }
        return r <= 3 ? 4 : 5;
    }
}
