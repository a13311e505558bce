package org.interviewworkbench.engine.coverage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.interviewworkbench.engine.coverage.CoverageFixtures.bar;
import static org.interviewworkbench.engine.coverage.CoverageFixtures.edge;
import static org.interviewworkbench.engine.coverage.CoverageFixtures.graph;
import static org.interviewworkbench.engine.coverage.CoverageFixtures.node;

import java.util.List;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.CoverageState;
import org.interviewworkbench.engine.model.ElementCoverage;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.junit.jupiter.api.Test;

/** The four gap rules, reactions, element exhaustion and the connection index of seed 004's CoverageState. */
class CoverageTrackerTest {

    private final CoverageTracker tracker = new CoverageTracker();
    private final Concept concept = bar();

    private CoverageState update(CoverageState previous, InterviewGraph g, List<ElementMention> mentions,
                                 List<String> edgesAdded, String previousFocus) {
        return tracker.update(concept, previous, g, mentions, edgesAdded, previousFocus);
    }

    private static ElementCoverage row(CoverageState c, String id) {
        return c.element(id).orElseThrow();
    }

    @Test
    void an_element_no_node_refers_to_has_only_the_unmentioned_gap() {
        CoverageState c = update(CoverageState.EMPTY, graph(node("n1", "pea protein", "protein")), List.of(),
                List.of(), null);
        assertThat(row(c, "price").mentioned()).isFalse();
        assertThat(row(c, "price").gaps()).containsExactly(ElementCoverage.UNMENTIONED);
    }

    @Test
    void a_mentioned_element_without_a_reaction_has_the_no_reaction_gap() {
        InterviewGraph g = graph(node("n1", "the price", "price"));
        CoverageState c = update(CoverageState.EMPTY, g,
                List.of(new ElementMention("n1", List.of("price"), null, false)), List.of(), null);
        assertThat(row(c, "price").mentioned()).isTrue();
        assertThat(row(c, "price").gaps()).contains(ElementCoverage.NO_REACTION);

        CoverageState later = update(c, g, List.of(new ElementMention("n1", List.of("price"), "negative", false)),
                List.of(), null);
        assertThat(row(later, "price").reaction()).isEqualTo("negative");
        assertThat(row(later, "price").gaps()).doesNotContain(ElementCoverage.NO_REACTION);
    }

    @Test
    void a_mentioned_element_whose_nodes_have_no_relationship_is_not_understood() {
        InterviewGraph g = graph(node("n1", "the price", "price"), node("n2", "adds up over a month"));
        List<ElementMention> m = List.of(new ElementMention("n1", List.of("price"), "negative", false));
        CoverageState before = update(CoverageState.EMPTY, g, m, List.of(), null);
        assertThat(row(before, "price").understood()).isFalse();
        assertThat(row(before, "price").gaps()).containsExactly(ElementCoverage.NO_COMPREHENSION);

        g.putEdge(edge("e1", "n1", "n2"));
        CoverageState after = update(before, g, List.of(), List.of("e1"), null);
        assertThat(row(after, "price").understood()).isTrue();
        assertThat(row(after, "price").gaps()).isEmpty();
        assertThat(row(after, "price").reaction()).as("reactions persist across turns").isEqualTo("negative");
    }

    @Test
    void an_unmet_connection_requirement_is_an_unconnected_gap_on_both_elements_until_an_edge_links_them() {
        InterviewGraph g = graph(node("n1", "pea protein", "protein"), node("n2", "stay full", "full"));
        List<ElementMention> m = List.of(new ElementMention("n1", List.of("protein"), "positive", false),
                new ElementMention("n2", List.of("full"), "positive", false));
        CoverageState c = update(CoverageState.EMPTY, g, m, List.of(), null);
        assertThat(row(c, "protein").gaps()).contains(ElementCoverage.UNCONNECTED);
        assertThat(row(c, "full").gaps()).contains(ElementCoverage.UNCONNECTED);
        assertThat(row(c, "price").gaps()).as("no requirement touches price")
                .doesNotContain(ElementCoverage.UNCONNECTED);
        assertThat(c.connectionsMet()).isZero();

        g.putEdge(edge("e1", "n2", "n1"));
        CoverageState linked = update(c, g, List.of(), List.of("e1"), null);
        assertThat(row(linked, "protein").connected()).isTrue();
        assertThat(row(linked, "full").connected()).isTrue();
        assertThat(row(linked, "protein").gaps()).isEmpty();
        assertThat(linked.connectionsMet()).isEqualTo(1);
        assertThat(linked.connectedPairs()).containsExactly("full|protein");
    }

    @Test
    void one_node_referring_to_both_elements_satisfies_their_connection() {
        InterviewGraph g = graph(node("n1", "the protein keeps me full", "protein", "full"));
        CoverageState c = update(CoverageState.EMPTY, g,
                List.of(new ElementMention("n1", List.of("protein", "full"), "positive", false)), List.of(), null);
        assertThat(row(c, "protein").connected()).isTrue();
        assertThat(c.connectionsMet()).isEqualTo(1);
    }

    @Test
    void an_existing_edge_counts_when_its_node_is_linked_to_an_element_later() {
        InterviewGraph g = graph(node("n1", "pea protein", "protein"), node("n2", "not hungry"));
        g.putEdge(edge("e1", "n1", "n2"));
        CoverageState c = update(CoverageState.EMPTY, g, List.of(), List.of("e1"), null);
        assertThat(c.connectionsMet()).isZero();

        g.putNode(g.node("n2").orElseThrow().withLinkedElements(List.of("full")), null);
        CoverageState relinked = update(c, g, List.of(new ElementMention("n2", List.of("full"), null, true)),
                List.of(), null);
        assertThat(relinked.connectionsMet()).isEqualTo(1);
    }

