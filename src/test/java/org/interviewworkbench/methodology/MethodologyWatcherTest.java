package org.interviewworkbench.methodology;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hot reload: a broken save keeps the last good config, a fixed save is picked up. */
class MethodologyWatcherTest {

    private static final String VALID = """
            method: {name: demo, goal: "%s"}
            ontology: {nodes: [{name: a}]}
            strategies: [{name: s, signal_weights: {llm.engagement.high: 1}}]
            """;

    @TempDir
    Path dir;

    @Test
    void keepsTheOldConfigOnABrokenSaveAndReloadsAFixedOne() throws Exception {
        Path file = Files.writeString(dir.resolve("demo.yaml"), VALID.formatted("first"));
        LinkedBlockingQueue<Object> events = new LinkedBlockingQueue<>();
        MethodologyWatcher.Listener listener = new MethodologyWatcher.Listener() {
            @Override
            public void reloaded(LoadResult<MethodologyConfig> result) {
                events.add(result.value());
            }

            @Override
            public void rejected(List<Problem> problems) {
                events.add(problems);
            }
        };
        try (MethodologyWatcher watcher = new MethodologyWatcher(file, new MethodologyLoader(SignalCatalog.standard()),
                listener, Duration.ofMillis(100))) {
            assertThat(watcher.config().method().goal()).isEqualTo("first");

            Files.writeString(file, "method: {name: demo}\nstrategies: [{name: s, signal_weights: {x.y: 1}}]\n");
            Object rejected = events.poll(10, TimeUnit.SECONDS);
            assertThat(rejected).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.LIST)
                    .extracting(p -> ((Problem) p).message())
                    .contains("methodology: missing required key 'ontology'");
            assertThat(watcher.config().method().goal()).isEqualTo("first");

            Files.writeString(file, VALID.formatted("second"));
            Object reloaded = events.poll(10, TimeUnit.SECONDS);
            assertThat(reloaded).isInstanceOf(MethodologyConfig.class);
            assertThat(((MethodologyConfig) reloaded).method().goal()).isEqualTo("second");
            assertThat(watcher.config().method().goal()).isEqualTo("second");
            assertThat(watcher.current().source()).contains("second");
        }
    }

    @Test
    void closeStopsTheWatchThread() throws Exception {
        Path file = Files.writeString(dir.resolve("demo.yaml"), VALID.formatted("x"));
        MethodologyWatcher watcher = new MethodologyWatcher(file, new MethodologyLoader(SignalCatalog.standard()),
                new MethodologyWatcher.Listener() {
                    @Override
                    public void reloaded(LoadResult<MethodologyConfig> result) {
                    }

                    @Override
                    public void rejected(List<Problem> problems) {
                    }
                });
        assertThat(watcher.isRunning()).isTrue();
        watcher.close();
        assertThat(watcher.isRunning()).isFalse();
    }
}
