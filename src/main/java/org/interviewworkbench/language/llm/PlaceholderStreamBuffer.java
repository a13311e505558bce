package org.interviewworkbench.language.llm;

import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * Restores redaction placeholders in streamed text. A placeholder such as {@code [PERSON_1]} can arrive split over
 * several tokens ({@code "[PER"}, {@code "SON_"}, {@code "1]"}), so text from an unclosed {@code [} that could
 * still become a placeholder is held back until it is complete (or clearly is not one); everything before it is
 * restored and passed on at once.
 */
final class PlaceholderStreamBuffer {

    /** Longest placeholder prefix held back ({@code [DATE_OF_BIRTH_} plus digits, with room). */
    static final int MAX_HELD = 32;
    private static final Pattern PREFIX = Pattern.compile("\\[[A-Z_]*\\d*");

    private final UnaryOperator<String> restore;
    private final StringBuilder pending = new StringBuilder();

    /** @param restore replaces complete placeholders by their values */
    PlaceholderStreamBuffer(UnaryOperator<String> restore) {
        this.restore = restore;
    }

    /** Adds a token; returns the restored text that can be shown now (possibly empty). */
    String push(String token) {
        if (token == null || token.isEmpty()) {
            return "";
        }
        pending.append(token);
        int open = pending.lastIndexOf("[");
        int cut = pending.length();
        if (open >= 0) {
            String tail = pending.substring(open);
            if (tail.length() <= MAX_HELD && PREFIX.matcher(tail).matches()) {
                cut = open; // may still become a placeholder: hold it back
            }
        }
        String ready = pending.substring(0, cut);
        pending.delete(0, cut);
        return ready.isEmpty() ? "" : restore.apply(ready);
    }

    /** The rest, at the end of the stream. */
    String flush() {
        String rest = pending.toString();
        pending.setLength(0);
        return rest.isEmpty() ? "" : restore.apply(rest);
    }
}
