package org.interviewworkbench.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.port.EditLogStore.EditRecord;

/**
 * What the transcript marks, read from the session's edit log: the researcher's typo corrections of an answer and
 * memos on a turn ({@link #answerMarks}), and the moderator's overrides of the questions asked: a question
 * rewritten before it was asked ({@code override_question}) and a strategy chosen for it ({@code override_strategy}),
 * keyed by the turn the question followed. A turn that was undone afterwards ({@code undo_turn}) takes its override
 * back (the question was never answered).
 */
final class TranscriptMarks {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The override of the question asked after one turn: the suggestion and what was asked / chosen. */
    record Override(String op, String before, String after) {
    }

    private final Map<Integer, Override> questions = new LinkedHashMap<>();
    private final Map<Integer, Override> strategies = new LinkedHashMap<>();
    private final Map<Integer, StringBuilder> answers = new LinkedHashMap<>();

    TranscriptMarks(List<EditRecord> log) {
        // a typo correction or memo taken back (undo) is not shown; the log itself still lists it
        java.util.Set<EditRecord> inEffect = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        inEffect.addAll(EditLogExport.effective(log.stream().filter(e -> !e.op().equals("undo_turn")).toList()));
        for (EditRecord e : log) {
            if ((e.op().equals("correct_answer") || e.op().equals("memo")) && !inEffect.contains(e)) {
                continue;
            }
            JsonNode j;
            try {
                j = JSON.readTree(e.editJson());
            } catch (JsonProcessingException ex) {
                continue;
            }
            switch (e.op()) {
                case "override_question" -> questions.put(e.afterTurn(),
                        new Override(e.op(), j.path("before").asText(""), j.path("after").asText("")));
                case "override_strategy" -> strategies.put(e.afterTurn(),
                        new Override(e.op(), j.path("before").asText(""), j.path("after").asText("")));
                case "correct_answer" -> answers.computeIfAbsent(j.path("turn").asInt(), k -> new StringBuilder())
                        .append("\n\n_(answer corrected by the researcher: \"").append(j.path("before").asText(""))
                        .append("\" \u2192 \"").append(j.path("after").asText("")).append("\")_");
                case "memo" -> {
                    if (j.hasNonNull("turn")) {
                        answers.computeIfAbsent(j.path("turn").asInt(), k -> new StringBuilder())
                                .append("\n\n_Memo (").append(e.who()).append("): ")
                                .append(j.path("text").asText("")).append("_");
                    }
                }
                case "undo_turn" -> {
                    int turn = j.path("turn").asInt(e.afterTurn());
                    questions.remove(turn - 1);
                    answers.remove(turn); // a later turn of that number is another answer
                    strategies.remove(turn - 1);
                }
                default -> { }
            }
        }
    }

    /** The lines after the answer of {@code turn}: its typo corrections and memos, or {@code ""}. */
    String answerMarks(int turn) {
        StringBuilder b = answers.get(turn);
        return b == null ? "" : b.toString();
    }

    /**
     * The Markdown mark after the question asked after turn {@code afterTurn}, or {@code ""}: " _(question edited by
     * the moderator; suggested: "...")_" and/or " _(approach chosen by the moderator: X instead of Y)_".
     */
    String mark(int afterTurn) {
        StringBuilder out = new StringBuilder();
        Override s = strategies.get(afterTurn);
        if (s != null) {
            out.append(" _(approach chosen by the moderator: ").append(s.after()).append(" instead of ")
                    .append(s.before()).append(")_");
        }
        Override q = questions.get(afterTurn);
        if (q != null) {
            out.append(" _(question edited by the moderator; suggested: \"").append(q.before()).append("\")_");
        }
        return out.toString();
    }
}
