package org.interviewworkbench.methodology;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A study file (methodology, concept, persona or scenario) could not be used. Carries every problem found, in file
 * order; the message is their one-line forms joined by newlines.
 */
public class MethodologyException extends RuntimeException {

    private final transient List<Problem> problems;

    public MethodologyException(List<Problem> problems) {
        super(problems.stream().map(Problem::format).collect(Collectors.joining(System.lineSeparator())));
        this.problems = List.copyOf(problems);
    }

    /** A single whole-file problem (unknown id, unreadable file ...). */
    public static MethodologyException of(String file, String message) {
        return new MethodologyException(List.of(Problem.error(file, 0, 0, message)));
    }

    public List<Problem> problems() {
        return problems;
    }
}
