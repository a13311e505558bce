package org.interviewworkbench.language.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.junit.jupiter.api.Test;

class MiniLmEmbeddingsTest {

    private static final MiniLmEmbeddings EMBEDDINGS = new MiniLmEmbeddings(64);

    @Test
    void the_same_text_always_yields_the_same_normalised_384_dimensional_vector() {
        float[] a = EMBEDDINGS.embed("creamy texture");
        float[] b = new MiniLmEmbeddings(4).embed("creamy texture");

        assertThat(a).hasSize(384).containsExactly(b);
        double norm = 0;
        for (float f : a) {
            norm += f * f;
        }
        assertThat(Math.sqrt(norm)).isCloseTo(1.0, within(1e-4));
        assertThat(EMBEDDINGS.isLoaded()).isTrue(); // the ONNX model is shared per JVM, so its load time can be ~0 ms
    }

    @Test
    void a_paraphrase_is_closer_than_an_unrelated_phrase() {
        float[] creamy = EMBEDDINGS.embed("creamy texture");
        double paraphrase = EmbeddingPort.cosine(creamy, EMBEDDINGS.embed("smooth and thick"));
        double unrelated = EmbeddingPort.cosine(creamy, EMBEDDINGS.embed("parking fees"));

        assertThat(paraphrase).isGreaterThan(unrelated + 0.1);
    }

    @Test
    void embed_all_matches_single_embeddings_and_keeps_order_and_duplicates() {
        List<float[]> batch = EMBEDDINGS.embedAll(List.of("oat milk", "froths well", "oat milk"));

        assertThat(batch).hasSize(3);
        assertThat(batch.get(0)).containsExactly(EMBEDDINGS.embed("oat milk"));
        assertThat(batch.get(1)).containsExactly(EMBEDDINGS.embed("froths well"));
        assertThat(batch.get(2)).containsExactly(batch.get(0));
    }

    @Test
    void the_cache_is_bounded_and_returned_vectors_cannot_corrupt_it() {
        MiniLmEmbeddings small = new MiniLmEmbeddings(2);
        float[] first = small.embed("one");
        first[0] = 42f;
        small.embed("two");
        small.embed("three");

        assertThat(small.cachedCount()).isEqualTo(2);
        assertThat(small.embed("one")[0]).isNotEqualTo(42f);
    }
}
