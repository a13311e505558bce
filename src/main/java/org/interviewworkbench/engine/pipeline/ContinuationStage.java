package org.interviewworkbench.engine.pipeline;

import java.util.Collection;
import org.interviewworkbench.engine.config.FocusMode;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.SaturationState;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * Stage 9: decides whether the interview goes on (peer-spec 1.5, evaluated in this order) and names the focus.
 *
 * <ol>
 *   <li>{@code turn >= maxTurns} -> stop, {@code max_turns_reached};</li>
 *   <li>the answer ends the interview ({@link LanguageEngine#endsInterview}: a close answered with an end signal)
 *       -> stop, {@code respondent_ended} (the fixed thank-you follows, never the close again);</li>
 *   <li>the strategy generates a closing question -> stop, with the strategy's {@code closing_reason} when it
 *       has one, else {@code closing_strategy};</li>
 *   <li>{@code turn < }{@link #MIN_TURN_FOR_SATURATION} and not late -> continue;</li>
 *   <li>zero-yield run {@code >= }{@link #ZERO_YIELD_LIMIT} -> {@code graph_saturated}; shallow run
 *       {@code >= }{@link #SHALLOW_LIMIT} -> {@code quality_degraded}; depth plateau
 *       {@code >= }{@link #PLATEAU_LIMIT} -> {@code depth_plateau};</li>
 *   <li>at least one focused node, every focused node has {@code turns_since_last_yield >= }
 *       {@link #EXHAUSTION_YIELD_GAP}, and no node is left that was never asked about ->
 *       {@code all_nodes_exhausted};</li>
 *   <li>otherwise continue.</li>
 * </ol>
 * Intended behaviour rather than the peer's rule 6, which stops as soon as every node asked about so far has gone
 * three turns without yield, even when the respondent has mentioned concepts nobody asked about yet: exhaustion is
 * there to make the interviewer backtrack (seed 003), so the interview ends for exhaustion only when there is nothing
 * left to backtrack to. Unproductive interviews still stop through the saturation rules (five zero-yield turns,
 * six shallow answers, a six-turn depth plateau).
 *
 * <p>Focus label: the focus node's label (any node, not only recent ones: the peer silently swapped older focus
 * nodes for the newest node); without a focus node, by focus mode: summary -> "what we've discussed", topic ->
 * the concept name, recent_node -> the newest node's label (the concept name when the graph is empty); a
 * strategy with {@code focus_element} names the stimulus element chosen for the question, one with
 * {@code focus_connection} names both elements of the connection asked about ("X and Y") (concept testing).
 */
public final class ContinuationStage {

    public static final int MIN_TURN_FOR_SATURATION = 5;
    public static final int ZERO_YIELD_LIMIT = 5;
    public static final int SHALLOW_LIMIT = 6;
    public static final int PLATEAU_LIMIT = 6;
    public static final int EXHAUSTION_YIELD_GAP = 3;

    /**
     * @param shouldContinue    whether to ask another question
     * @param terminationReason stable reason id when stopping, else {@code null}
     * @param focusLabel        how the next question names its focus
     * @param turnsRemaining    {@code max(0, maxTurns - turn)}
     */
    public record Output(boolean shouldContinue, String terminationReason, String focusLabel, int turnsRemaining) {
    }

    /** Reads whether an answer ends the interview; {@code null}: no answer does (only the other rules stop it). */
    private final LanguageEngine language;

    /** A stage on which only the counting rules stop the interview (no answer is read as an end). */
    public ContinuationStage() {
        this(null);
    }

    /** A stage that also stops when {@code language} reads the answer as ending the interview. */
    public ContinuationStage(LanguageEngine language) {
        this.language = language;
    }

    public Output decide(TurnWorkspace ws, StrategySelectionStage.Output selection) {
        int turn = ws.turnNumber();
        int maxTurns = ws.info().maxTurns();
        Strategy strategy = ws.methodology().strategy(selection.strategy()).orElseThrow();
        String reason = turn < maxTurns && respondentEnded(ws) ? TurnResult.RESPONDENT_ENDED
                : reason(turn, maxTurns, strategy, selection.phase(), selection.saturation(), ws.tracker().states());
        String label = focusLabel(ws, selection, strategy);
        return new Output(reason == null, reason, label, Math.max(0, maxTurns - turn));
    }

    /** Whether this turn's answer, to the question asked before it, ends the interview (rule 2). */
    private boolean respondentEnded(TurnWorkspace ws) {
        if (language == null) {
            return false;
        }
        String answer = null;
        for (Utterance u : ws.newUtterances()) {
            if (u.speaker() == Speaker.USER) {
                answer = u.text();
            }
        }
        String question = ws.previousState() == null ? null : ws.previousState().pendingQuestion();
        for (Utterance u : ws.transcript()) {
            if (u.speaker() == Speaker.SYSTEM) {
                question = u.text(); // the last question asked before this answer
            }
        }
        return answer != null && question != null && language.endsInterview(answer, question);
    }

    /** The termination reason of a turn, or {@code null} to continue (the rules in the class comment, in order). */
    static String reason(int turn, int maxTurns, Strategy strategy, InterviewPhase phase, SaturationState s,
                         Collection<NodeState> states) {
        if (turn >= maxTurns) {
            return TurnResult.MAX_TURNS_REACHED;
        }
        if (strategy.generatesClosingQuestion()) {
            return strategy.closingReason() != null ? strategy.closingReason() : TurnResult.CLOSING_STRATEGY;
        }
        if (turn < MIN_TURN_FOR_SATURATION && phase != InterviewPhase.LATE) {
            return null;
        }
        if (s.consecutiveZeroYield() >= ZERO_YIELD_LIMIT) {
            return TurnResult.GRAPH_SATURATED;
        }
        if (s.consecutiveShallow() >= SHALLOW_LIMIT) {
            return TurnResult.QUALITY_DEGRADED;
        }
        if (s.consecutiveDepthPlateau() >= PLATEAU_LIMIT) {
            return TurnResult.DEPTH_PLATEAU;
        }
        boolean anyFocused = false;
        boolean allExhausted = true;
        for (NodeState n : states) {
            if (n.focusCount() > 0) {
                anyFocused = true;
                if (n.turnsSinceLastYield() < EXHAUSTION_YIELD_GAP) {
                    allExhausted = false;
                }
            } else {
                allExhausted = false; // never asked about: the interviewer can still backtrack to it
            }
        }
        return anyFocused && allExhausted ? TurnResult.ALL_NODES_EXHAUSTED : null;
    }

    private static String focusLabel(TurnWorkspace ws, StrategySelectionStage.Output selection, Strategy strategy) {
        if (selection.focusNodeId() != null) {
            return ws.graph().node(selection.focusNodeId()).map(SurfaceNode::label).orElse(ws.concept().name());
        }
        String connection = selection.coverage().focusConnection();
        if (connection != null) {
            String[] pair = connection.split("\\|", 2);
            String from = selection.coverage().element(pair[0]).map(e -> e.label()).orElse(pair[0]);
            String to = pair.length < 2 ? "" : selection.coverage().element(pair[1]).map(e -> e.label()).orElse(pair[1]);
            return from + " and " + to;
        }
        String element = selection.coverage().focusElementId();
        if (element != null) {
            return selection.coverage().element(element).map(e -> e.label()).orElse(ws.concept().name());
        }
        if (strategy.focusMode() == FocusMode.SUMMARY) {
            return "what we've discussed";
        }
        if (strategy.focusMode() == FocusMode.TOPIC) {
            return ws.concept().name();
        }
        SurfaceNode newest = null;
        for (SurfaceNode n : ws.graph().nodes()) {
            newest = n;
        }
        return newest == null ? ws.concept().name() : newest.label();
    }
}
