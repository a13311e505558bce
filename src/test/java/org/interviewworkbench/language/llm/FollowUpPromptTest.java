package org.interviewworkbench.language.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: the LLM question prompt gets what the offline wording uses: the focus's type, the respondent's own words
 * for it and what to ask about that kind of focus (a pain is never asked about as a benefit).
 */
class FollowUpPromptTest {

    @Test
    void a_pain_focus_comes_with_the_respondents_words_and_the_pain_guidance() {
        FollowUpRequest base = Fixtures.followUpRequest();
        FollowUpRequest pain = new FollowUpRequest(base.methodology(), base.concept(), base.strategy(), "high price",
                "attribute", "It's too expensive for what it is.", base.recentTurns(), base.graphSummary(),
                base.activeSignals(), List.of(), false, 0, 7L, "It's too expensive for what it is.",
                "It's too expensive for what it is.");
        String user = new Prompts().followUp(pain).user();
        assertThat(user).contains("Focus concept: high price", "Focus type: attribute",
                "The respondent's own words for it: \"It's too expensive for what it is.\"",
                "ask what it costs them or what they did about it");
        String plain = new Prompts().followUp(base).user();
        assertThat(plain).contains("Ask why the focus matters to them").doesNotContain("what it costs them");
    }

    @Test
    void a_grid_comparison_names_the_respondents_options_for_a_triad() {
        var grid = new org.interviewworkbench.methodology.MethodologyLoader(
                org.interviewworkbench.engine.signal.SignalCatalog.standard())
                .loadValid(java.nio.file.Path.of("methodologies", "repertory_grid.yaml"));
        var compare = grid.strategies().stream().filter(s -> "compare".equals(s.intent())).findFirst().orElseThrow();
        FollowUpRequest base = Fixtures.followUpRequest();
        FollowUpRequest triad = new FollowUpRequest(grid, base.concept(), compare, "Brompton", "element",
                "I looked at a Brompton, a road bike and a hybrid.", base.recentTurns(), base.graphSummary(),
                base.activeSignals(), List.of(), false, 0, 7L, "a Brompton", null,
                List.of("Brompton", "road bike", "hybrid"));
        assertThat(new Prompts().followUp(triad).user()).contains("Options the respondent named: Brompton; road bike;"
                + " hybrid", "two are alike and different from the third");
        assertThat(new Prompts().followUp(base).user()).doesNotContain("Options the respondent named");
    }
}
