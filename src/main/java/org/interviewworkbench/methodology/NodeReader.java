package org.interviewworkbench.methodology;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Reads a SnakeYAML node tree of one file and records every problem with the position of the node it concerns.
 * One instance per file read; not thread-safe.
 */
final class NodeReader {

    private final String file;
    private final List<Problem> problems = new ArrayList<>();

    /** Largest YAML text accepted, in code points (a study file is a few KB; 1 MiB leaves room for long lists). */
    static final int MAX_CODE_POINTS = 1024 * 1024;
    /** Largest magnitude of any number in a study file (weights, bonuses, thresholds, limits). */
    static final double MAX_MAGNITUDE = 1e9;

    NodeReader(String file) {
        this.file = file;
    }

    String file() {
        return file;
    }

    List<Problem> problems() {
        return List.copyOf(problems);
    }

    boolean hasErrors() {
        return problems.stream().anyMatch(Problem::isError);
    }

    /** Composes the YAML text into a node tree; a syntax error becomes a problem and {@code null} is returned. */
    Node compose(String yaml) {
        try {
            LoaderOptions options = new LoaderOptions();
            options.setCodePointLimit(MAX_CODE_POINTS);
            options.setMaxAliasesForCollections(50);
            options.setNestingDepthLimit(100);
            Yaml parser = new Yaml(new SafeConstructor(options));
            return parser.compose(new StringReader(yaml));
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            String message = "YAML syntax error: " + (e.getProblem() != null ? e.getProblem() : e.getMessage());
            if (e.getContext() != null) {
                message = message + " (" + e.getContext() + ")";
            }
            problems.add(mark == null ? Problem.error(file, 1, 1, message)
                    : Problem.error(file, mark.getLine() + 1, mark.getColumn() + 1, message));
            return null;
        } catch (YAMLException e) {
            problems.add(Problem.error(file, 1, 1, "YAML syntax error: " + e.getMessage()));
            return null;
        }
    }

    void error(Node at, String message) {
        problems.add(Problem.error(file, line(at), column(at), message));
    }

    void warning(Node at, String message) {
        problems.add(Problem.warning(file, line(at), column(at), message));
    }

    static int line(Node node) {
        return node == null ? 1 : node.getStartMark().getLine() + 1;
    }

    static int column(Node node) {
        return node == null ? 1 : node.getStartMark().getColumn() + 1;
    }

    // ------------------------------------------------------------------ structure

    /** The node as a mapping, or an error "{what} must be a mapping". */
    MappingNode mapping(Node node, String what) {
        if (node instanceof MappingNode m) {
            return m;
        }
        error(node, what + " must be a mapping (key: value), not " + describe(node));
        return null;
    }

    /** The node as a sequence, or an error "{what} must be a list". */
    List<Node> sequence(Node node, String what) {
        if (node instanceof SequenceNode s) {
            return s.getValue();
        }
        error(node, what + " must be a list, not " + describe(node));
        return null;
    }

    /**
     * The entries of a mapping by key, in file order. Duplicate keys are errors; keys outside {@code known} are
     * warnings ({@code known == null} accepts every key).
     */
    Fields fields(MappingNode mapping, String what, Set<String> known) {
        Map<String, NodeTuple> entries = new LinkedHashMap<>();
        for (NodeTuple tuple : mapping.getValue()) {
            Node keyNode = tuple.getKeyNode();
            if (!(keyNode instanceof ScalarNode scalar)) {
                error(keyNode, what + ": a key must be a plain name, not " + describe(keyNode));
                continue;
            }
            String key = scalar.getValue();
            if (entries.containsKey(key)) {
                error(keyNode, what + ": duplicate key '" + key + "'");
                continue;
            }
            if (known != null && !known.contains(key)) {
                warning(keyNode, what + ": unknown key '" + key + "' (ignored)");
            }
            entries.put(key, tuple);
        }
        return new Fields(this, mapping, what, entries);
    }

