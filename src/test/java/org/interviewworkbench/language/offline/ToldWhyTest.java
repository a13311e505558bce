package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, "asks what was just answered", for the laddering move of every method: when the answer already says why
 * the focus matters or how it affects the respondent, the ladder climbs from the rung the answer went on to give,
 * never "Why does ... matter to you?" or "How does that affect you?" about the focus again. Offline engine, shipped
 * methodologies, sentences written for this test.
 */
class ToldWhyTest {

    private String ask(String methodology, String strategy, String label, String type, String quote, String answer,
            long seed) throws Exception {
        MethodologyConfig m = Methodologies.load(methodology);
        var s = m.strategy(strategy).orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, label, type, answer,
                List.of(), "", List.of(), List.of("What do you notice when you pick a bike lock?"), false, 0, seed,
                quote, answer, List.of())).value();
    }

    @Test
    void a_reason_already_given_is_climbed_from_in_a_means_end_interview() throws Exception {
        String answer = "Why does it matter? Because I cycle to a lot of places and I hate getting stranded. "
                + "I want to leave the bike anywhere without worrying.";
        for (long seed = 1; seed <= 6; seed++) {
            String q = ask("means_end_chain", "deepen", "stranded", "functional_consequence",
                    "I hate getting stranded", answer, seed);
            assertThat(q).as("seed %d", seed).contains("you want to leave the bike anywhere without worrying")
                    .doesNotContainIgnoringCase("stranded").doesNotContain("affect");
        }
    }

    @Test
    void an_answer_that_explains_its_opening_word_is_climbed_from_in_a_jobs_interview() throws Exception {
        String answer = "Freedom. It's the one hour of my day that nobody books. My calendar is wall to wall, so "
                + "that hour is precious.";
        for (long seed = 1; seed <= 4; seed++) {
            String q = ask("jobs_to_be_done", "dig_motivation", "freedom", "gain_point", "Freedom", answer, seed);
            assertThat(q).as("seed %d", seed).doesNotContain("\"freedom\"").satisfiesAnyOf(
                    x -> assertThat(x).contains("it's the one hour of your day that nobody books"),
                    x -> assertThat(x).isIn(SwitchPlainMove.questions()));
        }
    }

    @Test
    void the_rung_is_the_last_own_statement_above_the_focus() {
        assertThat(ToldWhy.rung("The steel one? It's heavy, sits badly on the frame. And it's, how to say, "
                + "tough. Holds up against bolt cutters.", "The steel one")).isEqualTo("it holds up against bolt cutters");
        assertThat(ToldWhy.rung("Because of how my dad raised me, I think. He fixed everything. You keep what "
                + "works.", "how my dad raised me")).isEqualTo("You keep what works");
        assertThat(ToldWhy.rung("It's about not wasting money. I've had three stolen. I suppose I still feel "
                + "like I'm being careful when I buy a good one, and that feels good.", "three stolen"))
                .isEqualTo("I still feel like I'm being careful when I buy a good one");
        assertThat(ToldWhy.rung("No, it's fine. I'm buying from the shop round the corner, the owner rides "
                + "too. That matters to me.", "it's fine")).isEqualTo("I'm buying from the shop round the corner");
    }

    @Test
    void a_story_step_a_denial_or_a_clause_with_its_own_reason_is_no_rung() {
        assertThat(ToldWhy.rung("Because the old one broke. I locked it outside the station. We never really knew "
                + "who took it.", "the old one broke")).isNull();
        assertThat(ToldWhy.rung("Because of the weight. It's not the money so much.", "the weight")).isNull();
        assertThat(ToldWhy.rung("Because of the weight. I leave the chain at home because it's a brick.",
                "the weight")).isNull();
        // the reason given in the speaker's own clause is itself the rung: nothing to climb past
        assertThat(ToldWhy.rung("Because I get home without carrying it. It's uphill the whole way.",
                "get home without carrying it")).isNull();
        // a question back at the interviewer is no echo of the focus
        assertThat(ToldWhy.told("Sorry, what was the question? Oh, the chain. You swap them round.", "frame"))
                .isFalse();
    }

    @Test
    void a_wish_or_ideal_is_no_rung_but_a_fronted_phrase_keeps_its_clause() {
        assertThat(ToldWhy.rung("Ideal world? I'd lock it from my phone. It'd lock itself. And it'd tell me where I left it, because that's "
                + "half the battle.", "ideal world")).isNull();
        assertThat(ToldWhy.rung("The frame lock. I lose keys all the time, and I hate that. With this I can just "
                + "walk off.", "the frame lock")).isEqualTo("With this I can just walk off");
    }

    @Test
    void an_effect_already_told_is_not_asked_for_again() throws Exception {
        String answer = "Well, I'm not losing a bike every year. I hate that. It feels careless, honestly.";
        for (long seed = 1; seed <= 6; seed++) {
            String q = ask("means_end_chain", "deepen", "feels careless", "psychosocial_consequence",
                    "It feels careless", answer, seed);
            assertThat(q).as("seed %d", seed).doesNotContain("affect").doesNotContain("cost")
                    .doesNotContain("bother");
        }
    }

    @Test
    void an_answer_that_tells_no_why_leaves_the_question_alone() {
        assertThat(ToldWhy.told("I've got a D-lock and a cable for the wheels.", "D-lock")).isFalse();
        assertThat(ToldWhy.rung("I've got a D-lock and a cable for the wheels.", "D-lock")).isNull();
        // a why told, but nothing above the focus to climb to: only pointers and the focus itself
        assertThat(ToldWhy.rung("Because of the thefts. I hate that.", "the thefts")).isNull();
    }

    @Test
    void after_it_matters_to_me_the_ladder_does_not_ask_why_it_matters() {
        assertThat(ToldWhy.questions("I buy from the shop round the corner. That matters to me.", MethodFit.UP))
                .isNotEmpty().noneMatch(q -> q.contains("matter") || q.contains("important"));
        assertThat(ToldWhy.questions("I buy from the shop round the corner.", MethodFit.UP)).isEqualTo(MethodFit.UP);
    }

    @Test
    void not_knowing_is_no_rung_to_climb_from() {
        assertThat(ToldWhy.rung("A bigger tent? I don't know. Maybe one with a porch, so the boots stay dry.",
                "A bigger tent")).isNull();
        assertThat(ToldWhy.rung("The guided tour? I'm not sure, honestly. Could be fun.", "The guided tour"))
                .isNull();
    }
}
