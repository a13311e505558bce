package org.interviewworkbench.language.llm;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.interviewworkbench.engine.port.LanguageTask;

/**
 * Before the first turn: is every LLM server the settings name reachable, and does it accept the key? One cheap
 * request per server (the model list: {@code GET /models} for OpenAI-compatible servers and Anthropic,
 * {@code GET /api/tags} for Ollama), no answer text sent. Any HTTP answer other than 401/403 counts as reachable
 * (some compatible servers have no model list).
 */
public final class ProviderPreflight {

    private final HttpClient http;
    private final Duration timeout;

    public ProviderPreflight(Duration timeout) {
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().connectTimeout(timeout).followRedirects(HttpClient.Redirect.NORMAL).build();
    }

    /** The first problem found, as one line, or empty when every server answered. */
    public Optional<String> check(LlmSettings settings) {
        Map<String, TaskModelSettings> servers = new LinkedHashMap<>();
        for (LanguageTask task : LanguageTask.values()) {
            TaskModelSettings t = settings.task(task);
            servers.putIfAbsent(t.provider().id() + " " + t.baseUrl(), t);
        }
        for (TaskModelSettings t : servers.values()) {
            Optional<String> problem = check(t, settings.keys().forProvider(t.provider()).orElse(null));
            if (problem.isPresent()) {
                return problem;
            }
        }
        return Optional.empty();
    }

    private Optional<String> check(TaskModelSettings t, String key) {
        String base = t.baseUrl().endsWith("/") ? t.baseUrl().substring(0, t.baseUrl().length() - 1) : t.baseUrl();
        String name = t.provider().id() + " server at " + base;
        HttpRequest.Builder request;
        try {
            request = HttpRequest.newBuilder(URI.create(base + (t.provider() == LlmProvider.OLLAMA ? "/api/tags"
                    : "/models"))).timeout(timeout).GET();
        } catch (IllegalArgumentException e) {
            return Optional.of("the " + t.provider().id() + " base URL '" + base + "' is not a valid URL");
        }
        if (key != null && t.provider() == LlmProvider.ANTHROPIC) {
            request.header("x-api-key", key).header("anthropic-version", "2023-06-01");
        } else if (key != null) {
            request.header("Authorization", "Bearer " + key);
        }
        try {
            HttpResponse<Void> response = http.send(request.build(), HttpResponse.BodyHandlers.discarding());
            int status = response.statusCode();
            if (status == 401 || status == 403) {
                return Optional.of("the " + name + " refused the API key (HTTP " + status + "); check "
                        + (t.provider().apiKeyEnv() == null ? "the server's settings" : t.provider().apiKeyEnv()));
            }
            return Optional.empty();
        } catch (HttpTimeoutException e) {
            return Optional.of("the " + name + " did not answer within " + timeout.toSeconds() + " s");
        } catch (java.net.ConnectException e) {
            return Optional.of("cannot reach the " + name + " (connection refused); is it running?");
        } catch (IOException e) {
            String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            return Optional.of("cannot reach the " + name + " (" + reason + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while checking the " + name);
        }
    }
}
