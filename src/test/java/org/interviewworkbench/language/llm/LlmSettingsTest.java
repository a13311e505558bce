package org.interviewworkbench.language.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Map;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.TokenUsage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LlmSettingsTest {

    private static final String FILE = """
            engine: openai
            defaults:
              base_url: https://api.deepseek.com/v1
              model: deepseek-chat
            tasks:
              extraction:
                temperature: 0.2
                max_tokens: 3000
                timeout_seconds: 20
                max_retries: 4
                backoff_base_ms: 500
              question_generation:
                provider: anthropic
                model: claude-haiku-4-5
            prices:
              deepseek-chat: {input_per_million: 0.5, output_per_million: 1.5}
            api_keys:
              openai: sk-file-SECRET-openai-key
              anthropic: sk-ant-file-SECRET-key
            """;

    @TempDir
    Path home;

    private Path write(String perms) throws Exception {
        Path dir = Files.createDirectories(home.resolve(".interview-workbench"));
        Path file = dir.resolve("settings.yaml");
        Files.writeString(file, FILE);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(perms));
        return file;
    }

    @Test
    void without_a_file_the_defaults_are_offline_with_keys_from_the_environment() {
        LlmSettings s = new LlmSettingsLoader(home, Map.of("OPENAI_API_KEY", "sk-env-SECRET-1234")).load();

        assertThat(s.engine()).isEqualTo("offline");
        assertThat(s.keys().openai()).isEqualTo("sk-env-SECRET-1234");
        assertThat(s.task(LanguageTask.EXTRACTION).maxTokens()).isEqualTo(4000);
        assertThat(s.task(LanguageTask.QUESTION_GENERATION).maxTokens()).isEqualTo(200);
        assertThat(s.task(LanguageTask.SLOT_DISCOVERY).timeout()).isEqualTo(Duration.ofSeconds(60));
        assertThat(s.task(LanguageTask.EXTRACTION).maxRetries()).isEqualTo(2);
        assertThat(s.task(LanguageTask.EXTRACTION).backoffBaseMs()).isEqualTo(1000);
    }

    @Test
    void the_file_sets_per_task_settings_over_defaults() throws Exception {
        write("rw-------");

        LlmSettings s = new LlmSettingsLoader(home, Map.of()).load();

        TaskModelSettings extraction = s.task(LanguageTask.EXTRACTION);
        assertThat(extraction.provider()).isEqualTo(LlmProvider.OPENAI);
        assertThat(extraction.baseUrl()).isEqualTo("https://api.deepseek.com/v1");
        assertThat(extraction.model()).isEqualTo("deepseek-chat");
        assertThat(extraction.temperature()).isEqualTo(0.2);
        assertThat(extraction.maxTokens()).isEqualTo(3000);
        assertThat(extraction.timeout()).isEqualTo(Duration.ofSeconds(20));
        assertThat(extraction.maxRetries()).isEqualTo(4);
        assertThat(extraction.backoffBaseMs()).isEqualTo(500);
        assertThat(extraction.effectiveOutputMode()).isEqualTo(OutputMode.JSON_OBJECT);
        TaskModelSettings questions = s.task(LanguageTask.QUESTION_GENERATION);
        assertThat(questions.provider()).isEqualTo(LlmProvider.ANTHROPIC);
        assertThat(questions.model()).isEqualTo("claude-haiku-4-5");
        assertThat(s.prices().cost(new TokenUsage("deepseek-chat", 1_000_000, 1_000_000))).hasValue(2.0);
    }

    @Test
    void keys_in_an_owner_only_file_are_used_but_the_environment_wins() throws Exception {
        write("rw-------");

        LlmSettings s = new LlmSettingsLoader(home, Map.of("OPENAI_API_KEY", "sk-env-SECRET-1234")).load();

        assertThat(s.keys().openai()).isEqualTo("sk-env-SECRET-1234");
        assertThat(s.keys().anthropic()).isEqualTo("sk-ant-file-SECRET-key");
    }

    @Test
    void keys_in_a_file_readable_by_others_are_ignored_with_a_chmod_warning() throws Exception {
        Path file = write("rw-r--r--");

        try (LogCapture logs = new LogCapture()) {
            LlmSettings s = new LlmSettingsLoader(home, Map.of()).load();

            assertThat(s.keys().openai()).isNull();
            assertThat(s.keys().anthropic()).isNull();
            assertThat(logs.text()).contains("chmod 600 " + file).doesNotContain("SECRET");
        }
    }

    @Test
    void keys_are_masked_in_every_to_string() throws Exception {
        write("rw-------");

        LlmSettings s = new LlmSettingsLoader(home, Map.of()).load();

        assertThat(s.toString()).doesNotContain("SECRET").contains("****");
        assertThat(s.keys().toString()).doesNotContain("SECRET");
        assertThat(s.task(LanguageTask.EXTRACTION).toString()).doesNotContain("SECRET");
    }

    @Test
    void command_line_overrides_apply_to_every_task() throws Exception {
        write("rw-------");

        LlmSettings s = new LlmSettingsLoader(home, Map.of()).load()
                .withOverrides(new CliOverrides("ollama", null, "qwen2.5:7b"));

        assertThat(s.engine()).isEqualTo("ollama");
        for (LanguageTask task : LanguageTask.values()) {
            assertThat(s.task(task).provider()).isEqualTo(LlmProvider.OLLAMA);
            assertThat(s.task(task).baseUrl()).isEqualTo("http://localhost:11434");
            assertThat(s.task(task).model()).isEqualTo("qwen2.5:7b");
        }
        assertThat(s.task(LanguageTask.EXTRACTION).maxTokens()).isEqualTo(3000);
        LlmSettings viaUrl = LlmSettings.defaults("openai")
                .withOverrides(new CliOverrides(null, "http://localhost:1234/v1", "qwen"));
        assertThat(viaUrl.task(LanguageTask.RESPONDENT).baseUrl()).isEqualTo("http://localhost:1234/v1");
    }

    @Test
    void an_invalid_file_names_the_file_and_the_problem() throws Exception {
        Path dir = Files.createDirectories(home.resolve(".interview-workbench"));
        Files.writeString(dir.resolve("settings.yaml"), "engine: openai\ntasks:\n  extracton: {model: x}\n");

        assertThatThrownBy(() -> new LlmSettingsLoader(home, Map.of()).load())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("settings.yaml").hasMessageContaining("unknown task 'extracton'");
    }

    @Test
    void prices_match_the_longest_model_substring_and_unknown_models_have_no_cost() {
        PriceTable prices = PriceTable.defaults();

        assertThat(prices.priceOf("gpt-4o-mini-2024-07-18")).hasValue(new PriceTable.Price(0.15, 0.60));
        assertThat(prices.priceOf("gpt-4o-2024-08-06")).hasValue(new PriceTable.Price(2.50, 10.00));
        assertThat(prices.cost(new TokenUsage("my-local-model", 1000, 1000))).isEmpty();
        assertThat(prices.cost(TokenUsage.NONE)).hasValue(0.0);
    }

    @Test
    void the_factory_requires_a_key_for_remote_providers_with_one_clear_line() {
        LanguageEngineFactory noKeys = new LanguageEngineFactory(LlmSettings.defaults("openai"),
                Fixtures.FixedEngine::new);

        assertThatThrownBy(noKeys::create).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("OPENAI_API_KEY is not set; set it or use --engine offline");
        assertThatThrownBy(() -> noKeys.create("anthropic"))
                .hasMessage("ANTHROPIC_API_KEY is not set; set it or use --engine offline");
        assertThat(noKeys.create("offline").id()).isEqualTo("offline");
        assertThat(noKeys.create("ollama").id()).isEqualTo("ollama");
        LanguageEngineFactory lmStudio = new LanguageEngineFactory(LlmSettings.defaults("openai")
                .withOverrides(new CliOverrides(null, "http://localhost:1234/v1", "qwen")), Fixtures.FixedEngine::new);
        assertThat(lmStudio.create().id()).isEqualTo("openai");
        assertThatThrownBy(() -> noKeys.create("gemini")).hasMessageContaining("unknown engine 'gemini'");
    }
}
