package org.interviewworkbench.engine.model;

/** Who said an utterance. */
public enum Speaker {
    SYSTEM, USER
}
