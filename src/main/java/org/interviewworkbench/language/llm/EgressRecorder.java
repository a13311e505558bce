package org.interviewworkbench.language.llm;

import java.util.ArrayList;
import java.util.List;

import org.interviewworkbench.engine.port.EgressEntry;

/** Collects the egress entries of an engine in the order the requests were sent; the caller drains them per session. */
public final class EgressRecorder {

    private final List<EgressEntry> entries = new ArrayList<>();

    synchronized void add(EgressEntry entry) {
        entries.add(entry);
    }

    /** The entries since the last drain, oldest first. */
    public synchronized List<EgressEntry> drain() {
        List<EgressEntry> out = List.copyOf(entries);
        entries.clear();
        return out;
    }
}
