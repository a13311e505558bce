package org.interviewworkbench.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.interviewworkbench.simulation.QualitySummary;

/**
 * The {@code --out} folder of a simulation batch. A finished run appears at once and whole: its files are written into
 * a hidden temporary folder beside it, which is then renamed to {@code run-<seed>}; {@code summary.csv} is rewritten
 * (atomically) after every finished run, so an interrupted batch leaves every finished run and a current summary.
 * Only what a batch writes is ever recognised or cleared: {@code run-<seed>} folders, {@code summary.csv} and the
 * single-run files.
 */
final class BatchFolder {

    static final String SUMMARY = "summary.csv";
    private static final List<String> SINGLE_RUN_FILES = List.of("session.json", "scoring.csv", "transcript.md");
    private static final Pattern RUN = Pattern.compile("run-(-?\\d+)");

    private final Path dir;

    BatchFolder(Path dir) {
        this.dir = dir;
    }

    Path dir() {
        return dir;
    }

    /** What an earlier batch left in the folder (run folders, summary, single-run files). */
    List<Path> earlierOutput() {
        List<Path> found = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return found;
        }
        try (Stream<Path> entries = Files.list(dir)) {
            entries.filter(p -> {
                String name = p.getFileName().toString();
                return (Files.isDirectory(p) && RUN.matcher(name).matches())
                        || name.equals(SUMMARY) || SINGLE_RUN_FILES.contains(name);
            }).sorted().forEach(found::add);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir + ": " + e.getMessage(), e);
        }
        return found;
    }

    /** Deletes what {@link #earlierOutput()} found (run folders with their content). */
    void clear() {
        for (Path p : earlierOutput()) {
            try (Stream<Path> tree = Files.walk(p)) {
                for (Path q : tree.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(q);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot clear " + p + ": " + e.getMessage(), e);
            }
        }
    }

    /**
     * The finished runs of an earlier batch with these seeds: a {@code run-<seed>} folder and its summary row.
     * Rows come from {@code summary.csv}; a run folder without a row is not finished (it is run again).
     */
    Map<Long, QualitySummary.Row> finishedRuns(long firstSeed, int runs) {
        Map<Long, QualitySummary.Row> rows = new TreeMap<>();
        Path summary = dir.resolve(SUMMARY);
        if (!Files.isRegularFile(summary)) {
            return rows;
        }
        try {
            for (String line : Files.readAllLines(summary, StandardCharsets.UTF_8)) {
                Optional<QualitySummary.Row> row = QualitySummary.Row.parse(line);
                row.filter(r -> r.seed() >= firstSeed && r.seed() - firstSeed < runs)
                        .filter(r -> Files.isDirectory(runFolder(r.seed())))
                        .ifPresent(r -> rows.put(r.seed(), r));
            }
        } catch (IOException e) {
            throw new UserInputException("cannot read " + summary + " to continue the batch: " + e.getMessage(), e);
        }
        return rows;
    }

    /** Deletes the earlier output that is not one of the {@code keep} runs' folders or the summary. */
    void clearUnfinished(java.util.Set<Long> keep) {
        for (Path p : earlierOutput()) {
            String name = p.getFileName().toString();
            boolean kept = name.equals(SUMMARY) || keep.stream().anyMatch(seed -> name.equals("run-" + seed));
            if (!kept) {
                try {
                    deleteTree(p);
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot clear " + p + ": " + e.getMessage(), e);
                }
            }
        }
    }

    Path runFolder(long seed) {
        return dir.resolve("run-" + seed);
    }

    /** Writes one finished run: into a hidden folder first, then renamed to {@code run-<seed>} in one step. */
    void writeRun(long seed, RunContent content) {
        Path target = runFolder(seed);
        Path tmp = null;
        try {
            Files.createDirectories(dir);
            tmp = Files.createTempDirectory(dir, ".run-" + seed + ".");
            content.writeInto(tmp);
            if (Files.isDirectory(target)) {
                deleteTree(target);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target);
            }
            tmp = null;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        } finally {
            if (tmp != null) {
                try {
                    deleteTree(tmp);
                } catch (IOException ignored) {
                    // a stray hidden folder is harmless
                }
            }
        }
    }

    /** Rewrites {@code summary.csv} (atomically). */
    void writeSummary(QualitySummary summary) {
        OutputFile.write(dir.resolve(SUMMARY), summary.csv());
    }

    private static void deleteTree(Path p) throws IOException {
        try (Stream<Path> tree = Files.walk(p)) {
            for (Path q : tree.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(q);
            }
        }
    }

    /** Writes a run's files into a folder. */
    @FunctionalInterface
    interface RunContent {
        void writeInto(Path folder) throws IOException;
    }
}
