package org.interviewworkbench.methodology;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.ExtractabilityCriteria;
import org.interviewworkbench.engine.config.FocusMode;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodSpec;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeBinding;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.PhaseBoundaries;
import org.interviewworkbench.engine.config.PhaseSpec;
import org.interviewworkbench.engine.config.PlainLabel;
import org.interviewworkbench.engine.config.PlainLabels;
import org.interviewworkbench.engine.config.RelationshipExample;
import org.interviewworkbench.engine.config.SelectionMode;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.config.TypePair;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a methodology YAML file into an immutable {@link MethodologyConfig}, collecting every problem at once with
 * its line and column (see {@code methodologies/README.md} for the schema). The methodology id is the file stem.
 */
public final class MethodologyLoader {

    static final Set<String> ROOT_KEYS = Set.of("method", "ontology", "signals", "strategies", "phases",
            "phase_boundaries", "selection_mode", "extraction_guidelines", "relationship_examples",
            "extractability_criteria", "concept_naming_convention", "signal_labels");
    private static final Set<String> METHOD_KEYS = Set.of("name", "version", "goal", "opening_bias", "description");
    private static final Set<String> ONTOLOGY_KEYS = Set.of("nodes", "edges", "extraction_guidelines",
            "relationship_examples", "extractability_criteria", "concept_naming_convention");
    private static final List<String> GUIDANCE_KEYS = List.of("extraction_guidelines", "relationship_examples",
            "extractability_criteria", "concept_naming_convention");
    private static final Set<String> NODE_KEYS = Set.of("name", "label", "description", "examples", "level",
            "terminal");
    private static final Set<String> EDGE_KEYS = Set.of("name", "description", "permitted_connections");
    private static final Set<String> PAIR_KEYS = Set.of("from", "to");
    private static final Set<String> EXAMPLE_KEYS = Set.of("description", "example", "extraction");
    private static final Set<String> CRITERIA_KEYS = Set.of("extractable_contains", "non_extractable_contains");
    private static final Set<String> STRATEGY_KEYS = Set.of("name", "description", "signal_weights", "node_binding",
            "focus_mode", "generates_closing_question", "closing_reason", "focus_element", "focus_connection",
            "questions", "label", "intent");
    private static final Set<String> LABEL_KEYS = Set.of("label", "description");
    /** Termination reasons the engine itself reports; a {@code closing_reason} must not reuse them. */
    private static final Set<String> ENGINE_REASONS = Set.of("max_turns_reached", "closing_strategy",
            "graph_saturated", "quality_degraded", "depth_plateau", "all_nodes_exhausted");
    private static final Set<String> PHASE_KEYS = Set.of("description", "signal_weights", "phase_bonuses",
            "phase_boundaries");
    static final List<String> BOUNDARY_KEYS = List.of("early_max_turns", "mid_max_turns", "early_max_nodes",
            "mid_max_nodes");

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

    /** The reading of one file. */
    private final class Reading {
        private final NodeReader r;
        private final String id;
        private final Map<String, PlainLabel> strategyLabels = new LinkedHashMap<>();
        private final Map<String, PlainLabel> nodeTypeLabels = new LinkedHashMap<>();

        Reading(NodeReader reader, String id) {
            this.r = reader;
            this.id = id;
        }

