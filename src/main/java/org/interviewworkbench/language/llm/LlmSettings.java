package org.interviewworkbench.language.llm;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import org.interviewworkbench.engine.port.LanguageTask;

/**
 * Resolved LLM settings: the default engine id, the model settings of every task, the price table and the API keys
 * (masked in {@link #toString()}).
 *
 * @param engine default engine id: {@code offline}, {@code openai}, {@code anthropic} or {@code ollama}
 * @param tasks  settings of every {@link LanguageTask}
 * @param prices price table
 * @param keys   API keys (environment first, then the owner-only settings file)
 */
public record LlmSettings(String engine, Map<LanguageTask, TaskModelSettings> tasks, PriceTable prices, ApiKeys keys) {

    public LlmSettings {
        engine = engine == null || engine.isBlank() ? "offline" : engine.strip().toLowerCase(Locale.ROOT);
        if (!"offline".equals(engine) && !LlmProvider.isProvider(engine)) {
            throw new IllegalArgumentException(
                    "unknown engine '" + engine + "' (expected offline, openai, anthropic or ollama)");
        }
        EnumMap<LanguageTask, TaskModelSettings> all = new EnumMap<>(LanguageTask.class);
        LlmProvider fallbackProvider = LlmProvider.isProvider(engine) ? LlmProvider.fromId(engine) : LlmProvider.OPENAI;
        for (LanguageTask task : LanguageTask.values()) {
            TaskModelSettings s = tasks == null ? null : tasks.get(task);
            all.put(task, s != null ? s : TaskModelSettings.defaults(task, fallbackProvider));
        }
        tasks = java.util.Collections.unmodifiableMap(all);
        prices = prices == null ? PriceTable.defaults() : prices;
        keys = keys == null ? ApiKeys.NONE : keys;
    }

    /** Built-in defaults for {@code engine}, no keys. */
    public static LlmSettings defaults(String engine) {
        return new LlmSettings(engine, null, PriceTable.defaults(), ApiKeys.NONE);
    }

    public TaskModelSettings task(LanguageTask task) {
        return tasks.get(task);
    }

    /**
     * These settings with the command-line overrides applied to every task: {@code --engine} switches every task to
     * that provider (its default base URL and model unless the task already used it), then {@code --base-url} and
     * {@code --model} replace the base URL and model of every task.
     */
    public LlmSettings withOverrides(CliOverrides overrides) {
        if (overrides == null) {
            return this;
        }
        String newEngine = overrides.engine() == null ? engine : overrides.engine().toLowerCase(Locale.ROOT);
        EnumMap<LanguageTask, TaskModelSettings> changed = new EnumMap<>(LanguageTask.class);
        for (Map.Entry<LanguageTask, TaskModelSettings> e : tasks.entrySet()) {
            TaskModelSettings s = e.getValue();
            if (overrides.engine() != null && LlmProvider.isProvider(newEngine)) {
                s = s.withProvider(LlmProvider.fromId(newEngine), e.getKey());
            }
            if (overrides.baseUrl() != null) {
                s = s.withBaseUrl(overrides.baseUrl());
            }
            if (overrides.model() != null) {
                s = s.withModel(overrides.model());
            }
            changed.put(e.getKey(), s);
        }
        return new LlmSettings(newEngine, changed, prices, keys);
    }

    /** These settings with other keys (tests, the settings dialog). */
    public LlmSettings withKeys(ApiKeys newKeys) {
        return new LlmSettings(engine, tasks, prices, newKeys);
    }

    /** These settings with one task changed. */
    public LlmSettings withTask(LanguageTask task, TaskModelSettings settings) {
        EnumMap<LanguageTask, TaskModelSettings> changed = new EnumMap<>(tasks);
        changed.put(task, settings);
        return new LlmSettings(engine, changed, prices, keys);
    }

    @Override
    public String toString() {
        return "LlmSettings[engine=" + engine + ", tasks=" + tasks + ", prices=" + prices.prices().keySet()
                + ", keys=" + keys + "]";
    }
}
