package org.interviewworkbench.language.llm;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.interviewworkbench.language.llm.LocalModelScanner.Candidate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Settings' "Find local models": loopback servers answering Ollama's and OpenAI's model lists. */
class LocalModelScannerTest {

    private HttpServer server;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/api/tags", ex -> reply(ex, "{\"models\":[{\"name\":\"llama3.2:3b\"},{\"name\":\"qwen2.5:7b\"}]}"));
        server.createContext("/v1/models", ex -> reply(ex, "{\"object\":\"list\",\"data\":[{\"id\":\"phi-4-mini\"}]}"));
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private static void reply(com.sun.net.httpserver.HttpExchange ex, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        ex.sendResponseHeaders(200, bytes.length);
        try (var out = ex.getResponseBody()) {
            out.write(bytes);
        }
    }

    @Test
    void running_servers_are_listed_with_their_models_and_silent_ports_and_remote_hosts_are_skipped()
            throws IOException {
        String base = "http://127.0.0.1:" + server.getAddress().getPort();
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        List<LocalModelScanner.LocalServer> found = new LocalModelScanner(Duration.ofSeconds(2)).scan(List.of(
                new Candidate("ollama", base, "/api/tags"),
                new Candidate("openai", "http://127.0.0.1:" + closed + "/v1", "/models"),
                new Candidate("openai", base + "/v1", "/models"),
                new Candidate("openai", "https://api.openai.com/v1", "/models")));

        assertThat(found).containsExactly(
                new LocalModelScanner.LocalServer("ollama", base, List.of("llama3.2:3b", "qwen2.5:7b")),
                new LocalModelScanner.LocalServer("openai", base + "/v1", List.of("phi-4-mini")));
    }
}
