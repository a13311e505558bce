package org.interviewworkbench.persistence.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.port.TurnCommit;
import org.interviewworkbench.persistence.Fixtures;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Latency of {@code commitTurn} and {@code load} on an H2 file database with a ~200-node session. Not part of the
 * normal test run ({@code **}{@code /bench/**} is excluded); run with
 * {@code mvn -o -q test -Dtest=CommitLatencyBench}.
 */
class CommitLatencyBench {

    private static final int WARM_UP = 30;
    private static final int MEASURED = 100;

    @Test
    void commit_and_load_latency_with_a_200_node_graph(@TempDir Path dir) {
        String url = "jdbc:h2:file:" + dir.resolve("bench").toString().replace('\\', '/');
        try (JdbcSessionStore store = new JdbcSessionStore(url)) {
            // 150 nodes + 1 per turn: the measured turns run with 181..280 nodes (about 230 on average)
            SessionSnapshot snapshot = Fixtures.snapshot("bench", 150, Instant.now());
            store.createSession(snapshot);
            SessionState state = snapshot.state();
            List<Double> commitMs = new ArrayList<>();
            int changed = 0;
            for (int t = 1; t <= WARM_UP + MEASURED; t++) {
                TurnCommit commit = Fixtures.turn("bench", state, snapshot.graph(), t, 1, Instant.now());
                changed = snapshot.graph().changes().nodes().size() + snapshot.graph().changes().edges().size()
                        + snapshot.graph().changes().slots().size() + snapshot.graph().changes().mappedNodeIds().size();
                long start = System.nanoTime();
                store.commitTurn(commit);
                double ms = (System.nanoTime() - start) / 1e6;
                if (t > WARM_UP) {
                    commitMs.add(ms);
                }
                state = commit.state();
            }
            System.out.printf("BENCH commitTurn (file DB, %d..%d nodes, %d entities changed per turn, result JSON "
                            + "%d chars): p50 %.2f ms, p90 %.2f ms, max %.2f ms over %d turns%n",
                    150 + WARM_UP + 1, snapshot.graph().nodeCount(), changed,
                    org.interviewworkbench.codec.TurnResultJson.toJsonString(store.turnResults("bench")
                            .get(WARM_UP + MEASURED - 1)).length(),
                    pct(commitMs, 50), pct(commitMs, 90), pct(commitMs, 100), MEASURED);

            SessionSnapshot s200 = Fixtures.snapshot("load200", 200, Instant.now());
            store.createSession(s200);
            List<Double> loadMs = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                long start = System.nanoTime();
                SessionSnapshot loaded = store.load("load200").orElseThrow();
                double ms = (System.nanoTime() - start) / 1e6;
                assertThat(loaded.graph().nodeCount()).isEqualTo(200);
                if (i >= 10) {
                    loadMs.add(ms);
                }
            }
            System.out.printf("BENCH load (file DB, 200 nodes, 199 edges, 66 slots, 200 mappings, 384-d embeddings, "
                    + "200 tracker states): p50 %.2f ms, p90 %.2f ms over %d loads%n", pct(loadMs, 50),
                    pct(loadMs, 90), loadMs.size());
        }
        try (JdbcSessionStore reopened = new JdbcSessionStore(url)) {
            long start = System.nanoTime();
            reopened.load("load200").orElseThrow();
            System.out.printf("BENCH first load after reopening: %.2f ms%n", (System.nanoTime() - start) / 1e6);
        }
    }

    private static double pct(List<Double> values, int p) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int index = Math.min(sorted.size() - 1, Math.max(0, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
        return sorted.get(index);
    }
}
