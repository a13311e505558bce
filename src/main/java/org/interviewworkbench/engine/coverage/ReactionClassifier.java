package org.interviewworkbench.engine.coverage;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A small lexicon-based classifier of the respondent's reaction to a stimulus element, used when extraction gives
 * none (the offline engine). Input: the clause that mentions the element (the concept's source quote), and when
 * that has no cue, the answer sentence containing it ({@link #sentenceOf}).
 *
 * <p>Rules, first match wins (cues are matched as whole words or phrases, case-insensitive):
 * <ol>
 *   <li><b>skeptical</b>: doubt about claims ("doubt", "skeptical", "sceptical", "not convinced", "too good to be
 *       true", "gimmick", "believe it when", "we'll see", "marketing", "hard to believe", "claims");</li>
 *   <li><b>curious</b>: a question or wondering ("wonder", "curious", "i'd like to know", "would like to know",
 *       "how does", "how do they", "interested to see", "intrigued", or the clause ends with "?");</li>
 *   <li><b>negative</b>: a negative cue ("don't like", "dislike", "hate", "annoying", "expensive", "overpriced",
 *       "worried", "worry", "problem", "bad", "awful", "disappointing", "put off", "too much", "too sweet",
 *       "waste", "pricey", "not a reason", "not for me", "don't need", "no need", "pointless", "useless", "rip off",
 *       "too dear", "steep", "creepy", "confusing", "complicated", "no use", "wouldn't use", "wouldn't pay",
 *       "not worth"), or a positive cue preceded within two words by a negator ("not", "don't", "never",
 *       "isn't", "wasn't", "no");</li>
 *   <li><b>positive</b>: "love", "i like", "really like", "quite like", "i liked", "great", "good", "nice", "appealing", "enjoy", "tasty", "convenient",
 *       "handy", "perfect", "excited", "brilliant", "really want", "appreciate", "helps", "happy", "glad",
 *       "fan of", "best", "trust", "cheap", "affordable", "reasonable", "worth it", "worth paying", "useful",
 *       "i'd use", "i would use", "i'd pay", "i would pay", "pay for", "makes sense", "sounds good", "bargain",
 *       "clever", "reassuring", "peace of mind", "sold on";</li>
 *   <li><b>neutral</b>: explicit indifference ("fine", "okay", "ok", "doesn't matter", "don't mind", "either way",
 *       "nothing special", "whatever", "not bothered", "neutral");</li>
 *   <li>otherwise {@code null}: no reaction was expressed (the element keeps its {@code no_reaction} gap).</li>
 * </ol>
 * Stateless and thread-safe.
 */
public final class ReactionClassifier {

    /** The valid reactions (seed 004 schema enum). */
    public static final Set<String> REACTIONS = Set.of("positive", "negative", "neutral", "skeptical", "curious");

    private static final List<String> SKEPTICAL = List.of("doubt", "doubtful", "skeptical", "sceptical",
            "not convinced", "too good to be true", "gimmick", "believe it when", "we'll see", "marketing",
            "hard to believe", "claims");
    private static final List<String> CURIOUS = List.of("wonder", "wondering", "curious", "i'd like to know",
            "would like to know", "how does", "how do they", "interested to see", "intrigued");
    private static final List<String> NEGATIVE = List.of("don't like", "dislike", "hate", "annoying", "expensive",
            "overpriced", "worried", "worry", "problem", "bad", "awful", "disappointing", "put off", "too much",
            "too sweet", "waste", "pricey", "not a reason", "not for me", "don't need", "no need", "pointless",
            "useless", "rip off", "rip-off", "too dear", "steep", "creepy", "confusing", "complicated", "no use",
            "wouldn't use", "wouldn't pay", "not worth");
    private static final List<String> POSITIVE = List.of("love", "i like", "really like", "quite like",
            "i liked", "great", "good", "nice", "appealing",
            "enjoy", "tasty", "convenient", "handy", "perfect", "excited", "brilliant", "really want", "appreciate",
            "helps", "happy", "glad", "fan of", "best", "trust", "i trust", "cheap", "affordable", "reasonable",
            "worth it", "worth paying", "useful", "i'd use", "i would use", "i'd pay", "i would pay", "pay for",
            "makes sense", "sounds good", "bargain", "clever", "reassuring", "peace of mind", "sold on");
    private static final List<String> NEUTRAL = List.of("fine", "okay", "ok", "doesn't matter", "don't mind",
            "either way", "nothing special", "whatever", "not bothered", "neutral");
    private static final Set<String> NEGATORS = Set.of("not", "don't", "never", "isn't", "wasn't", "no",
            "doesn't", "didn't");

    /** Normalises a reaction given by extraction: one of {@link #REACTIONS}, else {@code null}. */
    public static String normalise(String reaction) {
        if (reaction == null) {
            return null;
        }
        String r = reaction.strip().toLowerCase(Locale.ROOT);
        if ("sceptical".equals(r)) {
            r = "skeptical";
        }
        return REACTIONS.contains(r) ? r : null;
    }

    /** The reaction expressed in {@code clause}, or {@code null} when none is. */
    public String classify(String clause) {
        if (clause == null || clause.isBlank()) {
            return null;
        }
        String text = clause.toLowerCase(Locale.ROOT).replace('\u2019', '\'').strip();
        String[] words = text.replaceAll("[^a-z0-9' ]", " ").strip().split("\\s+");
        String padded = " " + String.join(" ", words) + " ";
        if (containsAny(padded, SKEPTICAL)) {
            return "skeptical";
        }
        if (containsAny(padded, CURIOUS) || text.endsWith("?")) {
            return "curious";
        }
        if (containsAny(padded, NEGATIVE) || negatedPositive(words)) {
            return "negative";
        }
        if (containsAny(padded, POSITIVE)) {
            return "positive";
        }
        if (containsAny(padded, NEUTRAL)) {
            return "neutral";
        }
        return null;
    }

    /**
     * The sentence of {@code answer} that contains {@code quote} (case-insensitive), or {@code ""}: the wider
     * context classified when the quote itself carries no reaction cue.
     */
    public static String sentenceOf(String answer, String quote) {
        if (answer == null || quote == null || quote.isBlank()) {
            return "";
        }
        String q = quote.strip().toLowerCase(Locale.ROOT);
        for (String sentence : answer.split("(?<=[.!?;])\\s+")) {
            if (sentence.toLowerCase(Locale.ROOT).contains(q)) {
                return sentence;
            }
        }
        return "";
    }

    private static boolean containsAny(String padded, List<String> cues) {
        for (String c : cues) {
            if (padded.contains(" " + c + " ")) {
                return true;
            }
        }
        return false;
    }

    private static boolean negatedPositive(String[] words) {
        for (int i = 0; i < words.length; i++) {
            if (POSITIVE.contains(words[i])) {
                for (int j = Math.max(0, i - 2); j < i; j++) {
                    if (NEGATORS.contains(words[j])) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
