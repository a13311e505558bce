package org.interviewworkbench.ui.graph;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the graph's labels go so that no two cover each other (a pure function, no toolkit): after the layout has
 * placed the nodes, labels are placed greedily in order of importance, and a label that would touch one placed
 * before it is shortened, and hidden when even the short form would.
 *
 * <p>Order: the selected node, the hovered node and the next focus keep their full label and come first; then the
 * shown relationship labels (those of the selected or focus node), hidden when they would cover a node label placed
 * before them; then the other nodes, most relationships first and, among equals, the most recent first, each with
 * its {@link GraphStreamView#LABEL_MAX}-character label, else a {@link #SHORT_MAX}-character one, else none. The full
 * label of any node shows on hover and selection, so a hidden label is one pointer move away.
 *
 * <p>Boxes are in the view's pixels; a node label sits centred under its node (above it in the level layout's
 * staggered rows), a relationship label centred on the middle of its edge.
 */
public final class LabelPlacer {

    /** Space kept free around every label box, in pixels. */
    public static final double GAP = 2;
    /** The second, shorter form of a label that does not fit with {@link GraphStreamView#LABEL_MAX} characters. */
    public static final int SHORT_MAX = 9;
    /** Padding of the label's background box, and the gap between a node and its label, in pixels. */
    static final double PADDING = 1;
    static final double OFFSET = 2;

    private LabelPlacer() {
    }

    /** Measures the width in pixels of a text at a font size, bold or not. */
    @FunctionalInterface
    public interface Measure {
        double width(String text, double fontSize, boolean bold);
    }

    /** An axis-aligned box in the view's pixels. */
    public record Box(double minX, double minY, double maxX, double maxY) {
        /** Whether the two boxes overlap (touching edges do not). */
        public boolean intersects(Box o) {
            return minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY;
        }

        Box grown(double by) {
            return new Box(minX - by, minY - by, maxX + by, maxY + by);
        }
    }

    /**
     * A node whose label is to be placed.
     *
     * @param id        node id
     * @param label     its full label
     * @param x         centre, pixels
     * @param y         centre, pixels
     * @param size      diameter, pixels
     * @param fontSize  label font size, pixels
     * @param above     the label sits above the node (else under it)
     * @param bold      the label is drawn bold (the selected node and the next focus)
     * @param prominence 3 selected, 2 hovered, 1 the next focus, 0 any other: the first three keep their full
     *                  label and are placed first, in that order
     * @param degree    relationships (more first)
     * @param recency   larger is more recent (among equal degrees, more recent first)
     */
    public record NodeLabel(String id, String label, double x, double y, double size, double fontSize,
                            boolean above, boolean bold, int prominence, int degree, int recency) {
        boolean prominent() {
            return prominence > 0;
        }
    }

    /** A shown relationship label, centred on ({@code x}, {@code y}). */
    public record EdgeLabel(String id, String label, double x, double y, double fontSize) {
    }

    /**
     * What is placed.
     *
     * @param nodes the text shown for each node id ({@code null}: no label)
     * @param edges the relationship labels shown (by edge id)
     * @param boxes the boxes of the labels shown, by node id and by edge id
     */
    public record Placement(Map<String, String> nodes, Map<String, Boolean> edges, Map<String, Box> boxes) {
    }

    /** The box of a node label with this text. */
    public static Box nodeBox(NodeLabel n, String text, Measure measure) {
        double w = measure.width(text, n.fontSize(), n.bold()) + 2 * PADDING;
        double h = lineHeight(n.fontSize());
        double half = n.size() / 2;
        double top = n.above() ? n.y() - half - OFFSET - h : n.y() + half + OFFSET;
        return new Box(n.x() - w / 2, top, n.x() + w / 2, top + h);
    }

    /** The box of a relationship label. */
    public static Box edgeBox(EdgeLabel e, Measure measure) {
        double w = measure.width(e.label(), e.fontSize(), false) + 2 * PADDING;
        double h = lineHeight(e.fontSize());
        return new Box(e.x() - w / 2, e.y() - h / 2, e.x() + w / 2, e.y() + h / 2);
    }

    /** The height of one line of label text with its background box. */
    static double lineHeight(double fontSize) {
        return Math.ceil(fontSize * 1.3) + 2 * PADDING;
    }

