package org.interviewworkbench.language.llm;

import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import org.interviewworkbench.engine.port.LanguageTask;

/**
 * The model settings of one language task. Holds no API key (keys live only in {@link ApiKeys}).
 *
 * @param provider      wire format
 * @param baseUrl       server base URL (e.g. {@code https://api.deepseek.com/v1}, {@code http://localhost:1234/v1})
 * @param model         model name
 * @param temperature   sampling temperature
 * @param maxTokens     maximum output tokens
 * @param timeout       per-request timeout
 * @param maxRetries    retries after the first attempt on timeouts, HTTP 429 and 5xx
 * @param backoffBaseMs backoff base: the n-th retry waits {@code backoffBaseMs * 2^n} ms (n from 0)
 * @param outputMode    how JSON output is requested
 */
public record TaskModelSettings(LlmProvider provider, String baseUrl, String model, double temperature, int maxTokens,
                                Duration timeout, int maxRetries, long backoffBaseMs, OutputMode outputMode) {

    public TaskModelSettings {
        if (provider == null) {
            throw new IllegalArgumentException("provider is required");
        }
        baseUrl = baseUrl == null || baseUrl.isBlank() ? provider.defaultBaseUrl() : baseUrl.strip();
        if (model == null || model.isBlank()) {
            throw new IllegalArgumentException("model is required");
        }
        if (maxTokens <= 0) {
            throw new IllegalArgumentException("max_tokens must be positive, got " + maxTokens);
        }
        if (timeout == null || timeout.isZero() || timeout.isNegative()) {
            throw new IllegalArgumentException("timeout must be positive");
        }
        if (maxRetries < 0) {
            throw new IllegalArgumentException("max_retries must not be negative, got " + maxRetries);
        }
        if (backoffBaseMs < 0) {
            throw new IllegalArgumentException("backoff_base_ms must not be negative, got " + backoffBaseMs);
        }
        outputMode = outputMode == null ? OutputMode.AUTO : outputMode;
    }

    /** Default retries after the first attempt. */
    public static final int DEFAULT_MAX_RETRIES = 2;
    /** Default backoff base (1 s x 2^n). */
    public static final long DEFAULT_BACKOFF_BASE_MS = 1000;

    /**
     * The defaults of {@code task} for {@code provider} (seed 004 "LLM Constraints", peer-spec 7.3): extraction 0.4 /
     * 4000 tokens / 30 s, signal scoring 0.3 / 1024 / 30 s, question generation 0.7 / 200 / 15 s, slot discovery
     * 0.3 / 2000 / 60 s, synthetic respondent 0.8 / 256 / 30 s.
     */
    public static TaskModelSettings defaults(LanguageTask task, LlmProvider provider) {
        double temperature;
        int maxTokens;
        int timeoutSeconds;
        switch (task) {
            case EXTRACTION -> {
                temperature = 0.4;
                maxTokens = 4000;
                timeoutSeconds = 30;
            }
            case SIGNAL_SCORING -> {
                temperature = 0.3;
                maxTokens = 1024;
                timeoutSeconds = 30;
            }
            case QUESTION_GENERATION -> {
                temperature = 0.7;
                maxTokens = 200;
                timeoutSeconds = 15;
            }
            case SLOT_DISCOVERY -> {
                temperature = 0.3;
                maxTokens = 2000;
                timeoutSeconds = 60;
            }
            case RESPONDENT -> {
                temperature = 0.8;
                maxTokens = 256;
                timeoutSeconds = 30;
            }
            default -> throw new IllegalArgumentException("unknown task " + task);
        }
        return new TaskModelSettings(provider, provider.defaultBaseUrl(), provider.defaultModel(task), temperature,
                maxTokens, Duration.ofSeconds(timeoutSeconds), DEFAULT_MAX_RETRIES, DEFAULT_BACKOFF_BASE_MS,
                OutputMode.AUTO);
    }

    /** This task on another provider: provider defaults for base URL and model, the task's numbers kept. */
    public TaskModelSettings withProvider(LlmProvider newProvider, LanguageTask task) {
        if (newProvider == provider) {
            return this;
        }
        return new TaskModelSettings(newProvider, newProvider.defaultBaseUrl(), newProvider.defaultModel(task),
                temperature, maxTokens, timeout, maxRetries, backoffBaseMs, outputMode);
    }

    public TaskModelSettings withBaseUrl(String url) {
        return new TaskModelSettings(provider, url, model, temperature, maxTokens, timeout, maxRetries, backoffBaseMs,
                outputMode);
    }

    public TaskModelSettings withModel(String name) {
        return new TaskModelSettings(provider, baseUrl, name, temperature, maxTokens, timeout, maxRetries,
                backoffBaseMs, outputMode);
    }

    public TaskModelSettings withTimeout(Duration newTimeout) {
        return new TaskModelSettings(provider, baseUrl, model, temperature, maxTokens, newTimeout, maxRetries,
                backoffBaseMs, outputMode);
    }

    public TaskModelSettings withRetries(int retries, long backoffMs) {
        return new TaskModelSettings(provider, baseUrl, model, temperature, maxTokens, timeout, retries, backoffMs,
                outputMode);
    }

    public TaskModelSettings withOutputMode(OutputMode mode) {
        return new TaskModelSettings(provider, baseUrl, model, temperature, maxTokens, timeout, maxRetries,
                backoffBaseMs, mode);
    }

    /** The output mode actually used, {@link OutputMode#AUTO} resolved. */
    public OutputMode effectiveOutputMode() {
        if (outputMode != OutputMode.AUTO) {
            return outputMode;
        }
        return switch (provider) {
            case ANTHROPIC -> OutputMode.JSON_SCHEMA;
            case OLLAMA -> OutputMode.JSON_OBJECT;
            case OPENAI -> "api.openai.com".equalsIgnoreCase(host()) ? OutputMode.JSON_SCHEMA : OutputMode.JSON_OBJECT;
        };
    }

    /** Whether the base URL points at this machine (LM Studio, vLLM, Ollama), where no key is needed. */
    public boolean isLoopback() {
        String host = host().toLowerCase(Locale.ROOT);
        return host.equals("localhost") || host.startsWith("127.") || host.equals("[::1]") || host.equals("::1");
    }

    private String host() {
        try {
            String h = URI.create(baseUrl).getHost();
            return h == null ? "" : h;
        } catch (IllegalArgumentException e) {
            return "";
        }
    }
}
