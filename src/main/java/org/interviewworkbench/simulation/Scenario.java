package org.interviewworkbench.simulation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What one synthetic respondent actually thinks (design.md "Scenario files"): the ground truth an interview is
 * measured against.
 *
 * @param id            scenario id
 * @param methodology   methodology id the truth is typed for
 * @param concept       concept id
 * @param openingAnswer answer to the opening question, or {@code null} (then the most salient nodes are told)
 * @param nodes         truth nodes in file order
 * @param edges         truth edges in file order
 * @param salience      node ids in the order unprompted topics come up; nodes not listed follow in file order
 */
public record Scenario(String id, String methodology, String concept, String openingAnswer, List<TruthNode> nodes,
                       List<TruthEdge> edges, List<String> salience) {

    public Scenario {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
        salience = salience == null ? List.of() : List.copyOf(salience);
        Set<String> ids = new LinkedHashSet<>();
        for (TruthNode n : nodes) {
            if (!ids.add(n.id())) {
                throw new IllegalArgumentException("scenario " + id + ": duplicate node id '" + n.id() + "'");
            }
        }
        for (TruthEdge e : edges) {
            if (!ids.contains(e.source()) || !ids.contains(e.target())) {
                throw new IllegalArgumentException("scenario " + id + ": edge " + e.source() + " -> " + e.target()
                        + " names an unknown node");
            }
        }
        for (String s : salience) {
            if (!ids.contains(s)) {
                throw new IllegalArgumentException("scenario " + id + ": salience names unknown node '" + s + "'");
            }
        }
    }

    public Optional<TruthNode> node(String nodeId) {
        return nodes.stream().filter(n -> n.id().equals(nodeId)).findFirst();
    }

    /** Node ids by id, in file order. */
    public Map<String, TruthNode> nodesById() {
        Map<String, TruthNode> map = new LinkedHashMap<>();
        nodes.forEach(n -> map.put(n.id(), n));
        return map;
    }

    /** Outgoing edges of a node, {@code revises} excluded, in file order. */
    public List<TruthEdge> outgoing(String nodeId) {
        return edges.stream().filter(e -> e.source().equals(nodeId) && !TruthEdge.REVISES.equals(e.type())).toList();
    }

    /** Incoming edges of a node, {@code revises} excluded, in file order. */
    public List<TruthEdge> incoming(String nodeId) {
        return edges.stream().filter(e -> e.target().equals(nodeId) && !TruthEdge.REVISES.equals(e.type())).toList();
    }

    /** All node ids in salience order: the listed ones first, then the rest in file order. */
    public List<String> salienceOrder() {
        LinkedHashSet<String> order = new LinkedHashSet<>(salience);
        nodes.forEach(n -> order.add(n.id()));
        return new ArrayList<>(order);
    }

    /** Distinct node types used, in first-use order. */
    public List<String> nodeTypes() {
        return nodes.stream().map(TruthNode::type).distinct().toList();
    }
}
