package org.interviewworkbench.persistence;

/**
 * A user name and password for the shared database from the owner-only settings file, used when neither the URL nor
 * {@code PGUSER}/{@code PGPASSWORD} name them. {@link #toString()} never shows the password.
 */
public record DatabaseCredentials(String user, String password) {

    @Override
    public String toString() {
        return "DatabaseCredentials[user=" + user + ", password=" + (password == null ? "none" : "***") + "]";
    }
}
