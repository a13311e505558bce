package org.interviewworkbench.engine.pipeline;

/** The twelve stages of a turn, in execution order (seed 002 / peer-spec 1.3). */
public enum Stage {
    CONTEXT_LOADING("ContextLoading"),
    UTTERANCE_SAVING("UtteranceSaving"),
    SRL_PREPROCESSING("SRLPreprocessing"),
    EXTRACTION("Extraction"),
    GRAPH_UPDATE("GraphUpdate"),
    SLOT_DISCOVERY("SlotDiscovery"),
    STATE_COMPUTATION("StateComputation"),
    STRATEGY_SELECTION("StrategySelection"),
    CONTINUATION("Continuation"),
    QUESTION_GENERATION("QuestionGeneration"),
    RESPONSE_SAVING("ResponseSaving"),
    SCORING_PERSISTENCE("ScoringPersistence");

    private final String displayName;

    Stage(String displayName) {
        this.displayName = displayName;
    }

    /** The stage name used in {@code stage_latency_ms} and the UI. */
    public String displayName() {
        return displayName;
    }
}
