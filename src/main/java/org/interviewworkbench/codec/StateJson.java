package org.interviewworkbench.codec;

import static org.interviewworkbench.codec.JsonFields.F;
import static org.interviewworkbench.codec.JsonFields.integer;
import static org.interviewworkbench.codec.JsonFields.longValue;
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
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.model.FocusEntry;
import org.interviewworkbench.engine.model.SaturationState;
import org.interviewworkbench.engine.model.MomentumState;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SessionStatus;
import org.interviewworkbench.engine.port.TokenUsage;
import org.interviewworkbench.engine.tracker.TrackerState;

/**
 * JSON of a {@link SessionState} and its pieces (focus history, token usage, saturation counters). Round trips
 * exactly. Full shape:
 *
 * <pre>
 * {"turn_count", "status", "termination_reason",
 *  "tracker": TrackerJson (omitted by {@link #toJson(SessionState, boolean)} with false),
 *  "saturation": {consecutive_zero_yield, consecutive_shallow, consecutive_depth_plateau, prev_max_depth},
 *  "response_depth_history": [], "strategy_history": [],
 *  "focus_history": [{turn, node_id, label, strategy}],
 *  "surface_velocity_peak", "prev_surface_node_count", "canonical_velocity_peak", "prev_canonical_node_count",
 *  "pending_question", "pending_strategy", "pending_focus_node_id",
 *  "token_usage": {task: {model, input_tokens, output_tokens}},
 *  "coverage": CoverageJson (only for concept tests), "momentum": CoverageJson momentum (only once assessed)}
 * </pre>
 * States written before concept testing (without "coverage" and "momentum") still load.
 */
public final class StateJson {

    private static final String WHAT = "session state";

    private StateJson() {
    }

    // ---- whole state -----------------------------------------------------------------------------------

    public static ObjectNode toJson(SessionState s) {
        return toJson(s, true);
    }

    /** The state; without the tracker when {@code withTracker} is false (the store keeps it in its own column). */
    public static ObjectNode toJson(SessionState s, boolean withTracker) {
        ObjectNode o = F.objectNode();
        o.put("turn_count", s.turnCount());
        o.put("status", s.status().id());
        putNullable(o, "termination_reason", s.terminationReason());
        if (withTracker) {
            o.set("tracker", TrackerJson.toJson(s.tracker()));
        }
        o.set("saturation", saturationToJson(s.saturation()));
        o.set("response_depth_history", strings(s.responseDepthHistory()));
        o.set("strategy_history", strings(s.strategyHistory()));
        o.set("focus_history", focusHistoryToJson(s.focusHistory()));
        o.put("surface_velocity_peak", s.surfaceVelocityPeak());
        o.put("prev_surface_node_count", s.prevSurfaceNodeCount());
        o.put("canonical_velocity_peak", s.canonicalVelocityPeak());
        o.put("prev_canonical_node_count", s.prevCanonicalNodeCount());
        putNullable(o, "pending_question", s.pendingQuestion());
        putNullable(o, "pending_strategy", s.pendingStrategy());
        putNullable(o, "pending_focus_node_id", s.pendingFocusNodeId());
        o.set("token_usage", tokenUsageToJson(s.tokenUsage()));
        if (!s.coverage().isEmpty()) {
            o.set("coverage", CoverageJson.toJson(s.coverage()));
        }
        if (!s.momentum().equals(MomentumState.INITIAL)) {
            o.set("momentum", CoverageJson.momentumToJson(s.momentum()));
        }
        return o;
    }

    public static String toJsonString(SessionState s, boolean withTracker) {
        return JsonFields.write(toJson(s, withTracker));
    }

    /** Parses a whole state; its {@code tracker} key is required. */
    public static SessionState fromJson(JsonNode o) {
        return fromJson(o, TrackerJson.fromJson(req(o, "tracker", WHAT)));
    }

