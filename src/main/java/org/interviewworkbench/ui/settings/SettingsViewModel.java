package org.interviewworkbench.ui.settings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.ui.DialogService;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.SettingsBridge.EngineSettings;

/**
 * Engines and models per task, data folder, API keys. A key typed here is sent once to the bridge and then
 * cleared; the UI only ever shows whether a key is stored.
 */
public final class SettingsViewModel {

    /** Words for where a task runs while the offline engine is selected. */
    public static final String OFFLINE_RUNS_ON = "this computer (offline engine)";

    /**
     * An editable "task -> engine:model" row, and where the task runs with the selected engine: the model, or this
     * computer while the offline engine is selected (the model then waits for an LLM engine).
     */
    public static final class TaskModel {
        private final String task;
        private final StringProperty model;
        private final javafx.beans.binding.StringBinding runsOn;

        public TaskModel(String task, String model) {
            this(task, model, new javafx.beans.property.SimpleBooleanProperty(false));
        }

        TaskModel(String task, String model, javafx.beans.value.ObservableBooleanValue offline) {
            this.task = task;
            this.model = new SimpleStringProperty(this, "model", model);
            this.runsOn = javafx.beans.binding.Bindings.createStringBinding(
                    () -> offline.get() ? OFFLINE_RUNS_ON : this.model.get(), offline, this.model);
        }

        /** Where the task runs now: the model, or {@link #OFFLINE_RUNS_ON}. */
        public javafx.beans.value.ObservableStringValue runsOnProperty() {
            return runsOn;
        }

        public String task() {
            return task;
        }

        public StringProperty modelProperty() {
            return model;
        }
    }

    private final UiServices services;
    private final ObservableList<String> engines = FXCollections.observableArrayList();
    private final StringProperty defaultEngine = new SimpleStringProperty(this, "defaultEngine");
    private final StringProperty dataFolder = new SimpleStringProperty(this, "dataFolder", "");
    private final ObservableList<TaskModel> taskModels = FXCollections.observableArrayList();
    private final StringProperty apiKeyProvider = new SimpleStringProperty(this, "apiKeyProvider", "openai");
    private final StringProperty apiKeyInput = new SimpleStringProperty(this, "apiKeyInput", "");
    private final ReadOnlyStringWrapper keyStatus = new ReadOnlyStringWrapper(this, "keyStatus", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ObservableList<String> localModels = FXCollections.observableArrayList();
    private final javafx.beans.property.ReadOnlyBooleanWrapper searching =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "searching");
    private EngineSettings loaded;
    private final javafx.beans.binding.BooleanBinding offline = javafx.beans.binding.Bindings.createBooleanBinding(
            () -> defaultEngine.get() == null || "offline".equals(defaultEngine.get()), defaultEngine);
    private final javafx.beans.binding.StringBinding modelsNote = javafx.beans.binding.Bindings.createStringBinding(
            () -> offline.get() ? "The offline engine is selected: every task runs on this computer and no model "
                    + "below is in use. The models are used when an LLM engine (openai, anthropic, ollama) is chosen."
                    : "Each task runs on the model beside it with the " + defaultEngine.get() + " engine.", offline);

    private final StudyDatabaseViewModel studyDatabase;

    public SettingsViewModel(UiServices services) {
        this.services = services;
        this.studyDatabase = new StudyDatabaseViewModel(services);
    }

    /** The "Study database" section (issue 16). */
    public StudyDatabaseViewModel studyDatabase() {
        return studyDatabase;
    }

    public ObservableList<String> engines() {
        return engines;
    }

    public StringProperty defaultEngineProperty() {
        return defaultEngine;
    }

    /** Whether the offline engine is selected (no model of the table is in use then). */
    public javafx.beans.binding.BooleanBinding offlineProperty() {
        return offline;
    }

    /** The line above the model table: which models are in use with the selected engine. */
    public javafx.beans.binding.StringBinding modelsNoteProperty() {
        return modelsNote;
    }

    public StringProperty dataFolderProperty() {
        return dataFolder;
    }

    public ObservableList<TaskModel> taskModels() {
        return taskModels;
    }

    public StringProperty apiKeyProviderProperty() {
        return apiKeyProvider;
    }

    /** Bound to a password field; cleared after saving. */
    public StringProperty apiKeyInputProperty() {
        return apiKeyInput;
    }

