package org.interviewworkbench.engine.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.model.GraphAnalysis.Arc;
import org.junit.jupiter.api.Test;

class GraphAnalysisTest {

    @Test
    void a_plain_chain_of_three_has_depth_three() {
        assertThat(GraphAnalysis.longestChain(List.of("a", "b", "c"), List.of(new Arc("a", "b"), new Arc("b", "c"))))
                .isEqualTo(3);
    }

    @Test
    void a_shortcut_does_not_shorten_the_chain_unlike_the_peers_bfs() {
        // peer-spec 12 #8: A->B->C plus A->C gave 2 with breadth-first distances; the longest chain is 3.
        assertThat(GraphAnalysis.longestChain(List.of("a", "b", "c"),
                List.of(new Arc("a", "b"), new Arc("b", "c"), new Arc("a", "c")))).isEqualTo(3);
    }

    @Test
    void a_cycle_counts_its_members_once_and_isolated_nodes_count_one() {
        assertThat(GraphAnalysis.longestChain(List.of("a", "b", "c"), List.of(new Arc("a", "b"), new Arc("b", "a"))))
                .isEqualTo(2);
        assertThat(GraphAnalysis.longestChain(List.of("x"), List.of())).isEqualTo(1);
        assertThat(GraphAnalysis.longestChain(List.of(), List.of())).isZero();
    }

    @Test
    void a_cycle_inside_a_chain_is_condensed() {
        // a -> b <-> c -> d : components {a}, {b,c}, {d}: 1 + 2 + 1
        assertThat(GraphAnalysis.longestChain(List.of("a", "b", "c", "d"),
                List.of(new Arc("a", "b"), new Arc("b", "c"), new Arc("c", "b"), new Arc("c", "d")))).isEqualTo(4);
    }

    @Test
    void chain_length_ending_at_each_node_follows_the_longest_route() {
        int[] ending = GraphAnalysis.longestChainEndingAt(List.of("a", "b", "c", "d"),
                List.of(new Arc("a", "b"), new Arc("b", "d"), new Arc("c", "d")));
        assertThat(ending).containsExactly(1, 2, 1, 3);
    }

    @Test
    void a_long_chain_of_five_thousand_nodes_is_measured_without_recursion() {
        List<String> ids = new java.util.ArrayList<>();
        List<Arc> arcs = new java.util.ArrayList<>();
        for (int i = 0; i < 5_000; i++) {
            ids.add("n" + i);
            if (i > 0) {
                arcs.add(new Arc("n" + (i - 1), "n" + i));
            }
        }
        assertThat(GraphAnalysis.longestChain(ids, arcs)).isEqualTo(5_000);
    }
}
