package org.interviewworkbench.engine.pipeline;

/** A turn was cancelled before it committed; nothing of it was stored. */
public class TurnCancelledException extends RuntimeException {
    public TurnCancelledException(String message) {
        super(message);
    }
}
