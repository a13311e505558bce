package org.interviewworkbench.language.llm;

import java.util.Optional;

/**
 * API keys, resolved from the environment (wins) or the owner-only settings file. {@link #toString()} masks them;
 * they are never logged, stored in the database or exported.
 */
public record ApiKeys(String openai, String anthropic) {

    public static final ApiKeys NONE = new ApiKeys(null, null);

    public ApiKeys {
        openai = blankToNull(openai);
        anthropic = blankToNull(anthropic);
    }

    /** The key for {@code provider}, empty when not configured (and always empty for Ollama). */
    public Optional<String> forProvider(LlmProvider provider) {
        return Optional.ofNullable(switch (provider) {
            case OPENAI -> openai;
            case ANTHROPIC -> anthropic;
            case OLLAMA -> null;
        });
    }

    /** Keys from {@code preferred}, each missing one taken from {@code other}. */
    public static ApiKeys merge(ApiKeys preferred, ApiKeys other) {
        return new ApiKeys(preferred.openai != null ? preferred.openai : other.openai,
                preferred.anthropic != null ? preferred.anthropic : other.anthropic);
    }

    /** {@code ****} plus the last two characters for a set key, {@code <unset>} otherwise. */
    public static String mask(String key) {
        if (key == null) {
            return "<unset>";
        }
        return key.length() <= 8 ? "****" : "****" + key.substring(key.length() - 2);
    }

    @Override
    public String toString() {
        return "ApiKeys[openai=" + mask(openai) + ", anthropic=" + mask(anthropic) + "]";
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
