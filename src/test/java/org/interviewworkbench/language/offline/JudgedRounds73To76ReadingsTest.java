package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Stop 51, the readings behind questions the judges of rounds 73-76 (and earlier rounds whose question the engine
 * still asks) marked "no" (the sentences here are the test's own): "That's the story really." ends a story; a
 * complaint of repetition taken back in the same breath is owed no apology; "Later, man." and "ingat" are goodbyes;
 * "No, is everything." says there is nothing more; a heart that dropped and "less scared" are feelings told; an answer
 * that tells its steps or how it ended is not asked what they did then; "God" is no option to compare.
 */
class JudgedRounds73To76ReadingsTest {

    @Test
    void the_story_closed_with_a_softener_is_closed() {
        assertThat(StoryCues.outcome(StoryCues.normal("Then we drove back. Nobody said a word. That's the story "
                + "really."))).isTrue();
        assertThat(StoryCues.outcome(StoryCues.normal("That's the story of my life, really, always late.")))
                .as("a saying, not an ending").isFalse();
    }

    @Test
    void a_complaint_taken_back_is_owed_no_apology() {
        assertThat(ToldAlready.complains("I already said, the price. No, I didn't, did I. It's forty a month."))
                .isFalse();
        assertThat(ToldAlready.complains("I already told you, I'm joking a little. The queue was the worst."))
                .isFalse();
        assertThat(ToldAlready.complains("I already said, the price. It's forty a month.")).isTrue();
    }

    @Test
    void later_and_ingat_take_leave() {
        assertThat(Valediction.endsWith("Being a good brother, that's it. Alright, I gotta go get my son from "
                + "practice. Later, man.")).isTrue();
        assertThat(Valediction.endsWith("Okay na? Sige, salamat po, ingat!")).isTrue();
        assertThat(Valediction.endsWith("I'll sort the rest of it out later.")).as("later as a time").isFalse();
    }

    @Test
    void no_and_everything_says_there_is_nothing_more() {
        assertThat(WrapUpQuestions.nothingMore("No, is everything. Only the login page is slow, but it works."))
                .isTrue();
        assertThat(WrapUpQuestions.nothingMore("No, I think this is all.")).isTrue();
        assertThat(WrapUpQuestions.nothingMore("The app is everything to me, I use it daily for work and home."))
                .isFalse();
    }

    @Test
    void a_feeling_shown_or_lessened_is_a_feeling_told() {
        assertThat(StoryCues.felt(StoryCues.normal("I got to the desk and my heart just dropped."))).isTrue();
        assertThat(StoryCues.felt(StoryCues.normal("The first class, I thought I'm going to die."))).isTrue();
        assertThat(StoryCues.felt(StoryCues.normal("My sister cried. Me also."))).isTrue();
        assertThat(StoryCues.felt(StoryCues.normal("The clerk dropped the form on the floor."))).isFalse();
        assertThat(AnsweredIntents.of("After that call I was less scared.")).contains(QuestionComposer.Intent.EMOTIONS);
    }

    @Test
    void steps_told_or_an_end_told_leave_nothing_to_ask_what_they_did_then() {
        assertThat(SwitchProbeFit.stepsTold("I changed the server, then another one, nothing. In the end I watched "
                + "it on my phone.")).isTrue();
        assertThat(SwitchProbeFit.stepsTold("I asked around, sat a floor down and worked on my laptop.")).isTrue();
        assertThat(SwitchProbeFit.stepsTold("Got a parking ticket on the Monday.")).isFalse();
    }

    @Test
    void an_exclamation_is_no_option() {
        List<String> answers = List.of("God, all of them. There's the app, the paper notes and the group chat.");
        assertThat(OptionShape.interjection("god", answers)).isTrue();
        assertThat(OptionShape.interjection("app", answers)).isFalse();
    }
}
