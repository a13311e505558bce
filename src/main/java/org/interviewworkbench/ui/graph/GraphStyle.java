package org.interviewworkbench.ui.graph;

import java.util.Map;

/**
 * How the graph looks: the GraphStream stylesheets (heat or type colouring) and the style classes, sizes and label
 * forms of a drawn node. Pure functions, no toolkit.
 */
final class GraphStyle {

    /** Node palette by ontology type (colour-blind friendly). */
    static final Map<String, String> TYPE_COLOURS = Map.of(
            "attribute", "#4e79a7", "functional_consequence", "#59a14f", "psychosocial_consequence", "#f28e2b",
            "instrumental_value", "#b07aa1", "terminal_value", "#e15759");

    private static final String BASE_STYLE = "graph { padding: 60px; fill-color: #fbfcfd; }"
            + " node { size-mode: dyn-size; size: 16px; text-size: 10px; text-color: #1f2933; text-alignment: under;"
            + " text-background-mode: rounded-box; text-background-color: #ffffffcc; text-padding: 1px;"
            + " text-offset: 0px, 2px; stroke-mode: plain; stroke-color: #5b6770; stroke-width: 1px; z-index: 2; }"
            + " node.labeltop { text-alignment: above; text-offset: 0px, -2px; }"
            + " node.focus { stroke-color: #111111; stroke-width: 4px; text-size: 12px; text-style: bold;"
            + " text-background-color: #fff3c4; z-index: 4; }"
            + " node.added { shadow-mode: plain; shadow-color: #f5b700; shadow-width: 4px; shadow-offset: 0px; }"
            + " node.muted { fill-color: #d5dbe0; text-color: #7b8794; }"
            + " node.selected { stroke-color: #0b6bcb; stroke-width: 4px; text-size: 12px; text-style: bold;"
            + " text-background-color: #dcecff; z-index: 5; }"
            + " sprite.band { size: 1px; fill-mode: none; stroke-mode: none; shadow-mode: none;"
            + " text-size: 11px; text-style: italic; text-color: #7b8794; text-alignment: right;"
            + " text-background-mode: none; }"
            + " edge { fill-color: #8a96a366; size: 1px; arrow-size: 7px, 4px; text-mode: hidden; text-size: 10px;"
            + " text-color: #1f2933; text-background-mode: rounded-box; text-background-color: #ffffffdd;"
            + " text-padding: 1px; z-index: 1; }"
            + " edge.added { fill-color: #f5b700cc; size: 2px; }"
            + " edge.emph { fill-color: #3d4852; size: 2px; text-mode: normal; z-index: 3; }";
    /** Sequential heat: neutral grey (0) through amber to red (1), so only high values stand out. */
    private static final String HEAT_STYLE = " node { fill-mode: dyn-plain; fill-color: #dfe6ec,#fdd49e,#d7191c; }"
            + " node.unknown { fill-mode: plain; fill-color: #c9d1d9; }";

    private GraphStyle() {
    }

    /** The GraphStream stylesheet for heat or type colouring. */
    static String stylesheet(boolean heat) {
        return BASE_STYLE + (heat ? HEAT_STYLE : typeStyle());
    }

    /** Truncates a label to {@code max} characters with an ellipsis. */
    static String shortLabel(String label, int max) {
        if (label == null || label.length() <= max) {
            return label;
        }
        return label.substring(0, Math.max(1, max - 1)).stripTrailing() + "\u2026";
    }

    /** Short band name of a level: "terminal_value" -> "terminal", "attribute" -> "attributes". */
    static String bandName(String level) {
        int cut = level.indexOf('_');
        return cut > 0 ? level.substring(0, cut) : level + "s";
    }

    /** Node size in pixels from its degree (more relationships, bigger node). */
    static float nodeSize(int degree, boolean focus) {
        return 12f + 3f * Math.min(degree, 8) + (focus ? 6f : 0f);
    }

    /**
     * The style classes of a drawn node: its colour class (heat, unknown heat or its type), then muted, added,
     * focus, selected and labeltop (the level layout puts its label above it) as they apply.
     */
    static String nodeClasses(GraphModel.Node n, boolean heat, boolean selected, boolean labelAbove) {
        StringBuilder classes = new StringBuilder(heat ? (Double.isNaN(n.heat()) ? "unknown" : "heat")
                : typeClass(n.type()));
        if (n.muted()) {
            classes.append(", muted");
        }
        if (n.added()) {
            classes.append(", added");
        }
        if (n.focus()) {
            classes.append(", focus");
        }
        if (selected) {
            classes.append(", selected");
        }
        if (labelAbove) {
            classes.append(", labeltop");
        }
        return classes.toString();
    }

    /** The style classes of a drawn relationship: added or plain, emphasised when it touches the selection. */
    static String edgeClasses(GraphModel.Edge e, boolean emphasised) {
        String cls = e.added() ? "added" : "plain";
        return emphasised ? cls + ", emph" : cls;
    }

    /** Tooltip text of a node: full label, type and (when known) the heat value. */
    static String hoverText(GraphModel.Node n) {
        return n.label() + "\n" + n.type().replace('_', ' ')
                + (Double.isNaN(n.heat()) ? "" : String.format(java.util.Locale.ROOT, " \u00b7 heat %.2f", n.heat()))
                + (n.focus() ? " \u00b7 next focus" : "");
    }

    private static String typeClass(String type) {
        return TYPE_COLOURS.containsKey(type) ? type : "other";
    }

    private static String typeStyle() {
        StringBuilder b = new StringBuilder(" node { fill-mode: plain; fill-color: #9aa5b1; }");
        TYPE_COLOURS.forEach((type, colour) -> b.append(" node.").append(type).append(" { fill-color: ")
                .append(colour).append("; }"));
        return b.toString();
    }
}
