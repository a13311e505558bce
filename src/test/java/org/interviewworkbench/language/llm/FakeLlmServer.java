package org.interviewworkbench.language.llm;

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
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutorService;

/**
 * A loopback fake of one provider's wire format (OpenAI chat completions, Anthropic messages or Ollama /api/chat).
 * Replies follow a script of steps; the last step repeats. Every request is recorded.
 */
final class FakeLlmServer implements AutoCloseable {

    enum Wire { OPENAI, ANTHROPIC, OLLAMA }

    /** One scripted reply: an HTTP status, the assistant content (for 200) and a delay before answering. */
    record Step(int status, String content, long delayMs) {
        static Step ok(String content) {
            return new Step(200, content, 0);
        }

        static Step status(int code) {
            return new Step(code, null, 0);
        }

        static Step slow(long ms, String content) {
            return new Step(200, content, ms);
        }
    }

    /** A recorded request. */
    record Recorded(String path, Map<String, List<String>> headers, String body) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Wire wire;
    private final HttpServer server;
    private final ExecutorService executor = Executors.newFixedThreadPool(4);
    private final ConcurrentLinkedDeque<Step> script = new ConcurrentLinkedDeque<>();
    private final List<Recorded> requests = new CopyOnWriteArrayList<>();
    private volatile Step last = Step.ok("{}");

    FakeLlmServer(Wire wire) throws IOException {
        this.wire = wire;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.setExecutor(executor);
        server.start();
    }

    FakeLlmServer script(Step... steps) {
        script.clear();
        script.addAll(List.of(steps));
        last = steps[steps.length - 1];
        return this;
    }

    /** Base URL as the LangChain4j client expects it. */
    String baseUrl() {
        String root = "http://127.0.0.1:" + server.getAddress().getPort();
        return switch (wire) {
            case OPENAI, ANTHROPIC -> root + "/v1";
            case OLLAMA -> root;
        };
    }

    List<Recorded> requests() {
        return requests;
    }

    Recorded lastRequest() {
        return requests.get(requests.size() - 1);
    }

    private void handle(HttpExchange ex) throws IOException {
        String body = new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        requests.add(new Recorded(ex.getRequestURI().getPath(), Map.copyOf(ex.getRequestHeaders()), body));
        Step step = script.size() > 1 ? script.pollFirst() : last;
        try {
            if (step.delayMs() > 0) {
                Thread.sleep(step.delayMs());
            }
            String out = step.status() == 200 ? success(step.content())
                    : "{\"error\":{\"message\":\"scripted failure " + step.status() + "\",\"type\":\"x\"}}";
            byte[] bytes = out.getBytes(StandardCharsets.UTF_8);
            ex.getResponseHeaders().add("Content-Type", "application/json");
            ex.sendResponseHeaders(step.status(), bytes.length);
            try (OutputStream os = ex.getResponseBody()) {
                os.write(bytes);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException closedByClient) {
            // the client gave up (timeout, cancellation)
        } finally {
            ex.close();
        }
    }

    private String success(String content) {
        ObjectNode root = JSON.createObjectNode();
        switch (wire) {
            case OPENAI -> {
                root.put("id", "chatcmpl-1").put("object", "chat.completion").put("created", 1)
                        .put("model", "gpt-4o-mini-2024-07-18");
                ObjectNode choice = root.putArray("choices").addObject();
                choice.put("index", 0).put("finish_reason", "stop");
                choice.putObject("message").put("role", "assistant").put("content", content);
                root.putObject("usage").put("prompt_tokens", 120).put("completion_tokens", 30)
                        .put("total_tokens", 150);
            }
            case ANTHROPIC -> {
                root.put("id", "msg_1").put("type", "message").put("role", "assistant")
                        .put("model", "claude-haiku-4-5").put("stop_reason", "end_turn");
                root.putArray("content").addObject().put("type", "text").put("text", content);
                root.putObject("usage").put("input_tokens", 120).put("output_tokens", 30);
            }
            case OLLAMA -> {
                root.put("model", "llama3.1:8b").put("created_at", "2025-01-01T00:00:00Z").put("done", true)
                        .put("done_reason", "stop").put("prompt_eval_count", 120).put("eval_count", 30);
                root.putObject("message").put("role", "assistant").put("content", content);
            }
        }
        return root.toString();
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
