package org.interviewworkbench.engine.study;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The implication matrix of a set of ladders (Reynolds &amp; Gutman 1988), counted exactly as design.md
 * "Studies" states.
 *
 * <p>Per ladder c1..ck (codes in step order), for every i &lt; j the pair (ci, cj) is a <em>direct</em> pair
 * when j = i + 1 and an <em>indirect</em> pair otherwise; a pair (a, a) is never counted. With
 * {@link CountMode#LADDERS}, direct(a, b) is the number of ladders holding (a, b) as a direct pair (a ladder
 * counts once however often it holds the pair), indirect(a, b) likewise. With {@link CountMode#RESPONDENTS}
 * each is the number of respondents with at least one ladder holding the pair of that kind.
 *
 * <p>Codes keep their first-appearance order: ladders in the order given, steps in step order. A code's type is
 * the type it had where it first appeared.
 */
public final class ImplicationMatrix {

    /** The counts of one ordered pair. */
    public record Cell(int direct, int indirect) {
        public static final Cell EMPTY = new Cell(0, 0);

        public int total() {
            return direct + indirect;
        }
    }

    /** One non-empty ordered pair with its counts. */
    public record Entry(String from, String to, int direct, int indirect) {
    }

    private final List<String> codes;
    private final Map<String, String> types;
    private final Map<String, Map<String, Cell>> cells;
    private final CountMode mode;

    private ImplicationMatrix(List<String> codes, Map<String, String> types, Map<String, Map<String, Cell>> cells,
                              CountMode mode) {
        this.codes = List.copyOf(codes);
        this.types = Collections.unmodifiableMap(types);
        this.cells = cells;
        this.mode = mode;
    }

    /** Counts the pairs of {@code ladders} in {@code mode}. */
    public static ImplicationMatrix of(List<Ladder> ladders, CountMode mode) {
        List<String> codes = new ArrayList<>();
        Map<String, String> types = new LinkedHashMap<>();
        // pair -> set of counting units (ladder index or respondent) holding it
        Map<String, Map<String, Set<String>>> direct = new LinkedHashMap<>();
        Map<String, Map<String, Set<String>>> indirect = new LinkedHashMap<>();
        for (int l = 0; l < ladders.size(); l++) {
            Ladder ladder = ladders.get(l);
            String unit = mode == CountMode.LADDERS ? Integer.toString(l) : ladder.respondent();
            List<LadderStep> steps = ladder.steps();
            for (LadderStep step : steps) {
                if (!types.containsKey(step.code())) {
                    types.put(step.code(), step.type());
                    codes.add(step.code());
                }
            }
            for (int i = 0; i < steps.size(); i++) {
                for (int j = i + 1; j < steps.size(); j++) {
                    String a = steps.get(i).code();
                    String b = steps.get(j).code();
                    if (a.equals(b)) {
                        continue;
                    }
                    Map<String, Map<String, Set<String>>> kind = j == i + 1 ? direct : indirect;
                    kind.computeIfAbsent(a, k -> new LinkedHashMap<>()).computeIfAbsent(b, k -> new HashSet<>())
                            .add(unit);
                }
            }
        }
        Map<String, Map<String, Cell>> cells = new LinkedHashMap<>();
        for (String a : codes) {
            for (String b : codes) {
                int d = size(direct, a, b);
                int in = size(indirect, a, b);
                if (d + in > 0) {
                    cells.computeIfAbsent(a, k -> new LinkedHashMap<>()).put(b, new Cell(d, in));
                }
            }
        }
        return new ImplicationMatrix(codes, types, cells, mode);
    }

    private static int size(Map<String, Map<String, Set<String>>> counts, String a, String b) {
        Map<String, Set<String>> row = counts.get(a);
        if (row == null) {
            return 0;
        }
        Set<String> units = row.get(b);
        return units == null ? 0 : units.size();
    }

    /** Codes in first-appearance order. */
    public List<String> codes() {
        return codes;
    }

    /** The type of a code, as first seen. */
    public Optional<String> type(String code) {
        return Optional.ofNullable(types.get(code));
    }

    public CountMode mode() {
        return mode;
    }

    /** The counts of (from, to); {@link Cell#EMPTY} when the pair never occurs. */
    public Cell cell(String from, String to) {
        Map<String, Cell> row = cells.get(from);
        if (row == null) {
            return Cell.EMPTY;
        }
        return row.getOrDefault(to, Cell.EMPTY);
    }

    /** Every ordered pair with direct + indirect &gt; 0, in code order of from, then of to. */
    public List<Entry> entries() {
        List<Entry> out = new ArrayList<>();
        for (String a : codes) {
            Map<String, Cell> row = cells.get(a);
            if (row == null) {
                continue;
            }
            for (String b : codes) {
                Cell c = row.get(b);
                if (c != null) {
                    out.add(new Entry(a, b, c.direct(), c.indirect()));
                }
            }
        }
        return out;
    }

    /** Sum of direct + indirect over every pair out of {@code code}. */
    public int outTotal(String code) {
        Map<String, Cell> row = cells.get(code);
        return row == null ? 0 : row.values().stream().mapToInt(Cell::total).sum();
    }

    /** Sum of direct + indirect over every pair into {@code code}. */
    public int inTotal(String code) {
        int sum = 0;
        for (Map<String, Cell> row : cells.values()) {
            Cell c = row.get(code);
            if (c != null) {
                sum += c.total();
            }
        }
        return sum;
    }

    /** Sum of direct + indirect over every cell. */
    public int grandTotal() {
        return cells.values().stream().flatMap(r -> r.values().stream()).mapToInt(Cell::total).sum();
    }

    /** in / (in + out), 0 when the code has no pair (design.md). */
    public double abstractness(String code) {
        int in = inTotal(code);
        int out = outTotal(code);
        return in + out == 0 ? 0.0 : (double) in / (in + out);
    }

    /** (in + out) / sum over all cells of direct + indirect, 0 when the matrix is empty (design.md). */
    public double centrality(String code) {
        int total = grandTotal();
        return total == 0 ? 0.0 : (double) (inTotal(code) + outTotal(code)) / total;
    }
}
