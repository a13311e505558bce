package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, means-end chain: asked why something matters, the respondent tells a story or gives a figure and then says
 * what they want; the ladder goes on from what they want, not from the story. Sentences written for this test.
 */
class LadderRungTest {

    private String ask(String methodology, String strategy, String label, String quote, String answer, long seed) throws Exception {
        MethodologyConfig m = Methodologies.load(methodology);
        var s = m.strategy(strategy).orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, label, "psychosocial_consequence",
                answer, List.of(), "", List.of(), List.of("Why does that matter to you?"), false, 0, seed, quote,
                answer, List.of())).value();
    }

    @Test
    void the_last_clause_of_wanting_or_knowing_is_the_rung() {
        assertThat(LadderRung.lastRung("My uncle ran a bakery for years. I want my kids to know what good bread is."))
                .isEqualTo("I want my kids to know what good bread is");
        assertThat(LadderRung.lastRung("It costs a bit more. For that I know where it was grown: a farm in Kent."))
                .isEqualTo("I know where it was grown");
        assertThat(LadderRung.lastRung("Because I don't like being rushed. I'd rather sit with it properly."))
                .isEqualTo("I'd rather sit with it properly");
        assertThat(LadderRung.lastRung("Money's tight since the move. With this one I don't worry about the bill."))
                .isEqualTo("I don't worry about the bill");
        assertThat(LadderRung.lastRung("Well, I don't know. It was my dad's habit.")).isNull();
        assertThat(LadderRung.lastRung("The hinge squeaks every time. I don't like that at all.")).isNull();
        assertThat(LadderRung.lastRung("Once it leaked and I knew the seal was gone, so I rang them.")).isNull();
        assertThat(LadderRung.lastRung("I know what you mean, it was my dad's habit.")).isNull();
    }

    @Test
    void the_result_an_answer_ends_on_is_the_rung() {
        assertThat(LadderRung.lastRung("The bus is slow. He gets home earlier, so I'm calmer, no question."))
                .isEqualTo("I'm calmer");
        assertThat(LadderRung.lastRung("The lid seals properly, which means we never throw food away."))
                .isEqualTo("we never throw food away");
        assertThat(LadderRung.lastRung("It folds flat. That way, it fits behind the door."))
                .isEqualTo("it fits behind the door");
        assertThat(LadderRung.lastRung("The strap snapped in May, so I rang the shop.")).isNull();
        assertThat(LadderRung.lastRung("It was so cheap. We bought two.")).isNull();
        assertThat(LadderRung.lastRung("I'm a nurse, so I'm on my feet all day. My back hurts. It really does."))
                .as("a result said on the way, from a circumstance").isNull();
        assertThat(LadderRung.lastRung("It's smaller. The lid is stiff, mind, so it's not perfect.")).isNull();
        assertThat(LadderRung.lastRung("The man there was nice about it, so, you know.")).isNull();
        assertThat(LadderRung.lastRung("I bought a cheap one once and it leaked, so I don't do that now.")).isNull();
    }

    @Test
    void a_ladder_goes_on_from_the_result_reached_not_from_the_circumstance() throws Exception {
        String answer = "Because my sister lives in Leeds now. The train takes forty minutes, so we see each other "
                + "most weekends.";
        for (long seed = 1; seed <= 6; seed++) {
            String q = ask("means_end_chain", "deepen", "sister lives in leeds", "my sister lives in Leeds now",
                    answer, seed);
            assertThat(q).as("seed %d", seed).contains("you see each other most weekends. ")
                    .doesNotContainIgnoringCase("leeds");
        }
    }

    @Test
    void what_they_are_spared_on_the_way_to_a_higher_rung_is_not_the_rung() {
        assertThat(LadderRung.lastRung("There's less to juggle on a Monday since I don't need to book ahead."))
                .as("the reason for the rung, not the rung").isNull();
        assertThat(LadderRung.lastRung("I don't have to drive. The bus stops outside. The driver knows me. It's easy."))
                .as("said before the answer's last two sentences").isNull();
    }

    @Test
    void the_attribute_they_flag_as_the_main_one_is_laddered_not_passed_over_for_more() throws Exception {
        MethodologyConfig m = Methodologies.load("means_end_chain");
        String answer = "We got one last spring. Honestly the main thing I notice is the floor stays dry now. "
                + "And it's quiet, and the app is fine.";
        String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, m.strategy("explore")
                .orElseThrow(), "floor stays dry", "functional_consequence", answer, List.of(), "", List.of(),
                List.of("What comes to mind when you think about it?"), false, 0, 4,
                "Honestly the main thing I notice is the floor stays dry now", answer, List.of())).value();
        assertThat(q).contains("the floor stays dry").doesNotContainIgnoringCase("else");
    }

    @Test
    void a_value_on_the_way_up_is_laddered_on_not_left_for_another_attribute() throws Exception {
        MethodologyConfig m = Methodologies.load("means_end_chain");
        String answer = "I start work at seven. If I've slept badly I'm grumpy with everyone, I'm just not myself. "
                + "When I've slept I'm patient. I can chat with the neighbours, help the kids with their homework, "
                + "all that.";
        for (long seed = 1; seed <= 4; seed++) {
            String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, Methodologies.concept(
                    "Choosing a mattress", "Understand why people choose a mattress"), m.strategy("deepen")
                    .orElseThrow(), "help kid with homework", "instrumental_value", answer, List.of(), "", List.of(),
                    List.of("Why is that important to you?"), false, 0, seed, "help the kids with their homework",
                    answer, List.of())).value();
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("else").doesNotContain("other things")
                    .satisfies(x -> assertThat(MethodFit.UP).anyMatch(x::endsWith));
        }
    }

    @Test
    void a_rung_that_joins_an_earlier_ladder_is_confirmed_and_left() throws Exception {
        String answer = "The kids get ill less. If they're not ill I'm not up at night, so it comes back to the "
                + "sleep thing really.";
        String q = ask("means_end_chain", "deepen", "comes back to sleep thing",
                "it comes back to the sleep thing really", answer, 2);
        assertThat(q).doesNotStartWith("You").doesNotContain("sleep")
                .satisfies(x -> assertThat(MethodFit.TOP).anyMatch(t -> x.startsWith(t.substring(0, 12))));
    }

    @Test
    void a_ladder_climbs_from_what_they_want_not_from_the_story_on_the_way() throws Exception {
        String answer = "We walked there every Sunday when I was small, my grandad and me, twenty minutes each way. "
                + "I want my own kids to have that kind of time with me.";
        for (long seed = 1; seed <= 6; seed++) {
            String q = ask("means_end_chain", "deepen", "walked there every sunday",
                    "We walked there every Sunday when I was small", answer, seed);
            assertThat(q).as("seed %d", seed).contains("you want your own kids to have that kind of time with you")
                    .doesNotContainIgnoringCase("walked there");
        }
    }

    @Test
    void a_rung_that_leans_on_what_they_had_in_mind_is_quoted_in_their_own_words() throws Exception {
        String answer = "It's about forty pounds more a year, so not nothing. For that I know where it comes from.";
        String q = ask("means_end_chain", "deepen", "forty pounds more", "It's about forty pounds more a year",
                answer, 2);
        assertThat(q).startsWith("You said, \"I know where it comes from.\" ").doesNotContain("forty pounds");
    }

    @Test
    void a_dislike_is_asked_why_it_matters_not_what_it_gives_them() {
        assertThat(LadderRung.questions("you don't like queuing at the counter"))
                .allMatch(q -> q.startsWith("Why")).isNotEmpty();
        assertThat(LadderRung.questions("you want the kids to eat properly")).contains("What does that give you, in the end?");
        assertThat(LadderRung.questions("the coffee stops feeling like a treat"))
                .containsOnly("Why does that matter to you?", "Why is that important to you?");
        assertThat(LadderRung.questions("it ruins the calm moment")).doesNotContain("What does that do for you?");
        assertThat(LadderRung.questions("you want to feel some pride in the work")).isEqualTo(MethodFit.TOP);
        assertThat(MethodFit.TOP).as("a study of living with something has nothing to choose")
                .noneMatch(q -> q.contains("choose"));
    }

    @Test
    void outside_a_ladder_the_focus_stays() throws Exception {
        String answer = "We walked there every Sunday when I was small. I want my own kids to have that too.";
        String q = ask("critical_incident", "deepen_narrative", "walked there every sunday", "We walked there every Sunday when I was small",
                answer, 3);
        assertThat(q).doesNotContain("you want your own kids");
    }
}
