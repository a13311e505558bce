package org.interviewworkbench.persistence;

/** Child process for {@link SharedDatabaseTest}: opens a database the way the workbench does and keeps it open. */
public final class HoldDatabase {

    private HoldDatabase() {
    }

    public static void main(String[] args) throws Exception {
        try (JdbcSessionStore store = new JdbcSessionStore(DatabaseLocator.shared(args[0]))) {
            store.listSessions();
            System.out.println("open");
            System.out.flush();
            Thread.sleep(Long.parseLong(args[1]));
        }
    }
}
