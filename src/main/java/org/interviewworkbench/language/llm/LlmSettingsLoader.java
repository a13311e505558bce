package org.interviewworkbench.language.llm;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.port.LanguageTask;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Loads {@code <home>/.interview-workbench/settings.yaml} (see docs/llm.md for the format). A missing file gives the
 * built-in defaults. The {@code api_keys} section is honoured only when the file is readable and writable by its
 * owner alone (POSIX {@code 600}/{@code 400}); otherwise its keys are ignored with one warning naming the fix.
 * Environment variables ({@code OPENAI_API_KEY}, {@code ANTHROPIC_API_KEY}) always win over the file.
 */
public final class LlmSettingsLoader {

    private static final Logger LOG = LoggerFactory.getLogger(LlmSettingsLoader.class);

    /** Folder under the user's home that holds the settings file. */
    public static final String FOLDER = ".interview-workbench";
    /** The settings file name. */
    public static final String FILE_NAME = "settings.yaml";

    private static final Set<PosixFilePermission> GROUP_OR_OTHER = Set.of(
            PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);

    private final Path home;
    private final Map<String, String> environment;

    /**
     * @param home        the user's home folder ({@code user.home} in production, a temp folder in tests)
     * @param environment the environment ({@code System.getenv()} in production)
     */
    public LlmSettingsLoader(Path home, Map<String, String> environment) {
        this.home = home;
        this.environment = Map.copyOf(environment);
    }

    /** A loader for the real user: {@code user.home} and the process environment. */
    public static LlmSettingsLoader forCurrentUser() {
        return new LlmSettingsLoader(Path.of(System.getProperty("user.home")), System.getenv());
    }

    public Path settingsFile() {
        return home.resolve(FOLDER).resolve(FILE_NAME);
    }

    /**
     * The settings: the file (if any) over the built-in defaults, keys from the environment first.
     *
     * @throws IllegalArgumentException with the file name and the problem when the file is invalid
     */
    public LlmSettings load() {
        Path file = settingsFile();
        ApiKeys envKeys = new ApiKeys(environment.get("OPENAI_API_KEY"), environment.get("ANTHROPIC_API_KEY"));
        if (!Files.isRegularFile(file)) {
            return LlmSettings.defaults("offline").withKeys(envKeys);
        }
        Map<String, Object> root;
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            Object loaded = new Yaml(new SafeConstructor(new LoaderOptions())).load(reader);
            root = loaded == null ? Map.of() : asMap(loaded, "the file");
        } catch (IOException | YAMLException e) {
            throw new IllegalArgumentException(file + ": cannot read settings (" + firstLine(e.getMessage()) + ")", e);
        }
        try {
            return parse(root, file, envKeys);
        } catch (IllegalArgumentException | ClassCastException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * The {@code requests_per_minute} setting: how many requests a minute the LLM engine may send (a provider's rate
     * limit; shared by every task and every parallel run of {@code simulate --parallel}); empty when not set.
     *
     * @throws IllegalArgumentException with the file name when it is not a whole number of at least 1
     */
    public java.util.OptionalInt requestsPerMinute() {
        Path file = settingsFile();
        if (!Files.isRegularFile(file)) {
            return java.util.OptionalInt.empty();
        }
        Object value;
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            Object loaded = new Yaml(new SafeConstructor(new LoaderOptions())).load(reader);
            value = loaded instanceof Map<?, ?> root ? root.get("requests_per_minute") : null;
        } catch (IOException | YAMLException e) {
            throw new IllegalArgumentException(file + ": cannot read settings (" + firstLine(e.getMessage()) + ")", e);
        }
        if (value == null) {
            return java.util.OptionalInt.empty();
        }
        if (!(value instanceof Integer n) || n < 1) {
            throw new IllegalArgumentException(file + ": requests_per_minute must be a whole number of at least 1, not "
                    + value);
        }
        return java.util.OptionalInt.of(n);
    }

