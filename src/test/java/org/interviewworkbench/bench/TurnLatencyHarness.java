package org.interviewworkbench.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.interviewworkbench.app.AppFactory;
import org.interviewworkbench.app.EngineAssembly;
import org.interviewworkbench.app.FakeOpenAiServer;
import org.interviewworkbench.app.LanguageTaskExecutor;
import org.interviewworkbench.app.OfflineComponents;
import org.interviewworkbench.cli.CliServices;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.pipeline.Stage;
import org.interviewworkbench.engine.pipeline.TurnConcurrency;
import org.interviewworkbench.engine.pipeline.TurnInput;
import org.interviewworkbench.engine.pipeline.TurnListener;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;

/**
 * Issue 11 measurement harness: LLM turns against the loopback OpenAI-compatible fake ({@link FakeOpenAiServer}),
 * every call complete D ms after it arrives (a streamed reply: first chunk at once, last at D). For D = 300 and
 * 1200 ms it runs {@link #SESSIONS} sessions of {@link #ANSWERS} answers each (means_end_chain, oat milk; every
 * answer adds concepts, so every turn makes all four calls: extraction, rubric rating, slot discovery, question),
 * before (one task after another, question not streamed: {@link TurnConcurrency#SEQUENTIAL}) and after (the
 * composition root's wiring: concurrent tasks, streamed question). Per turn it measures, from the call to
 * {@code InterviewService.answer}: the first question token reaching the {@link TurnListener} (before: the complete
 * question, nothing streams) and the end of the QuestionGeneration stage (the complete next question). Prints the
 * median and max per (D, mode); the first session of each mode is a warm-up and not counted. Run:
 * <pre>
 * ./mvnw -o -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp "target/test-classes:target/classes:$(cat target/cp.txt)" org.interviewworkbench.bench.TurnLatencyHarness
 * </pre>
 */
public final class TurnLatencyHarness {

    static final int SESSIONS = 4;
    static final int ANSWERS = 4;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[][] CONCEPTS = {
        {"creamy texture", "attribute", "froths well", "functional_consequence"},
        {"coffee feels like a treat", "psychosocial_consequence", "take care of myself", "instrumental_value"},
        {"low sugar", "attribute", "feel healthy", "psychosocial_consequence"},
        {"long shelf life", "attribute", "saves a trip to the shop", "functional_consequence"},
    };
    private static final String[] TEXTS = {
        "I like oat milk because it has a creamy texture, so it froths well.",
        "The froth makes my coffee feel like a treat, and a treat means I take care of myself.",
        "It is low sugar, which makes me feel healthy every morning.",
        "It has a long shelf life, so it saves a trip to the shop.",
    };

    private TurnLatencyHarness() {
    }

    public static void main(String[] args) throws Exception {
        OfflineComponents offline = new OfflineComponents();
        Path home = Files.createTempDirectory("turn-latency");
        try (LanguageTaskExecutor executor = new LanguageTaskExecutor();
             AppFactory app = new AppFactory(StudyFiles.forWorkingDirectory(), new DatabaseLocator(home), offline,
                     new LlmSettingsLoader(home, Map.of()), Clock.SYSTEM)) {
            CliServices services = app.services();
            System.out.println("| D | mode | answer -> first question token (median / max) | "
                    + "answer -> full question (median / max) | turns |");
            System.out.println("|---|---|---|---|---|");
            for (long d : new long[] {300, 1200}) {
                AtomicInteger questions = new AtomicInteger();
                try (FakeOpenAiServer server = FakeOpenAiServer.start(p -> reply(p, questions), d)) {
                    LanguageEngine language = services.languageEngine("openai", server.baseUrl(), "test-model", "off");
                    for (String mode : List.of("before", "after")) {
                        List<Double> first = new ArrayList<>();
                        List<Double> full = new ArrayList<>();
                        for (int s = 0; s < SESSIONS; s++) {
                            SessionStore store = services.openStore("jdbc:h2:mem:bench-" + d + mode + s
                                    + ";DB_CLOSE_DELAY=-1");
                            InterviewService service = "before".equals(mode)
                                    ? EngineAssembly.interviewService(store, language, offline.embeddings(),
                                    offline.lemmatizer(), Clock.SYSTEM, TurnConcurrency.SEQUENTIAL)
                                    : services.interviewService(store, language, TurnConcurrency.DEFAULT_DEADLINE_MS);
                            session(services, service, s == 0 ? null : first, s == 0 ? null : full);
                        }
                        System.out.printf("| %d ms | %s | %s | %s | %d |%n", d, mode, stats(first), stats(full),
                                full.size());
                    }
                }
            }
        }
    }

