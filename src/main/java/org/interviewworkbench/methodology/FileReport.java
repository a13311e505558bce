package org.interviewworkbench.methodology;

import java.util.List;

/**
 * What {@code validate} found in one file.
 *
 * @param file     the file as given
 * @param kind     the detected kind ({@link StudyFileKind#UNKNOWN} when it could not be told)
 * @param problems errors and warnings in file order
 */
public record FileReport(String file, StudyFileKind kind, List<Problem> problems) {
    public FileReport {
        problems = List.copyOf(problems);
    }

    public boolean isValid() {
        return problems.stream().noneMatch(Problem::isError);
    }
}
