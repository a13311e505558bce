package org.interviewworkbench.simulation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Reads scenario and persona YAML files (design.md shapes) into {@link Scenario} and {@link Persona}.
 *
 * <p>A small, self-contained reader so simulation works before the shared methodology loader lands; the lead may
 * swap it for that loader. Ids resolve to {@code <folder>/personas/<id>.yaml} /
 * {@code <folder>/scenarios/<id>.yaml} under the given methodologies folder, then to the class-path resources
 * {@code methodologies/personas/<id>.yaml} / {@code methodologies/scenarios/<id>.yaml} shipped in the jar.
 */
public final class SimulationFiles {

    /** Largest persona or scenario file read. */
    static final long MAX_BYTES = 1024L * 1024;


    private final Path methodologiesDir;

    /** @param methodologiesDir folder holding {@code personas/} and {@code scenarios/} (may not exist) */
    public SimulationFiles(Path methodologiesDir) {
        this.methodologiesDir = methodologiesDir;
    }

    /** Reads {@code --persona FILE|ID}. */
    public Persona persona(String fileOrId) {
        return parsePersona(read("persona", "personas", fileOrId), "persona " + fileOrId);
    }

    /** Reads {@code --scenario FILE|ID}. */
    public Scenario scenario(String fileOrId) {
        return parseScenario(read("scenario", "scenarios", fileOrId), "scenario " + fileOrId);
    }

    /** Whether a scenario with this id (or path) can be found. */
    public boolean hasScenario(String fileOrId) {
        try {
            read("scenario", "scenarios", fileOrId);
            return true;
        } catch (SimulationFileException e) {
            return false;
        }
    }

