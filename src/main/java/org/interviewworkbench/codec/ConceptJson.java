package org.interviewworkbench.codec;

import static org.interviewworkbench.codec.JsonFields.F;
import static org.interviewworkbench.codec.JsonFields.list;
import static org.interviewworkbench.codec.JsonFields.putNullable;
import static org.interviewworkbench.codec.JsonFields.stringList;
import static org.interviewworkbench.codec.JsonFields.strings;
import static org.interviewworkbench.codec.JsonFields.text;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.ElementConnection;
import org.interviewworkbench.engine.model.StimulusElement;

/**
 * JSON of a {@link Concept} in the shape of the concept files: {@code {id, name, methodology, objective,
 * elements[{id, label, aliases[], type, priority}], connections[{from, to}] (only when there are any)}}; and of
 * plain string lists.
 */
public final class ConceptJson {

    private static final String WHAT = "concept";

    private ConceptJson() {
    }

    public static ObjectNode toJson(Concept c) {
        ObjectNode o = F.objectNode();
        putNullable(o, "id", c.id());
        putNullable(o, "name", c.name());
        putNullable(o, "methodology", c.methodology());
        putNullable(o, "objective", c.objective());
        ArrayNode elements = o.putArray("elements");
        for (StimulusElement e : c.elements()) {
            ObjectNode n = elements.addObject();
            putNullable(n, "id", e.id());
            putNullable(n, "label", e.label());
            n.set("aliases", strings(e.aliases()));
            putNullable(n, "type", e.type());
            putNullable(n, "priority", e.priority());
        }
        if (!c.connections().isEmpty()) {
            ArrayNode connections = o.putArray("connections");
            for (ElementConnection k : c.connections()) {
                ObjectNode n = connections.addObject();
                n.put("from", k.from());
                n.put("to", k.to());
            }
        }
        return o;
    }

    public static String toJsonString(Concept c) {
        return JsonFields.write(toJson(c));
    }

    public static Concept fromJson(JsonNode o) {
        if (o == null || !o.isObject()) {
            throw new IllegalArgumentException("concept JSON must be an object");
        }
        String el = "stimulus element";
        return new Concept(text(o, "id", WHAT), text(o, "name", WHAT), text(o, "methodology", WHAT),
                text(o, "objective", WHAT),
                list(o, "elements", WHAT, n -> new StimulusElement(text(n, "id", el), text(n, "label", el),
                        stringList(n, "aliases", el), text(n, "type", el), text(n, "priority", el))),
                o.has("connections") ? list(o, "connections", WHAT, n -> new ElementConnection(
                        text(n, "from", "element connection"), text(n, "to", "element connection"))) : List.of());
    }

    public static Concept fromJsonString(String json) {
        return fromJson(JsonFields.parse(json, WHAT));
    }

    /** A JSON array of strings. */
    public static String stringsToJsonString(List<String> values) {
        return JsonFields.write(strings(values));
    }

    /** Parses a JSON array of strings ({@code null} or blank text reads as empty). */
    public static List<String> stringsFromJsonString(String json) {
        if (json == null || json.isBlank()) {
            return List.of();
        }
        return stringList(JsonFields.parse(json, "string list"), "string list");
    }
}
