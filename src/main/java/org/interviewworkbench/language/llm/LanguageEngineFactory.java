package org.interviewworkbench.language.llm;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.LanguageTask;

/**
 * Builds the {@link LanguageEngine} for an engine id: {@code offline} gives the offline engine itself;
 * {@code openai}, {@code anthropic} and {@code ollama} give an {@link LlmLanguageEngine} that falls back to the
 * offline engine per task.
 *
 * <pre>{@code
 * LlmSettings settings = LlmSettingsLoader.forCurrentUser().load()
 *         .withOverrides(new CliOverrides(engineFlag, baseUrlFlag, modelFlag));
 * LanguageEngineFactory factory = new LanguageEngineFactory(settings, OfflineLanguageEngine::new);
 * LanguageEngine engine = factory.create();            // the settings' engine (after --engine)
 * Optional<LlmPersonaResponder> persona = factory.personaResponder(engine);
 * }</pre>
 */
public final class LanguageEngineFactory {

    private final LlmSettings settings;
    private final Supplier<LanguageEngine> offline;
    private final ChatModelFactory models;
    private final Sleeper sleeper;
    private final RedactMode redactMode;

    public LanguageEngineFactory(LlmSettings settings, Supplier<LanguageEngine> offline) {
        this(settings, offline, new ChatModelFactory(), Sleeper.SYSTEM);
    }

    public LanguageEngineFactory(LlmSettings settings, Supplier<LanguageEngine> offline, ChatModelFactory models,
                                 Sleeper sleeper) {
        this(settings, offline, models, sleeper, RedactMode.AUTO);
    }

    private LanguageEngineFactory(LlmSettings settings, Supplier<LanguageEngine> offline, ChatModelFactory models,
                                  Sleeper sleeper, RedactMode redactMode) {
        this.settings = settings;
        this.offline = offline;
        this.models = models;
        this.sleeper = sleeper;
        this.redactMode = redactMode;
    }

    /** This factory with {@code --redact} (design.md "What leaves the laptop"). */
    public LanguageEngineFactory withRedaction(RedactMode mode) {
        return new LanguageEngineFactory(settings, offline, models, sleeper, mode);
    }

    /**
     * This factory with every request of its engines waiting for {@code limiter} first (the {@code
     * requests_per_minute} setting); one limiter serves every task and every parallel run of the engine.
     */
    public LanguageEngineFactory withRateLimit(RateLimiter limiter) {
        return new LanguageEngineFactory(settings, offline, new RateLimitedChatModels(models, limiter), sleeper,
                redactMode);
    }

    public LlmSettings settings() {
        return settings;
    }

    /** The engine named by the settings ({@code engine:} in the file, or {@code --engine}). */
    public LanguageEngine create() {
        return create(settings.engine());
    }

    /**
     * The engine {@code engineId}.
     *
     * @throws IllegalArgumentException with one line when the id is unknown or a needed API key is missing
     */
    public LanguageEngine create(String engineId) {
        String id = engineId == null ? "offline" : engineId.strip().toLowerCase(Locale.ROOT);
        if ("offline".equals(id)) {
            return offline.get();
        }
        if (!LlmProvider.isProvider(id)) {
            throw new IllegalArgumentException(
                    "unknown engine '" + engineId + "'; use offline, openai, anthropic or ollama");
        }
        LlmSettings effective = id.equals(settings.engine()) ? settings
                : settings.withOverrides(new CliOverrides(id, null, null));
        requireKeys(effective);
        return new LlmLanguageEngine(id, effective, models, offline.get(), sleeper, redactMode);
    }

    /** The LLM persona respondent of an LLM engine; empty for the offline engine. */
    public Optional<LlmPersonaResponder> personaResponder(LanguageEngine engine) {
        return LlmPersonaResponder.of(engine);
    }

    private static void requireKeys(LlmSettings s) {
        Set<LlmProvider> missing = new LinkedHashSet<>();
        for (LanguageTask task : LanguageTask.values()) {
            TaskModelSettings t = s.task(task);
            if (t.provider().apiKeyEnv() == null || s.keys().forProvider(t.provider()).isPresent()) {
                continue;
            }
            if (t.provider() == LlmProvider.OPENAI && t.isLoopback()) {
                continue;
            }
            missing.add(t.provider());
        }
        if (!missing.isEmpty()) {
            LlmProvider p = missing.iterator().next();
            throw new IllegalArgumentException(p.apiKeyEnv() + " is not set; set it or use --engine offline");
        }
    }
}
