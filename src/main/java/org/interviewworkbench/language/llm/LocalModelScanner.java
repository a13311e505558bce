package org.interviewworkbench.language.llm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds language model servers running on this machine and lists their models: Ollama ({@code GET /api/tags}) and
 * OpenAI-compatible servers ({@code GET /v1/models}: LM Studio, vLLM, llama.cpp's server, LocalAI). Only loopback
 * addresses are asked, each with a short timeout; nothing else is sent. Blocking: call it off the UI thread.
 */
public final class LocalModelScanner {

    /** A server that answered, with the models it lists. */
    public record LocalServer(String engine, String baseUrl, List<String> models) {
        public LocalServer {
            models = List.copyOf(models);
        }
    }

    /** A place to look: the engine it would be used as, its base URL, and the path listing its models. */
    public record Candidate(String engine, String baseUrl, String listPath) {
    }

    /** Where local servers listen by default: Ollama, LM Studio, vLLM, llama.cpp / LocalAI. */
    public static final List<Candidate> DEFAULT_CANDIDATES = List.of(
            new Candidate("ollama", "http://localhost:11434", "/api/tags"),
            new Candidate("openai", "http://localhost:1234/v1", "/models"),
            new Candidate("openai", "http://localhost:8000/v1", "/models"),
            new Candidate("openai", "http://localhost:8080/v1", "/models"));

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http;
    private final Duration timeout;

    public LocalModelScanner(Duration timeout) {
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
    }

    /** The servers among the default places that answered, in that order. */
    public List<LocalServer> scan() {
        return scan(DEFAULT_CANDIDATES);
    }

    /** The servers among {@code candidates} that answered (non-loopback candidates are skipped). */
    public List<LocalServer> scan(List<Candidate> candidates) {
        List<LocalServer> found = new ArrayList<>();
        for (Candidate c : candidates) {
            if (!RedactMode.isLoopback(RedactMode.host(LlmProvider.OPENAI, c.baseUrl()))) {
                continue;
            }
            probe(c).ifPresent(found::add);
        }
        return found;
    }

    private Optional<LocalServer> probe(Candidate c) {
        try {
            HttpRequest request = HttpRequest.newBuilder(URI.create(c.baseUrl() + c.listPath())).timeout(timeout)
                    .GET().build();
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                return Optional.empty();
            }
            return Optional.of(new LocalServer(c.engine(), c.baseUrl(), models(response.body())));
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /** Model names of an Ollama tag list ({@code models[].name}) or an OpenAI model list ({@code data[].id}). */
    static List<String> models(String body) throws IOException {
        JsonNode root = JSON.readTree(body);
        List<String> names = new ArrayList<>();
        root.path("models").forEach(m -> names.add(m.path("name").asText(m.path("model").asText())));
        root.path("data").forEach(m -> names.add(m.path("id").asText()));
        names.removeIf(String::isBlank);
        return names;
    }
}
