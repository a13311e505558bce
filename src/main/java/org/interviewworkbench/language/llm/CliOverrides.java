package org.interviewworkbench.language.llm;

/**
 * Command-line overrides ({@code --engine}, {@code --base-url}, {@code --model}); each may be {@code null}. They
 * apply to every task.
 */
public record CliOverrides(String engine, String baseUrl, String model) {
    public static final CliOverrides NONE = new CliOverrides(null, null, null);

    public CliOverrides {
        engine = blankToNull(engine);
        baseUrl = blankToNull(baseUrl);
        model = blankToNull(model);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
