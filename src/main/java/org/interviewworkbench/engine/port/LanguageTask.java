package org.interviewworkbench.engine.port;

/** The language tasks of a turn; each can be served by its own engine and model. */
public enum LanguageTask {
    EXTRACTION("extraction"),
    SIGNAL_SCORING("signal_scoring"),
    QUESTION_GENERATION("question_generation"),
    SLOT_DISCOVERY("slot_discovery"),
    RESPONDENT("respondent");

    private final String id;

    LanguageTask(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