        MethodologyConfig read(MappingNode rootNode) {
            Fields root = r.fields(rootNode, "methodology", ROOT_KEYS);
            MethodSpec method = readMethod(root);
            Ontology ontology = readOntology(root);
            Map<String, List<String>> pools = readSignals(root);
            List<Strategy> strategies = readStrategies(root);
            Set<String> strategyNames = new HashSet<>();
            strategies.forEach(s -> strategyNames.add(s.name()));
            BoundaryCollector boundaries = new BoundaryCollector(r);
            Fields top = root.mapping("phase_boundaries", Set.copyOf(BOUNDARY_KEYS));
            if (top != null) {
                boundaries.collect(top);
            }
            Map<InterviewPhase, PhaseSpec> phases = readPhases(root, strategyNames, boundaries);
            SelectionMode mode = readEnum(root, "selection_mode", SelectionMode.values(), SelectionMode::id);
            PhaseBoundaries phaseBoundaries = boundaries.build();
            Map<String, PlainLabel> signalLabels = readSignalLabels(root);
            if (r.hasErrors()) {
                return null;
            }
            return new MethodologyConfig(id, method, ontology, pools, strategies, phases, phaseBoundaries, mode,
                    new PlainLabels(strategyLabels, nodeTypeLabels, signalLabels));
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

        // ---------------------------------------------------------------- ontology

        private Ontology readOntology(Fields root) {
            Node node = root.required("ontology");
            if (node == null) {
                return null;
            }
            MappingNode map = r.mapping(node, "ontology");
            if (map == null) {
                return null;
            }
            Fields o = r.fields(map, "ontology", ONTOLOGY_KEYS);
            List<NodeType> nodeTypes = readNodeTypes(o);
            Set<String> typeNames = new HashSet<>();
            nodeTypes.forEach(t -> typeNames.add(t.name()));
            List<EdgeType> edgeTypes = readEdgeTypes(o, typeNames);
            for (String key : GUIDANCE_KEYS) {
                if (o.has(key) && root.has(key)) {
                    r.warning(root.keyNode(key), "methodology: root-level '" + key
                            + "' is ignored because ontology." + key + " is set");
                }
            }
            List<String> guidelines = (o.has("extraction_guidelines") ? o : root).stringList("extraction_guidelines");
            Map<String, RelationshipExample> examples = readExamples(
                    o.has("relationship_examples") ? o : root);
            ExtractabilityCriteria criteria = readCriteria(o.has("extractability_criteria") ? o : root);
            String naming = (o.has("concept_naming_convention") ? o : root).string("concept_naming_convention");
            return new Ontology(nodeTypes, edgeTypes, guidelines, examples, criteria, naming);
        }

        private List<NodeType> readNodeTypes(Fields o) {
            Node nodesNode = o.required("nodes");
            List<NodeType> out = new ArrayList<>();
            if (nodesNode == null) {
                return out;
            }
            List<Node> items = r.sequence(nodesNode, "ontology.nodes");
            if (items == null) {
                return out;
            }
            if (items.isEmpty()) {
                r.error(nodesNode, "ontology.nodes must list at least one node type");
            }
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < items.size(); i++) {
                String what = "ontology.nodes[" + (i + 1) + "]";
                MappingNode m = r.mapping(items.get(i), what);
                if (m == null) {
                    continue;
                }
                Fields f = r.fields(m, what, NODE_KEYS);
                String name = f.requiredString("name");
                if (name == null) {
                    continue;
                }
                if (!seen.add(name)) {
                    r.error(f.value("name"), "ontology.nodes: duplicate node type '" + name + "'");
                    continue;
                }
                Boolean terminal = f.bool("terminal");
                String label = f.string("label");
                if (label != null) {
                    nodeTypeLabels.put(name, new PlainLabel(label, null));
                }
                out.add(new NodeType(name, f.string("description"), f.stringList("examples"), f.integer("level"),
                        Boolean.TRUE.equals(terminal)));
            }
            return out;
        }

        private List<EdgeType> readEdgeTypes(Fields o, Set<String> typeNames) {
            List<EdgeType> out = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            List<Node> items = o.sequence("edges");
            for (int i = 0; i < items.size(); i++) {
                String what = "ontology.edges[" + (i + 1) + "]";
                MappingNode m = r.mapping(items.get(i), what);
                if (m == null) {
                    continue;
                }
                Fields f = r.fields(m, what, EDGE_KEYS);
                String name = f.requiredString("name");
                if (name == null) {
                    continue;
                }
                if (!seen.add(name)) {
                    r.error(f.value("name"), "ontology.edges: duplicate edge type '" + name + "'");
                    continue;
                }
                List<TypePair> pairs = new ArrayList<>();
                for (Node pairNode : f.sequence("permitted_connections")) {
                    TypePair pair = readPair(pairNode, what + ".permitted_connections", typeNames);
                    if (pair != null) {
                        pairs.add(pair);
                    }
                }
                out.add(new EdgeType(name, f.string("description"), pairs));
            }
            return out;
        }