    /** Parses a state stored without its tracker, using {@code tracker}. */
    public static SessionState fromJson(JsonNode o, TrackerState tracker) {
        if (o == null || !o.isObject()) {
            throw new IllegalArgumentException("session state JSON must be an object");
        }
        return new SessionState(
                integer(o, "turn_count", WHAT),
                tracker,
                saturationFromJson(req(o, "saturation", WHAT)),
                stringList(o, "response_depth_history", WHAT),
                stringList(o, "strategy_history", WHAT),
                focusHistoryFromJson(req(o, "focus_history", WHAT)),
                number(o, "surface_velocity_peak", WHAT),
                integer(o, "prev_surface_node_count", WHAT),
                number(o, "canonical_velocity_peak", WHAT),
                integer(o, "prev_canonical_node_count", WHAT),
                text(o, "pending_question", WHAT),
                text(o, "pending_strategy", WHAT),
                text(o, "pending_focus_node_id", WHAT),
                statusFromId(text(o, "status", WHAT)),
                text(o, "termination_reason", WHAT),
                tokenUsageFromJson(req(o, "token_usage", WHAT)),
                CoverageJson.fromJson(o.get("coverage")),
                CoverageJson.momentumFromJson(o.get("momentum")));
    }

    public static SessionState fromJsonString(String json, TrackerState tracker) {
        return fromJson(JsonFields.parse(json, WHAT), tracker);
    }

    /** The status with this id ({@code active}, {@code completed}). */
    public static SessionStatus statusFromId(String id) {
        for (SessionStatus s : SessionStatus.values()) {
            if (s.id().equals(id)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown session status '" + id + "' (expected active or completed)");
    }

    // ---- pieces ----------------------------------------------------------------------------------------

    public static ObjectNode saturationToJson(SaturationState s) {
        ObjectNode o = F.objectNode();
        o.put("consecutive_zero_yield", s.consecutiveZeroYield());
        o.put("consecutive_shallow", s.consecutiveShallow());
        o.put("consecutive_depth_plateau", s.consecutiveDepthPlateau());
        o.put("prev_max_depth", s.prevMaxDepth());
        return o;
    }

    public static SaturationState saturationFromJson(JsonNode o) {
        String what = "saturation";
        return new SaturationState(integer(o, "consecutive_zero_yield", what), integer(o, "consecutive_shallow", what),
                integer(o, "consecutive_depth_plateau", what), integer(o, "prev_max_depth", what));
    }

    public static ArrayNode focusHistoryToJson(List<FocusEntry> history) {
        ArrayNode a = F.arrayNode();
        for (FocusEntry e : history) {
            ObjectNode o = a.addObject();
            o.put("turn", e.turn());
            o.put("node_id", e.nodeId());
            o.put("label", e.label());
            putNullable(o, "strategy", e.strategy());
        }
        return a;
    }

    public static List<FocusEntry> focusHistoryFromJson(JsonNode a) {
        if (a == null || a.isNull()) {
            return List.of();
        }
        if (!a.isArray()) {
            throw new IllegalArgumentException("focus_history must be a list");
        }
        List<FocusEntry> out = new ArrayList<>(a.size());
        String what = "focus history entry";
        for (JsonNode o : a) {
            out.add(new FocusEntry(integer(o, "turn", what), text(o, "node_id", what), text(o, "label", what),
                    text(o, "strategy", what)));
        }
        return out;
    }

    /** {@code {task: {model, input_tokens, output_tokens}}}, keeping task order. */
    public static ObjectNode tokenUsageToJson(Map<String, TokenUsage> usage) {
        ObjectNode o = F.objectNode();
        usage.forEach((task, u) -> {
            ObjectNode e = o.putObject(task);
            putNullable(e, "model", u.model());
            e.put("input_tokens", u.inputTokens());
            e.put("output_tokens", u.outputTokens());
        });
        return o;
    }

    public static Map<String, TokenUsage> tokenUsageFromJson(JsonNode o) {
        Map<String, TokenUsage> out = new LinkedHashMap<>();
        if (o == null || o.isNull()) {
            return out;
        }
        if (!o.isObject()) {
            throw new IllegalArgumentException("token_usage must be an object");
        }
        Iterator<Map.Entry<String, JsonNode>> it = o.fields();
        String what = "token usage";
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode u = e.getValue();
            out.put(e.getKey(), new TokenUsage(text(u, "model", what), longValue(u, "input_tokens", what),
                    longValue(u, "output_tokens", what)));
        }
        return out;
    }
}
