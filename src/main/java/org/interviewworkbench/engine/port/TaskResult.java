package org.interviewworkbench.engine.port;

/**
 * The value a language task produced and how: which engine answered, whether the task fell back
 * ({@code degradedReason} non-null, e.g. "openai timed out twice; offline engine used") and the tokens spent.
 */
public record TaskResult<T>(T value, String engine, String degradedReason, TokenUsage usage) {
    public TaskResult {
        usage = usage == null ? TokenUsage.NONE : usage;
    }

    public static <T> TaskResult<T> of(T value, String engine) {
        return new TaskResult<>(value, engine, null, TokenUsage.NONE);
    }

    public boolean degraded() {
        return degradedReason != null;
    }
}