    @Test
    void element_exhaustion_counts_total_focuses_so_topic_switching_cannot_dodge_it() {
        // seed 004 issue 7: A, A, B, A -> A was focused three times in total and is exhausted on turn 4
        InterviewGraph g = graph(node("a", "pea protein", "protein"), node("b", "the price", "price"));
        CoverageState c = CoverageState.EMPTY;
        String[] focuses = {"a", "a", "b", "a"};
        for (String focus : focuses) {
            c = update(c, g, List.of(), List.of(), focus);
        }
        assertThat(row(c, "protein").focusCount()).isEqualTo(3);
        assertThat(row(c, "protein").exhausted()).isTrue();
        assertThat(row(c, "price").focusCount()).isEqualTo(1);
        assertThat(row(c, "price").exhausted()).isFalse();
    }

    @Test
    void exhaustion_is_permanent_and_direct_element_focus_counts_like_a_node_focus() {
        InterviewGraph g = graph(node("a", "pea protein", "protein"));
        CoverageState c = CoverageState.EMPTY;
        for (int i = 0; i < 3; i++) {
            c = update(c.withFocusElement("wrapper"), g, List.of(), List.of(), null);
        }
        assertThat(row(c, "wrapper").exhausted()).isTrue();
        c = update(c, g, List.of(), List.of(), "a");
        assertThat(row(c, "wrapper").exhausted()).isTrue();
        assertThat(row(c, "wrapper").focusCount()).isEqualTo(3);
    }

    @Test
    void the_next_focus_element_prefers_unmentioned_then_unreacted_elements_by_priority_and_skips_exhausted_ones() {
        InterviewGraph g = graph(node("n1", "pea protein", "protein"));
        CoverageState c = update(CoverageState.EMPTY, g,
                List.of(new ElementMention("n1", List.of("protein"), null, false)), List.of(), null);
        assertThat(CoverageTracker.nextFocusElement(concept, c)).as("high-priority unmentioned first")
                .isEqualTo("price");
        for (int i = 0; i < 3; i++) {
            c = update(c.withFocusElement("price"), g, List.of(), List.of(), null);
        }
        assertThat(CoverageTracker.nextFocusElement(concept, c)).isEqualTo("full");
    }

    @Test
    void an_element_already_reacted_to_is_not_asked_again_and_the_one_just_asked_waits_its_turn() {
        InterviewGraph g = graph(node("n1", "pea protein", "protein"), node("n2", "the price", "price"));
        CoverageState c = update(CoverageState.EMPTY, g, List.of(
                new ElementMention("n1", List.of("protein"), "positive", false),
                new ElementMention("n2", List.of("price"), null, false)), List.of(), null);
        assertThat(CoverageTracker.nextFocusElement(concept, c, null))
                .as("unmentioned first, medium priority before low").isEqualTo("full");
        assertThat(CoverageTracker.nextFocusElement(concept, c, "full"))
                .as("the element just asked about goes after the others with the same gap").isEqualTo("wrapper");
        c = update(c, graph(node("n1", "pea protein", "protein"), node("n2", "the price", "price"),
                node("n3", "keeps me full", "full"), node("n4", "the wrapper", "wrapper")), List.of(
                new ElementMention("n3", List.of("full"), "positive", false),
                new ElementMention("n4", List.of("wrapper"), "neutral", false)), List.of(), null);
        assertThat(CoverageTracker.nextFocusElement(concept, c, "price"))
                .as("reacted elements are never named again; the one without a reaction comes back")
                .isEqualTo("price");
    }

    @Test
    void an_element_put_to_the_respondent_once_is_not_named_again_even_when_the_answer_did_not_use_its_words() {
        // "What is your reaction to the price?" - "Oh, I like that." names no element: the price was still answered
        InterviewGraph g = graph(node("n1", "pea protein", "protein"));
        CoverageState c = update(CoverageState.EMPTY, g,
                List.of(new ElementMention("n1", List.of("protein"), null, false)), List.of(), null);
        assertThat(CoverageTracker.nextFocusElement(concept, c)).isEqualTo("price");
        c = update(c.withFocusElement("price"), g, List.of(), List.of(), null);
        String next = CoverageTracker.nextFocusElement(concept, c, "price");
        assertThat(next).as("an element never put to the respondent comes next").isNotEqualTo("price").isNotNull();
        c = update(c.withFocusElement(next), g, List.of(), List.of(), null);
        assertThat(CoverageTracker.nextFocusElement(concept, c, next))
                .as("neither element already asked about is named again").isNotIn("price", next);
    }

    @Test
    void coverage_is_complete_only_when_every_element_has_no_gap() {
        InterviewGraph g = graph(node("n1", "protein keeps me full", "protein", "full"),
                node("n2", "price and wrapper", "price", "wrapper"), node("n3", "value"));
        g.putEdge(edge("e1", "n1", "n3"));
        g.putEdge(edge("e2", "n2", "n3"));
        CoverageState c = update(CoverageState.EMPTY, g, List.of(
                new ElementMention("n1", List.of("protein", "full"), "positive", false),
                new ElementMention("n2", List.of("price", "wrapper"), "skeptical", false)), List.of("e1", "e2"), null);
        assertThat(c.complete()).isTrue();
        assertThat(c.coveredRatio()).isEqualTo(1.0);
        assertThat(c.gapCount()).isZero();
    }

    @Test
    void a_concept_without_elements_has_empty_coverage() {
        Concept plain = new Concept("oat", "Oat milk", "means_end_chain", null, List.of());
        assertThat(tracker.update(plain, CoverageState.EMPTY, graph(node("n1", "x")), List.of(), List.of(), "n1"))
                .isEqualTo(CoverageState.EMPTY);
    }
}
