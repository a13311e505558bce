package org.interviewworkbench.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.interviewworkbench.codec.GraphEditJson;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.edit.GraphEdit;
import org.interviewworkbench.engine.edit.TurnRollback;
import org.interviewworkbench.engine.study.MemberCheck;
import org.interviewworkbench.export.EditShares;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.pipeline.PendingQuestionWriter;
import org.interviewworkbench.engine.pipeline.SessionEditing;
import org.interviewworkbench.engine.pipeline.SessionCorrection;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.EditLogStore;
import org.interviewworkbench.engine.port.EditLogStore.EditRecord;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.ui.EditsBridge.EditResult;
import org.interviewworkbench.ui.EditsBridge.HistoryEntry;
import org.interviewworkbench.ui.EditsBridge.TurnUndoResult;

/**
 * The desktop's researcher edits (issue 13): edits applied with the pending ranking recomputed and the question
 * reworded ({@link SessionCorrection}, {@link PendingQuestionWriter}), undo and redo as states put back, each
 * recorded in the session's edit log in the same transaction as its effect (the moderator's overrides are stored
 * with their turn, {@code TurnCommit#overrides}).
 * Blocking; called by {@link DesktopBridge} on the workbench's turn executor.
 */
final class DesktopEdits {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final SessionStore store;
    private final EditLogStore log;
    private final Function<String, MethodologyConfig> methodologies;
    private final Function<String, LanguageEngine> languages;
    private final EmbeddingPort embeddings;
    private final java.util.function.Consumer<String> forget;
    private final SessionCorrection correction = EngineAssembly.sessionCorrection();
    private final String who = System.getProperty("user.name", "researcher");
    private final java.util.Map<String, SessionSnapshot> beforeLastTurn = new java.util.HashMap<>();

    /**
     * @param methodologies methodology id to the active config
     * @param languages     session engine id to its language engine (for rewording)
     * @param forget        drops what the interview service keeps in memory about a session
     */
    DesktopEdits(SessionStore store, EditLogStore log, Function<String, MethodologyConfig> methodologies,
                 Function<String, LanguageEngine> languages, EmbeddingPort embeddings,
                 java.util.function.Consumer<String> forget) {
        this.store = store;
        this.log = log;
        this.methodologies = methodologies;
        this.languages = languages;
        this.embeddings = embeddings;
        this.forget = forget;
    }

    EditResult apply(String sessionId, List<GraphEdit> edits) {
        SessionSnapshot before = load(sessionId);
        List<TurnResult> turns = store.turnResults(sessionId);
        MethodologyConfig methodology = methodologies.apply(before.info().methodologyId());
        SessionEditing.Result outcome = new SessionEditing(correction, () -> EngineAssembly.pendingQuestionWriter(
                languages.apply(before.info().engine()), embeddings)).apply(methodology, before, turns, edits);
        if (!outcome.ok()) {
            return new EditResult(outcome.problems(), null, null);
        }
        SessionState state = outcome.state();
        Instant now = Instant.now();
        List<EditRecord> records = new ArrayList<>();
        var graph = before.graph();
        for (GraphEdit e : edits) {
            records.add(new EditRecord(0, e.op(), GraphEditJson.logEntry(e, graph), before.state().turnCount(), now,
                    who));
        }
        log.commitEdits(sessionId, outcome.graph(), state, records);
        forget.accept(sessionId);
        return new EditResult(List.of(), before, load(sessionId));
    }

    /** A typo correction or a memo, checked, stored with its log entry in one transaction. */
    EditResult note(String sessionId, org.interviewworkbench.engine.edit.SessionNote note) {
        SessionSnapshot before = load(sessionId);
        var outcome = org.interviewworkbench.engine.edit.SessionNotes.apply(List.of(note), before.utterances(),
                before.graph());
        if (!outcome.ok()) {
            return new EditResult(List.copyOf(outcome.problems().values()), null, null);
        }
        EditRecord record = new EditRecord(0, note.op(), org.interviewworkbench.codec.SessionNoteJson.logEntry(note,
                before.graph()), before.state().turnCount(), Instant.now(), who);
        if (outcome.answers().isEmpty()) {
            log.append(sessionId, List.of(record));
        } else {
            log.correctAnswers(sessionId, outcome.answers(), List.of(record));
        }
        forget.accept(sessionId);
        return new EditResult(List.of(), before, load(sessionId));
    }

