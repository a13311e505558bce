package org.interviewworkbench.ui;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.pipeline.Stage;
import org.interviewworkbench.engine.pipeline.TurnCancelledException;
import org.interviewworkbench.engine.pipeline.TurnResult;

/**
 * The turn of a {@link SessionViewModel} running now: {@link #submit} runs the answer on the turn executor (the
 * session is busy meanwhile), {@link #cancel} asks it to stop before it commits, and the outcome is shown with a
 * status line; and its progress as the stage strip and the pending question show it: the stage running, the
 * stages finished and their share of all twelve, and the next question as far as it has streamed in. FX thread
 * only: the events arrive through the {@link FxTurnListener} this makes, marshalled by the {@link FxDispatcher}.
 */
final class RunningTurn {

    /** One turn's outcome as delivered to the UI thread. */
    private record TurnOutcome(TurnResult result, SessionSnapshot snapshot, List<TurnResult> turns) {
    }

    private final UiServices services;
    private final SessionViewModel session;
    private AtomicBoolean cancelFlag = new AtomicBoolean();

    private final ObjectProperty<Stage> currentStage = new SimpleObjectProperty<>(this, "currentStage");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "turnProgress", 0);
    private final ObservableList<Stage> finishedStages = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper streamingQuestion = new ReadOnlyStringWrapper(this, "streamingQuestion", "");

    RunningTurn(UiServices services, SessionViewModel session) {
        this.services = services;
        this.session = session;
    }

    /**
     * Runs a turn of the open session with the respondent's answer (see
     * {@link SessionViewModel#submitAnswer(String, String, String, String)}); the caller checked that it may.
     */
    void submit(String answer, String askedQuestion, String askedStrategy, String strategyOverride) {
        String sessionId = session.sessionId();
        AtomicBoolean cancel = new AtomicBoolean();
        cancelFlag = cancel;
        int turn = session.latestTurnNumberProperty().get() + 1;
        session.state(SessionViewModel.State.RUNNING_TURN);
        session.status("Running turn " + turn + " ...");
        FxTurnListener listener = start(services.dispatcher(),
                stage -> session.status("Turn " + turn + ": " + stage));
        services.async(services.turnExecutor(), () -> {
            WorkbenchBridge bridge = services.bridge();
            TurnResult result = askedStrategy == null
                    ? bridge.answer(sessionId, answer, askedQuestion, strategyOverride, listener, cancel::get)
                    : bridge.answer(sessionId, answer, askedQuestion, askedStrategy, strategyOverride, listener,
                    cancel::get);
            return new TurnOutcome(result, bridge.loadSession(sessionId), bridge.turnResults(sessionId));
        }, outcome -> {
            ended();
            session.apply(outcome.snapshot(), outcome.turns(), false, Optional.empty());
            TurnResult r = outcome.result();
            session.answered(r.turnNumber());
            session.status(String.format("Turn %d done in %.0f ms: %s%s", r.turnNumber(), r.latencyMs(),
                    session.getTerms().strategy(r.strategy()),
                    r.degraded().isEmpty() ? "" : " (degraded: " + r.degraded().size() + " task(s))"));
        }, failure -> {
            failed();
            if (failure instanceof TurnCancelledException) {
                session.state(SessionViewModel.State.READY);
                session.status("Turn cancelled; nothing was stored");
            } else {
                session.fail("The turn failed", failure, SessionViewModel.State.READY);
            }
        });
    }

    /** Asks the running turn to stop before it commits. */
    void cancel() {
        cancelFlag.set(true);
        session.state(SessionViewModel.State.CANCELLING);
        session.status("Cancelling the turn ...");
    }

    /** The stage running now, or null. */
    ObjectProperty<Stage> currentStageProperty() {
        return currentStage;
    }

    /** Fraction of the 12 stages finished in the running turn. */
    ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    ObservableList<Stage> finishedStages() {
        return finishedStages;
    }

    /** The next question as far as it has streamed in during a running turn ("" otherwise). */
    ReadOnlyStringProperty streamingQuestionProperty() {
        return streamingQuestion.getReadOnlyProperty();
    }

    /**
     * Starts showing a new turn (nothing finished yet) and returns the listener that reports its stages and streamed
     * question; {@code stageStarted} receives the display name of each stage as it starts.
     */
    private FxTurnListener start(FxDispatcher dispatcher, Consumer<String> stageStarted) {
        finishedStages.clear();
        progress.set(0);
        streamingQuestion.set("");
        return new FxTurnListener(dispatcher, (kind, event) -> {
            if (kind == FxTurnListener.Kind.STARTED) {
                currentStage.set(event.stage());
                stageStarted.accept(event.stage().displayName());
            } else {
                finishedStages.add(event.stage());
                progress.set(finishedStages.size() / (double) Stage.values().length);
            }
        }, new FxTurnListener.QuestionSink() {
            @Override
            public void token(String text) {
                streamingQuestion.set(streamingQuestion.get() + text);
            }

            @Override
            public void discarded() {
                streamingQuestion.set("");
            }
        });
    }

    /** The turn ended (stored or not): no stage runs and no question is streaming; the strip keeps what finished. */
    private void ended() {
        currentStage.set(null);
        streamingQuestion.set("");
    }

    /** The turn failed or was cancelled: the progress goes back to nothing. */
    private void failed() {
        ended();
        progress.set(0);
    }
}
