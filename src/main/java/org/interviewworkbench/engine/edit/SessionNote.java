package org.interviewworkbench.engine.edit;

/**
 * An entry of the session's edit log that leaves the graph alone: a typo corrected in a past answer, or a memo on a
 * turn or a concept. Checked and applied by {@link SessionNotes}; stored with {@code EditLogStore}.
 */
public sealed interface SessionNote {

    /** The operation id as written in edit files and in session.json {@code edits}. */
    String op();

    /** A short name for menus and the history. */
    String title();

    /**
     * {@code {"op":"correct_answer","turn":N,"before":TEXT,"after":TEXT}}: the passage {@code before} of the stored
     * answer of turn {@code N} (it must occur there exactly once; the whole answer is fine) becomes {@code after}.
     * Extraction is not run again: the concepts and quotes stay as they were coded.
     */
    record CorrectAnswer(int turn, String before, String after) implements SessionNote {
        public String op() {
            return "correct_answer";
        }

        public String title() {
            return "Correct typo";
        }
    }

    /**
     * {@code {"op":"memo","turn":N,"text":TEXT}} or {@code {"op":"memo","node":ID,"text":TEXT}}: the researcher's
     * note on a turn or on a concept (exactly one of the two).
     */
    record Memo(Integer turn, String node, String text) implements SessionNote {
        public String op() {
            return "memo";
        }

        public String title() {
            return "Add memo";
        }
    }
}
