package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.junit.jupiter.api.Test;

/**
 * Stop 48's second pass, the readings behind the questions the judges of blind rounds 57-60 marked "no" (the
 * sentences here are the test's own): an interjection ("Eish.") and a name the opening listed are no difference
 * between options, while a noun said alone ("Cost.") is one; "the man that finally picked said ..." is a step,
 * "Story ends there basically" and "Finished about five." end a story; "a bit put off" and "I started to relax" tell
 * a feeling; a particle of speech ("lah") is no part of a label; a verb of placing with nothing placed is not said
 * back; and, from round 63's verdicts, "That's all I want." tells what they want, it ends nothing, while "I'll have
 * to go, ... Best of luck with it, love." ends the talk.
 */
class JudgedRounds57To60ReadingsTest {

    private static final MethodologyConfig GRID = Methodologies.load("repertory_grid");
    private static final Concept APPS = Methodologies.concept("Running apps", "How runners choose apps");

    @Test
    void an_interjection_or_a_listed_option_is_no_difference_between_options() {
        FollowUpRequest request = request("Eish. Posting slow runs when your mates are fast, no thanks.",
                List.of("I've used Strava, Garmin, Nike Run Club. Runna for a bit."));
        assertThat(OptionShape.noDimension("eish", request)).isTrue();
        assertThat(OptionShape.noDimension("garmin", request)).isTrue();
        assertThat(OptionShape.noDimension("slow runs", request)).isFalse();
        assertThat(OptionShape.noDimension("cost", request("Cost. Heating the whole house is nuts.",
                List.of("The furnace, the wood stove, a space heater.")))).isFalse();
        FollowUpRequest plain = request("Cheap. That's the whole thing.", List.of("Cheap ones, mostly Decathlon."));
        assertThat(OptionShape.noDimension("cheap", plain)).as("a capital only because it opens a sentence")
                .isFalse();
    }

    @Test
    void someone_picking_up_is_a_step_and_a_story_ended_in_words_is_ended() {
        assertThat(StoryCues.outcome(StoryCues.normal("An hour on hold. The man that finally picked said wait a "
                + "day."))).isFalse();
        assertThat(StoryCues.outcome(StoryCues.normal("We got to Vienna late. Story ends there basically."))).isTrue();
        assertThat(StoryCues.outcome(StoryCues.normal("Got the shelves up Sunday. Finished about five."))).isTrue();
    }

    @Test
    void a_feeling_as_it_came_on_is_told() {
        assertThat(AnsweredIntents.of("The room was full of twenty-year-olds, I was a bit put off already."))
                .contains(Intent.EMOTIONS);
        assertThat(AnsweredIntents.of("The instructor was calm, that's where I started to relax."))
                .contains(Intent.EMOTIONS);
        assertThat(AnsweredIntents.of("The instructor put off the lesson to Friday.")).doesNotContain(Intent.EMOTIONS);
    }

    @Test
    void a_particle_of_speech_is_no_part_of_a_label() {
        assertThat(LabelCleaner.cleanLabel("the reward lah", "")).doesNotContain("lah");
    }

    @Test
    void a_verb_of_placing_with_nothing_placed_is_not_said_back() {
        SayableClause clause = new SayableClause(EngineHolder.NLP);
        assertThat(clause.sayable("you can put in the compost bin")).isFalse();
        assertThat(clause.sayable("you can put it in the compost bin")).isTrue();
    }

    @Test
    void all_they_want_told_is_no_end_of_the_talk() {
        String asked = "What would doing it really well look like for you?";
        assertThat(WrapUpQuestions.endsConversation("A full night's sleep without the phone on. That's all I want.",
                asked)).isFalse();
        assertThat(WrapUpQuestions.endsConversation("No, that's all. Thank you.", asked)).isTrue();
        assertThat(Valediction.endsWith("Listen, I'll have to go, the tea trolley is coming round. Best of luck with "
                + "it, love.")).isTrue();
    }

    private static FollowUpRequest request(String last, List<String> earlier) {
        return new FollowUpRequest(GRID, APPS, GRID.strategies().get(0), "focus", null, last, List.of(), "",
                List.of(), List.of("Thinking about running apps, which ones have you considered?"), false, 0, 1, null,
                null, List.of(), List.of(), earlier);
    }
}
