package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;
import org.interviewworkbench.persistence.Fixtures;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.interviewworkbench.persistence.testdb.Engine;
import org.interviewworkbench.persistence.testdb.TestDatabases;
import org.interviewworkbench.ui.DirectServices;
import org.interviewworkbench.ui.LatestWins;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.StoreWatcher;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.WorkbenchBridge;
import org.interviewworkbench.ui.edit.UndoManager;
import org.interviewworkbench.ui.interview.InterviewViewModel;
import org.interviewworkbench.ui.sessions.SessionsViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 16 in the workbench, on the real {@link DesktopBridge} over H2 and a real PostgreSQL server: a second store on
 * the same database stands for another moderator's process (its own lease holder). A session that process writes
 * opens read-only with a line naming the holder and its machine; the session list and the open session pick up that
 * process's new sessions and turns through the {@link StoreWatcher} within a poll interval.
 */
@ParameterizedClass
@EnumSource(Engine.class)
@ExtendWith(TestDatabases.class)
class SharedStudyWorkbenchTest {

    private static final Duration POLL = Duration.ofMillis(100);
    private static final Duration PATIENCE = Duration.ofSeconds(10);

    @Parameter
    Engine engine;

    @TempDir
    Path home;

    private JdbcSessionStore other;
    private DesktopBridge bridge;
    private ExecutorService uiThread;
    private ScheduledExecutorService scheduler;

    @AfterEach
    void close() throws Exception {
        if (scheduler != null) {
            scheduler.shutdownNow();
        }
        if (uiThread != null) {
            uiThread.shutdownNow();
        }
        if (other != null) {
            other.close();
        }
        if (bridge != null) {
            bridge.close();
        }
    }

    private void open(TestDatabases.Databases databases) {
        String url = databases.fresh(engine);
        StudyFileLocator locator = StudyFileLocator.forWorkingDirectory();
        StudyFiles files = new StudyFiles(locator, org.interviewworkbench.engine.signal.SignalCatalog.standard());
        DatabaseLocator locations = new DatabaseLocator(home);
        LlmSettingsLoader llm = new LlmSettingsLoader(home, Map.of());
        OfflineComponents offline = new OfflineComponents();
        bridge = new DesktopBridge(files, locator, new DefaultCliServices(files, locations, offline, llm, Clock.SYSTEM),
                offline, new JdbcSessionStore(url, Clock.SYSTEM), locations.dataDirectory(), llm);
        other = new JdbcSessionStore(url, Clock.SYSTEM);
    }

    /** The other process starts a session and answers its first turn; it holds the session's lease. */
    private SessionSnapshot otherProcessInterviews(String id) {
        SessionSnapshot snapshot = Fixtures.snapshot(id, 4);
        other.createSession(snapshot);
        other.commitTurn(Fixtures.turn(id, snapshot.state(), snapshot.graph(), 1, 1, Fixtures.T0));
        return other.load(id).orElseThrow();
    }

    @Test
    void a_session_another_process_writes_opens_read_only_naming_the_holder_and_its_machine(
            TestDatabases.Databases databases) throws Exception {
        open(databases);
        SessionSnapshot held = otherProcessInterviews("held-elsewhere");
        UiServices services = DirectServices.of(bridge, new DirectServices.RecordingDialogs());
        SessionViewModel session = new SessionViewModel(services);
        SessionsViewModel sessions = new SessionsViewModel(services, session);
        InterviewViewModel interview = new InterviewViewModel(session);
        UndoManager edits = new UndoManager(services, session);

        session.open("held-elsewhere");

        assertThat(session.getState()).isEqualTo(SessionViewModel.State.READ_ONLY);
        assertThat(session.turns()).as("what was written so far is shown").hasSize(1);
        assertThat(session.readOnlyReasonProperty().get()).startsWith("Read-only")
                .contains("being written by " + System.getProperty("user.name") + " on "
                        + InetAddress.getLocalHost().getHostName())
                .contains("process " + ProcessHandle.current().pid())
                .doesNotContain("\n");
        interview.answerTextProperty().set("It is creamy.");
        assertThat(interview.inputDisabledProperty().get()).as("answer box and question disabled").isTrue();
        assertThat(interview.canSubmitProperty().get()).as("submit disabled").isFalse();
        assertThat(edits.canEdit()).as("graph edits disabled").isFalse();
        interview.submit();
        assertThat(session.turns()).as("a submit does not run a turn").hasSize(1);
        assertThat(other.load("held-elsewhere").orElseThrow().state().turnCount()).isEqualTo(1);

        // the other process answers another turn: the read-only view follows it
        other.commitTurn(Fixtures.turn("held-elsewhere", held.state(), held.graph(), 2, 2, Fixtures.T0));
        sessions.refreshFromStore();
        assertThat(session.turns()).hasSize(2);
        assertThat(session.getState()).isEqualTo(SessionViewModel.State.READ_ONLY);

        // the other process closes: its lease is given up and the session becomes writable here
        other.close();
        other = null;
        sessions.refreshFromStore();
        assertThat(session.getState()).isEqualTo(SessionViewModel.State.READY);
        assertThat(session.readOnlyReasonProperty().get()).isEmpty();
        assertThat(interview.inputDisabledProperty().get()).isFalse();
        assertThat(edits.canEdit()).isTrue();
    }

