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

    private final List<SimulationResult> results;

    public QualitySummary(List<SimulationResult> results) {
        this.results = List.copyOf(results);
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
            for (SimulationResult r : results) {
                Double v = r.quality().numbers().get(metric);
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
        int i = 1;
        for (SimulationResult r : results) {
            sb.append(i++).append(',').append(r.spec().seed()).append(',').append(r.turns().size()).append(',')
                    .append(csvText(r.terminationReason()));
            Map<String, Double> numbers = r.quality().numbers();
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
