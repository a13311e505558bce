package org.interviewworkbench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.interviewworkbench.codec.TrackerJson;
import org.interviewworkbench.engine.tracker.NodeStateTracker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code track --events FILE.json}: replays NodeStateTracker operations and prints a JSON array with the tracker
 * after each event (design.md). Events (a JSON array, in order):
 * <ul>
 *   <li>{@code {"op":"register","node":"A","label":"..","node_type":"..","turn":1}} (optional {@code depth},
 *       {@code is_terminal}, {@code level});</li>
 *   <li>{@code {"op":"edges","node":"A","outgoing":1,"incoming":0}} (optional {@code connected}: ids the node is
 *       now connected to, which fill {@code connected_node_ids});</li>
 *   <li>{@code {"op":"yield","node":"A","turn":2,"nodes_added":1,"edges_added":0}} (optional
 *       {@code nodes_modified});</li>
 *   <li>{@code {"op":"response","node":"A","depth":"shallow"}};</li>
 *   <li>{@code {"op":"focus","node":"B","turn":2,"strategy":"deepen"}}.</li>
 * </ul>
 * Missing counts default to 0. An unknown node id is a tracker warning (the event changes nothing), not an error.
 */
@Command(name = "track", mixinStandardHelpOptions = true,
        description = "Replay node state tracker events and print the tracker after each event.")
public final class TrackCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--events", required = true, paramLabel = "FILE.json", description = "JSON array of events.")
    private Path eventsFile;

    @Override
    public Integer call() {
        spec.commandLine().getOut().println(replay(RankCommand.readJson(eventsFile)).toString());
        spec.commandLine().getOut().flush();
        return 0;
    }

    /** Replays events; the array holds the tracker JSON after each event. */
    public static ArrayNode replay(JsonNode events) {
        if (events == null || !events.isArray()) {
            throw new UserInputException("events: expected a JSON array of events");
        }
        NodeStateTracker tracker = new NodeStateTracker();
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        int index = 0;
        for (JsonNode e : events) {
            index++;
            apply(tracker, e, index);
            out.add(TrackerJson.toJson(tracker.snapshot()));
        }
        return out;
    }

    private static void apply(NodeStateTracker tracker, JsonNode e, int index) {
        if (!e.isObject()) {
            throw new UserInputException("event " + index + ": expected an object");
        }
        String op = text(e, "op", index);
        String node = text(e, "node", index);
        switch (op) {
            case "register" -> tracker.register(node, optText(e, "label"), optText(e, "node_type"),
                    integer(e, "turn", index), optInt(e, "depth", index), optBool(e, "is_terminal", index),
                    optInt(e, "level", index));
            case "edges" -> {
                tracker.updateEdgeCounts(node, optInt(e, "outgoing", index), optInt(e, "incoming", index));
                JsonNode connected = e.get("connected");
                if (connected != null && !connected.isNull()) {
                    if (!connected.isArray()) {
                        throw new UserInputException("event " + index + ": 'connected' must be an array of node ids");
                    }
                    connected.forEach(c -> tracker.recordConnection(node, c.asText()));
                }
            }
            case "yield" -> tracker.recordYield(node, integer(e, "turn", index), optInt(e, "nodes_added", index),
                    optInt(e, "edges_added", index), optInt(e, "nodes_modified", index));
            case "response" -> tracker.appendResponseSignal(node, text(e, "depth", index));
            case "focus" -> tracker.updateFocus(node, integer(e, "turn", index), text(e, "strategy", index));
            default -> throw new UserInputException("event " + index + ": unknown op '" + op
                    + "' (expected register, edges, yield, response or focus)");
        }
    }

    private static String text(JsonNode e, String field, int index) {
        JsonNode v = e.get(field);
        if (v == null || v.isNull()) {
            throw new UserInputException("event " + index + ": missing field '" + field + "'");
        }
        if (!v.isTextual()) {
            throw new UserInputException("event " + index + ": field '" + field + "' must be a string");
        }
        return v.textValue();
    }

    private static String optText(JsonNode e, String field) {
        JsonNode v = e.get(field);
        return v == null || v.isNull() ? "" : v.asText();
    }

    private static int integer(JsonNode e, String field, int index) {
        JsonNode v = e.get(field);
        if (v == null || v.isNull()) {
            throw new UserInputException("event " + index + ": missing field '" + field + "'");
        }
        if (!v.isIntegralNumber()) {
            throw new UserInputException("event " + index + ": field '" + field + "' must be an integer");
        }
        return v.intValue();
    }

    private static int optInt(JsonNode e, String field, int index) {
        JsonNode v = e.get(field);
        return v == null || v.isNull() ? 0 : integer(e, field, index);
    }

    private static boolean optBool(JsonNode e, String field, int index) {
        JsonNode v = e.get(field);
        if (v == null || v.isNull()) {
            return false;
        }
        if (!v.isBoolean()) {
            throw new UserInputException("event " + index + ": field '" + field + "' must be true or false");
        }
        return v.booleanValue();
    }
}
