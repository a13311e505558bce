package org.interviewworkbench.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.interviewworkbench.persistence.GraphAssert.assertSameGraph;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.codec.TrackerJson;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SessionStatus;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.TurnCommit;
import org.interviewworkbench.persistence.testdb.Engine;
import org.interviewworkbench.persistence.testdb.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** The session store on both engines: every test runs on H2 and on a real PostgreSQL server. */
@ParameterizedClass
@EnumSource(Engine.class)
@ExtendWith(TestDatabases.class)
class JdbcSessionStoreTest {

    @Parameter
    Engine engine;

    private static final List<String> CHILD_TABLES = List.of("utterances", "surface_nodes", "surface_edges",
            "canonical_slots", "slot_mappings", "canonical_edges", "turns");

    private String url;
    private JdbcSessionStore store;

    private TestDatabases.Databases databases;

    @BeforeEach
    void open(TestDatabases.Databases databases) {
        this.databases = databases;
        url = databases.fresh(engine);
        store = new JdbcSessionStore(url);
    }

    @AfterEach
    void close() {
        store.close();
    }

    private long count(String sql) throws SQLException {
        try (Connection c = TestDatabases.connect(url);
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private long rowsOf(String table, String sessionId) throws SQLException {
        return count("SELECT COUNT(*) FROM " + table + " WHERE session_id = '" + sessionId + "'");
    }

    /** Commits {@code turns} turns and returns the final in-memory graph. */
    private List<TurnCommit> commitTurns(SessionSnapshot snapshot, int turns, int nodesPerTurn) {
        List<TurnCommit> commits = new ArrayList<>();
        SessionState state = snapshot.state();
        for (int t = 1; t <= turns; t++) {
            TurnCommit commit = Fixtures.turn(snapshot.info().id(), state, snapshot.graph(), t, nodesPerTurn,
                    Fixtures.T0.plusSeconds(t));
            store.commitTurn(commit);
            commits.add(commit);
            state = commit.state();
        }
        return commits;
    }

    @Test
    void an_in_memory_url_works() {
        store.createSession(Fixtures.emptySnapshot("s1", Fixtures.T0));
        assertThat(store.load("s1")).isPresent();
        assertThat(store.load("unknown")).isEmpty();
    }

    @Test
    void a_full_snapshot_round_trips_exactly() {
        SessionSnapshot original = Fixtures.snapshot("s1", 12);
        InterviewGraph expectedGraph = original.graph().copy();
        store.createSession(original);

        SessionSnapshot loaded = store.load("s1").orElseThrow();

        assertThat(loaded.info()).isEqualTo(original.info());
        assertThat(loaded.concept()).isEqualTo(original.concept());
        assertThat(loaded.methodologySource()).isEqualTo(original.methodologySource());
        assertThat(loaded.state()).isEqualTo(original.state());
        assertThat(TrackerJson.toJsonString(loaded.state().tracker()))
                .isEqualTo(TrackerJson.toJsonString(original.state().tracker()));
        assertThat(loaded.utterances()).isEqualTo(original.utterances());
        assertSameGraph(loaded.graph(), expectedGraph);
        assertThat(loaded.graph().changes().isEmpty()).isTrue();
    }

    @Test
    void create_session_persists_the_graph_and_clears_its_changes() {
        SessionSnapshot original = Fixtures.snapshot("s1", 4);
        assertThat(original.graph().changes().isEmpty()).isFalse();
        store.createSession(original);
        assertThat(original.graph().changes().isEmpty()).isTrue();
    }

    @Test
    void creating_a_session_twice_is_rejected() {
        store.createSession(Fixtures.emptySnapshot("s1", Fixtures.T0));
        assertThatThrownBy(() -> store.createSession(Fixtures.emptySnapshot("s1", Fixtures.T0)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("session s1 already exists");
    }

    @Test
    void committed_turns_load_back_as_the_in_memory_session() {
        SessionSnapshot snapshot = Fixtures.snapshot("s1", 6);
        store.createSession(snapshot);
        List<TurnCommit> commits = commitTurns(snapshot, 4, 2);

        assertThat(snapshot.graph().changes().isEmpty()).as("changes cleared after commit").isTrue();
        SessionSnapshot loaded = store.load("s1").orElseThrow();
        assertThat(loaded.state()).isEqualTo(commits.get(3).state());
        assertSameGraph(loaded.graph(), snapshot.graph());
        assertThat(loaded.utterances()).hasSize(1 + 4 * 2);
        assertThat(loaded.utterances().get(1).speaker()).isEqualTo(Speaker.USER);
        assertThat(loaded.utterances().get(2).speaker()).isEqualTo(Speaker.SYSTEM);
        assertThat(store.turnResults("s1")).containsExactlyElementsOf(
                commits.stream().map(TurnCommit::result).toList());
        assertThat(store.listSessions()).singleElement().satisfies(s -> assertThat(s.turnCount()).isEqualTo(4));
    }

    @Test
    void a_loaded_session_continues_where_it_stopped() {
        SessionSnapshot snapshot = Fixtures.snapshot("s1", 5);
        store.createSession(snapshot);
        commitTurns(snapshot, 2, 1);

        SessionSnapshot resumed = store.load("s1").orElseThrow();
        TurnCommit third = Fixtures.turn("s1", resumed.state(), resumed.graph(), 3, 2, Fixtures.T0);
        assertThat(resumed.graph().changes().nodes()).hasSize(3);
        store.commitTurn(third);

        SessionSnapshot after = store.load("s1").orElseThrow();
        assertSameGraph(after.graph(), resumed.graph());
        assertThat(after.state()).isEqualTo(third.state());
        assertThat(store.turnResults("s1")).extracting(TurnResult::turnNumber).containsExactly(1, 2, 3);
    }

    @Test
    void a_final_turn_stores_the_completed_status_and_reason() {
        SessionSnapshot snapshot = Fixtures.snapshot("s1", 2);
        store.createSession(snapshot);
        TurnCommit turn = Fixtures.turn("s1", snapshot.state(), snapshot.graph(), 1, 1, Fixtures.T0);
        SessionState s = turn.state();
        SessionState done = new SessionState(s.turnCount(), s.tracker(), s.saturation(), s.responseDepthHistory(),
                s.strategyHistory(), s.focusHistory(), s.surfaceVelocityPeak(), s.prevSurfaceNodeCount(),
                s.canonicalVelocityPeak(), s.prevCanonicalNodeCount(), "Thank you!", "close", null,
                SessionStatus.COMPLETED, TurnResult.MAX_TURNS_REACHED, s.tokenUsage());
        store.commitTurn(new TurnCommit("s1", done, turn.utterances(), turn.graph(), turn.result()));

        SessionSummary summary = store.listSessions().get(0);
        assertThat(summary.status()).isEqualTo(SessionStatus.COMPLETED);
        assertThat(summary.terminationReason()).isEqualTo("max_turns_reached");
        assertThat(summary.turnCount()).isEqualTo(1);
        assertThat(summary.updatedAt()).isAfterOrEqualTo(summary.createdAt());
        assertThat(store.load("s1").orElseThrow().state()).isEqualTo(done);
    }

    @Test
    void a_failing_insert_in_the_middle_of_a_commit_leaves_nothing_of_the_turn() throws SQLException {
        SessionSnapshot snapshot = Fixtures.snapshot("s1", 3);
        store.createSession(snapshot);
        commitTurns(snapshot, 1, 1);
        long nodesBefore = rowsOf("surface_nodes", "s1");
        long utterancesBefore = rowsOf("utterances", "s1");
        String stateBefore = store.load("s1").orElseThrow().state().toString();

        TurnCommit good = Fixtures.turn("s1", store.load("s1").orElseThrow().state(), snapshot.graph(), 2, 3,
                Fixtures.T0);
        // the second utterance repeats the first's (turn, speaker): the unique key fails after the session row,
        // the graph entities and the first utterance were written
        Utterance answer = good.utterances().get(0);
        TurnCommit bad = new TurnCommit("s1", good.state(),
                List.of(answer, new Utterance("other", 2, Speaker.USER, "dup", Fixtures.T0)), good.graph(),
                good.result());

        assertThatThrownBy(() -> store.commitTurn(bad))
                .isInstanceOf(StoreException.class)
                .hasMessageStartingWith("could not commit turn 2 of session s1:")
                .hasMessageNotContaining("\n");

        assertThat(rowsOf("surface_nodes", "s1")).isEqualTo(nodesBefore);
        assertThat(rowsOf("utterances", "s1")).isEqualTo(utterancesBefore);
        assertThat(rowsOf("turns", "s1")).isEqualTo(1);
        assertThat(count("SELECT turn_count FROM sessions WHERE id = 's1'")).isEqualTo(1);
        assertThat(store.load("s1").orElseThrow().state().toString()).isEqualTo(stateBefore);
        assertThat(snapshot.graph().changes().nodes()).as("changes kept for a retry").hasSize(4);

        store.commitTurn(good);
        assertThat(rowsOf("surface_nodes", "s1")).isEqualTo(nodesBefore + 3);
        assertThat(store.load("s1").orElseThrow().state().turnCount()).isEqualTo(2);
    }

    @Test
    void an_edge_to_an_unknown_node_fails_the_whole_commit() throws SQLException {
        SessionSnapshot snapshot = Fixtures.snapshot("s1", 3);
        store.createSession(snapshot);
        TurnCommit commit = Fixtures.turn("s1", snapshot.state(), snapshot.graph(), 1, 1, Fixtures.T0);
        snapshot.graph().putEdge(new SurfaceEdge("e_bad", "n_0", "nowhere", "leads_to", 0.5, 1, List.of(),
                List.of()));

        assertThatThrownBy(() -> store.commitTurn(commit)).isInstanceOf(StoreException.class);
        assertThat(rowsOf("turns", "s1")).isZero();
        assertThat(rowsOf("surface_nodes", "s1")).isEqualTo(3);
        assertThat(rowsOf("utterances", "s1")).isEqualTo(1);
        assertThat(count("SELECT turn_count FROM sessions WHERE id = 's1'")).isZero();
    }

    @Test
    void a_commit_whose_turn_count_is_stale_is_rejected_and_writes_nothing() throws SQLException {
        SessionSnapshot snapshot = Fixtures.snapshot("s1", 3);
        store.createSession(snapshot);
        InterviewGraph otherWriter = snapshot.graph().copy();
        commitTurns(snapshot, 1, 1);

        TurnCommit stale = Fixtures.turn("s1", snapshot.state(), otherWriter, 1, 2, Fixtures.T0);
        assertThatThrownBy(() -> store.commitTurn(stale))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("cannot commit turn 1 of session s1: the stored session has 1 completed turns, "
                        + "expected 0 (another writer advanced it)");
        assertThat(rowsOf("surface_nodes", "s1")).isEqualTo(4);
        assertThat(otherWriter.changes().isEmpty()).isFalse();

        TurnCommit skipping = Fixtures.turn("s1", snapshot.state(), snapshot.graph().copy(), 3, 1, Fixtures.T0);
        assertThatThrownBy(() -> store.commitTurn(skipping))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("has 1 completed turns, expected 2");
        assertThat(rowsOf("turns", "s1")).isEqualTo(1);
    }

    @Test
    void a_commit_for_an_unknown_session_is_rejected() {
        SessionSnapshot snapshot = Fixtures.snapshot("ghost", 2);
        TurnCommit commit = Fixtures.turn("ghost", snapshot.state(), snapshot.graph(), 1, 1, Fixtures.T0);
        assertThatThrownBy(() -> store.commitTurn(commit))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown session ghost");
    }

    @Test
    void deleting_a_session_removes_every_row_of_it_and_nothing_else() throws SQLException {
        SessionSnapshot a = Fixtures.snapshot("a", 6);
        SessionSnapshot b = Fixtures.snapshot("b", 6);
        store.createSession(a);
        store.createSession(b);
        commitTurns(a, 3, 2);
        commitTurns(b, 2, 2);
        for (String table : CHILD_TABLES) {
            assertThat(rowsOf(table, "a")).as(table).isPositive();
        }

        assertThat(store.deleteSession("a")).isTrue();

        for (String table : CHILD_TABLES) {
            assertThat(rowsOf(table, "a")).as("orphans in " + table).isZero();
            assertThat(rowsOf(table, "b")).as("rows of the other session in " + table).isPositive();
        }
        assertThat(count("SELECT COUNT(*) FROM sessions")).isEqualTo(1);
        assertThat(store.load("a")).isEmpty();
        assertThat(store.turnResults("a")).isEmpty();
        assertThat(store.deleteSession("a")).isFalse();
        assertThat(store.load("b")).isPresent();
    }

    @Test
    void sessions_are_listed_newest_first() {
        store.createSession(Fixtures.emptySnapshot("old", Instant.parse("2024-01-01T00:00:00Z")));
        store.createSession(Fixtures.emptySnapshot("new", Instant.parse("2025-01-01T00:00:00Z")));
        store.createSession(Fixtures.emptySnapshot("mid", Instant.parse("2024-06-01T00:00:00Z")));
        List<SessionSummary> sessions = store.listSessions();
        assertThat(sessions).extracting(SessionSummary::id).containsExactly("new", "mid", "old");
        assertThat(sessions.get(0).createdAt()).isEqualTo(Instant.parse("2025-01-01T00:00:00Z"));
        assertThat(sessions.get(0).status().id()).isEqualTo("active");
        assertThat(sessions.get(0).conceptName()).isEqualTo("Oat milk");
    }

    @Test
    void same_entity_ids_in_two_sessions_do_not_collide() {
        SessionSnapshot a = Fixtures.snapshot("a", 3);
        SessionSnapshot b = Fixtures.snapshot("b", 3);
        store.createSession(a);
        store.createSession(b);
        assertThat(Fixtures.nodeIds(store.load("b").orElseThrow().graph()))
                .containsExactlyElementsOf(Fixtures.nodeIds(a.graph()));
    }

    @Test
    void a_database_keeps_sessions_across_reopening(@TempDir Path home) {
        String reopenUrl = engine == Engine.H2 ? new DatabaseLocator(home).defaultUrl() : databases.fresh(engine);
        SessionSnapshot snapshot = Fixtures.snapshot("s1", 5);
        try (JdbcSessionStore fileStore = new JdbcSessionStore(reopenUrl)) {
            fileStore.createSession(snapshot);
            fileStore.commitTurn(Fixtures.turn("s1", snapshot.state(), snapshot.graph(), 1, 2, Fixtures.T0));
        }
        if (engine == Engine.H2) {
            assertThat(Files.exists(home.resolve(".interview-workbench/workbench.mv.db"))).isTrue();
        }
        try (JdbcSessionStore reopened = new JdbcSessionStore(reopenUrl)) {
            SessionSnapshot loaded = reopened.load("s1").orElseThrow();
            assertSameGraph(loaded.graph(), snapshot.graph());
            assertThat(reopened.turnResults("s1")).extracting(TurnResult::turnNumber).containsExactly(1);
        }
    }

    @Test
    void an_unsupported_url_is_rejected_before_connecting() {
        assertThatThrownBy(() -> new JdbcSessionStore("jdbc:mysql://localhost/db"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("unsupported database URL 'jdbc:mysql://localhost/db'");
    }
}
