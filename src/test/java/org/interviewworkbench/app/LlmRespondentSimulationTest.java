package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.Yaml;

/**
 * Issue 4 "LLM respondent": {@code simulate --engine openai --respondent llm} lets the LLM play the persona with the
 * scenario's truth as hidden knowledge, and the interview is still scored against the scenario. The loopback fake
 * plays both sides: as the respondent it reveals one hidden fact per turn in the order the prompt lists them (the
 * first phrasing); as the extractor it returns the truth node behind a phrasing, linked to facts revealed earlier.
 */
class LlmRespondentSimulationTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Truth node label and type by its first phrasing, and the truth edges as label pairs. */
    private final Map<String, String[]> nodeByPhrasing = new LinkedHashMap<>();
    private final List<String[]> edges = new ArrayList<>();
    private final List<String> revealed = new CopyOnWriteArrayList<>();
    private final List<String> respondentPrompts = new CopyOnWriteArrayList<>();
    private FakeOpenAiServer server;

    @BeforeEach
    @SuppressWarnings("unchecked")
    void setUp() throws IOException {
        try (Reader r = Files.newBufferedReader(Path.of("methodologies/scenarios/oat_milk_mec_1.yaml"))) {
            Map<String, Object> scenario = new Yaml().load(r);
            Map<String, String> labelById = new LinkedHashMap<>();
            for (Map<String, Object> n : (List<Map<String, Object>>) scenario.get("nodes")) {
                String label = (String) n.get("label");
                labelById.put((String) n.get("id"), label);
                nodeByPhrasing.put(((List<String>) n.get("phrasings")).get(0), new String[] {label, (String) n.get("type")});
            }
            for (List<String> e : (List<List<String>>) scenario.get("edges")) {
                edges.add(new String[] {labelById.get(e.get(0)), labelById.get(e.get(1))});
            }
        }
        server = FakeOpenAiServer.start(this::reply);
    }

    @AfterEach
    void tearDown() {
        server.close();
    }

    @Test
    void the_llm_plays_the_persona_with_the_scenario_as_hidden_truth_and_the_run_is_scored(@TempDir Path tmp)
            throws Exception {
        CliRun run = CliRun.run(TestApp.factory(tmp), "simulate", "--methodology", "means_end_chain", "--concept",
                "oat_milk_mec", "--persona", "baseline_cooperative", "--scenario", "oat_milk_mec_1", "--turns", "6",
                "--seed", "1", "--engine", "openai", "--base-url", server.baseUrl(), "--model", "test-model",
                "--respondent", "llm", "--out", tmp.resolve("out").toString());

        assertThat(run.exitCode).as(run.toString()).isZero();
        JsonNode session = JSON.readTree(tmp.resolve("out/session.json").toFile());
        List<String> answers = new ArrayList<>();
        session.path("turns").forEach(t -> answers.add(t.path("answer").asText()));
        assertThat(answers).hasSize(6).startsWith("it's really creamy.", "it has a mild, slightly sweet oat taste.");
        // the respondent prompt carries the persona and the hidden truth with what each fact leads to
        assertThat(respondentPrompts).hasSize(6);
        assertThat(respondentPrompts.get(0)).contains("creamy texture \u2014 for you this leads to: froths well in coffee")
                .contains("(you might say: it's really creamy;").contains("Interview turn 1.");
        // six truth nodes were told and extracted; creamy -> froths and oat flavour -> froths are recovered
        JsonNode quality = session.path("quality");
        assertThat(quality.path("node_recall").asDouble()).isCloseTo(6 / 23.0, within(1e-3));
        assertThat(quality.path("edge_recall").asDouble()).isCloseTo(2 / 21.0, within(1e-3));
    }

    @Test
    void an_llm_respondent_needs_an_llm_engine(@TempDir Path tmp) {
        CliRun run = CliRun.run(TestApp.factory(tmp), "simulate", "--methodology", "means_end_chain", "--concept",
                "oat_milk_mec", "--persona", "baseline_cooperative", "--turns", "2", "--seed", "1", "--respondent",
                "llm", "--out", tmp.resolve("out").toString());

        assertThat(run.exitCode).isEqualTo(2);
        assertThat(run.err.strip()).isEqualTo("error: --respondent llm needs an LLM engine: add --engine openai, anthropic"
                + " or ollama");
        assertThat(tmp.resolve("out")).doesNotExist();
    }

    private String reply(String prompt) {
        if (prompt.contains("role-playing a research participant")) {
            respondentPrompts.add(prompt);
            String knowledge = FakeOpenAiServer.between(prompt, "(your hidden truth)", "Rules:");
            for (String line : knowledge.strip().split("\n")) {
                int at = line.indexOf("(you might say: ");
                String first = at < 0 ? "" : line.substring(at + 16).split("[;)]")[0];
                if (!first.isEmpty() && !revealed.contains(first)) {
                    revealed.add(first);
                    return first + ".";
                }
            }
            return "Nothing more to say.";
        }
        if (prompt.contains("extracting a knowledge graph")) {
            return extraction(FakeOpenAiServer.between(prompt, "<respondent_answer>", "</respondent_answer>"));
        }
        if (prompt.contains("You rate one interview answer")) {
            ObjectNode scores = JSON.createObjectNode();
            for (String key : List.of("response_depth", "specificity", "certainty", "emotional_valence", "engagement",
                    "intellectual_engagement", "hedging_language")) {
                scores.putObject(key).put("score", 3).put("rationale", "scripted");
            }
            return scores.toString();
        }
        if (prompt.contains("grouping interview concepts")) {
            return "{\"groupings\":{}}";
        }
        return "What else comes to mind about that?";
    }

    /** The truth node behind the answer, linked by the truth's edges to nodes told in earlier answers. */
    private String extraction(String answer) {
        ObjectNode out = JSON.createObjectNode();
        ArrayNode concepts = out.putArray("concepts");
        ArrayNode relationships = out.putArray("relationships");
        nodeByPhrasing.forEach((phrasing, node) -> {
            if (answer.contains(phrasing)) {
                concepts.addObject().put("text", node[0]).put("node_type", node[1]).put("confidence", 0.9)
                        .put("source_quote", phrasing);
                for (String[] e : edges) {
                    boolean toEarlier = e[1].equals(node[0]) && toldBefore(e[0], phrasing);
                    boolean fromEarlier = e[0].equals(node[0]) && toldBefore(e[1], phrasing);
                    if (toEarlier || fromEarlier) {
                        relationships.addObject().put("source_text", e[0]).put("target_text", e[1])
                                .put("relationship_type", "leads_to").put("confidence", 0.9)
                                .put("source_quote", phrasing);
                    }
                }
            }
        });
        return out.toString();
    }

    private boolean toldBefore(String label, String currentPhrasing) {
        int current = revealed.indexOf(currentPhrasing);
        for (int i = 0; i < current; i++) {
            String[] node = nodeByPhrasing.get(revealed.get(i));
            if (node != null && node[0].equals(label)) {
                return true;
            }
        }
        return false;
    }
}
