package org.interviewworkbench.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TextSimilarityTest {

    private final TextSimilarity similarity = new TextSimilarity(TextSimilarity::plainLemmas);

    @Test
    void plural_and_article_variants_of_a_label_are_the_same_concept() {
        double j = TextSimilarity.jaccard(similarity.labelLemmas("the creamy textures"),
                similarity.labelLemmas("creamy texture"));
        assertThat(j).isGreaterThanOrEqualTo(TextSimilarity.NODE_JACCARD_THRESHOLD);
    }

    @Test
    void different_concepts_stay_apart() {
        double j = TextSimilarity.jaccard(similarity.labelLemmas("creamy texture"),
                similarity.labelLemmas("creamy taste"));
        assertThat(j).isLessThan(TextSimilarity.NODE_JACCARD_THRESHOLD);
    }

    @Test
    void question_words_are_compared_case_and_punctuation_insensitively() {
        assertThat(TextSimilarity.jaccard(TextSimilarity.words("Why does that matter to you?"),
                TextSimilarity.words("why does that matter to you"))).isEqualTo(1.0);
        assertThat(TextSimilarity.jaccard(TextSimilarity.words("What do you think?"),
                TextSimilarity.words("What do you mean?"))).isLessThan(TextSimilarity.QUESTION_JACCARD_THRESHOLD);
    }

    @Test
    void empty_sets_have_no_similarity() {
        assertThat(TextSimilarity.jaccard(java.util.Set.of(), java.util.Set.of("a"))).isZero();
    }
}
