package org.interviewworkbench.language.llm;

import java.util.regex.Pattern;

/**
 * Tolerant location of the JSON object in a model reply: drops {@code <think>...</think>} blocks (also an unclosed
 * one at the start), markdown code fences and surrounding prose, and returns the first balanced JSON object.
 */
final class JsonText {

    private static final Pattern THINK = Pattern.compile("(?is)<think(?:ing)?>.*?</think(?:ing)?>");
    private static final Pattern UNCLOSED_THINK_END = Pattern.compile("(?is)^.*?</think(?:ing)?>");

    private JsonText() {
    }

    /** {@code text} without reasoning blocks, stripped. */
    static String withoutThinking(String text) {
        if (text == null) {
            return "";
        }
        String out = THINK.matcher(text).replaceAll("");
        if (out.toLowerCase(java.util.Locale.ROOT).contains("</think")) {
            out = UNCLOSED_THINK_END.matcher(out).replaceFirst("");
        }
        return out.strip();
    }

    /**
     * The first balanced JSON object of {@code reply}.
     *
     * @throws OutputFormatException when the reply is empty or holds no complete object
     */
    static String firstObject(String reply) {
        String text = withoutThinking(reply);
        if (text.isEmpty()) {
            throw new OutputFormatException("the reply was empty");
        }
        int start = text.indexOf('{');
        while (start >= 0) {
            int end = balancedEnd(text, start);
            if (end > 0) {
                return text.substring(start, end + 1);
            }
            start = text.indexOf('{', start + 1);
        }
        throw new OutputFormatException(text.indexOf('{') < 0
                ? "the reply contained no JSON object" : "the reply contained an incomplete JSON object");
    }

    /** Index of the brace closing the object opened at {@code start}, or -1. */
    private static int balancedEnd(String s, int start) {
        int depth = 0;
        boolean inString = false;
        boolean escaped = false;
        for (int i = start; i < s.length(); i++) {
            char c = s.charAt(i);
            if (inString) {
                if (escaped) {
                    escaped = false;
                } else if (c == '\\') {
                    escaped = true;
                } else if (c == '"') {
                    inString = false;
                }
                continue;
            }
            if (c == '"') {
                inString = true;
            } else if (c == '{') {
                depth++;
            } else if (c == '}') {
                depth--;
                if (depth == 0) {
                    return i;
                }
            }
        }
        return -1;
    }
}
