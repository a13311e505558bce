package org.interviewworkbench.methodology;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;

/** The entries of one YAML mapping, with typed accessors that report problems through the {@link NodeReader}. */
final class Fields {

    private final NodeReader reader;
    private final MappingNode mapping;
    private final String what;
    private final Map<String, NodeTuple> entries;

    Fields(NodeReader reader, MappingNode mapping, String what, Map<String, NodeTuple> entries) {
        this.reader = reader;
        this.mapping = mapping;
        this.what = what;
        this.entries = entries;
    }

    MappingNode node() {
        return mapping;
    }

    /** What this mapping is, for messages (e.g. {@code strategy 'deepen'}). */
    String what() {
        return what;
    }

    boolean has(String key) {
        return entries.containsKey(key);
    }

    /** The value node of {@code key}, or {@code null}. */
    Node value(String key) {
        NodeTuple t = entries.get(key);
        return t == null ? null : t.getValueNode();
    }

    /** The key node of {@code key}, or {@code null}. */
    Node keyNode(String key) {
        NodeTuple t = entries.get(key);
        return t == null ? null : t.getKeyNode();
    }

    List<String> keys() {
        return new ArrayList<>(entries.keySet());
    }

    List<NodeTuple> tuples() {
        return new ArrayList<>(entries.values());
    }

    /** The value node of a required key; a missing key is an error at the mapping. */
    Node required(String key) {
        Node v = value(key);
        if (v == null) {
            reader.error(mapping, what + ": missing required key '" + key + "'");
        }
        return v;
    }

    String path(String key) {
        return what + "." + key;
    }

    String string(String key) {
        Node v = value(key);
        return v == null ? null : reader.string(v, path(key));
    }

    String requiredString(String key) {
        Node v = required(key);
        if (v == null) {
            return null;
        }
        String s = reader.string(v, path(key));
        if (s == null && reader.isNull(v)) {
            reader.error(v, path(key) + " must not be empty");
        } else if (s != null && s.isBlank()) {
            reader.error(v, path(key) + " must not be empty");
            return null;
        }
        return s;
    }

    List<String> stringList(String key) {
        Node v = value(key);
        return v == null || reader.isNull(v) ? List.of() : reader.stringList(v, path(key));
    }

    Double number(String key) {
        Node v = value(key);
        return v == null || reader.isNull(v) ? null : reader.number(v, path(key));
    }

    Integer integer(String key) {
        Node v = value(key);
        return v == null || reader.isNull(v) ? null : reader.integer(v, path(key));
    }

    Boolean bool(String key) {
        Node v = value(key);
        return v == null || reader.isNull(v) ? null : reader.bool(v, path(key));
    }

    /** A nested mapping's fields, or {@code null} when absent/null (wrong type is an error). */
    Fields mapping(String key, java.util.Set<String> known) {
        Node v = value(key);
        if (v == null || reader.isNull(v)) {
            return null;
        }
        MappingNode m = reader.mapping(v, path(key));
        return m == null ? null : reader.fields(m, path(key), known);
    }

    /**
     * The enum constant whose id ({@code idOf}) is the text of {@code key}; {@code null} when absent, and an error
     * listing the valid ids when the text is none of them.
     */
    <E extends Enum<E>> E oneOf(String key, E[] values, Function<E, String> idOf) {
        String text = string(key);
        if (text == null) {
            return null;
        }
        for (E value : values) {
            if (idOf.apply(value).equals(text)) {
                return value;
            }
        }
        List<String> ids = Arrays.stream(values).map(idOf).toList();
        reader.error(value(key), what + ": invalid " + key + " '" + text + "' (valid: " + String.join(", ", ids)
                + ")");
        return null;
    }

    /** A nested list's items, or an empty list when absent/null (wrong type is an error). */
    List<Node> sequence(String key) {
        Node v = value(key);
        if (v == null || reader.isNull(v)) {
            return List.of();
        }
        List<Node> items = reader.sequence(v, path(key));
        return items == null ? List.of() : items;
    }
}
