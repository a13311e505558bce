package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.interviewworkbench.ui.editor.EditorViewModel;
import org.interviewworkbench.ui.graph.GraphModel;
import org.interviewworkbench.ui.graph.GraphStreamView;
import org.interviewworkbench.ui.graph.LadderLayout;
import org.interviewworkbench.ui.heatmap.HeatmapRow;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel.Column;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel.Tone;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 6 (readable graph, heatmap by meaning, editor follows the session): ViewModels and pure helpers, no toolkit. */
class WorkbenchReadabilityTest {

    private FakeWorkbenchBridge bridge;
    private UiServices services;
    private SessionViewModel session;

    @BeforeEach
    void setUp() {
        bridge = FakeWorkbenchBridge.withSession(3);
        services = DirectServices.of(bridge, new DirectServices.RecordingDialogs());
        session = new SessionViewModel(services);
    }

    // ---- heatmap ---------------------------------------------------------------------------------------------

    private static HeatmapRow row(String id, boolean exhausted, int focusCount, int streak, int gap, double yield,
                                  double exhaustion, double shallow) {
        return new HeatmapRow(id, id, "attribute", false, exhausted, focusCount, streak, gap, yield, exhaustion,
                shallow, exhausted ? "exhausted" : "fresh");
    }

    @Test
    void a_node_never_asked_about_shows_its_yield_gap_as_not_applicable_not_as_exhaustion() {
        HeatmapRow never = row("never", false, 0, 0, 7, 0, 0, Double.NaN);

        assertThat(HeatmapViewModel.tone(Column.TURNS_SINCE_YIELD, never)).isEqualTo(Tone.NOT_APPLICABLE);
        assertThat(HeatmapViewModel.tone(Column.YIELD_RATE, never)).isEqualTo(Tone.NOT_APPLICABLE);
        assertThat(HeatmapViewModel.tone(Column.EXHAUSTION, never)).isEqualTo(Tone.NOT_APPLICABLE);
        assertThat(HeatmapViewModel.tone(Column.SHALLOW_RATIO, never)).isEqualTo(Tone.NOT_APPLICABLE);
    }

    @Test
    void red_is_reserved_for_exhaustion_and_its_contributors_are_amber() {
        HeatmapRow tired = row("tired", true, 4, 3, 3, 0.25, 0.62, 1.0);
        HeatmapRow warm = row("warm", false, 2, 1, 2, 1.0, 0.35, 0.33);
        HeatmapRow fresh = row("fresh", false, 1, 1, 0, 2.0, 0.1, 0.0);

        assertThat(HeatmapViewModel.tone(Column.EXHAUSTION, tired)).isEqualTo(Tone.ALARM);
        assertThat(HeatmapViewModel.tone(Column.EXHAUSTED, tired)).isEqualTo(Tone.ALARM);
        assertThat(HeatmapViewModel.tone(Column.OPPORTUNITY, tired)).isEqualTo(Tone.ALARM);
        assertThat(HeatmapViewModel.tone(Column.EXHAUSTION, row("hot", false, 1, 1, 7, 1, 0.64, 1.0))).isEqualTo(Tone.WARN);
        assertThat(HeatmapViewModel.tone(Column.TURNS_SINCE_YIELD, tired)).isEqualTo(Tone.WARN);
        assertThat(HeatmapViewModel.tone(Column.STREAK, tired)).isEqualTo(Tone.WARN);
        assertThat(HeatmapViewModel.tone(Column.SHALLOW_RATIO, tired)).isEqualTo(Tone.WARN);
        assertThat(HeatmapViewModel.tone(Column.EXHAUSTION, warm)).isEqualTo(Tone.WARN);
        assertThat(HeatmapViewModel.tone(Column.EXHAUSTED, warm)).isEqualTo(Tone.NEUTRAL);
        assertThat(HeatmapViewModel.tone(Column.EXHAUSTION, fresh)).isEqualTo(Tone.NEUTRAL);
        assertThat(HeatmapViewModel.tone(Column.YIELD_RATE, fresh)).isEqualTo(Tone.GOOD);
        for (Column c : Column.values()) {
            if (c != Column.EXHAUSTION && c != Column.EXHAUSTED && c != Column.OPPORTUNITY) {
                assertThat(HeatmapViewModel.tone(c, tired)).as(c.name()).isNotEqualTo(Tone.ALARM);
            }
        }
    }

