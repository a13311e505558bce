package org.interviewworkbench.persistence;

/**
 * The session is being written by another live process (it holds the session's lease): this process may read it but
 * not write it. The message names the holder; the command line exits 2.
 */
public class SessionBusyException extends DatabaseRefusedException {

    public SessionBusyException(String message) {
        super(message);
    }
}
