package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Stop 50, the readings behind questions the judges of rounds 69-72 marked "no" (the sentences here are the test's
 * own): "That's it. We drove home." ends a story; "Simple pleasure, that's all." says what it is, not goodbye; a switch
 * interview asks how they feel about the way they do it now, and what would make them wary of changing it, before it
 * asks whether anything was not touched on; a study titled "... compared" is asked about the things, not the title; a
 * name after another name and "on" is the road it stands on; a scoring of every option leaves the triads to ask; a part
 * of the card put to them again is put as a return to it; a ring kept on since a wedding is no journey told up to now;
 * "you could say" after a construct is no part of it; "Is that a real thing?" is a question owed a word; "Is that what
 * you mean?" at an answer's end is reassured.
 */
class JudgedRounds69To72ReadingsTest {

    @Test
    void nothing_more_and_going_home_end_the_story() {
        assertThat(StoryCues.outcome(StoryCues.normal("That's it. We paid and drove home."))).isTrue();
        assertThat(StoryCues.outcome(StoryCues.normal("The shop shut at six, so we just went home."))).isTrue();
        assertThat(StoryCues.outcome(StoryCues.normal("We went home and found the back door wide open.")))
                .as("the story goes on after going home").isFalse();
    }

    @Test
    void a_thing_named_and_that_is_all_is_no_goodbye() {
        assertThat(WrapUpQuestions.nothingMore("I told you already, it is quiet time. Simple pleasure, that's all."))
                .isFalse();
        assertThat(WrapUpQuestions.nothingMore("Habit, that's it.")).isFalse();
        assertThat(WrapUpQuestions.nothingMore("No, that's all.")).isTrue();
        assertThat(WrapUpQuestions.nothingMore("No o, that's all. Just that Sunday is my time also.")).isTrue();
        assertThat(WrapUpQuestions.nothingMore("Okay, that's it. Good luck with it.")).isTrue();
    }

    @Test
    void after_the_plain_moves_the_feeling_then_the_worry_then_whether_anything_was_left_out() {
        List<String> asked = new ArrayList<>(SwitchPlainMove.questions().subList(0, 7));
        List<String> answers = List.of("Every Sunday I sort the week's shirts, it takes an hour.",
                "I tried a steamer once but it was useless on collars.");
        assertThat(SwitchPlainMove.next(answers, asked)).isEqualTo(SwitchPlainMove.FEEL_NOW);
        List<String> felt = List.of("Every Sunday I sort the week's shirts and I feel like a machine.",
                "I tried a steamer once.");
        assertThat(SwitchPlainMove.next(felt, asked)).isEqualTo(SwitchPlainMove.WARY);
        List<String> worried = List.of("I feel like a machine doing it.", "I'm always worried I'll scorch one.");
        assertThat(SwitchPlainMove.next(worried, asked)).isEqualTo(SwitchUntold.NOT_TOUCHED.get(0));
    }

    @Test
    void a_habit_kept_since_a_time_of_life_is_no_journey_told_up_to_now() {
        assertThat(JourneyEnd.reachedPresent(StoryCues.normal("They asked for my ring too, and I have not taken it "
                + "off since my wedding."))).isFalse();
        assertThat(JourneyEnd.reachedPresent(StoryCues.normal("I haven't had a single problem since."))).isTrue();
        assertThat(JourneyEnd.reachedPresent(StoryCues.normal("Like I said, it works. Six weeks now, not one "
                + "problem."))).as("time counted up to now").isTrue();
    }

    @Test
    void a_hedge_after_a_construct_is_no_part_of_its_pole() {
        assertThat(GridConstructs.poles("Crunchy versus soft you could say, if you want a name.")).singleElement()
                .satisfies(p -> assertThat(GridConstructs.display(p)).isEqualTo("crunchy versus soft"));
    }

    @Test
    void asking_whether_what_they_heard_of_is_real_is_a_question_owed_a_word() {
        assertThat(QuestionBackElsewhere.putBack("Is that a real thing?")).isTrue();
        assertThat(QuestionBackElsewhere.putBack("Is that weird?")).isFalse();
    }

