package org.interviewworkbench.engine.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Whether a concept is something the respondent values or something they dislike or find hard (a benefit or a pain),
 * the researcher's coding as in the gold coding files ({@code positive}, {@code negative}, {@code neutral}).
 * {@link #UNKNOWN} is the default: nobody has coded it yet.
 */
public enum Polarity {
    POSITIVE("positive"), NEGATIVE("negative"), NEUTRAL("neutral"), UNKNOWN("unknown");

    private final String id;

    Polarity(String id) {
        this.id = id;
    }

    /** The value written to edit files, session.json and the database. */
    public String id() {
        return id;
    }

    /**
     * The polarity named {@code text} (case-insensitive; {@code null} or blank is {@link #UNKNOWN}).
     *
     * @throws IllegalArgumentException naming the allowed values when {@code text} is none of them
     */
    public static Polarity of(String text) {
        if (text == null || text.isBlank()) {
            return UNKNOWN;
        }
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (Polarity p : values()) {
            if (p.id.equals(t)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown polarity " + text + " (use one of "
                + Arrays.stream(values()).map(Polarity::id).collect(Collectors.joining(", ")) + ")");
    }
}
