package org.interviewworkbench.ui;

import java.util.List;
import java.util.Objects;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.ui.SessionViewModel.State;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the open session of a {@link SessionViewModel} in step with the store that others write too: when the
 * session's list entry differs from the one last compared (new turns, another status, an edit), or the session is
 * read-only (its writer may have let go), it is reloaded off the FX thread and shown again, keeping the turn the
 * researcher is looking at unless they follow the latest, with a status line saying what changed. Nothing happens
 * while a turn runs, the session is loading or a reload is under way. FX thread only.
 */
final class StoreFollow {

    private static final Logger LOG = LoggerFactory.getLogger(StoreFollow.class);

    private final UiServices services;
    private final SessionViewModel session;
    /** The open session's list entry when it was last compared with the store (null: not yet). */
    private SessionSummary shown;
    private boolean reloading;

    StoreFollow(UiServices services, SessionViewModel session) {
        this.services = services;
        this.session = session;
    }

    /** Another session is shown (or none): the next list is compared afresh. */
    void reset() {
        shown = null;
    }

    /** The store's sessions now ({@code latest}); reloads the open session when it changed (see the class comment). */
    void storeChanged(List<SessionSummary> latest) {
        String id = session.sessionId();
        State now = session.getState();
        if (id == null || reloading || !showing(now)) {
            return;
        }
        SessionSummary entry = latest.stream().filter(s -> s.id().equals(id)).findFirst().orElse(null);
        if (entry == null) {
            return; // deleted elsewhere: keep showing what was loaded
        }
        boolean changed = shown == null || entry.turnCount() != shown.turnCount() || entry.status() != shown.status()
                || !Objects.equals(entry.updatedAt(), shown.updatedAt());
        shown = entry;
        if (!changed && now != State.READ_ONLY) {
            return;
        }
        reloading = true;
        services.async(services.background(), () -> session.load(id), loaded -> {
            reloading = false;
            if (!id.equals(session.sessionId()) || !showing(session.getState())) {
                return; // the researcher moved on or started a turn meanwhile
            }
            boolean sameTurns = loaded.turns().size() == session.turns().size();
            boolean sameWriter = loaded.writer().map(w -> "Read-only: " + w).orElse("")
                    .equals(session.readOnlyReasonProperty().get());
            if (sameTurns && sameWriter && loaded.snapshot().state().equals(session.getSession().state())) {
                return;
            }
            session.apply(loaded.snapshot(), loaded.turns(), false, loaded.writer());
            String shortId = SessionViewModel.shortId(id);
            if (!sameTurns) {
                session.status("Session " + shortId + " now has " + Counts.of(session.turns().size(), "turn")
                        + (loaded.writer().isPresent() ? " (written by another process)" : ""));
            } else if (!sameWriter) {
                session.status(loaded.writer().isPresent() ? "Session " + shortId
                        + " is now being written by another process; read-only here"
                        : "Session " + shortId + " is no longer written elsewhere; you can answer and edit it");
            }
        }, failure -> {
            reloading = false;
            LOG.debug("reloading session {} after a change in the store failed", id, failure);
        });
    }

    private static boolean showing(State state) {
        return state == State.READY || state == State.COMPLETED || state == State.READ_ONLY;
    }
}
