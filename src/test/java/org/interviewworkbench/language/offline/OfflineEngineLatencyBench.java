package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.ExtractionRequest;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.engine.port.RatingRequest;
import org.interviewworkbench.language.embedding.MiniLmEmbeddings;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Latency of the offline engine on realistic answers, with cold phrase caches (every answer is new: 12 answer
 * templates x 8 products = 96 distinct answers, more than the NLP cache holds; the embedding cache of the engine
 * under test holds a single vector) and 200 existing node labels. Bounds are loose (shared 2-core machine); the
 * measured numbers are logged and reported in docs/offline-engine.md.
 */
class OfflineEngineLatencyBench {

    private static final Logger LOG = LoggerFactory.getLogger(OfflineEngineLatencyBench.class);

    private static final String[] TEMPLATES = {
        "I like {p} because it's really creamy, so it froths well in my coffee and that makes my mornings feel like a treat.",
        "Honestly I guess it's the taste of {p}. It's a bit sweet, which means I don't need sugar.",
        "When I'm rushing to work I grab {p} at the station for about four dollars, because it saves me time.",
        "The price of {p} is frustrating, it costs almost twice as much as dairy and that annoys me.",
        "I feel healthier when I drink {p}, and it's important to me to take care of myself for my kids.",
        "Last Tuesday the barista made my {p} perfectly and I felt really delighted.",
        "It's not really about {p}, it's more about the ritual of sitting down in the morning.",
        "I tried {p} at a friend's place and then I started buying it every week at the supermarket.",
        "{p} is creamier than the other options, but it is harder to find in small shops.",
        "I think {p} is better for the environment, and I want to be responsible about what I buy.",
        "Maybe it's the texture of {p}? It's smooth and thick and it doesn't curdle in hot drinks.",
        "My partner hates {p}, so we usually buy two different kinds, which is annoying and wasteful."};
    private static final String[] PRODUCTS = {"oat milk", "almond milk", "soy milk", "cold brew", "green tea",
        "espresso", "kombucha", "hot chocolate"};

    @Test
    void a_language_turn_stays_fast_with_cold_phrase_caches_and_200_nodes() {
        long nlpStart = System.nanoTime();
        OpenNlpPipeline nlp = new OpenNlpPipeline();
        long nlpLoad = (System.nanoTime() - nlpStart) / 1_000_000;
        long miniLmLoad = EngineHolder.EMBEDDINGS.preload();
        MiniLmEmbeddings coldCache = new MiniLmEmbeddings(1);
        coldCache.preload();
        OfflineLanguageEngine engine = new OfflineLanguageEngine(coldCache, nlp);
        MethodologyConfig mec = Methodologies.load("means_end_chain");
        Concept concept = Methodologies.concept("Morning drinks", "Why people choose their morning drink");
        Strategy deepen = mec.strategy("deepen").orElseThrow();
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            labels.add("existing concept " + i);
        }
        List<String> answers = new ArrayList<>();
        for (String p : PRODUCTS) {
            for (String t : TEMPLATES) {
                answers.add(t.replace("{p}", p));
            }
        }
        // warm-up (JIT, prototypes) on answers that are not measured
        for (int i = 0; i < 12; i++) {
            String a = TEMPLATES[i].replace("{p}", "warm-up drink " + i);
            engine.extract(new ExtractionRequest(mec, concept, a, "u", "q", "creamy", "attribute", labels,
                    List.of(), null));
            engine.rate(new RatingRequest("q", a, List.of("response_depth", "certainty")));
        }
        List<String> keys = List.of("response_depth", "specificity", "certainty", "hedging_language",
                "emotional_valence", "engagement", "intellectual_engagement");
        double[] extract = new double[answers.size()];
        double[] rate = new double[answers.size()];
        double[] turn = new double[answers.size()];
        int concepts = 0;
        for (int i = 0; i < answers.size(); i++) {
            String a = answers.get(i);
            long t0 = System.nanoTime();
            var srl = engine.analyse(a, "q").value();
            long t1 = System.nanoTime();
            var x = engine.extract(new ExtractionRequest(mec, concept, a, "u" + i, "q", "creamy", "attribute",
                    labels, List.of(), srl)).value();
            long t2 = System.nanoTime();
            engine.rate(new RatingRequest("q", a, keys));
            long t3 = System.nanoTime();
            engine.followUpQuestion(new FollowUpRequest(mec, concept, deepen, "creamy", "attribute", a, List.of(),
                    "", List.of(), List.of(), false, 0, i));
            long t4 = System.nanoTime();
            extract[i] = (t2 - t1) / 1e6;
            rate[i] = (t3 - t2) / 1e6;
            turn[i] = (t4 - t0) / 1e6;
            concepts += x.concepts().size();
        }
        double extractP50 = percentile(extract, 50);
        double extractP95 = percentile(extract, 95);
        double rateP50 = percentile(rate, 50);
        double turnP50 = percentile(turn, 50);
        double turnP95 = percentile(turn, 95);
        LOG.info("offline engine: OpenNLP load {} ms, MiniLM load {} ms; {} answers, {} concepts; extract p50 "
                        + "{} ms p95 {} ms; rate p50 {} ms; analyse+extract+rate+question p50 {} ms p95 {} ms",
                nlpLoad, miniLmLoad, answers.size(), concepts, fmt(extractP50), fmt(extractP95), fmt(rateP50),
                fmt(turnP50), fmt(turnP95));
        System.out.printf("PERF nlpLoad=%d miniLmLoad=%d answers=%d concepts=%d extractP50=%s extractP95=%s "
                        + "rateP50=%s turnP50=%s turnP95=%s%n", nlpLoad, miniLmLoad, answers.size(), concepts,
                fmt(extractP50), fmt(extractP95), fmt(rateP50), fmt(turnP50), fmt(turnP95));

        assertThat(concepts).isGreaterThan(answers.size());
        assertThat(extractP50).isLessThan(60);
        assertThat(rateP50).isLessThan(20);
    }

    private static double percentile(double[] values, int p) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    private static String fmt(double v) {
        return String.format(java.util.Locale.ROOT, "%.1f", v);
    }
}
