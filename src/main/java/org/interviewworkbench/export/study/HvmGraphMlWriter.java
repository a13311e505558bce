package org.interviewworkbench.export.study;

import java.util.Locale;

import org.interviewworkbench.engine.study.HierarchicalValueMap;
import org.interviewworkbench.engine.study.ImplicationMatrix;

/** The hierarchical value map as GraphML: codes with type, abstractness and centrality; links with their counts. */
public final class HvmGraphMlWriter {

    public String write(HierarchicalValueMap map) {
        StringBuilder sb = new StringBuilder();
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\" "
                + "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" "
                + "xsi:schemaLocation=\"http://graphml.graphdrawing.org/xmlns "
                + "http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd\">\n");
        sb.append("  <key id=\"label\" for=\"node\" attr.name=\"label\" attr.type=\"string\"/>\n");
        sb.append("  <key id=\"type\" for=\"node\" attr.name=\"node_type\" attr.type=\"string\"/>\n");
        sb.append("  <key id=\"abstractness\" for=\"node\" attr.name=\"abstractness\" attr.type=\"double\"/>\n");
        sb.append("  <key id=\"centrality\" for=\"node\" attr.name=\"centrality\" attr.type=\"double\"/>\n");
        sb.append("  <key id=\"direct\" for=\"edge\" attr.name=\"direct\" attr.type=\"int\"/>\n");
        sb.append("  <key id=\"indirect\" for=\"edge\" attr.name=\"indirect\" attr.type=\"int\"/>\n");
        sb.append("  <key id=\"count\" for=\"edge\" attr.name=\"count\" attr.type=\"int\"/>\n");
        sb.append(String.format(Locale.ROOT, "  <graph id=\"hvm-cutoff-%d\" edgedefault=\"directed\">%n",
                map.cutoff()));
        int i = 0;
        java.util.Map<String, String> ids = new java.util.HashMap<>();
        for (HierarchicalValueMap.MapNode n : map.nodes()) {
            String id = "n" + (++i);
            ids.put(n.code(), id);
            sb.append(String.format(Locale.ROOT, "    <node id=\"%s\"><data key=\"label\">%s</data>"
                            + "<data key=\"type\">%s</data><data key=\"abstractness\">%s</data>"
                            + "<data key=\"centrality\">%s</data></node>%n", id, HvmSvgWriter.esc(n.code()),
                    HvmSvgWriter.esc(n.type()), n.abstractness(), n.centrality()));
        }
        int j = 0;
        for (ImplicationMatrix.Entry e : map.edges()) {
            sb.append(String.format(Locale.ROOT, "    <edge id=\"e%d\" source=\"%s\" target=\"%s\">"
                            + "<data key=\"direct\">%d</data><data key=\"indirect\">%d</data>"
                            + "<data key=\"count\">%d</data></edge>%n", ++j, ids.get(e.from()), ids.get(e.to()),
                    e.direct(), e.indirect(), map.countOf(e)));
        }
        sb.append("  </graph>\n</graphml>\n");
        return sb.toString();
    }
}
