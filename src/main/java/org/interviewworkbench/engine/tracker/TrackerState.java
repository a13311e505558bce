package org.interviewworkbench.engine.tracker;

import java.util.Map;
import org.interviewworkbench.engine.config.Ordered;

/**
 * A serialisable snapshot of a {@link NodeStateTracker}: schema version, previous focus and the node states in
 * registration order. Persisted with the session and printed by {@code track}.
 */
public record TrackerState(int schemaVersion, String previousFocus, Map<String, NodeState> states) {

    public static final int SCHEMA_VERSION = 1;
    public static final TrackerState EMPTY = new TrackerState(SCHEMA_VERSION, null, Map.of());

    public TrackerState {
        if (schemaVersion != SCHEMA_VERSION) {
            throw new IllegalArgumentException("unsupported tracker schema_version " + schemaVersion
                    + " (this version reads " + SCHEMA_VERSION + ")");
        }
        states = Ordered.copyOf(states);
    }
}