        private TypePair readPair(Node node, String what, Set<String> typeNames) {
            Node from;
            Node to;
            if (node instanceof SequenceNode seq) {
                if (seq.getValue().size() != 2) {
                    r.error(node, what + ": a connection must be [from, to] with two node types");
                    return null;
                }
                from = seq.getValue().get(0);
                to = seq.getValue().get(1);
            } else if (node instanceof MappingNode map) {
                Fields f = r.fields(map, what, PAIR_KEYS);
                from = f.required("from");
                to = f.required("to");
                if (from == null || to == null) {
                    return null;
                }
            } else {
                r.error(node, what + ": a connection must be [from, to] or {from: a, to: b}, not "
                        + NodeReader.describe(node));
                return null;
            }
            String source = typeRef(from, what, typeNames);
            String target = typeRef(to, what, typeNames);
            return source == null || target == null ? null : new TypePair(source, target);
        }

        private String typeRef(Node node, String what, Set<String> typeNames) {
            String name = r.string(node, what + " node type");
            if (name == null) {
                return null;
            }
            if (!TypePair.WILDCARD.equals(name) && !typeNames.contains(name)) {
                r.error(node, what + ": unknown node type '" + name + "' (known: " + String.join(", ",
                        new java.util.TreeSet<>(typeNames)) + ", or *)");
                return null;
            }
            return name;
        }

        private Map<String, RelationshipExample> readExamples(Fields owner) {
            Fields f = owner.mapping("relationship_examples", null);
            Map<String, RelationshipExample> out = new LinkedHashMap<>();
            if (f == null) {
                return out;
            }
            for (NodeTuple t : f.tuples()) {
                String key = ((ScalarNode) t.getKeyNode()).getValue();
                String what = f.path(key);
                MappingNode m = r.mapping(t.getValueNode(), what);
                if (m != null) {
                    Fields e = r.fields(m, what, EXAMPLE_KEYS);
                    out.put(key, new RelationshipExample(e.string("description"), e.string("example"),
                            e.string("extraction")));
                }
            }
            return out;
        }

        private ExtractabilityCriteria readCriteria(Fields owner) {
            Fields f = owner.mapping("extractability_criteria", CRITERIA_KEYS);
            if (f == null) {
                return ExtractabilityCriteria.NONE;
            }
            return new ExtractabilityCriteria(f.stringList("extractable_contains"),
                    f.stringList("non_extractable_contains"));
        }

        // ---------------------------------------------------------------- signals and strategies

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

        private List<Strategy> readStrategies(Fields root) {
            Node node = root.required("strategies");
            List<Strategy> out = new ArrayList<>();
            if (node == null) {
                return out;
            }
            List<Node> items = r.sequence(node, "strategies");
            if (items == null) {
                return out;
            }
            if (items.isEmpty()) {
                r.error(node, "strategies must list at least one strategy");
            }
            Set<String> seen = new HashSet<>();
            for (int i = 0; i < items.size(); i++) {
                String what = "strategies[" + (i + 1) + "]";
                MappingNode m = r.mapping(items.get(i), what);
                if (m == null) {
                    continue;
                }
                String peeked = peekName(m);
                if (peeked != null) {
                    what = "strategy '" + peeked + "'";
                }
                Fields f = r.fields(m, what, STRATEGY_KEYS);
                String name = f.requiredString("name");
                if (name != null) {
                    if (!seen.add(name)) {
                        r.error(f.value("name"), "strategies: duplicate strategy name '" + name + "'");
                    }
                }
                NodeBinding binding = readEnum(f, "node_binding", NodeBinding.values(), NodeBinding::id);
                FocusMode focus = readEnum(f, "focus_mode", FocusMode.values(), FocusMode::id);
                Boolean closing = f.bool("generates_closing_question");
                Map<String, Double> weights = readWeights(f, what, binding == NodeBinding.NONE);
                String closingReason = f.string("closing_reason");
                if (closingReason != null) {
                    if (!closingReason.matches("[a-z][a-z0-9_]*")) {
                        r.error(f.value("closing_reason"), what + ".closing_reason: invalid value '" + closingReason
                                + "' (a lowercase id such as fatigue_with_coverage: letters, digits, underscores)");
                    } else if (ENGINE_REASONS.contains(closingReason)) {
                        r.error(f.value("closing_reason"), what + ".closing_reason: '" + closingReason
                                + "' is an engine termination reason; choose another id");
                    } else if (!Boolean.TRUE.equals(closing)) {
                        r.warning(f.value("closing_reason"), what + ".closing_reason: dead config, the strategy has "
                                + "no 'generates_closing_question: true'");
                        closingReason = null;
                    }
                }
                Boolean focusElement = f.bool("focus_element");
                if (Boolean.TRUE.equals(focusElement) && binding != NodeBinding.NONE) {
                    r.warning(f.value("focus_element"), what + ".focus_element: dead config, it applies only with "
                            + "'node_binding: none'");
                }
                Boolean focusConnection = f.bool("focus_connection");
                if (Boolean.TRUE.equals(focusConnection) && binding != NodeBinding.NONE) {
                    r.warning(f.value("focus_connection"), what + ".focus_connection: dead config, it applies only "
                            + "with 'node_binding: none'");
                }
                Map<String, List<String>> questions = readQuestions(f, what);
                String intent = f.string("intent");
                if (intent != null && !Strategy.INTENTS.contains(intent)) {
                    r.error(f.value("intent"), what + ".intent: unknown intent '" + intent + "' (one of "
                            + String.join(", ", Strategy.INTENTS) + ")");
                    intent = null;
                }
                String label = f.string("label");
                if (name != null && label != null) {
                    strategyLabels.put(name, new PlainLabel(label, null));
                }
                if (name != null) {
                    out.add(new Strategy(name, f.string("description"), weights, binding, focus,
                            Boolean.TRUE.equals(closing)).withConceptTesting(closingReason,
                            Boolean.TRUE.equals(focusElement), Boolean.TRUE.equals(focusConnection))
                            .withQuestions(questions).withIntent(intent));
                }
            }
            return out;
        }

