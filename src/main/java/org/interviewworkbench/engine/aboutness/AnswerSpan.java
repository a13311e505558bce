package org.interviewworkbench.engine.aboutness;

/**
 * A stretch {@code [start, end)} of an answer's text and the role it plays.
 *
 * @param start first character (inclusive)
 * @param end   last character (exclusive)
 * @param role  the role of the stretch
 */
public record AnswerSpan(int start, int end, AnswerRole role) {

    public AnswerSpan {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad span [" + start + ", " + end + ")");
        }
        if (role == null) {
            throw new IllegalArgumentException("role is required");
        }
    }

    /** Whether {@code offset} lies in this stretch. */
    public boolean contains(int offset) {
        return offset >= start && offset < end;
    }
}
