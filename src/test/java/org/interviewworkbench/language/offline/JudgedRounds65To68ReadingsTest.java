package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Stop 49, the readings behind the questions the judges of blind rounds 65-68 (and earlier jobs-to-be-done rounds)
 * marked "no" (the sentences here are the test's own): a feeling told in a clause is the emotional job, said back in
 * the second person; "I just want to feel ..." is an outcome sought; a sentence's opening pronoun is said back in
 * lower case; "That's the top of it for me." is a ladder's top; scores given to two parts of a journey say what they
 * rest on; "Gotta go, my bus is here.", "Thanks for this, God bless." and a departure before "Hope that helps!" end
 * the talk, and so does "Cheers bru." (round 72's verdicts); in a concept test, "if it's a subscription, I'm out" has told what would put them off.
 */
class JudgedRounds65To68ReadingsTest {

    @Test
    void a_feeling_told_now_is_asked_how_they_would_rather_feel() {
        assertThat(SwitchFeeling.variants("The nurse rushes you, the queue watches. Twenty years a teacher and in "
                + "there I feel useless."))
                .containsExactly("You said you feel useless. How would you like to feel instead?");
    }

    @Test
    void a_good_feeling_is_asked_why_it_mattered_in_their_tense_and_person() {
        assertThat(SwitchFeeling.variants("My boss read it out at the meeting, so I was quite proud, not gonna lie."))
                .containsExactly("You said you were quite proud. Why did that matter to you?");
        assertThat(SwitchFeeling.variants("Tick, tick, all green. It makes me feel like I have my act together."))
                .containsExactly("You said it makes you feel like you have your act together. Why does that matter "
                        + "to you?");
    }

    @Test
    void a_feeling_denied_given_as_a_reason_or_past_and_done_is_no_emotional_job() {
        assertThat(SwitchFeeling.variants("Honestly I don't feel stupid about it any more.")).isEmpty();
        assertThat(SwitchFeeling.variants("The timer works, because I am embarrassed to be seen idle.")).isEmpty();
        assertThat(SwitchFeeling.variants("The app crashed and I was so annoyed I deleted it.")).isEmpty();
        assertThat(SwitchFeeling.variants("I'm good, thanks. Mostly the bus.")).isEmpty();
    }

    @Test
    void an_outcome_sought_may_be_just_wanted_and_seen() {
        assertThat(SwitchMoves.wanted("Every Monday I'm unpacking like a tourist. I just want to feel at home here."))
                .isEqualTo("you want to feel at home here");
        assertThat(SwitchMoves.wanted("I want her to see me at the front, not stuck at the back."))
                .isEqualTo("you want her to see you at the front");
    }

    @Test
    void a_pronoun_that_opened_their_sentence_is_said_back_in_lower_case() {
        assertThat(SaidBack.lowered("It is the office printer")).isEqualTo("it is the office printer");
        assertThat(SaidBack.lowered("Priya sorts it out")).isEqualTo("Priya sorts it out");
        assertThat(SaidBack.lowered("I can do the maths")).isEqualTo("I can do the maths");
    }

    @Test
    void the_top_of_it_named_is_a_ladders_top() {
        assertThat(AnsweredRung.topReached("Looking after my own. That's the top of it for me.")).isTrue();
        assertThat(AnsweredRung.topReached("The shelf at the top of it is broken.")).isFalse();
    }

    @Test
    void scores_given_to_two_parts_say_what_the_score_rests_on() {
        assertThat(JourneyEnd.weighed("out of ten? seven. eight for the staff, four for the parking.")).isTrue();
        assertThat(JourneyEnd.weighed("seven.")).isFalse();
    }

    @Test
    void leaving_without_a_subject_god_bless_and_hope_that_helps_end_the_talk() {
        assertThat(Valediction.endsWith("Leeds probably. Gotta go, my train is in.")).isTrue();
        assertThat(Valediction.endsWith("I move in June. Thank you for this, God bless.")).isTrue();
        assertThat(Valediction.endsWith("A bar that goes down. Anyway I've gotta run, my shift starts at six. Hope "
                + "that helps!")).isTrue();
        assertThat(Valediction.endsWith("All of us have to go to the branch with ID to sign.")).isFalse();
        assertThat(Valediction.endsWith("The Engen on the corner, every time. Sharp. Cheers bru.")).as("round 72")
                .isTrue();
    }

    @Test
    void a_deal_breaker_named_tells_what_would_put_them_off() {
        assertThat(CoveredIntents.concernsTold(cardRequest("Sounds handy. But if it's a monthly subscription, no way, "
                + "I'm out."))).isTrue();
        assertThat(CoveredIntents.concernsTold(cardRequest("Sounds handy, I'd use it on Fridays."))).isFalse();
    }

    private static FollowUpRequest cardRequest(String last) {
        MethodologyConfig ct = Methodologies.load("concept_testing");
        return new FollowUpRequest(ct, Methodologies.concept("A football app", "Reactions to an app for pickup games"),
                ct.strategies().get(0), "app", null, last, List.of(), "", List.of(),
                List.of("What is your first reaction?"), false, 0, 1, last, last, List.of(), List.of(), List.of());
    }
}
