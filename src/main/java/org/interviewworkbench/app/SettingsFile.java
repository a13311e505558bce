package org.interviewworkbench.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.language.llm.LlmSettings;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.ui.SettingsBridge.EngineSettings;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.representer.Representer;

/**
 * Reads and writes the settings the workbench's Settings tab edits, in {@code ~/.interview-workbench/settings.yaml}
 * (format in docs/llm.md). Writing merges into the existing file, keeps every other key, and makes the file
 * owner-only (keys in a file others can read are ignored by the loader). Keys are never read back out.
 */
final class SettingsFile {

    private final LlmSettingsLoader loader;

    SettingsFile(LlmSettingsLoader loader) {
        this.loader = loader;
    }

    /** The settings file ({@code ~/.interview-workbench/settings.yaml}). */
    Path file() {
        return loader.settingsFile();
    }

    EngineSettings read(Path dataFolder) {
        LlmSettings settings = loader.load();
        Map<String, String> models = new LinkedHashMap<>();
        for (LanguageTask task : LanguageTask.values()) {
            var t = settings.task(task);
            models.put(task.id(), t.provider().id() + ":" + t.model());
        }
        List<String> stored = new ArrayList<>();
        Object keys = readYaml().get("api_keys");
        if (keys instanceof Map<?, ?> map) {
            map.forEach((provider, key) -> {
                if (key != null && !key.toString().isBlank()) {
                    stored.add(provider.toString());
                }
            });
        }
        return new EngineSettings(settings.engine(), models, dataFolder.toString(), stored);
    }

    @SuppressWarnings("unchecked")
    void write(EngineSettings settings, Map<String, String> newApiKeys) {
        Map<String, Object> root = readYaml();
        root.put("engine", settings.defaultEngine());
        Map<String, Object> tasks = root.get("tasks") instanceof Map<?, ?> m ? (Map<String, Object>) m
                : new LinkedHashMap<>();
        settings.modelPerTask().forEach((task, engineModel) -> {
            int colon = engineModel.indexOf(':');
            if (colon > 0 && colon < engineModel.length() - 1) {
                Map<String, Object> entry = tasks.get(task) instanceof Map<?, ?> e ? (Map<String, Object>) e
                        : new LinkedHashMap<>();
                entry.put("provider", engineModel.substring(0, colon));
                entry.put("model", engineModel.substring(colon + 1));
                tasks.put(task, entry);
            }
        });
        if (!tasks.isEmpty()) {
            root.put("tasks", tasks);
        }
        Map<String, Object> keys = root.get("api_keys") instanceof Map<?, ?> k ? (Map<String, Object>) k
                : new LinkedHashMap<>();
        newApiKeys.forEach((provider, key) -> {
            if (key != null && !key.isBlank()) {
                keys.put(provider, key.strip());
            }
        });
        if (!keys.isEmpty()) {
            root.put("api_keys", keys);
        }
        store(root);
    }

    /**
     * Stores the "Study database" choice in the {@code database} section (docs/team.md), keeping every other key; a
     * non-blank {@code newPassword} replaces the stored password, blank keeps it. The file stays owner-only.
     */
    @SuppressWarnings("unchecked")
    void writeDatabase(org.interviewworkbench.ui.WorkbenchBridge.StudyDatabase choice, String newPassword) {
        Map<String, Object> root = readYaml();
        Map<String, Object> db = root.get("database") instanceof Map<?, ?> d ? new LinkedHashMap<>((Map<String, Object>) d)
                : new LinkedHashMap<>();
        db.put("kind", choice.shared() ? "postgresql" : "local");
        db.put("host", choice.host() == null ? "" : choice.host().strip());
        db.put("port", choice.port());
        db.put("name", choice.database() == null ? "" : choice.database().strip());
        db.put("sslmode", choice.sslmode() == null ? "prefer" : choice.sslmode().strip());
        if (choice.user() == null || choice.user().isBlank()) {
            db.remove("user");
        } else {
            db.put("user", choice.user().strip());
        }
        if (newPassword != null && !newPassword.isBlank()) {
            db.put("password", newPassword);
        }
        root.put("database", db);
        store(root);
    }

    private void store(Map<String, Object> root) {
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        String yaml = new Yaml(new Representer(options), options).dump(root);
        Path file = loader.settingsFile();
        try {
            Files.createDirectories(file.getParent());
            boolean posix = file.getFileSystem().supportedFileAttributeViews().contains("posix");
            if (posix && !Files.exists(file)) { // owner-only before the first byte of a password is written
                Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            }
            Files.writeString(file, yaml, StandardCharsets.UTF_8);
            if (posix) {
                Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /** The workbench theme stored in the settings file ({@code theme: dark|light}; light when absent). */
    String theme() {
        Object t = readYaml().get("theme");
        return "dark".equals(t) ? "dark" : "light";
    }

    /** Stores the theme, keeping every other setting. */
    void writeTheme(String theme) {
        Map<String, Object> root = readYaml();
        root.put("theme", "dark".equals(theme) ? "dark" : "light");
        store(root);
    }

    /** Whether the settings file exists (it does not before the first run of the workbench). */
    boolean exists() {
        return Files.isRegularFile(loader.settingsFile());
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> readYaml() {
        Path file = loader.settingsFile();
        if (!Files.isRegularFile(file)) {
            return new LinkedHashMap<>();
        }
        try {
            Object parsed = new Yaml(new SafeConstructor(new LoaderOptions()))
                    .load(Files.readString(file, StandardCharsets.UTF_8));
            return parsed instanceof Map<?, ?> m ? new LinkedHashMap<>((Map<String, Object>) m) : new LinkedHashMap<>();
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