    @Test
    void an_answer_that_ends_checking_it_is_what_was_wanted_is_reassured() {
        assertThat(QuestionBackElsewhere.checksTalk("It's looking after my gut, I suppose. Is that what you mean?"))
                .isTrue();
        assertThat(QuestionBackElsewhere.checksTalk("Is this the sort of stuff you want? I can go on.")).isTrue();
        assertThat(QuestionBackElsewhere.checksTalk("Is that the sort of thing? Anyway, the price was what mattered "
                + "most to me.")).isFalse();
        assertThat(QuestionBackElsewhere.checksTalk("Is that weird? My sister thinks so.")).isFalse();
        assertThat(NotedQuery.withoutNote(NotedQuery.REASSURED + "Why does that matter to you?"))
                .isEqualTo("Why does that matter to you?");
    }

    @Test
    void a_role_they_mean_to_leave_is_not_asked_what_it_gives_them() {
        assertThat(SwitchMoves.variants("Every walk I was always the slow one at the back. This spring I will not "
                + "be the slow one.", false)).noneMatch(q -> q.contains("being the slow one"));
        assertThat(SwitchMoves.variants("Now I'm the one who keeps the family photos.", false))
                .anyMatch(q -> q.contains("being the one who keeps the family photos"));
    }

    @Test
    void an_ordinal_subject_said_without_its_article_is_said_back_with_it() {
        assertThat(SaidBack.lowered("First night was awful")).isEqualTo("the first night was awful");
        assertThat(SaidBack.lowered("First I rang the office")).isEqualTo("First I rang the office");
    }

    @Test
    void the_top_of_a_ladder_said_as_the_whole_thing_opens_a_new_ladder() {
        MethodologyConfig mec = Methodologies.load("means_end_chain");
        Concept inhaler = Methodologies.concept("Choosing an inhaler", "Understand why people choose an inhaler");
        String last = "Being a good dad. That's it, that's the whole thing.";
        List<String> asked = List.of("What do you pay attention to when choosing an inhaler?",
                "You said it keeps you calm. Why does that matter to you?");
        for (long seed = 0; seed < 4; seed++) {
            String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(mec, inhaler, mec.strategy("deepen")
                    .orElseThrow(), "good dad", "value", last, List.of(new ConversationLine(3, Speaker.USER, last)),
                    "", List.of(), asked, false, 0, seed, last, last, List.of())).value();
            assertThat(q).as("seed %d", seed).doesNotContain("keep only one").containsAnyOf("what else",
                    "What else", "which other things", "anything else");
        }
    }

    @Test
    void a_title_that_says_compared_is_asked_about_the_things() {
        Concept title = new Concept("banks", "Current accounts compared", "repertory_grid", "Elicit constructs",
                List.of(), List.of());
        assertThat(QuestionComposer.topic(title)).isEqualTo("current accounts");
    }

    @Test
    void a_name_on_a_name_is_the_road_it_stands_on() {
        List<String> opening = List.of("Mostly Caltex on Jan Smuts, the Shell by the off-ramp, and Total near my "
                + "sister.");
        assertThat(OptionMentions.circumstance("jan smuts", opening)).isTrue();
        assertThat(OptionMentions.circumstance("netflix", List.of("I watch most things on Netflix, some on "
                + "YouTube."))).isFalse();
    }

    @Test
    void a_scoring_of_every_option_leaves_the_triads_to_ask() {
        MethodologyConfig grid = Methodologies.load("repertory_grid");
        Strategy compare = grid.strategies().stream().filter(s -> "compare".equals(s.intent())).findFirst()
                .orElseThrow();
        Concept teas = Methodologies.concept("Choosing a tea", "The constructs people use to compare teas");
        String opening = "Assam at breakfast, Darjeeling on Sundays, Earl Grey with guests, and rooibos at night.";
        String scores = "Strength, out of five? Assam five, Earl Grey three, Darjeeling two, rooibos one.";
        String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(grid, teas, compare, "assam", "element",
                scores, List.of(new ConversationLine(3, Speaker.USER, scores)), "", List.of(),
                List.of("Thinking of Assam, Darjeeling and Earl Grey: in what important way are two of them alike, "
                        + "and different from the third?", "Where would you put each of them on strength?"),
                false, 0, 1, "Assam", scores, List.of("assam", "darjeeling", "earl grey", "rooibos"), List.of(),
                List.of(opening, "Assam and Earl Grey are strong, Darjeeling is delicate."))).value();
        long named = List.of("assam", "darjeeling", "earl grey", "rooibos").stream()
                .filter(o -> q.toLowerCase().contains(o)).count();
        assertThat(named).as(q).isEqualTo(3);
        assertThat(q).doesNotContainIgnoringCase("most unlike");
    }
}
