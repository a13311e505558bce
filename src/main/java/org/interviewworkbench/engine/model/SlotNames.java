package org.interviewworkbench.engine.model;

import java.util.Locale;

/**
 * Names of canonical slots (issue 12). A slot is named by a phrase in the respondent's words, as they said it
 * ("foam for a flat white"): words separated by single spaces, never snake_case. Sessions saved before had
 * snake_case names ("three_kid_at"); they keep them, and {@link #key} compares both forms, so slot discovery still
 * finds an old slot by its name.
 */
public final class SlotNames {

    /** The longest slot name, in characters. */
    public static final int MAX_LENGTH = 200;

    private SlotNames() {
    }

    /** The text stripped, each run of white space or control characters one space; {@code ""} for null. */
    public static String tidy(String text) {
        if (text == null) {
            return "";
        }
        return text.replaceAll("[\\s\\p{Cntrl}]+", " ").strip();
    }

    /**
     * A name proposed by slot discovery (offline or a model) as it is stored: underscores read as spaces (a model
     * that still answers in snake_case, an old slot's name), then {@link #tidy}; case kept.
     */
    public static String words(String name) {
        return tidy(name == null ? null : name.replace('_', ' '));
    }

    /**
     * What two names are compared by: lower case, letters and digits only, one space between words ("Creamy
     * texture", "creamy texture" and "creamy_texture" have the same key). {@code ""} when the name has no letter or
     * digit.
     */
    public static String key(String name) {
        if (name == null) {
            return "";
        }
        return String.join(" ", name.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")).strip();
    }

    /** Whether the two names name one slot: their {@link #key}s are equal and not empty. */
    public static boolean same(String a, String b) {
        String k = key(a);
        return !k.isEmpty() && k.equals(key(b));
    }
}
