package org.interviewworkbench.ui;

import java.util.List;

/**
 * The demo interview the screenshot command runs: which methodology and concept, and who answers. The composition
 * root provides one driven by a shipped scenario's synthetic respondent.
 */
public interface DemoScript {

    String methodologyId();

    String conceptId();

    /** Number of answers to give. */
    int turns();

    /**
     * The respondent's answer to the question just asked.
     *
     * @param turn       1-based number of the answer
     * @param question   the question
     * @param strategy   the question's strategy ({@code null} for the opening question)
     * @param focusLabel the question's focus label, or {@code null}
     */
    String answer(int turn, String question, String strategy, String focusLabel);

    /** A script that gives fixed answers in order (first methodology and concept of the bridge). */
    static DemoScript fixed(String methodologyId, String conceptId, List<String> answers) {
        List<String> copy = List.copyOf(answers);
        return new DemoScript() {
            @Override
            public String methodologyId() {
                return methodologyId;
            }

            @Override
            public String conceptId() {
                return conceptId;
            }

            @Override
            public int turns() {
                return copy.size();
            }

            @Override
            public String answer(int turn, String question, String strategy, String focusLabel) {
                return copy.get(turn - 1);
            }
        };
    }
}
