package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: once the respondent has confirmed a summary check, the summary strategy does not ask for the same
 * summary again in other words; it steps back to the whole topic. A summary the respondent adds to or corrects is
 * not closed.
 */
class ConfirmedSummaryTest {

    private static final MethodologyConfig MEC = Methodologies.load("means_end_chain");
    private static final Concept BIKE = Methodologies.concept("A folding bike", "Why people choose a folding bike");
    private static final List<String> CHECKS = List.of(
            "Let me check: we've talked about the light frame and the train commute. Is anything missing?",
            "So far I've heard about the light frame. Did I get that right?",
            "Does my understanding of the light frame and the train commute match how you see it?");

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    @Test
    void a_confirmed_summary_is_not_asked_for_again() {
        Strategy reflect = reflect();
        for (String check : CHECKS) {
            for (String answer : List.of("Yes, that's about right.", "Pretty much.", "Exactly.",
                    "Seriously, yeah, that sums it up.")) {
                for (long seed = 0; seed < 4; seed++) {
                    String q = ask(reflect, check, answer, seed);
                    assertThat(q).as("%s / %s, seed %d", check, answer, seed)
                            .isIn(WrapUpQuestions.of("experience").stream().map(VariantChooser::finish)
                                    .map(w -> w.replace("{t}", "a folding bike")).toList());
                    assertThat(SummaryCheck.asksToConfirm(q)).as(q).isFalse();
                }
            }
        }
    }

    @Test
    void a_summary_the_respondent_adds_to_or_corrects_stays_open() {
        assertThat(SummaryCheck.confirms("Mostly, yes. One thing I'd add is that it fits under my desk.",
                CHECKS.get(0))).isFalse();
        assertThat(SummaryCheck.confirms("Not quite, the commute is by bus.", CHECKS.get(1))).isFalse();
        assertThat(SummaryCheck.confirms("Yes.", CHECKS.get(0))).as("'yes' to 'is anything missing?'").isFalse();
        assertThat(SummaryCheck.confirms("Yes.", CHECKS.get(1))).isTrue();
        assertThat(SummaryCheck.asksToConfirm("What does that give you, in the end?")).isFalse();
        Strategy reflect = reflect();
        for (long seed = 0; seed < 4; seed++) {
            String q = ask(reflect, CHECKS.get(1), "Not quite, the commute is by bus.", seed);
            assertThat(q).as("seed %d", seed).isNotIn(WrapUpQuestions.of("experience"));
        }
    }

    private String ask(Strategy reflect, String check, String answer, long seed) {
        return engine.followUpQuestion(new FollowUpRequest(MEC, BIKE, reflect, "what we've discussed", null, answer,
                List.of(), "", List.of(), List.of("What does the light frame give you?", check), false, 0, seed))
                .value();
    }

    private static Strategy reflect() {
        return MEC.strategies().stream().filter(s -> "reflect".equals(s.intent())).findFirst()
                .orElseThrow(() -> new AssertionError("means-end chain has no reflect strategy"));
    }
}
