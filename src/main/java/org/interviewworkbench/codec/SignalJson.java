package org.interviewworkbench.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Iterator;
import java.util.Map;
import org.interviewworkbench.engine.signal.SignalValue;

/** JSON mapping of {@link SignalValue}s: booleans, integers (counts), floating numbers and strings. */
public final class SignalJson {

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private SignalJson() {
    }

    public static JsonNode toJson(SignalValue value) {
        if (value instanceof SignalValue.Flag f) {
            return F.booleanNode(f.value());
        }
        if (value instanceof SignalValue.Num n) {
            return n.integral() ? F.numberNode((long) n.value()) : F.numberNode(n.value());
        }
        return F.textNode(((SignalValue.Text) value).value());
    }

    /**
     * Parses a JSON scalar.
     *
     * @throws IllegalArgumentException for arrays, objects and null
     */
    public static SignalValue fromJson(JsonNode node) {
        if (node.isBoolean()) {
            return SignalValue.of(node.booleanValue());
        }
        if (node.isIntegralNumber()) {
            return SignalValue.of(node.longValue());
        }
        if (node.isNumber()) {
            return SignalValue.of(node.doubleValue());
        }
        if (node.isTextual()) {
            return SignalValue.of(node.textValue());
        }
        throw new IllegalArgumentException("a signal value must be a boolean, a number or a string, not " + node);
    }

    public static ObjectNode toJson(Map<String, SignalValue> signals) {
        ObjectNode out = F.objectNode();
        signals.forEach((k, v) -> out.set(k, toJson(v)));
        return out;
    }

    /** Parses an object of signal values, keeping key order. */
    public static Map<String, SignalValue> mapFromJson(JsonNode node) {
        Map<String, SignalValue> out = new LinkedHashMap<>();
        if (node == null || node.isNull()) {
            return out;
        }
        if (!node.isObject()) {
            throw new IllegalArgumentException("expected an object of signal values, got " + node.getNodeType());
        }
        Iterator<Map.Entry<String, JsonNode>> it = node.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            try {
                out.put(e.getKey(), fromJson(e.getValue()));
            } catch (IllegalArgumentException ex) {
                throw new IllegalArgumentException("signal '" + e.getKey() + "': " + ex.getMessage(), ex);
            }
        }
        return out;
    }
}
