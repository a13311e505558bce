package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.Extraction;
import org.junit.jupiter.api.Test;

/** Short evaluative answers the tagger mislabels must still give their concept. */
class CopulaPredicateTest {

    private static final MethodologyConfig MEC = Methodologies.load("means_end_chain");
    private static final Concept OAT_MILK = Methodologies.concept("Oat milk", "Understand why people choose oat milk");

    private static List<String> labels(String answer) {
        Extraction x = EngineHolder.ENGINE.extract(ExtractionTest.request(MEC, OAT_MILK, answer, null, null, List.of()))
                .value();
        return x.concepts().stream().map(c -> c.text() + "/" + c.nodeType()).toList();
    }

    @Test
    void a_clause_final_adjective_tagged_as_an_adverb_is_still_the_attribute() {
        // OpenNLP tags "creamy" in "it's creamy." as ADV
        assertThat(labels("I drink oat milk because it's creamy.")).containsExactly("creamy/attribute");
    }

    @Test
    void the_subject_of_a_pseudo_cleft_is_the_concept() {
        assertThat(labels("The creamy texture is what I like.")).containsExactly("creamy texture/attribute");
        assertThat(labels("The low price is why I buy it.")).anyMatch(l -> l.startsWith("low price"));
    }

    @Test
    void real_adverbs_after_the_copula_are_not_turned_into_concepts() {
        assertThat(PhraseTokens.looksAdjectival("really")).isFalse();
        assertThat(PhraseTokens.looksAdjectival("creamy")).isTrue();
        assertThat(PhraseTokens.looksAdjectival("delicious")).isTrue();
    }
}
