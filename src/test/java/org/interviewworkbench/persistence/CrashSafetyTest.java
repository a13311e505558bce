package org.interviewworkbench.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.port.TurnCommit;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.persistence.testdb.Engine;
import org.interviewworkbench.persistence.testdb.TestDatabases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The product promise: a crash (kill -9) at any moment leaves every completed turn intact and no partial turn. A
 * child JVM commits turns in a tight loop to a file database (H2) or a real PostgreSQL server and is killed at
 * different moments; after each kill the database is reopened and checked: the killed writer's lease is still there
 * but no longer blocks anyone (its process on this machine is gone), and the next child takes it over at once and
 * resumes the same session. Last, the writer is made to look like a crashed laptop's (another machine): the next
 * writer is refused until the lease expires, then resumes.
 */
@ParameterizedClass
@EnumSource(Engine.class)
@ExtendWith(TestDatabases.class)
class CrashSafetyTest {

    @Parameter
    Engine engine;

    private static final String SESSION = "crash";
    /**
     * Delays after the child reported its first commit, so kills land at different points of the commit loop. Counting
     * from the first commit rather than from "ready" keeps the test independent of how fast a loaded machine runs the
     * child: every run commits at least one turn before it is killed.
     */
    private static final long[] KILL_AFTER_MS = {40, 130, 270, 410, 620};

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS) // a hang guard: five child JVMs on a loaded machine take a while
    void a_killed_process_leaves_every_completed_turn_intact_and_no_partial_turn(@TempDir Path dir,
            TestDatabases.Databases databases) throws Exception {
        String url = engine == Engine.H2 ? "jdbc:h2:file:" + dir.resolve("crash").toString().replace('\\', '/')
                : databases.fresh(engine);
        int lastStored = 0;
        for (long delay : KILL_AFTER_MS) {
            long[] pid = new long[1];
            int reported = runAndKill(url, delay, pid);
            int stored = verify(url, pid[0]);
            assertThat(stored).as("%s: turns stored after a kill %d ms into the loop", engine, delay)
                    .isGreaterThanOrEqualTo(reported)      // every turn commitTurn returned from survived
                    .isLessThanOrEqualTo(reported + 1)     // at most the one whose "committed" line was cut off
                    .isGreaterThanOrEqualTo(lastStored);
            lastStored = stored;
        }
        assertThat(lastStored).as("turns committed over all runs (each run commits one before its kill)")
                .isGreaterThanOrEqualTo(KILL_AFTER_MS.length);
        resumeAfterTheLeaseExpires(url, lastStored);
    }

    /**
     * The crashed-laptop path: the last killed writer is recorded as a process of another machine (its liveness cannot
     * be checked from here), so a new writer is refused with the holder named until the lease expires, then takes the
     * session over and continues after the last stored turn.
     */
    private void resumeAfterTheLeaseExpires(String url, int stored) throws Exception {
        try (Connection c = TestDatabases.connect(url);
                PreparedStatement ps = c.prepareStatement("UPDATE session_leases SET holder_host = ?, "
                        + "heartbeat_at = CURRENT_TIMESTAMP WHERE session_id = ?")) {
            ps.setString(1, "crashed-field-laptop");
            ps.setString(2, SESSION);
            assertThat(ps.executeUpdate()).isEqualTo(1);
        }
        Duration expiry = Duration.ofSeconds(2);
        try (JdbcSessionStore store = new JdbcSessionStore(url, Clock.SYSTEM,
                StoreOptions.defaults().withLeaseExpiry(expiry))) {
            SessionSnapshot resumed = store.load(SESSION).orElseThrow();
            assertThat(resumed.state().turnCount()).isEqualTo(stored);
            TurnCommit next = Fixtures.turn(SESSION, resumed.state(), resumed.graph(), stored + 1,
                    1 + (stored + 1) % 2, Instant.now());
            assertThat(store.otherWriter(SESSION)).as("%s: a live-looking writer on another machine", engine)
                    .hasValueSatisfying(line -> assertThat(line).contains("on crashed-field-laptop"));
            assertThatThrownBy(() -> store.commitTurn(next)).isInstanceOf(SessionBusyException.class);

            Thread.sleep(expiry.toMillis() + 1_500);
            assertThat(store.otherWriter(SESSION)).as("%s: the lease expired", engine).isEmpty();
            store.commitTurn(next);
            assertThat(store.turnResults(SESSION)).as("%s: resumed after the expiry", engine)
                    .extracting(TurnResult::turnNumber).containsExactlyElementsOf(range(1, stored + 1));
        }
    }

    /** Starts the child, kills it {@code delayMs} after its first commit, returns the last turn it reported. */
    private int runAndKill(String url, long delayMs, long[] pid) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                CrashLoopMain.class.getName(), url, SESSION);
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process child = pb.start();
        pid[0] = child.pid();
        AtomicInteger reported = new AtomicInteger(-1);
        CountDownLatch ready = new CountDownLatch(1);
        CountDownLatch firstCommit = new CountDownLatch(1);
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    if (!line.matches("(ready|committed) \\d+")) {
                        continue; // not the child's protocol (a stray log line)
                    }
                    String[] parts = line.split(" ");
                    reported.set(Integer.parseInt(parts[1]));
                    if (parts[0].equals("ready")) {
                        ready.countDown();
                    } else {
                        firstCommit.countDown();
                    }
                }
            } catch (IOException | RuntimeException e) {
                // the pipe breaks when the child dies
            }
        }, "crash-child-reader");
        reader.setDaemon(true);
        reader.start();
        try {
            assertThat(ready.await(120, TimeUnit.SECONDS)).as("child became ready").isTrue(); // JVM start + migrations, loaded machine
            assertThat(firstCommit.await(30, TimeUnit.SECONDS)).as("child committed a turn").isTrue();
            Thread.sleep(delayMs);
        } finally {
            // SIGKILL through the process handle: Process.destroyForcibly() also closes our end of the child's stdout,
            // which would drop the "committed" lines still in the pipe and under-count what the child reported
            child.toHandle().destroyForcibly();
            assertThat(child.waitFor(10, TimeUnit.SECONDS)).as("child died").isTrue();
        }
        // read every line the child managed to write before it died (the pipe ends with EOF); on a loaded machine
        // a short join could return before the last "committed" line was read
        reader.join(30_000);
        assertThat(reader.isAlive()).as("child output read to the end").isFalse();
        return reported.get();
    }

    /** Reopens the database and checks every stored turn; returns the stored turn count. */
    private int verify(String url, long killedPid) throws SQLException {
        try (JdbcSessionStore store = new JdbcSessionStore(url)) {
            try (Connection c = TestDatabases.connect(url)) {
                assertThat(single(c, "SELECT holder_pid FROM session_leases WHERE session_id = ?"))
                        .as("the killed writer still holds the lease row").isEqualTo(killedPid);
            }
            assertThat(store.otherWriter(SESSION)).as("a dead writer on this machine blocks no one").isEmpty();
            SessionSnapshot snapshot = store.load(SESSION).orElseThrow();
            List<TurnResult> turns = store.turnResults(SESSION);
            int turnCount = snapshot.state().turnCount();

            assertThat(turns).extracting(TurnResult::turnNumber)
                    .containsExactlyElementsOf(range(1, turnCount));
            try (Connection c = TestDatabases.connect(url)) {
                assertThat(single(c, "SELECT turn_count FROM sessions WHERE id = ?")).isEqualTo(turnCount);
                assertThat(single(c, "SELECT COUNT(*) FROM turns WHERE session_id = ?")).isEqualTo(turnCount);
                assertThat(single(c, "SELECT COUNT(*) FROM utterances WHERE session_id = ?"))
                        .as("opening + answer and question per turn, nothing beyond").isEqualTo(1 + 2 * turnCount);
                assertThat(single(c, "SELECT MAX(turn_number) FROM utterances WHERE session_id = ?"))
                        .isEqualTo(turnCount);
                assertThat(single(c, "SELECT COUNT(*) FROM surface_nodes WHERE session_id = ?"))
                        .as("graph rows agree with the session row's tracker")
                        .isEqualTo(snapshot.state().tracker().states().size());
                assertThat(single(c, "SELECT COUNT(*) FROM slot_mappings WHERE session_id = ?"))
                        .isEqualTo(snapshot.graph().slotMapping().size());
            }
            for (int t = 1; t <= turnCount; t++) {
                int turn = t;
                assertThat(snapshot.utterances()).filteredOn(u -> u.turnNumber() == turn)
                        .as("answer and question of turn %d", turn)
                        .extracting(u -> u.speaker().name()).containsExactly("USER", "SYSTEM");
            }
            Set<String> nodeIds = new HashSet<>(Fixtures.nodeIds(snapshot.graph()));
            Set<String> edgeIds = new HashSet<>();
            snapshot.graph().edges().forEach(e -> edgeIds.add(e.id()));
            for (TurnResult r : turns) {
                assertThat(nodeIds).as("nodes added by turn %d", r.turnNumber()).containsAll(r.nodesAdded());
                assertThat(edgeIds).as("edges added by turn %d", r.turnNumber()).containsAll(r.edgesAdded());
                assertThat(nodeIds).containsAll(r.nodeStates().keySet());
            }
            assertThat(snapshot.graph().nodeCount()).isEqualTo(snapshot.state().tracker().states().size());
            return turnCount;
        }
    }

    private static long single(Connection c, String sql) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, SESSION);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> out = new ArrayList<>();
        for (int i = from; i <= to; i++) {
            out.add(i);
        }
        return out;
    }
}
