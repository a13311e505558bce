package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Stop 37: once the respondent has said what brought the incident on ("Me. Hurrying."), a critical incident interview
 * takes it and moves on (the story, or the lesson once it has ended); it never asks what caused one of the reasons.
 */
class AttributionTest {

    private static final MethodologyConfig CI = Methodologies.load("critical_incident");
    private static final Concept PAYING = Methodologies.concept("Paying by phone",
            "How people experienced paying someone by phone");
    private static final String START = "I sent the rent to the wrong number last spring, one digit off.";
    private static final String END = "Two days later the money came back, all of it.";
    private static final String FELT = "Relieved. But also I felt stupid.";
    private static final String MINE = "Me. Hurrying. And the screen is small, and my eyes are not what they were.";

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    @Test
    void money_that_came_back_ends_the_incident() {
        assertThat(StoryCoverage.of(List.of(START), END, List.of()).told()).contains(StoryCoverage.Part.OUTCOME);
    }

    @Test
    void a_cause_given_after_the_end_is_followed_by_the_lesson_not_asked_for_again() {
        for (long seed = 0; seed < 4; seed++) {
            String q = ask(List.of(START, END, FELT), MINE, "What was it that made you feel like that?", seed);
            assertThat(q).as("seed %d", seed)
                    .matches(x -> StoryCoverage.TAKE_AWAY.contains(x) || StoryCoverage.differently(x));
        }
    }

    @Test
    void a_cause_given_mid_story_is_followed_by_the_story_not_by_another_why() {
        String reason = "The queue was forty people long, all from the same flight.";
        for (long seed = 0; seed < 4; seed++) {
            String q = ask(List.of(START), reason, "What led up to that?", seed);
            assertThat(q).as("seed %d", seed).isIn(StoryCoverage.ON_WITH_IT);
        }
    }

    @Test
    void not_knowing_or_a_question_back_is_no_attribution() {
        assertThat(Attribution.given(List.of("Why do you think that happened?"), "No idea, honestly.")).isFalse();
        assertThat(Attribution.given(List.of("What led up to that?"), "What do you mean?")).isFalse();
        assertThat(Attribution.given(List.of("What happened next?"), MINE)).isFalse();
        assertThat(Attribution.given(List.of("What led up to that?"), MINE)).isTrue();
    }

    private static List<String> concat(List<String> a, List<String> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }

    private String ask(List<String> earlier, String last, String asked, long seed) {
        Strategy s = CI.strategies().stream().filter(x -> "cause".equals(x.intent())).findFirst().orElseThrow();
        return engine.followUpQuestion(new FollowUpRequest(CI, PAYING, s, "small screen", "incident", last, List.of(),
                "", List.of(), List.of("What happened?", asked), false, 0, seed, "the screen is small", null, List.of(),
                List.of(), earlier)).value();
    }
}