    /**
     * A note taken back or made again: an {@code undo}/{@code redo} log entry naming it and, for a typo correction,
     * the answer of its turn stored as {@code answer}, in one transaction.
     */
    EditResult restoreNote(String sessionId, String op, String what, org.interviewworkbench.engine.edit.SessionNote note,
                           String answer) {
        SessionSnapshot before = load(sessionId);
        String entry = org.interviewworkbench.codec.SessionNoteJson.logEntry(note, before.graph());
        String[] change = note instanceof org.interviewworkbench.engine.edit.SessionNote.CorrectAnswer c
                ? new String[] {c.before(), c.after()}
                : new String[] {"", note instanceof org.interviewworkbench.engine.edit.SessionNote.Memo m ? m.text()
                        : ""};
        boolean undo = "undo".equals(op);
        EditRecord record = new EditRecord(0, op, GraphEditJson.undoEntry(op, what, List.of(entry),
                undo ? change[1] : change[0], undo ? change[0] : change[1]), before.state().turnCount(),
                Instant.now(), who);
        if (note instanceof org.interviewworkbench.engine.edit.SessionNote.CorrectAnswer c && answer != null) {
            if (answer.isBlank()) {
                return new EditResult(List.of("the answer of turn " + c.turn() + " cannot become empty"), null, null);
            }
            log.correctAnswers(sessionId, java.util.Map.of(c.turn(), answer), List.of(record));
        } else {
            log.append(sessionId, List.of(record));
        }
        forget.accept(sessionId);
        return new EditResult(List.of(), before, load(sessionId));
    }

    /** The pending question regenerated for {@code strategy} (the interview panel's choice); nothing stored. */
    org.interviewworkbench.ui.WorkbenchBridge.StrategyPreview preview(String sessionId, String strategy) {
        SessionSnapshot before = load(sessionId);
        MethodologyConfig methodology = methodologies.apply(before.info().methodologyId());
        SessionEditing.Result outcome = new SessionEditing(correction, () -> EngineAssembly.pendingQuestionWriter(
                languages.apply(before.info().engine()), embeddings)).apply(methodology, before,
                store.turnResults(sessionId), List.of(), strategy);
        SessionState state = outcome.ok() ? outcome.state() : before.state();
        String focus = state.pendingFocusNodeId() == null ? ""
                : before.graph().node(state.pendingFocusNodeId()).map(n -> n.label()).orElse("");
        return new org.interviewworkbench.ui.WorkbenchBridge.StrategyPreview(
                state.pendingStrategy() == null ? "" : state.pendingStrategy(), state.pendingQuestion(), focus);
    }

    EditResult restore(String sessionId, SessionSnapshot target, String op, String what, List<GraphEdit> edits) {
        SessionSnapshot current = load(sessionId);
        if (current.state().turnCount() != target.state().turnCount()) {
            return new EditResult(List.of("a turn was answered since; the edit can no longer be "
                    + ("undo".equals(op) ? "undone" : "redone")), null, null);
        }
        var originalGraph = "undo".equals(op) ? target.graph() : current.graph();
        List<String> entries = new ArrayList<>();
        List<String> was = new ArrayList<>();
        List<String> now = new ArrayList<>();
        for (GraphEdit e : edits) {
            entries.add(GraphEditJson.edit(e).toString());
            String[] d = GraphEditJson.describe(e, originalGraph);
            was.add(d[1]);
            now.add(d[2]);
        }
        String before = String.join("; ", "undo".equals(op) ? now : was);
        String after = String.join("; ", "undo".equals(op) ? was : now);
        log.commitEdits(sessionId, target.graph().copy(), target.state(), List.of(new EditRecord(0, op,
                GraphEditJson.undoEntry(op, what, entries, before, after), current.state().turnCount(),
                Instant.now(), who)));
        forget.accept(sessionId);
        return new EditResult(List.of(), current, load(sessionId));
    }

