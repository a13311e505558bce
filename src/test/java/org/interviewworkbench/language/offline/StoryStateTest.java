package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Stop 40: the state of the story decides which questions fit. An incident whose outcome is still pending ("the
 * council, nothing, an automated email") is not looked back on; a sentence told without its subject that acts on the
 * speaker ("Cost me €240") is no advice that would end the story; a payment of an amount by the other side ("then they
 * paid €180") is the outcome; and a phase told as a habit ("every morning") is asked about as a stretch, never as
 * "that moment"; a state said back ("You said you can't see a pothole under a puddle.") is no point to ask what
 * happened next from.
 */
class StoryStateTest {

    private static final MethodologyConfig CI = Methodologies.load("critical_incident");
    private static final MethodologyConfig CJM = Methodologies.load("customer_journey_mapping");
    private static final Concept ROAD = Methodologies.concept("Reporting road damage",
            "How people report road damage to the council");
    private static final Concept PHYSIO = Methodologies.concept("Getting physiotherapy",
            "How people get physiotherapy for an injury");
    private static final List<String> STORY = List.of(
            "It was February, I hit a pothole on the way to work and the tyre burst.",
            "I rang the breakdown service first, then reported it on the council's website.");

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    @Test
    void a_story_without_its_outcome_is_not_looked_back_on() {
        String pending = "The mechanic came after an hour and put the spare on. Cost me €240 for the tyre. The council,"
                + " nothing. An automated email. Three weeks later the hole was still there.";
        for (long seed = 0; seed < 6; seed++) {
            for (String intent : List.of("next_step", "learning", "cause")) {
                String q = ask(CI, ROAD, intent, STORY, pending, List.of("What happened?", "What happened next?"), seed);
                assertThat(q).as("seed %d, %s", seed, intent).doesNotContainIgnoringCase("differently")
                        .doesNotContainIgnoringCase("another time").doesNotContainIgnoringCase("anything else")
                        .doesNotContainIgnoringCase("take away").doesNotContainIgnoringCase("learn");
            }
        }
    }

    @Test
    void a_payment_of_an_amount_ends_the_story_so_it_is_not_walked_on() {
        List<String> earlier = List.of(STORY.get(0), STORY.get(1),
                "So I wrote them a formal letter with the receipts and photos.");
        String paid = "Took four months. And then they paid €180, said the rest was wear and tear.";
        for (long seed = 0; seed < 6; seed++) {
            String q = ask(CI, ROAD, "next_step", earlier, paid,
                    List.of("What happened?", "What happened next?", "And then what happened?"), seed);
            assertThat(q).as("seed %d", seed).isNotIn(StoryNotEnded.CARRY_ON);
        }
        assertThat(StoryCues.outcome(StoryCues.normal(paid))).isTrue();
        assertThat(StoryCues.outcome(StoryCues.normal("They paid for the parking themselves."))).isFalse();
    }

    @Test
    void a_sentence_acting_on_the_speaker_is_no_advice_but_an_imperative_for_anyone_is() {
        StoryCues cues = new StoryCues(EngineHolder.NLP);
        assertThat(cues.advises("Cost me €240 for the tyre and the rim.")).isFalse();
        assertThat(cues.advises("Put it in writing. And keep every receipt.")).isTrue();
    }

    @Test
    void a_phase_told_as_a_habit_is_asked_about_as_a_stretch_not_a_moment() {
        String habit = "Then the exercises. She put them in an app. But it was good, it pinged me at 6 every morning.";
        String single = "Then one morning I reached up and got a plate off the top shelf without thinking.";
        FollowUpRequest onHabit = request(CJM, PHYSIO, "emotions", List.of("It started in March."), habit,
                List.of("What happened next?"), 0);
        FollowUpRequest onMoment = request(CJM, PHYSIO, "emotions", List.of("It started in March."), single,
                List.of("What happened next?"), 0);
        assertThat(PhaseNotMoment.revise(onHabit, "What was the strongest feeling in that moment?"))
                .isEqualTo("What was the strongest feeling during that stretch?");
        assertThat(PhaseNotMoment.revise(onHabit, "How did you feel at that point?"))
                .isEqualTo("How did you feel during that stretch?");
        assertThat(PhaseNotMoment.revise(onMoment, "What was the strongest feeling in that moment?"))
                .isEqualTo("What was the strongest feeling in that moment?");
        for (long seed = 0; seed < 6; seed++) {
            assertThat(ask(CJM, PHYSIO, "emotions", List.of("It started in March."), habit,
                    List.of("What happened next?"), seed)).as("seed %d", seed)
                    .doesNotContainIgnoringCase("that moment").doesNotContainIgnoringCase("that point");
        }
    }

    @Test
    void a_state_said_back_gives_no_point_to_go_on_from_but_an_event_does() {
        FollowUpRequest r = request(CI, ROAD, "next_step", STORY, "Raging. But you can't see a pothole under a puddle.",
                List.of("What happened?", "What happened next?"), 0);
        assertThat(EventAnchor.revise(EngineHolder.NLP, r,
                "You said you can't see a pothole under a puddle. What was the next thing that happened?"))
                .isEqualTo("What was the next thing that happened?");
        assertThat(EventAnchor.revise(EngineHolder.NLP, r, "You said the fabric is delayed. What did you do right after that?"))
                .isEqualTo("What did you do right after that?");
        assertThat(EventAnchor.revise(EngineHolder.NLP, r,
                "You said you rang your normal vet. What did you do right after that?"))
                .isEqualTo("You said you rang your normal vet. What did you do right after that?");
        assertThat(EventAnchor.revise(EngineHolder.NLP, r, "You said you can't see it. Why do you think that is?"))
                .as("only a carry-on question loses its echo")
                .isEqualTo("You said you can't see it. Why do you think that is?");
    }

    private String ask(MethodologyConfig m, Concept c, String intent, List<String> earlier, String last,
            List<String> asked, long seed) {
        return engine.followUpQuestion(request(m, c, intent, earlier, last, asked, seed)).value();
    }

    private static FollowUpRequest request(MethodologyConfig m, Concept c, String intent, List<String> earlier,
            String last, List<String> asked, long seed) {
        Strategy s = m.strategies().stream().filter(x -> intent.equals(x.intent())).findFirst()
                .orElse(m.strategies().get(0));
        return new FollowUpRequest(m, c, s, "it", "incident", last, List.of(), "", List.of(), asked, false, 0, seed,
                "it", null, List.of(), List.of(), earlier);
    }
}
