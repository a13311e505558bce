package org.interviewworkbench.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceNode;

/** Deep, order- and bit-exact comparison of two graphs. */
final class GraphAssert {

    private GraphAssert() {
    }

    static void assertSameGraph(InterviewGraph actual, InterviewGraph expected) {
        assertThat(new ArrayList<>(actual.nodes())).containsExactlyElementsOf(expected.nodes());
        assertThat(new ArrayList<>(actual.edges())).containsExactlyElementsOf(expected.edges());
        assertThat(new ArrayList<>(actual.slots())).containsExactlyElementsOf(expected.slots());
        assertThat(new ArrayList<>(actual.canonicalEdges())).containsExactlyElementsOf(expected.canonicalEdges());
        assertThat(new ArrayList<>(actual.slotMapping().entrySet()))
                .containsExactlyElementsOf(expected.slotMapping().entrySet());
        for (String nodeId : expected.slotMapping().keySet()) {
            assertThat(actual.mappingSimilarity(nodeId)).isEqualTo(expected.mappingSimilarity(nodeId));
        }
        for (SurfaceNode n : expected.nodes()) {
            assertThat(bits(actual.nodeEmbedding(n.id()).orElse(null)))
                    .as("embedding of node %s", n.id())
                    .isEqualTo(bits(expected.nodeEmbedding(n.id()).orElse(null)));
        }
        for (CanonicalSlot s : expected.slots()) {
            assertThat(bits(actual.slotEmbedding(s.id()).orElse(null)))
                    .as("embedding of slot %s", s.id())
                    .isEqualTo(bits(expected.slotEmbedding(s.id()).orElse(null)));
        }
    }

    /** Raw IEEE bits (Arrays.equals on floats would fold NaN payloads together). */
    static List<Integer> bits(float[] v) {
        if (v == null) {
            return null;
        }
        List<Integer> out = new ArrayList<>(v.length);
        for (float f : v) {
            out.add(Float.floatToRawIntBits(f));
        }
        return out;
    }
}
