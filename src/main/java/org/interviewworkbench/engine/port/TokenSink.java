package org.interviewworkbench.engine.port;

/**
 * Receives the text of a streamed reply as it arrives (the follow-up question). Called on the thread that runs the
 * language task; implementations must be quick and must not block.
 */
public interface TokenSink {

    /** A sink that ignores everything. */
    TokenSink NONE = text -> {
    };

    /** The next piece of text, already restored (no redaction placeholder is ever split or left in it). */
    void token(String text);
}
