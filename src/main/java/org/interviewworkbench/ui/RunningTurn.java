package org.interviewworkbench.ui;

import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.pipeline.Stage;

/**
 * The progress of the turn running now, as the stage strip and the pending question show it: the stage running, the
 * stages finished and their share of all twelve, and the next question as far as it has streamed in. FX thread
 * only: the events arrive through the {@link FxTurnListener} this makes, marshalled by the {@link FxDispatcher}.
 */
final class RunningTurn {

    private final ObjectProperty<Stage> currentStage = new SimpleObjectProperty<>(this, "currentStage");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "turnProgress", 0);
    private final ObservableList<Stage> finishedStages = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper streamingQuestion = new ReadOnlyStringWrapper(this, "streamingQuestion", "");

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
    FxTurnListener start(FxDispatcher dispatcher, Consumer<String> stageStarted) {
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
    void ended() {
        currentStage.set(null);
        streamingQuestion.set("");
    }

    /** The turn failed or was cancelled: the progress goes back to nothing. */
    void failed() {
        ended();
        progress.set(0);
    }
}
