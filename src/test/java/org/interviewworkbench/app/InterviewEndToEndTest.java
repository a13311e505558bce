package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.export.ScoringCsvExporter;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The interviewer end to end through the real command line: offline language engine, H2, exports.
 * (Issue 3 "done when": a means-end chain interview on ten realistic answers.)
 */
class InterviewEndToEndTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static AppFactory factory;
    private static JsonNode session;
    private static Path outDir;

    @BeforeAll
    static void runTenAnswerInterview(@TempDir Path tmp) throws Exception {
        factory = TestApp.factory(tmp);
        Path answers = tmp.resolve("answers.txt");
        Files.copy(Path.of("src/test/resources/answers/oat-milk-mec.txt"), answers);
        outDir = tmp.resolve("out");
        CliRun run = CliRun.run(factory, "interview", "--methodology", "means_end_chain", "--concept", "oat_milk_mec",
                "--answers", answers.toString(), "--db", memDb(), "--out", outDir.toString());
        assertThat(run.exitCode).as(run.toString()).isZero();
        session = JSON.readTree(outDir.resolve("session.json").toFile());
    }

    static String memDb() {
        return "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
    }

    @Test
    void every_answer_becomes_a_turn_and_each_next_question_is_printed() {
        assertThat(session.path("turns")).hasSize(10);
        assertThat(session.path("metadata").path("total_turns").asInt()).isEqualTo(10);
        for (JsonNode t : session.path("turns")) {
            assertThat(t.path("next_question").asText()).isNotBlank();
            assertThat(t.path("strategy").asText()).isNotBlank();
        }
    }

    @Test
    void the_surface_graph_is_connected_across_turns() {
        Map<String, Integer> createdTurn = new HashMap<>();
        session.path("graph").path("nodes").forEach(n -> createdTurn.put(n.path("id").asText(), n.path("created_turn").asInt()));
        int crossTurnEdges = 0;
        Set<String> connected = new HashSet<>();
        for (JsonNode e : session.path("graph").path("edges")) {
            String s = e.path("source").asText();
            String t = e.path("target").asText();
            connected.add(s);
            connected.add(t);
            if (!createdTurn.get(s).equals(createdTurn.get(t))) {
                crossTurnEdges++;
            }
        }
        assertThat(createdTurn).hasSizeGreaterThanOrEqualTo(10);
        assertThat(crossTurnEdges).as("edges linking concepts of different turns").isGreaterThan(0);
        assertThat((double) connected.size() / createdTurn.size()).as("share of concepts with a relationship")
                .isGreaterThan(0.5);
    }

    @Test
    void at_least_one_chain_climbs_from_an_attribute_to_a_value() {
        Map<String, String> type = new HashMap<>();
        session.path("graph").path("nodes").forEach(n -> type.put(n.path("id").asText(), n.path("node_type").asText()));
        Map<String, List<String>> out = new HashMap<>();
        session.path("graph").path("edges").forEach(e -> out.computeIfAbsent(e.path("source").asText(),
                k -> new ArrayList<>()).add(e.path("target").asText()));
        boolean found = false;
        for (var entry : type.entrySet()) {
            if (entry.getValue().equals("attribute") && reachesValue(entry.getKey(), type, out, new HashSet<>())) {
                found = true;
            }
        }
        assertThat(found).as("an attribute reaches an instrumental or terminal value").isTrue();
    }

    private static boolean reachesValue(String node, Map<String, String> type, Map<String, List<String>> out,
                                        Set<String> seen) {
        if (!seen.add(node)) {
            return false;
        }
        if (type.get(node).endsWith("_value")) {
            return true;
        }
        for (String next : out.getOrDefault(node, List.of())) {
            if (reachesValue(next, type, out, seen)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void paraphrases_are_merged_into_canonical_slots() {
        JsonNode slots = session.path("canonical_graph").path("slots");
        assertThat(slots.size()).isGreaterThan(0);
        session.path("graph").path("nodes").forEach(n ->
                assertThat(n.has("canonical_slot_id")).isTrue());
    }

    @Test
    void every_score_obeys_base_times_multiplier_plus_bonus_and_ranks_are_consistent() {
        for (JsonNode t : session.path("turns")) {
            List<JsonNode> stage1 = new ArrayList<>();
            List<JsonNode> stage2 = new ArrayList<>();
            for (JsonNode c : t.path("score_decomposition")) {
                double sum = 0;
                for (JsonNode s : c.path("signal_contributions")) {
                    sum += s.path("contribution").asDouble();
                }
                assertThat(c.path("base_score").asDouble()).isCloseTo(sum, org.assertj.core.data.Offset.offset(1e-9));
                assertThat(c.path("final_score").asDouble()).isCloseTo(
                        c.path("base_score").asDouble() * c.path("phase_multiplier").asDouble()
                                + c.path("phase_bonus").asDouble(), org.assertj.core.data.Offset.offset(1e-9));
                (c.path("node_id").asText().isEmpty() ? stage1 : stage2).add(c);
            }
            assertRanked(stage1);
            assertRanked(stage2);
            assertThat(stage1.get(0).path("strategy").asText()).isEqualTo(t.path("strategy").asText());
            if (!stage2.isEmpty()) {
                assertThat(stage2.get(0).path("node_id").asText()).isEqualTo(t.path("focus_node_id").asText());
            }
        }
    }

    private static void assertRanked(List<JsonNode> candidates) {
        for (int i = 0; i < candidates.size(); i++) {
            JsonNode c = candidates.get(i);
            assertThat(c.path("rank").asInt()).isEqualTo(i + 1);
            assertThat(c.path("selected").asBoolean()).isEqualTo(i == 0);
            if (i > 0) {
                assertThat(c.path("final_score").asDouble())
                        .isLessThanOrEqualTo(candidates.get(i - 1).path("final_score").asDouble());
            }
        }
    }

    @Test
    void the_interviewer_moves_away_from_a_concept_it_focused_on_repeatedly() {
        List<String> foci = new ArrayList<>();
        session.path("turns").forEach(t -> foci.add(t.path("focus_node_id").asText("")));
        Set<String> distinct = new HashSet<>(foci);
        distinct.remove("");
        assertThat(distinct).as("focus nodes over ten turns").hasSizeGreaterThan(1);
    }

    @Test
    void the_session_files_follow_the_contract() throws Exception {
        for (String key : List.of("metadata", "graph", "canonical_graph", "turns")) {
            assertThat(session.has(key)).as(key).isTrue();
        }
        JsonNode turn = session.path("turns").get(0);
        for (String key : List.of("turn_number", "question", "answer", "strategy", "focus_node_id", "focus_label",
                "phase", "should_continue", "termination_reason", "latency_ms", "stage_latency_ms", "signals",
                "node_signals", "score_decomposition", "node_states", "nodes_added", "edges_added", "graph_counts",
                "next_question")) {
            assertThat(turn.has(key)).as(key).isTrue();
        }
        assertThat(turn.path("stage_latency_ms")).hasSize(12);
        String csv = Files.readString(outDir.resolve("scoring.csv"), StandardCharsets.UTF_8);
        assertThat(csv).startsWith(ScoringCsvExporter.HEADER + "\n");
        assertThat(csv.lines().count()).isGreaterThan(10);
        assertThat(Files.readString(outDir.resolve("transcript.md"))).contains("## Conversation", "## Graph summary");
    }
}
