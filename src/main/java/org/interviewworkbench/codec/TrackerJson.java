package org.interviewworkbench.codec;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.engine.tracker.TrackerState;

/**
 * The tracker's JSON form (peer-spec 3.4): {@code {"schema_version":1,"previous_focus":..,"states":{key:{..}}}}
 * with every NodeState field in snake_case and {@code connected_node_ids} as a list. Round trips exactly.
 */
public final class TrackerJson {

    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private TrackerJson() {
    }

    public static ObjectNode toJson(TrackerState state) {
        ObjectNode root = F.objectNode();
        root.put("schema_version", state.schemaVersion());
        if (state.previousFocus() == null) {
            root.putNull("previous_focus");
        } else {
            root.put("previous_focus", state.previousFocus());
        }
        ObjectNode states = root.putObject("states");
        state.states().forEach((key, s) -> states.set(key, toJson(s)));
        return root;
    }

    public static ObjectNode toJson(NodeState s) {
        ObjectNode o = F.objectNode();
        o.put("node_id", s.nodeId());
        o.put("label", s.label());
        o.put("created_at_turn", s.createdAtTurn());
        o.put("depth", s.depth());
        o.put("node_type", s.nodeType());
        o.put("is_terminal", s.isTerminal());
        o.put("level", s.level());
        o.put("focus_count", s.focusCount());
        putNullable(o, "last_focus_turn", s.lastFocusTurn());
        o.put("turns_since_last_focus", s.turnsSinceLastFocus());
        o.put("current_focus_streak", s.currentFocusStreak());
        putNullable(o, "last_yield_turn", s.lastYieldTurn());
        o.put("turns_since_last_yield", s.turnsSinceLastYield());
        o.put("yield_count", s.yieldCount());
        o.put("yield_rate", s.yieldRate());
        ArrayNode depths = o.putArray("all_response_depths");
        s.allResponseDepths().forEach(depths::add);
        ArrayNode connected = o.putArray("connected_node_ids");
        s.connectedNodeIds().forEach(connected::add);
        o.put("edge_count_outgoing", s.edgeCountOutgoing());
        o.put("edge_count_incoming", s.edgeCountIncoming());
        ObjectNode usage = o.putObject("strategy_usage_count");
        s.strategyUsageCount().forEach(usage::put);
        if (s.lastStrategyUsed() == null) {
            o.putNull("last_strategy_used");
        } else {
            o.put("last_strategy_used", s.lastStrategyUsed());
        }
        o.put("consecutive_same_strategy", s.consecutiveSameStrategy());
        return o;
    }

    public static String toJsonString(TrackerState state) {
        return toJson(state).toString();
    }

    /**
     * Parses a tracker. A missing {@code schema_version} reads as 1; any other version is rejected.
     *
     * @throws IllegalArgumentException when the JSON is not a tracker of schema version 1
     */
    public static TrackerState fromJson(JsonNode root) {
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("tracker JSON must be an object");
        }
        int version = root.has("schema_version") ? root.get("schema_version").asInt() : TrackerState.SCHEMA_VERSION;
        JsonNode prev = root.get("previous_focus");
        String previousFocus = prev == null || prev.isNull() ? null : prev.asText();
        Map<String, NodeState> states = new LinkedHashMap<>();
        JsonNode statesNode = root.get("states");
        if (statesNode != null && statesNode.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> it = statesNode.fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                states.put(e.getKey(), nodeStateFromJson(e.getValue()));
            }
        }
        return new TrackerState(version, previousFocus, states);
    }

    public static TrackerState fromJsonString(String json) {
        try {
            return fromJson(MAPPER.readTree(json));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("tracker JSON is malformed: " + e.getOriginalMessage(), e);
        }
    }

    public static NodeState nodeStateFromJson(JsonNode o) {
        List<String> depths = new ArrayList<>();
        o.path("all_response_depths").forEach(n -> depths.add(n.asText()));
        Set<String> connected = new LinkedHashSet<>();
        o.path("connected_node_ids").forEach(n -> connected.add(n.asText()));
        Map<String, Integer> usage = new LinkedHashMap<>();
        o.path("strategy_usage_count").fields().forEachRemaining(e -> usage.put(e.getKey(), e.getValue().asInt()));
        return new NodeState(
                o.path("node_id").asText(),
                o.path("label").asText(""),
                o.path("created_at_turn").asInt(),
                o.path("depth").asInt(),
                o.path("node_type").asText(""),
                o.path("is_terminal").asBoolean(false),
                o.path("level").asInt(),
                o.path("focus_count").asInt(),
                nullableInt(o, "last_focus_turn"),
                o.path("turns_since_last_focus").asInt(),
                o.path("current_focus_streak").asInt(),
                nullableInt(o, "last_yield_turn"),
                o.path("turns_since_last_yield").asInt(),
                o.path("yield_count").asInt(),
                o.path("yield_rate").asDouble(),
                depths,
                connected,
                o.path("edge_count_outgoing").asInt(),
                o.path("edge_count_incoming").asInt(),
                usage,
                o.hasNonNull("last_strategy_used") ? o.get("last_strategy_used").asText() : null,
                o.path("consecutive_same_strategy").asInt());
    }

    private static Integer nullableInt(JsonNode o, String field) {
        JsonNode n = o.get(field);
        return n == null || n.isNull() ? null : n.asInt();
    }

    private static void putNullable(ObjectNode o, String field, Integer value) {
        if (value == null) {
            o.putNull(field);
        } else {
            o.put(field, value);
        }
    }
}
