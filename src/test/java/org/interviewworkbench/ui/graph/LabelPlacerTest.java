package org.interviewworkbench.ui.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Greedy label placement without a toolkit: 6 px per character. */
class LabelPlacerTest {

    private static final LabelPlacer.Measure SIX_PX = (text, size, bold) -> 6.0 * text.length();

    private static LabelPlacer.NodeLabel node(String id, String label, double x, double y, int prominence,
                                              int degree) {
        return new LabelPlacer.NodeLabel(id, label, x, y, 16, 10, false, prominence > 0, prominence, degree, 0);
    }

    @Test
    void of_two_labels_on_the_same_spot_the_more_connected_keeps_its_label_and_the_other_is_hidden() {
        var p = LabelPlacer.place(List.of(node("a", "creamy texture", 100, 100, 0, 1),
                node("b", "froths well", 102, 101, 0, 5)), List.of(), SIX_PX);
        assertThat(p.nodes().get("b")).isEqualTo("froths well");
        assertThat(p.nodes().get("a")).isNull();
        assertThat(p.boxes()).containsOnlyKeys("b");
    }

    @Test
    void a_label_that_collides_only_in_full_is_shortened_with_an_ellipsis() {
        // "feel less guilty about waste" is 16+ characters; its neighbour 90 px to the right leaves room for 9
        var p = LabelPlacer.place(List.of(node("a", "recyclable carton", 190, 100, 0, 5),
                node("b", "feel less guilty about waste", 100, 100, 0, 1)), List.of(), SIX_PX);
        assertThat(p.nodes().get("b")).endsWith("\u2026").hasSizeLessThanOrEqualTo(LabelPlacer.SHORT_MAX);
        assertThat(p.boxes().get("a").intersects(p.boxes().get("b"))).isFalse();
    }

    @Test
    void the_selected_node_keeps_its_full_label_and_a_relationship_label_never_covers_a_node_label() {
        var selected = node("s", "froths well in my morning coffee", 100, 100, 3, 0);
        var busy = node("b", "creamy", 100, 104, 0, 8);
        var edge = new LabelPlacer.EdgeLabel("e1", "leads to", 100, 127, 10);
        var far = new LabelPlacer.EdgeLabel("e2", "leads to", 400, 400, 10);
        var p = LabelPlacer.place(List.of(busy, selected), List.of(edge, far), SIX_PX);
        assertThat(p.nodes().get("s")).isEqualTo("froths well in my morning coffee");
        assertThat(p.nodes().get("b")).isNull();
        assertThat(p.edges()).containsEntry("e1", false).containsEntry("e2", true);
        var boxes = List.copyOf(p.boxes().values());
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                assertThat(boxes.get(i).intersects(boxes.get(j))).isFalse();
            }
        }
    }
}
