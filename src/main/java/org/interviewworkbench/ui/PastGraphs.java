package org.interviewworkbench.ui;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The graph of a past turn on the scrubber as it was then, with the researcher's edits made up to it: the session as
 * the store kept it just before the next turn ran ({@link WorkbenchBridge#graphBeforeTurn}), so concepts deleted or
 * merged away later are still there and the edits made before are applied. Loaded off the FX thread, once per turn,
 * and forgotten when the session or its turns change. UI thread only.
 */
final class PastGraphs {

    private static final Logger LOG = LoggerFactory.getLogger(PastGraphs.class);

    private final UiServices services;
    private final Runnable loaded;
    private final Map<Integer, Optional<InterviewGraph>> graphs = new HashMap<>();
    private final Set<Integer> loading = new HashSet<>();
    private String sessionId;

    /** @param loaded called (UI thread) when a graph asked for earlier has arrived */
    PastGraphs(UiServices services, Runnable loaded) {
        this.services = services;
        this.loaded = loaded;
    }

    /** Forgets every graph (another session, or its turns changed). */
    void clear() {
        graphs.clear();
        loading.clear();
        sessionId = null;
    }

    /**
     * The graph after {@code turn} with the edits made before the next turn, or null while it is being loaded or when
     * the store did not keep it (then the current graph is shown as before).
     */
    InterviewGraph after(String session, int turn) {
        if (session == null) {
            return null;
        }
        if (!session.equals(sessionId)) {
            clear();
            sessionId = session;
        }
        Optional<InterviewGraph> known = graphs.get(turn);
        if (known != null) {
            return known.orElse(null);
        }
        if (loading.add(turn)) {
            services.async(services.background(), () -> Optional.ofNullable(services.bridge()
                    .graphBeforeTurn(session, turn + 1)), graph -> {
                        if (session.equals(sessionId) && loading.remove(turn)) {
                            graphs.put(turn, graph);
                            loaded.run();
                        }
                    }, failure -> {
                        LOG.warn("Could not read the graph of turn {} of session {}", turn, session, failure);
                        if (session.equals(sessionId) && loading.remove(turn)) {
                            graphs.put(turn, Optional.empty());
                        }
                    });
        }
        Optional<InterviewGraph> now = graphs.get(turn); // a synchronous executor has delivered it already
        return now == null ? null : now.orElse(null);
    }
}
