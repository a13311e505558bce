package org.interviewworkbench.codec;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Small helpers shared by the hand-written codecs: strict field access with one-line errors. */
final class JsonFields {

    static final JsonNodeFactory F = JsonNodeFactory.instance;

    /** Reads and writes NaN/Infinity as bare tokens so every double round-trips. */
    static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .disable(JsonWriteFeature.WRITE_NAN_AS_STRINGS)
            .build();

    private JsonFields() {
    }

    static JsonNode parse(String json, String what) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(what + " JSON is malformed: " + e.getOriginalMessage(), e);
        }
    }

    static String write(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write JSON: " + e.getOriginalMessage(), e);
        }
    }

    static JsonNode req(JsonNode o, String field, String what) {
        JsonNode n = o == null ? null : o.get(field);
        if (n == null) {
            throw new IllegalArgumentException(what + ": missing field '" + field + "'");
        }
        return n;
    }

    static String text(JsonNode o, String field, String what) {
        JsonNode n = req(o, field, what);
        if (n.isNull()) {
            return null;
        }
        if (!n.isTextual()) {
            throw new IllegalArgumentException(what + ": field '" + field + "' must be a string");
        }
        return n.textValue();
    }

    static int integer(JsonNode o, String field, String what) {
        JsonNode n = req(o, field, what);
        if (!n.isIntegralNumber()) {
            throw new IllegalArgumentException(what + ": field '" + field + "' must be an integer");
        }
        return n.intValue();
    }

    static Integer nullableInteger(JsonNode o, String field, String what) {
        JsonNode n = req(o, field, what);
        return n.isNull() ? null : integer(o, field, what);
    }

    static long longValue(JsonNode o, String field, String what) {
        JsonNode n = req(o, field, what);
        if (!n.isIntegralNumber()) {
            throw new IllegalArgumentException(what + ": field '" + field + "' must be an integer");
        }
        return n.longValue();
    }

    static double number(JsonNode o, String field, String what) {
        return number(req(o, field, what), what + ": field '" + field + "'");
    }

    static double number(JsonNode n, String what) {
        if (n.isNumber()) {
            return n.doubleValue();
        }
        if (n.isTextual()) { // NaN / Infinity written as strings
            switch (n.textValue()) {
                case "NaN":
                    return Double.NaN;
                case "Infinity":
                    return Double.POSITIVE_INFINITY;
                case "-Infinity":
                    return Double.NEGATIVE_INFINITY;
                default:
                    break;
            }
        }
        throw new IllegalArgumentException(what + " must be a number");
    }

    static boolean bool(JsonNode o, String field, String what) {
        JsonNode n = req(o, field, what);
        if (!n.isBoolean()) {
            throw new IllegalArgumentException(what + ": field '" + field + "' must be true or false");
        }
        return n.booleanValue();
    }

    static void putNullable(ObjectNode o, String field, String value) {
        if (value == null) {
            o.putNull(field);
        } else {
            o.put(field, value);
        }
    }

    static ArrayNode strings(List<String> values) {
        ArrayNode a = F.arrayNode();
        values.forEach(a::add);
        return a;
    }

    static List<String> stringList(JsonNode o, String field, String what) {
        return stringList(req(o, field, what), what + ": field '" + field + "'");
    }

    static List<String> stringList(JsonNode n, String what) {
        if (n == null || n.isNull()) {
            return List.of();
        }
        if (!n.isArray()) {
            throw new IllegalArgumentException(what + " must be a list of strings");
        }
        List<String> out = new ArrayList<>(n.size());
        for (JsonNode e : n) {
            if (!e.isTextual()) {
                throw new IllegalArgumentException(what + " must be a list of strings");
            }
            out.add(e.textValue());
        }
        return out;
    }

    static <T> List<T> list(JsonNode o, String field, String what, Function<JsonNode, T> item) {
        JsonNode n = req(o, field, what);
        if (n.isNull()) {
            return List.of();
        }
        if (!n.isArray()) {
            throw new IllegalArgumentException(what + ": field '" + field + "' must be a list");
        }
        List<T> out = new ArrayList<>(n.size());
        n.forEach(e -> out.add(item.apply(e)));
        return out;
    }

    static <T> Map<String, T> map(JsonNode o, String field, String what, Function<JsonNode, T> value) {
        JsonNode n = req(o, field, what);
        if (n.isNull()) {
            return Map.of();
        }
        if (!n.isObject()) {
            throw new IllegalArgumentException(what + ": field '" + field + "' must be an object");
        }
        Map<String, T> out = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> it = n.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            out.put(e.getKey(), value.apply(e.getValue()));
        }
        return out;
    }

    static void putDouble(ObjectNode o, String field, double value) {
        o.put(field, value);
    }
}
