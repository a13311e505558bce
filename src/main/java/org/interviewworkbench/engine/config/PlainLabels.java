package org.interviewworkbench.engine.config;

import java.util.Locale;
import java.util.Map;

/**
 * Plain-language names of a methodology's strategies, node types and signals (issue 15). Every lookup falls back to
 * a readable form of the id ({@link #readable}), so a file without labels still shows "Dig motivation", never
 * {@code dig_motivation}.
 *
 * @param strategies strategy name to its label (from {@code strategies[].label}; description is the strategy's)
 * @param nodeTypes  node type name to its label (from {@code ontology.nodes[].label})
 * @param signals    signal name (global, node or emitted key) to its label and description ({@code signal_labels})
 */
public record PlainLabels(Map<String, PlainLabel> strategies, Map<String, PlainLabel> nodeTypes,
                          Map<String, PlainLabel> signals) {

    /** No labels: every lookup is the readable id. */
    public static final PlainLabels NONE = new PlainLabels(Map.of(), Map.of(), Map.of());

    public PlainLabels {
        strategies = Ordered.copyOf(strategies);
        nodeTypes = Ordered.copyOf(nodeTypes);
        signals = Ordered.copyOf(signals);
    }

    /** The label of a strategy, else its readable id. */
    public String strategy(String name) {
        return labelOr(strategies.get(name), name);
    }

    /** The label of a node type, else its readable id ("functional_consequence" -> "Functional consequence"). */
    public String nodeType(String name) {
        return labelOr(nodeTypes.get(name), name);
    }

    /**
     * The label of a signal or weight key. A weight key with a condition ({@code graph.node.focus_streak.high},
     * {@code graph.node.exhausted.true}) is the label of its longest labelled prefix with the condition in words
     * ("Asked in a row: high", "Exhausted: yes"); an unlabelled signal is the readable form of its last part.
     */
    public String signal(String key) {
        if (key == null) {
            return "";
        }
        String candidate = key;
        while (true) {
            PlainLabel l = signals.get(candidate);
            if (l != null && l.label() != null) {
                String rest = key.length() > candidate.length() ? key.substring(candidate.length() + 1) : "";
                return rest.isEmpty() ? l.label() : l.label() + ": " + condition(rest);
            }
            int dot = candidate.lastIndexOf('.');
            if (dot <= 0) {
                break;
            }
            candidate = candidate.substring(0, dot);
        }
        int dot = key.lastIndexOf('.');
        String tail = dot < 0 ? key : key.substring(dot + 1);
        if (("true".equals(tail) || "false".equals(tail) || "low".equals(tail) || "mid".equals(tail)
                || "high".equals(tail)) && dot > 0) {
            String head = key.substring(0, dot);
            int d2 = head.lastIndexOf('.');
            return readable(d2 < 0 ? head : head.substring(d2 + 1)) + ": " + condition(tail);
        }
        return readable(tail);
    }

    /** The signal's own description from the methodology file, or {@code null}. */
    public String signalDescription(String key) {
        String candidate = key;
        while (candidate != null) {
            PlainLabel l = signals.get(candidate);
            if (l != null && l.description() != null) {
                return l.description();
            }
            int dot = candidate.lastIndexOf('.');
            candidate = dot <= 0 ? null : candidate.substring(0, dot);
        }
        return null;
    }

    /**
     * A readable form of an id: underscores and dots become spaces, the first letter upper case
     * ({@code dig_motivation -> "Dig motivation"}).
     */
    public static String readable(String id) {
        if (id == null || id.isBlank()) {
            return "";
        }
        String words = id.strip().replace('_', ' ').replace('.', ' ').replaceAll("\\s+", " ");
        return words.substring(0, 1).toUpperCase(Locale.ROOT) + words.substring(1);
    }

    private static String condition(String suffix) {
        return switch (suffix) {
            case "true" -> "yes";
            case "false" -> "no";
            case "mid" -> "medium";
            default -> suffix.replace('_', ' ').replace('.', ' ');
        };
    }

    private static String labelOr(PlainLabel l, String id) {
        return l != null && l.label() != null ? l.label() : readable(id);
    }
}
