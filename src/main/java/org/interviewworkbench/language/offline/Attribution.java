package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Story telling, <b>whether the respondent has just said what brought it on</b>, for {@link StoryCoverage}: the
 * question just answered asked for a cause ("Why do you think that happened?", "What led up to that?", "What was it
 * that made you feel like that?") and the answer gave one rather than turning the question back or not knowing. Its
 * answer is the respondent's attribution ("Me. Hurrying. And the screen is small."): a moderator takes it and moves on
 * (on with the story, or to the lesson once the incident has ended), never asks what caused one of the reasons given
 * ("You said the screen is small. What caused that?"). An answer that opens by putting the question to itself and
 * then answers it ("Why did I fall for it? He sounded so sure.") gives a cause. {@link #CAUSE_TOLD} reads a cause
 * told in any answer, asked for or not. General English cues only. Stateless.
 */
final class Attribution {

    /** A question asking what brought something about. */
    private static final Pattern ASKED = Pattern.compile("\\b(?:what made|that made (?:you|it|that)|what led|led up to|what caused|"
            + "what brought|put that down to|why do you think|why did|hold responsible)\\b");
    /** An answer that gives no cause: not knowing, or a question of its own. */
    private static final Pattern NONE = Pattern.compile("\\b(?:no idea|don't know|dunno|not sure|no clue|"
            + "couldn't (?:tell|say)|what do you mean|didn't (?:catch|hear|get) that)\\b"
            + "|^\\W*(?:what|why|how|sorry)\\b(?![^.!?]*[.!?]\\s+\\S)");

    /**
     * Why it turned out so, told in a normalised answer ({@link StoryCoverage.Part#CAUSE}): "because", "that's why",
     * "thanks to", "so it's ...", what others do as a rule ("they never check"), blame laid ("it's who you know",
     * "that's on me") or what someone failed to do ("the shop never activated the card").
     */
    static final Pattern CAUSE_TOLD = Pattern.compile("\\b(?:because|'cause|that's why|which is why|that is why|"
            + "the reason|thanks to|due to|it was down to|so it's|so it was|so that's(?! (?:the (?:whole )?story|the end|about it|it|all)\\b)|why did it (?:work|happen)|"
            + "it turned out|(?<!\\b(?:i|we|you|they|he|she) )did it(?=[.,!;])|why(?:'d| did) (?:they|it|he|she|that) [a-z]+)\\b"
            + "|(?:^|(?<=[.!?] ))why\\? [a-z]" // "Why'd they change their tune? ..."
            // what others have done or do as a rule, said in the present or perfect ("they've cut the staff", "they
            // want us doing their work", "they never check"), and a change over time ("it used to be six tills")
            + "|\\bthey(?:'ve| have) (?:[a-z]+ed|cut|put|made|taken|got rid of|stopped|gone)\\b"
            + "|\\bthey (?:want|don't|never|always|won't|can't|only) (?!know\\b|remember\\b)[a-z]+|\\bit used to be\\b"
            // blame laid, or what someone failed to do: "it's who you know", "that's on me", "the shop never activated
            // the card", "the booking note never reached the kitchen", "a system built to say no first" (rounds 42-71)
            + "|\\bit's (?:all )?who you know\\b|\\b(?:my|their|his|her|our) (?:own )?fault\\b|\\bthat's on (?:me|them|him|"
            + "her|us)\\b|\\b(?:i|we) blame\\b|\\bbuilt to\\b|\\bthe (?:[a-z]+ ){1,2}(?:never|hadn't|didn't) (?:[a-z]+ed|"
            + "reached|got|sent|told|put|passed)\\b");
    private Attribution() {
    }

    /** Whether the last of {@code asked} asked for a cause and {@code last} (an answer) gave one. */
    static boolean given(List<String> asked, String last) {
        if (asked.isEmpty() || last == null || last.isBlank()) {
            return false;
        }
        String question = StoryCues.normal(asked.get(asked.size() - 1));
        String answer = StoryCues.normal(last).strip();
        boolean cause = ASKED.matcher(question).find() || AskedParts.of(question).contains(StoryCoverage.Part.CAUSE);
        return cause && !NONE.matcher(answer).find() && !answer.endsWith("?");
    }
}
