package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.ui.SettingsBridge.EngineSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsFileTest {

    @Test
    void saved_settings_are_read_back_keys_stay_private_and_other_keys_survive(@TempDir Path home) throws Exception {
        Path file = home.resolve(".interview-workbench/settings.yaml");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "prices:\n  my-model: {input_per_million: 1.0, output_per_million: 2.0}\n");
        LlmSettingsLoader loader = new LlmSettingsLoader(home, Map.of());
        SettingsFile settings = new SettingsFile(loader);

        settings.write(new EngineSettings("ollama", Map.of("extraction", "ollama:qwen2.5:7b"), "/data", java.util.List.of()),
                Map.of("openai", "fake-key-for-tests-1234567890", "anthropic", " "));

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        assertThat(Files.readString(file)).contains("my-model").contains("qwen2.5:7b");
        EngineSettings read = settings.read(home);
        assertThat(read.defaultEngine()).isEqualTo("ollama");
        assertThat(read.modelPerTask().get("extraction")).isEqualTo("ollama:qwen2.5:7b");
        assertThat(read.storedApiKeys()).containsExactly("openai");
        assertThat(read.toString()).doesNotContain("fake-key-for-tests");
        assertThat(loader.load().keys().openai()).isEqualTo("fake-key-for-tests-1234567890");
    }
}
