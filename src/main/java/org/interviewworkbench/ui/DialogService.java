package org.interviewworkbench.ui;

/**
 * Dialogs a ViewModel may ask for (JabRef style); injected so ViewModels stay testable. Error details go to the
 * log, never to the dialog.
 */
public interface DialogService {

    /** Shows a friendly error; {@code cause} is logged, not shown. */
    void showError(String title, String message, Throwable cause);

    /** Shows an information message. */
    void showInfo(String title, String message);

    /** Asks a yes/no question; true for yes. */
    boolean confirm(String title, String message);

    /** Asks for one line of text (e.g. a new label); empty when cancelled. */
    default java.util.Optional<String> ask(String title, String prompt, String initial) {
        return java.util.Optional.empty();
    }

    /**
     * Asks where to save a file (a save dialog starting at {@code initialName}, one filter {@code description} with
     * {@code pattern}, e.g. "*.md"); empty when cancelled.
     */
    default java.util.Optional<java.nio.file.Path> chooseSaveFile(String title, String initialName,
                                                                  String description, String pattern) {
        return java.util.Optional.empty();
    }

    /** A short, user-facing sentence for a failure: the deepest meaningful message, never a stack trace. */
    static String friendly(Throwable t) {
        Throwable c = t;
        while ((c.getMessage() == null || c.getMessage().isBlank()
                || c instanceof java.util.concurrent.CompletionException
                || c instanceof java.util.concurrent.ExecutionException) && c.getCause() != null) {
            c = c.getCause();
        }
        String msg = c.getMessage();
        return msg == null || msg.isBlank() ? "Unexpected error (" + c.getClass().getSimpleName() + "); see the log."
                : msg.lines().findFirst().orElse(msg);
    }
}
