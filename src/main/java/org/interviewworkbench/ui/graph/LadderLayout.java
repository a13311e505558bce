package org.interviewworkbench.ui.graph;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A layered ("ladder") layout for laddering methodologies: one band per ontology level (attributes at the bottom,
 * terminal values at the top), nodes ordered inside a band by the barycentre of their neighbours (a few
 * Sugiyama-style sweeps, so edges between bands cross less), and a band wider than {@link #MAX_PER_ROW} nodes
 * wrapped into staggered sub-rows so labels do not overlap. Pure function of the {@link GraphModel}; no toolkit.
 *
 * <p>Coordinates are graph units: x spacing {@link #X_GAP}, sub-row spacing {@link #ROW_GAP}, extra spacing
 * {@link #LEVEL_GAP} between bands; y grows upwards (GraphStream's convention).
 */
public final class LadderLayout {

    /** The means-end chain levels, bottom to top. */
    public static final List<String> MEC_LEVELS = List.of("attribute", "functional_consequence",
            "psychosocial_consequence", "instrumental_value", "terminal_value");
    /** Nodes per sub-row before a band wraps. */
    public static final int MAX_PER_ROW = 9;
    /** Horizontal distance between neighbours in a row. */
    public static final double X_GAP = 1.0;
    /** Vertical distance between the sub-rows of one band. */
    public static final double ROW_GAP = 0.8;
    /** Extra vertical distance between two bands. */
    public static final double LEVEL_GAP = 0.6;
    /** Barycentre sweeps (each one up and one down). */
    public static final int SWEEPS = 4;

    /**
     * A position in graph units.
     *
     * @param labelAbove draw the label above the node (every other node of a row, so neighbours' labels never
     *                   share a line)
     */
    public record Point(double x, double y, boolean labelAbove) {
    }

    /**
     * The layout of a model.
     *
     * @param positions  node id to position
     * @param bandLabels level name to the position of its band label (left of the band), only non-empty bands
     */
    public record Result(Map<String, Point> positions, Map<String, Point> bandLabels) {
    }

    private LadderLayout() {
    }

    /** Whether every node type of {@code model} is one of {@code levels} (so the ladder applies). */
    public static boolean applies(GraphModel model, List<String> levels) {
        return !model.nodes().isEmpty() && model.nodes().stream().allMatch(n -> levels.contains(n.type()));
    }

    /** Lays out {@code model} by {@code levels} (nodes of other types are put in the lowest band). */
    public static Result layout(GraphModel model, List<String> levels) {
        Map<String, List<String>> neighbours = new HashMap<>();
        for (GraphModel.Edge e : model.edges()) {
            neighbours.computeIfAbsent(e.source(), k -> new ArrayList<>()).add(e.target());
            neighbours.computeIfAbsent(e.target(), k -> new ArrayList<>()).add(e.source());
        }
        List<List<String>> bands = new ArrayList<>();
        for (int i = 0; i < levels.size(); i++) {
            bands.add(new ArrayList<>());
        }
        for (GraphModel.Node n : model.nodes()) {
            bands.get(Math.max(0, levels.indexOf(n.type()))).add(n.id());
        }
        Map<String, Double> x = new HashMap<>();
        bands.forEach(b -> assignX(b, x));
        for (int sweep = 0; sweep < SWEEPS; sweep++) {
            for (int i = 0; i < bands.size(); i++) {
                reorder(bands.get(i), neighbours, x);
            }
            for (int i = bands.size() - 1; i >= 0; i--) {
                reorder(bands.get(i), neighbours, x);
            }
        }
        Map<String, Point> positions = new LinkedHashMap<>();
        Map<String, Point> labels = new LinkedHashMap<>();
        double y = 0;
        double widest = 0;
        for (List<String> band : bands) {
            widest = Math.max(widest, Math.min(band.size(), MAX_PER_ROW));
        }
        for (int level = 0; level < bands.size(); level++) {
            List<String> band = bands.get(level);
            if (band.isEmpty()) {
                continue;
            }
            int rows = (band.size() + MAX_PER_ROW - 1) / MAX_PER_ROW;
            int perRow = (band.size() + rows - 1) / rows;
            double top = y + (rows - 1) * ROW_GAP;
            for (int r = 0; r < rows; r++) {
                List<String> row = band.subList(r * perRow, Math.min(band.size(), (r + 1) * perRow));
                double stagger = rows > 1 && r % 2 == 1 ? X_GAP / 2 : 0;
                for (int i = 0; i < row.size(); i++) {
                    double px = (i - (row.size() - 1) / 2.0) * X_GAP + stagger;
                    positions.put(row.get(i), new Point(px, top - r * ROW_GAP, i % 2 == 1));
                }
            }
            labels.put(levels.get(level), new Point(-(widest / 2.0) * X_GAP - 1.1, y + (rows - 1) * ROW_GAP / 2,
                    false));
            y = top + ROW_GAP + LEVEL_GAP;
        }
        return new Result(positions, labels);
    }

    private static void reorder(List<String> band, Map<String, List<String>> neighbours, Map<String, Double> x) {
        Map<String, Double> bary = new HashMap<>();
        for (String id : band) {
            List<String> ns = neighbours.getOrDefault(id, List.of());
            bary.put(id, ns.isEmpty() ? x.get(id) : ns.stream().mapToDouble(n -> x.getOrDefault(n, 0.0))
                    .average().orElse(x.get(id)));
        }
        band.sort(Comparator.comparingDouble(bary::get));
        assignX(band, x);
    }

    private static void assignX(List<String> band, Map<String, Double> x) {
        for (int i = 0; i < band.size(); i++) {
            x.put(band.get(i), (i - (band.size() - 1) / 2.0) / Math.max(1, band.size() - 1));
        }
    }
}
