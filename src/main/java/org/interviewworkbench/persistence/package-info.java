/**
 * H2 + Flyway persistence of sessions: {@link org.interviewworkbench.persistence.H2SessionStore} implements the
 * engine's {@code SessionStore} port; {@link org.interviewworkbench.persistence.DatabaseLocator} resolves the
 * database URL (default file under {@code ~/.interview-workbench/}, or {@code --db}). The only package that
 * uses JDBC.
 */
package org.interviewworkbench.persistence;
