package org.interviewworkbench.cli;

import picocli.CommandLine.Option;

/** The options every {@code study} action on one study shares: the database and the study id (a picocli mixin). */
public final class StudyTarget {

    @Option(names = "--db", description = "JDBC URL (default: a file under ~/.interview-workbench/)")
    String db;

    @Option(names = "--study", required = true, description = "study id")
    String study;

    /** Opens the database and the study. */
    StudyWorkspace open(CliServices services) {
        return StudyWorkspace.open(services, db, study);
    }
}
