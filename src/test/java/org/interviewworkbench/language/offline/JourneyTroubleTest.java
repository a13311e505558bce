package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.junit.jupiter.api.Test;

/**
 * Stop 37: a customer journey asks what was difficult at a touchpoint only when the answer said something was; a step
 * told with no trouble in it is walked on (how it felt, what happened next), and a grumble with no reason given is
 * asked what went wrong.
 */
class JourneyTroubleTest {

    private static final MethodologyConfig CJM = Methodologies.load("customer_journey_mapping");
    private static final Concept LIBRARY = Methodologies.concept("Joining a library",
            "How people experienced joining a public library");
    private static final String START = "I wanted to join the library after we moved, so I looked at their website.";

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    @Test
    void a_step_told_without_trouble_is_not_asked_what_was_difficult_about_it() {
        String plain = "Then an email came with a link, and I booked a slot for the Tuesday after.";
        List<String> walkOn = new ArrayList<>(JourneyWalk.AT_TOUCHPOINT.get(Intent.EMOTIONS));
        walkOn.addAll(JourneyWalk.AT_TOUCHPOINT.get(Intent.NEXT_STEP));
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("email", plain, List.of("Where did things go from there?"), seed);
            assertThat(q).as("seed %d", seed).isIn(walkOn).doesNotContainIgnoringCase("difficult")
                    .doesNotContainIgnoringCase("in the way").doesNotContainIgnoringCase("easier");
        }
    }

    @Test
    void a_step_whose_feeling_was_asked_just_before_goes_on_to_what_happened_next() {
        String plain = "Then an email came with a link, and I booked a slot for the Tuesday after.";
        String q = ask("email", plain, List.of("How were you feeling by then?"), 2);
        assertThat(q).isIn(JourneyWalk.AT_TOUCHPOINT.get(Intent.NEXT_STEP));
    }

    @Test
    void a_grumble_with_no_reason_is_asked_what_went_wrong() {
        assertThat(ask("booking app", "Then the booking app. Ugh.", List.of("What happened next?"), 1))
                .isIn(JourneyTrouble.GRUMBLED);
    }

    private String ask(String focus, String last, List<String> asked, long seed) {
        Strategy s = CJM.strategies().stream().filter(x -> "obstacles".equals(x.intent())).findFirst().orElseThrow();
        return engine.followUpQuestion(new FollowUpRequest(CJM, LIBRARY, s, focus, "touchpoint", last, List.of(), "",
                List.of(), asked, false, 0, seed, focus, null, List.of(), List.of(), List.of(START))).value();
    }
}
