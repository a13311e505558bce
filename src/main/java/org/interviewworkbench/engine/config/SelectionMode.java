package org.interviewworkbench.engine.config;

/**
 * How strategy and focus are chosen.
 *
 * <ul>
 *   <li>{@link #TWO_STAGE} (D2, default): strategies ranked on global signals, then nodes ranked for the
 *       winner when it has {@code node_binding: required}.</li>
 *   <li>{@link #JOINT} (D1, seed 003): every strategy x node pair scored on merged global + node signals
 *       (node values override global ones).</li>
 * </ul>
 */
public enum SelectionMode {
    TWO_STAGE("two_stage"), JOINT("joint");

    private final String id;

    SelectionMode(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
