package org.interviewworkbench.persistence;

/** A database failure of the session store (I/O, constraint violation, locked file). One-line message. */
public class StoreException extends RuntimeException {

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
