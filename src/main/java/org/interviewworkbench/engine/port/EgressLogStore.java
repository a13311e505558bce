package org.interviewworkbench.engine.port;

import java.util.List;

/** The per-session log of requests that left the machine (design.md "What leaves the laptop"). */
public interface EgressLogStore {

    /** Appends entries in the order sent (one transaction). */
    void append(String sessionId, List<EgressEntry> entries);

    /** The session's entries in the order sent. */
    List<EgressEntry> entries(String sessionId);
}
