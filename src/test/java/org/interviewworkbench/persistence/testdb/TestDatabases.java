package org.interviewworkbench.persistence.testdb;

import java.sql.SQLException;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * JUnit extension that gives store tests fresh databases on either engine: add
 * {@code @ExtendWith(TestDatabases.class)} and take a {@link Databases} parameter. H2: a new in-memory database per
 * call. PostgreSQL: a new database on the test server per test class (dropped when the class is done) and a new
 * schema in it per call, so every test starts empty. Where no server is available the PostgreSQL tests are skipped
 * with the reason printed once (failed instead when {@code INTERVIEW_WORKBENCH_REQUIRE_PG} is set, as in CI).
 */
public final class TestDatabases implements ParameterResolver {

    private static final ExtensionContext.Namespace NS = ExtensionContext.Namespace.create(TestDatabases.class);

    /** Fresh databases for one test class. */
    public interface Databases {

        /** A URL of a new, empty database on {@code engine} (skips the test when the engine is unavailable). */
        String fresh(Engine engine);

        /** A URL of a new, empty PostgreSQL database of its own (not a schema), for tests that need a whole one. */
        String freshPostgresDatabase();
    }

    /** A plain JDBC connection to a test database (H2's default user, or the user in the PostgreSQL URL). */
    public static java.sql.Connection connect(String url) throws SQLException {
        if (url.startsWith("jdbc:h2:")) {
            return java.sql.DriverManager.getConnection(url, "sa", "");
        }
        return java.sql.DriverManager.getConnection(url);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == Databases.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        ExtensionContext classContext = classContext(context);
        return new Databases() {
            @Override
            public String fresh(Engine engine) {
                if (engine == Engine.H2) {
                    return "jdbc:h2:mem:t_" + UUID.randomUUID().toString().replace("-", "") + ";DB_CLOSE_DELAY=-1";
                }
                ClassDatabase db = classContext.getStore(NS).getOrComputeIfAbsent(ClassDatabase.class,
                        k -> ClassDatabase.create(server(context)), ClassDatabase.class);
                return db.freshSchema();
            }

            @Override
            public String freshPostgresDatabase() {
                PostgresServer server = server(context);
                String name = "iw_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
                try {
                    server.createDatabase(name);
                } catch (SQLException e) {
                    throw new IllegalStateException("cannot create a test database: " + e.getMessage(), e);
                }
                classContext.getStore(NS).put("db-" + name, (AutoCloseable)
                        () -> server.dropDatabase(name));
                return PostgresServer.withDatabase(server.adminUrl(), name);
            }
        };
    }

    private static ExtensionContext classContext(ExtensionContext context) {
        ExtensionContext c = context;
        while (c.getTestClass().isPresent() && c.getParent().isPresent()
                && c.getParent().get().getTestClass().isPresent()) {
            c = c.getParent().get();
        }
        return c;
    }

    /** The server of this test run (one per JVM, stopped at its end), or a skip/failure with the reason. */
    private static PostgresServer server(ExtensionContext context) {
        PostgresServer server = context.getRoot().getStore(NS).getOrComputeIfAbsent(PostgresServer.class,
                k -> {
                    PostgresServer s = PostgresServer.find();
                    if (s.unavailable() != null) {
                        System.err.println("[test] PostgreSQL tests skipped: " + s.unavailable());
                    }
                    return s;
                }, PostgresServer.class);
        if (server.unavailable() != null) {
            if (System.getenv(PostgresServer.REQUIRE_ENV) != null) {
                Assertions.fail("PostgreSQL is required here (" + PostgresServer.REQUIRE_ENV + " is set): "
                        + server.unavailable());
            }
            Assumptions.abort("PostgreSQL tests skipped: " + server.unavailable());
        }
        return server;
    }

    /** The database of one test class; each call to {@link #freshSchema()} makes a new schema in it. */
    private static final class ClassDatabase implements AutoCloseable {

        private final PostgresServer server;
        private final String name;

        private ClassDatabase(PostgresServer server, String name) {
            this.server = server;
            this.name = name;
        }

        static ClassDatabase create(PostgresServer server) {
            String name = "iw_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
            try {
                server.createDatabase(name);
            } catch (SQLException e) {
                throw new IllegalStateException("cannot create a test database: " + e.getMessage(), e);
            }
            return new ClassDatabase(server, name);
        }

        String freshSchema() {
            String schema = "s_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12)
                    .toLowerCase(Locale.ROOT);
            String url = PostgresServer.withDatabase(server.adminUrl(), name);
            try (java.sql.Connection c = java.sql.DriverManager.getConnection(url);
                 java.sql.Statement st = c.createStatement()) {
                st.execute("CREATE SCHEMA " + schema);
            } catch (SQLException e) {
                throw new IllegalStateException("cannot create a test schema: " + e.getMessage(), e);
            }
            return PostgresServer.withParameter(url, "currentSchema=" + schema);
        }

        @Override
        public void close() throws Exception {
            server.dropDatabase(name);
        }
    }
}
