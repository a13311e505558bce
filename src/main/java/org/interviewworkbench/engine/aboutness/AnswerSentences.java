package org.interviewworkbench.engine.aboutness;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits an answer into sentences: a sentence ends at {@code .}, {@code !} or {@code ?} (runs included) followed by
 * white space and a capital, a digit or a quotation mark, or at the end of the text. An ellipsis before a lower-case
 * word ("I just... assumed") does not end the sentence. Stateless.
 */
public final class AnswerSentences {

    private AnswerSentences() {
    }

    /** The sentences of {@code answer}, in order; empty for a blank answer. */
    public static List<Sentence> of(String answer) {
        List<Sentence> out = new ArrayList<>();
        if (answer == null || answer.isBlank()) {
            return out;
        }
        int start = skipSpace(answer, 0);
        int i = start;
        while (i < answer.length()) {
            char c = answer.charAt(i);
            if (c == '.' || c == '!' || c == '?') {
                int end = i + 1;
                while (end < answer.length() && ".!?\"'”’)".indexOf(answer.charAt(end)) >= 0) {
                    end++;
                }
                int next = skipSpace(answer, end);
                if (next >= answer.length() || next > end && startsSentence(answer.charAt(next))) {
                    add(out, answer, start, end);
                    start = next;
                    i = next;
                    continue;
                }
                i = end;
                continue;
            }
            i++;
        }
        if (start < answer.length()) {
            add(out, answer, start, answer.length());
        }
        return out;
    }

    private static boolean startsSentence(char c) {
        return Character.isUpperCase(c) || Character.isDigit(c) || c == '"' || c == '“' || c == '\'';
    }

    private static void add(List<Sentence> out, String answer, int start, int end) {
        String text = answer.substring(start, end).strip();
        if (!text.isEmpty()) {
            out.add(new Sentence(start, text));
        }
    }

    private static int skipSpace(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }
}
