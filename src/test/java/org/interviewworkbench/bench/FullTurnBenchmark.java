package org.interviewworkbench.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.interviewworkbench.app.EngineAssembly;
import org.interviewworkbench.app.OfflineComponents;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.pipeline.TurnInput;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.methodology.LoadResult;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.JdbcSessionStore;

/**
 * Measures full offline turns (all 12 stages, offline engine, H2 in memory) at graph sizes around 50 and 200
 * surface nodes, after a 120-turn warm-up session; excludes JVM start and model loading. Run:
 * <pre>
 * mvn -o -q test-compile && java -cp "target/test-classes:target/classes:$(mvn -o -q dependency:build-classpath -Dmdep.outputFile=/dev/stdout)" \
 *     org.interviewworkbench.bench.FullTurnBenchmark
 * </pre>
 * Prints p50 / p95 / max of the pipeline latency (TurnResult.latencyMs, up to the commit) and of the wall time
 * of {@code InterviewService.answer} (including the H2 commit) per size band.
 */
public final class FullTurnBenchmark {

    private static final String[] ATTRIBUTES = {"creamy texture", "plant-based recipe", "recyclable carton",
        "low sugar", "oat flavour", "barista edition", "price per litre", "long shelf life", "organic oats",
        "calcium added", "thick consistency", "neutral taste", "glass bottle", "local brand", "vitamin D"};
    private static final String[] FUNCTIONS = {"froths well", "mixes into tea", "keeps fresh for a week",
        "does not curdle", "tastes good in cereal", "saves a trip to the shop", "is easy to digest",
        "works in baking", "pours without mess", "fills me up"};
    private static final String[] FEELINGS = {"feel calm", "feel healthy", "feel less guilty", "feel in control",
        "feel like a treat", "feel proud", "feel relaxed", "feel energised"};
    private static final String[] VALUES = {"take care of myself", "be responsible", "live sustainably",
        "self-respect", "family security", "peace of mind", "being a good parent", "a sense of accomplishment"};

    private FullTurnBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        StudyFiles files = StudyFiles.forWorkingDirectory();
        LoadResult<MethodologyConfig> m = files.methodologies().resolve("means_end_chain");
        Concept concept = files.concepts().resolve("oat_milk_mec").value().concept();
        OfflineComponents offline = new OfflineComponents();
        long t0 = System.nanoTime();
        offline.languageEngine().extract(new org.interviewworkbench.engine.port.ExtractionRequest(m.value(), concept,
                "I like it because it is creamy", "warm", "", null, null, List.of(), List.of(), null));
        System.out.printf("model loading: %.0f ms%n", (System.nanoTime() - t0) / 1e6);
        try (JdbcSessionStore store = new JdbcSessionStore("jdbc:h2:mem:bench;DB_CLOSE_DELAY=-1")) {
            InterviewService service = EngineAssembly.interviewService(store, offline.languageEngine(),
                    offline.embeddings(), offline.lemmatizer(), Clock.SYSTEM);
            // warm-up: a throwaway session so the JIT has compiled the hot paths before anything is measured
            String warm = service.start(new InterviewService.StartRequest(null, m.value(), m.source(), concept,
                    "offline", 3, 120, null, null)).info().id();
            SplittableRandom warmRandom = new SplittableRandom(3);
            for (int turn = 1; turn <= 120; turn++) {
                if (!service.answer(new TurnInput(warm, answer(warmRandom, turn), m.value())).shouldContinue()) {
                    break;
                }
            }
            String id = service.start(new InterviewService.StartRequest(null, m.value(), m.source(), concept,
                    "offline", 7, 400, null, null)).info().id();
            SplittableRandom random = new SplittableRandom(7);
            List<double[]> band50 = new ArrayList<>();
            List<double[]> band200 = new ArrayList<>();
            java.util.Map<String, Double> stageTotals = new java.util.LinkedHashMap<>();
            java.util.Map<String, Double> stageTotals50 = new java.util.LinkedHashMap<>();
            for (int turn = 1; turn <= 400; turn++) {
                String answer = answer(random, turn);
                long start = System.nanoTime();
                TurnResult r = service.answer(new TurnInput(id, answer, m.value()));
                double wall = (System.nanoTime() - start) / 1e6;
                int nodes = r.graphCounts().surfaceNodes();
                if (turn > 20 && nodes >= 40 && nodes <= 60) {
                    band50.add(new double[] {r.latencyMs(), wall});
                    r.stageLatencyMs().forEach((stage, ms) -> stageTotals50.merge(stage, ms, Double::sum));
                }
                if (nodes >= 180 && nodes <= 220) {
                    band200.add(new double[] {r.latencyMs(), wall});
                    r.stageLatencyMs().forEach((stage, ms) -> stageTotals.merge(stage, ms, Double::sum));
                }
                if (!r.shouldContinue() || nodes > 220) {
                    System.out.println("stopped at turn " + turn + " with " + nodes + " nodes ("
                            + (r.shouldContinue() ? "size reached" : r.terminationReason()) + ")");
                    break;
                }
            }
            report("~50 nodes", band50);
            int n50 = Math.max(1, band50.size());
            stageTotals50.forEach((stage, total) -> System.out.printf("  %-20s mean %.1f ms%n", stage, total / n50));
            report("~200 nodes", band200);
            int n = Math.max(1, band200.size());
            stageTotals.forEach((stage, total) -> System.out.printf("  %-20s mean %.1f ms%n", stage, total / n));
        }
    }

    private static final String[] ADJECTIVES = {"silky", "nutty", "mild", "rich", "light", "sweet", "earthy",
        "frothy", "smooth", "thick", "fresh", "toasty", "golden", "gentle", "bold", "crisp", "velvety", "subtle",
        "natural", "local", "organic", "creamy", "clean", "simple", "warm", "bright", "soft", "full", "plain", "pure"};
    private static final String[] NOUNS = {"texture", "aftertaste", "foam", "carton", "label", "recipe", "colour",
        "aroma", "finish", "body", "cap", "bottle", "blend", "brand", "price", "pack", "scent", "taste", "feel",
        "look", "pour", "mix", "sweetness", "grain", "oats", "formula", "design", "lid", "shape", "size"};

    /** A varied answer: a distinct attribute (adjective x noun), a function, a feeling and a value. */
    private static String answer(SplittableRandom r, int turn) {
        String a = ADJECTIVES[r.nextInt(ADJECTIVES.length)] + " " + NOUNS[r.nextInt(NOUNS.length)];
        return "I really like the " + a + " because it " + FUNCTIONS[r.nextInt(FUNCTIONS.length)]
                + ", so I " + FEELINGS[r.nextInt(FEELINGS.length)] + ". That matters to me because I want to "
                + VALUES[r.nextInt(VALUES.length)] + ".";
    }

    private static void report(String band, List<double[]> samples) {
        if (samples.isEmpty()) {
            System.out.println(band + ": no samples");
            return;
        }
        double[] pipeline = samples.stream().mapToDouble(s -> s[0]).sorted().toArray();
        double[] wall = samples.stream().mapToDouble(s -> s[1]).sorted().toArray();
        System.out.printf("%s: %d turns | pipeline p50 %.1f ms, p95 %.1f ms, max %.1f ms | with commit p50 %.1f ms, "
                        + "p95 %.1f ms%n", band, pipeline.length, pct(pipeline, 50), pct(pipeline, 95),
                Arrays.stream(pipeline).max().orElse(0), pct(wall, 50), pct(wall, 95));
    }

    private static double pct(double[] sorted, int p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
    }
}