    /** Keeps the session as it was before the turn now running, so that turn can be undone while it is the last. */
    void beforeTurn(SessionSnapshot session) {
        synchronized (beforeLastTurn) {
            beforeLastTurn.put(session.info().id(), session);
        }
    }

    /**
     * Undoes the session's last turn if it was answered in this workbench (graph, tracker, pending question and the
     * edits made after it roll back), recorded as an {@code undo_turn} entry in the same transaction.
     */
    TurnUndoResult undoTurn(String sessionId) {
        SessionSnapshot before;
        synchronized (beforeLastTurn) {
            before = beforeLastTurn.get(sessionId);
        }
        SessionSnapshot current = load(sessionId);
        if (before == null || before.state().turnCount() != current.state().turnCount() - 1) {
            // answered before this workbench opened the session (e.g. before a restart): the state the store kept
            before = store.beforeTurn(sessionId, current.state().turnCount()).orElse(null);
        }
        TurnRollback.Outcome outcome = new TurnRollback().undo(before, current);
        if (!outcome.ok()) {
            return new TurnUndoResult(List.of("Turn " + current.state().turnCount() + " cannot be undone: "
                    + outcome.problem()), null, List.of(), 0, "");
        }
        SessionSnapshot restored = outcome.restored();
        String question = before.state().pendingQuestion();
        log.undoTurn(sessionId, outcome.turn(), restored.graph().copy(), restored.state(), new EditRecord(0,
                "undo_turn", GraphEditJson.undoTurnEntry(outcome.turn(), question, outcome.answer()),
                outcome.turn(), Instant.now(), who));
        synchronized (beforeLastTurn) {
            beforeLastTurn.remove(sessionId);
        }
        forget.accept(sessionId);
        return new TurnUndoResult(List.of(), load(sessionId), store.turnResults(sessionId), outcome.turn(),
                outcome.answer());
    }

    List<MemberCheck.Item> memberCheck(String sessionId) {
        SessionSnapshot s = load(sessionId);
        return new MemberCheck(methodologies.apply(s.info().methodologyId()).ontology()).items(sessionId, s.graph());
    }

    void recordMemberCheck(String sessionId, MemberCheck.Item item, String verdict, String note) {
        if (!MemberCheck.VERDICTS.contains(verdict)) {
            throw new IllegalArgumentException("unknown verdict " + verdict + " (use " + MemberCheck.VERDICTS + ")");
        }
        SessionSnapshot s = load(sessionId);
        log.append(sessionId, List.of(new EditRecord(0, MemberCheck.OP, GraphEditJson.memberCheckEntry(
                item.ladderId(), item.statement(), item.codes(), item.nodeIds(), verdict, note),
                s.state().turnCount(), Instant.now(), who)));
    }

    List<HistoryEntry> history(String sessionId) {
        List<HistoryEntry> out = new ArrayList<>();
        for (EditRecord r : log.edits(sessionId)) {
            JsonNode j;
            try {
                j = JSON.readTree(r.editJson());
            } catch (JsonProcessingException e) {
                j = JSON.createObjectNode();
            }
            String what = j.path("what").asText("");
            out.add(new HistoryEntry(r.seq(), r.at(), r.afterTurn(), r.who(), r.op(),
                    what.isEmpty() ? r.op().replace('_', ' ') + " " + r.editJson() : what,
                    j.path("before").asText(""), j.path("after").asText("")));
        }
        return out;
    }

    /** How much of the engine's coding the researcher kept, one line ({@link EditShares#summary()}). */
    String keptSummary(String sessionId) {
        return EditShares.of(load(sessionId), log.edits(sessionId)).summary();
    }

    private SessionSnapshot load(String sessionId) {
        return store.load(sessionId).orElseThrow(() -> new IllegalArgumentException("no session " + sessionId));
    }
}
