package org.interviewworkbench.persistence.testdb;

/** The database engines the store's tests run on. */
public enum Engine {
    /** H2 in memory (a fresh database per test). */
    H2,
    /** A real PostgreSQL server (a fresh database per test class, a fresh schema per test). */
    POSTGRESQL
}
