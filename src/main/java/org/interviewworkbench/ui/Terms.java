package org.interviewworkbench.ui;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.PlainLabels;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.signal.SignalCatalog;

/**
 * The researcher's words for the open session's methodology: the plain label of every strategy, node type and signal
 * (from the methodology YAML, else a readable form of the id) and the one-line explanation shown in tooltips and the
 * glossary, with the id one step away ("Details"). Immutable; {@link #PLAIN} when no session is open.
 */
public final class Terms {

    /** One glossary entry: the plain name, what kind of term it is, what it means and its id. */
    public record Entry(String label, String kind, String meaning, String id) {
        /** The same term listed under another kind. */
        public Entry withKind(String otherKind) {
            return new Entry(label, otherKind, meaning, id);
        }
    }

    /** No methodology: every name is the readable id, signals explained by the signal catalog. */
    public static final Terms PLAIN = new Terms(PlainLabels.NONE, Map.of(), Map.of(), List.of(), List.of(), Map.of());

    private static final SignalCatalog CATALOG = SignalCatalog.standard();

    private final PlainLabels labels;
    private final Map<String, String> strategyDescriptions;
    private final Map<String, String> nodeTypeDescriptions;
    private final List<String> strategyOrder;
    private final List<String> signalOrder;
    private final Map<String, List<String>> globalWeightKeys;
    private boolean levelled;

    private Terms(PlainLabels labels, Map<String, String> strategyDescriptions, Map<String, String> nodeTypeDescriptions,
                  List<String> strategyOrder, List<String> signalOrder, Map<String, List<String>> globalWeightKeys) {
        this.labels = labels;
        this.strategyDescriptions = Map.copyOf(strategyDescriptions);
        this.nodeTypeDescriptions = new LinkedHashMap<>(nodeTypeDescriptions);
        this.strategyOrder = List.copyOf(strategyOrder);
        this.signalOrder = List.copyOf(signalOrder);
        this.globalWeightKeys = Map.copyOf(globalWeightKeys);
    }

    /** The terms of a methodology ({@link #PLAIN} for {@code null}). */
    public static Terms of(MethodologyConfig config) {
        if (config == null) {
            return PLAIN;
        }
        Map<String, String> strategies = new LinkedHashMap<>();
        Map<String, List<String>> weightKeys = new LinkedHashMap<>();
        List<String> order = new ArrayList<>();
        List<String> signals = new ArrayList<>(config.configuredSignals());
        for (Strategy s : config.strategies()) {
            strategies.put(s.name(), s.description());
            order.add(s.name());
            weightKeys.put(s.name(), List.copyOf(s.globalWeights().keySet()));
            for (String key : s.signalWeights().keySet()) {
                String base = signalOf(key);
                if (!signals.contains(base)) {
                    signals.add(base);
                }
            }
        }
        Map<String, String> types = new LinkedHashMap<>();
        if (config.ontology() != null) {
            for (NodeType t : config.ontology().nodeTypes()) {
                types.put(t.name(), t.description());
            }
        }
        Terms terms = new Terms(config.labels(), strategies, types, order, signals, weightKeys);
        terms.levelled = config.ontology() != null && !config.ontology().nodeTypes().isEmpty()
                && config.ontology().nodeTypes().stream().anyMatch(t -> t.level() != null);
        return terms;
    }

    /** The plain name of a strategy. */
    public String strategy(String name) {
        return name == null ? "" : labels.strategy(name);
    }

    /** What a strategy does, with its id. */
    public String strategyHelp(String name) {
        return help(strategy(name), strategyDescriptions.get(name), name);
    }

    /** The plain name of a node type. */
    public String nodeType(String name) {
        return name == null ? "" : labels.nodeType(name);
    }

    /** What a node type is, with its id. */
    public String nodeTypeHelp(String name) {
        return help(nodeType(name), nodeTypeDescriptions.get(name), name);
    }

    /** The plain name of a signal or weight key ("Asked in a row: high"). */
    public String signal(String key) {
        return labels.signal(key);
    }

    /** What a signal means (the methodology's words, else the signal catalog's), with its id. */
    public String signalHelp(String key) {
        String d = labels.signalDescription(key);
        if (d == null) {
            d = CATALOG.description(signalOf(key));
        }
        return help(signal(key), d, key);
    }

    /** The one-line meaning of a signal, without its name or id ({@code ""} when unknown). */
    public String signalMeaning(String key) {
        String d = labels.signalDescription(key);
        return d != null ? d : CATALOG.description(signalOf(key));
    }

    /**
     * The signal a weight key reads: the longest known prefix ({@code graph.node.focus_streak.high ->
     * graph.node.focus_streak}).
     */
    public static String signalOf(String key) {
        String candidate = key;
        while (candidate != null && !CATALOG.isKnown(candidate)) {
            int dot = candidate.lastIndexOf('.');
            candidate = dot <= 0 ? null : candidate.substring(0, dot);
        }
        return candidate == null ? key : candidate;
    }

    /** Whether the methodology's concept types have levels (a ladder): only then can a graph be laid out by level. */
    public boolean levelled() {
        return levelled;
    }

    /** The global weight keys of a strategy in file order (empty when unknown). */
    public List<String> globalWeightKeys(String strategy) {
        return globalWeightKeys.getOrDefault(strategy, List.of());
    }

    /** The global signals the methodology reads (its pools and the signals its weights name), in file order. */
    public List<String> globalSignals() {
        return signalOrder.stream().filter(s -> !Strategy.isNodeKey(s)).toList();
    }

    /** Every strategy, node type and signal of the methodology, in file order, for the glossary. */
    public List<Entry> entries() {
        List<Entry> out = new ArrayList<>();
        strategyOrder.forEach(s -> out.add(new Entry(strategy(s), "Strategy", nonNull(strategyDescriptions.get(s)), s)));
        nodeTypeDescriptions.forEach((t, d) -> out.add(new Entry(nodeType(t), "Concept type", nonNull(d), t)));
        signalOrder.forEach(s -> out.add(new Entry(signal(s), "Signal", nonNull(signalMeaning(s)), s)));
        return out;
    }

    private static String help(String label, String description, String id) {
        StringBuilder b = new StringBuilder(label);
        if (description != null && !description.isBlank()) {
            b.append("\n").append(description.strip());
        }
        if (id != null) {
            b.append("\nid: ").append(id);
        }
        return b.toString();
    }

    private static String nonNull(String s) {
        return s == null || s.isBlank() ? NO_DESCRIPTION : s.strip();
    }

    /** What the glossary says for a term its methodology file does not explain. */
    public static final String NO_DESCRIPTION = "No explanation in the methodology file yet (add a description).";
}
