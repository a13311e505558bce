package org.interviewworkbench.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.port.Clock;
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
 * Issue 16, several writers: a session is written by one process at a time. Two stores on one database stand for
 * two processes (each store is its own lease holder); other machines and dead processes are written into the lease
 * table as they would appear.
 */
@ParameterizedClass
@EnumSource(Engine.class)
@ExtendWith(TestDatabases.class)
class SessionLeaseTest {

    @Parameter
    Engine engine;

    private String url;
    private JdbcSessionStore writer;
    private JdbcSessionStore other;

    @BeforeEach
    void open(TestDatabases.Databases databases) {
        url = databases.fresh(engine);
        writer = new JdbcSessionStore(url);
        other = new JdbcSessionStore(url);
    }

    @AfterEach
    void close() {
        other.close();
        writer.close();
    }

    @Test
    void a_session_another_live_process_writes_is_read_only_here_with_one_line_naming_the_holder() {
        SessionSnapshot snapshot = Fixtures.snapshot("s1", 4);
        writer.createSession(snapshot);
        writer.commitTurn(Fixtures.turn("s1", snapshot.state(), snapshot.graph(), 1, 1, Fixtures.T0));

        SessionSnapshot seen = other.load("s1").orElseThrow();
        assertThat(seen.state().turnCount()).as("reading is always allowed").isEqualTo(1);
        String holder = System.getProperty("user.name") + " on " + hostName() + " (process "
                + ProcessHandle.current().pid() + ")";
        assertThat(other.otherWriter("s1")).hasValueSatisfying(line -> assertThat(line)
                .startsWith("session s1 is being written by " + holder)
                .contains("read-only here").doesNotContain("\n"));
        TurnCommit second = Fixtures.turn("s1", seen.state(), seen.graph(), 2, 1, Fixtures.T0);
        assertThatThrownBy(() -> other.commitTurn(second)).isInstanceOf(SessionBusyException.class)
                .hasMessageStartingWith("session s1 is being written by " + holder);
        assertThat(writer.otherWriter("s1")).as("the writer itself is not blocked").isEmpty();
        assertThat(other.load("s1").orElseThrow().state().turnCount()).as("nothing written").isEqualTo(1);
    }

    @Test
    void closing_the_writer_releases_the_session_for_the_next_process() {
        SessionSnapshot snapshot = Fixtures.snapshot("s1", 3);
        writer.createSession(snapshot);
        writer.close();

        SessionSnapshot resumed = other.load("s1").orElseThrow();
        assertThat(other.otherWriter("s1")).isEmpty();
        other.commitTurn(Fixtures.turn("s1", resumed.state(), resumed.graph(), 1, 1, Fixtures.T0));
        assertThat(other.heldSessions()).containsExactly("s1");
    }

    @Test
    void a_lease_of_a_process_on_this_machine_that_no_longer_runs_is_taken_over_at_once() throws Exception {
        SessionSnapshot snapshot = Fixtures.snapshot("s1", 3);
        writer.createSession(snapshot);
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        setHolder("s1", hostName(), gone.pid(), OffsetDateTime.now(ZoneOffset.UTC));

        assertThat(other.otherWriter("s1")).isEmpty();
        SessionSnapshot resumed = other.load("s1").orElseThrow();
        other.commitTurn(Fixtures.turn("s1", resumed.state(), resumed.graph(), 1, 1, Fixtures.T0));
        assertThat(holderPid("s1")).isEqualTo(ProcessHandle.current().pid());
    }

    @Test
    void a_lease_of_another_machine_is_taken_over_only_after_it_expires() throws Exception {
        SessionSnapshot snapshot = Fixtures.snapshot("s1", 3);
        writer.createSession(snapshot);
        setHolder("s1", "field-laptop-7", 4242, OffsetDateTime.now(ZoneOffset.UTC));
        SessionSnapshot resumed = other.load("s1").orElseThrow();
        TurnCommit turn = Fixtures.turn("s1", resumed.state(), resumed.graph(), 1, 1, Fixtures.T0);

        assertThat(other.otherWriter("s1")).hasValueSatisfying(line -> assertThat(line)
                .contains("on field-laptop-7 (process 4242)").contains("60 s without a heartbeat"));
        assertThatThrownBy(() -> other.commitTurn(turn)).isInstanceOf(SessionBusyException.class);

        setHolder("s1", "field-laptop-7", 4242, OffsetDateTime.now(ZoneOffset.UTC).minusMinutes(2));
        assertThat(other.otherWriter("s1")).isEmpty();
        other.commitTurn(turn);
        assertThat(other.load("s1").orElseThrow().state().turnCount()).isEqualTo(1);
    }

