package org.interviewworkbench.export.study;

import java.util.List;
import java.util.Locale;

import org.interviewworkbench.engine.study.HierarchicalValueMap;
import org.interviewworkbench.engine.study.ImplicationMatrix;

/**
 * The hierarchical value map as a standalone SVG 1.1 picture: codes as boxes in rows by level (attributes at the
 * bottom, values at the top), links as arrows whose width grows with their count, each labelled with its count;
 * every box has a {@code <title>} with the full code, type, abstractness and centrality (hover in a browser).
 */
public final class HvmSvgWriter {

    public String write(HierarchicalValueMap map, List<String> typeOrder) {
        HvmLayout layout = new HvmLayout(map, typeOrder);
        int max = map.edges().stream().mapToInt(map::countOf).max().orElse(1);
        StringBuilder sb = new StringBuilder();
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
                + "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Arial, sans-serif\">%n",
                layout.width, layout.height + 30, layout.width, layout.height + 30));
        sb.append("<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"5\" "
                + "markerHeight=\"5\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" "
                + "fill=\"#555\"/></marker></defs>\n");
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"22\" font-size=\"14\" fill=\"#222\">%s</text>%n",
                HvmLayout.MARGIN, esc(caption(map))));
        for (ImplicationMatrix.Entry e : map.edges()) {
            HvmLayout.Box a = layout.boxes.get(e.from());
            HvmLayout.Box b = layout.boxes.get(e.to());
            double[] p = endpoints(a, b);
            double w = HvmLayout.strokeWidth(map.countOf(e), max);
            sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
                    + "stroke=\"#555\" stroke-opacity=\"0.75\" stroke-width=\"%.1f\" marker-end=\"url(#arrow)\"/>%n",
                    p[0], p[1] + 30, p[2], p[3] + 30, w));
            sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" fill=\"#b00\" "
                    + "stroke=\"#fff\" stroke-width=\"3\" paint-order=\"stroke\">%d</text>%n",
                    (p[0] + p[2]) / 2 + 4, (p[1] + p[3]) / 2 + 30, map.countOf(e)));
        }
        for (HierarchicalValueMap.MapNode n : map.nodes()) {
            HvmLayout.Box box = layout.boxes.get(n.code());
            sb.append("<g>");
            sb.append(String.format(Locale.ROOT, "<title>%s (%s) abstractness %.2f, centrality %.3f</title>",
                    esc(n.code()), esc(n.type()), n.abstractness(), n.centrality()));
            sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" rx=\"8\" "
                    + "fill=\"%s\" stroke=\"#333\"/>", box.x(), box.y() + 30, HvmLayout.NODE_W, HvmLayout.NODE_H,
                    fill(typeOrder, n.type())));
            sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\" "
                    + "text-anchor=\"middle\" fill=\"#111\">%s</text>", box.x() + HvmLayout.NODE_W / 2.0,
                    box.y() + 30 + 19, esc(HvmLayout.fit(n.code(), 26))));
            sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"9\" "
                    + "text-anchor=\"middle\" fill=\"#444\">%s</text>", box.x() + HvmLayout.NODE_W / 2.0,
                    box.y() + 30 + 34, esc(n.type().replace('_', ' '))));
            sb.append("</g>\n");
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    static String caption(HierarchicalValueMap map) {
        return String.format(Locale.ROOT, "Hierarchical value map, cut-off %d (%s links, counted per %s): %d codes, "
                        + "%d links, %.0f%% of all links, %.0f%% of active cells", map.cutoff(), map.links().id(),
                map.count().id().replaceAll("s$", ""), map.nodes().size(), map.edges().size(),
                100 * map.shareOfLinksRepresented(), 100 * map.shareOfActiveCellsRepresented());
    }

    /** Start on the edge of box a, end on the edge of box b (top/bottom when rows differ, else sides). */
    static double[] endpoints(HvmLayout.Box a, HvmLayout.Box b) {
        double ax = a.x() + HvmLayout.NODE_W / 2.0;
        double bx = b.x() + HvmLayout.NODE_W / 2.0;
        if (Math.abs(a.y() - b.y()) < 1) {
            boolean right = bx > ax;
            return new double[] {right ? a.x() + HvmLayout.NODE_W : a.x(), a.y() + HvmLayout.NODE_H / 2.0,
                    right ? b.x() : b.x() + HvmLayout.NODE_W, b.y() + HvmLayout.NODE_H / 2.0};
        }
        boolean up = b.y() < a.y();
        return new double[] {ax, up ? a.y() : a.y() + HvmLayout.NODE_H, bx, up ? b.y() + HvmLayout.NODE_H : b.y()};
    }

    static String fill(List<String> typeOrder, String type) {
        String[] palette = {"#dbe9f6", "#d6efd9", "#fdf2c8", "#fbdcc4", "#f4cfe0", "#e4dcf2", "#e8e8e8"};
        int i = typeOrder.indexOf(type);
        return palette[i < 0 ? palette.length - 1 : i % (palette.length - 1)];
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
