package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.cli.CliServices;
import org.interviewworkbench.codec.TurnResultJson;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.pipeline.InterviewService;
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
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 11 "fast turns" against the loopback OpenAI-compatible fake: the question streams into the listener with
 * redaction placeholders restored, a hanging task is answered offline at the turn deadline, and running the tasks
 * concurrently changes nothing in the graph (LLM) or in the turns (offline).
 */
class FastTurnsEndToEndTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> ANSWERS = List.of(
            "My sister Margaret Thornton says oat milk is creamy, so it froths well.",
            "Froth makes my coffee feel like a treat in the morning.",
            "A treat is taking care of myself, and that is self-respect.");

    private static OfflineComponents offline;
    private static LanguageTaskExecutor executor;
    private FakeOpenAiServer server;
    private volatile boolean rubricHangs;

    @BeforeAll
    static void components() {
        offline = new OfflineComponents();
        executor = new LanguageTaskExecutor();
    }

    @AfterAll
    static void stop() {
        executor.close();
    }

    @AfterEach
    void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    private AppFactory app(Path tmp) {
        Path home = tmp.resolve("home");
        return new AppFactory(StudyFiles.forWorkingDirectory(), new DatabaseLocator(home), offline,
                new LlmSettingsLoader(home, Map.of()), Clock.SYSTEM);
    }

    @Test
    void the_question_streams_to_the_listener_with_the_real_name_even_when_its_placeholder_is_split(@TempDir Path tmp)
            throws IOException {
        server = FakeOpenAiServer.start(this::reply);
        try (AppFactory app = app(tmp)) {
            CliServices services = app.services();
            SessionStore store = services.openStore(InterviewEndToEndTest.memDb());
            LanguageEngine language = services.languageEngine("openai", server.baseUrl(), "test-model", "on");
            InterviewService service = services.interviewService(store, language, 15_000);
            var m = services.methodology("means_end_chain");
            SessionSnapshot session = service.start(new InterviewService.StartRequest(null, m.config(), m.source(),
                    services.concept("oat_milk_mec"), "openai", 1, 10, null, null));
            List<String> tokens = new CopyOnWriteArrayList<>();
            TurnListener listener = new TurnListener() {
                @Override
                public void questionToken(String text) {
                    tokens.add(text);
                }
            };

            TurnResult r = service.answer(new TurnInput(session.info().id(), ANSWERS.get(0), m.config()), listener);

            // the researcher sees the question grow, token by token, with the sister's real name in it
            assertThat(tokens).hasSizeGreaterThan(3);
            assertThat(String.join("", tokens)).isEqualTo(r.nextQuestion())
                    .isEqualTo("What does Margaret Thornton like about it?");
            assertThat(tokens).noneMatch(t -> t.contains("[") || t.contains("]"));
            assertThat(r.degraded()).isEmpty();
            // what left the laptop: a streamed request carrying the placeholder, never the name
            JsonNode question = server.requests().stream().filter(q -> q.path("stream").asBoolean()).findFirst()
                    .orElseThrow();
            assertThat(FakeOpenAiServer.prompt(question)).contains("[PERSON_1]").doesNotContain("Margaret");
            assertThat(server.requests().toString()).doesNotContain("Thornton");
        }
    }

    @Test
    void a_hanging_task_is_answered_offline_at_the_turn_deadline_and_the_turn_is_marked_degraded(@TempDir Path tmp)
            throws Exception {
        server = FakeOpenAiServer.start(this::reply);
        rubricHangs = true;
        Path answers = tmp.resolve("answers.txt");
        Files.writeString(answers, String.join("\n\n", ANSWERS.subList(0, 2)));
        long deadline = 1_500;
        CliRun run = CliRun.run(app(tmp), "interview", "--methodology", "means_end_chain", "--concept",
                "oat_milk_mec", "--answers", answers.toString(), "--engine", "openai", "--base-url", server.baseUrl(),
                "--model", "test-model", "--turn-deadline-ms", String.valueOf(deadline),
                "--db", InterviewEndToEndTest.memDb(), "--out", tmp.resolve("out").toString());
        assertThat(run.exitCode).as(run.toString()).isZero();

        JsonNode turns = JSON.readTree(tmp.resolve("out/session.json").toFile()).path("turns");
        assertThat(turns).hasSize(2);
        for (JsonNode turn : turns) {
            // within the deadline plus a margin for the offline answers (a shared 2-core machine: a wide one)
            assertThat(turn.path("latency_ms").asDouble()).isLessThan(deadline + 1_500);
            List<String> reasons = new ArrayList<>();
            turn.path("degraded").forEach(d -> reasons.add(d.path("task").asText() + ": " + d.path("reason").asText()));
            assertThat(reasons).contains("signal_scoring: openai signal_scoring did not answer within the turn "
                    + "deadline (1500 ms); offline engine used");
            assertThat(turn.path("next_question").asText()).isNotBlank();
        }
        assertThat(run.err).contains("2 of 2 turns answered offline: turn deadline x");
    }

    @Test
    void concurrent_tasks_build_the_same_graph_as_one_after_another_from_the_same_replies(@TempDir Path tmp)
            throws IOException {
        server = FakeOpenAiServer.start(this::reply);
        try (AppFactory app = app(tmp)) {
            CliServices services = app.services();
            LanguageEngine language = services.languageEngine("openai", server.baseUrl(), "test-model", "off");
            SessionStore a = services.openStore(InterviewEndToEndTest.memDb());
            SessionStore b = services.openStore(InterviewEndToEndTest.memDb());
            String sequential = graph(run(EngineAssembly.interviewService(a, language, offline.embeddings(),
                    offline.lemmatizer(), Clock.SYSTEM, TurnConcurrency.SEQUENTIAL), a, services).graph());
            String concurrent = graph(run(services.interviewService(b, language, 15_000), b, services).graph());

            assertThat(concurrent).isEqualTo(sequential).contains("froths well").contains("slot");
        }
    }

    @Test
    void offline_turns_are_the_same_whether_the_tasks_run_concurrently_or_one_after_another(@TempDir Path tmp) {
        try (AppFactory app = app(tmp)) {
            CliServices services = app.services();
            LanguageEngine language = offline.languageEngine();
            SessionStore a = services.openStore(InterviewEndToEndTest.memDb());
            SessionStore b = services.openStore(InterviewEndToEndTest.memDb());
            List<ObjectNode> sequential = turns(EngineAssembly.interviewService(a, language, offline.embeddings(),
                    offline.lemmatizer(), Clock.SYSTEM, TurnConcurrency.SEQUENTIAL), a, services);
            List<ObjectNode> concurrent = turns(EngineAssembly.interviewService(b, language, offline.embeddings(),
                    offline.lemmatizer(), Clock.SYSTEM, new TurnConcurrency(executor, null, 0, false)), b, services);

            assertThat(concurrent).isEqualTo(sequential);
            assertThat(sequential.get(0).path("node_signals").toString()).contains("canonical_novelty");
        }
    }

    private static SessionSnapshot run(InterviewService service, SessionStore store, CliServices services) {
        var m = services.methodology("means_end_chain");
        SessionSnapshot s = service.start(new InterviewService.StartRequest("s1", m.config(), m.source(),
                services.concept("oat_milk_mec"), "test", 1, 10, null, null));
        for (String answer : ANSWERS) {
            service.answer(new TurnInput(s.info().id(), answer, m.config()));
        }
        return store.load(s.info().id()).orElseThrow();
    }

    /** Each turn's session.json entry without its timings. */
    private static List<ObjectNode> turns(InterviewService service, SessionStore store, CliServices services) {
        run(service, store, services);
        List<ObjectNode> out = new ArrayList<>();
        for (TurnResult r : store.turnResults("s1")) {
            ObjectNode json = TurnResultJson.toJson(r);
            json.remove(List.of("latency_ms", "stage_latency_ms"));
            out.add(json);
        }
        return out;
    }

    private static String graph(InterviewGraph g) {
        StringBuilder s = new StringBuilder();
        g.nodes().forEach(n -> s.append(n.id()).append(' ').append(n.label()).append(' ').append(n.nodeType())
                .append(" -> ").append(g.slotMapping().get(n.id())).append('\n'));
        g.edges().forEach(e -> s.append(e.id()).append(' ').append(e.source()).append('>').append(e.target())
                .append('\n'));
        g.slots().forEach(c -> s.append("slot ").append(c.id()).append(' ').append(c.name()).append(' ')
                .append(c.status()).append(' ').append(c.supportCount()).append('\n'));
        g.canonicalEdges().forEach(e -> s.append("canonical ").append(e.id()).append(' ').append(e.sourceSlotId())
                .append('>').append(e.targetSlotId()).append('\n'));
        return s.toString();
    }

    private String reply(String prompt) throws IOException {
        if (prompt.contains("extracting a knowledge graph")) {
            String answer = FakeOpenAiServer.between(prompt, "<respondent_answer>", "</respondent_answer>");
            if (answer.contains("creamy")) {
                return """
                        {"concepts":[{"text":"creamy texture","node_type":"attribute","confidence":0.9,"source_quote":"creamy"},
                         {"text":"froths well","node_type":"functional_consequence","confidence":0.85,"source_quote":"it froths well"}],
                         "relationships":[{"source_text":"creamy texture","target_text":"froths well","relationship_type":"leads_to","confidence":0.9,"source_quote":"creamy, so it froths well"}]}""";
            }
            if (answer.contains("treat")) {
                return """
                        {"concepts":[{"text":"coffee feels like a treat","node_type":"psychosocial_consequence","confidence":0.8,"source_quote":"feel like a treat"}],
                         "relationships":[{"source_text":"froths well","target_text":"coffee feels like a treat","relationship_type":"leads_to","confidence":0.8,"source_quote":"Froth makes my coffee feel like a treat"}]}""";
            }
            return "{\"concepts\":[],\"relationships\":[]}";
        }
        if (prompt.contains("You rate one interview answer")) {
            if (rubricHangs) {
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                throw new IOException("hung up");
            }
            ObjectNode scores = JSON.createObjectNode();
            for (String key : List.of("response_depth", "specificity", "certainty", "emotional_valence", "engagement",
                    "intellectual_engagement", "hedging_language")) {
                scores.putObject(key).put("score", 4).put("rationale", "scripted");
            }
            return scores.toString();
        }
        if (prompt.contains("grouping interview concepts")) {
            ObjectNode groupings = JSON.createObjectNode();
            String type = null;
            Matcher m = Pattern.compile("(?m)^###\\s+(\\w+)|^-\\s+(n\\d+):\\s*(.+)$").matcher(prompt);
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
        Matcher person = Pattern.compile("\\[PERSON_\\d+]").matcher(prompt);
        if (person.find()) {
            return "What does " + person.group() + " like about it?";
        }
        int turn = prompt.split("Respondent", -1).length;
        return "Why does that matter to you (" + turn + ")?";
    }
}
