package org.interviewworkbench.methodology;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.engine.scoring.StrategyRanker;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Issue 19, property-based: the shipped methodologies mutated at random (numbers to NaN, infinities and huge values,
 * keys dropped or duplicated, scalars and lists swapped, truncation, stray bytes). Whatever the mutation, loading it
 * never crashes: it is either refused with every error at {@code file:line:column}, or accepted and then runnable
 * (a ranking with finite scores). Seeds are fixed, so a failure names a reproducible case.
 */
class MethodologyFuzzTest {

    private static final int MUTANTS_PER_FILE = 60;
    private static final Pattern NUMBER = Pattern.compile("(?<=: )-?\\d+(\\.\\d+)?(?=\\s|$)");
    private static final Pattern KEY_LINE = Pattern.compile("(?m)^( *)([a-z_.]+):.*$");
    private static final List<String> BAD_NUMBERS = List.of(".nan", ".NaN", ".inf", "-.inf", "+.inf", "1.0e+999",
            "-1.0e+300", "99999999999999999999", "0x7fffffffffffffff", "1_000_000_000_000", "-0.0", "1e5");

    private final MethodologyLoader loader = new MethodologyLoader(SignalCatalog.standard());
    private final StrategyRanker ranker = new StrategyRanker();

    @TestFactory
    Stream<DynamicTest> a_mutated_methodology_is_refused_with_a_location_or_runs() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("methodologies"))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                String yaml = Files.readString(file);
                for (int i = 0; i < MUTANTS_PER_FILE; i++) {
                    long seed = file.getFileName().toString().hashCode() * 1_000L + i;
                    Random random = new Random(seed);
                    Mutant mutant = mutate(yaml, random);
                    String name = file.getFileName() + " #" + i + " (" + mutant.what() + ")";
                    tests.add(DynamicTest.dynamicTest(name, () -> check(mutant.yaml(), name)));
                }
            }
        }
        assertThat(tests).hasSizeGreaterThanOrEqualTo(300);
        return tests.stream();
    }

    private void check(String yaml, String name) {
        LoadResult<MethodologyConfig> result = loader.load(yaml, "fuzz.yaml");
        if (result.hasErrors()) {
            assertThat(result.errors()).as(name).allSatisfy(p -> {
                assertThat(p.line()).as(p.format()).isPositive();
                assertThat(p.column()).as(p.format()).isPositive();
                assertThat(p.format()).startsWith("fuzz.yaml:" + p.line() + ":" + p.column() + ": ");
            });
            return;
        }
        MethodologyConfig config = result.value();
        assertThat(config).as(name).isNotNull();
        for (InterviewPhase phase : InterviewPhase.values()) {
            RankingResult ranking = ranker.rank(config, phase, Map.of(), Map.of());
            assertThat(ranking.scoreDecomposition()).as(name).allSatisfy(c ->
                    assertThat(Double.isFinite(c.finalScore())).as(c.toString()).isTrue());
        }
    }

    record Mutant(String yaml, String what) {
    }

    static Mutant mutate(String yaml, Random random) {
        int kind = random.nextInt(7);
        switch (kind) {
            case 0: {
                List<int[]> spans = spans(NUMBER.matcher(yaml));
                if (spans.isEmpty()) {
                    break;
                }
                int[] at = spans.get(random.nextInt(spans.size()));
                String bad = BAD_NUMBERS.get(random.nextInt(BAD_NUMBERS.size()));
                return new Mutant(yaml.substring(0, at[0]) + bad + yaml.substring(at[1]), "number -> " + bad);
            }
            case 1: {
                List<int[]> lines = spans(KEY_LINE.matcher(yaml));
                int[] at = lines.get(random.nextInt(lines.size()));
                return new Mutant(yaml.substring(0, at[0]) + yaml.substring(Math.min(yaml.length(), at[1] + 1)),
                        "key line dropped");
            }
            case 2: {
                List<int[]> lines = spans(KEY_LINE.matcher(yaml));
                int[] at = lines.get(random.nextInt(lines.size()));
                String line = yaml.substring(at[0], at[1]);
                return new Mutant(yaml.substring(0, at[1]) + "\n" + line + yaml.substring(at[1]), "key duplicated");
            }
            case 3: {
                List<int[]> lines = spans(KEY_LINE.matcher(yaml));
                int[] at = lines.get(random.nextInt(lines.size()));
                String line = yaml.substring(at[0], at[1]);
                int colon = line.indexOf(':');
                String swapped = random.nextBoolean() ? line.substring(0, colon + 1) + " [1, two, {three: 3}]"
                        : line.substring(0, colon + 1) + " just text";
                return new Mutant(yaml.substring(0, at[0]) + swapped + yaml.substring(at[1]), "type swapped");
            }
            case 4: {
                int cut = random.nextInt(Math.max(1, yaml.length()));
                return new Mutant(yaml.substring(0, cut), "truncated at " + cut);
            }
            case 5: {
                int at = random.nextInt(Math.max(1, yaml.length()));
                String junk = List.of("\t", "\u0000", "{", "]", "&a", "*a", "!!python/object ", "\"", "- ", ": ")
                        .get(random.nextInt(10));
                return new Mutant(yaml.substring(0, at) + junk + yaml.substring(at), "inserted " + junk.strip());
            }
            default: {
                List<int[]> lines = spans(KEY_LINE.matcher(yaml));
                int[] at = lines.get(random.nextInt(lines.size()));
                String line = yaml.substring(at[0], at[1]);
                return new Mutant(yaml.substring(0, at[0]) + "   " + line + yaml.substring(at[1]), "indentation");
            }
        }
        return new Mutant(yaml, "unchanged");
    }

    private static List<int[]> spans(Matcher m) {
        List<int[]> out = new ArrayList<>();
        while (m.find()) {
            out.add(new int[] {m.start(), m.end()});
        }
        return out;
    }
}