    /** "Stored keys: openai" (never the key). */
    public ReadOnlyStringProperty keyStatusProperty() {
        return keyStatus.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Command: load settings. */
    public void initialise() {
        record Loaded(EngineSettings s, java.util.List<String> e) {
        }
        services.async(services.background(), () -> new Loaded(services.bridge().settings(),
                services.bridge().engines()), l -> {
                    engines.setAll(l.e());
                    show(l.s());
                }, t -> message.set("Settings unavailable: " + DialogService.friendly(t)));
        studyDatabase.initialise();
    }

    /** Local servers and their models, one line each ("ollama at http://localhost:11434: llama3.1:8b, ..."). */
    public ObservableList<String> localModels() {
        return localModels;
    }

    /** Whether a search for local servers is running. */
    public javafx.beans.property.ReadOnlyBooleanProperty searchingProperty() {
        return searching.getReadOnlyProperty();
    }

    /** Command: find language model servers on this machine and list their models (off the FX thread). */
    public void findLocalModels() {
        if (searching.get()) {
            return;
        }
        searching.set(true);
        message.set("Looking for Ollama and OpenAI-compatible servers on this machine\u2026");
        services.async(services.background(), () -> services.bridge().findLocalModels(), found -> {
            searching.set(false);
            localModels.setAll(found.stream().map(f -> f.engine() + " at " + f.baseUrl() + ": "
                    + (f.models().isEmpty() ? "(no models listed)" : String.join(", ", f.models()))).toList());
            message.set(found.isEmpty() ? "No local model server found (Ollama on 11434, LM Studio on 1234, "
                    + "vLLM on 8000, llama.cpp on 8080)." : "Found " + found.size()
                    + (found.size() == 1 ? " local server." : " local servers.")
                    + " Use one per task as engine:model, e.g. ollama:" + firstModel(found) + ".");
        }, t -> {
            searching.set(false);
            message.set("Could not look for local servers: " + DialogService.friendly(t));
        });
    }

    private static String firstModel(List<org.interviewworkbench.ui.WorkbenchBridge.LocalModelServer> found) {
        return found.stream().flatMap(f -> f.models().stream()).findFirst().orElse("MODEL");
    }

    /** Command: save settings (and the typed key, if any). */
    public void save() {
        Map<String, String> models = new LinkedHashMap<>();
        taskModels.forEach(t -> models.put(t.task(), t.modelProperty().get()));
        EngineSettings settings = new EngineSettings(defaultEngine.get(), models,
                fullFolder(dataFolder.get(), System.getProperty("user.home")),
                loaded == null ? java.util.List.of() : loaded.storedApiKeys());
        Map<String, String> keys = new LinkedHashMap<>();
        if (apiKeyInput.get() != null && !apiKeyInput.get().isBlank()) {
            keys.put(apiKeyProvider.get(), apiKeyInput.get().strip());
        }
        apiKeyInput.set("");
        services.async(services.background(), () -> {
            services.bridge().saveSettings(settings, keys);
            return services.bridge().settings();
        }, s -> {
            show(s);
            message.set("Settings saved.");
        }, t -> message.set("Could not save settings: " + DialogService.friendly(t)));
    }

    /** A folder inside the home folder as "~/..." (how the Settings tab shows it), others unchanged. */
    public static String shortFolder(String folder, String home) {
        if (folder == null || home == null || home.isBlank()) {
            return folder;
        }
        String h = home.endsWith(java.io.File.separator) ? home.substring(0, home.length() - 1) : home;
        if (folder.equals(h)) {
            return "~";
        }
        return folder.startsWith(h + java.io.File.separator) ? "~" + folder.substring(h.length()) : folder;
    }

    /** The reverse of {@link #shortFolder}: "~/..." back to the full path, for storing. */
    public static String fullFolder(String shown, String home) {
        if (shown == null || home == null || !(shown.equals("~") || shown.startsWith("~" + java.io.File.separator))) {
            return shown;
        }
        return home + shown.substring(1);
    }

    private void show(EngineSettings s) {
        loaded = s;
        defaultEngine.set(s.defaultEngine());
        dataFolder.set(shortFolder(s.dataFolder(), System.getProperty("user.home")));
        taskModels.setAll(s.modelPerTask().entrySet().stream().map(e -> new TaskModel(e.getKey(), e.getValue(), offline))
                .toList());
        keyStatus.set(s.storedApiKeys().isEmpty() ? "No API key stored"
                : "Stored keys: " + String.join(", ", s.storedApiKeys()) + " (\u2022\u2022\u2022\u2022 hidden)");
    }
}
