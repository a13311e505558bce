package org.interviewworkbench.ui.sessions;

import java.nio.file.Path;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.export.ExportFormat;
import org.interviewworkbench.ui.DialogService;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;

/** The session sidebar: list, new, resume (open), delete with confirmation, export. */
public final class SessionsViewModel {

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(SessionsViewModel.class);

    /**
     * What a new session needs, and what the setup form records with it (participant id, date, moderator, notes,
     * consent note; each optional).
     */
    public record NewSession(String methodologyId, String conceptId, String engine, int maxTurns, String participantId,
                             java.time.LocalDate interviewDate, String moderator, String notes, String consent) {
        public NewSession(String methodologyId, String conceptId, String engine, int maxTurns) {
            this(methodologyId, conceptId, engine, maxTurns, null, null, null, null, null);
        }

        /** Whether the form recorded anything beyond the interview itself. */
        boolean hasSetup() {
            return participantId != null && !participantId.isBlank() || interviewDate != null
                    || moderator != null && !moderator.isBlank() || notes != null && !notes.isBlank();
        }
    }

    private final UiServices services;
    private final SessionViewModel session;
    private final ObservableList<SessionSummary> sessions = FXCollections.observableArrayList();
    private final ObservableList<String> methodologies = FXCollections.observableArrayList();
    private final ObservableList<String> concepts = FXCollections.observableArrayList();
    private final ObservableList<String> engines = FXCollections.observableArrayList();

    public SessionsViewModel(UiServices services, SessionViewModel session) {
        this.services = services;
        this.session = session;
        org.interviewworkbench.ui.IdentityChange.listen(session.lastTurnProperty(), (a, b) -> {
            if (b != null && (a == null || b.turnNumber() == a.turnNumber() + 1)) {
                refresh(); // turn counts and status in the sidebar
            }
        });
    }

    public ObservableList<SessionSummary> sessions() {
        return sessions;
    }

    private java.util.Map<String, String> conceptMethodology = java.util.Map.of();
    private java.util.Map<String, String> conceptNames = java.util.Map.of();

    /** A concept's human name ("Oat milk as a dairy alternative"), else its id. */
    public String conceptName(String conceptId) {
        return conceptId == null ? "" : conceptNames.getOrDefault(conceptId, conceptId);
    }

    /**
     * Why a new session cannot start as requested ({@code null} when it can): no methodology or concept, or a
     * concept written for another methodology (a concept file's {@code methodology} must be the session's; a concept
     * without one fits every methodology, as on the command line).
     */
    public String problemWith(NewSession request) {
        if (request == null || request.methodologyId() == null) {
            return "Choose a methodology.";
        }
        if (request.conceptId() == null) {
            return "Choose a topic (concept) of " + request.methodologyId() + ".";
        }
        String own = conceptMethodology.get(request.conceptId());
        if (own != null && !own.equals(request.methodologyId())) {
            return "\u201c" + conceptName(request.conceptId()) + "\u201d is a topic for " + own + ", not "
                    + request.methodologyId() + ". Choose a topic of " + request.methodologyId() + ".";
        }
        return null;
    }

    public ObservableList<String> methodologies() {
        return methodologies;
    }

    public ObservableList<String> concepts() {
        return concepts;
    }

    public ObservableList<String> engines() {
        return engines;
    }

    /** The concepts that fit a methodology (a concept whose methodology is unknown fits every one). */
    public List<String> conceptsFor(String methodologyId) {
        return concepts.stream().filter(c -> {
            String m = conceptMethodology.get(c);
            return m == null || methodologyId == null || m.equals(methodologyId);
        }).toList();
    }

    /** The methodology to preselect: the first that has a concept of its own, else the first. */
    public String preferredMethodology() {
        for (String m : methodologies) {
            if (conceptMethodology.containsValue(m)) {
                return m;
            }
        }
        return methodologies.isEmpty() ? null : methodologies.get(0);
    }

    public SessionViewModel session() {
        return session;
    }

    /** Command: reload the list and the catalogue. */
    public void refresh() {
        refresh(() -> { });
    }

    /** Reloads the list and the catalogue, then runs {@code then} on the UI thread. */
    private void refresh(Runnable then) {
        record Loaded(List<SessionSummary> s, List<String> m, List<String> c, List<String> e,
                      java.util.Map<String, String> fit, java.util.Map<String, String> names) {
        }
        services.async(services.background(), () -> new Loaded(services.bridge().listSessions(),
                        services.bridge().methodologyIds(), services.bridge().conceptIds(), services.bridge().engines(),
                        services.bridge().conceptMethodologies(), services.bridge().conceptNames()),
                l -> {
                    // after a turn only the open session's row differs: the list and its cells keep the rest
                    org.interviewworkbench.ui.KeyedRows.update(sessions, l.s(), SessionSummary::id);
                    setIfChanged(methodologies, l.m());
                    setIfChanged(concepts, l.c());
                    setIfChanged(engines, l.e());
                    conceptMethodology = java.util.Map.copyOf(l.fit());
                    conceptNames = java.util.Map.copyOf(l.names());
                    then.run();
                },
                t -> services.dialogs().showError("Could not list sessions", DialogService.friendly(t), t));
    }