    @Test
    void another_process_s_new_session_and_turns_appear_within_the_poll_interval(TestDatabases.Databases databases)
            throws Exception {
        open(databases);
        uiThread = Executors.newSingleThreadExecutor(r -> new Thread(r, "test-ui-thread"));
        scheduler = Executors.newSingleThreadScheduledExecutor(r -> new Thread(r, "test-store-watch"));
        UiServices services = new UiServices(bridge, uiThread::execute, Runnable::run, Runnable::run,
                new LatestWins.Factory() {
                    @Override
                    public <T> LatestWins<T> create(String name, Duration debounce) {
                        return new DirectServices.DirectLatestWins<>();
                    }
                }, new DirectServices.RecordingDialogs());
        SessionViewModel session = onUi(() -> new SessionViewModel(services));
        SessionsViewModel sessions = onUi(() -> new SessionsViewModel(services, session));
        onUi(() -> {
            sessions.refresh();
            return null;
        });
        assertThat(onUi(() -> ids(sessions))).isEmpty();
        StoreWatcher watcher = new StoreWatcher(bridge, scheduler, uiThread::execute, POLL, sessions::refreshFromStore);
        await("the watcher has read the store once", watcher::isWatching);

        long t0 = System.nanoTime();
        SessionSnapshot held = otherProcessInterviews("new-elsewhere");
        await("the new session is listed with its first turn", () -> onUi(() -> ids(sessions).contains("new-elsewhere")
                && summary(sessions, "new-elsewhere").turnCount() == 1));
        long listedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        System.err.println("[test] " + engine + ": another process's new session listed after " + listedMs + " ms "
                + "(poll every " + POLL.toMillis() + " ms)");

        onUi(() -> {
            session.open("new-elsewhere");
            return null;
        });
        assertThat(onUi(session::getState)).isEqualTo(SessionViewModel.State.READ_ONLY);
        other.commitTurn(Fixtures.turn("new-elsewhere", held.state(), held.graph(), 2, 2, Fixtures.T0));
        await("the open session shows the other process's new turn", () -> onUi(() -> session.turns().size()) == 2);
        assertThat(onUi(() -> summary(sessions, "new-elsewhere").turnCount())).isEqualTo(2);
        watcher.close();
    }

    @Test
    void on_postgresql_another_process_s_commit_arrives_by_notification_long_before_the_next_poll(
            TestDatabases.Databases databases) throws Exception {
        open(databases);
        if (engine == Engine.H2) {
            assertThat(bridge.pushesChanges()).as("H2 is polled (the test above); LISTEN/NOTIFY is PostgreSQL's")
                    .isFalse();
            return;
        }
        uiThread = Executors.newSingleThreadExecutor(r -> new Thread(r, "test-ui-thread"));
        scheduler = Executors.newSingleThreadScheduledExecutor(r -> new Thread(r, "test-store-watch"));
        UiServices services = new UiServices(bridge, uiThread::execute, Runnable::run, Runnable::run,
                new LatestWins.Factory() {
                    @Override
                    public <T> LatestWins<T> create(String name, Duration debounce) {
                        return new DirectServices.DirectLatestWins<>();
                    }
                }, new DirectServices.RecordingDialogs());
        SessionViewModel session = onUi(() -> new SessionViewModel(services));
        SessionsViewModel sessions = onUi(() -> new SessionsViewModel(services, session));
        assertThat(bridge.pushesChanges()).isTrue();
        // a poll only every minute: what arrives sooner came by NOTIFY
        StoreWatcher watcher = new StoreWatcher(bridge, scheduler, uiThread::execute, Duration.ofMinutes(1),
                sessions::refreshFromStore);
        await("the watcher has read the store once", watcher::isWatching);
        Thread.sleep(200); // let it settle into waiting for a notification

        long t0 = System.nanoTime();
        otherProcessInterviews("notified");
        await("the new session is listed with its first turn", () -> onUi(() -> ids(sessions).contains("notified")
                && summary(sessions, "notified").turnCount() == 1));
        System.err.println("[test] POSTGRESQL with a 60 s poll: another process's new session listed after "
                + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0) + " ms (LISTEN/NOTIFY)");
        watcher.close();
    }

    private static List<String> ids(SessionsViewModel sessions) {
        return sessions.sessions().stream().map(SessionSummary::id).toList();
    }

    private static SessionSummary summary(SessionsViewModel sessions, String id) {
        return sessions.sessions().stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow();
    }

    private <T> T onUi(Callable<T> work) throws Exception {
        return uiThread == null ? work.call() : uiThread.submit(work).get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
    }

    /** Polls {@code condition} every 20 ms until it holds, failing after {@link #PATIENCE}. */
    private static void await(String what, Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!Boolean.TRUE.equals(condition.call())) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + PATIENCE.toSeconds() + " s: " + what);
            }
            Thread.sleep(20);
        }
    }
}
