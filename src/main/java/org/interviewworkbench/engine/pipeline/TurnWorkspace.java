package org.interviewworkbench.engine.pipeline;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionInfo;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.pipeline.TurnResult.DegradedTask;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.TaskResult;
import org.interviewworkbench.engine.port.TokenUsage;
import org.interviewworkbench.engine.tracker.NodeStateTracker;

/**
 * The unit of work of one turn: working copies of the graph and tracker plus what the turn will commit.
 * Nothing here is stored until {@link ScoringPersistenceStage} commits it in one transaction, so a failed or
 * cancelled turn leaves the session untouched.
 */
public final class TurnWorkspace {

    private final SessionInfo info;
    private final Concept concept;
    private final MethodologyConfig methodology;
    private final SessionState previousState;
    private final InterviewGraph graph;
    private final NodeStateTracker tracker;
    private final List<Utterance> transcript;
    private final int turnNumber;
    private final List<Utterance> newUtterances = new ArrayList<>();
    private final List<DegradedTask> degraded = new ArrayList<>();
    private final List<String> notices = new ArrayList<>();
    private final Map<String, TokenUsage> tokenUsage = new LinkedHashMap<>();
    private org.interviewworkbench.engine.signal.SignalContext signalContext;
    private SessionState suggestedState;

    TurnWorkspace(SessionInfo info, Concept concept, MethodologyConfig methodology, SessionState previousState,
                  InterviewGraph graph, NodeStateTracker tracker, List<Utterance> transcript) {
        this.info = info;
        this.concept = concept;
        this.methodology = methodology;
        this.previousState = previousState;
        this.graph = graph;
        this.tracker = tracker;
        this.transcript = List.copyOf(transcript);
        this.turnNumber = previousState.turnCount() + 1;
    }

    public SessionInfo info() {
        return info;
    }

    public Concept concept() {
        return concept;
    }

    public MethodologyConfig methodology() {
        return methodology;
    }

    /**
     * The session state before this turn, with the pending focus and strategy of the question really asked (the
     * moderator's rewrite or strategy choice, {@link ContextLoadingStage}).
     */
    public SessionState previousState() {
        return previousState;
    }

    /** The session state as stored before this turn: the suggestion the moderator's overrides are logged against. */
    public SessionState suggestedState() {
        return suggestedState == null ? previousState : suggestedState;
    }

    void suggestedState(SessionState stored) {
        this.suggestedState = stored;
    }

    public InterviewGraph graph() {
        return graph;
    }

    public NodeStateTracker tracker() {
        return tracker;
    }

    /** Utterances stored before this turn, in order. */
    public List<Utterance> transcript() {
        return transcript;
    }

    /** turn_count + 1 (seed 001 path 1). */
    public int turnNumber() {
        return turnNumber;
    }

    void addUtterance(Utterance utterance) {
        newUtterances.add(utterance);
    }

    public List<Utterance> newUtterances() {
        return List.copyOf(newUtterances);
    }

    void addNotice(String notice) {
        notices.add(notice);
    }

    public List<String> notices() {
        return List.copyOf(notices);
    }

    /** Records how a language task went: its tokens and, when it fell back, the degraded notice. */
    void account(LanguageTask task, TaskResult<?> result) {
        if (result.degraded()) {
            degraded.add(new DegradedTask(task.id(), result.degradedReason()));
        }
        if (result.usage().inputTokens() > 0 || result.usage().outputTokens() > 0) {
            tokenUsage.merge(task.id(), result.usage(), TokenUsage::plus);
        }
    }

    /** The signal context the ranking used (kept to detect the signals again after deferred slot discovery). */
    void signalContext(org.interviewworkbench.engine.signal.SignalContext context) {
        this.signalContext = context;
    }

    org.interviewworkbench.engine.signal.SignalContext signalContext() {
        return signalContext;
    }

    public List<DegradedTask> degraded() {
        return List.copyOf(degraded);
    }

    public Map<String, TokenUsage> tokenUsage() {
        return Map.copyOf(new LinkedHashMap<>(tokenUsage));
    }
}
