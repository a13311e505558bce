package org.interviewworkbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.interviewworkbench.engine.edit.GraphEdit;

/**
 * Reads an edits file (design.md "Researcher edits"): a JSON array of edit objects. A malformed edit is one problem
 * line {@code edit <index>: <message>} (index 1-based); the array itself being unreadable is one user mistake.
 */
final class EditsFileReader {

    static final long MAX_BYTES = 10L * 1024 * 1024;
    private static final ObjectMapper JSON = new ObjectMapper();
    static final Set<String> OPS = Set.of("rename", "retype", "merge", "split", "delete_node", "add_edge",
            "delete_edge", "reverse_edge", "retype_edge", "attach_quote", "set_polarity", "rename_slot", "merge_slots",
            "split_slot");

    /**
     * The parsed edits (null where an edit was malformed or is a note) with their JSON and the problems; the notes
     * ({@code correct_answer}, {@code memo}) at their positions (null elsewhere).
     */
    record Parsed(List<GraphEdit> edits, List<String> json, List<String> problems,
                  List<org.interviewworkbench.engine.edit.SessionNote> notes) {
    }

    Parsed read(Path file) {
        if (Files.isDirectory(file)) {
            throw new UserInputException(file + " is a folder; give the edits JSON file");
        }
        if (!Files.isRegularFile(file)) {
            throw new UserInputException("no edits file " + file);
        }
        JsonNode root;
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new UserInputException(file + " is larger than the 10 MB limit for an edits file");
            }
            root = JSON.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new UserInputException(file + ": not valid JSON (" + e.getOriginalMessage() + " at line "
                    + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")", e);
        } catch (IOException e) {
            throw new UserInputException("cannot read " + file + ": " + e.getMessage(), e);
        }
        if (root == null || !root.isArray()) {
            throw new UserInputException(file + ": expected a JSON array of edits, e.g. "
                    + "[{\"op\":\"rename\",\"node\":\"n1\",\"label\":\"creamy texture\"}]");
        }
        List<GraphEdit> edits = new ArrayList<>();
        List<String> json = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        List<org.interviewworkbench.engine.edit.SessionNote> notes = new ArrayList<>();
        for (int i = 0; i < root.size(); i++) {
            JsonNode e = root.get(i);
            json.add(e.toString());
            boolean note = e.isObject() && org.interviewworkbench.codec.SessionNoteJson.OPS.contains(
                    e.path("op").asText());
            try {
                edits.add(note ? null : parse(e));
                notes.add(note ? org.interviewworkbench.codec.SessionNoteJson.parse(e) : null);
            } catch (IllegalArgumentException ex) {
                if (edits.size() == i) {
                    edits.add(null);
                }
                notes.add(null);
                problems.add("edit " + (i + 1) + ": " + ex.getMessage());
            }
        }
        return new Parsed(edits, json, problems, notes);
    }

    static GraphEdit parse(JsonNode e) {
        if (!e.isObject()) {
            throw new IllegalArgumentException("expected an object with \"op\"");
        }
        String op = text(e, "op");
        return switch (op) {
            case "rename" -> new GraphEdit.Rename(text(e, "node"), text(e, "label"));
            case "retype" -> new GraphEdit.Retype(text(e, "node"), text(e, "node_type"));
            case "merge" -> new GraphEdit.Merge(strings(e, "nodes"), e.hasNonNull("label") ? text(e, "label") : null);
            case "split" -> {
                JsonNode into = e.get("into");
                if (into == null || !into.isArray()) {
                    throw new IllegalArgumentException("split needs \"into\": [{\"label\":..., \"quotes\":[...]}, ...]");
                }
                List<GraphEdit.Split.Part> parts = new ArrayList<>();
                for (JsonNode p : into) {
                    parts.add(new GraphEdit.Split.Part(text(p, "label"), p.has("quotes") ? strings(p, "quotes")
                            : List.of()));
                }
                yield new GraphEdit.Split(text(e, "node"), parts);
            }
            case "delete_node" -> new GraphEdit.DeleteNode(text(e, "node"));
            case "add_edge" -> new GraphEdit.AddEdge(text(e, "source"), text(e, "target"), text(e, "edge_type"));
            case "delete_edge" -> new GraphEdit.DeleteEdge(text(e, "edge"));
            case "reverse_edge" -> new GraphEdit.ReverseEdge(text(e, "edge"));
            case "retype_edge" -> new GraphEdit.RetypeEdge(text(e, "edge"), text(e, "edge_type"));
            case "attach_quote" -> new GraphEdit.AttachQuote(text(e, "node"), text(e, "quote"),
                    e.hasNonNull("turn") ? turn(e) : null);
            case "set_polarity" -> new GraphEdit.SetPolarity(text(e, "node"), text(e, "polarity"));
            case "rename_slot" -> new GraphEdit.RenameSlot(text(e, "slot"), text(e, "name"));
            case "merge_slots" -> new GraphEdit.MergeSlots(strings(e, "slots"), e.hasNonNull("name") ? text(e, "name")
                    : null);
            case "split_slot" -> new GraphEdit.SplitSlot(text(e, "slot"), text(e, "name"), strings(e, "nodes"));
            default -> throw new IllegalArgumentException("unknown op \"" + op + "\" (use one of rename, retype, "
                    + "merge, split, delete_node, add_edge, delete_edge, reverse_edge, retype_edge, attach_quote, "
                    + "set_polarity, rename_slot, merge_slots, split_slot, correct_answer, memo)");
        };
    }

    private static String text(JsonNode e, String field) {
        JsonNode v = e.get(field);
        if (v == null || v.isNull()) {
            throw new IllegalArgumentException("missing \"" + field + "\"");
        }
        if (!v.isTextual()) {
            throw new IllegalArgumentException("\"" + field + "\" must be a string");
        }
        return v.asText();
    }

    private static int turn(JsonNode e) {
        JsonNode v = e.get("turn");
        if (!v.canConvertToInt() || !v.isIntegralNumber() || v.asInt() < 1) {
            throw new IllegalArgumentException("\"turn\" must be a turn number (1 or more)");
        }
        return v.asInt();
    }

    private static List<String> strings(JsonNode e, String field) {
        JsonNode v = e.get(field);
        if (v == null || !v.isArray()) {
            throw new IllegalArgumentException("\"" + field + "\" must be an array of strings");
        }
        List<String> out = new ArrayList<>();
        for (JsonNode x : v) {
            if (!x.isTextual()) {
                throw new IllegalArgumentException("\"" + field + "\" must be an array of strings");
            }
            out.add(x.asText());
        }
        return out;
    }
}
