package org.interviewworkbench.persistence;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;

/** Small JDBC helpers shared by the store's classes: times, bytes, one-line messages. */
final class Sql {

    private Sql() {
    }

    /**
     * A time as stored: UTC, to the microsecond. PostgreSQL keeps microseconds, so both engines store the same value
     * and a session reads back the same from either (and survives {@code db copy} both ways).
     */
    static OffsetDateTime odt(Instant instant) {
        return OffsetDateTime.ofInstant(instant.truncatedTo(ChronoUnit.MICROS), ZoneOffset.UTC);
    }

    /** The time in {@code column}, or {@code null}. */
    static Instant instant(ResultSet rs, int column) throws SQLException {
        OffsetDateTime t = rs.getObject(column, OffsetDateTime.class);
        return t == null ? null : t.toInstant();
    }

    static void setBytes(PreparedStatement ps, int index, byte[] bytes) throws SQLException {
        if (bytes == null) {
            ps.setNull(index, Types.VARBINARY);
        } else {
            ps.setBytes(index, bytes);
        }
    }

    /** The first line of an exception's message (drivers add SQL and hints on further lines). */
    static String firstLine(Throwable e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).strip();
    }

    /** A duplicate key (SQLState 23505 on both engines). */
    static boolean isUniqueViolation(SQLException e) {
        for (SQLException x = e; x != null; x = x.getNextException()) {
            if ("23505".equals(x.getSQLState())) {
                return true;
            }
        }
        return false;
    }
}
