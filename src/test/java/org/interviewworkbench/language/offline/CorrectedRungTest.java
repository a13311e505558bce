package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A ladder climbs from what the respondent put in place of a denied rung ("it's not the noise really, it's the lack
 * of sleep"), never from the denial. Sentences written for this test.
 */
class CorrectedRungTest {

    private static String ladder(String label, String quote, String answer, long seed) {
        return LadderTurns.ladder(label, quote, answer, seed);
    }

    @Test
    void what_replaced_the_denied_rung_is_read() {
        String answer = "A quiet fan means I sleep through. So it's not the noise really, it's the lack of sleep.";
        assertThat(CorrectedRung.replacement(answer, "it's not the noise really", "noise"))
                .isEqualTo("it's the lack of sleep");
        assertThat(CorrectedRung.replacement("It's not the price but the taste, for me.", null, "price"))
                .isEqualTo("it's the taste");
        assertThat(CorrectedRung.replacement("It's not about the noise, it's more that I can't sleep.", null, "noise"))
                .isEqualTo("i can't sleep");
        assertThat(CorrectedRung.replacement("The noise is not great, but I sleep fine.", "noise", "noise")).isNull();
        assertThat(CorrectedRung.replacement("I'm not sure, but the noise bothers me.", "noise", "noise")).isNull();
    }

    @Test
    void the_ladder_climbs_from_the_replacement_not_the_denial() throws Exception {
        String answer = "A quiet fan means I sleep through. So it's not the noise really, it's the lack of sleep.";
        for (long seed = 1; seed <= 4; seed++) {
            String q = ladder("noise", "it's not the noise really", answer, seed);
            assertThat(q).contains("lack of sleep").doesNotContain("not the noise");
        }
    }
}
