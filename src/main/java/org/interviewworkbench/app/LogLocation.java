package org.interviewworkbench.app;

import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

/**
 * Where the log file is: {@code -Dinterview-workbench.log-dir}, else {@code IW_LOG_DIR}, else
 * {@code <home>/.interview-workbench/logs}; the file is {@code interview-workbench.log}. Mirrors logback.xml, which
 * creates the file only when something is logged (warnings, errors and their stack traces).
 */
record LogLocation(Path file) {

    static LogLocation of(Properties system, Map<String, String> env) {
        String dir = system.getProperty("interview-workbench.log-dir");
        if (dir == null || dir.isBlank()) {
            dir = env.get("IW_LOG_DIR");
        }
        if (dir == null || dir.isBlank()) {
            dir = Path.of(system.getProperty("user.home"), ".interview-workbench", "logs").toString();
        }
        return new LogLocation(Path.of(dir, "interview-workbench.log").toAbsolutePath());
    }

    static LogLocation current() {
        return of(System.getProperties(), System.getenv());
    }
}
