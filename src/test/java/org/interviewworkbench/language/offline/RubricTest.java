package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.port.RatingRequest;
import org.interviewworkbench.engine.port.RubricScores;
import org.junit.jupiter.api.Test;

class RubricTest {

    private static final List<String> ALL = List.of("response_depth", "specificity", "certainty",
            "hedging_language", "emotional_valence", "engagement", "intellectual_engagement");

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    private Map<String, Integer> rate(String answer) {
        return engine.rate(new RatingRequest("Why is that important to you?", answer, ALL)).value().scores();
    }

    @Test
    void hedged_answers_are_less_certain_than_confident_ones_and_i_think_openers_do_not_count_as_hedges() {
        Map<String, Integer> hedged = rate("I guess maybe it's sort of creamy, I'm not sure.");
        Map<String, Integer> confident = rate("It's definitely the creamy texture, it froths every time.");
        Map<String, Integer> opener = rate("I think it's the creamy texture, it froths every time.");

        assertThat(hedged.get("certainty")).isLessThanOrEqualTo(2);
        assertThat(confident.get("certainty")).isGreaterThanOrEqualTo(4);
        assertThat(opener.get("certainty")).isGreaterThanOrEqualTo(4);
        assertThat(hedged.get("hedging_language")).isGreaterThan(confident.get("hedging_language"));
    }

    @Test
    void elaborate_reasoned_answers_are_deeper_than_short_ones() {
        Map<String, Integer> shortAnswer = rate("It's creamy.");
        Map<String, Integer> elaborate = rate(ExtractionTest.MEC_ANSWER
                + ". On weekdays I buy it at the station for 3 dollars, because I don't have time to make coffee.");

        assertThat(shortAnswer.get("response_depth")).isLessThanOrEqualTo(2);
        assertThat(elaborate.get("response_depth")).isGreaterThanOrEqualTo(4);
        assertThat(elaborate.get("specificity")).isGreaterThan(shortAnswer.get("specificity"));
        assertThat(elaborate.get("intellectual_engagement")).isGreaterThan(shortAnswer.get("intellectual_engagement"));
    }

    @Test
    void negative_answers_have_lower_valence_than_positive_ones_and_negation_flips() {
        Map<String, Integer> negative = rate("It's awful, the price is frustrating and it tastes bitter.");
        Map<String, Integer> positive = rate("I love it, it's delicious and makes me happy.");
        Map<String, Integer> negated = rate("It's not good and I don't like it at all.");

        assertThat(negative.get("emotional_valence")).isLessThanOrEqualTo(2);
        assertThat(positive.get("emotional_valence")).isGreaterThanOrEqualTo(4);
        assertThat(negated.get("emotional_valence")).isLessThanOrEqualTo(2);
    }

    @Test
    void acknowledgements_are_minimal_engagement_but_hedged_elaboration_is_neutral_not_low() {
        assertThat(rate("ok sure").get("engagement")).isEqualTo(1);
        assertThat(rate("I guess it's the creamy texture that really makes it work for me in coffee, it "
                + "blends in and doesn't curdle like almond milk does.").get("engagement")).isGreaterThanOrEqualTo(3);
    }

    @Test
    void only_the_requested_keys_are_returned_with_short_rationales() {
        RubricScores scores = engine.rate(new RatingRequest("q", "It's creamy and I like it.",
                List.of("certainty", "emotional_valence", "not_a_key"))).value();

        assertThat(scores.scores()).containsOnlyKeys("certainty", "emotional_valence");
        assertThat(scores.rationales()).containsOnlyKeys("certainty", "emotional_valence");
        assertThat(scores.scores().values()).allSatisfy(v -> assertThat(v).isBetween(1, 5));
        assertThat(scores.rationales().values()).allSatisfy(r -> assertThat(r.split(" ").length).isLessThan(20));
    }
}
