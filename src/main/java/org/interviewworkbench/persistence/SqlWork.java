package org.interviewworkbench.persistence;

import java.sql.Connection;
import java.sql.SQLException;

/** Work that joins a store transaction on the store's connection. */
final class SqlWork {

    private SqlWork() {
    }

    /** A write step. */
    @FunctionalInterface
    interface SqlStep {
        void run(Connection c) throws SQLException;
    }

    /** A read. */
    @FunctionalInterface
    interface SqlRead<T> {
        T run(Connection c) throws SQLException;
    }
}
