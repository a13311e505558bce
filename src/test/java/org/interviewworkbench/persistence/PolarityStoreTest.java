package org.interviewworkbench.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.Polarity;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SurfaceNode;
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

/** A concept's polarity (migration V10) is stored with the graph and read back, on H2 and PostgreSQL. */
@ParameterizedClass
@EnumSource(Engine.class)
@ExtendWith(TestDatabases.class)
class PolarityStoreTest {

    @Parameter
    Engine engine;

    private String url;
    private JdbcSessionStore store;
    private SessionSnapshot afterOne;

    @BeforeEach
    void open(TestDatabases.Databases databases) {
        url = databases.fresh(engine);
        store = new JdbcSessionStore(url);
        SessionSnapshot start = Fixtures.emptySnapshot("s1", Fixtures.T0);
        store.createSession(start);
        store.commitTurn(Fixtures.turn("s1", start.state(), start.graph(), 1, 3, Fixtures.T0.plusSeconds(1)));
        afterOne = store.load("s1").orElseThrow();
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void a_concept_nobody_coded_reads_back_as_unknown() {
        assertThat(afterOne.graph().nodes()).isNotEmpty().allSatisfy(n ->
                assertThat(n.polarity()).isEqualTo(Polarity.UNKNOWN));
    }

    @Test
    void a_coded_polarity_is_stored_with_the_edit_and_survives_the_next_turn_and_a_reopening() {
        InterviewGraph coded = afterOne.graph().copy();
        SurfaceNode first = coded.nodes().iterator().next();
        coded.putNode(first.withPolarity(Polarity.NEGATIVE), coded.nodeEmbedding(first.id()).orElse(null));
        store.editLog().commitEdits("s1", coded, afterOne.state(), List.of(new EditRecord(0, "set_polarity",
                "{\"op\":\"set_polarity\",\"node\":\"" + first.id() + "\",\"polarity\":\"negative\"}", 1,
                Fixtures.T0.plusSeconds(5), "tester")));

        SessionSnapshot edited = store.load("s1").orElseThrow();
        assertThat(edited.graph().node(first.id()).orElseThrow().polarity()).isEqualTo(Polarity.NEGATIVE);

        InterviewGraph working = edited.graph().copy();
        TurnCommit two = Fixtures.turn("s1", edited.state(), working, 2, 2, Fixtures.T0.plusSeconds(10));
        store.commitTurn(two);
        store.close();
        store = new JdbcSessionStore(url);

        SessionSnapshot reopened = store.load("s1").orElseThrow();
        assertThat(reopened.graph().node(first.id()).orElseThrow().polarity()).isEqualTo(Polarity.NEGATIVE);
        assertThat(reopened.graph().nodes()).filteredOn(n -> !n.id().equals(first.id()))
                .allSatisfy(n -> assertThat(n.polarity()).isEqualTo(Polarity.UNKNOWN));
    }
}
