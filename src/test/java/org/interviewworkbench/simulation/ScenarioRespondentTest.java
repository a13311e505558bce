package org.interviewworkbench.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.interviewworkbench.methodology.MethodologyLoader;
import org.junit.jupiter.api.Test;

class ScenarioRespondentTest {

    private final HashingEmbedding embeddings = new HashingEmbedding();
    private final Scenario oat = Fixtures.scenario("oat_milk_mec_1");

    private ScenarioRespondent respondent(String persona, long seed) {
        return new ScenarioRespondent(oat, Fixtures.persona(persona), seed, embeddings);
    }

    private List<String> script(ScenarioRespondent r) {
        List<String> answers = new ArrayList<>();
        answers.add(r.answer(RespondentTurn.opening("What comes to mind when you think about oat milk?")));
        answers.add(r.answer(new RespondentTurn("Why does the creamy texture matter to you?", 2, "deepen", null,
                "creamy texture")));
        answers.add(r.answer(new RespondentTurn("What else do you like about it?", 3, "explore", null, null)));
        answers.add(r.answer(new RespondentTurn("What do you mean by froths well in coffee?", 4, "clarify", null,
                "froths well in coffee")));
        answers.add(r.answer(new RespondentTurn("Why is feeling like a cafe treat at home important to you?", 5,
                "deepen", null, "feel like a cafe treat at home")));
        return answers;
    }

    private static int words(String s) {
        return s.isBlank() ? 0 : s.strip().split("\\s+").length;
    }

    @Test
    void the_same_seed_gives_the_same_answers() {
        assertThat(script(respondent("baseline_cooperative", 7))).isEqualTo(script(respondent("baseline_cooperative", 7)));
    }

    @Test
    void a_different_seed_gives_different_answers() {
        assertThat(script(respondent("baseline_cooperative", 7))).isNotEqualTo(script(respondent("baseline_cooperative", 8)));
    }

    @Test
    void a_why_question_about_a_node_reveals_its_truth_successors() {
        int revealedSuccessor = 0;
        for (long seed = 1; seed <= 20; seed++) {
            ScenarioRespondent r = respondent("retrospective_rationalizer", seed);
            String answer = r.answer(new RespondentTurn("Why does it matter to you that it's easy to digest?", 2,
                    "deepen", "Explore why something matters", "easy to digest"));
            if (r.revealed().contains("feel_light") && answer.length() > 0) {
                revealedSuccessor++;
            }
            assertThat(r.revealed()).doesNotContain("shelf_stable", "carton", "fewer_trips");
        }
        assertThat(revealedSuccessor).isGreaterThanOrEqualTo(15);
    }

    @Test
    void a_what_else_question_reveals_siblings_or_salient_nodes() {
        ScenarioRespondent r = respondent("baseline_cooperative", 3);
        r.answer(new RespondentTurn("Why does the creamy texture matter?", 1, "deepen", null, "creamy texture"));
        List<String> before = r.revealed();
        r.answer(new RespondentTurn("What else do you like about oat milk?", 2, "explore",
                "Find new branches and related concepts by asking 'what else?'", "creamy texture"));
        List<String> added = new ArrayList<>(r.revealed());
        added.removeAll(before);
        List<String> siblingsOrSalient = List.of("oat_taste", "plant_based", "carton", "shelf_stable", "easy_digest",
                "froths");
        assertThat(added).isNotEmpty().allMatch(siblingsOrSalient::contains);
    }

    @Test
    void a_clarification_restates_the_focus_with_another_phrasing() {
        ScenarioRespondent r = respondent("baseline_cooperative", 5);
        String first = r.answer(new RespondentTurn("Why does froths well in coffee matter?", 1, "deepen", null,
                "froths well in coffee"));
        String clarified = r.answer(new RespondentTurn("What do you mean by froths well in coffee?", 2, "clarify",
                null, "froths well in coffee"));
        TruthNode froths = oat.node("froths").orElseThrow();
        assertThat(froths.phrasings()).anyMatch(p -> clarified.toLowerCase().contains(p.toLowerCase()));
        assertThat(clarified).isNotEqualTo(first);
    }

