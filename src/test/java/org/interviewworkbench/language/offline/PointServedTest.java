package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Means-end chain: a ladder climbs from the respondent's point, not from an example that illustrates it ("Pine, or
 * mint.") nor from a habit conceded before "but". Sentences written for this test.
 */
class PointServedTest {

    private static final String EXAMPLES = "The taste, sure, but nothing sweet. Pine, or mint. The local ones are "
            + "gentle, you hardly notice them after a minute. The big brands I find harsh.";
    private static final String CONCESSION = "Fresh bread costs more than the sliced loaf, so occasionally I get the "
            + "sliced one, but it goes stale in two days.";

    private String ask(String label, String quote, String answer) throws Exception {
        MethodologyConfig m = Methodologies.load("means_end_chain");
        var s = m.strategy("deepen").orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, label, "attribute",
                answer, List.of(), "", List.of(), List.of("What else plays a role for you?"), false, 0, 3L, quote,
                answer, List.of())).value();
    }

    @Test
    void examples_after_an_attribute_are_laddered_from_the_attribute_clause() throws Exception {
        assertThat(PointServed.clause(EngineHolder.NLP, EXAMPLES, "Pine")).isEqualTo("The local ones are gentle");
        String q = ask("pine", "Pine", EXAMPLES);
        assertThat(q).containsIgnoringCase("the local ones are gentle").doesNotContainIgnoringCase("pine");
    }

    @Test
    void a_habit_conceded_before_but_is_not_climbed_from() throws Exception {
        assertThat(PointServed.clause(EngineHolder.NLP, CONCESSION, "occasionally I get the sliced one"))
                .isEqualTo("it goes stale in two days");
        String q = ask("get sliced one", "occasionally I get the sliced one", CONCESSION);
        assertThat(q).containsIgnoringCase("goes stale").doesNotContainIgnoringCase("What does that do for you");
    }

    @Test
    void a_sentence_with_a_verb_or_an_unhedged_but_keeps_its_focus() {
        assertThat(PointServed.clause(EngineHolder.NLP, "It smells nice. I like pine, or mint.", "pine")).isNull();
        assertThat(PointServed.clause(EngineHolder.NLP, "I get the sliced one, but it goes stale.",
                "I get the sliced one")).isNull();
        assertThat(PointServed.clause(EngineHolder.NLP, "Pine, or mint. Nothing else.", "Pine")).isNull();
    }
}
