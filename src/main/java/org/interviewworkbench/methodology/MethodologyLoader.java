package org.interviewworkbench.methodology;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodSpec;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.PhaseBoundaries;
import org.interviewworkbench.engine.config.PhaseSpec;
import org.interviewworkbench.engine.config.PlainLabel;
import org.interviewworkbench.engine.config.PlainLabels;
import org.interviewworkbench.engine.config.SelectionMode;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * Reads a methodology YAML file into an immutable {@link MethodologyConfig}, collecting every problem at once with
 * its line and column (see {@code methodologies/README.md} for the schema). The methodology id is the file stem.
 * Sections are read by {@link OntologyReader}, {@link StrategyReader} and {@link PhaseReader} through one
 * {@link NodeReader} per file (line and column marks); {@link MethodologyWatcher} reloads on change. Stateless
 * between calls; safe to share.
 */
public final class MethodologyLoader {

    static final Set<String> ROOT_KEYS = Set.of("method", "ontology", "signals", "strategies", "phases",
            "phase_boundaries", "selection_mode", "extraction_guidelines", "relationship_examples",
            "extractability_criteria", "concept_naming_convention", "signal_labels");
    private static final Set<String> METHOD_KEYS = Set.of("name", "version", "goal", "opening_bias", "description");
    private static final Set<String> LABEL_KEYS = Set.of("label", "description");

    private final SignalCatalog signals;

    public MethodologyLoader(SignalCatalog signals) {
        this.signals = signals;
    }

    /** Reads {@code file}; an unreadable file is a single problem. Never throws for bad content. */
    public LoadResult<MethodologyConfig> load(Path file) {
        return StudyText.readThen(file, this::load);
    }

    /**
     * Parses {@code yaml} as the content of {@code fileName} (used in problem lines; its stem is the id).
     * Never throws for bad content: problems are in the result.
     */
    public LoadResult<MethodologyConfig> load(String yaml, String fileName) {
        NodeReader reader = new NodeReader(fileName);
        Node root = reader.compose(yaml);
        MethodologyConfig config = null;
        if (root == null && !reader.hasErrors()) {
            reader.error(null, "the file is empty; a methodology needs 'method', 'ontology' and 'strategies'");
        } else if (root != null) {
            MappingNode map = reader.mapping(root, "the methodology");
            if (map != null) {
                config = new Reading(reader, StudyText.stem(fileName)).read(map);
            }
        }
        return new LoadResult<>(fileName, config, yaml, reader.problems());
    }

    /** Loads a file that must be valid, or throws {@link MethodologyException} with every error. */
    public MethodologyConfig loadValid(Path file) {
        return load(file).orElseThrow();
    }

    /**
     * The reading of one file: the root keys, {@code method}, {@code signals} pools, the top-level phase
     * boundaries, {@code selection_mode} and {@code signal_labels} here; the ontology, strategies and phases by
     * their readers, in that order (so problems are reported in file-section order as before).
     */
    private final class Reading {
        private final NodeReader r;
        private final String id;
        private final OntologyReader ontologyReader;
        private final StrategyReader strategyReader;

        Reading(NodeReader reader, String id) {
            this.r = reader;
            this.id = id;
            this.ontologyReader = new OntologyReader(reader);
            this.strategyReader = new StrategyReader(reader, signals);
        }

        MethodologyConfig read(MappingNode rootNode) {
            Fields root = r.fields(rootNode, "methodology", ROOT_KEYS);
            MethodSpec method = readMethod(root);
            Ontology ontology = ontologyReader.read(root);
            Map<String, List<String>> pools = readSignals(root);
            List<Strategy> strategies = strategyReader.read(root);
            Set<String> strategyNames = new HashSet<>();
            strategies.forEach(s -> strategyNames.add(s.name()));
            BoundaryCollector boundaries = new BoundaryCollector(r);
            Fields top = root.mapping("phase_boundaries", Set.copyOf(BoundaryCollector.KEYS));
            if (top != null) {
                boundaries.collect(top);
            }
            Map<InterviewPhase, PhaseSpec> phases = new PhaseReader(r).read(root, strategyNames, boundaries);
            SelectionMode mode = root.oneOf("selection_mode", SelectionMode.values(), SelectionMode::id);
            PhaseBoundaries phaseBoundaries = boundaries.build();
            Map<String, PlainLabel> signalLabels = readSignalLabels(root);
            if (r.hasErrors()) {
                return null;
            }
            return new MethodologyConfig(id, method, ontology, pools, strategies, phases, phaseBoundaries, mode,
                    new PlainLabels(strategyReader.strategyLabels(), ontologyReader.nodeTypeLabels(), signalLabels));
        }

        /**
         * {@code signal_labels:} signal name (a global or node signal, an emitted key or a weight key with its
         * condition) to {@code {label, description}}; both optional text.
         */
        private Map<String, PlainLabel> readSignalLabels(Fields root) {
            Map<String, PlainLabel> out = new LinkedHashMap<>();
            Fields f = root.mapping("signal_labels", null);
            if (f == null) {
                return out;
            }
            for (NodeTuple t : f.tuples()) {
                String key = ((ScalarNode) t.getKeyNode()).getValue();
                if (!signals.isValidWeightKey(key)) {
                    r.error(t.getKeyNode(), "signal_labels: unknown signal '" + key + "'");
                    continue;
                }
                if (r.isNull(t.getValueNode())) {
                    continue;
                }
                MappingNode m = r.mapping(t.getValueNode(), f.path(key));
                if (m == null) {
                    continue;
                }
                Fields e = r.fields(m, f.path(key), LABEL_KEYS);
                out.put(key, new PlainLabel(e.string("label"), e.string("description")));
            }
            return out;
        }

        private MethodSpec readMethod(Fields root) {
            Node node = root.required("method");
            if (node == null) {
                return null;
            }
            MappingNode map = r.mapping(node, "method");
            if (map == null) {
                return null;
            }
            Fields m = r.fields(map, "method", METHOD_KEYS);
            return new MethodSpec(m.requiredString("name"), m.string("version"), m.string("description"),
                    m.string("goal"), m.string("opening_bias"));
        }

        private Map<String, List<String>> readSignals(Fields root) {
            Fields pools = root.mapping("signals", null);
            Map<String, List<String>> out = new LinkedHashMap<>();
            if (pools == null) {
                return out;
            }
            for (NodeTuple t : pools.tuples()) {
                String pool = ((ScalarNode) t.getKeyNode()).getValue();
                String what = "signals." + pool;
                List<Node> items = r.isNull(t.getValueNode()) ? List.of() : r.sequence(t.getValueNode(), what);
                List<String> names = new ArrayList<>();
                for (Node item : items == null ? List.<Node>of() : items) {
                    String name = r.string(item, what + " entry");
                    if (name == null) {
                        continue;
                    }
                    if (!signals.isGlobalSignal(name)) {
                        String hint = signals.isKnown(name) ? " (a node or emitted key, not a global signal)" : "";
                        r.error(item, what + ": unknown signal '" + name + "'" + hint);
                    } else {
                        names.add(name);
                    }
                }
                out.put(pool, names);
            }
            return out;
        }
    }
}
