package org.interviewworkbench.codec;

import static org.interviewworkbench.codec.JsonFields.F;
import static org.interviewworkbench.codec.JsonFields.bool;
import static org.interviewworkbench.codec.JsonFields.integer;
import static org.interviewworkbench.codec.JsonFields.list;
import static org.interviewworkbench.codec.JsonFields.number;
import static org.interviewworkbench.codec.JsonFields.putNullable;
import static org.interviewworkbench.codec.JsonFields.req;
import static org.interviewworkbench.codec.JsonFields.stringList;
import static org.interviewworkbench.codec.JsonFields.strings;
import static org.interviewworkbench.codec.JsonFields.text;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.model.CoverageState;
import org.interviewworkbench.engine.model.ElementCoverage;
import org.interviewworkbench.engine.model.MomentumState;

/**
 * JSON of stimulus coverage and momentum (concept testing). Round trips exactly.
 *
 * <pre>
 * coverage: {"elements": [ElementCoverage], "connected_pairs": ["a|b"], "connections_required",
 *            "connections_met", "focus_element_id", "asked_connections": ["a|b"], "focus_connection": "from|to",
 *            "unmet_connections": ["from|to"]}
 *   (the last three are optional on read: sessions stored before connection focus)
 * ElementCoverage: {"element_id", "label", "mentioned", "reaction", "understood", "connected", "focus_count",
 *                   "exhausted", "gaps": [], "reactions": [], "node_ids": []}
 * momentum: {"levels": [], "score", "below": [true/false], "fatigued"}   ("fatigued" is derived, ignored on read)
 * </pre>
 */
public final class CoverageJson {

    private static final String WHAT = "coverage";

    private CoverageJson() {
    }

    public static ObjectNode toJson(CoverageState c) {
        ObjectNode o = F.objectNode();
        o.set("elements", elementsToJson(c.elements()));
        o.set("connected_pairs", strings(c.connectedPairs()));
        o.put("connections_required", c.connectionsRequired());
        o.put("connections_met", c.connectionsMet());
        putNullable(o, "focus_element_id", c.focusElementId());
        o.set("asked_connections", strings(c.askedConnections()));
        putNullable(o, "focus_connection", c.focusConnection());
        o.set("unmet_connections", strings(c.unmetConnections()));
        return o;
    }

    public static CoverageState fromJson(JsonNode o) {
        if (o == null || o.isNull()) {
            return CoverageState.EMPTY;
        }
        return new CoverageState(list(o, "elements", WHAT, CoverageJson::elementFromJson),
                stringList(o, "connected_pairs", WHAT), integer(o, "connections_required", WHAT),
                integer(o, "connections_met", WHAT), text(o, "focus_element_id", WHAT),
                o.has("asked_connections") ? stringList(o, "asked_connections", WHAT) : List.of(),
                o.has("focus_connection") ? text(o, "focus_connection", WHAT) : null,
                o.has("unmet_connections") ? stringList(o, "unmet_connections", WHAT) : List.of());
    }

    /** Per-element coverage rows, in element order (the shape of TurnResult and session.json {@code coverage}). */
    public static ArrayNode elementsToJson(List<ElementCoverage> elements) {
        ArrayNode a = F.arrayNode();
        for (ElementCoverage e : elements) {
            ObjectNode n = a.addObject();
            n.put("element_id", e.elementId());
            putNullable(n, "label", e.label());
            n.put("mentioned", e.mentioned());
            putNullable(n, "reaction", e.reaction());
            n.put("understood", e.understood());
            n.put("connected", e.connected());
            n.put("focus_count", e.focusCount());
            n.put("exhausted", e.exhausted());
            n.set("gaps", strings(e.gaps()));
            n.set("reactions", strings(e.reactions()));
            n.set("node_ids", strings(e.nodeIds()));
        }
        return a;
    }

    public static List<ElementCoverage> elementsFromJson(JsonNode a) {
        if (a == null || a.isNull()) {
            return List.of();
        }
        List<ElementCoverage> out = new ArrayList<>();
        for (JsonNode n : a) {
            out.add(elementFromJson(n));
        }
        return out;
    }

    private static ElementCoverage elementFromJson(JsonNode n) {
        String what = "element coverage";
        return new ElementCoverage(text(n, "element_id", what), text(n, "label", what),
                stringList(n, "node_ids", what), bool(n, "mentioned", what), text(n, "reaction", what),
                stringList(n, "reactions", what), bool(n, "understood", what), bool(n, "connected", what),
                integer(n, "focus_count", what), bool(n, "exhausted", what), stringList(n, "gaps", what));
    }

    public static ObjectNode momentumToJson(MomentumState m) {
        ObjectNode o = F.objectNode();
        o.set("levels", strings(m.levels()));
        o.put("score", m.score());
        ArrayNode below = o.putArray("below");
        m.below().forEach(below::add);
        o.put("fatigued", m.fatigued());
        return o;
    }

    public static MomentumState momentumFromJson(JsonNode o) {
        if (o == null || o.isNull()) {
            return MomentumState.INITIAL;
        }
        String what = "momentum";
        List<Boolean> below = new ArrayList<>();
        for (JsonNode b : req(o, "below", what)) {
            below.add(b.booleanValue());
        }
        return new MomentumState(stringList(o, "levels", what), number(o, "score", what), below);
    }
}
