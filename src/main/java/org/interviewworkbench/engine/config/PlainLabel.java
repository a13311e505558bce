package org.interviewworkbench.engine.config;

/**
 * The researcher's name for a strategy, signal or node type, with a one-line explanation ({@code label} and
 * {@code description} in the methodology YAML). Either part may be {@code null}: then the reader falls back (see
 * {@link PlainLabels}).
 *
 * @param label       short human name ("Ask why it matters"), or {@code null}
 * @param description one line saying what it means, or {@code null}
 */
public record PlainLabel(String label, String description) {
    public PlainLabel {
        label = blankToNull(label);
        description = blankToNull(description);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
