package org.interviewworkbench.persistence.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.port.TurnCommit;
import org.interviewworkbench.persistence.DatabaseCopier;
import org.interviewworkbench.persistence.Fixtures;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16's measurements (docs/team.md): turn commit latency at ~200 nodes on an H2 file and on PostgreSQL, and
 * {@code db copy} of 200 sessions both ways. Not part of the normal test run ({@code **}{@code /bench/**} is
 * excluded); run against a PostgreSQL server with default durability settings:
 * {@code mvn -o -q test-compile surefire:test@default-test -Dtest=TeamStoreBench
 * -Dinterview-workbench.bench.pg=jdbc:postgresql://127.0.0.1:PORT/postgres?user=postgres}. Each test makes a new
 * database on that server.
 */
class TeamStoreBench {

    private static final int WARM_UP = 30;
    private static final int MEASURED = 200;

    private static String server() {
        String url = System.getProperty("interview-workbench.bench.pg");
        Assumptions.assumeTrue(url != null, "set -Dinterview-workbench.bench.pg=JDBC_URL");
        return url;
    }

    private static String newDatabase(String server, String name) throws Exception {
        try (Connection c = DriverManager.getConnection(server); Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
            st.execute("CREATE DATABASE " + name);
        }
        int q = server.indexOf('?');
        String base = server.substring(0, server.lastIndexOf('/', q < 0 ? server.length() : q));
        return base + "/" + name + (q < 0 ? "" : server.substring(q));
    }

    @Test
    void turn_commit_latency_at_about_200_nodes_on_h2_and_postgresql(@TempDir Path dir) throws Exception {
        String pg = newDatabase(server(), "bench_commit");
        for (String url : List.of("jdbc:h2:file:" + dir.resolve("bench").toString().replace('\\', '/'), pg)) {
            try (JdbcSessionStore store = new JdbcSessionStore(url)) {
                // 100 nodes + 1 per turn: the measured turns run with 131..330 nodes (about 230 on average)
                SessionSnapshot snapshot = Fixtures.snapshot("bench", 100, Instant.now());
                store.createSession(snapshot);
                SessionState state = snapshot.state();
                List<Double> ms = new ArrayList<>();
                for (int t = 1; t <= WARM_UP + MEASURED; t++) {
                    TurnCommit commit = Fixtures.turn("bench", state, snapshot.graph(), t, 1, Instant.now());
                    long start = System.nanoTime();
                    store.commitTurn(commit);
                    if (t > WARM_UP) {
                        ms.add((System.nanoTime() - start) / 1e6);
                    }
                    state = commit.state();
                }
                System.out.printf("BENCH commitTurn %s (%d..%d nodes): p50 %.2f ms, p95 %.2f ms, max %.2f ms over "
                                + "%d turns%n", url.startsWith("jdbc:h2") ? "H2 file" : "PostgreSQL",
                        100 + WARM_UP + 1, snapshot.graph().nodeCount(), pct(ms, 50), pct(ms, 95), pct(ms, 100),
                        MEASURED);
            }
        }
    }

    @Test
    void db_copy_of_200_sessions_both_ways(@TempDir Path dir) throws Exception {
        String laptop = "jdbc:h2:file:" + dir.resolve("laptop").toString().replace('\\', '/');
        String back = "jdbc:h2:file:" + dir.resolve("back").toString().replace('\\', '/');
        String pg = newDatabase(server(), "bench_copy");
        int turns = 10;
        long created = System.nanoTime();
        try (JdbcSessionStore store = new JdbcSessionStore(laptop)) {
            for (int i = 0; i < 200; i++) {
                String id = "s" + i;
                SessionSnapshot snapshot = Fixtures.snapshot(id, 40, Instant.now());
                store.createSession(snapshot);
                SessionState state = snapshot.state();
                for (int t = 1; t <= turns; t++) {
                    TurnCommit commit = Fixtures.turn(id, state, snapshot.graph(), t, 2, Instant.now());
                    store.commitTurn(commit);
                    state = commit.state();
                }
            }
        }
        System.out.printf("BENCH made 200 sessions x %d turns (60 nodes each) in %.1f s%n", turns,
                (System.nanoTime() - created) / 1e9);
        copy("H2 file -> PostgreSQL", laptop, pg, 200);
        copy("H2 file -> PostgreSQL again (nothing to do)", laptop, pg, 0);
        copy("PostgreSQL -> H2 file", pg, back, 200);
    }

    private static void copy(String what, String from, String to, int expected) {
        long start = System.nanoTime();
        try (JdbcSessionStore source = new JdbcSessionStore(from); JdbcSessionStore target = new JdbcSessionStore(to)) {
            DatabaseCopier.Result r = new DatabaseCopier(source, target, line -> { }).copy(null);
            assertThat(r.sessionsCopied()).isEqualTo(expected);
        }
        System.out.printf("BENCH db copy %s, 200 sessions: %.1f s%n", what, (System.nanoTime() - start) / 1e9);
    }

    private static double pct(List<Double> values, int p) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int index = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
    }
}
