package org.interviewworkbench.engine.aboutness;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Sentences that carry an answer's point, by the way English marks a conclusion or an emphasis:
 * <ul>
 *   <li>a conclusion or summing-up opener: "So ...", "Basically ...", "Mainly ...", "In the end ...", "That's why
 *   ...", "Bottom line ...", after an optional "And" / "But" / "Well,";</li>
 *   <li>an emphasis anywhere in the sentence: "the best part", "the worst part", "the main thing", "the one thing",
 *   "the real reason", "what I want", "what matters", "most of all", "above all";</li>
 *   <li>the first sentence answering a why question: "Because ...";</li>
 *   <li>a short direct answer opening the answer: the first sentence that is not only a hedge ("Honestly?"), of at
 *   most three words once hedges are removed ("Chasing.", "Family.", "Professional, I suppose.", "The diary.").</li>
 * </ul>
 * Stateless.
 */
public final class PointMarkers {

    private static final Pattern OPENER = Pattern.compile(
            "(?i)^(?:(?:and|but|well),?\\s+)?(?:so|basically|mainly|mostly|ultimately|in the end|at the end of the day|"
                    + "bottom line|that['’]s why|which is why|the point is|the thing is|above all|for me it['’]s)\\b.*");
    private static final Pattern EMPHASIS = Pattern.compile(
            "(?i).*\\b(?:the (?:best|worst|main|big|biggest|one|whole|real) (?:part|thing|reason|point)|"
                    + "what i (?:really )?want|what (?:really )?matters|most of all|above all)\\b.*");
    private static final Pattern BECAUSE = Pattern.compile("(?i)^(?:because|cause|'cause)\\b.*");
    private static final Pattern HEDGES = Pattern.compile(
            "(?i)\\b(?:honestly|frankly|really|i suppose|i guess|i think|i'd say|probably|maybe|mostly|to be honest|"
                    + "if i['’]m honest|i mean|well|um+|uh+|erm)\\b");
    private static final int SHORT_ANSWER_WORDS = 3;

    private PointMarkers() {
    }

    /** Whether sentence {@code index} of {@code sentences} carries the answer's point. */
    public static boolean isPoint(List<Sentence> sentences, int index) {
        String text = sentences.get(index).text();
        if (OPENER.matcher(text).matches() || EMPHASIS.matcher(text).matches()) {
            return true;
        }
        int first = firstContentSentence(sentences);
        if (index != first) {
            return false;
        }
        return BECAUSE.matcher(text).matches() || words(withoutHedges(text)) <= SHORT_ANSWER_WORDS;
    }

    /** Index of the first sentence that is not only a hedge, or -1. */
    static int firstContentSentence(List<Sentence> sentences) {
        for (int i = 0; i < sentences.size(); i++) {
            if (words(withoutHedges(sentences.get(i).text())) > 0) {
                return i;
            }
        }
        return -1;
    }

    private static String withoutHedges(String text) {
        return HEDGES.matcher(text).replaceAll(" ");
    }

    private static int words(String text) {
        String t = text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}'’ -]", " ").strip();
        return t.isEmpty() ? 0 : t.split("\\s+").length;
    }
}
