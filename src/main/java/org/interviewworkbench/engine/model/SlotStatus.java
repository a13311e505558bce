package org.interviewworkbench.engine.model;

/** Canonical slot lifecycle: proposed (candidate) until it has enough support, then active. */
public enum SlotStatus {
    CANDIDATE("candidate"), ACTIVE("active");

    private final String id;

    SlotStatus(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
