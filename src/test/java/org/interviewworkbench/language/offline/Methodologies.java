package org.interviewworkbench.language.offline;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.FocusMode;
import org.interviewworkbench.engine.config.MethodSpec;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeBinding;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.config.TypePair;
import org.interviewworkbench.engine.model.Concept;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Test fixture: reads the reference methodologies (shared/reference/peer-config/methodologies) into engine
 * config records. Only the keys the offline engine reads; not the product's methodology loader.
 */
final class Methodologies {

    private Methodologies() {
    }

    static Path sharedDir() {
        String dir = System.getProperty("shared.dir", "../shared");
        return Path.of(dir);
    }

    static MethodologyConfig load(String id) {
        Path file = sharedDir().resolve("reference/peer-config/methodologies/" + id + ".yaml");
        try (Reader r = Files.newBufferedReader(file)) {
            Map<String, Object> root = new Yaml(new SafeConstructor(new LoaderOptions())).load(r);
            return toConfig(id, root);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + file, e);
        }
    }

    static Concept concept(String name, String objective) {
        return new Concept(name.toLowerCase().replace(' ', '_'), name, "x", objective, List.of());
    }

    @SuppressWarnings("unchecked")
    private static MethodologyConfig toConfig(String id, Map<String, Object> root) {
        Map<String, Object> method = (Map<String, Object>) root.get("method");
        MethodSpec spec = new MethodSpec(str(method.get("name")), str(method.get("version")),
                str(method.get("description")), str(method.get("goal")), str(method.get("opening_bias")));
        Map<String, Object> onto = (Map<String, Object>) root.get("ontology");
        List<NodeType> nodes = new ArrayList<>();
        for (Map<String, Object> n : (List<Map<String, Object>>) onto.get("nodes")) {
            List<String> examples = new ArrayList<>();
            for (Object e : (List<Object>) n.getOrDefault("examples", List.of())) {
                examples.add(String.valueOf(e));
            }
            Object level = n.get("level");
            nodes.add(new NodeType(str(n.get("name")), str(n.get("description")), examples,
                    level == null ? null : ((Number) level).intValue(), Boolean.TRUE.equals(n.get("terminal"))));
        }
        List<EdgeType> edges = new ArrayList<>();
        for (Map<String, Object> e : (List<Map<String, Object>>) onto.get("edges")) {
            List<TypePair> pairs = new ArrayList<>();
            for (List<Object> p : (List<List<Object>>) e.getOrDefault("permitted_connections", List.of())) {
                pairs.add(new TypePair(String.valueOf(p.get(0)), String.valueOf(p.get(1))));
            }
            edges.add(new EdgeType(str(e.get("name")), str(e.get("description")), pairs));
        }
        Ontology ontology = new Ontology(nodes, edges, List.of(), Map.of(), null,
                str(onto.get("concept_naming_convention")));
        List<Strategy> strategies = new ArrayList<>();
        for (Map<String, Object> s : (List<Map<String, Object>>) root.getOrDefault("strategies", List.of())) {
            Map<String, Double> weights = new LinkedHashMap<>();
            Map<String, Object> w = (Map<String, Object>) s.getOrDefault("signal_weights", Map.of());
            w.forEach((k, v) -> weights.put(k, ((Number) v).doubleValue()));
            NodeBinding binding = "none".equals(s.get("node_binding")) ? NodeBinding.NONE : NodeBinding.REQUIRED;
            FocusMode mode = switch (String.valueOf(s.getOrDefault("focus_mode", "recent_node"))) {
                case "summary" -> FocusMode.SUMMARY;
                case "topic" -> FocusMode.TOPIC;
                default -> FocusMode.RECENT_NODE;
            };
            strategies.add(new Strategy(str(s.get("name")), str(s.get("description")), weights, binding, mode,
                    Boolean.TRUE.equals(s.get("generates_closing_question"))));
        }
        return new MethodologyConfig(id, spec, ontology, Map.of(), strategies, Map.of(), null, null);
    }

    private static String str(Object o) {
        return o == null ? null : String.valueOf(o).strip();
    }
}
