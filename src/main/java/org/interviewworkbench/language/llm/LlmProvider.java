package org.interviewworkbench.language.llm;

import java.util.Locale;
import java.util.Map;
import org.interviewworkbench.engine.port.LanguageTask;

/** The LLM providers (wire formats) the workbench can talk to, with their defaults. */
public enum LlmProvider {
    /** OpenAI chat completions and every compatible server (DeepSeek, Moonshot/Kimi, LM Studio, vLLM). */
    OPENAI("openai", "https://api.openai.com/v1", "OPENAI_API_KEY", Map.of()),
    /** Anthropic Messages API. */
    ANTHROPIC("anthropic", "https://api.anthropic.com/v1", "ANTHROPIC_API_KEY",
            Map.of(LanguageTask.EXTRACTION, "claude-sonnet-4-6")),
    /** A local Ollama server ({@code /api/chat}); needs no key. */
    OLLAMA("ollama", "http://localhost:11434", null, Map.of());

    private final String id;
    private final String defaultBaseUrl;
    private final String apiKeyEnv;
    private final Map<LanguageTask, String> modelByTask;

    LlmProvider(String id, String defaultBaseUrl, String apiKeyEnv, Map<LanguageTask, String> modelByTask) {
        this.id = id;
        this.defaultBaseUrl = defaultBaseUrl;
        this.apiKeyEnv = apiKeyEnv;
        this.modelByTask = modelByTask;
    }

    public String id() {
        return id;
    }

    public String defaultBaseUrl() {
        return defaultBaseUrl;
    }

    /** The environment variable holding the API key, or {@code null} when the provider needs none. */
    public String apiKeyEnv() {
        return apiKeyEnv;
    }

    /** The default model of {@code task} for this provider. */
    public String defaultModel(LanguageTask task) {
        return switch (this) {
            case OPENAI -> modelByTask.getOrDefault(task, "gpt-4o-mini");
            case ANTHROPIC -> modelByTask.getOrDefault(task, "claude-haiku-4-5");
            case OLLAMA -> modelByTask.getOrDefault(task, "llama3.1:8b");
        };
    }

    /** The provider with id {@code id} ({@code openai}, {@code anthropic}, {@code ollama}). */
    public static LlmProvider fromId(String id) {
        String wanted = id == null ? "" : id.strip().toLowerCase(Locale.ROOT);
        for (LlmProvider p : values()) {
            if (p.id.equals(wanted)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown LLM provider '" + id + "' (expected openai, anthropic or ollama)");
    }

    /** Whether {@code id} names a provider (as opposed to {@code offline}). */
    public static boolean isProvider(String id) {
        for (LlmProvider p : values()) {
            if (p.id.equalsIgnoreCase(id == null ? "" : id.strip())) {
                return true;
            }
        }
        return false;
    }
}
