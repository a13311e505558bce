package org.interviewworkbench.engine.config;

/** Whether a strategy needs a focus node (Stage 2 runs) or works at conversation level. */
public enum NodeBinding {
    REQUIRED("required"), NONE("none");

    private final String id;

    NodeBinding(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
