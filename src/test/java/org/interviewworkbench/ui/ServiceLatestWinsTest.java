package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.application.Platform;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Superseded work is dropped without an interrupt (an interrupt closes an H2 file database's channel). */
class ServiceLatestWinsTest {

    private static final ExecutorService BACKGROUND = Executors.newFixedThreadPool(2);

    @BeforeAll
    static void toolkit() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        try {
            Platform.startup(started::countDown);
        } catch (IllegalStateException alreadyRunning) {
            started.countDown();
        }
        assertThat(started.await(60, TimeUnit.SECONDS)).isTrue();
    }

    @AfterAll
    static void stop() {
        BACKGROUND.shutdownNow();
    }

    @Test
    void newer_work_supersedes_running_work_without_interrupting_it_and_only_the_newer_result_arrives()
            throws InterruptedException {
        ServiceLatestWins<String> wins = new ServiceLatestWins<>("test", BACKGROUND, Duration.ZERO);
        CountDownLatch firstRunning = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch firstDone = new CountDownLatch(1);
        CountDownLatch secondResult = new CountDownLatch(1);
        AtomicBoolean firstInterrupted = new AtomicBoolean();
        List<String> results = new CopyOnWriteArrayList<>();

        Platform.runLater(() -> wins.submit(() -> {
            firstRunning.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                firstInterrupted.set(true);
            }
            firstInterrupted.compareAndSet(false, Thread.currentThread().isInterrupted());
            firstDone.countDown();
            return "first";
        }, results::add, e -> results.add("failed")));
        assertThat(firstRunning.await(30, TimeUnit.SECONDS)).isTrue();
        Platform.runLater(() -> wins.submit(() -> "second", r -> {
            results.add(r);
            secondResult.countDown();
        }, e -> results.add("failed")));
        assertThat(secondResult.await(30, TimeUnit.SECONDS)).isTrue();
        release.countDown();
        assertThat(firstDone.await(30, TimeUnit.SECONDS)).isTrue();
        CountDownLatch drained = new CountDownLatch(1);
        Platform.runLater(drained::countDown);
        assertThat(drained.await(30, TimeUnit.SECONDS)).isTrue();

        assertThat(firstInterrupted).isFalse();
        assertThat(results).containsExactly("second");
    }
}
