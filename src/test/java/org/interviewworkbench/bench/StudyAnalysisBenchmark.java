package org.interviewworkbench.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.interviewworkbench.engine.study.CountMode;
import org.interviewworkbench.engine.study.DominantChains;
import org.interviewworkbench.engine.study.HierarchicalValueMap;
import org.interviewworkbench.engine.study.ImplicationMatrix;
import org.interviewworkbench.engine.study.Ladder;
import org.interviewworkbench.engine.study.LadderStep;
import org.interviewworkbench.engine.study.LinkMode;
import org.interviewworkbench.export.study.LadderCsvReader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Issue 14's size target: a 300-respondent, 1,500-ladder study (5 ladders each, 3-6 steps, 60 codes over five
 * levels) parsed from CSV, counted into the implication matrix and drawn as a map at cut-off 3 with its dominant
 * chains, in under a second. Run as {@link RankingBenchmark} says (same class path recipe).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class StudyAnalysisBenchmark {

    static final List<String> TYPES = List.of("attribute", "functional_consequence", "psychosocial_consequence",
            "instrumental_value", "terminal_value");

    private String csv;
    private List<Ladder> ladders;

    @Setup
    public void setUp() {
        Random random = new Random(14);
        StringBuilder sb = new StringBuilder("respondent,ladder,step,code,type\n");
        for (int r = 1; r <= 300; r++) {
            for (int l = 1; l <= 5; l++) {
                int steps = 3 + random.nextInt(4);
                for (int s = 1; s <= steps; s++) {
                    int level = Math.min(4, (s - 1) * 5 / steps);
                    int code = level * 12 + random.nextInt(12);
                    sb.append('R').append(r).append(',').append(l).append(',').append(s).append(",code ").append(code)
                            .append(',').append(TYPES.get(level)).append('\n');
                }
            }
        }
        csv = sb.toString();
        ladders = new LadderCsvReader(TYPES).read("bench.csv", csv).ladders();
        if (ladders.size() != 1500) {
            throw new IllegalStateException("expected 1,500 ladders, got " + ladders.size());
        }
    }

    @Benchmark
    public Object importCountAndMap() {
        List<Ladder> parsed = new LadderCsvReader(TYPES).read("bench.csv", csv).ladders();
        ImplicationMatrix m = ImplicationMatrix.of(parsed, CountMode.LADDERS);
        HierarchicalValueMap map = HierarchicalValueMap.of(m, 3, LinkMode.DIRECT);
        List<Object> out = new ArrayList<>();
        out.add(map);
        out.add(DominantChains.of(map, 10));
        return out;
    }

    @Benchmark
    public Object countPerRespondentAndMap() {
        ImplicationMatrix m = ImplicationMatrix.of(ladders, CountMode.RESPONDENTS);
        return HierarchicalValueMap.of(m, 3, LinkMode.TOTAL);
    }
}