    /** Places the labels: see the class comment for the order and the rules. */
    public static Placement place(List<NodeLabel> nodes, List<EdgeLabel> edges, Measure measure) {
        Taken taken = new Taken();
        Map<String, String> shownNodes = new HashMap<>();
        Map<String, Boolean> shownEdges = new HashMap<>();
        Map<String, Box> boxes = new HashMap<>();
        List<NodeLabel> order = new ArrayList<>(nodes);
        order.sort(Comparator.comparingInt(NodeLabel::prominence).reversed()
                .thenComparing(Comparator.comparingInt(NodeLabel::degree).reversed())
                .thenComparing(Comparator.comparingInt(NodeLabel::recency).reversed()));
        List<NodeLabel> prominent = order.stream().filter(NodeLabel::prominent).toList();
        List<NodeLabel> rest = order.stream().filter(n -> !n.prominent()).toList();
        for (NodeLabel n : prominent) {
            // the full label; a second prominent label that collides falls back like any other
            String text = fits(n, n.label(), taken, measure) || taken.isEmpty() ? n.label() : fallback(n, taken,
                    measure);
            take(n, text, taken, shownNodes, boxes, measure);
        }
        for (EdgeLabel e : edges) {
            Box b = edgeBox(e, measure);
            boolean free = !taken.hits(b.grown(GAP));
            shownEdges.put(e.id(), free);
            if (free) {
                taken.add(b);
                boxes.put(e.id(), b);
            }
        }
        for (NodeLabel n : rest) {
            take(n, fallback(n, taken, measure), taken, shownNodes, boxes, measure);
        }
        return new Placement(shownNodes, shownEdges, boxes);
    }

    private static void take(NodeLabel n, String text, Taken taken, Map<String, String> shown,
                             Map<String, Box> boxes, Measure measure) {
        shown.put(n.id(), text);
        if (text != null) {
            Box b = nodeBox(n, text, measure);
            taken.add(b);
            boxes.put(n.id(), b);
        }
    }

    /** The longest of the label's forms that fits, or null. */
    private static String fallback(NodeLabel n, Taken taken, Measure measure) {
        for (int max : new int[] {GraphStreamView.LABEL_MAX, SHORT_MAX}) {
            String text = GraphStyle.shortLabel(n.label(), max);
            if (fits(n, text, taken, measure)) {
                return text;
            }
        }
        return null;
    }

    private static boolean fits(NodeLabel n, String text, Taken taken, Measure measure) {
        if (text == null || text.isEmpty()) {
            return false;
        }
        return !taken.hits(nodeBox(n, text, measure).grown(GAP));
    }

    /**
     * The boxes placed so far, filed by the cells of a grid they cover, so that testing a box looks only at the
     * boxes near it (three hundred labels: a few comparisons each instead of hundreds).
     */
    private static final class Taken {
        private static final double CELL = 64;
        /** A box covering more cells than this (or not finite) is kept aside and tested against every box. */
        private static final int MAX_CELLS = 64;
        private final Map<Long, List<Box>> cells = new HashMap<>();
        private final List<Box> wide = new ArrayList<>();
        private int size;

        void add(Box b) {
            size++;
            if (!forCells(b, k -> cells.computeIfAbsent(k, x -> new ArrayList<>()).add(b))) {
                wide.add(b);
            }
        }

        boolean isEmpty() {
            return size == 0;
        }

        /** Whether a placed box overlaps {@code b}. */
        boolean hits(Box b) {
            for (Box t : wide) {
                if (t.intersects(b)) {
                    return true;
                }
            }
            boolean[] hit = {false};
            if (!forCells(b, k -> {
                List<Box> near = cells.get(k);
                if (near != null && !hit[0]) {
                    hit[0] = near.stream().anyMatch(t -> t.intersects(b));
                }
            })) {
                return cells.values().stream().flatMap(List::stream).anyMatch(t -> t.intersects(b));
            }
            return hit[0];
        }

        /** Calls {@code cell} with the key of each cell {@code b} covers; false when it covers too many. */
        private static boolean forCells(Box b, java.util.function.LongConsumer cell) {
            if (!(Double.isFinite(b.minX()) && Double.isFinite(b.minY()) && Double.isFinite(b.maxX())
                    && Double.isFinite(b.maxY()))) {
                return false;
            }
            long x0 = (long) Math.floor(b.minX() / CELL);
            long x1 = (long) Math.floor(b.maxX() / CELL);
            long y0 = (long) Math.floor(b.minY() / CELL);
            long y1 = (long) Math.floor(b.maxY() / CELL);
            if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_CELLS || x1 < x0 || y1 < y0) {
                return false;
            }
            for (long x = x0; x <= x1; x++) {
                for (long y = y0; y <= y1; y++) {
                    cell.accept(x * 0x1_0000_0001L ^ y);
                }
            }
            return true;
        }
    }
}
