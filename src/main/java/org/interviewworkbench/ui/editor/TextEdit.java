package org.interviewworkbench.ui.editor;

/**
 * One replacement in the editor's document: the characters {@code [start, end)} become {@code replacement}. A form
 * edit is one of these, so it goes through the code area's undo history like a keystroke.
 *
 * @param start       first replaced character
 * @param end         end of the replaced range (exclusive); equal to {@code start} for an insertion
 * @param replacement the new text
 */
public record TextEdit(int start, int end, String replacement) {

    public TextEdit {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad range " + start + ".." + end);
        }
        replacement = replacement == null ? "" : replacement;
    }

    /** The text after this edit. */
    public String apply(String text) {
        return text.substring(0, start) + replacement + text.substring(end);
    }

    /**
     * The smallest edit turning {@code before} into {@code after} (common prefix and suffix kept), so replacing
     * only it keeps the caret, the scroll position and the undo history of everything else.
     */
    public static TextEdit between(String before, String after) {
        int limit = Math.min(before.length(), after.length());
        int prefix = 0;
        while (prefix < limit && before.charAt(prefix) == after.charAt(prefix)) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < limit - prefix
                && before.charAt(before.length() - 1 - suffix) == after.charAt(after.length() - 1 - suffix)) {
            suffix++;
        }
        return new TextEdit(prefix, before.length() - suffix, after.substring(prefix, after.length() - suffix));
    }
}
