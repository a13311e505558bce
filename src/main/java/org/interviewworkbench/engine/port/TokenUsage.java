package org.interviewworkbench.engine.port;

/** Tokens spent by one language task call (zero for the offline engine). */
public record TokenUsage(String model, long inputTokens, long outputTokens) {
    public static final TokenUsage NONE = new TokenUsage("", 0, 0);

    public TokenUsage plus(TokenUsage other) {
        return new TokenUsage(model.isEmpty() ? other.model : model, inputTokens + other.inputTokens,
                outputTokens + other.outputTokens);
    }
}
