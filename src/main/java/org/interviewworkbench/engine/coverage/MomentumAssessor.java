package org.interviewworkbench.engine.coverage;

import java.util.List;
import java.util.Locale;

/**
 * Momentum of one answer: high, medium or low (seed 004 "Momentum Assessment" with its NEUTRAL balancing rules),
 * from the rubric (response depth d, engagement e, hedging h, each 1..5; missing: d 3, e 3, h 1) and the answer
 * itself (word count w, a concrete example x: "for example", "for instance", "last week", "yesterday", "the other
 * day", "once", "when I").
 *
 * <ul>
 *   <li>elaborated = {@code d >= 3 or w >= 20 or x} (a concrete example outweighs brevity);</li>
 *   <li>long elaboration = {@code d >= 4 or w >= 40};</li>
 *   <li><b>low</b> only when the disengagement holds across the answer: short AND unelaborated
 *       ({@code w < 8 and not elaborated}); or hedging that keeps the whole answer vague ({@code h >= 4 and not
 *       elaborated}); or withdrawal ({@code e <= 1 and not elaborated});</li>
 *   <li><b>high</b>: long elaboration with {@code e >= 4}, whatever the hedging (long elaboration outweighs
 *       hedging);</li>
 *   <li>otherwise <b>medium</b>, the expected baseline: hedging plus elaboration is medium, never low.</li>
 * </ul>
 * Stateless.
 */
public final class MomentumAssessor {

    private static final List<String> EXAMPLE_CUES = List.of("for example", "for instance", "last week",
            "yesterday", "the other day", "once", "when i");

    /**
     * @param depth      response depth 1..5, or {@code null}
     * @param engagement engagement 1..5, or {@code null}
     * @param hedging    hedging 1..5, or {@code null}
     * @param answer     the answer text
     */
    public String assess(Integer depth, Integer engagement, Integer hedging, String answer) {
        int d = depth == null ? 3 : depth;
        int e = engagement == null ? 3 : engagement;
        int h = hedging == null ? 1 : hedging;
        String text = answer == null ? "" : answer.strip();
        int words = text.isEmpty() ? 0 : text.split("\\s+").length;
        String padded = " " + text.toLowerCase(Locale.ROOT).replaceAll("[^a-z' ]", " ").replaceAll("\\s+", " ") + " ";
        boolean example = EXAMPLE_CUES.stream().anyMatch(c -> padded.contains(" " + c + " "));
        boolean elaborated = d >= 3 || words >= 20 || example;
        boolean longElaboration = d >= 4 || words >= 40;
        if (!elaborated && (words < 8 || h >= 4 || e <= 1)) {
            return "low";
        }
        if (longElaboration && e >= 4) {
            return "high";
        }
        return "medium";
    }
}
