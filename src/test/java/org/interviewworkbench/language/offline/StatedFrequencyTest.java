package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, "asks what was just answered": a trouble the respondent said happens "always" or "twice a week" is not
 * asked how often it happens. Offline engine, a shipped methodology, sentences written for this test.
 */
class StatedFrequencyTest {


    @Test
    void a_frequency_already_said_is_not_asked_for() throws Exception {
        MethodologyConfig m = Methodologies.load("jobs_to_be_done");
        var s = m.strategy("uncover_obstacles").orElseThrow();
        for (String quote : List.of("somebody always leaves the hob covered in grease",
                "twice a week the lift is out of order")) {
            String answer = "The flat itself is fine. The annoying bit is that " + quote + ".";
            for (long seed = 1; seed <= 8; seed++) {
                String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, "hob", "pain_point",
                        answer, List.of(), "", List.of(), List.of("What makes the mornings hard?"), false, 0, seed,
                        quote, answer, List.of())).value();
                assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("how often");
            }
        }
    }

    @Test
    void a_clause_without_a_frequency_keeps_the_question() {
        List<String> asked = List.of("How often does that happen?", "What have you tried to do about that?");
        assertThat(StatedFrequency.without(asked, "the lift was out of order on Monday")).isEqualTo(asked);
        assertThat(StatedFrequency.without(asked, "the lift is out most mornings"))
                .containsExactly("What have you tried to do about that?");
    }
}
