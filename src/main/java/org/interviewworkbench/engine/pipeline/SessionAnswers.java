package org.interviewworkbench.engine.pipeline;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.aboutness.AnswerReader;
import org.interviewworkbench.engine.aboutness.AnswerReadings;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.Utterance;

/**
 * The session's answers read for what they are about ({@link AnswerReadings}), for the focus chooser's
 * {@code graph.node.answer_role}: the respondent's utterances by id, with the answer of this turn as the language
 * tasks saw it. Each answer is read once per {@link AnswerReader} (it remembers readings by text), so a turn
 * reads only its own answer.
 */
final class SessionAnswers {

    private SessionAnswers() {
    }

    /**
     * @param reader         reads (and remembers) the answers
     * @param transcript     utterances stored before this turn
     * @param currentId      id of this turn's answer ({@code u<turn>-answer})
     * @param currentText    its text as processed
     */
    static AnswerReadings of(AnswerReader reader, List<Utterance> transcript, String currentId, String currentText) {
        Map<String, String> answers = new LinkedHashMap<>();
        for (Utterance u : transcript) {
            if (u.speaker() == Speaker.USER && u.text() != null) {
                answers.put(u.id(), u.text());
            }
        }
        if (currentId != null && currentText != null) {
            answers.put(currentId, currentText);
        }
        return reader.readAll(answers);
    }

    /** The readings of stored turns' answers ({@code u<turn>-answer}), turn 1 first. */
    static AnswerReadings ofTurns(AnswerReader reader, List<TurnResult> turns) {
        Map<String, String> answers = new LinkedHashMap<>();
        for (TurnResult t : turns) {
            if (t.answer() != null) {
                answers.put("u" + t.turnNumber() + "-answer", t.answer());
            }
        }
        return reader.readAll(answers);
    }
}