    @Test
    void the_heatmap_lists_exhausted_nodes_first_and_names_them_and_the_focus_in_its_summary() {
        List<HeatmapRow> rows = new ArrayList<>(List.of(row("a_fresh", false, 1, 0, 0, 1, 0.1, 0),
                row("b_never", false, 0, 0, 9, 0, 0, Double.NaN), row("c_tired", true, 4, 3, 3, 0.25, 0.62, 1.0),
                row("d_warm", false, 2, 2, 2, 0.5, 0.4, 0.66)));
        rows.set(0, new HeatmapRow("a_fresh", "a_fresh", "attribute", true, false, 1, 0, 0, 1, 0.1, 0, "fresh"));

        rows.sort(HeatmapViewModel.MOST_EXHAUSTED_FIRST);

        assertThat(rows).extracting(HeatmapRow::nodeId).containsExactly("c_tired", "d_warm", "a_fresh", "b_never");
        assertThat(HeatmapViewModel.summaryOf(rows)).startsWith("1 exhausted: c_tired").contains("3 of 4 nodes")
                .contains("next focus: a_fresh (exhaustion 0.10)");
    }

    @Test
    void the_summary_names_red_scores_that_are_not_flagged_exhausted_instead_of_contradicting_them() {
        List<HeatmapRow> rows = List.of(row("run_my_life", false, 1, 1, 7, 1, 0.64, 1.0),
                row("creamy", false, 1, 1, 3, 1, 0.3, 0));

        String summary = HeatmapViewModel.summaryOf(rows);

        assertThat(summary).startsWith("No node exhausted").contains("1 near exhaustion").contains("run_my_life")
                .doesNotContain("creamy");
    }

    @Test
    void hovering_a_node_shows_its_full_label_which_the_canvas_shortens() {
        var node = new org.interviewworkbench.ui.graph.GraphModel.Node("n1",
                "morning coffee feels like a little cafe treat", "psychosocial_consequence", 0.64, true, false, false);

        String canvas = org.interviewworkbench.ui.graph.GraphStreamView.shortLabel(node.label(),
                org.interviewworkbench.ui.graph.GraphStreamView.LABEL_MAX);
        String hover = org.interviewworkbench.ui.graph.GraphStreamView.hoverText(node);

        assertThat(canvas).isNotEqualTo(node.label());
        assertThat(hover).startsWith("morning coffee feels like a little cafe treat\n")
                .contains("psychosocial consequence").contains("heat 0.64").contains("next focus");
    }

    @Test
    void nodes_never_asked_about_keep_the_order_they_were_mentioned_in_so_a_new_node_joins_the_bottom() {
        List<HeatmapRow> rows = new ArrayList<>(List.of(row("zest", false, 0, 0, 3, 0, 0, Double.NaN),
                row("aroma", false, 0, 0, 2, 0, 0, Double.NaN), row("new_one", false, 0, 0, 0, 0, 0, Double.NaN),
                row("asked", false, 1, 1, 1, 1, 0.2, 0)));

        rows.sort(HeatmapViewModel.MOST_EXHAUSTED_FIRST);

        assertThat(rows).extracting(HeatmapRow::nodeId).containsExactly("asked", "zest", "aroma", "new_one");
    }

    @Test
    void the_heatmap_of_a_session_marks_the_focus_and_is_sorted_by_exhaustion() {
        session.open(bridge.firstSessionId());
        HeatmapViewModel heatmap = new HeatmapViewModel(session);

        assertThat(heatmap.rows()).isSortedAccordingTo(HeatmapViewModel.MOST_EXHAUSTED_FIRST);
        assertThat(heatmap.rows()).filteredOn(HeatmapRow::focus).extracting(HeatmapRow::nodeId)
                .containsExactly(session.getSelectedTurn().focusNodeId());
        assertThat(heatmap.summaryProperty().get()).contains("nodes asked about").contains("next focus");
    }

    // ---- editor ----------------------------------------------------------------------------------------------

    @Test
    void the_editor_opens_the_open_sessions_methodology_not_the_alphabetically_first() {
        bridge.addMethodology("critical_incident", bridge.activeMethodologySource(FakeWorkbenchBridge.METHODOLOGY)
                .replace("explore: 1.5", "explore: 1.1"));
        session.open(bridge.firstSessionId());
        EditorViewModel editor = new EditorViewModel(services, session);

        editor.initialise();

        assertThat(editor.methodologyIds()).first().isEqualTo("critical_incident");
        assertThat(editor.methodologyIdProperty().get()).isEqualTo(FakeWorkbenchBridge.METHODOLOGY);
        assertThat(editor.textProperty().get())
                .isEqualTo(bridge.activeMethodologySource(FakeWorkbenchBridge.METHODOLOGY));
    }

