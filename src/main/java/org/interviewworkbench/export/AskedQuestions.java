package org.interviewworkbench.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.port.EditLogStore.EditRecord;

/**
 * The moderator's overrides of the questions asked, read from the session's edit log for the transcript: a question
 * rewritten before it was asked ({@code override_question}) and a strategy chosen for it ({@code override_strategy}),
 * keyed by the turn the question followed. A turn that was undone afterwards ({@code undo_turn}) takes its override
 * back (the question was never answered).
 */
final class AskedQuestions {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The override of the question asked after one turn: the suggestion and what was asked / chosen. */
    record Override(String op, String before, String after) {
    }

    private final Map<Integer, Override> questions = new LinkedHashMap<>();
    private final Map<Integer, Override> strategies = new LinkedHashMap<>();

    AskedQuestions(List<EditRecord> log) {
        for (EditRecord e : log) {
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
                case "undo_turn" -> {
                    int turn = j.path("turn").asInt(e.afterTurn());
                    questions.remove(turn - 1);
                    strategies.remove(turn - 1);
                }
                default -> { }
            }
        }
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
