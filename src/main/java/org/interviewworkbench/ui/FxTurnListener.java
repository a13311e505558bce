package org.interviewworkbench.ui;

import java.util.function.BiConsumer;
import org.interviewworkbench.engine.pipeline.Stage;
import org.interviewworkbench.engine.pipeline.TurnListener;

/**
 * The engine-to-FX event bridge for a running turn: each {@link TurnListener} callback (on the turn's thread, or a
 * language task's thread for question tokens) is marshalled once onto the UI thread through the
 * {@link FxDispatcher}, in the order it happened.
 */
public final class FxTurnListener implements TurnListener {

    /** What happened to a stage. */
    public enum Kind { STARTED, FINISHED }

    private final FxDispatcher dispatcher;
    private final BiConsumer<Kind, StageEvent> sink;
    private final QuestionSink question;

    /** Receives the streamed question on the UI thread. */
    public interface QuestionSink {
        QuestionSink NONE = new QuestionSink() {
            @Override
            public void token(String text) {
            }

            @Override
            public void discarded() {
            }
        };

        /** The next piece of the question being generated. */
        void token(String text);

        /** The question shown so far was dropped; a new phrasing follows. */
        void discarded();
    }

    /** A stage event as seen by the UI. */
    public record StageEvent(Stage stage, double millis) {
    }

    public FxTurnListener(FxDispatcher dispatcher, BiConsumer<Kind, StageEvent> sink) {
        this(dispatcher, sink, QuestionSink.NONE);
    }

    public FxTurnListener(FxDispatcher dispatcher, BiConsumer<Kind, StageEvent> sink, QuestionSink question) {
        this.dispatcher = dispatcher;
        this.sink = sink;
        this.question = question;
    }

    @Override
    public synchronized void questionToken(String text) { // synchronized: tokens reach the FX queue in order
        dispatcher.dispatch(() -> question.token(text));
    }

    @Override
    public synchronized void questionDiscarded() {
        dispatcher.dispatch(question::discarded);
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
