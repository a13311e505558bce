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
 * A loopback OpenAI-compatible chat-completions server for end-to-end tests and the turn latency harness: every
 * request's messages are joined into one prompt text and answered by the test's {@link Replies}; requests are
 * recorded. Requests are served concurrently. With a delay D every reply is complete D after its request arrived:
 * a plain reply is sent after D; a streamed one ({@code "stream": true}, server-sent events of
 * {@code chat.completion.chunk}s, 4 characters each) sends its first chunk at once and the rest spread evenly so
 * the last arrives at D.
 */
public final class FakeOpenAiServer implements AutoCloseable {

    /** Content of the assistant message for a prompt. */
    @FunctionalInterface
    public interface Replies {
        String reply(String prompt) throws IOException;
    }

    /** Characters per streamed chunk (small, so placeholders are split across chunks). */
    public static final int CHUNK = 4;

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpServer server;
    private final Replies replies;
    private final long delayMs;
    private final List<JsonNode> requests = new CopyOnWriteArrayList<>();
    private final java.util.concurrent.ExecutorService handlers = java.util.concurrent.Executors.newCachedThreadPool(
            r -> {
                Thread t = new Thread(r, "fake-openai");
                t.setDaemon(true);
                return t;
            });

    private FakeOpenAiServer(Replies replies, long delayMs) throws IOException {
        this.replies = replies;
        this.delayMs = delayMs;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.setExecutor(handlers);
        server.start();
    }

    public static FakeOpenAiServer start(Replies replies) throws IOException {
        return new FakeOpenAiServer(replies, 0);
    }

    /** A server whose every reply is complete {@code delayMs} after the request arrived. */
    public static FakeOpenAiServer start(Replies replies, long delayMs) throws IOException {
        return new FakeOpenAiServer(replies, delayMs);
    }

    /** The {@code --base-url} of this server. */
    public String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    private final java.util.concurrent.atomic.AtomicInteger preflights = new java.util.concurrent.atomic.AtomicInteger();

    /** How many preflight requests (GET of the model list) arrived. */
    int preflights() {
        return preflights.get();
    }

    /** Every request body received so far. */
    public List<JsonNode> requests() {
        return requests;
    }

    /** The prompt text (all messages) of a recorded request. */
    public static String prompt(JsonNode request) {
        StringBuilder prompt = new StringBuilder();
        request.path("messages").forEach(m -> prompt.append(m.path("content").asText()).append('\n'));
        return prompt.toString();
    }

    /** The text between the last {@code open} and the last {@code close} marker, or "". */
    public static String between(String s, String open, String close) {
        int a = s.lastIndexOf(open);
        int b = s.lastIndexOf(close);
        return a >= 0 && b > a ? s.substring(a + open.length(), b) : "";
    }

    @Override
    public void close() {
        server.stop(0);
        handlers.shutdownNow();
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
        long arrived = System.nanoTime();
        JsonNode body = JSON.readTree(ex.getRequestBody().readAllBytes());
        requests.add(body);
        String content;
        try {
            content = replies.reply(prompt(body));
        } catch (IOException e) {
            ex.close(); // a reply that gives up (a test's hanging task ends with the server)
            return;
        }
        if (body.path("stream").asBoolean(false)) {
            stream(ex, content, arrived);
            return;
        }
        sleepUntil(arrived + delayMs * 1_000_000L);
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

    private void stream(HttpExchange ex, String content, long arrived) throws IOException {
        ex.getResponseHeaders().add("Content-Type", "text/event-stream");
        ex.sendResponseHeaders(200, 0);
        List<String> chunks = new java.util.ArrayList<>();
        for (int i = 0; i < content.length(); i += CHUNK) {
            chunks.add(content.substring(i, Math.min(content.length(), i + CHUNK)));
        }
        try (OutputStream os = ex.getResponseBody()) {
            for (int i = 0; i < chunks.size(); i++) {
                if (i > 0) {
                    sleepUntil(arrived + delayMs * 1_000_000L * i / Math.max(1, chunks.size() - 1));
                }
                ObjectNode chunk = chunk();
                ObjectNode choice = chunk.putArray("choices").addObject();
                choice.put("index", 0).putObject("delta").put("role", "assistant").put("content", chunks.get(i));
                choice.putNull("finish_reason");
                event(os, chunk.toString());
            }
            sleepUntil(arrived + delayMs * 1_000_000L);
            ObjectNode last = chunk();
            ObjectNode choice = last.putArray("choices").addObject();
            choice.put("index", 0).putObject("delta");
            choice.put("finish_reason", "stop");
            last.putObject("usage").put("prompt_tokens", 100).put("completion_tokens", 20).put("total_tokens", 120);
            event(os, last.toString());
            event(os, "[DONE]");
        }
    }

    private static ObjectNode chunk() {
        ObjectNode root = JSON.createObjectNode();
        root.put("id", "chatcmpl-1").put("object", "chat.completion.chunk").put("created", 1)
                .put("model", "test-model");
        return root;
    }

    private static void event(OutputStream os, String data) throws IOException {
        os.write(("data: " + data + "\n\n").getBytes(StandardCharsets.UTF_8));
        os.flush();
    }

    private static void sleepUntil(long nanos) throws IOException {
        long wait = nanos - System.nanoTime();
        if (wait <= 0) {
            return;
        }
        try {
            Thread.sleep(wait / 1_000_000L, (int) (wait % 1_000_000L));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("fake server stopped");
        }
    }
}