    @Test
    void a_writer_that_lost_its_lease_after_expiry_cannot_commit_over_the_new_holder() {
        SessionSnapshot snapshot = Fixtures.snapshot("s1", 3);
        writer.createSession(snapshot);
        try (JdbcSessionStore laptop = new JdbcSessionStore(url, Clock.SYSTEM,
                StoreOptions.defaults().withLeaseExpiry(Duration.ofMillis(200)))) {
            // the writer's heartbeat is older than the laptop's (short) expiry, so the laptop takes the session over
            sleep(700);
            SessionSnapshot resumed = laptop.load("s1").orElseThrow();
            laptop.commitTurn(Fixtures.turn("s1", resumed.state(), resumed.graph(), 1, 1, Fixtures.T0));
            TurnCommit late = Fixtures.turn("s1", snapshot.state(), snapshot.graph(), 1, 2, Fixtures.T0);
            assertThatThrownBy(() -> writer.commitTurn(late)).isInstanceOf(SessionBusyException.class);
            assertThat(laptop.load("s1").orElseThrow().state().turnCount()).isEqualTo(1);
        }
    }

    @Test
    void the_heartbeat_keeps_an_idle_writers_lease_fresh() throws Exception {
        try (JdbcSessionStore idle = new JdbcSessionStore(url, Clock.SYSTEM,
                StoreOptions.defaults().withLeaseExpiry(Duration.ofMillis(800)))) {
            idle.createSession(Fixtures.snapshot("s1", 2));
            OffsetDateTime first = heartbeat("s1");
            sleep(1500);
            assertThat(heartbeat("s1")).as("renewed while idle").isAfter(first);
        }
    }

    @Test
    void a_completed_session_releases_its_lease() {
        SessionSnapshot snapshot = Fixtures.snapshot("s1", 2);
        writer.createSession(snapshot);
        TurnCommit t = Fixtures.turn("s1", snapshot.state(), snapshot.graph(), 1, 1, Fixtures.T0);
        var s = t.state();
        var done = new org.interviewworkbench.engine.model.SessionState(s.turnCount(), s.tracker(), s.saturation(),
                s.responseDepthHistory(), s.strategyHistory(), s.focusHistory(), s.surfaceVelocityPeak(),
                s.prevSurfaceNodeCount(), s.canonicalVelocityPeak(), s.prevCanonicalNodeCount(), "Thank you!",
                "close", null, org.interviewworkbench.engine.model.SessionStatus.COMPLETED, "max_turns_reached",
                s.tokenUsage());
        writer.commitTurn(new TurnCommit("s1", done, t.utterances(), t.graph(), t.result()));
        assertThat(writer.heldSessions()).isEmpty();
        assertThat(other.otherWriter("s1")).isEmpty();
    }

    private void setHolder(String session, String host, long pid, OffsetDateTime heartbeat) throws Exception {
        try (Connection c = TestDatabases.connect(url); PreparedStatement ps = c.prepareStatement(
                "UPDATE session_leases SET holder_token = ?, holder_host = ?, holder_pid = ?, holder_started = '', "
                        + "heartbeat_at = ? WHERE session_id = ?")) {
            ps.setString(1, "token-" + host + "-" + pid);
            ps.setString(2, host);
            ps.setLong(3, pid);
            ps.setObject(4, heartbeat);
            ps.setString(5, session);
            assertThat(ps.executeUpdate()).isEqualTo(1);
        }
    }

    private long holderPid(String session) throws Exception {
        try (Connection c = TestDatabases.connect(url); PreparedStatement ps = c.prepareStatement(
                "SELECT holder_pid FROM session_leases WHERE session_id = ?")) {
            ps.setString(1, session);
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).isTrue();
                return rs.getLong(1);
            }
        }
    }

    private OffsetDateTime heartbeat(String session) throws Exception {
        try (Connection c = TestDatabases.connect(url); PreparedStatement ps = c.prepareStatement(
                "SELECT heartbeat_at FROM session_leases WHERE session_id = ?")) {
            ps.setString(1, session);
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).isTrue();
                return rs.getObject(1, OffsetDateTime.class);
            }
        }
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (java.io.IOException e) {
            return System.getenv("HOSTNAME");
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
