package org.interviewworkbench.simulation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;

/**
 * The chains of a scenario's truth graph: every maximal simple path from a start node to a terminal node over
 * truth edges ({@code revises} excluded).
 *
 * <ul>
 *   <li>Terminal nodes: nodes whose ontology type is {@code terminal: true}; when the ontology declares no terminal
 *       type (critical incident, journey mapping, repertory grid), truth nodes without outgoing edges.</li>
 *   <li>Start types: the non-terminal types with the lowest declared level; when no level is declared, every
 *       non-terminal type. A start node is a node of a start type with no incoming edge from a non-terminal node
 *       (so the path cannot be extended backwards: "maximal").</li>
 * </ul>
 * At most {@link #MAX_CHAINS} chains are enumerated.
 */
public final class TruthChains {

    public static final int MAX_CHAINS = 10_000;

    private TruthChains() {
    }

    /** Chains as node-id paths (each at least two nodes), in deterministic order. */
    public static List<List<String>> of(Scenario scenario, Ontology ontology) {
        Set<String> terminalTypes = new LinkedHashSet<>();
        Set<String> startTypes = new LinkedHashSet<>();
        if (ontology != null) {
            Integer lowest = null;
            for (NodeType t : ontology.nodeTypes()) {
                if (t.terminal()) {
                    terminalTypes.add(t.name());
                } else if (t.level() != null && (lowest == null || t.level() < lowest)) {
                    lowest = t.level();
                }
            }
            for (NodeType t : ontology.nodeTypes()) {
                if (!t.terminal() && (lowest == null || (t.level() != null && t.level().equals(lowest)))) {
                    startTypes.add(t.name());
                }
            }
        }
        Set<String> terminals = new LinkedHashSet<>();
        for (TruthNode n : scenario.nodes()) {
            boolean terminal = terminalTypes.isEmpty() ? scenario.outgoing(n.id()).isEmpty()
                    : terminalTypes.contains(n.type());
            if (terminal) {
                terminals.add(n.id());
            }
        }
        List<List<String>> chains = new ArrayList<>();
        for (TruthNode n : scenario.nodes()) {
            if (terminals.contains(n.id()) || (!startTypes.isEmpty() && !startTypes.contains(n.type()))) {
                continue;
            }
            boolean hasNonTerminalPredecessor = scenario.incoming(n.id()).stream()
                    .anyMatch(e -> !terminals.contains(e.source()));
            if (hasNonTerminalPredecessor) {
                continue;
            }
            List<String> path = new ArrayList<>();
            path.add(n.id());
            walk(scenario, terminals, path, chains);
        }
        return chains;
    }

    private static void walk(Scenario scenario, Set<String> terminals, List<String> path, List<List<String>> out) {
        if (out.size() >= MAX_CHAINS) {
            return;
        }
        String last = path.get(path.size() - 1);
        if (path.size() > 1 && terminals.contains(last)) {
            out.add(List.copyOf(path));
            return;
        }
        for (TruthEdge e : scenario.outgoing(last)) {
            if (!path.contains(e.target())) {
                path.add(e.target());
                walk(scenario, terminals, path, out);
                path.remove(path.size() - 1);
            }
        }
    }

    /** The truth edge that each step of a chain uses (first matching edge in file order). */
    public static List<TruthEdge> edgesOf(Scenario scenario, List<String> chain) {
        List<TruthEdge> edges = new ArrayList<>();
        for (int i = 0; i + 1 < chain.size(); i++) {
            String s = chain.get(i);
            String t = chain.get(i + 1);
            scenario.outgoing(s).stream().filter(e -> e.target().equals(t)).findFirst().ifPresent(edges::add);
        }
        return edges;
    }
}
