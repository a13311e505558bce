package org.interviewworkbench.export.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import org.interviewworkbench.engine.study.HierarchicalValueMap;
import org.interviewworkbench.engine.study.ImplicationMatrix;

/** The hierarchical value map as the JSON object of design.md "Studies". */
public final class HvmJsonWriter {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public String write(HierarchicalValueMap map) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("cutoff", map.cutoff());
        root.put("links", map.links().id());
        root.put("count", map.count().id());
        List<Map<String, Object>> nodes = new ArrayList<>();
        for (HierarchicalValueMap.MapNode n : map.nodes()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("code", n.code());
            o.put("type", n.type());
            o.put("abstractness", n.abstractness());
            o.put("centrality", n.centrality());
            nodes.add(o);
        }
        root.put("nodes", nodes);
        List<Map<String, Object>> edges = new ArrayList<>();
        for (ImplicationMatrix.Entry e : map.edges()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("from", e.from());
            o.put("to", e.to());
            o.put("direct", e.direct());
            o.put("indirect", e.indirect());
            edges.add(o);
        }
        root.put("edges", edges);
        root.put("share_of_links_represented", map.shareOfLinksRepresented());
        root.put("share_of_active_cells_represented", map.shareOfActiveCellsRepresented());
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot encode the map", e);
        }
    }
}