        /**
         * {@code questions:} a list of templates (for every focus), or a mapping of node type (or {@code default})
         * to a list. Placeholders: {@code {focus}}, {@code {focus_quote}}, {@code {topic}}; anything else in braces
         * is an error at its line and column.
         */
        private Map<String, List<String>> readQuestions(Fields strategy, String what) {
            Map<String, List<String>> out = new java.util.LinkedHashMap<>();
            Node node = strategy.value("questions");
            if (node == null || r.isNull(node)) {
                return out;
            }
            if (node instanceof org.yaml.snakeyaml.nodes.SequenceNode) {
                out.put("default", templates(node, what + ".questions"));
                return out;
            }
            MappingNode m = r.mapping(node, what + ".questions");
            if (m == null) {
                return out;
            }
            for (NodeTuple t : m.getValue()) {
                String key = t.getKeyNode() instanceof ScalarNode k ? k.getValue() : null;
                if (key == null || !key.matches("[a-z][a-z0-9_]*")) {
                    r.error(t.getKeyNode(), what + ".questions: a key is a node type or 'default'");
                    continue;
                }
                out.put(key, templates(t.getValueNode(), what + ".questions." + key));
            }
            return out;
        }

        private List<String> templates(Node node, String what) {
            List<String> out = new ArrayList<>();
            List<Node> items = r.sequence(node, what);
            if (items == null) {
                return out;
            }
            for (Node item : items) {
                String text = item instanceof ScalarNode sc ? sc.getValue() : null;
                if (text == null || text.isBlank()) {
                    r.error(item, what + ": a question must be text");
                    continue;
                }
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{([^}]*)}").matcher(text);
                boolean ok = true;
                while (m.find()) {
                    if (!Set.of("focus", "focus_quote", "topic").contains(m.group(1))) {
                        r.error(item, what + ": unknown placeholder {" + m.group(1) + "} (use {focus}, {focus_quote} "
                                + "or {topic})");
                        ok = false;
                    }
                }
                if (text.length() > 300) {
                    r.error(item, what + ": a question of " + text.length() + " characters is too long (300 at most)");
                    ok = false;
                }
                if (ok) {
                    out.add(text.strip());
                }
            }
            return out;
        }

        private String peekName(MappingNode m) {
            for (NodeTuple t : m.getValue()) {
                if (t.getKeyNode() instanceof ScalarNode k && "name".equals(k.getValue())
                        && t.getValueNode() instanceof ScalarNode v && !v.getValue().isBlank()) {
                    return v.getValue();
                }
            }
            return null;
        }

