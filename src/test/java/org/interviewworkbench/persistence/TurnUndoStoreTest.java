package org.interviewworkbench.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.interviewworkbench.persistence.GraphAssert.assertSameGraph;

import java.util.List;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.port.EditLogStore;
import org.interviewworkbench.engine.port.EditLogStore.EditRecord;
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

/** Undoing the last turn in one transaction (issue 13), on H2 and PostgreSQL. */
@ParameterizedClass
@EnumSource(Engine.class)
@ExtendWith(TestDatabases.class)
class TurnUndoStoreTest {

    @Parameter
    Engine engine;

    private JdbcSessionStore store;
    private EditLogStore log;
    private SessionSnapshot afterOne;

    @BeforeEach
    void open(TestDatabases.Databases databases) {
        store = new JdbcSessionStore(databases.fresh(engine));
        log = store.editLog();
        SessionSnapshot start = Fixtures.emptySnapshot("s1", Fixtures.T0);
        store.createSession(start);
        TurnCommit one = Fixtures.turn("s1", start.state(), start.graph(), 1, 2, Fixtures.T0.plusSeconds(1));
        store.commitTurn(one);
        afterOne = store.load("s1").orElseThrow();
        InterviewGraph working = afterOne.graph().copy();
        store.commitTurn(Fixtures.turn("s1", afterOne.state(), working, 2, 3, Fixtures.T0.plusSeconds(2)));
    }

    @AfterEach
    void close() {
        store.close();
    }

    private static EditRecord entry() {
        return new EditRecord(0, "undo_turn", "{\"op\":\"undo_turn\",\"turn\":2}", 2, Fixtures.T0, "tester");
    }

    @Test
    void the_turn_its_utterances_and_its_graph_go_and_the_entry_is_logged() {
        log.undoTurn("s1", 2, afterOne.graph().copy(), afterOne.state(), entry());

        SessionSnapshot now = store.load("s1").orElseThrow();
        assertThat(now.state()).isEqualTo(afterOne.state());
        assertSameGraph(now.graph(), afterOne.graph());
        assertThat(now.utterances()).extracting(u -> u.turnNumber()).doesNotContain(2);
        assertThat(store.turnResults("s1")).hasSize(1);
        assertThat(store.listSessions().get(0).turnCount()).isEqualTo(1);
        assertThat(log.edits("s1")).extracting(EditRecord::op).containsExactly("undo_turn");
    }

    @Test
    void the_session_as_it_was_before_each_turn_is_kept_and_goes_with_the_undone_turn() {
        SessionSnapshot beforeTwo = store.beforeTurn("s1", 2).orElseThrow();
        assertThat(beforeTwo.state()).isEqualTo(afterOne.state());
        assertSameGraph(beforeTwo.graph(), afterOne.graph());
        assertThat(beforeTwo.utterances()).isEqualTo(afterOne.utterances());
        assertThat(store.beforeTurn("s1", 1).orElseThrow().state().turnCount()).isZero();
        assertThat(store.beforeTurn("s1", 3)).isEmpty();

        log.undoTurn("s1", 2, afterOne.graph().copy(), afterOne.state(), entry());

        assertThat(store.beforeTurn("s1", 2)).isEmpty();
        assertThat(store.beforeTurn("s1", 1)).isPresent();
    }

    @Test
    void a_turn_that_is_not_the_last_is_refused_and_nothing_changes() {
        assertThatThrownBy(() -> log.undoTurn("s1", 1, afterOne.graph().copy(),
                Fixtures.emptySnapshot("s1", Fixtures.T0).state(), entry()))
                .isInstanceOf(IllegalStateException.class);

        assertThat(store.turnResults("s1")).hasSize(2);
        assertThat(store.load("s1").orElseThrow().state().turnCount()).isEqualTo(2);
        assertThat(log.edits("s1")).isEmpty();
    }

    @Test
    void the_state_must_be_the_one_before_the_turn() {
        assertThatThrownBy(() -> log.undoTurn("s1", 2, afterOne.graph().copy(),
                store.load("s1").orElseThrow().state(), entry())).isInstanceOf(IllegalArgumentException.class);
        assertThat(store.turnResults("s1")).hasSize(2);
        List<EditRecord> none = log.edits("s1");
        assertThat(none).isEmpty();
    }
}