    @Test
    void fatiguing_answers_shrink_over_turns_and_recover_after_a_topic_change() {
        double early = 0;
        double late = 0;
        double sameTopic = 0;
        double recovered = 0;
        int seeds = 60;
        for (long seed = 1; seed <= seeds; seed++) {
            // the same question with the same memory, asked early and late: only fatigue differs
            early += words(respondent("fatiguing_responder", seed).answer(new RespondentTurn(
                    "Why does the long shelf life matter to you?", 2, "deepen", null, "long shelf life")));
            late += words(respondent("fatiguing_responder", seed).answer(new RespondentTurn(
                    "Why does the long shelf life matter to you?", 11, "deepen", null, "long shelf life")));
            // turn 11 on the shelf life after an adjacent topic (no change) or after an unrelated one (change)
            ScenarioRespondent steady = respondent("fatiguing_responder", seed);
            steady.answer(new RespondentTurn("Why do fewer shopping trips matter?", 10, "deepen", null,
                    "fewer shopping trips"));
            sameTopic += words(steady.answer(new RespondentTurn("Why does the long shelf life matter to you?", 11,
                    "deepen", null, "long shelf life")));
            ScenarioRespondent switched = respondent("fatiguing_responder", seed);
            switched.answer(new RespondentTurn("Why does the creamy texture matter?", 10, "deepen", null,
                    "creamy texture"));
            recovered += words(switched.answer(new RespondentTurn("Why does the long shelf life matter to you?", 11,
                    "deepen", null, "long shelf life")));
        }
        assertThat(late).isLessThan(early * 0.75);
        assertThat(recovered).isGreaterThan(sameTopic * 1.1);
    }

    @Test
    void the_fixator_keeps_returning_to_its_node() {
        ScenarioRespondent r = respondent("single_topic_fixator", 11);
        assertThat(r.fixationNode()).isEqualTo("creamy");
        int mentions = 0;
        for (int t = 1; t <= 10; t++) {
            String a = r.answer(new RespondentTurn("Why does having fewer shopping trips matter to you?", t, "deepen",
                    null, "fewer shopping trips")).toLowerCase();
            if (oat.node("creamy").orElseThrow().texts().stream().anyMatch(p -> a.contains(p.toLowerCase()))) {
                mentions++;
            }
        }
        assertThat(mentions).isGreaterThanOrEqualTo(4);
    }

    @Test
    void the_brief_responder_is_short() {
        double brief = 0;
        double baseline = 0;
        for (long seed = 1; seed <= 20; seed++) {
            brief += script(respondent("brief_responder", seed)).stream().mapToInt(ScenarioRespondentTest::words).sum();
            baseline += script(respondent("baseline_cooperative", seed)).stream()
                    .mapToInt(ScenarioRespondentTest::words).sum();
        }
        assertThat(brief / 100).isLessThan(14);
        assertThat(brief).isLessThan(baseline * 0.6);
    }

    @Test
    void the_hedger_hedges() {
        int hedged = 0;
        for (long seed = 1; seed <= 10; seed++) {
            for (String a : script(respondent("uncertain_hedger", seed))) {
                String l = a.toLowerCase();
                if (l.contains("i guess") || l.contains("maybe") || l.contains("not totally sure")
                        || l.contains("i think") || l.contains("probably") || l.contains("kind of")
                        || l.contains("i suppose") || l.contains("or something like that")
                        || l.contains("if that makes sense")) {
                    hedged++;
                }
            }
        }
        assertThat(hedged).isGreaterThan(25);
    }

    @Test
    void self_correction_produces_an_actually_contradiction() {
        boolean corrected = false;
        for (long seed = 1; seed <= 10 && !corrected; seed++) {
            for (String a : script(respondent("retrospective_rationalizer", seed))) {
                if (a.contains("Actually") && a.contains("it's more")) {
                    corrected = true;
                }
            }
        }
        assertThat(corrected).isTrue();
    }

    @Test
    void answers_use_scenario_phrasings_and_discourse_markers() {
        List<String> all = new ArrayList<>();
        for (long seed = 1; seed <= 5; seed++) {
            all.addAll(script(respondent("baseline_cooperative", seed)));
        }
        String joined = String.join(" ", all).toLowerCase();
        assertThat(joined).containsAnyOf("because", "so ", "which means", "that's why");
        assertThat(all).allMatch(a -> !a.isBlank());
    }

    @Test
    void every_persona_answers_every_scenario() {
        for (String sid : Fixtures.SCENARIO_IDS) {
            Scenario s = Fixtures.scenario(sid);
            for (String pid : Fixtures.PERSONA_IDS) {
                ScenarioRespondent r = new ScenarioRespondent(s, Fixtures.persona(pid), 1, embeddings);
                assertThat(r.answer(RespondentTurn.opening("Tell me about it."))).isNotBlank();
                for (int t = 2; t <= 6; t++) {
                    assertThat(r.answer(new RespondentTurn("Why does that matter to you?", t, "deepen", null,
                            s.nodes().get(t).label()))).isNotBlank();
                }
            }
        }
    }

