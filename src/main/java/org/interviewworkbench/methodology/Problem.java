package org.interviewworkbench.methodology;

/**
 * One problem found in a study file, located by a 1-based line and column ({@code 0} when the problem concerns
 * the whole file, e.g. it cannot be read).
 *
 * @param file     the file name as the user gave it
 * @param line     1-based line, or {@code 0}
 * @param column   1-based column, or {@code 0}
 * @param severity error or warning
 * @param message  what is wrong, in the user's terms
 */
public record Problem(String file, int line, int column, Severity severity, String message) {

    public static Problem error(String file, int line, int column, String message) {
        return new Problem(file, line, column, Severity.ERROR, message);
    }

    public static Problem warning(String file, int line, int column, String message) {
        return new Problem(file, line, column, Severity.WARNING, message);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /**
     * The one-line form of the CLI contract: {@code file:line:column: message}, with {@code warning: } before the
     * message of warnings, and {@code file: message} when there is no position.
     */
    public String format() {
        String where = line > 0 ? file + ":" + line + ":" + column : file;
        return where + ": " + (isError() ? "" : "warning: ") + message;
    }

    @Override
    public String toString() {
        return format();
    }
}
