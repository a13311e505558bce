package org.interviewworkbench.engine.aboutness;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The readings of a session's answers by utterance id ({@code u<turn>-answer}), read once per turn so the focus
 * chooser can ask each concept's role cheaply. Immutable.
 *
 * @param byUtterance answer utterance id to its reading
 */
public record AnswerReadings(Map<String, AnswerReading> byUtterance) {

    /** No answers known (tests, the what-if ranking of the command line). */
    public static final AnswerReadings EMPTY = new AnswerReadings(Map.of());

    public AnswerReadings {
        byUtterance = Map.copyOf(byUtterance);
    }

    /** The readings of {@code answers} (utterance id to answer text, any order). */
    public static AnswerReadings of(Map<String, String> answers) {
        Map<String, AnswerReading> out = new LinkedHashMap<>();
        answers.forEach((id, text) -> out.put(id, AnswerReading.of(text)));
        return new AnswerReadings(out);
    }

    /** The reading of one answer, or {@code null} when it is not known. */
    public AnswerReading get(String utteranceId) {
        return byUtterance.get(utteranceId);
    }

    public boolean isEmpty() {
        return byUtterance.isEmpty();
    }
}
