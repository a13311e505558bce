package org.interviewworkbench.cli;

/**
 * A service the command needs is not there or refuses it (an LLM server unreachable or refusing the key): exit 1,
 * one line that says what to do. Not a user mistake, not a bug.
 */
public class DependencyException extends RuntimeException {

    public DependencyException(String message) {
        super(message);
    }
}
