package org.interviewworkbench.engine.edit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.Utterance;

/**
 * Checks and applies {@link SessionNote}s against a session, all or nothing, the way {@link GraphEditor} does for
 * graph edits: every bad note is named ({@code <index>: <message>}, the caller numbers them) and then nothing
 * applies. Corrections of the same answer apply in order, each to the text the earlier ones left. Pure.
 */
public final class SessionNotes {

    /** Longest memo, in characters. */
    public static final int MAX_MEMO = 4_000;
    /** Longest corrected passage, in characters. */
    public static final int MAX_PASSAGE = 20_000;

    private SessionNotes() {
    }

    /**
     * @param problems one entry per bad note: its 0-based position and the message
     * @param answers  turn -> corrected answer text, for the answers that changed
     */
    public record Outcome(Map<Integer, String> problems, Map<Integer, String> answers) {
        public boolean ok() {
            return problems.isEmpty();
        }
    }

    /**
     * @param utterances the session's transcript (answers are the {@link Speaker#USER} utterances, one per turn)
     * @param graph      the graph the memos' concepts must be in (after any graph edits of the same file)
     */
    public static Outcome apply(List<SessionNote> notes, List<Utterance> utterances, InterviewGraph graph) {
        Map<Integer, String> answers = new LinkedHashMap<>();
        for (Utterance u : utterances) {
            if (u.speaker() == Speaker.USER) {
                answers.put(u.turnNumber(), u.text());
            }
        }
        Map<Integer, String> changed = new LinkedHashMap<>();
        Map<Integer, String> problems = new LinkedHashMap<>();
        for (int i = 0; i < notes.size(); i++) {
            SessionNote note = notes.get(i);
            try {
                if (note instanceof SessionNote.CorrectAnswer c) {
                    String current = changed.getOrDefault(c.turn(), answers.get(c.turn()));
                    if (current == null) {
                        throw new IllegalArgumentException("no answer of turn " + c.turn() + " (answered turns: 1-"
                                + answers.keySet().stream().mapToInt(Integer::intValue).max().orElse(0) + ")");
                    }
                    changed.put(c.turn(), correct(current, c.before(), c.after()));
                } else if (note instanceof SessionNote.Memo m) {
                    check(m, answers, graph);
                } else {
                    throw new IllegalArgumentException("empty note");
                }
            } catch (IllegalArgumentException e) {
                problems.put(i, e.getMessage());
            }
        }
        return new Outcome(problems, problems.isEmpty() ? changed : Map.of());
    }

    /** {@code answer} with its one occurrence of {@code before} replaced by {@code after}. */
    public static String correct(String answer, String before, String after) {
        if (before == null || before.isEmpty()) {
            throw new IllegalArgumentException("\"before\" is empty: give the passage of the answer to correct");
        }
        if (after == null) {
            throw new IllegalArgumentException("missing \"after\"");
        }
        if (before.length() > MAX_PASSAGE || after.length() > MAX_PASSAGE) {
            throw new IllegalArgumentException("a corrected passage is limited to " + MAX_PASSAGE + " characters");
        }
        if (before.equals(after)) {
            throw new IllegalArgumentException("\"before\" and \"after\" are the same");
        }
        int at = answer.indexOf(before);
        if (at < 0) {
            throw new IllegalArgumentException("\"" + shorten(before) + "\" is not in the answer");
        }
        if (answer.indexOf(before, at + 1) >= 0) {
            throw new IllegalArgumentException("\"" + shorten(before) + "\" occurs more than once in the answer; "
                    + "give more of it");
        }
        String out = answer.substring(0, at) + after + answer.substring(at + before.length());
        if (out.isBlank()) {
            throw new IllegalArgumentException("the correction would leave the answer empty");
        }
        return out;
    }

    /**
     * The smallest correction that turns {@code oldAnswer} into {@code newAnswer}: the changed span widened to whole
     * words, and further until it occurs once in the old answer (the whole answer at most).
     */
    public static SessionNote.CorrectAnswer smallest(int turn, String oldAnswer, String newAnswer) {
        int start = 0;
        int max = Math.min(oldAnswer.length(), newAnswer.length());
        while (start < max && oldAnswer.charAt(start) == newAnswer.charAt(start)) {
            start++;
        }
        int endOld = oldAnswer.length();
        int endNew = newAnswer.length();
        while (endOld > start && endNew > start && oldAnswer.charAt(endOld - 1) == newAnswer.charAt(endNew - 1)) {
            endOld--;
            endNew--;
        }
        while (true) {
            while (start > 0 && !Character.isWhitespace(oldAnswer.charAt(start - 1))) {
                start--;
            }
            while (endOld < oldAnswer.length() && !Character.isWhitespace(oldAnswer.charAt(endOld))) {
                endOld++;
                endNew++;
            }
            String before = oldAnswer.substring(start, endOld);
            if (!before.isEmpty() && oldAnswer.indexOf(before) == oldAnswer.lastIndexOf(before)) {
                return new SessionNote.CorrectAnswer(turn, before, newAnswer.substring(start, endNew));
            }
            if (start == 0 && endOld == oldAnswer.length()) {
                return new SessionNote.CorrectAnswer(turn, oldAnswer, newAnswer);
            }
            // widen by one character on each side, then to whole words again
            start = Math.max(0, start - 1);
            if (endOld < oldAnswer.length()) {
                endOld++;
                endNew++;
            }
        }
    }

    private static void check(SessionNote.Memo m, Map<Integer, String> answers, InterviewGraph graph) {
        if (m.text() == null || m.text().isBlank()) {
            throw new IllegalArgumentException("the memo is empty");
        }
        if (m.text().length() > MAX_MEMO) {
            throw new IllegalArgumentException("a memo is limited to " + MAX_MEMO + " characters");
        }
        if ((m.turn() == null) == (m.node() == null)) {
            throw new IllegalArgumentException("a memo is on a turn or on a concept: give \"turn\" or \"node\"");
        }
        if (m.turn() != null && !answers.containsKey(m.turn())) {
            throw new IllegalArgumentException("no turn " + m.turn() + " answered yet");
        }
        if (m.node() != null && graph.node(m.node()).isEmpty()) {
            throw new IllegalArgumentException("unknown node " + m.node());
        }
    }

    private static String shorten(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }

    /** The problems as lines {@code edit <n>: <message>}, with {@code index} giving each note's 1-based number. */
    public static List<String> lines(Outcome outcome, List<Integer> index) {
        List<String> out = new ArrayList<>();
        outcome.problems().forEach((i, message) -> out.add("edit " + index.get(i) + ": " + message));
        return out;
    }
}