    @Test
    void the_editor_follows_the_session_unless_there_are_unsaved_edits() {
        String other = bridge.activeMethodologySource(FakeWorkbenchBridge.METHODOLOGY)
                .replace("explore: 1.5", "explore: 1.1");
        bridge.addMethodology("critical_incident", other);
        EditorViewModel editor = new EditorViewModel(services, session);
        editor.initialise();
        assertThat(editor.methodologyIdProperty().get()).isEqualTo("critical_incident"); // no session yet

        session.open(bridge.firstSessionId());
        assertThat(editor.methodologyIdProperty().get()).isEqualTo(FakeWorkbenchBridge.METHODOLOGY);

        session.show(bridge.startSession("critical_incident", "oat_milk", "offline", 10));
        assertThat(editor.methodologyIdProperty().get()).isEqualTo("critical_incident");
        assertThat(editor.textProperty().get()).isEqualTo(other);

        editor.textProperty().set(other.replace("explore: 1.1", "explore: 1.2"));
        assertThat(editor.hasUnsavedEdits()).isTrue();
        session.open(bridge.firstSessionId());

        assertThat(editor.methodologyIdProperty().get()).isEqualTo("critical_incident");
        assertThat(editor.textProperty().get()).contains("explore: 1.2");
        assertThat(editor.messageProperty().get()).contains("unsaved").contains(FakeWorkbenchBridge.METHODOLOGY);
    }

    // ---- graph -----------------------------------------------------------------------------------------------

    @Test
    void the_ladder_layout_puts_each_level_in_its_own_band_and_never_two_nodes_on_one_spot() {
        List<GraphModel.Node> nodes = new ArrayList<>();
        List<GraphModel.Edge> edges = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            String type = LadderLayout.MEC_LEVELS.get(i % 3 == 0 ? 0 : i % LadderLayout.MEC_LEVELS.size());
            nodes.add(new GraphModel.Node("n" + i, "node " + i, type, 0, false, false, false));
            if (i > 0) {
                edges.add(new GraphModel.Edge("e" + i, "n" + (i - 1), "n" + i, "leads_to", false));
            }
        }
        GraphModel model = new GraphModel(nodes, edges);

        assertThat(LadderLayout.applies(model, LadderLayout.MEC_LEVELS)).isTrue();
        LadderLayout.Result r = LadderLayout.layout(model, LadderLayout.MEC_LEVELS);

        assertThat(r.positions()).hasSize(40);
        Set<String> spots = new HashSet<>();
        r.positions().values().forEach(p -> assertThat(spots.add(Math.round(p.x() * 100) + ":"
                + Math.round(p.y() * 100))).as("free spot " + p).isTrue());
        double maxAttributeY = nodes.stream().filter(n -> n.type().equals("attribute"))
                .mapToDouble(n -> r.positions().get(n.id()).y()).max().orElseThrow();
        double minFunctionalY = nodes.stream().filter(n -> n.type().equals("functional_consequence"))
                .mapToDouble(n -> r.positions().get(n.id()).y()).min().orElseThrow();
        double minTerminalY = nodes.stream().filter(n -> n.type().equals("terminal_value"))
                .mapToDouble(n -> r.positions().get(n.id()).y()).min().orElseThrow();
        assertThat(minFunctionalY).isGreaterThan(maxAttributeY);
        assertThat(minTerminalY).isGreaterThan(minFunctionalY);
        long attributeRows = nodes.stream().filter(n -> n.type().equals("attribute"))
                .map(n -> r.positions().get(n.id()).y()).distinct().count();
        assertThat(attributeRows).as("14 attributes wrap into rows of at most %d", LadderLayout.MAX_PER_ROW)
                .isGreaterThanOrEqualTo(2);
        assertThat(r.bandLabels()).containsKeys("attribute", "terminal_value");
    }

    @Test
    void the_ladder_does_not_apply_to_types_outside_the_levels() {
        GraphModel model = new GraphModel(List.of(new GraphModel.Node("a", "a", "incident", 0, false, false, false)),
                List.of());
        assertThat(LadderLayout.applies(model, LadderLayout.MEC_LEVELS)).isFalse();
        assertThat(LadderLayout.applies(GraphModel.EMPTY, LadderLayout.MEC_LEVELS)).isFalse();
    }

    @Test
    void both_graph_stylesheets_parse() throws Exception {
        for (boolean heat : new boolean[] {true, false}) {
            new org.graphstream.ui.graphicGraph.stylesheet.StyleSheet()
                    .parseFromString(GraphStreamView.stylesheet(heat)); // throws on a syntax error
        }
    }

    @Test
    void long_labels_are_truncated_and_sizes_grow_with_degree() {
        assertThat(GraphStreamView.shortLabel("much smaller carbon footprint", 18)).hasSize(18).endsWith("\u2026");
        assertThat(GraphStreamView.shortLabel("creamy", 18)).isEqualTo("creamy");
        assertThat(GraphStreamView.nodeSize(5, false)).isGreaterThan(GraphStreamView.nodeSize(1, false));
        assertThat(GraphStreamView.nodeSize(1, true)).isGreaterThan(GraphStreamView.nodeSize(1, false));
    }
}
