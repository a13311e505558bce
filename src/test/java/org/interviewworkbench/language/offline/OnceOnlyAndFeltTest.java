package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.engine.port.OpeningRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, stop 35: a topic that happens once in a life is not opened as a repeated thing; a feeling shown in any
 * form (crying, loving it, "so quick") is not asked for again; a time or a rhythm just given is not asked for again.
 */
class OnceOnlyAndFeltTest {

    private static final MethodologyConfig CJM = Methodologies.load("customer_journey_mapping");
    private static final Concept FLAT = Methodologies.concept("Renting a first flat",
            "How people experienced renting their first flat");
    private static final Concept BUS = Methodologies.concept("Taking the night bus",
            "How people experienced taking the night bus");
    private static final String START = "I saw an advert on a noticeboard at uni and rang the landlord that evening.";

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    @Test
    void a_once_only_topic_opens_by_thinking_back_never_with_the_last_time() {
        for (long seed = 0; seed < 6; seed++) {
            String q = engine.openingQuestion(new OpeningRequest(CJM, FLAT, seed)).value();
            assertThat(q).as("seed %d", seed).contains("renting your first flat") // the respondent's own, not "a first"
                    .doesNotContainIgnoringCase("last time").doesNotContainIgnoringCase("most recent")
                    .doesNotContainIgnoringCase("latest");
        }
        assertThat(engine.openingQuestion(new OpeningRequest(CJM, BUS, 1)).value()).contains("taking the night bus");
        assertThat(TopicWording.onceOnly("moving out for the first time")).isTrue();
        assertThat(TopicWording.onceOnly("learning first aid")).isFalse();
        assertThat(TopicWording.onceOnly("taking the night bus")).isFalse();
        assertThat(TopicWording.addressed("buying an first car")).isEqualTo("buying your first car");
        assertThat(TopicWording.addressed("giving blood for the first time")).isEqualTo("giving blood for the first time");
    }

    @Test
    void a_feeling_shown_by_tears_a_liking_or_a_strengthened_judgement_is_not_asked_again() {
        List<String> shown = List.of("The boiler broke in week one. I almost cried, to be honest.",
                "It's been grand since. Now I really love it there.",
                "Signing the lease took ten minutes. That was honestly so quick.");
        for (String answer : shown) {
            for (long seed = 0; seed < 4; seed++) {
                assertThat(ask("emotions", answer, seed)).as("%s, seed %d", answer, seed)
                        .doesNotContainIgnoringCase("feel").doesNotContainIgnoringCase("emotion");
            }
        }
        assertThat(StoryCues.felt("I went there so I could see it first.")).isFalse();
        assertThat(StoryCues.felt("I did cry a bit, in the car.")).isTrue();
    }

    @Test
    void a_rhythm_or_a_day_just_given_is_the_context_already() {
        assertThat(AnsweredIntents.of("I do the big shop every two weeks, because the fridge is tiny."))
                .contains(Intent.CONTEXT);
        assertThat(AnsweredIntents.of("Last Tuesday, in the kitchen, after the kids were in bed."))
                .contains(Intent.CONTEXT);
        assertThat(AnsweredIntents.of("The last thing I want is another bill.")).doesNotContain(Intent.CONTEXT);
    }

    @Test
    void a_situation_told_with_its_reason_is_followed_by_what_else_they_tried_not_asked_again() {
        MethodologyConfig jtbd = Methodologies.load("jobs_to_be_done");
        Concept lunches = Methodologies.concept("Packing school lunches", "What people try to get done packing lunches");
        Strategy context = jtbd.strategies().stream().filter(x -> "context".equals(x.intent())).findFirst()
                .orElseThrow();
        String told = "Last Monday, at the kitchen counter at six, like every school day. I make them the night before "
                + "because mornings are chaos.";
        for (long seed = 0; seed < 4; seed++) {
            String q = engine.followUpQuestion(new FollowUpRequest(jtbd, lunches, context, "kitchen counter", "situation",
                    told, List.of(), "", List.of(), List.of("What was going on the last time?"), false, 0, seed,
                    "at the kitchen counter", told, List.of(), List.of(), List.of())).value();
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("situations")
                    .doesNotContainIgnoringCase("when and where").doesNotContainIgnoringCase("last time");
        }
    }

    @Test
    void a_journey_step_that_ended_in_tears_goes_on_to_what_they_did_and_a_journey_told_to_now_looks_back() {
        String tears = "The deposit never came back and the agent stopped answering. I nearly cried on the phone.";
        for (long seed = 0; seed < 4; seed++) {
            assertThat(ask("emotions", tears, seed)).as("seed %d", seed).doesNotContainIgnoringCase("feel")
                    .doesNotContainIgnoringCase("harder");
        }
        String now = "It's been fine since, the new landlord is decent. Now I kind of love the place.";
        for (long seed = 0; seed < 4; seed++) {
            assertThat(ask("emotions", now, seed)).as("seed %d", seed).doesNotContainIgnoringCase("feel")
                    .isNotEqualTo("What happened next?");
        }
    }

    private String ask(String intent, String last, long seed) {
        Strategy s = CJM.strategies().stream().filter(x -> intent.equals(x.intent())).findFirst().orElseThrow();
        return engine.followUpQuestion(new FollowUpRequest(CJM, FLAT, s, "landlord", "touchpoint", last, List.of(), "",
                List.of(), List.of("What happened next?"), false, 0, seed, null, null, List.of(), List.of(),
                List.of(START))).value();
    }
}