        private Map<String, Double> readWeights(Fields strategy, String what, boolean nodeless) {
            Map<String, Double> weights = new LinkedHashMap<>();
            Node node = strategy.required("signal_weights");
            if (node == null || r.isNull(node)) {
                if (node != null) {
                    r.error(node, what + ": signal_weights must be a mapping of weight key to number");
                }
                return weights;
            }
            MappingNode map = r.mapping(node, what + ".signal_weights");
            if (map == null) {
                return weights;
            }
            Fields f = r.fields(map, what + ".signal_weights", null);
            for (NodeTuple t : f.tuples()) {
                String key = ((ScalarNode) t.getKeyNode()).getValue();
                boolean valid = signals.isValidWeightKey(key);
                if (!valid) {
                    r.error(t.getKeyNode(), what + ": unknown signal in weight key '" + key + "'");
                }
                Double w = r.number(t.getValueNode(), what + ": weight of '" + key + "'");
                if (valid && nodeless && Strategy.isNodeKey(key)) {
                    r.warning(t.getKeyNode(), what + ": node weight '" + key + "' has no effect because the "
                            + "strategy has node_binding: none (dead config)");
                }
                if (w != null && valid) {
                    weights.put(key, w);
                }
            }
            return weights;
        }

        // ---------------------------------------------------------------- phases

        private Map<InterviewPhase, PhaseSpec> readPhases(Fields root, Set<String> strategyNames,
                                                          BoundaryCollector boundaries) {
            Map<InterviewPhase, PhaseSpec> out = new EnumMap<>(InterviewPhase.class);
            Fields phases = root.mapping("phases", null);
            if (phases == null) {
                return out;
            }
            for (NodeTuple t : phases.tuples()) {
                String name = ((ScalarNode) t.getKeyNode()).getValue();
                String what = "phases." + name;
                var phase = InterviewPhase.fromId(name);
                if (phase.isEmpty()) {
                    r.warning(t.getKeyNode(), "phases: phase '" + name + "' never applies (phases are early, mid "
                            + "and late; dead config)");
                }
                if (r.isNull(t.getValueNode())) {
                    continue;
                }
                MappingNode m = r.mapping(t.getValueNode(), what);
                if (m == null) {
                    continue;
                }
                Fields f = r.fields(m, what, PHASE_KEYS);
                Map<String, Double> multipliers = readStrategyNumbers(f, "signal_weights", strategyNames);
                Map<String, Double> bonuses = readStrategyNumbers(f, "phase_bonuses", strategyNames);
                Fields b = f.mapping("phase_boundaries", Set.copyOf(BOUNDARY_KEYS));
                if (b != null) {
                    boundaries.collect(b);
                }
                phase.ifPresent(p -> out.put(p, new PhaseSpec(f.string("description"), multipliers, bonuses)));
            }
            return out;
        }

        private Map<String, Double> readStrategyNumbers(Fields phase, String key, Set<String> strategyNames) {
            Map<String, Double> out = new LinkedHashMap<>();
            Fields f = phase.mapping(key, null);
            if (f == null) {
                return out;
            }
            for (NodeTuple t : f.tuples()) {
                String strategy = ((ScalarNode) t.getKeyNode()).getValue();
                if (!strategyNames.contains(strategy)) {
                    r.error(t.getKeyNode(), f.path(strategy) + ": unknown strategy '" + strategy + "'");
                }
                Double value = r.number(t.getValueNode(), f.path(strategy));
                if (value != null) {
                    out.put(strategy, value);
                }
            }
            return out;
        }

        private <E extends Enum<E>> E readEnum(Fields f, String key, E[] values,
                                               java.util.function.Function<E, String> idOf) {
            String text = f.string(key);
            if (text == null) {
                return null;
            }
            for (E value : values) {
                if (idOf.apply(value).equals(text)) {
                    return value;
                }
            }
            List<String> ids = java.util.Arrays.stream(values).map(idOf).toList();
            r.error(f.value(key), f.what() + ": invalid " + key + " '" + text + "' (valid: " + String.join(", ", ids)
                    + ")");
            return null;
        }
    }
}
