package org.interviewworkbench.persistence;

/**
 * The database named cannot be used as it is, and the person who named it can do something about it: nothing there
 * for a command that only reads, an empty or foreign file, a damaged file, a database written by a newer program,
 * one held by another program. One line that names the file; the command line exits 2.
 */
public class DatabaseRefusedException extends StoreException {

    public DatabaseRefusedException(String message) {
        super(message, null);
    }

    public DatabaseRefusedException(String message, Throwable cause) {
        super(message, cause);
    }
}
