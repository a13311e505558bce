package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Story telling, <b>what the respondent did</b> (issue 12, "'You said you pushed back. Why do you think that
 * happened?' about their own action"): an answer that opens by telling the respondent's own deed is asked what made
 * them decide to do it, never why it "happened", and is asked nothing about it when the reason was given. Read with
 * general English cues on the answer already lowercased with straight apostrophes ({@link StoryCues#normal}):
 * <ul>
 *   <li>{@link #told}: the first sentence has the respondent ("i", "we") act in the past tense, after an optional
 *       "so", "and", "then" or "but" ("So I pushed back.", "Then we rang the council.", "I emailed them."); a past
 *       of being, feeling, thinking or wanting ("I was", "I felt", "I thought", "I wanted"), of what befell them or
 *       went on by itself ("we waited", "I missed it", "I got ...") or of a mere attempt ("I tried") is no decision;</li>
 *   <li>{@link #reasoned}: the reason comes with it ("because", "'cause", "so that", "in order to", "to make sure",
 *       "since"), or the answer opens with "so" or "that's why" (the deed follows from what was just told: the answer
 *       before is its reason).</li>
 * </ul>
 * Stateless.
 */
final class OwnAction {

    /** What made them decide, asked of the deed just told, saying none of it back. */
    static final List<String> DECIDED = List.of("What made you decide to do that?");

    private static final Pattern DEED = Pattern.compile("^(?:(?:so|and|then|and then|but|well),? )?(?:i|we) "
            + "(?:(?:just|then|finally|also|eventually|immediately|straight away) )?(?!(?:needed|wanted|hoped|liked|"
            + "loved|hated|wished|worried|wondered|expected|realised|realized|assumed|reckoned|figured|noticed|"
            + "believed|seemed|guessed|imagined|panicked|supposed|used|waited|queued|stayed|arrived|landed|missed|failed|"
            + "passed|lost|ended|finished|slept|woke|fell|sat|stood|tried|managed|started|got|had|did|kept|"
            + "received|heard|learned|learnt|remembered|forgot|forgotten)\\b)"
            + "(?:[a-z]+ed|rang|went|told|took|made|put|wrote|sent|gave|paid|kept|left|found|bought|sold|drove|ran|"
            + "brought|got|threw|stood|sat|spoke|tore|rode|flew|chose|swore|shut)\\b");
    private static final Pattern REASON = Pattern.compile("\\b(?:because|'cause|cos|so that|in order to|"
            + "to make sure|since (?:i|we|it|they|the)|that's why|which is why)\\b|^(?:so|that's why),? ");

    private OwnAction() {
    }

    /** Whether {@code normal} (a lowercased answer) opens by telling what the respondent did. */
    static boolean told(String normal) {
        String first = normal == null ? "" : normal.strip().split("(?<=[.!?;:])\\s+", 2)[0];
        return DEED.matcher(first).find();
    }

    /**
     * Whether the deed {@code normal} tells is the one thing it tells, so "that" in {@link #DECIDED} points at it: at
     * most two sentences (a longer answer tells several steps, and the story is asked to go on instead).
     */
    static boolean single(String normal) {
        return normal != null && normal.strip().split("(?<=[.!?])\\s+").length <= 2;
    }

    /** Whether {@code normal} gives the reason for the deed it tells, or opens as what follows from the answer before. */
    static boolean reasoned(String normal) {
        return normal != null && REASON.matcher(normal.strip()).find();
    }
}
