package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 16 in the real window: a session another process writes shows the read-only banner naming the holder and its
 * machine, with the answer box and Submit off; when the store watcher notices that the holder let go, the banner goes
 * and the session can be answered. The fake bridge stands in for the store; its lease holder and change token are
 * set by the test.
 */
@ExtendWith(ApplicationExtension.class)
class ReadOnlySessionWindowTest {

    private static final String HOLDER = "session s is being written by alice on lab-pc-3 (process 4242), last "
            + "heartbeat 3 s ago; it is read-only here until that process closes it or its lease expires (60 s without "
            + "a heartbeat)";

    private final FakeWorkbenchBridge fake = FakeWorkbenchBridge.withSession(3);
    private final AtomicReference<String> writer = new AtomicReference<>(HOLDER);
    private final AtomicInteger token = new AtomicInteger();
    private ExecutorService turns;
    private ExecutorService background;
    private ScheduledExecutorService watch;
    private MainWindow window;

    /** The fake bridge, with the other process's lease and the store's change token under the test's control. */
    private WorkbenchBridge bridge() {
        return (WorkbenchBridge) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {WorkbenchBridge.class}, (proxy, method, args) -> {
                    if (method.getName().equals("otherWriter")) {
                        return Optional.ofNullable(writer.get());
                    }
                    if (method.getName().equals("changeToken")) {
                        return Integer.toString(token.get());
                    }
                    try {
                        return method.invoke(fake, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @Start
    void start(Stage stage) {
        turns = Executors.newSingleThreadExecutor();
        background = Executors.newFixedThreadPool(2);
        watch = Executors.newSingleThreadScheduledExecutor();
        window = new MainWindow(new UiServices(bridge(), new FxThreadDispatcher(), turns, background,
                ServiceLatestWins.factory(background), new DirectServices.RecordingDialogs()));
        window.watchStore(watch, Duration.ofMillis(100));
        stage.setScene(window.createScene(1280, 780));
        stage.show();
    }

    @AfterEach
    void tearDown() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.dispose()).get();
        watch.shutdownNow();
        turns.shutdownNow();
        background.shutdownNow();
    }

    @Test
    void a_session_held_elsewhere_shows_the_holder_and_becomes_answerable_when_it_is_let_go(FxRobot robot)
            throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !window.sessions().sessions().isEmpty());
        robot.clickOn("#session-list").clickOn(fake.listSessions().get(0).conceptName());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> window.session().getState() == SessionViewModel.State.READ_ONLY);
        WaitForAsyncUtils.waitForFxEvents();

        Label banner = robot.lookup("#read-only-banner").queryAs(Label.class);
        assertThat(banner.isVisible()).isTrue();
        assertThat(banner.getText()).startsWith("Read-only").contains("alice on lab-pc-3 (process 4242)");
        TextArea answer = robot.lookup("#answer-box").queryAs(TextArea.class);
        assertThat(answer.isDisabled()).as("the answer box is off").isTrue();
        assertThat(robot.lookup("#submit-answer").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(window.interviewView().transcript().getItems()).as("what was written is shown").hasSize(4);

        writer.set(null); // the other process closes the session; the store changes
        token.incrementAndGet();

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> window.session().getState() == SessionViewModel.State.READY);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(banner.isVisible()).isFalse();
        assertThat(answer.isDisabled()).isFalse();
        robot.clickOn("#answer-box").write("It froths well.");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#submit-answer").queryAs(Button.class).isDisabled()).isFalse();
    }
}
