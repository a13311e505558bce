package org.interviewworkbench.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionStatus;
import org.interviewworkbench.engine.pipeline.Stage;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The open session and the turn every panel shows. Scrubbing changes {@link #selectedTurnNumberProperty()}; the
 * panels derive their content from {@link #selectedTurnProperty()} and {@link #sessionProperty()}.
 *
 * <p>Turn 0 is "before the first answer". Turns run on the injected turn executor; results and stage events come
 * back through the {@link FxDispatcher}, once per event.
 */
public final class SessionViewModel {

    private static final Logger LOG = LoggerFactory.getLogger(SessionViewModel.class);

    /** Lifecycle of the open session. */
    public enum State {
        NO_SESSION, LOADING, READY, RUNNING_TURN, CANCELLING, COMPLETED,
        /** Another live process is writing the session (it holds the lease): shown, not answered or edited here. */
        READ_ONLY
    }

    /** A session as loaded for showing, with the other process writing it (empty when none). */
    record Loaded(SessionSnapshot snapshot, List<TurnResult> turns, java.util.Optional<String> writer) {
    }

    private final UiServices services;

    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.NO_SESSION);
    private final ReadOnlyObjectWrapper<SessionSnapshot> session = new ReadOnlyObjectWrapper<>(this, "session");
    private final ObservableList<TurnResult> turns = FXCollections.observableArrayList();
    private final ObservableList<TurnResult> readOnlyTurns = FXCollections.unmodifiableObservableList(turns);
    private final IntegerProperty selectedTurnNumber = new SimpleIntegerProperty(this, "selectedTurnNumber", 0);
    private final ReadOnlyObjectWrapper<TurnResult> selectedTurn = new ReadOnlyObjectWrapper<>(this, "selectedTurn");
    private final ReadOnlyIntegerWrapper latestTurnNumber = new ReadOnlyIntegerWrapper(this, "latestTurnNumber");
    private final ReadOnlyIntegerWrapper answeredTurn = new ReadOnlyIntegerWrapper(this, "answeredTurn");
    private final ReadOnlyStringWrapper returnedAnswer = new ReadOnlyStringWrapper(this, "returnedAnswer", "");
    private final BooleanProperty followLatest = new SimpleBooleanProperty(this, "followLatest", true);
    private final StringProperty selectedNodeId = new SimpleStringProperty(this, "selectedNodeId");
    private final RunningTurn running;
    private final ReadOnlyStringWrapper statusMessage = new ReadOnlyStringWrapper(this, "statusMessage", "Ready");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper readOnlyReason = new ReadOnlyStringWrapper(this, "readOnlyReason", "");
    private final ReadOnlyObjectWrapper<TurnResult> lastTurn = new ReadOnlyObjectWrapper<>(this, "lastTurn");
    private final javafx.beans.property.ReadOnlyLongWrapper revision =
            new javafx.beans.property.ReadOnlyLongWrapper(this, "revision");
    private final SessionTerms terms;
    private boolean batching;

    private LatestWins<WorkbenchBridge.StrategyPreview> previews;
    private final PastGraphs pastGraphs;
    private final StoreFollow storeFollow;

    public SessionViewModel(UiServices services) {
        this.services = services;
        pastGraphs = new PastGraphs(services, this::bump);
        terms = new SessionTerms(services, this::bump);
        storeFollow = new StoreFollow(services, this);
        running = new RunningTurn(services, this);
        selectedTurnNumber.addListener((obs, o, n) -> {
            updateSelectedTurn();
            bump();
        });
        turns.addListener((javafx.collections.ListChangeListener<TurnResult>) c -> {
            pastGraphs.clear();
            latestTurnNumber.set(turns.size());
            lastTurn.set(turns.isEmpty() ? null : turns.get(turns.size() - 1));
            updateSelectedTurn();
            bump();
        });
        busy.bind(Bindings.createBooleanBinding(() -> state.get() == State.LOADING
                || state.get() == State.RUNNING_TURN || state.get() == State.CANCELLING, state));
    }

    /**
     * Incremented once per visible change (session, turns or selected turn): panels listen to this only, so a
     * finished turn rebuilds each panel once, not once per property.
     */
    public javafx.beans.property.ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    // ---- properties ----------------------------------------------------------------------------------------

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public State getState() {
        return state.get();
    }

    public ReadOnlyObjectProperty<SessionSnapshot> sessionProperty() {
        return session.getReadOnlyProperty();
    }

    public SessionSnapshot getSession() {
        return session.get();
    }

    /** Every stored turn of the open session, turn 1 first. */
    public ObservableList<TurnResult> turns() {
        return readOnlyTurns;
    }

    /** The turn the panels show (0 = before the first answer). */
    public IntegerProperty selectedTurnNumberProperty() {
        return selectedTurnNumber;
    }

    public int getSelectedTurnNumber() {
        return selectedTurnNumber.get();
    }

    /** The TurnResult of the selected turn, or null for turn 0. */
    public ReadOnlyObjectProperty<TurnResult> selectedTurnProperty() {
        return selectedTurn.getReadOnlyProperty();
    }

    public TurnResult getSelectedTurn() {
        return selectedTurn.get();
    }

    /** The newest TurnResult, or null. */
    public ReadOnlyObjectProperty<TurnResult> lastTurnProperty() {
        return lastTurn.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty latestTurnNumberProperty() {
        return latestTurnNumber.getReadOnlyProperty();
    }

    /** When true, a new turn moves the selection to it. */
    public BooleanProperty followLatestProperty() {
        return followLatest;
    }

    /** The node selected in any panel (graphs, heatmap); shared so selections stay in sync. */
    public StringProperty selectedNodeIdProperty() {
        return selectedNodeId;
    }

    /** The stage running now, or null. */
    public ObjectProperty<Stage> currentStageProperty() {
        return running.currentStageProperty();
    }

    /** Fraction of the 12 stages finished in the running turn. */
    public ReadOnlyDoubleProperty turnProgressProperty() {
        return running.progressProperty();
    }

    public ObservableList<Stage> finishedStages() {
        return running.finishedStages();
    }

    /** The next question as far as it has streamed in during a running turn ("" otherwise). */
    public ReadOnlyStringProperty streamingQuestionProperty() {
        return running.streamingQuestionProperty();
    }

    public ReadOnlyStringProperty statusMessageProperty() {
        return statusMessage.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /**
     * Why the open session is read-only here: "Read-only: session S is being written by alice on lab-pc-3 (process
     * 4242), ..." naming the other process that holds its lease; "" when this workbench may answer and edit it.
     */
    public ReadOnlyStringProperty readOnlyReasonProperty() {
        return readOnlyReason.getReadOnlyProperty();
    }

    /** Whether the selected turn is an earlier one than the latest (history mode: input is disabled). */
    public boolean isViewingHistory() {
        return selectedTurnNumber.get() < latestTurnNumber.get();
    }

    /**
     * The graph of the selected past turn as it was then, with the edits made up to it (deleted and merged concepts
     * as they were), or null when the latest turn is selected or that graph is not (yet) at hand: then the current
     * graph is shown. Loaded off the FX thread; the panels are told through {@link #revisionProperty()}.
     */
    public org.interviewworkbench.engine.model.InterviewGraph pastGraph() {
        return isViewingHistory() ? pastGraphs.after(sessionId(), selectedTurnNumber.get()) : null;
    }

    /** The session id, or null. */
    public String sessionId() {
        return session.get() == null ? null : session.get().info().id();
    }

    /** The plain names of the open session's strategies, node types and signals ({@link Terms#PLAIN} when none). */
    public ReadOnlyObjectProperty<Terms> termsProperty() {
        return terms.property();
    }

    public Terms getTerms() {
        return terms.get();
    }

    // ---- commands ------------------------------------------------------------------------------------------

    /** Opens a stored session (loads snapshot and TurnResults off the UI thread). */
    public void open(String sessionId) {
        openAt(sessionId, 0);
    }

    /**
     * Opens a stored session showing it as it was after turn {@code turn} on the scrubber (clamped to the turns it
     * has; 0: the latest turn), e.g. where a study code's member was said.
     */
    public void openAt(String sessionId, int turn) {
        if (busy.get()) {
            return;
        }
        state.set(State.LOADING);
        statusMessage.set("Loading session " + sessionId + " ...");
        services.async(services.turnExecutor(), () -> load(sessionId),
                loaded -> {
                    storeFollow.reset();
                    apply(loaded.snapshot(), loaded.turns(), true, loaded.writer());
                    if (turn > 0) {
                        selectTurn(turn);
                    }
                    statusMessage.set("Opened session " + shortId(sessionId) + " ("
                            + Counts.of(loaded.turns().size(), "turn") + (turn > 0 ? ", at turn "
                            + selectedTurnNumber.get() : "") + ")"
                            + (loaded.writer().isPresent() ? ", read-only: another process is writing it" : ""));
                },
                failure -> fail("Could not open the session", failure, State.NO_SESSION));
    }

    Loaded load(String sessionId) {
        java.util.Optional<String> writer = services.bridge().otherWriter(sessionId);
        return new Loaded(services.bridge().loadSession(sessionId), services.bridge().turnResults(sessionId), writer);
    }

    /**
     * The store changed (another process or this one wrote something): when the open session's entry in
     * {@code latest} differs from what is shown (new turns, another status, an edit), or the session is read-only
     * (its writer may have let go), it is reloaded off the UI thread and shown again, keeping the turn the researcher
     * is looking at unless they follow the latest. Nothing happens while a turn runs or the session is loading.
     */
    public void storeChanged(List<org.interviewworkbench.engine.model.SessionSummary> latest) {
        storeFollow.storeChanged(latest);
    }

    /** Shows a session that was just created. */
    public void show(SessionSnapshot snapshot) {
        storeFollow.reset();
        apply(snapshot, List.of(), true, java.util.Optional.empty());
        statusMessage.set("Started session " + shortId(snapshot.info().id()));
    }

    /** Shows the session after a note (a corrected answer changes the transcript): snapshot and turns together. */
    public void showNoted(SessionSnapshot snapshot, List<TurnResult> newTurns, String message) {
        if (snapshot == null || !snapshot.info().id().equals(sessionId())) {
            return;
        }
        apply(snapshot, newTurns, false, java.util.Optional.empty());
        statusMessage.set(message);
    }

    /**
     * Shows the session as a researcher's edit, undo or redo left it (same turns; graph, tracker and pending
     * question corrected).
     */
    public void showEdited(SessionSnapshot snapshot, String message) {
        if (snapshot == null || !snapshot.info().id().equals(sessionId())) {
            return;
        }
        session.set(snapshot);
        statusMessage.set(message);
        bump();
    }

    /**
     * The turn last answered in this workbench for the open session (0 when none since it was opened, or when that
     * turn was undone): the turn the Edit menu can undo while it is the last one.
     */
    public ReadOnlyIntegerProperty answeredTurnProperty() {
        return answeredTurn.getReadOnlyProperty();
    }

    /** The answer of the turn just undone, for the answer box ("" once taken). */
    public ReadOnlyStringProperty returnedAnswerProperty() {
        return returnedAnswer.getReadOnlyProperty();
    }

    /** Shows the session after its last turn was undone; the turn's answer goes back to the answer box. */
    public void showTurnUndone(SessionSnapshot snapshot, List<TurnResult> newTurns, int turn, String answer) {
        if (snapshot == null || !snapshot.info().id().equals(sessionId())) {
            return;
        }
        answeredTurn.set(0);
        apply(snapshot, newTurns, false, java.util.Optional.empty());
        if (selectedTurnNumber.get() > turns.size()) {
            selectTurn(turns.size());
        }
        returnedAnswer.set("");
        returnedAnswer.set(answer == null ? "" : answer);
        statusMessage.set("Undone: turn " + turn + " — its answer is back in the answer box");
    }

    /** Closes the open session (e.g. after it was deleted). */
    public void close() {
        batching = true;
        try {
            answeredTurn.set(0);
            session.set(null);
            turns.clear();
            selectedTurnNumber.set(0);
            selectedNodeId.set(null);
        } finally {
            batching = false;
        }
        readOnlyReason.set("");
        storeFollow.reset();
        state.set(State.NO_SESSION);
        terms.follow(null);
        bump();
    }

    /**
     * Regenerates the question about to be asked for {@code strategy} (null: the ranking's) off the UI thread,
     * through the bridge (the what-if ranking and the session's question writer); nothing is stored. The latest
     * request wins; the result or failure arrives on the UI thread.
     */
    public void previewStrategy(String strategy, java.util.function.Consumer<WorkbenchBridge.StrategyPreview> onResult,
                                java.util.function.Consumer<Throwable> onFailure) {
        String id = sessionId();
        if (id == null) {
            return;
        }
        if (previews == null) {
            previews = services.latestWins().create("strategy-preview", java.time.Duration.ZERO);
        }
        previews.submit(() -> services.bridge().previewStrategy(id, strategy), onResult, onFailure);
    }

    /** Drops a pending regeneration of the question, if any. */
    public void cancelPreview() {
        if (previews != null) {
            previews.cancel();
        }
    }

    /** Whether {@link #submitAnswer} is possible now. */
    public boolean canAnswer() {
        return state.get() == State.READY;
    }

    /**
     * Runs a turn with the respondent's answer on the turn executor.
     *
     * @param askedQuestion    the edited question, or null when the suggestion was asked as is
     * @param strategyOverride a strategy for the next question instead of the ranking's winner, or null
     */
    public void submitAnswer(String answer, String askedQuestion, String strategyOverride) {
        submitAnswer(answer, askedQuestion, null, strategyOverride);
    }

    /**
     * As above, with the strategy the moderator chose for the question asked now (the question was regenerated for
     * it, {@link #previewStrategy}), or null when the ranking's was kept.
     */
    public void submitAnswer(String answer, String askedQuestion, String askedStrategy, String strategyOverride) {
        if (!canAnswer() || answer == null || answer.isBlank()) {
            return;
        }
        running.submit(answer, askedQuestion, askedStrategy, strategyOverride);
    }

    /** Asks the running turn to stop before it commits. */
    public void cancelTurn() {
        if (state.get() == State.RUNNING_TURN) {
            running.cancel();
        }
    }

    /** Shows the state as it was after turn {@code n} (clamped to 0..latest). */
    public void selectTurn(int n) {
        int clamped = Math.max(0, Math.min(n, latestTurnNumber.get()));
        followLatest.set(clamped == latestTurnNumber.get());
        selectedTurnNumber.set(clamped);
    }

    public void selectPreviousTurn() {
        selectTurn(selectedTurnNumber.get() - 1);
    }

    public void selectNextTurn() {
        selectTurn(selectedTurnNumber.get() + 1);
    }

    public void selectLatestTurn() {
        selectTurn(latestTurnNumber.get());
    }

    // ---- internals -----------------------------------------------------------------------------------------

    /** Shows {@code snapshot} and its turns (the selection reset, or kept unless following the latest). */
    void apply(SessionSnapshot snapshot, List<TurnResult> newTurns, boolean resetSelection,
                       java.util.Optional<String> otherWriter) {
        if (resetSelection) {
            answeredTurn.set(0);
        }
        batching = true;
        try {
            session.set(snapshot);
            turns.setAll(new ArrayList<>(newTurns));
            if (resetSelection || followLatest.get()) {
                followLatest.set(true);
                selectedTurnNumber.set(turns.size());
            }
            updateSelectedTurn();
        } finally {
            batching = false;
        }
        readOnlyReason.set(otherWriter.map(w -> "Read-only: " + w).orElse(""));
        state.set(snapshot.state().status() == SessionStatus.COMPLETED ? State.COMPLETED
                : otherWriter.isPresent() ? State.READ_ONLY : State.READY);
        terms.follow(snapshot);
        bump();
    }

    private void bump() {
        if (!batching) {
            revision.set(revision.get() + 1);
        }
    }

    private void updateSelectedTurn() {
        int n = selectedTurnNumber.get();
        selectedTurn.set(n >= 1 && n <= turns.size() ? turns.get(n - 1) : null);
    }

    void fail(String title, Throwable failure, State next) {
        LOG.debug("{}", title, failure);
        state.set(session.get() == null ? State.NO_SESSION : next);
        String message = DialogService.friendly(failure);
        statusMessage.set(title + ": " + message);
        services.dialogs().showError(title, message, failure);
    }

    /** Sets the status line. */
    void status(String message) {
        statusMessage.set(message);
    }

    void state(State next) {
        state.set(next);
    }

    /** The turn just answered in this workbench (the one the Edit menu can undo). */
    void answered(int turn) {
        answeredTurn.set(turn);
    }

    static String shortId(String id) {
        return id.length() > 8 ? id.substring(0, 8) : id;
    }
}
