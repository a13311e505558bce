package org.interviewworkbench.engine.aboutness;

/**
 * One sentence of an answer.
 *
 * @param start offset of its first character in the answer
 * @param text  the sentence, end punctuation included, no surrounding white space
 */
public record Sentence(int start, String text) {

    public Sentence {
        text = text == null ? "" : text;
    }

    /** Offset just past its last character. */
    public int end() {
        return start + text.length();
    }

    /** Whether the sentence is a question (ends with a question mark). */
    public boolean isQuestion() {
        return text.endsWith("?");
    }
}
