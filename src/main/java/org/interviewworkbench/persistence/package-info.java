/**
 * Persistence of sessions and studies on H2 (the embedded default) or PostgreSQL (the shared team store), one schema
 * managed by Flyway for both: {@link org.interviewworkbench.persistence.JdbcSessionStore} implements the engine's
 * {@code SessionStore} port; {@link org.interviewworkbench.persistence.DatabaseLocator} resolves the database URL
 * (default file under {@code ~/.interview-workbench/}, or {@code --db}); {@link
 * org.interviewworkbench.persistence.DatabaseCopier} copies sessions and studies between databases. The only package
 * that uses JDBC.
 */
package org.interviewworkbench.persistence;