    // ---- each relation told the way it is meant ------------------------------------------------------

    private static final String SOL = "i plan the whole week on sunday";
    private static final String PAIN = "deciding what to cook wears me out";
    private static final String JOB = "i need to get dinner on the table";
    private static final String CTX = "it's six o'clock and i've just got home";
    private static final String TRIG = "the kids start asking what's for dinner";

    /** A small jobs-to-be-done truth with one edge of each non-causal kind, one phrasing per node. */
    private static Scenario relations() {
        return new Scenario("relations", "jobs_to_be_done", "meal_planning_jtbd", null, List.of(
                new TruthNode("sol", "solution_approach", "plan week on Sunday", List.of(SOL)),
                new TruthNode("pain", "pain_point", "deciding what to cook", List.of(PAIN)),
                new TruthNode("job", "job_statement", "get dinner on the table", List.of(JOB)),
                new TruthNode("ctx", "job_context", "just got home at six", List.of(CTX)),
                new TruthNode("trig", "job_trigger", "kids ask about dinner", List.of(TRIG))),
                List.of(new TruthEdge("sol", "pain", "addresses"), new TruthEdge("job", "ctx", "occurs_in"),
                        new TruthEdge("job", "trig", "triggered_by")), List.of());
    }

    private List<String> answersAbout(String focusLabel) {
        MethodologyConfig jtbd = new MethodologyLoader(SignalCatalog.standard())
                .loadValid(Path.of("methodologies", "jobs_to_be_done.yaml"));
        List<String> answers = new ArrayList<>();
        for (long seed = 1; seed <= 40; seed++) {
            ScenarioRespondent r = new ScenarioRespondent(relations(), Fixtures.persona("baseline_cooperative"), seed,
                    embeddings, jtbd);
            answers.add(r.answer(new RespondentTurn("Why does " + focusLabel + " matter to you?", 2, "deepen",
                    null, focusLabel)).toLowerCase());
        }
        return answers;
    }

    @Test
    void a_solution_is_never_told_as_the_cause_of_the_pain_it_addresses() {
        List<String> both = answersAbout("plan week on Sunday").stream()
                .filter(a -> a.contains(SOL) && a.contains(PAIN)).toList();
        assertThat(both).hasSizeGreaterThanOrEqualTo(10);
        assertThat(both).noneMatch(a -> a.contains(SOL + ", so " + PAIN) || a.contains(SOL + ". that's why " + PAIN)
                || a.contains(PAIN + ", because " + SOL) || a.contains(SOL + ", which means " + PAIN));
        assertThat(both).anyMatch(a -> a.contains("deal with") || a.contains("takes care of"));
    }

    @Test
    void a_trigger_is_told_as_what_sets_the_job_off() {
        List<String> both = answersAbout("get dinner on the table").stream()
                .filter(a -> a.contains(JOB) && a.contains(TRIG)).toList();
        assertThat(both).hasSizeGreaterThanOrEqualTo(10);
        assertThat(both).noneMatch(a -> a.contains(JOB + ", so " + TRIG) || a.contains(TRIG + ", because " + JOB)
                || a.contains("because " + JOB));
        assertThat(both).anyMatch(a -> a.contains(TRIG + ", so " + JOB) || a.contains("because " + TRIG)
                || a.contains("since " + TRIG));
    }

    @Test
    void a_context_is_told_as_when_the_job_happens() {
        List<String> both = answersAbout("get dinner on the table").stream()
                .filter(a -> a.contains(JOB) && a.contains(CTX)).toList();
        assertThat(both).hasSizeGreaterThanOrEqualTo(10);
        assertThat(both).noneMatch(a -> a.contains(JOB + ", so " + CTX) || a.contains("because " + JOB));
        long when = both.stream().filter(a -> a.contains("when " + CTX) || a.contains(CTX + "; that's when " + JOB)
                || a.contains(CTX + ". that's usually when " + JOB)).count();
        assertThat(when * 2).isGreaterThanOrEqualTo(both.size());
    }

    @Test
    void the_same_seed_tells_relations_the_same_way() {
        assertThat(answersAbout("plan week on Sunday")).isEqualTo(answersAbout("plan week on Sunday"));
    }
}
