package org.interviewworkbench.language.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.StreamingChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.interviewworkbench.engine.port.LanguageTask;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16, batch simulation against a provider's rate limit: the {@code requests_per_minute} token bucket, on a fake
 * clock that advances only when the limiter sleeps.
 */
class RateLimiterTest {

    private static final long SECOND = 1_000_000_000L;

    /** A clock that moves only when someone sleeps on it; records every sleep. */
    private static final class FakeTime implements Sleeper {
        final AtomicLong now = new AtomicLong(5 * SECOND);
        final List<Long> sleeps = new ArrayList<>();

        @Override
        public synchronized void sleep(long millis) {
            sleeps.add(millis);
            now.addAndGet(millis * 1_000_000L);
        }

        void pass(long nanos) {
            now.addAndGet(nanos);
        }
    }

    @Test
    void sixty_a_minute_start_one_a_second_after_the_first() {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(60, 1, time.now::get, time);

        for (int i = 0; i < 4; i++) {
            limiter.acquire();
        }

        assertThat(time.sleeps).containsExactly(1000L, 1000L, 1000L);
        assertThat(time.now.get()).isEqualTo(8 * SECOND);
    }

    @Test
    void a_quiet_spell_refills_the_bucket_up_to_its_capacity_and_no_further() {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(120, 3, time.now::get, time);
        for (int i = 0; i < 3; i++) {
            limiter.acquire(); // the full bucket: at once
        }
        assertThat(time.sleeps).isEmpty();

        time.pass(60 * SECOND); // would be 120 tokens; the bucket holds 3
        for (int i = 0; i < 5; i++) {
            limiter.acquire();
        }

        assertThat(time.sleeps).containsExactly(500L, 500L);
    }

    @Test
    void callers_that_ask_at_the_same_moment_are_spaced_in_the_order_they_asked() {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(30, 1, time.now::get, time);

        List<Long> waits = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            waits.add(limiter.reserve());
        }

        assertThat(waits).containsExactly(0L, 2 * SECOND, 4 * SECOND, 6 * SECOND);
    }

    @Test
    void parallel_callers_never_start_faster_than_the_limit() throws Exception {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(600, 2, time.now::get, time);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        CountDownLatch go = new CountDownLatch(1);
        List<Long> reserved = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int i = 0; i < 20; i++) {
            pool.execute(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                reserved.add(limiter.reserve());
            });
        }
        go.countDown();
        pool.shutdown();
        assertThat(pool.awaitTermination(10, TimeUnit.SECONDS)).isTrue();

        // 20 at once: 2 from the bucket, then one every 100 ms (600 a minute)
        assertThat(reserved).hasSize(20);
        assertThat(reserved.stream().sorted().toList().get(19)).isEqualTo(18 * SECOND / 10);
        assertThat(reserved.stream().filter(w -> w == 0).count()).isEqualTo(2);
    }

    @Test
    void a_limit_below_one_is_refused() {
        assertThatThrownBy(() -> new RateLimiter(0, 1, System::nanoTime, Sleeper.SYSTEM))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("requests_per_minute");
        assertThat(RateLimiter.perMinute(600).perMinute()).isEqualTo(600);
    }

    @Test
    void every_chat_and_streamed_request_of_the_engine_s_models_waits_for_the_one_limiter() {
        FakeTime time = new FakeTime();
        RateLimiter limiter = new RateLimiter(60, 1, time.now::get, time);
        List<String> sent = new ArrayList<>();
        ChatModelFactory provider = new ChatModelFactory() {
            @Override
            public ChatModel create(TaskModelSettings settings, String apiKey) {
                return new ChatModel() {
                    @Override
                    public ChatResponse chat(ChatRequest request) {
                        sent.add("chat at " + time.now.get() / SECOND);
                        return ChatResponse.builder().aiMessage(AiMessage.from("{}")).build();
                    }
                };
            }

            @Override
            public StreamingChatModel createStreaming(TaskModelSettings settings, String apiKey) {
                return new StreamingChatModel() {
                    @Override
                    public void chat(ChatRequest request, StreamingChatResponseHandler handler) {
                        sent.add("stream at " + time.now.get() / SECOND);
                    }
                };
            }
        };
        ChatModelFactory limited = new RateLimitedChatModels(provider, limiter);
        TaskModelSettings extraction = TaskModelSettings.defaults(LanguageTask.values()[0], LlmProvider.OLLAMA);
        ChatModel a = limited.create(extraction, null);
        ChatModel b = limited.create(extraction, null);
        StreamingChatModel q = limited.createStreaming(extraction, null);
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from("hi")).build();

        a.chat(request);
        b.chat(request);
        q.chat(request, null);
        a.chat(request);

        assertThat(sent).containsExactly("chat at 5", "chat at 6", "stream at 7", "chat at 8");
    }

    @Test
    void the_limit_comes_from_requests_per_minute_in_the_settings_file(@TempDir Path home) throws Exception {
        LlmSettingsLoader loader = new LlmSettingsLoader(home, Map.of());
        assertThat(loader.requestsPerMinute()).isEmpty();
        Files.createDirectories(loader.settingsFile().getParent());
        Files.writeString(loader.settingsFile(), "engine: openai\nrequests_per_minute: 500\n");
        Files.setPosixFilePermissions(loader.settingsFile(), PosixFilePermissions.fromString("rw-------"));
        assertThat(loader.requestsPerMinute()).hasValue(500);
        assertThat(loader.load().engine()).as("the rest of the file still loads").isEqualTo("openai");

        Files.writeString(loader.settingsFile(), "requests_per_minute: lots\n");
        assertThatThrownBy(loader::requestsPerMinute).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("settings.yaml: requests_per_minute must be a whole number of at least 1, not lots");
    }
}
