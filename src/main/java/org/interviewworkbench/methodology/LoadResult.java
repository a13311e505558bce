package org.interviewworkbench.methodology;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of reading one study file: the value (absent when there are errors), the exact source text (sessions
 * store it as a snapshot) and every problem, errors and warnings, sorted by position.
 *
 * @param file     the file name used in problem lines
 * @param value    the loaded record, {@code null} when {@link #hasErrors()}
 * @param source   the YAML text that was read ({@code ""} when the file could not be read)
 * @param problems errors and warnings in file order
 * @param <T>      the record type
 */
public record LoadResult<T>(String file, T value, String source, List<Problem> problems) {

    private static final Comparator<Problem> BY_POSITION =
            Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column);

    public LoadResult {
        source = source == null ? "" : source;
        problems = problems.stream().sorted(BY_POSITION).toList();
        if (problems.stream().anyMatch(Problem::isError)) {
            value = null;
        }
    }

    public boolean hasErrors() {
        return problems.stream().anyMatch(Problem::isError);
    }

    public List<Problem> errors() {
        return problems.stream().filter(Problem::isError).toList();
    }

    public List<Problem> warnings() {
        return problems.stream().filter(p -> !p.isError()).toList();
    }

    public Optional<T> asOptional() {
        return Optional.ofNullable(value);
    }

    /** The value, or a {@link MethodologyException} with the errors when the file is invalid. */
    public T orElseThrow() {
        if (hasErrors()) {
            throw new MethodologyException(errors());
        }
        return value;
    }
}
