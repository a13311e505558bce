package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: a repertory grid ladders a pole whatever its valence ("why does that matter to you?"); what they do
 * about it, what it costs them or what happened next are no grid questions (judged usable 2 of 9, 0 of 4 and 1 of 6
 * in the blind rounds). Other methods keep wording a trouble as a trouble.
 */
class GridLadderKindTest {

    private static final MethodologyConfig GRID = Methodologies.load("repertory_grid");
    private static final MethodologyConfig JTBD = Methodologies.load("jobs_to_be_done");

    @Test
    void a_trouble_in_a_grid_is_laddered_like_any_pole() {
        FocusKind kind = MethodFit.kind(GRID, FocusKind.NEGATIVE, null);
        assertThat(FocusFreeQuestions.of(Intent.DEEPEN, kind))
                .doesNotContain("What do you do about that?", "What does that cost you?", "How does that affect you?");
        assertThat(MethodFit.kind(GRID, FocusKind.EVENT, null)).isEqualTo(FocusKind.POSITIVE);
        assertThat(MethodFit.kind(JTBD, FocusKind.NEGATIVE, null)).isEqualTo(FocusKind.NEGATIVE);
    }
}
