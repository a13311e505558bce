package org.interviewworkbench.persistence.testdb;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The PostgreSQL server of one test run: the one named by {@code -Dinterview-workbench.test.pg=JDBC_URL} (or the
 * environment variable {@code INTERVIEW_WORKBENCH_TEST_PG}; {@code .ci/run} starts a throw-away cluster and passes
 * it), else a throw-away cluster this class starts itself when PostgreSQL's binaries are installed
 * ({@code /usr/lib/postgresql/<version>/bin/initdb}), stopped when the test run ends. Without either the
 * PostgreSQL tests are skipped with the reason printed, unless {@code INTERVIEW_WORKBENCH_REQUIRE_PG} is set (CI),
 * when they fail.
 */
final class PostgresServer implements AutoCloseable {

    static final String PROPERTY = "interview-workbench.test.pg";
    static final String ENV = "INTERVIEW_WORKBENCH_TEST_PG";
    static final String REQUIRE_ENV = "INTERVIEW_WORKBENCH_REQUIRE_PG";

    private final String adminUrl;
    private final String unavailable;
    private final Path dataDir;
    private final Path pgCtl;

    private PostgresServer(String adminUrl, String unavailable, Path dataDir, Path pgCtl) {
        this.adminUrl = adminUrl;
        this.unavailable = unavailable;
        this.dataDir = dataDir;
        this.pgCtl = pgCtl;
    }

    /** The server of this run: given, started here, or unavailable with a reason. */
    static PostgresServer find() {
        String given = System.getProperty(PROPERTY);
        if (given == null || given.isBlank()) {
            given = System.getenv(ENV);
        }
        if (given != null && !given.isBlank()) {
            return new PostgresServer(given.strip(), null, null, null);
        }
        Path bin = installedBinaries();
        if (bin == null) {
            return new PostgresServer(null, "no PostgreSQL server: set -D" + PROPERTY + "=jdbc:postgresql://host:port/"
                    + "postgres?user=... or install Debian's postgresql package (.ci/run does both)", null, null);
        }
        try {
            return startCluster(bin);
        } catch (IOException | RuntimeException e) {
            return new PostgresServer(null, "cannot start a PostgreSQL cluster with " + bin + ": " + e.getMessage(),
                    null, null);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new PostgresServer(null, "interrupted while starting PostgreSQL", null, null);
        }
    }

    /** {@code null} when the server is there, else why not. */
    String unavailable() {
        return unavailable;
    }

    /** A URL of the server's maintenance database, with the user that may create databases. */
    String adminUrl() {
        return adminUrl;
    }

    /** Creates database {@code name} (outside a transaction: CREATE DATABASE may not run in one). */
    void createDatabase(String name) throws SQLException {
        try (Connection c = DriverManager.getConnection(adminUrl); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + name);
        }
    }

    /** Drops database {@code name}, ending the sessions still connected to it. */
    void dropDatabase(String name) throws SQLException {
        try (Connection c = DriverManager.getConnection(adminUrl); Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
        }
    }

    /** {@code url} with its database name replaced by {@code database}. */
    static String withDatabase(String url, String database) {
        int hostStart = url.indexOf("//") + 2;
        int slash = url.indexOf('/', hostStart);
        int query = url.indexOf('?');
        String head = slash < 0 ? (query < 0 ? url : url.substring(0, query)) : url.substring(0, slash);
        String tail = query < 0 ? "" : url.substring(query);
        return head + "/" + database + tail;
    }

    /** {@code url} with one more query parameter. */
    static String withParameter(String url, String parameter) {
        return url + (url.contains("?") ? "&" : "?") + parameter;
    }

    @Override
    public void close() throws Exception {
        if (dataDir == null) {
            return;
        }
        boolean root = "root".equals(System.getProperty("user.name"));
        run(asUser(root, List.of(pgCtl.toString(), "-D", dataDir.resolve("data").toString(), "-m", "immediate", "-w",
                "stop")));
        try (Stream<Path> files = Files.walk(dataDir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    private static Path installedBinaries() {
        Path root = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(root)) {
            return null;
        }
        try (Stream<Path> versions = Files.list(root)) {
            return versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
                    .max(Comparator.naturalOrder()).orElse(null);
        } catch (IOException e) {
            return null;
        }
    }

    /** initdb + pg_ctl start on a free loopback port, socket in the data folder (as user postgres when root). */
    private static PostgresServer startCluster(Path bin) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("iw-test-pg-");
        boolean root = "root".equals(System.getProperty("user.name"));
        if (root) {
            run(List.of("chown", "postgres", dir.toString()));
        }
        Path data = dir.resolve("data");
        run(asUser(root, List.of(bin.resolve("initdb").toString(), "-D", data.toString(), "-A", "trust", "-U",
                "postgres", "-E", "UTF8", "--no-instructions")));
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        run(asUser(root, List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-o",
                "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c fsync=off", "-l",
                dir.resolve("log").toString(), "-w", "start")));
        System.err.println("[test] started a throw-away PostgreSQL cluster on 127.0.0.1:" + port + " in " + dir);
        return new PostgresServer("jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=postgres", null, dir,
                bin.resolve("pg_ctl"));
    }

    private static List<String> asUser(boolean root, List<String> command) {
        if (!root) {
            return command;
        }
        List<String> out = new java.util.ArrayList<>(List.of("runuser", "-u", "postgres", "--"));
        out.addAll(command);
        return out;
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException(String.join(" ", command).toLowerCase(Locale.ROOT) + " failed: " + output.strip());
        }
    }
}
