package org.interviewworkbench.export.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.interviewworkbench.engine.study.HierarchicalValueMap;

/**
 * Positions of a hierarchical value map drawn by level: one row per node type in ontology order, the first type
 * (attributes) at the bottom and the last (terminal values) at the top; codes in a row spread evenly in map order.
 * Codes of a type the ontology does not list go in a row below the first.
 */
final class HvmLayout {

    static final int NODE_W = 170;
    static final int NODE_H = 44;
    static final int GAP_X = 30;
    static final int ROW_H = 110;
    static final int MARGIN = 40;

    record Box(String code, String type, double x, double y) {
    }

    final Map<String, Box> boxes = new LinkedHashMap<>();
    final int width;
    final int height;
    final List<String> rowTypes;

    HvmLayout(HierarchicalValueMap map, List<String> typeOrder) {
        List<String> rows = new ArrayList<>(typeOrder);
        Map<String, List<HierarchicalValueMap.MapNode>> byRow = new LinkedHashMap<>();
        for (HierarchicalValueMap.MapNode n : map.nodes()) {
            String row = rows.contains(n.type()) ? n.type() : "(other)";
            byRow.computeIfAbsent(row, k -> new ArrayList<>()).add(n);
        }
        if (byRow.containsKey("(other)")) {
            rows.add(0, "(other)");
        }
        rows.removeIf(r -> !byRow.containsKey(r));
        order(map, rows, byRow);
        int widest = byRow.values().stream().mapToInt(List::size).max().orElse(1);
        width = Math.max(400, 2 * MARGIN + widest * NODE_W + (widest - 1) * GAP_X);
        height = 2 * MARGIN + Math.max(1, rows.size()) * ROW_H;
        rowTypes = List.copyOf(rows);
        for (int r = 0; r < rows.size(); r++) {
            List<HierarchicalValueMap.MapNode> nodes = byRow.get(rows.get(r));
            double y = height - MARGIN - (r + 1) * ROW_H + (ROW_H - NODE_H) / 2.0;
            double rowWidth = nodes.size() * NODE_W + (nodes.size() - 1) * GAP_X;
            double x0 = (width - rowWidth) / 2.0;
            for (int i = 0; i < nodes.size(); i++) {
                HierarchicalValueMap.MapNode n = nodes.get(i);
                boxes.put(n.code(), new Box(n.code(), n.type(), x0 + i * (NODE_W + GAP_X), y));
            }
        }
    }

    /**
     * Fewer crossings: rows are ordered bottom-up, each code placed at the mean position (barycentre) of the codes
     * below it that it is linked with, weighted by link count; a code with no link below keeps its place. Then one
     * top-down pass does the same against the row above. Stable: ties keep map order.
     */
    private static void order(HierarchicalValueMap map, List<String> rows,
                              Map<String, List<HierarchicalValueMap.MapNode>> byRow) {
        Map<String, Double> position = new LinkedHashMap<>();
        List<List<HierarchicalValueMap.MapNode>> ordered = new ArrayList<>();
        for (String r : rows) {
            if (byRow.containsKey(r)) {
                ordered.add(byRow.get(r));
            }
        }
        for (int pass = 0; pass < 2; pass++) {
            boolean up = pass == 0;
            for (int i = up ? 0 : ordered.size() - 1; up ? i < ordered.size() : i >= 0; i += up ? 1 : -1) {
                List<HierarchicalValueMap.MapNode> row = ordered.get(i);
                Map<String, Double> key = new LinkedHashMap<>();
                for (int k = 0; k < row.size(); k++) {
                    String code = row.get(k).code();
                    double sum = 0;
                    double weight = 0;
                    for (var e : map.edges()) {
                        String other = e.from().equals(code) ? e.to() : e.to().equals(code) ? e.from() : null;
                        Double p = other == null ? null : position.get(other);
                        boolean neighbourRow = other != null && (i > 0 && contains(ordered.get(i - 1), other)
                                || i + 1 < ordered.size() && contains(ordered.get(i + 1), other));
                        if (p != null && neighbourRow) {
                            int c = map.countOf(e);
                            sum += p * c;
                            weight += c;
                        }
                    }
                    double own = position.getOrDefault(code, (double) k / Math.max(1, row.size() - 1));
                    key.put(code, weight == 0 ? own : sum / weight);
                }
                row.sort(java.util.Comparator.comparingDouble(n -> key.get(n.code())));
                for (int k = 0; k < row.size(); k++) {
                    position.put(row.get(k).code(), row.size() == 1 ? 0.5 : (double) k / (row.size() - 1));
                }
            }
        }
    }

    private static boolean contains(List<HierarchicalValueMap.MapNode> row, String code) {
        for (HierarchicalValueMap.MapNode n : row) {
            if (n.code().equals(code)) {
                return true;
            }
        }
        return false;
    }

    /** Line width for a link count, 1.5 to 8 px by share of the largest count. */
    static double strokeWidth(int count, int maxCount) {
        return maxCount <= 0 ? 1.5 : 1.5 + 6.5 * count / (double) maxCount;
    }

    /** A label cut to fit a box, with an ellipsis. */
    static String fit(String label, int maxChars) {
        return label.length() <= maxChars ? label : label.substring(0, maxChars - 1) + "\u2026";
    }
}
