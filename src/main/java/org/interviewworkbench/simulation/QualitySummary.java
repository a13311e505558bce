package org.interviewworkbench.simulation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Quality metrics over a batch: one CSV row per run, then mean and min rows, plus a printable table
 * (metric, mean, min, max). Undefined values (e.g. no terminal reached) are left out of the statistics and written
 * as empty cells.
 */
public final class QualitySummary {

    /** One finished run: its seed, turns, why it ended and its metrics. */
    public record Row(long seed, int turns, String terminationReason, Map<String, Double> numbers) {
        public Row {
            numbers = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(numbers));
        }

        public static Row of(SimulationResult r) {
            return new Row(r.spec().seed(), r.turns().size(), r.terminationReason(), r.quality().numbers());
        }

        /**
         * Reads a run row written by {@link #csv()} (the {@code run,seed,turns,termination_reason,<metrics>} header
         * order), or empty for the header, the mean/min rows and anything unreadable.
         */
        public static java.util.Optional<Row> parse(String line) {
            List<String> cells = cells(line);
            if (cells.size() != 4 + metricNames().size()) {
                return java.util.Optional.empty();
            }
            try {
                long seed = Long.parseLong(cells.get(1));
                int turns = Integer.parseInt(cells.get(2));
                Map<String, Double> numbers = new LinkedHashMap<>();
                for (int i = 0; i < metricNames().size(); i++) {
                    String cell = cells.get(4 + i);
                    if (!cell.isEmpty()) {
                        double v = Double.parseDouble(cell);
                        if (!Double.isFinite(v)) {
                            return java.util.Optional.empty();
                        }
                        numbers.put(metricNames().get(i), v);
                    }
                }
                return java.util.Optional.of(new Row(seed, turns, cells.get(3).isEmpty() ? null : cells.get(3),
                        numbers));
            } catch (NumberFormatException e) {
                return java.util.Optional.empty();
            }
        }

        private static List<String> cells(String line) {
            List<String> out = new ArrayList<>();
            StringBuilder cell = new StringBuilder();
            boolean quoted = false;
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (quoted) {
                    if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                        cell.append('"');
                        i++;
                    } else if (c == '"') {
                        quoted = false;
                    } else {
                        cell.append(c);
                    }
                } else if (c == '"') {
                    quoted = true;
                } else if (c == ',') {
                    out.add(cell.toString());
                    cell.setLength(0);
                } else {
                    cell.append(c);
                }
            }
            out.add(cell.toString());
            return out;
        }
    }

    private final List<Row> results;
    private final long firstSeed;

    public QualitySummary(List<SimulationResult> results) {
        this(results.stream().map(Row::of).toList(),
                results.stream().mapToLong(r -> r.spec().seed()).min().orElse(0));
    }

    /** Rows of a batch whose first seed is {@code firstSeed} (the run column is {@code seed - firstSeed + 1}). */
    public QualitySummary(List<Row> rows, long firstSeed) {
        this.results = rows.stream().sorted(java.util.Comparator.comparingLong(Row::seed)).toList();
        this.firstSeed = firstSeed;
    }

    /** The rows, in seed order. */
    public List<Row> rows() {
        return results;
    }

    /** Metric column names, in output order. */
    public static List<String> metricNames() {
        return List.of("node_recall", "edge_recall", "chains_recovered", "turns_to_first_terminal",
                "exhausted_focus_turns", "backtracks", "repeated_questions", "edge_node_ratio", "orphan_share",
                "unmapped_share");
    }

    /** Mean, min and max of a metric over the runs where it is defined ({@code null}s when never defined). */
    public record Stats(Double mean, Double min, Double max, int defined) {
    }

    public Map<String, Stats> stats() {
        Map<String, Stats> out = new LinkedHashMap<>();
        for (String metric : metricNames()) {
            List<Double> values = new ArrayList<>();
            for (Row r : results) {
                Double v = r.numbers().get(metric);
                if (v != null) {
                    values.add(v);
                }
            }
            if (values.isEmpty()) {
                out.put(metric, new Stats(null, null, null, 0));
            } else {
                double sum = 0;
                double min = Double.POSITIVE_INFINITY;
                double max = Double.NEGATIVE_INFINITY;
                for (double v : values) {
                    sum += v;
                    min = Math.min(min, v);
                    max = Math.max(max, v);
                }
                out.put(metric, new Stats(sum / values.size(), min, max, values.size()));
            }
        }
        return out;
    }

    /** {@code run,seed,turns,termination_reason,<metrics>} per run, then {@code mean} and {@code min} rows. */
    public String csv() {
        StringBuilder sb = new StringBuilder("run,seed,turns,termination_reason,")
                .append(String.join(",", metricNames())).append('\n');
        for (Row r : results) {
            sb.append(r.seed() - firstSeed + 1).append(',').append(r.seed()).append(',').append(r.turns()).append(',')
                    .append(csvText(r.terminationReason()));
            Map<String, Double> numbers = r.numbers();
            for (String m : metricNames()) {
                sb.append(',').append(format(numbers.get(m)));
            }
            sb.append('\n');
        }
        Map<String, Stats> stats = stats();
        sb.append("mean,,,");
        stats.values().forEach(s -> sb.append(',').append(format(s.mean())));
        sb.append('\n').append("min,,,");
        stats.values().forEach(s -> sb.append(',').append(format(s.min())));
        sb.append('\n');
        return sb.toString();
    }

    /** A fixed-width table: metric, mean, min, max, over N runs. */
    public String table() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%-24s %10s %10s %10s%n", "metric (" + results.size() + " runs)",
                "mean", "min", "max"));
        stats().forEach((name, s) -> sb.append(String.format(Locale.ROOT, "%-24s %10s %10s %10s%n", name,
                format(s.mean()), format(s.min()), format(s.max()))));
        return sb.toString();
    }

    private static String format(Double v) {
        if (v == null) {
            return "";
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e9) {
            return Long.toString(v.longValue());
        }
        return String.format(Locale.ROOT, "%.4f", v);
    }

    private static String csvText(String s) {
        if (s == null) {
            return "";
        }
        return s.contains(",") || s.contains("\"") ? '"' + s.replace("\"", "\"\"") + '"' : s;
    }
}
