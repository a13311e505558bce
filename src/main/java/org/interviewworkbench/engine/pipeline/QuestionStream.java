package org.interviewworkbench.engine.pipeline;

import java.util.concurrent.atomic.AtomicBoolean;
import org.interviewworkbench.engine.port.TokenSink;

/**
 * The streamed text of one question phrasing, passed on to the turn's listener until the phrasing is discarded
 * (a late task keeps streaming on its thread for a moment after it was cancelled; nothing of it reaches the
 * listener then).
 */
final class QuestionStream implements TokenSink {

    private final TurnListener listener;
    private final AtomicBoolean open = new AtomicBoolean(true);
    private final AtomicBoolean sent = new AtomicBoolean();

    QuestionStream(TurnListener listener) {
        this.listener = listener == null ? TurnListener.NONE : listener;
    }

    @Override
    public synchronized void token(String text) {
        if (open.get() && text != null && !text.isEmpty()) {
            sent.set(true);
            listener.questionToken(text);
        }
    }

    /** Closes this stream; tells the listener to drop what it showed, if anything was shown. */
    synchronized void discard() {
        if (open.getAndSet(false) && sent.get()) {
            listener.questionDiscarded();
        }
    }
}
