package org.interviewworkbench.engine.signal;

import java.util.Optional;
import org.interviewworkbench.engine.aboutness.AnswerReading;
import org.interviewworkbench.engine.aboutness.AnswerRole;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.answer_role} (label): the part the concept plays in what the respondent has been saying, read
 * from the answers' text ({@link AnswerReading}).
 *
 * <ul>
 *   <li>For a concept the answer just given names: its most central role in that answer: {@code point} (a
 *   conclusion, an emphasis, a direct short answer), {@code plain}, {@code background} (a hung time or reason
 *   clause), {@code aside} (brackets, between dashes, a ", which ..." comment, a hedge frame), {@code identity}
 *   (the respondent saying who they are) or {@code retracted} (a joke, or taken back).</li>
 *   <li>For an earlier concept: {@code identity} or {@code retracted} when every mention of it that can be found
 *   was such (it stays no candidate for a question), else {@code earlier}.</li>
 * </ul>
 * Absent (no value) when the answers are not known (the what-if ranking of the command line, tracker-only tests).
 *
 * <p>Weights in the shipped methodologies: {@code .point} up, {@code .aside} and {@code .background} down,
 * {@code .identity} and {@code .retracted} far down, so they work as a candidate filter that still shows in the
 * score decomposition. Cost: one substring search per quote per mention.
 */
public final class NodeAnswerRoleSignal implements NodeSignalDetector {

    public static final String NAME = "graph.node.answer_role";
    /** The value for a concept the last answer did not name, said earlier in the main line. */
    public static final String EARLIER = "earlier";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        if (ctx.answers().isEmpty() || ctx.graph() == null) {
            return null;
        }
        Optional<SurfaceNode> found = ctx.graph().node(s.nodeId());
        if (found.isEmpty()) {
            return null;
        }
        SurfaceNode node = found.get();
        String last = "u" + ctx.turnNumber() + "-answer";
        if (s.createdAtTurn() == ctx.turnNumber() || node.sourceUtteranceIds().contains(last)) {
            AnswerReading reading = ctx.answers().get(last);
            if (reading == null) {
                return null;
            }
            AnswerRole role = reading.roleOf(node.label(), node.sourceQuotes());
            return SignalValue.of((role == null ? AnswerRole.PLAIN : role).signalValue());
        }
        return SignalValue.of(earlierRole(node, ctx));
    }

    /** {@code identity} / {@code retracted} when every found mention was such, else {@link #EARLIER}. */
    private static String earlierRole(SurfaceNode node, NodeSignalContext ctx) {
        AnswerRole best = null;
        for (String utterance : node.sourceUtteranceIds()) {
            AnswerReading reading = ctx.answers().get(utterance);
            AnswerRole role = reading == null ? null : reading.roleOf(node.label(), node.sourceQuotes());
            if (role != null && !role.excludesFocus()) {
                return EARLIER;
            }
            best = AnswerRole.moreCentral(best, role);
        }
        return best == null ? EARLIER : best.signalValue();
    }
}