    /** The choice lists (methodologies, concepts, engines) are replaced only when they changed. */
    private static <T> void setIfChanged(ObservableList<T> shown, List<T> next) {
        if (!shown.equals(next)) {
            shown.setAll(next);
        }
    }

    /**
     * Another process (or this one) changed the store: reloads the session list only (not the catalogue) off the UI
     * thread, and lets the open session catch up with new turns or a writer that came or went. Failures are logged,
     * not shown: the next change tries again.
     */
    public void refreshFromStore() {
        services.async(services.background(), () -> services.bridge().listSessions(), list -> {
            if (!list.equals(sessions)) {
                sessions.setAll(list);
            }
            session.storeChanged(list);
        }, t -> LOG.debug("reloading the session list after a change in the store failed", t));
    }

    /** Command: open (resume) a session. */
    public void open(SessionSummary summary) {
        if (summary != null && !summary.id().equals(session.sessionId())) {
            session.open(summary.id());
        }
    }

    /** Command: start a new session and show it. */
    public void create(NewSession request) {
        String problem = problemWith(request);
        if (problem != null) {
            services.dialogs().showError("Cannot start the session", problem, null);
            return;
        }
        services.async(services.turnExecutor(), () -> {
                    SessionSnapshot started = services.bridge().startSession(request.methodologyId(),
                            request.conceptId(), request.engine(), request.maxTurns());
                    if (request.hasSetup() || request.consent() != null && !request.consent().isBlank()) {
                        services.bridge().recordSetup(started.info().id(), request.hasSetup()
                                ? new org.interviewworkbench.engine.port.SessionSetupStore.SessionSetup(
                                        request.participantId(), request.interviewDate(), request.moderator(),
                                        request.notes(), java.time.Instant.now()) : null, request.consent());
                    }
                    return started;
                },
                snapshot -> {
                    session.show(snapshot);
                    refresh();
                },
                t -> services.dialogs().showError("Could not start the session", DialogService.friendly(t), t));
    }

    /**
     * Command: writes a new topic (concept file) through the bridge off the UI thread, reloads the catalogue so New
     * session offers the topic by name for its methodology, then hands the new concept id to {@code onCreated}.
     */
    public void createTopic(NewTopic topic, java.util.function.Consumer<String> onCreated) {
        String problem = topic == null ? "Fill in the form." : topic.problem();
        if (problem != null) {
            services.dialogs().showError("Cannot create the topic", problem, null);
            return;
        }
        services.async(services.background(), () -> services.bridge().createTopic(topic),
                id -> refresh(() -> onCreated.accept(id)), t -> services.dialogs().showError("Could not create the topic", DialogService.friendly(t), t));
    }

    /** Command: delete after confirmation. */
    public void delete(SessionSummary summary) {
        if (summary == null || !services.dialogs().confirm("Delete session",
                "Delete the session on \u201c" + summary.conceptName() + "\u201d with " + org.interviewworkbench.ui.Counts.of(summary.turnCount(), "turn")
                        + "? This cannot be undone.")) {
            return;
        }
        services.async(services.turnExecutor(), () -> services.bridge().deleteSession(summary.id()), deleted -> {
            if (summary.id().equals(session.sessionId())) {
                session.close();
            }
            refresh();
        }, t -> services.dialogs().showError("Could not delete the session", DialogService.friendly(t), t));
    }

    /**
     * The file name an export proposes: the concept, the session's day and a short id before the format's usual name
     * ({@code oat_milk_mec-2026-11-24-3f2a91-transcript.md}), so exports of different sessions do not overwrite
     * each other.
     */
    public static String suggestedFileName(SessionSummary summary, ExportFormat format) {
        if (summary == null) {
            return format.defaultFileName();
        }
        String concept = summary.conceptId() == null ? "session" : summary.conceptId().replaceAll("[^A-Za-z0-9_-]", "_");
        String day = summary.createdAt() == null ? "" : summary.createdAt().toString().substring(0, 10) + "-";
        String id = summary.id().replaceAll("[^A-Za-z0-9]", "");
        return concept + "-" + day + id.substring(0, Math.min(6, id.length())) + "-" + format.defaultFileName();
    }

    /** Command: export the open session. */
    public void export(ExportFormat format, Path target) {
        String id = session.sessionId();
        if (id == null || target == null) {
            return;
        }
        services.async(services.background(), () -> {
            services.bridge().export(id, format, target);
            return target;
        }, p -> services.dialogs().showInfo("Export finished", format.id().toUpperCase() + " written to " + p),
                t -> services.dialogs().showError("Export failed", DialogService.friendly(t), t));
    }
}