    private static void session(CliServices services, InterviewService service, List<Double> first,
                                List<Double> full) {
        var m = services.methodology("means_end_chain");
        SessionSnapshot s = service.start(new InterviewService.StartRequest(null, m.config(), m.source(),
                services.concept("oat_milk_mec"), "openai", 1, 20, null, null));
        for (int i = 0; i < ANSWERS; i++) {
            AtomicLong firstToken = new AtomicLong();
            AtomicLong questionDone = new AtomicLong();
            TurnListener listener = new TurnListener() {
                @Override
                public void questionToken(String text) {
                    firstToken.compareAndSet(0, System.nanoTime());
                }

                @Override
                public void stageFinished(Stage stage, double millis) {
                    if (stage == Stage.QUESTION_GENERATION) {
                        questionDone.set(System.nanoTime());
                    }
                }
            };
            long t0 = System.nanoTime();
            TurnResult r = service.answer(new TurnInput(s.info().id(), TEXTS[i], m.config()), listener);
            if (!r.degraded().isEmpty()) {
                throw new IllegalStateException("degraded turn: " + r.degraded());
            }
            if (System.getenv("TURN_LATENCY_VERBOSE") != null) {
                System.out.printf("turn %d: first %.0f ms, full %.0f ms, stages %s%n", r.turnNumber(),
                        ((firstToken.get() == 0 ? questionDone.get() : firstToken.get()) - t0) / 1e6,
                        (questionDone.get() - t0) / 1e6, r.stageLatencyMs());
            }
            if (full != null) {
                full.add((questionDone.get() - t0) / 1e6);
                first.add(((firstToken.get() == 0 ? questionDone.get() : firstToken.get()) - t0) / 1e6);
            }
        }
    }

    private static String stats(List<Double> ms) {
        double[] v = ms.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return String.format("%.0f / %.0f ms", v[v.length / 2], v[v.length - 1]);
    }

    /** Replies by task: the answer's two concepts, all rubric scores 4, one slot per node, a fresh question. */
    static String reply(String prompt, AtomicInteger questions) {
        if (prompt.contains("extracting a knowledge graph")) {
            String answer = FakeOpenAiServer.between(prompt, "<respondent_answer>", "</respondent_answer>");
            int i = Arrays.asList(TEXTS).indexOf(answer.strip());
            String[] c = CONCEPTS[Math.max(0, i)];
            ObjectNode root = JSON.createObjectNode();
            var concepts = root.putArray("concepts");
            concepts.addObject().put("text", c[0]).put("node_type", c[1]).put("confidence", 0.9).put("source_quote", c[0]);
            concepts.addObject().put("text", c[2]).put("node_type", c[3]).put("confidence", 0.9).put("source_quote", c[2]);
            root.putArray("relationships").addObject().put("source_text", c[0]).put("target_text", c[2])
                    .put("relationship_type", "leads_to").put("confidence", 0.9).put("source_quote", c[0]);
            return root.toString();
        }
        if (prompt.contains("You rate one interview answer")) {
            ObjectNode scores = JSON.createObjectNode();
            for (String key : List.of("response_depth", "specificity", "certainty", "emotional_valence",
                    "engagement", "intellectual_engagement", "hedging_language")) {
                scores.putObject(key).put("score", 4).put("rationale", "scripted");
            }
            return scores.toString();
        }
        if (prompt.contains("grouping interview concepts")) {
            ObjectNode groupings = JSON.createObjectNode();
            String type = null;
            var m = java.util.regex.Pattern.compile("(?m)^###\\s+(\\w+)|^-\\s+(n\\d+):\\s*(.+)$").matcher(prompt);
            while (m.find()) {
                if (m.group(1) != null) {
                    type = m.group(1);
                } else if (type != null) {
                    ObjectNode slot = ((com.fasterxml.jackson.databind.node.ArrayNode) groupings.with(type)
                            .withArray("proposed_slots")).addObject();
                    slot.put("slot_name", m.group(3).strip().replaceAll("[^A-Za-z]+", "_").toLowerCase());
                    slot.put("description", m.group(3).strip());
                    slot.putArray("surface_node_ids").add(m.group(2));
                }
            }
            ObjectNode root = JSON.createObjectNode();
            root.set("groupings", groupings);
            return root.toString();
        }
        String[] distinct = {"How does the froth change your morning coffee?",
            "Why is a creamy texture important when you choose a milk?",
            "What would you miss most if the shop ran out of oat milk?",
            "Who else in your household drinks it, and what do they say?",
            "When did you last feel that a small breakfast ritual made your day better?",
            "Which brands have you tried before, and why did you switch?",
            "What does feeling healthy let you do that you could not otherwise?",
            "How much planning goes into your weekly grocery run?",
            "Where do you usually drink your coffee on a busy workday?",
            "What would make you recommend it to a friend?"};
        int n = questions.getAndIncrement();
        return distinct[n % distinct.length];
    }
}