    private String read(String what, String folder, String fileOrId) {
        if (fileOrId == null || fileOrId.isBlank()) {
            throw new SimulationFileException("no " + what + " given");
        }
        Path path = Path.of(fileOrId);
        boolean looksLikeFile = fileOrId.endsWith(".yaml") || fileOrId.endsWith(".yml") || fileOrId.contains("/")
                || fileOrId.contains("\\");
        try {
            if (looksLikeFile) {
                if (!Files.isRegularFile(path)) {
                    throw new SimulationFileException(what + " file not found: " + fileOrId);
                }
                if (Files.size(path) > MAX_BYTES) {
                    throw new SimulationFileException(what + " file " + fileOrId + " is larger than the limit of "
                            + (MAX_BYTES / 1024 / 1024) + " MB");
                }
                return Files.readString(path, StandardCharsets.UTF_8);
            }
            if (methodologiesDir != null) {
                Path candidate = methodologiesDir.resolve(folder).resolve(fileOrId + ".yaml");
                if (Files.isRegularFile(candidate)) {
                    return Files.readString(candidate, StandardCharsets.UTF_8);
                }
            }
            String resource = "methodologies/" + folder + "/" + fileOrId + ".yaml";
            try (InputStream in = SimulationFiles.class.getClassLoader().getResourceAsStream(resource)) {
                if (in != null) {
                    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
            }
        } catch (java.nio.charset.MalformedInputException e) {
            throw new SimulationFileException(what + " file " + fileOrId + " is not UTF-8 text", e);
        } catch (IOException e) {
            throw new SimulationFileException("cannot read " + what + " " + fileOrId + ": " + e.getMessage(), e);
        }
        throw new SimulationFileException("unknown " + what + " '" + fileOrId + "' (no file " + folder + "/"
                + fileOrId + ".yaml)");
    }

    // ---- parsing ---------------------------------------------------------------------------------------

    /** Parses scenario YAML text; {@code source} names it in messages. */
    public static Scenario parseScenario(String yamlText, String source) {
        Map<String, Object> root = load(yamlText, source);
        List<TruthNode> nodes = new ArrayList<>();
        for (Object o : list(root, "nodes", source, true)) {
            Map<String, Object> m = map(o, source, "nodes entry");
            String id = string(m, "id", source, true);
            nodes.add(new TruthNode(id, string(m, "type", source, true), string(m, "label", source, true),
                    strings(m.get("phrasings"), source, "phrasings of " + id)));
        }
        List<TruthEdge> edges = new ArrayList<>();
        for (Object o : list(root, "edges", source, false)) {
            if (o instanceof List<?> l && l.size() == 3) {
                edges.add(new TruthEdge(String.valueOf(l.get(0)), String.valueOf(l.get(1)), String.valueOf(l.get(2))));
            } else if (o instanceof Map<?, ?> m) {
                @SuppressWarnings("unchecked")
                Map<String, Object> em = (Map<String, Object>) m;
                edges.add(new TruthEdge(string(em, "source", source, true), string(em, "target", source, true),
                        string(em, "type", source, true)));
            } else {
                throw new SimulationFileException(source + ": an edge must be [source, target, type], not " + o);
            }
        }
        try {
            return new Scenario(string(root, "id", source, true), string(root, "methodology", source, true),
                    string(root, "concept", source, true), string(root, "opening_answer", source, false), nodes, edges,
                    strings(root.get("salience"), source, "salience"));
        } catch (IllegalArgumentException e) {
            throw new SimulationFileException(source + ": " + e.getMessage(), e);
        }
    }

    /** Parses persona YAML text; {@code source} names it in messages. */
    public static Persona parsePersona(String yamlText, String source) {
        Map<String, Object> root = load(yamlText, source);
        Persona.ResponsePatterns patterns = Persona.ResponsePatterns.DEFAULT;
        Object rp = root.get("response_patterns");
        try {
            if (rp != null) {
                Map<String, Object> m = map(rp, source, "response_patterns");
                patterns = new Persona.ResponsePatterns(number(m, "detailed", 0), number(m, "medium", 0),
                        number(m, "brief", 0), number(m, "acknowledgment", 0));
            }
            Persona.Knobs knobs = new Persona.Knobs(
                    number(root, "verbosity", Persona.Knobs.DEFAULT_VERBOSITY),
                    number(root, "hedging_rate", Persona.Knobs.DEFAULT_HEDGING_RATE),
                    number(root, "fatigue_per_turn", Persona.Knobs.DEFAULT_FATIGUE_PER_TURN),
                    number(root, "fatigue_recovery_on_topic_change", Persona.Knobs.DEFAULT_FATIGUE_RECOVERY),
                    string(root, "fixation_node", source, false),
                    number(root, "fixation_strength", Persona.Knobs.DEFAULT_FIXATION_STRENGTH),
                    number(root, "tangent_rate", Persona.Knobs.DEFAULT_TANGENT_RATE),
                    number(root, "skepticism", Persona.Knobs.DEFAULT_SKEPTICISM),
                    number(root, "emotional_intensity", Persona.Knobs.DEFAULT_EMOTIONAL_INTENSITY),
                    number(root, "self_correction_rate", Persona.Knobs.DEFAULT_SELF_CORRECTION_RATE),
                    number(root, "deflection_rate", Persona.Knobs.DEFAULT_DEFLECTION_RATE));
            return new Persona(string(root, "id", source, true), string(root, "name", source, true),
                    string(root, "description", source, false), strings(root.get("traits"), source, "traits"),
                    string(root, "speech_pattern", source, false), patterns,
                    strings(root.get("deflection_patterns"), source, "deflection_patterns"), knobs);
        } catch (IllegalArgumentException e) {
            throw new SimulationFileException(source + ": " + e.getMessage(), e);
        }
    }

    private static Map<String, Object> load(String text, String source) {
        try {
            Object o = new Yaml(new SafeConstructor(new LoaderOptions())).load(text);
            return map(o, source, "document");
        } catch (YAMLException e) {
            throw new SimulationFileException(source + ": not valid YAML: " + e.getMessage().lines().findFirst()
                    .orElse(""), e);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object o, String source, String what) {
        if (o instanceof Map<?, ?> m) {
            return (Map<String, Object>) m;
        }
        throw new SimulationFileException(source + ": " + what + " must be a mapping");
    }

    private static List<?> list(Map<String, Object> m, String key, String source, boolean required) {
        Object o = m.get(key);
        if (o == null) {
            if (required) {
                throw new SimulationFileException(source + ": missing '" + key + "'");
            }
            return List.of();
        }
        if (o instanceof List<?> l) {
            return l;
        }
        throw new SimulationFileException(source + ": '" + key + "' must be a list");
    }

    private static String string(Map<String, Object> m, String key, String source, boolean required) {
        Object o = m.get(key);
        if (o == null || String.valueOf(o).isBlank()) {
            if (required) {
                throw new SimulationFileException(source + ": missing '" + key + "'");
            }
            return null;
        }
        return String.valueOf(o).strip();
    }

    private static List<String> strings(Object o, String source, String what) {
        if (o == null) {
            return List.of();
        }
        if (o instanceof List<?> l) {
            return l.stream().map(x -> String.valueOf(x).strip()).toList();
        }
        throw new SimulationFileException(source + ": " + what + " must be a list of strings");
    }

    private static double number(Map<String, Object> m, String key, double fallback) {
        Object o = m.get(key);
        if (o == null) {
            return fallback;
        }
        if (o instanceof Number n) {
            return n.doubleValue();
        }
        throw new IllegalArgumentException("'" + key + "' must be a number, not " + o);
    }
}
