package org.interviewworkbench.engine.coverage;

import java.util.List;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.ElementConnection;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;

/** A small concept test: four elements, one connection requirement (protein - fullness). */
final class CoverageFixtures {

    private CoverageFixtures() {
    }

    static Concept bar() {
        return new Concept("bar", "Protein bar", "concept_testing", null, List.of(
                new StimulusElement("protein", "12 g of pea protein", List.of("protein", "pea protein"), null, "high"),
                new StimulusElement("full", "keeps you full", List.of("full", "hunger"), null, null),
                new StimulusElement("price", "2.49 euros", List.of("price", "euros"), null, "high"),
                new StimulusElement("wrapper", "compostable wrapper", List.of("wrapper"), null, "low")),
                List.of(new ElementConnection("protein", "full")));
    }

    static SurfaceNode node(String id, String label, String... elements) {
        return new SurfaceNode(id, label, "element_reaction", 0.9, 1, List.of("u1"), List.of(label), List.of(elements));
    }

    static SurfaceEdge edge(String id, String source, String target) {
        return new SurfaceEdge(id, source, target, "leads_to", 0.9, 1, List.of("u1"), List.of());
    }

    static InterviewGraph graph(SurfaceNode... nodes) {
        InterviewGraph g = new InterviewGraph();
        for (SurfaceNode n : nodes) {
            g.putNode(n, null);
        }
        return g;
    }
}
