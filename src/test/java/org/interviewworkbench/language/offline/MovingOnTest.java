package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12 (stop 31), what a moderator notices when the interviewer fails to move on: a repertory grid asking for
 * ratings the respondent has just given, a question about the topic after the respondent said goodbye, "Why does that
 * bother you?" about something that got them out of trouble, and "what happened next" after a lesson or a habit of
 * today. Run through the offline engine with the shipped methodologies, on answers written for this test.
 */
class MovingOnTest {

    private static final List<String> TRANSPORT = List.of("bus", "train", "car", "bike");


    private MethodologyConfig method(String id) throws Exception {
        return Methodologies.load(id);
    }

    private String ask(MethodologyConfig m, String strategy, String label, String type, String quote, String answer,
                       List<String> asked, List<String> elements) {
        var s = m.strategy(strategy).orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, label, type, answer, List.of(), "",
                List.of(), asked, false, 0, 7, quote, answer, elements)).value();
    }

    @Test
    void a_grid_does_not_ask_for_ratings_the_answer_has_just_given() throws Exception {
        MethodologyConfig rg = method("repertory_grid");
        for (String answer : List.of("Train, five easily. The bus three. Car two, bike maybe four on a dry day.",
                "I'd give the bike a four, the train a five and the bus a two, the car's a one.")) {
            String q = ask(rg, "rate_elements", "comfort", "construct", answer, answer,
                    List.of("Which of them feels most comfortable to you?"), TRANSPORT);
            assertThat(GridRatings.asksForRating(q)).as(answer + " -> " + q).isFalse();
        }
    }

    @Test
    void a_rating_question_answered_by_placing_the_options_in_words_is_not_asked_again() throws Exception {
        MethodologyConfig rg = method("repertory_grid");
        String answer = "Comfort, sure. The train is the best by far, the bike is the worst in the rain, "
                + "and the bus and car are somewhere in the middle.";
        String q = ask(rg, "rate_elements", "comfort", "construct", "Comfort, sure", answer,
                List.of("Where would you place each option on comfort?"), TRANSPORT);
        assertThat(GridRatings.asksForRating(q)).as(q).isFalse();
    }

    @Test
    void a_construct_already_asked_for_ratings_is_not_asked_again() throws Exception {
        MethodologyConfig rg = method("repertory_grid");
        String answer = "And honestly the noise matters too, on the bus you can't hear yourself think.";
        String q = ask(rg, "rate_elements", "noise", "construct", answer, answer,
                List.of("Where would you place each option on noise?", "Why does that matter to you?"), TRANSPORT);
        assertThat(GridRatings.asksForRating(q)).as(q).isFalse();
    }

    @Test
    void a_rating_question_never_rates_the_options_on_one_of_the_options() throws Exception {
        MethodologyConfig rg = method("repertory_grid");
        String answer = "With the train you know exactly when you'll arrive, whereas the car depends on traffic.";
        String q = ask(rg, "rate_elements", "train journey", "construct_pole", "you know exactly when you'll arrive",
                answer, List.of(), TRANSPORT);
        assertThat(q).doesNotContainIgnoringCase("on the train journey").doesNotContainIgnoringCase("for the train");
    }

    @Test
    void the_ideal_is_compared_with_the_options_as_a_whole() throws Exception {
        MethodologyConfig rg = method("repertory_grid");
        String answer = "My ideal would be a train that runs every ten minutes and has space for the bike.";
        String q = ask(rg, "rate_elements", "ideal", "ideal_element", answer, answer, List.of(), TRANSPORT);
        assertThat(q).containsAnyOf("closest", "nearest").doesNotContainIgnoringCase("rank");
    }

    @Test
    void a_habit_or_a_lesson_is_read_as_the_story_reaching_the_present() {
        assertThat(AnsweredIntents.of("So now I check the boiler pressure every Sunday."))
                .contains(QuestionComposer.Intent.NEXT_STEP);
        assertThat(AnsweredIntents.of("Now I was standing in the rain with no key."))
                .doesNotContain(QuestionComposer.Intent.NEXT_STEP);
        assertThat(AnsweredIntents.questionsAfter(QuestionComposer.Intent.NEXT_STEP, java.util.Set.of(),
                "Always read the small print. Learned that one the hard way.")).isNotNull();
    }

    @Test
    void an_answer_that_opens_on_the_present_has_reached_it_and_is_asked_to_look_back() throws Exception {
        assertThat(AnsweredIntents.of("Now? Totally besotted. She follows me round the flat."))
                .contains(QuestionComposer.Intent.NEXT_STEP);
        assertThat(AnsweredIntents.of("Now, where was I. Then the van came at ten."))
                .as("'Now,' as a discourse marker is no present").doesNotContain(QuestionComposer.Intent.NEXT_STEP);
        MethodologyConfig cjm = method("customer_journey_mapping");
        String answer = "These days? Smitten. He sleeps on my desk while I work.";
        String q = ask(cjm, "map_journey", "desk", "touchpoint", answer, answer, List.of(), List.of());
        assertThat(q).doesNotContainIgnoringCase("next").doesNotContainIgnoringCase("after that")
                .doesNotContainIgnoringCase("then");
    }

    @Test
    void amounts_are_not_scores_and_an_option_named_twice_counts_once() throws Exception {
        MethodologyConfig rg = method("repertory_grid");
        var s = rg.strategy("rate_elements").orElseThrow();
        String amounts = "The train costs 9 pounds, the bus takes 40 minutes and the car 2 hours in traffic.";
        assertThat(GridRatings.rated(new FollowUpRequest(rg, null, s, "cost", "construct", amounts, List.of(), "",
                List.of(), List.of(), false, 0, 7, amounts, amounts, TRANSPORT))).isFalse();
        assertThat(GridRatings.named("We took the Bus, then the bus again.", TRANSPORT)).isEqualTo(1);
        assertThat(GridRatings.option("the train journey", TRANSPORT)).isTrue();
        assertThat(GridRatings.option("punctuality", TRANSPORT)).isFalse();
    }

    @Test
    void after_the_respondent_says_goodbye_only_a_close_is_asked() throws Exception {
        MethodologyConfig ci = method("critical_incident");
        for (String answer : List.of("No, I think that's everything. Thanks for having me.",
                "That's all from my side, really. Cheers.", "Thanks, bye!")) {
            String q = ask(ci, "deepen_narrative", "boiler", "incident", answer, answer,
                    List.of("Is there anything else about the boiler you'd like to add?"), List.of());
            assertThat(WrapUpQuestions.CLOSE).as(answer).contains(q);
        }
    }

    @Test
    void a_thread_that_ends_without_a_goodbye_is_not_a_close_yet() {
        assertThat(WrapUpQuestions.endsConversation("No, that's it for the boiler.", "What else happened?")).isFalse();
        assertThat(WrapUpQuestions.endsConversation("Thanks to my neighbour, it was fixed by Friday.",
                "What happened next?")).isFalse();
        assertThat(WrapUpQuestions.nothingMore("Honestly I think I've told you everything about the landlord."))
                .isTrue();
    }

    @Test
    void a_wrap_up_does_not_ask_for_a_lesson_or_an_ideal_already_given() throws Exception {
        MethodologyConfig ci = method("critical_incident");
        var s = ci.strategy("deepen_narrative").orElseThrow();
        List<org.interviewworkbench.engine.port.ConversationLine> lines = List.of(
                new org.interviewworkbench.engine.port.ConversationLine(7, org.interviewworkbench.engine.model.Speaker.USER,
                        "What I learned is to photograph the meter every time they come."),
                new org.interviewworkbench.engine.port.ConversationLine(8, org.interviewworkbench.engine.model.Speaker.USER,
                        "No, that's it."));
        for (long seed = 1; seed <= 6; seed++) {
            String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(ci, null, s, "meter", "incident",
                    "No, that's it.", lines, "", List.of(), List.of("What happened next?"), false, 0, seed, null, null,
                    List.of())).value();
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("learn")
                    .doesNotContainIgnoringCase("differently");
        }
        assertThat(WrapUpQuestions.of("options", false, true)).noneMatch(q -> q.contains("ideal"));
    }

    @Test
    void a_closing_strategy_does_not_ask_for_more_after_nothing_more() throws Exception {
        MethodologyConfig ci = method("critical_incident");
        String answer = "Nothing more, really.";
        var s = ci.strategy("validate").orElseThrow();
        String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(ci, null, s, null, null, answer,
                List.of(), "", List.of(), List.of("What did you take away from that?"), true, 0, 7, null, null,
                List.of())).value();
        assertThat(WrapUpQuestions.CLOSE).contains(q);
    }

    @Test
    void something_that_got_the_respondent_out_of_trouble_is_not_asked_about_as_a_bother() throws Exception {
        MethodologyConfig rg = method("repertory_grid");
        String answer = "When the landlord said the carpet was new, I still had the photos from the day we moved in. "
                + "Got us out of a real mess. So for me it's about having proof.";
        String q = ask(rg, "ladder_constructs", "photos", "opposite_pole",
                "I still had the photos from the day we moved in", answer, List.of(), TRANSPORT);
        assertThat(q).doesNotContainIgnoringCase("bother").doesNotContainIgnoringCase("cost")
                .doesNotContainIgnoringCase("frustrat");
        assertThat(Relief.of("the photos", "I kept the photos. They didn't help me at all.")).isFalse();
        assertThat(Relief.of("the photos", "I kept the photos. Thank goodness.")).isTrue();
    }

    @Test
    void a_lesson_is_followed_by_what_changed_not_by_what_happened_next() throws Exception {
        MethodologyConfig ci = method("critical_incident");
        String answer = "The lesson is, never pay a tradesman the full amount up front. Half before, half after.";
        String q = ask(ci, "deepen_narrative", "tradesman", "learning", answer, answer, List.of(), List.of());
        assertThat(q).doesNotContainIgnoringCase("from there").doesNotContainIgnoringCase("next")
                .containsAnyOf("differently", "changed");
    }

    @Test
    void a_habit_of_today_is_not_asked_where_things_went_from_there() throws Exception {
        MethodologyConfig ci = method("critical_incident");
        for (String answer : List.of("So now for anything electrical we only call the firm my brother uses.",
                "I've never booked with that company again, not once.")) {
            String q = ask(ci, "deepen_narrative", "firm", "behavior_change", answer, answer, List.of(), List.of());
            assertThat(q).as(answer).doesNotContainIgnoringCase("from there").doesNotContainIgnoringCase("next")
                    .doesNotContainIgnoringCase("right after");
        }
    }

    @Test
    void a_story_is_never_taken_backwards_by_a_plain_next_step_question() {
        for (FocusKind kind : FocusKind.values()) {
            assertThat(FocusFreeQuestions.of(QuestionComposer.Intent.NEXT_STEP, kind))
                    .noneMatch(q -> q.contains("just before that"));
        }
    }
}
