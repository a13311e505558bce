package org.interviewworkbench.engine.port;

/** A language task that could not produce a result at all (after retries and fallback). */
public class LanguageTaskException extends RuntimeException {
    private final LanguageTask task;

    public LanguageTaskException(LanguageTask task, String message, Throwable cause) {
        super(message, cause);
        this.task = task;
    }

    public LanguageTask task() {
        return task;
    }
}
