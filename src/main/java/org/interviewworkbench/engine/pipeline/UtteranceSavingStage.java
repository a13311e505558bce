package org.interviewworkbench.engine.pipeline;

import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.port.Clock;

/**
 * Stage 2: records the answer utterance (verbatim) and prepares the text to process.
 *
 * <p>Very long answers are kept whole in the transcript but truncated to {@link #MAX_PROCESSED_CHARS} for
 * processing, with a notice. An answer that contains instructions addressed to the interviewer gets a notice too:
 * respondent text is data (language engines delimit it and never follow it). Contract: out = {@link Output}.
 */
public final class UtteranceSavingStage {

    /** Characters of an answer that language processing looks at. */
    public static final int MAX_PROCESSED_CHARS = 4_000;

    /** Phrases that address the interviewer (or a model) rather than answer the question. */
    private static final java.util.regex.Pattern INSTRUCTION = java.util.regex.Pattern.compile(
            "(?i)\\b(ignore (all |the |your )?(previous|prior|above) (instructions|questions)|disregard (the|your|all)"
                    + "|system prompt|you are now|new instructions|act as (an?|the) |pretend to be|developer mode"
                    + "|forget (everything|your instructions))");

    private final Clock clock;

    public UtteranceSavingStage(Clock clock) {
        this.clock = clock;
    }

    /**
     * @param utterance     the saved answer utterance
     * @param processedText the text language tasks work on
     * @param question      the question the answer replies to
     */
    public record Output(Utterance utterance, String processedText, String question) {
    }

    public Output save(TurnWorkspace ws, TurnInput input) {
        int turn = ws.turnNumber();
        String answer = input.answer().strip();
        Utterance utterance = new Utterance("u" + turn + "-answer", turn, Speaker.USER, answer, clock.now());
        ws.addUtterance(utterance);
        String processed = answer;
        if (processed.length() > MAX_PROCESSED_CHARS) {
            int cut = processed.lastIndexOf(' ', MAX_PROCESSED_CHARS);
            processed = processed.substring(0, cut > MAX_PROCESSED_CHARS / 2 ? cut : MAX_PROCESSED_CHARS);
            ws.addNotice("The answer has " + answer.length() + " characters; the first " + processed.length()
                    + " were processed (the whole answer is kept in the transcript).");
        }
        if (INSTRUCTION.matcher(answer).find()) {
            ws.addNotice("The answer contains instructions addressed to the interviewer; they were treated as the "
                    + "respondent's words and did not steer the interview.");
        }
        String question = input.askedQuestion() != null && !input.askedQuestion().isBlank()
                ? input.askedQuestion().strip() : ws.previousState().pendingQuestion();
        return new Output(utterance, processed, question == null ? "" : question);
    }
}
