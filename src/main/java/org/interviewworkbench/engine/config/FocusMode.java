package org.interviewworkbench.engine.config;

/** How a strategy's question names its focus when no focus node was selected. */
public enum FocusMode {
    RECENT_NODE("recent_node"), SUMMARY("summary"), TOPIC("topic");

    private final String id;

    FocusMode(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