    private LlmSettings parse(Map<String, Object> root, Path file, ApiKeys envKeys) {
        String engine = string(root.get("engine"), "offline");
        Map<String, Object> defaults = root.containsKey("defaults") ? asMap(root.get("defaults"), "defaults") : Map.of();
        Map<String, Object> tasksNode = root.containsKey("tasks") ? asMap(root.get("tasks"), "tasks") : Map.of();
        for (String key : tasksNode.keySet()) {
            taskById(key);
        }
        LlmProvider engineProvider = LlmProvider.isProvider(engine) ? LlmProvider.fromId(engine) : LlmProvider.OPENAI;
        EnumMap<LanguageTask, TaskModelSettings> tasks = new EnumMap<>(LanguageTask.class);
        for (LanguageTask task : LanguageTask.values()) {
            Map<String, Object> entry = new LinkedHashMap<>(defaults);
            if (tasksNode.containsKey(task.id())) {
                entry.putAll(asMap(tasksNode.get(task.id()), "tasks." + task.id()));
            }
            tasks.put(task, taskSettings(task, entry, engineProvider));
        }
        PriceTable prices = PriceTable.defaults();
        if (root.containsKey("prices")) {
            Map<String, PriceTable.Price> extra = new LinkedHashMap<>();
            asMap(root.get("prices"), "prices").forEach((model, v) -> {
                Map<String, Object> p = asMap(v, "prices." + model);
                extra.put(model, new PriceTable.Price(number(p.get("input_per_million"), 0),
                        number(p.get("output_per_million"), 0)));
            });
            prices = prices.with(extra);
        }
        ApiKeys fileKeys = ApiKeys.NONE;
        if (root.containsKey("api_keys")) {
            Map<String, Object> k = asMap(root.get("api_keys"), "api_keys");
            ApiKeys declared = new ApiKeys(string(k.get("openai"), null), string(k.get("anthropic"), null));
            if (ownerOnly(file)) {
                fileKeys = declared;
            } else {
                LOG.warn("Ignoring api_keys in {}: the file is readable by other users; run: chmod 600 {}", file, file);
            }
        }
        return new LlmSettings(engine, tasks, prices, ApiKeys.merge(envKeys, fileKeys));
    }

    private static TaskModelSettings taskSettings(LanguageTask task, Map<String, Object> e, LlmProvider engineProvider) {
        LlmProvider provider = e.containsKey("provider") ? LlmProvider.fromId(string(e.get("provider"), null))
                : engineProvider;
        TaskModelSettings d = TaskModelSettings.defaults(task, provider);
        long timeoutMs = e.containsKey("timeout_seconds")
                ? Math.round(number(e.get("timeout_seconds"), 0) * 1000) : d.timeout().toMillis();
        return new TaskModelSettings(provider,
                string(e.get("base_url"), d.baseUrl()),
                string(e.get("model"), d.model()),
                number(e.get("temperature"), d.temperature()),
                (int) number(e.get("max_tokens"), d.maxTokens()),
                Duration.ofMillis(timeoutMs),
                (int) number(e.get("max_retries"), d.maxRetries()),
                (long) number(e.get("backoff_base_ms"), d.backoffBaseMs()),
                OutputMode.fromId(string(e.get("output"), "auto")));
    }

    /** Whether only the owner may read or write {@code file}; false when that cannot be checked. */
    static boolean ownerOnly(Path file) {
        if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return false;
        }
        try {
            Set<PosixFilePermission> perms = Files.getPosixFilePermissions(file);
            return perms.stream().noneMatch(GROUP_OR_OTHER::contains);
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    private static LanguageTask taskById(String id) {
        for (LanguageTask t : LanguageTask.values()) {
            if (t.id().equals(id)) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown task '" + id + "' under tasks (expected one of "
                + List.of(LanguageTask.values()).stream().map(LanguageTask::id).toList() + ")");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> asMap(Object node, String where) {
        if (!(node instanceof Map)) {
            throw new IllegalArgumentException(where + " must be a mapping");
        }
        Map<String, Object> out = new LinkedHashMap<>();
        ((Map<Object, Object>) node).forEach((k, v) -> out.put(String.valueOf(k).toLowerCase(Locale.ROOT), v));
        return out;
    }

    private static String string(Object v, String fallback) {
        return v == null || String.valueOf(v).isBlank() ? fallback : String.valueOf(v).strip();
    }

    private static double number(Object v, double fallback) {
        if (v == null) {
            return fallback;
        }
        if (v instanceof Number n) {
            return n.doubleValue();
        }
        try {
            return Double.parseDouble(String.valueOf(v).strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + v + "' is not a number", e);
        }
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "unknown error";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
