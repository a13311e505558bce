package org.interviewworkbench.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.port.EditLogStore;
import org.interviewworkbench.engine.port.EditLogStore.EditRecord;
import org.interviewworkbench.engine.port.ModeratorOverride;
import org.interviewworkbench.engine.port.TurnCommit;
import org.interviewworkbench.persistence.testdb.Engine;
import org.interviewworkbench.persistence.testdb.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The moderator's overrides are stored with their turn, in its transaction (issue 13), and the stored question
 * utterance is the question as it was asked or reworded. Runs on H2 and PostgreSQL.
 */
@ParameterizedClass
@EnumSource(Engine.class)
@ExtendWith(TestDatabases.class)
class TurnOverrideLogTest {

    @Parameter
    Engine engine;

    private JdbcSessionStore store;
    private EditLogStore log;
    private SessionSnapshot start;

    @BeforeEach
    void open(TestDatabases.Databases databases) {
        store = new JdbcSessionStore(databases.fresh(engine));
        log = store.editLog();
        start = Fixtures.emptySnapshot("s1", Fixtures.T0);
        store.createSession(start);
    }

    @AfterEach
    void close() {
        store.close();
    }

    private TurnCommit firstTurn(List<ModeratorOverride> overrides) {
        TurnCommit plain = Fixtures.turn("s1", start.state(), start.graph(), 1, 2, Fixtures.T0.plusSeconds(1));
        return new TurnCommit(plain.sessionId(), plain.state(), plain.utterances(), plain.graph(), plain.result(),
                overrides);
    }

    private String storedQuestion(int afterTurn) {
        return store.load("s1").orElseThrow().utterances().stream()
                .filter(u -> u.turnNumber() == afterTurn && u.speaker() == Speaker.SYSTEM)
                .map(Utterance::text).findFirst().orElseThrow();
    }

    @Test
    void overrides_are_stored_with_the_turn_and_the_asked_question_replaces_the_suggestion() {
        TurnCommit turn = firstTurn(List.of(
                ModeratorOverride.question(0, "Opening?", turn1Question()),
                ModeratorOverride.strategy(1, "deepen", "clarify")));

        store.commitTurn(turn);

        List<EditRecord> entries = log.edits("s1");
        assertThat(entries).extracting(EditRecord::op, EditRecord::afterTurn)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("override_question", 0),
                        org.assertj.core.groups.Tuple.tuple("override_strategy", 1));
        assertThat(entries.get(0).editJson()).contains("\"before\":\"Opening?\"")
                .contains("\"after\":\"" + turn1Question() + "\"");
        assertThat(entries.get(1).editJson()).contains("\"before\":\"deepen\"").contains("\"after\":\"clarify\"");
        assertThat(storedQuestion(0)).isEqualTo(turn1Question());
    }

    @Test
    void a_turn_that_cannot_commit_leaves_no_override_in_the_log() {
        store.commitTurn(firstTurn(List.of()));
        TurnCommit again = firstTurn(List.of(ModeratorOverride.question(0, "Opening?", "Something else?")));

        assertThatThrownBy(() -> store.commitTurn(again)).isInstanceOf(IllegalStateException.class);

        assertThat(log.edits("s1")).isEmpty();
        assertThat(store.load("s1").orElseThrow().state().turnCount()).isEqualTo(1);
    }

    @Test
    void a_question_reworded_by_an_edit_is_the_stored_question() {
        TurnCommit turn = firstTurn(List.of());
        store.commitTurn(turn);
        SessionSnapshot now = store.load("s1").orElseThrow();
        SessionState s = now.state();
        SessionState reworded = new SessionState(s.turnCount(), s.tracker(), s.saturation(), s.responseDepthHistory(),
                s.strategyHistory(), s.focusHistory(), s.surfaceVelocityPeak(), s.prevSurfaceNodeCount(),
                s.canonicalVelocityPeak(), s.prevCanonicalNodeCount(), "What does the froth do for you?",
                s.pendingStrategy(), s.pendingFocusNodeId(), s.status(), s.terminationReason(), s.tokenUsage(),
                s.coverage(), s.momentum());

        log.commitEdits("s1", now.graph(), reworded, List.of(new EditRecord(0, "rename",
                "{\"op\":\"rename\",\"node\":\"n_t1_0\",\"label\":\"froth\"}", 1, Fixtures.T0, "tester")));

        assertThat(storedQuestion(1)).isEqualTo("What does the froth do for you?");
        assertThat(store.load("s1").orElseThrow().state().pendingQuestion())
                .isEqualTo("What does the froth do for you?");
    }

    private static String turn1Question() {
        return Fixtures.turnResult(1, List.of(), List.of(), java.util.Map.of()).question();
    }
}
