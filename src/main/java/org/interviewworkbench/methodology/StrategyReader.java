package org.interviewworkbench.methodology;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.config.FocusMode;
import org.interviewworkbench.engine.config.NodeBinding;
import org.interviewworkbench.engine.config.PlainLabel;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads the {@code strategies} section of one methodology file for {@link MethodologyLoader}: each strategy's
 * signal weights (known weight keys, numbers), node binding and focus mode, closing reason (a lowercase id that is
 * not an engine termination reason), concept-testing flags, question templates (known placeholders, 300 characters
 * at most) and intent. Every problem goes to the file's {@link NodeReader} with its line and column, dead
 * configuration as a warning. Also collects the strategies' plain labels. One instance per file read.
 */
final class StrategyReader {

    private static final Set<String> STRATEGY_KEYS = Set.of("name", "description", "signal_weights", "node_binding",
            "focus_mode", "generates_closing_question", "closing_reason", "focus_element", "focus_connection",
            "questions", "label", "intent");
    /** Termination reasons the engine itself reports; a {@code closing_reason} must not reuse them. */
    private static final Set<String> ENGINE_REASONS = Set.of("max_turns_reached", "closing_strategy",
            "graph_saturated", "quality_degraded", "depth_plateau", "all_nodes_exhausted", "respondent_ended");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^}]*)}");
    private static final Set<String> PLACEHOLDERS = Set.of("focus", "focus_quote", "topic");

    private final NodeReader r;
    private final SignalCatalog signals;
    private final Map<String, PlainLabel> strategyLabels = new LinkedHashMap<>();

    StrategyReader(NodeReader reader, SignalCatalog signals) {
        this.r = reader;
        this.signals = signals;
    }

    /** The plain labels of the strategies read so far (strategy name to label). */
    Map<String, PlainLabel> strategyLabels() {
        return strategyLabels;
    }

    /**
     * Reads the required {@code strategies} list of {@code root} (at least one, unique names); a strategy without a
     * name is left out.
     */
    List<Strategy> read(Fields root) {
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
            NodeBinding binding = f.oneOf("node_binding", NodeBinding.values(), NodeBinding::id);
            FocusMode focus = f.oneOf("focus_mode", FocusMode.values(), FocusMode::id);
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
        Map<String, List<String>> out = new LinkedHashMap<>();
        Node node = strategy.value("questions");
        if (node == null || r.isNull(node)) {
            return out;
        }
        if (node instanceof SequenceNode) {
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
            Matcher m = PLACEHOLDER.matcher(text);
            boolean ok = true;
            while (m.find()) {
                if (!PLACEHOLDERS.contains(m.group(1))) {
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
}
