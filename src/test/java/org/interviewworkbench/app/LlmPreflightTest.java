package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19, LLM preflight: a server that refuses the key stops the interview before the first turn with one line and
 * exit 1 (no answer is sent); {@code --fallback offline} runs the whole interview offline with one note instead.
 */
class LlmPreflightTest {

    @TempDir
    Path tmp;

    @Test
    void a_server_refusing_the_key_stops_before_the_first_turn_unless_fallback_offline() throws Exception {
        AtomicInteger posts = new AtomicInteger();
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", ex -> {
            if ("POST".equals(ex.getRequestMethod())) {
                posts.incrementAndGet();
            }
            ex.sendResponseHeaders(401, -1);
            ex.close();
        });
        server.start();
        try {
            String base = "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
            Path answers = tmp.resolve("a.txt");
            Files.writeString(answers, "I like oat milk because it froths well.\n\nIt makes my coffee feel like a treat.");

            CliRun refused = CliRun.run(TestApp.factory(tmp), "interview", "--methodology", "means_end_chain",
                    "--concept", "oat_milk_mec", "--answers", answers.toString(), "--engine", "openai", "--base-url",
                    base, "--db", InterviewEndToEndTest.memDb(), "--out", tmp.resolve("refused").toString());
            assertThat(refused.exitCode).as(refused.toString()).isEqualTo(1);
            assertThat(refused.err.strip()).doesNotContain("\n").contains("refused the API key (HTTP 401)")
                    .contains("--fallback offline");
            assertThat(posts.get()).as("no answer text was sent").isZero();
            assertThat(tmp.resolve("refused/session.json")).doesNotExist();

            CliRun offline = CliRun.run(TestApp.factory(tmp), "interview", "--methodology", "means_end_chain",
                    "--concept", "oat_milk_mec", "--answers", answers.toString(), "--engine", "openai", "--base-url",
                    base, "--fallback", "offline", "--db", InterviewEndToEndTest.memDb(), "--out",
                    tmp.resolve("offline").toString());
            assertThat(offline.exitCode).as(offline.toString()).isZero();
            assertThat(offline.err).contains("running offline (--fallback offline)");
            assertThat(posts.get()).isZero();
            assertThat(Files.readString(tmp.resolve("offline/session.json"))).contains("\"turns\"");
        } finally {
            server.stop(0);
        }
    }
}
