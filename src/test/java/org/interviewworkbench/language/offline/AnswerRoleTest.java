package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.interviewworkbench.language.offline.TypeClassifier.Cue;
import org.junit.jupiter.api.Test;

/** The closed English cues of {@link AnswerRole}, on sentences written for this test. */
class AnswerRoleTest {

    @Test
    void wishes_are_read_from_wish_frames_and_requests_to_the_provider() {
        for (String s : List.of("I wish the pharmacy opened on Sundays",
                "If only the forms were shorter",
                "I'd like them to ring before they turn up",
                "We would love it if the school sent one newsletter a week",
                "It would be really helpful if the bank kept the same advisor",
                "Honestly, just email me the receipt",
                "Please send us a reminder the day before",
                "Call me first, don't just turn up",
                "They should put the timetable online",
                "I wanted someone to explain the bill",
                "Oh, and fix the lift in the car park",
                "Also, sort the booking page out")) {
            assertThat(AnswerRole.of(s)).as(s).isEqualTo(AnswerRole.WISH);
        }
    }

    @Test
    void statements_of_fact_and_thinking_aloud_are_not_wishes() {
        for (String s : List.of("Let me think about that for a second",
                "I call my sister most evenings",
                "They sent a letter after two weeks",
                "The nurse told me to wait outside",
                "I should have checked the date myself",
                "Fixed the tap myself in the end",
                "Sorted it out with the landlord on Monday")) {
            assertThat(AnswerRole.of(s)).as(s).isNotEqualTo(AnswerRole.WISH);
        }
    }

    @Test
    void verdicts_sum_the_experience_up() {
        for (String s : List.of("Mixed.", "Mixed feelings, really", "It was worth it in the end",
                "Not worth it", "Worth every penny", "I'd book that hotel again", "We wouldn't go there again",
                "I would recommend it to friends", "Never again", "All in all a good day", "No regrets")) {
            assertThat(AnswerRole.of(s)).as(s).isEqualTo(AnswerRole.VERDICT);
        }
        assertThat(AnswerRole.of("The mixer in the kitchen broke")).isEqualTo(AnswerRole.NONE);
    }

    @Test
    void complaints_are_read_unless_negated_or_lessened() {
        for (String s : List.of("Having to queue twice is embarrassing", "the worst part was the paperwork",
                "It's so annoying when the app logs you out", "Booking a slot is a real hassle",
                "I'm fed up with chasing them", "what bugs me is the hold music", "The parking fee is a rip-off")) {
            assertThat(AnswerRole.of(s)).as(s).isEqualTo(AnswerRole.COMPLAINT);
        }
        for (String s : List.of("It's not that annoying really", "The form wasn't a hassle at all",
                "The staff were friendly")) {
            assertThat(AnswerRole.of(s)).as(s).isEqualTo(AnswerRole.NONE);
        }
    }

    @Test
    void a_wish_wins_over_a_complaint_it_contains() {
        assertThat(AnswerRole.of("I wish signing in wasn't so annoying")).isEqualTo(AnswerRole.WISH);
    }

    @Test
    void bare_amounts_and_prices_are_recognised_and_phrases_with_content_are_not() {
        for (String s : List.of("about forty quid", "two hundred dollars a month", "sixty grand-ish",
                "£30 a week", "roughly ninety thousand rand", "€120", "12 percent", "a few hundred euros")) {
            assertThat(AnswerRole.bareAmount(s)).as(s).isTrue();
        }
        for (String s : List.of("forty minutes", "two kids", "the monthly fee", "cheap flights",
                "forty quid for a haircut", "three", "the price")) {
            assertThat(AnswerRole.bareAmount(s)).as(s).isFalse();
        }
    }

    @Test
    void a_bare_amount_is_never_kept_as_a_concept_label() {
        assertThat(LabelCleaner.keep("twenty grand-ish", "")).isFalse();
        assertThat(LabelCleaner.keep("fifty euros a month", "")).isFalse();
        assertThat(LabelCleaner.keep("fee for late payment", "")).isTrue();
    }

    @Test
    void roles_add_typing_cues_that_match_fitting_node_types() {
        Map<Cue, Integer> wish = new EnumMap<>(Cue.class);
        AnswerRole.WISH.addCues(wish);
        assertThat(wish).containsEntry(Cue.EXPECTATION, 2).containsKey(Cue.GAIN);
        Map<Cue, Integer> complaint = new EnumMap<>(Cue.class);
        AnswerRole.COMPLAINT.addCues(complaint);
        assertThat(complaint).containsEntry(Cue.PAIN, 2);
        Map<Cue, Integer> none = new EnumMap<>(Cue.class);
        AnswerRole.NONE.addCues(none);
        assertThat(none).isEmpty();
    }

    @Test
    void a_wish_is_asked_what_it_would_change_and_never_what_happened_before_it() {
        for (Intent intent : List.of(Intent.NEXT_STEP, Intent.DEEPEN, Intent.CONTEXT, Intent.CAUSE, Intent.STORY,
                Intent.EMOTIONS, Intent.OBSTACLES)) {
            List<String> qs = AnswerRole.WISH.questions(intent, FocusKind.EVENT);
            assertThat(qs).as(intent.name()).isNotEmpty()
                    .noneMatch(q -> q.contains("happened") || q.contains("before") || q.contains("get out of"));
        }
        assertThat(AnswerRole.WISH.questions(Intent.DEEPEN, FocusKind.POSITIVE))
                .contains("What would that change for you?");
    }

    @Test
    void a_verdict_is_asked_what_tipped_it_and_a_complaint_what_it_costs() {
        assertThat(AnswerRole.VERDICT.questions(Intent.DEEPEN, FocusKind.POSITIVE))
                .contains("What tipped it one way or the other for you?");
        assertThat(AnswerRole.COMPLAINT.questions(Intent.DEEPEN, FocusKind.POSITIVE))
                .isEqualTo(FocusFreeQuestions.of(Intent.DEEPEN, FocusKind.NEGATIVE))
                .noneMatch(q -> q.contains("get out of") || q.contains("give you"));
    }

    @Test
    void a_complaint_in_the_quote_makes_the_focus_negative() {
        assertThat(FocusKind.of("attribute", "the tiny changing room", "the tiny changing room is embarrassing"))
                .isEqualTo(FocusKind.NEGATIVE);
        assertThat(FocusKind.of("attribute", "the changing room", "the changing room is fine")).isEqualTo(
                FocusKind.POSITIVE);
    }

    @Test
    void a_short_focus_takes_the_role_of_its_sentence_or_the_next_and_an_answer_that_of_its_first_role() {
        String answer = "Emails. Just email me when the part arrives. And refund the deposit, honestly.";
        assertThat(AnswerRole.around("Emails", answer)).isEqualTo(AnswerRole.WISH);
        assertThat(AnswerRole.around("the part", "The part came late. It was fine after that.")).isEqualTo(
                AnswerRole.NONE);
        assertThat(AnswerRole.around("the queue moved", "Mixed. The queue moved fast enough. Just add more chairs."))
                .as("a whole sentence keeps its own role").isEqualTo(AnswerRole.NONE);
        assertThat(AnswerRole.ofAnswer("Mixed. We'd stay there again, probably. Just clean the pool."))
                .isEqualTo(AnswerRole.VERDICT);
        assertThat(AnswerRole.pointedAt(AnswerRole.NONE, true, "Not worth it. The room was tiny."))
                .isEqualTo(AnswerRole.VERDICT);
        assertThat(AnswerRole.pointedAt(AnswerRole.COMPLAINT, false, "The staff were kind.")).isEqualTo(
                AnswerRole.NONE);
    }
}
