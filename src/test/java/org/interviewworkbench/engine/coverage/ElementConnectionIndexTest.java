package org.interviewworkbench.engine.coverage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ElementConnectionIndexTest {

    @Test
    void a_recorded_edge_connects_every_element_pair_of_its_endpoints_in_both_directions() {
        ElementConnectionIndex index = new ElementConnectionIndex();
        assertThat(index.recordEdge(List.of("a", "b"), List.of("c"))).isTrue();
        assertThat(index.connected("a", "c")).isTrue();
        assertThat(index.connected("c", "a")).isTrue();
        assertThat(index.connected("b", "c")).isTrue();
        assertThat(index.connected("a", "b")).as("not linked by an edge").isFalse();
        assertThat(index.recordEdge(List.of("c"), List.of("a"))).as("already known").isFalse();
    }

    @Test
    void an_element_is_never_connected_to_itself_by_an_edge() {
        ElementConnectionIndex index = new ElementConnectionIndex();
        assertThat(index.recordEdge(List.of("a"), List.of("a"))).isFalse();
        assertThat(index.pairs()).isEmpty();
    }

    @Test
    void the_index_answers_from_its_pairs_alone_and_survives_a_round_trip_through_them() {
        // the index holds no graph: a requirement is a set lookup, not a scan over node pairs (seed 004's E x N^2)
        ElementConnectionIndex index = new ElementConnectionIndex();
        for (int i = 0; i < 1_000; i++) {
            index.recordEdge(List.of("e" + (i % 50)), List.of("e" + ((i * 7 + 3) % 50)));
        }
        ElementConnectionIndex restored = new ElementConnectionIndex(index.pairs());
        assertThat(restored.pairs()).isEqualTo(index.pairs());
        assertThat(restored.connected("e0", "e3")).isTrue();
        assertThat(restored.pairs()).isSorted();
        assertThat(ElementConnectionIndex.key("b", "a")).isEqualTo("a|b");
    }
}