    // ------------------------------------------------------------------ scalars

    boolean isNull(Node node) {
        return node instanceof ScalarNode s && Tag.NULL.equals(s.getTag());
    }

    /** A scalar as text (numbers and booleans as written); {@code null} for YAML null; error for collections. */
    String string(Node node, String what) {
        if (node instanceof ScalarNode s) {
            return Tag.NULL.equals(s.getTag()) ? null : s.getValue();
        }
        error(node, what + " must be a text value, not " + describe(node));
        return null;
    }

    /** A YAML int or float (not a boolean, not a quoted string), or an error. */
    Double number(Node node, String what) {
        if (node instanceof ScalarNode s && (Tag.INT.equals(s.getTag()) || Tag.FLOAT.equals(s.getTag()))) {
            Double value = parseNumber(s.getValue());
            if (value != null && !Double.isFinite(value)) {
                error(node, what + " must be a finite number, not " + s.getValue());
                return null;
            }
            if (value != null && Math.abs(value) > MAX_MAGNITUDE) {
                error(node, what + " is out of range: " + s.getValue() + " (numbers here are at most 1e9 in size)");
                return null;
            }
            if (value != null) {
                return value;
            }
        }
        error(node, what + " must be a number, not " + describe(node));
        return null;
    }

    /** A YAML int, or an error. */
    Integer integer(Node node, String what) {
        if (node instanceof ScalarNode s && Tag.INT.equals(s.getTag())) {
            Double value = parseNumber(s.getValue());
            if (value != null && value == Math.rint(value) && Math.abs(value) <= Integer.MAX_VALUE) {
                return value.intValue();
            }
        }
        error(node, what + " must be a whole number, not " + describe(node));
        return null;
    }

    /** A YAML boolean, or an error. */
    Boolean bool(Node node, String what) {
        if (node instanceof ScalarNode s && Tag.BOOL.equals(s.getTag())) {
            String v = s.getValue().toLowerCase(java.util.Locale.ROOT);
            return v.equals("true") || v.equals("yes") || v.equals("on") || v.equals("y");
        }
        error(node, what + " must be true or false, not " + describe(node));
        return null;
    }

    /** A list of text values; a single scalar is an error. */
    List<String> stringList(Node node, String what) {
        List<Node> items = sequence(node, what);
        if (items == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (Node item : items) {
            String s = string(item, what + " entry");
            if (s != null) {
                out.add(s);
            }
        }
        return out;
    }

    /** A short description of a node for messages: {@code a list}, {@code a mapping}, {@code 'text'}. */
    static String describe(Node node) {
        if (node == null) {
            return "nothing";
        }
        if (node instanceof SequenceNode) {
            return "a list";
        }
        if (node instanceof MappingNode) {
            return "a mapping";
        }
        ScalarNode s = (ScalarNode) node;
        if (Tag.NULL.equals(s.getTag())) {
            return "an empty value";
        }
        if (Tag.BOOL.equals(s.getTag())) {
            return "the boolean '" + s.getValue() + "'";
        }
        if (Tag.INT.equals(s.getTag()) || Tag.FLOAT.equals(s.getTag())) {
            return "the number " + s.getValue();
        }
        String v = s.getValue();
        return "'" + (v.length() > 40 ? v.substring(0, 40) + "..." : v) + "'";
    }

    private static Double parseNumber(String text) {
        String t = text.replace("_", "").trim();
        String lower = t.toLowerCase(java.util.Locale.ROOT);
        if (lower.endsWith(".inf")) {
            return lower.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (lower.equals(".nan")) {
            return Double.NaN;
        }
        try {
            if (lower.startsWith("0x") || lower.startsWith("+0x") || lower.startsWith("-0x")) {
                return (double) Long.decode(t);
            }
            if (lower.startsWith("0o")) {
                return (double) Long.parseLong(t.substring(2), 8);
            }
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
