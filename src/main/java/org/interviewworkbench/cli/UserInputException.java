package org.interviewworkbench.cli;

/**
 * A mistake in what the user gave us (missing file, unknown methodology, malformed JSON ...). The launcher prints
 * only the message, on one line, and exits with {@link #EXIT_CODE}.
 */
public class UserInputException extends RuntimeException {

    /** Exit code for user mistakes (also used by {@code validate} for invalid files). */
    public static final int EXIT_CODE = 2;

    public UserInputException(String message) {
        super(message);
    }

    public UserInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
