package org.interviewworkbench.export;

import org.interviewworkbench.engine.model.CanonicalEdge;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;

/** GraphML with two graphs: {@code surface} and {@code canonical} (opens in yEd, Gephi, Cytoscape). */
public final class GraphMlExporter {

    public String export(SessionSnapshot snapshot) {
        StringBuilder x = new StringBuilder();
        x.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        x.append("<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\">\n");
        x.append("  <key id=\"label\" for=\"node\" attr.name=\"label\" attr.type=\"string\"/>\n");
        x.append("  <key id=\"type\" for=\"node\" attr.name=\"node_type\" attr.type=\"string\"/>\n");
        x.append("  <key id=\"slot\" for=\"node\" attr.name=\"canonical_slot\" attr.type=\"string\"/>\n");
        x.append("  <key id=\"status\" for=\"node\" attr.name=\"status\" attr.type=\"string\"/>\n");
        x.append("  <key id=\"support\" for=\"all\" attr.name=\"support\" attr.type=\"int\"/>\n");
        x.append("  <key id=\"etype\" for=\"edge\" attr.name=\"edge_type\" attr.type=\"string\"/>\n");
        x.append("  <graph id=\"surface\" edgedefault=\"directed\">\n");
        for (SurfaceNode n : snapshot.graph().nodes()) {
            x.append("    <node id=\"").append(esc(n.id())).append("\">")
                    .append(data("label", n.label())).append(data("type", n.nodeType()))
                    .append(data("slot", snapshot.graph().slotOf(n.id()).orElse("")))
                    .append("</node>\n");
        }
        for (SurfaceEdge e : snapshot.graph().edges()) {
            x.append("    <edge id=\"").append(esc(e.id())).append("\" source=\"").append(esc(e.source()))
                    .append("\" target=\"").append(esc(e.target())).append("\">").append(data("etype", e.edgeType()))
                    .append("</edge>\n");
        }
        x.append("  </graph>\n");
        x.append("  <graph id=\"canonical\" edgedefault=\"directed\">\n");
        for (CanonicalSlot s : snapshot.graph().slots()) {
            x.append("    <node id=\"").append(esc(s.id())).append("\">").append(data("label", s.name()))
                    .append(data("type", s.nodeType())).append(data("status", s.status().id()))
                    .append(data("support", Integer.toString(s.supportCount()))).append("</node>\n");
        }
        for (CanonicalEdge e : snapshot.graph().canonicalEdges()) {
            x.append("    <edge id=\"").append(esc(e.id())).append("\" source=\"").append(esc(e.sourceSlotId()))
                    .append("\" target=\"").append(esc(e.targetSlotId())).append("\">")
                    .append(data("etype", e.edgeType())).append(data("support", Integer.toString(e.supportCount())))
                    .append("</edge>\n");
        }
        x.append("  </graph>\n</graphml>\n");
        return x.toString();
    }

    private static String data(String key, String value) {
        return "<data key=\"" + key + "\">" + esc(value) + "</data>";
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
