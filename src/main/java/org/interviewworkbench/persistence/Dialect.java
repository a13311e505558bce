package org.interviewworkbench.persistence;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What differs between the two database engines the store runs on: the URL prefix, the Flyway locations (one
 * schema: portable migrations in {@code db/migration/common}, the rest in a vendor folder) and the upsert statement.
 */
enum Dialect {

    /** The embedded default: a file (or in-memory) database for one researcher. */
    H2("jdbc:h2:", "h2"),
    /** The shared team store (issue 16). */
    POSTGRESQL("jdbc:postgresql:", "postgresql");

    private final String prefix;
    private final String vendor;

    Dialect(String prefix, String vendor) {
        this.prefix = prefix;
        this.vendor = vendor;
    }

    /** The engine of a JDBC URL (case-insensitive prefix), or {@code null} for any other URL. */
    static Dialect ofOrNull(String url) {
        if (url == null) {
            return null;
        }
        for (Dialect d : values()) {
            if (url.regionMatches(true, 0, d.prefix, 0, d.prefix.length()) && url.length() > d.prefix.length()) {
                return d;
            }
        }
        return null;
    }

    /** The engine of a supported JDBC URL. */
    static Dialect of(String url) {
        Dialect d = ofOrNull(url);
        if (d == null) {
            throw new IllegalArgumentException("unsupported database URL '" + url + "'");
        }
        return d;
    }

    /** Flyway's locations for this engine: the portable migrations and this engine's own. */
    List<String> migrationLocations() {
        return List.of("classpath:db/migration/common", "classpath:db/migration/" + vendor);
    }

    /** The vendor folder name ({@code h2}, {@code postgresql}). */
    String vendor() {
        return vendor;
    }

    /**
     * An insert-or-update of one row by its key, with one {@code ?} per column in {@code columns} order: H2's
     * {@code MERGE INTO ... KEY}, PostgreSQL's {@code INSERT ... ON CONFLICT (...) DO UPDATE}.
     */
    String upsert(String table, List<String> columns, List<String> key) {
        String cols = String.join(", ", columns);
        String params = columns.stream().map(c -> "?").collect(Collectors.joining(", "));
        if (this == H2) {
            return "MERGE INTO " + table + " (" + cols + ") KEY (" + String.join(", ", key) + ") VALUES (" + params
                    + ")";
        }
        String updates = columns.stream().filter(c -> !key.contains(c))
                .map(c -> c + " = EXCLUDED." + c).collect(Collectors.joining(", "));
        return "INSERT INTO " + table + " (" + cols + ") VALUES (" + params + ") ON CONFLICT ("
                + String.join(", ", key) + ") DO UPDATE SET " + updates;
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
