package org.interviewworkbench.engine.signal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.pipeline.TurnResult.CanonicalMetrics;
import org.interviewworkbench.engine.port.RubricScores;
import org.interviewworkbench.engine.tracker.TrackerState;

/** Small builders for signal tests. */
final class SignalFixtures {

    private SignalFixtures() {
    }

    static InterviewGraph graph(String[] nodesAndTypes, String... edges) {
        InterviewGraph g = new InterviewGraph();
        for (int i = 0; i < nodesAndTypes.length; i += 2) {
            g.putNode(new SurfaceNode(nodesAndTypes[i], nodesAndTypes[i], nodesAndTypes[i + 1], 1.0, 1, List.of(),
                    List.of(), List.of()), null);
        }
        for (int i = 0; i < edges.length; i += 2) {
            g.putEdge(new SurfaceEdge("e" + i, edges[i], edges[i + 1], "leads_to", 1.0, 1, List.of(), List.of()));
        }
        return g;
    }

    static InterviewGraph nodes(int count) {
        InterviewGraph g = new InterviewGraph();
        for (int i = 0; i < count; i++) {
            g.putNode(new SurfaceNode("n" + i, "n" + i, "attribute", 1.0, 1, List.of(), List.of(), List.of()), null);
        }
        return g;
    }

    static RubricScores rubric(Object... kv) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], (Integer) kv[i + 1]);
        }
        return new RubricScores(m, Map.of());
    }

    static RubricScores allScores(int score) {
        return rubric("response_depth", score, "specificity", score, "certainty", score, "emotional_valence", score,
                "engagement", score, "intellectual_engagement", score);
    }

    /** A context with the given pieces; everything else empty. */
    static SignalContext ctx(MethodologyConfig m, int turn, InterviewGraph g, CanonicalMetrics canonical,
                             TrackerState tracker, List<String> strategies, List<String> depths, RubricScores rubric,
                             double peak, int prevSurface, int prevCanonical) {
        return new SignalContext(m, turn, 20, g, canonical, tracker == null ? TrackerState.EMPTY : tracker,
                strategies, depths, rubric, peak, prevSurface, 0.0, prevCanonical);
    }

    static SignalContext simple(MethodologyConfig m, InterviewGraph g, RubricScores rubric) {
        return ctx(m, 1, g, null, null, List.of(), List.of(), rubric, 0.0, 0, 0);
    }

    static CanonicalMetrics canonical(int concepts, int edges) {
        return new CanonicalMetrics(concepts, edges, 0, 0.0, 0);
    }
}
