package org.interviewworkbench.ui;

import java.util.function.BiConsumer;
import org.interviewworkbench.engine.pipeline.Stage;
import org.interviewworkbench.engine.pipeline.TurnListener;

/**
 * The engine-to-FX event bridge for a running turn: each {@link TurnListener} callback (on the turn's thread) is
 * marshalled once onto the UI thread through the {@link FxDispatcher}.
 */
public final class FxTurnListener implements TurnListener {

    /** What happened to a stage. */
    public enum Kind { STARTED, FINISHED }

    private final FxDispatcher dispatcher;
    private final BiConsumer<Kind, StageEvent> sink;

    /** A stage event as seen by the UI. */
    public record StageEvent(Stage stage, double millis) {
    }

    public FxTurnListener(FxDispatcher dispatcher, BiConsumer<Kind, StageEvent> sink) {
        this.dispatcher = dispatcher;
        this.sink = sink;
    }

    @Override
    public void stageStarted(Stage stage) {
        dispatcher.dispatch(() -> sink.accept(Kind.STARTED, new StageEvent(stage, 0)));
    }

    @Override
    public void stageFinished(Stage stage, double millis) {
        dispatcher.dispatch(() -> sink.accept(Kind.FINISHED, new StageEvent(stage, millis)));
    }
}
