package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 5 "done when": {@code interview --engine openai --base-url http://127.0.0.1:PORT/v1 --model X} against an
 * OpenAI-compatible server produces the same kind of session.json as the offline engine, with the graph exactly as
 * the server extracted it. The server is a loopback fake that answers each task (extraction, rubric, slots,
 * questions) from what the prompt asks; the real LangChain4j client talks to it.
 */
class LlmInterviewEndToEndTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, String> EXTRACTIONS = new LinkedHashMap<>();

    static {
        // most specific answer first: the third answer also mentions a treat
        EXTRACTIONS.put("self-respect", """
                {"concepts":[{"text":"take care of myself","node_type":"instrumental_value","confidence":0.8,"source_quote":"taking care of myself"},
                 {"text":"self-respect","node_type":"terminal_value","confidence":0.8,"source_quote":"self-respect"}],
                 "relationships":[{"source_text":"coffee feels like a treat","target_text":"take care of myself","relationship_type":"leads_to","confidence":0.8,"source_quote":"a treat is taking care of myself"},
                  {"source_text":"take care of myself","target_text":"self-respect","relationship_type":"leads_to","confidence":0.8,"source_quote":"that is self-respect"},
                  {"source_text":"creamy texture","target_text":"self-respect","relationship_type":"leads_to","confidence":0.5,"source_quote":"creamy is self-respect"}]}""");
        EXTRACTIONS.put("creamy", """
                {"concepts":[{"text":"creamy texture","node_type":"attribute","confidence":0.9,"source_quote":"it's creamy"},
                 {"text":"froths well","node_type":"functional_consequence","confidence":0.85,"source_quote":"it froths well"}],
                 "relationships":[{"source_text":"creamy texture","target_text":"froths well","relationship_type":"leads_to","confidence":0.9,"source_quote":"because it's creamy, so it froths well"}]}""");
        EXTRACTIONS.put("treat", """
                {"concepts":[{"text":"coffee feels like a treat","node_type":"psychosocial_consequence","confidence":0.8,"source_quote":"my coffee feel like a treat"}],
                 "relationships":[{"source_text":"froths well","target_text":"coffee feels like a treat","relationship_type":"leads_to","confidence":0.8,"source_quote":"Froth makes my coffee feel like a treat"}]}""");
    }

    private FakeOpenAiServer server;
    private final AtomicInteger questions = new AtomicInteger();

    @BeforeEach
    void startServer() throws IOException {
        server = FakeOpenAiServer.start(this::reply);
    }

    @AfterEach
    void stopServer() {
        server.close();
    }

    @Test
    void an_interview_against_an_openai_compatible_server_builds_exactly_the_extracted_graph(@TempDir Path tmp)
            throws Exception {
        Path answers = tmp.resolve("answers.txt");
        Files.writeString(answers, """
                I like oat milk because it's creamy, so it froths well.

                Froth makes my coffee feel like a treat.

                A treat is taking care of myself, and that is self-respect.
                """);
        String baseUrl = server.baseUrl();
        CliRun run = CliRun.run(TestApp.factory(tmp), "interview", "--methodology", "means_end_chain", "--concept",
                "oat_milk_mec", "--answers", answers.toString(), "--engine", "openai", "--base-url", baseUrl,
                "--model", "test-model", "--db", InterviewEndToEndTest.memDb(), "--out", tmp.resolve("out").toString());
        assertThat(run.exitCode).as(run.toString()).isZero();
        assertThat(run.err).doesNotContain("degraded");

        JsonNode session = JSON.readTree(tmp.resolve("out/session.json").toFile());
        assertThat(session.path("metadata").path("engine").asText()).isEqualTo("openai");
        List<String> labels = new ArrayList<>();
        session.path("graph").path("nodes").forEach(n -> labels.add(n.path("label").asText() + "/" + n.path("node_type").asText()));
        assertThat(labels).containsExactly("creamy texture/attribute", "froths well/functional_consequence",
                "coffee feels like a treat/psychosocial_consequence", "take care of myself/instrumental_value",
                "self-respect/terminal_value");
        Map<String, String> byId = new LinkedHashMap<>();
        session.path("graph").path("nodes").forEach(n -> byId.put(n.path("id").asText(), n.path("label").asText()));
        List<String> edges = new ArrayList<>();
        session.path("graph").path("edges").forEach(e -> edges.add(byId.get(e.path("source").asText()) + " -> "
                + byId.get(e.path("target").asText())));
        assertThat(edges).containsExactly("creamy texture -> froths well", "froths well -> coffee feels like a treat",
                "coffee feels like a treat -> take care of myself", "take care of myself -> self-respect");
        JsonNode rejected = session.path("turns").get(2).path("extraction").path("rejected");
        assertThat(rejected).hasSize(1);
        assertThat(rejected.get(0).path("reason").asText()).contains("not permitted: attribute -leads_to-> terminal_value");
        assertThat(session.path("turns")).hasSize(3);
        assertThat(session.path("turns").get(0).path("signals").path("llm.response_depth").asText()).isEqualTo("deep");
        assertThat(session.path("token_usage").path("extraction").path("input_tokens").asLong()).isPositive();

        List<JsonNode> requests = server.requests();
        assertThat(requests).allSatisfy(r -> assertThat(r.path("model").asText()).isEqualTo("test-model"));
        assertThat(requests.stream().filter(r -> r.toString().contains("extracting a knowledge graph")))
                .allSatisfy(r -> assertThat(r.has("response_format")).isTrue());
    }

    private String reply(String prompt) throws IOException {
        if (prompt.contains("extracting a knowledge graph")) {
            String answer = FakeOpenAiServer.between(prompt, "<respondent_answer>", "</respondent_answer>");
            for (var e : EXTRACTIONS.entrySet()) {
                if (answer.contains(e.getKey())) {
                    return e.getValue();
                }
            }
            return "{\"concepts\":[],\"relationships\":[]}";
        }
        if (prompt.contains("You rate one interview answer")) {
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
        String[] texts = {"What do you like about oat milk?", "Why does that froth matter to you?",
            "What does a treat give you in the end?", "How does taking care of yourself feel?",
            "What else comes to mind?", "Is there anything you would add?"};
        return texts[Math.min(questions.getAndIncrement(), texts.length - 1)];
    }
}
