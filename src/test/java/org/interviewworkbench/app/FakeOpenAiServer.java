package org.interviewworkbench.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A loopback OpenAI-compatible chat-completions server for end-to-end tests: every request's messages are joined
 * into one prompt text and answered by the test's {@link Replies}; requests are recorded.
 */
final class FakeOpenAiServer implements AutoCloseable {

    /** Content of the assistant message for a prompt. */
    @FunctionalInterface
    interface Replies {
        String reply(String prompt) throws IOException;
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpServer server;
    private final Replies replies;
    private final List<JsonNode> requests = new CopyOnWriteArrayList<>();

    private FakeOpenAiServer(Replies replies) throws IOException {
        this.replies = replies;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.start();
    }

    static FakeOpenAiServer start(Replies replies) throws IOException {
        return new FakeOpenAiServer(replies);
    }

    /** The {@code --base-url} of this server. */
    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    private final java.util.concurrent.atomic.AtomicInteger preflights = new java.util.concurrent.atomic.AtomicInteger();

    /** How many preflight requests (GET of the model list) arrived. */
    int preflights() {
        return preflights.get();
    }

    /** Every request body received so far. */
    List<JsonNode> requests() {
        return requests;
    }

    /** The prompt text (all messages) of a recorded request. */
    static String prompt(JsonNode request) {
        StringBuilder prompt = new StringBuilder();
        request.path("messages").forEach(m -> prompt.append(m.path("content").asText()).append('\n'));
        return prompt.toString();
    }

    /** The text between the last {@code open} and the last {@code close} marker, or "". */
    static String between(String s, String open, String close) {
        int a = s.lastIndexOf(open);
        int b = s.lastIndexOf(close);
        return a >= 0 && b > a ? s.substring(a + open.length(), b) : "";
    }

    @Override
    public void close() {
        server.stop(0);
    }

    private void handle(HttpExchange ex) throws IOException {
        if ("GET".equals(ex.getRequestMethod())) { // the preflight's model list
            byte[] models = "{\"object\": \"list\", \"data\": [{\"id\": \"test-model\"}]}"
                    .getBytes(StandardCharsets.UTF_8);
            preflights.incrementAndGet();
            ex.getResponseHeaders().add("Content-Type", "application/json");
            ex.sendResponseHeaders(200, models.length);
            try (var out = ex.getResponseBody()) {
                out.write(models);
            }
            return;
        }
        JsonNode body = JSON.readTree(ex.getRequestBody().readAllBytes());
        requests.add(body);
        String content = replies.reply(prompt(body));
        ObjectNode root = JSON.createObjectNode();
        root.put("id", "chatcmpl-1").put("object", "chat.completion").put("created", 1).put("model", "test-model");
        ObjectNode choice = root.putArray("choices").addObject();
        choice.put("index", 0).put("finish_reason", "stop");
        choice.putObject("message").put("role", "assistant").put("content", content);
        root.putObject("usage").put("prompt_tokens", 100).put("completion_tokens", 20).put("total_tokens", 120);
        byte[] bytes = root.toString().getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().add("Content-Type", "application/json");
        ex.sendResponseHeaders(200, bytes.length);
        try (OutputStream os = ex.getResponseBody()) {
            os.write(bytes);
        }
    }
}
