package org.interviewworkbench.engine.model;

/** Session lifecycle. A session is completed when the interviewer decided to stop. */
public enum SessionStatus {
    ACTIVE("active"), COMPLETED("completed");

    private final String id;

    SessionStatus(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
