package org.interviewworkbench.engine.signal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.aboutness.AnswerReadings;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.engine.tracker.NodeStateTracker;
import org.junit.jupiter.api.Test;

/** {@code graph.node.answer_role}: the part a concept plays in what the respondent has been saying. */
class NodeAnswerRoleSignalTest {

    private static final String FIRST = "I'm a primary school teacher - mostly year two. The marking eats my "
            + "evenings.";
    private static final String SECOND = "My mum moved in after my dad's stroke. So I'm never off duty, really.";

    private final NodeAnswerRoleSignal signal = new NodeAnswerRoleSignal();

    private static SurfaceNode node(String id, String label, int turn, String quote) {
        return new SurfaceNode(id, label, "attribute", 0.9, turn, List.of("u" + turn + "-answer"), List.of(quote),
                List.of());
    }

    private static NodeState state(NodeStateTracker t, SurfaceNode n) {
        return t.register(n.id(), n.label(), n.nodeType(), n.createdTurn(), 0, false, 1);
    }

    @Test
    void theConsequenceTheRespondentStatedIsThePointAndTheFamilyEventBehindItIsBackground() {
        InterviewGraph g = new InterviewGraph();
        SurfaceNode stroke = node("stroke", "dad's stroke", 2, "My mum moved in after my dad's stroke");
        SurfaceNode duty = node("duty", "never off duty", 2, "I'm never off duty");
        g.putNode(stroke, null);
        g.putNode(duty, null);
        NodeStateTracker t = new NodeStateTracker();
        NodeSignalContext ctx = new NodeSignalContext(2, null, null, g, false, null,
                AnswerReadings.of(Map.of("u1-answer", FIRST, "u2-answer", SECOND)));
        assertThat(signal.detect(state(t, duty), ctx)).isEqualTo(SignalValue.of("point"));
        assertThat(signal.detect(state(t, stroke), ctx)).isEqualTo(SignalValue.of("background"));
    }

    @Test
    void theRespondentsOwnJobStaysNoTopicInLaterTurnsWhileAnEarlierPlainConceptIsEarlier() {
        InterviewGraph g = new InterviewGraph();
        SurfaceNode job = node("job", "primary school teacher", 1, "I'm a primary school teacher");
        SurfaceNode marking = node("marking", "marking", 1, "The marking eats my evenings");
        g.putNode(job, null);
        g.putNode(marking, null);
        NodeStateTracker t = new NodeStateTracker();
        NodeSignalContext ctx = new NodeSignalContext(2, null, null, g, false, null,
                AnswerReadings.of(Map.of("u1-answer", FIRST, "u2-answer", SECOND)));
        assertThat(signal.detect(state(t, job), ctx)).isEqualTo(SignalValue.of("identity"));
        assertThat(signal.detect(state(t, marking), ctx)).isEqualTo(SignalValue.of(NodeAnswerRoleSignal.EARLIER));
    }

    @Test
    void withoutTheAnswersTheSignalIsAbsent() {
        InterviewGraph g = new InterviewGraph();
        SurfaceNode marking = node("marking", "marking", 1, "The marking eats my evenings");
        g.putNode(marking, null);
        assertThat(signal.detect(state(new NodeStateTracker(), marking),
                new NodeSignalContext(1, null, null, g, false))).isNull();
    }
}
