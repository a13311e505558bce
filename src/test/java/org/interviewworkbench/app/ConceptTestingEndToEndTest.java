package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Concept testing end to end through the real command line (issue 7 "done when"): the offline engine simulates a
 * concept test of the shipped protein bar concept with a baseline and a fatiguing persona.
 */
class ConceptTestingEndToEndTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static JsonNode baseline;
    private static JsonNode fatiguing;

    @BeforeAll
    static void simulateBothPersonas(@TempDir Path tmp) throws Exception {
        AppFactory factory = TestApp.factory(tmp);
        baseline = simulate(factory, tmp.resolve("baseline"), "baseline_cooperative");
        fatiguing = simulate(factory, tmp.resolve("fatiguing"), "fatiguing_responder");
    }

    private static JsonNode simulate(AppFactory factory, Path out, String persona) throws Exception {
        CliRun run = CliRun.run(factory, "simulate", "--methodology", "concept_testing", "--concept", "protein_bar_ct",
                "--persona", persona, "--scenario", "protein_bar_ct_1", "--turns", "20", "--seed", "1",
                "--db", "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1", "--out", out.toString());
        assertThat(run.exitCode).as(run.toString()).isZero();
        return JSON.readTree(out.resolve("session.json").toFile());
    }

    @Test
    void the_baseline_persona_covers_every_element_within_the_turn_budget() {
        JsonNode coverage = baseline.path("coverage");
        assertThat(coverage.path("elements")).hasSize(7);
        assertThat(coverage.path("complete").asBoolean()).isTrue();
        assertThat(coverage.path("ratio").asDouble()).isEqualTo(1.0);
        for (JsonNode e : coverage.path("elements")) {
            assertThat(e.path("mentioned").asBoolean()).as(e.toString()).isTrue();
            assertThat(e.path("reaction").isTextual()).as(e.toString()).isTrue();
            assertThat(e.path("understood").asBoolean()).as(e.toString()).isTrue();
            assertThat(e.path("connected").asBoolean()).as(e.toString()).isTrue();
            assertThat(e.path("gaps")).as(e.toString()).isEmpty();
        }
        assertThat(coverage.path("connections_met").asInt()).isEqualTo(3);
    }

    @Test
    void the_baseline_persona_is_not_closed_for_fatigue_but_runs_until_the_card_is_covered_and_closed() {
        // either the turn budget runs out, or every move of the test was asked and the close was answered with a
        // goodbye (respondent_ended); never fatigue, and not before most of the budget
        assertThat(baseline.path("metadata").path("termination_reason").asText())
                .isIn("max_turns_reached", "respondent_ended");
        assertThat(baseline.path("metadata").path("total_turns").asInt()).isBetween(12, 20);
        for (JsonNode t : baseline.path("turns")) {
            assertThat(t.path("signals").path("meta.fatigue").asBoolean()).as("turn " + t.path("turn_number"))
                    .isFalse();
        }
    }

    @Test
    void the_coverage_phase_comes_first_then_structure_and_depth_strategies_take_over() {
        List<String> strategies = new ArrayList<>();
        baseline.path("turns").forEach(t -> strategies.add(t.path("strategy").asText()));
        assertThat(strategies.get(0)).isEqualTo("ensure_coverage");
        int lastCoverage = strategies.lastIndexOf("ensure_coverage");
        int firstComplete = -1;
        for (JsonNode t : baseline.path("turns")) {
            if (t.path("signals").path("coverage.complete").asBoolean()) {
                firstComplete = t.path("turn_number").asInt();
                break;
            }
        }
        assertThat(firstComplete).as("turn on which coverage became complete").isBetween(1, 20);
        assertThat(lastCoverage + 1).as("no coverage question after coverage is complete")
                .isLessThanOrEqualTo(firstComplete);
        assertThat(strategies.subList(firstComplete, strategies.size()))
                .containsAnyOf("deepen_branch", "explore_breadth", "connect_isolate", "resolve_ambiguity",
                        "resolve_schema_tension", "introduce_seed");
    }

    @Test
    void a_coverage_question_asks_for_a_reaction_to_the_element_in_the_cards_own_words() {
        List<String> elements = List.of("12 g of pea protein", "only 3 g of sugar", "whole oats and roasted nuts",
                "keeps you full for three hours", "three flavours: cocoa, peanut and berry",
                "home-compostable wrapper", "2.49 euros per bar");
        int asked = 0;
        for (JsonNode t : baseline.path("turns")) {
            if (!t.path("strategy").asText().equals("ensure_coverage")) {
                continue;
            }
            asked++;
            String q = t.path("next_question").asText();
            assertThat(elements).as("turn %s: %s", t.path("turn_number"), q)
                    .anySatisfy(e -> assertThat(q).contains("\"" + e + "\""));
            assertThat(q.toLowerCase(java.util.Locale.ROOT)).as("a card is not a moment to relive")
                    .doesNotContain("that moment").doesNotContain("looking back").doesNotContain("high point");
        }
        assertThat(asked).isPositive();
    }

    @Test
    void the_fatiguing_persona_closes_early_on_fatigue_with_adequate_coverage_reported() {
        JsonNode meta = fatiguing.path("metadata");
        assertThat(meta.path("termination_reason").asText()).isEqualTo("fatigue_with_coverage");
        assertThat(meta.path("total_turns").asInt()).isLessThan(20);
        JsonNode last = fatiguing.path("turns").get(fatiguing.path("turns").size() - 1);
        assertThat(last.path("strategy").asText()).isEqualTo("close_on_fatigue");
        assertThat(last.path("signals").path("meta.fatigue").asBoolean()).isTrue();
        assertThat(last.path("signals").path("coverage.ratio").asDouble()).isGreaterThan(0.6);
        assertThat(fatiguing.path("coverage").path("ratio").asDouble()).isGreaterThan(0.6);
        assertThat(fatiguing.path("coverage").path("elements")).hasSize(7);
        assertThat(fatiguing.path("momentum").path("fatigued").asBoolean()).isTrue();
    }

    @Test
    void a_resumed_concept_test_ends_exactly_like_an_uninterrupted_one(@TempDir Path tmp) throws Exception {
        List<String> answers = new ArrayList<>();
        fatiguing.path("turns").forEach(t -> answers.add(t.path("answer").asText().replace("\n", " ")));
        Path all = tmp.resolve("all.txt");
        Files.writeString(all, String.join("\n\n", answers));
        AppFactory factory = TestApp.factory(tmp);
        CliRun reference = CliRun.run(factory, "interview", "--methodology", "concept_testing", "--concept",
                "protein_bar_ct", "--answers", all.toString(), "--db", InterviewEndToEndTest.memDb(), "--out",
                tmp.resolve("reference").toString());
        assertThat(reference.exitCode).as(reference.toString()).isZero();

        String db = InterviewEndToEndTest.memDb();
        int split = 5;
        Path first = tmp.resolve("first.txt");
        Files.writeString(first, String.join("\n\n", answers.subList(0, split)));
        CliRun begun = CliRun.run(factory, "interview", "--methodology", "concept_testing", "--concept",
                "protein_bar_ct", "--answers", first.toString(), "--db", db, "--out", tmp.resolve("first").toString());
        assertThat(begun.exitCode).as(begun.toString()).isZero();
        String sessionId = begun.out.lines().filter(l -> l.startsWith("Session ")).findFirst().orElseThrow()
                .split(" ")[1];
        Path rest = tmp.resolve("rest.txt");
        Files.writeString(rest, String.join("\n\n", answers.subList(split, answers.size())));
        CliRun resumed = CliRun.run(factory, "interview", "--resume", sessionId, "--answers", rest.toString(),
                "--db", db, "--out", tmp.resolve("resumed").toString());
        assertThat(resumed.exitCode).as(resumed.toString()).isZero();

        JsonNode expected = ResumeAfterKillTest.normalise(JSON.readTree(tmp.resolve("reference/session.json").toFile()));
        JsonNode actual = ResumeAfterKillTest.normalise(JSON.readTree(tmp.resolve("resumed/session.json").toFile()));
        assertThat(actual.path("coverage")).isEqualTo(expected.path("coverage"));
        assertThat(actual.path("momentum")).isEqualTo(expected.path("momentum"));
        assertThat(actual.path("turns")).isEqualTo(expected.path("turns"));
        assertThat(expected.path("metadata").path("termination_reason").asText())
                .as("the interview command replays the fatiguing answers to the same close")
                .isEqualTo("fatigue_with_coverage");
    }

    @Test
    void every_turn_reports_per_element_coverage_after_the_design_keys() {
        JsonNode turn = baseline.path("turns").get(0);
        List<String> keys = new ArrayList<>();
        turn.fieldNames().forEachRemaining(keys::add);
        assertThat(keys.get(0)).isEqualTo("turn_number");
        assertThat(keys.get(keys.size() - 1)).isEqualTo("coverage");
        JsonNode first = turn.path("coverage").get(0);
        assertThat(first.path("element_id").asText()).isEqualTo("plant_protein");
        assertThat(first.has("mentioned") && first.has("reaction") && first.has("understood")
                && first.has("connected") && first.has("focus_count") && first.has("exhausted")
                && first.has("gaps")).isTrue();
    }
}
