package org.interviewworkbench.bench;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.TypePair;
import org.interviewworkbench.engine.edit.GraphEdit;
import org.interviewworkbench.engine.edit.GraphEditor;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.tracker.NodeStateTracker;
import org.interviewworkbench.engine.tracker.TrackerState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Issue 13's figure: applying researcher edits (a merge, a delete and an added relationship) to a 300-concept graph
 * with 450 relationships and its tracker, all or nothing, including the recomputed edge counts and canonical edges.
 * Run as {@link RankingBenchmark} says.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class GraphEditBenchmark {

    private final Ontology ontology = new Ontology(
            List.of(new NodeType("attribute", "", List.of(), 1, false),
                    new NodeType("consequence", "", List.of(), 2, false),
                    new NodeType("value", "", List.of(), 3, true)),
            List.of(new EdgeType("leads_to", "", List.of(new TypePair("*", "*")))), List.of(), Map.of(), null, "");
    private InterviewGraph graph;
    private TrackerState tracker;

    @Setup
    public void setUp() {
        graph = new InterviewGraph();
        NodeStateTracker t = new NodeStateTracker();
        String[] types = {"attribute", "consequence", "value"};
        for (int i = 1; i <= 300; i++) {
            String type = types[i % 3];
            graph.putNode(new SurfaceNode("n" + i, "concept " + i, type, 0.9, 1 + i / 15, List.of("u" + i),
                    List.of("quote " + i), List.of()), null);
            t.register("n" + i, "concept " + i, type, 1 + i / 15, 0, false, 1 + i % 3);
        }
        int e = 0;
        for (int i = 1; i <= 300; i++) {
            for (int k = 1; k <= 2 && e < 450; k++) {
                int j = 1 + (i * 7 + k * 13) % 300;
                if (j != i && graph.edge("n" + i, "n" + j, "leads_to").isEmpty()) {
                    graph.putEdge(new SurfaceEdge("e" + (++e), "n" + i, "n" + j, "leads_to", 0.8, 1, List.of(),
                            List.of()));
                }
            }
        }
        tracker = t.snapshot();
    }

    @Benchmark
    public Object mergeDeleteAdd() {
        return new GraphEditor(ontology).apply(graph, tracker, "n5", List.of(
                new GraphEdit.Merge(List.of("n3", "n6", "n9"), "merged"),
                new GraphEdit.DeleteNode("n5"),
                new GraphEdit.AddEdge("n1", "n2", "leads_to")));
    }
}
