package org.interviewworkbench.persistence;

/**
 * The database server cannot be reached or refuses the login (connection refused, unknown host, TLS refused, wrong
 * password, no access rule for this machine): a fault of the machine or the server's set-up, not of the command
 * line. One line that names the server (never the password); the command line exits 1.
 */
public class DatabaseUnavailableException extends StoreException {

    public DatabaseUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
