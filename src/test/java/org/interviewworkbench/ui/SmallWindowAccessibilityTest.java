package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.interviewworkbench.ui.graph.GraphModel;
import org.interviewworkbench.ui.graph.GraphViewModel;
import org.interviewworkbench.ui.graph.NodeDetails;
import org.interviewworkbench.ui.settings.SettingsViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 15 at 1024x640: nothing the researcher reads is cut to "...", no needless scroll bar, the opened session shows
 * its latest exchange, the graph keeps most of the width beside the edit pane, and the graphs and tables speak to
 * the keyboard and to screen readers.
 */
@ExtendWith(ApplicationExtension.class)
class SmallWindowAccessibilityTest {

    private final FakeWindowFixture fixture = new FakeWindowFixture(18, 1024, 640);
    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = fixture.start(stage);
    }

    @AfterEach
    void tearDown() throws Exception {
        fixture.close();
    }

    private void open(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !window.sessions().sessions().isEmpty());
        robot.interact(() -> window.sessionsView().list().getSelectionModel().select(0));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> window.session().getState() == SessionViewModel.State.READY);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Labeled controls under {@code root}, shown, whose text the skin shortened with an ellipsis. */
    private static List<String> truncated(Parent root) {
        // Node.lookupAll takes one selector, not a comma-separated group: look each up and join them
        java.util.Set<Node> found = new java.util.LinkedHashSet<>();
        for (String selector : List.of(".label", ".button", ".menu-button", ".check-box", ".tab-label",
                ".toggle-button", ".radio-button", ".hyperlink")) {
            found.addAll(root.lookupAll(selector));
        }
        return found.stream().filter(n -> n instanceof Labeled && n.isVisible() && n.getScene() != null
                        && !(n instanceof TableCell) && !(n instanceof javafx.scene.control.IndexedCell))
                .map(n -> (Labeled) n).filter(l -> l.getText() != null && !l.getText().isEmpty())
                .filter(l -> l.lookupAll(".text").stream().anyMatch(t -> t instanceof Text x
                        && x.getText().endsWith("\u2026") && !l.getText().endsWith("\u2026")))
                .map(Labeled::getText).toList();
    }

    private static boolean horizontalBarShown(Node control) {
        return control.lookupAll(".scroll-bar").stream().anyMatch(b -> b instanceof ScrollBar s
                && s.getOrientation() == Orientation.HORIZONTAL && s.isVisible());
    }

    @Test
    void an_opened_session_shows_its_latest_exchange_whole_with_no_horizontal_scroll_bar(FxRobot robot)
            throws Exception {
        open(robot);
        var transcript = window.interviewView().transcript();
        VirtualFlow<?> flow = (VirtualFlow<?>) transcript.lookup(".virtual-flow");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> flow.getLastVisibleCell() != null
                && flow.getLastVisibleCell().getIndex() == transcript.getItems().size() - 1);
        assertThat(horizontalBarShown(transcript)).as("no horizontal scroll bar under the transcript").isFalse();
        assertThat(horizontalBarShown(window.sessionsView().list())).as("nor under the session list").isFalse();
        assertThat(truncated(window.sessionsView().node() instanceof Parent p ? p : null))
                .as("the sidebar's buttons keep their names").isEmpty();
        assertThat(window.tabs().lookup(".control-buttons-tab").isVisible())
                .as("the tabs fit: no overflow menu").isFalse();
        assertThat(truncated(window.tabs())).as("no tab name cut").isEmpty();
    }

    @Test
    void the_surface_graph_keeps_most_of_the_width_beside_the_edit_pane_and_the_concepts_headers_are_whole(
            FxRobot robot) throws Exception {
        open(robot);
        robot.interact(() -> window.view("graph"));
        WaitForAsyncUtils.waitForFxEvents();
        Node canvas = window.surfaceGraph().graphView().node();
        double tabWidth = window.tabs().getWidth();
        assertThat(canvas.getLayoutBounds().getWidth()).as("graph canvas of a %s px tab", tabWidth)
                .isGreaterThan(tabWidth * 0.55);
        assertThat(truncated((Parent) window.surfaceGraph().node().lookup(".panel-toolbar")))
                .as("the graph's toolbar wraps rather than cutting its names").isEmpty();
        TableView<?> concepts = window.editPanel().conceptsView().table();
        assertThat(truncated(concepts)).as("column headers of the Concepts table").isEmpty();
        assertThat(concepts.getItems()).isNotEmpty();
    }

    @Test
    void the_arrow_keys_walk_the_surface_graph_and_its_accessible_text_names_the_selected_concept(FxRobot robot)
            throws Exception {
        open(robot);
        robot.interact(() -> window.view("graph"));
        Node canvas = window.surfaceGraph().graphView().node();
        robot.interact(canvas::requestFocus);
        robot.targetWindow(stage);
        assertThat(canvas.getAccessibleText()).startsWith("Surface graph: ").contains("concepts")
                .contains("Arrow keys");
        GraphModel model = window.surfaceGraph().viewModel().getModel();

        robot.type(KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        GraphModel.Node first = model.nodes().get(0);
        assertThat(window.session().selectedNodeIdProperty().get()).isEqualTo(first.id());
        assertThat(canvas.getAccessibleText()).startsWith("Concept '" + first.label() + "', ").contains("quote")
                .contains("link");
        assertThat(robot.lookup(".details-title").queryAll()).extracting(n -> ((Labeled) n).getText())
                .contains(first.label());
        robot.type(KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.session().selectedNodeIdProperty().get()).isEqualTo(model.nodes().get(1).id());
        robot.type(KeyCode.LEFT).type(KeyCode.LEFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.session().selectedNodeIdProperty().get()).as("wraps round to the last")
                .isEqualTo(model.nodes().get(model.nodes().size() - 1).id());

        // the canonical graph: the arrow keys select slots, and the shared selection follows their first member
        robot.interact(() -> window.view("canonical"));
        Node slots = window.canonicalGraph().graphView().node();
        robot.interact(slots::requestFocus);
        robot.interact(() -> window.canonicalGraph().viewModel().select(null));
        robot.type(KeyCode.HOME);
        WaitForAsyncUtils.waitForFxEvents();
        NodeDetails slot = window.canonicalGraph().viewModel().detailsProperty().get();
        assertThat(slot).isNotNull();
        assertThat(slot.isSlot()).isTrue();
        assertThat(slots.getAccessibleText()).startsWith("Canonical concept '" + slot.label() + "'")
                .contains("member");
        assertThat(window.session().selectedNodeIdProperty().get()).isNotNull();
    }

    @Test
    void the_concepts_table_cells_name_their_column_for_a_screen_reader(FxRobot robot) throws Exception {
        open(robot);
        robot.interact(() -> window.view("concepts"));
        WaitForAsyncUtils.waitForFxEvents();
        TableView<?> concepts = window.editPanel().conceptsView().table();
        List<String> texts = concepts.lookupAll(".table-cell").stream().map(n -> (TableCell<?, ?>) n)
                .filter(c -> !c.isEmpty()).map(Node::getAccessibleText).toList();
        assertThat(texts).isNotEmpty();
        assertThat(texts).anySatisfy(t -> assertThat(t).matches("Quotes: \\d+"));
        assertThat(texts).anySatisfy(t -> assertThat(t).startsWith("Concept: "));
    }

    /** Tab titles of {@code tabs} that are not shown whole: cut with an ellipsis or lying outside the header area. */
    private static List<String> cutTabTitles(javafx.scene.control.TabPane tabs) {
        javafx.geometry.Bounds area = tabs.localToScene(tabs.getLayoutBounds());
        List<String> cut = new java.util.ArrayList<>();
        for (Node header : tabs.lookupAll(".tab")) {
            Labeled label = (Labeled) header.lookup(".tab-label");
            String shown = label.lookupAll(".text").stream().filter(t -> t instanceof Text).map(t -> ((Text) t)
                    .getText()).findFirst().orElse("");
            javafx.geometry.Bounds b = header.localToScene(header.getLayoutBounds());
            if (!shown.equals(label.getText()) || b.getMaxX() > area.getMaxX() + 0.5 || !header.isVisible()) {
                cut.add(label.getText() + " shown as '" + shown + "'");
            }
        }
        return cut;
    }

    @Test
    void every_tab_title_beside_the_surface_graph_is_whole_at_1024x640(FxRobot robot)
            throws Exception {
        open(robot);
        robot.interact(() -> window.view("concepts"));
        WaitForAsyncUtils.waitForFxEvents();
        var side = (javafx.scene.control.TabPane) window.root().lookup("#edit-side");
        assertThat(side.getTabs()).hasSize(4);
        assertThat(cutTabTitles(side)).as("edit tabs at 1024x640").isEmpty();
        assertThat(side.lookup(".control-buttons-tab").isVisible()).as("no overflow menu at 1024x640").isFalse();
        // (1440x900 is wider: not resized here, a stage larger than Monocle's headless screen overflows its buffer)
        assertThat(side.getTabs()).allSatisfy(t -> assertThat(t.getTooltip()).as(t.getText() + " explains itself")
                .isNotNull());
    }

    /** The shown, non-empty cells of the column titled {@code title} of {@code table}. */
    private static List<TableCell<?, ?>> cells(TableView<?> table, String title) {
        List<TableCell<?, ?>> out = new java.util.ArrayList<>();
        for (Node n : table.lookupAll(".table-cell")) {
            if (n instanceof TableCell<?, ?> c && !c.isEmpty() && c.getTableColumn() != null
                    && title.equals(c.getTableColumn().getText())) {
                out.add(c);
            }
        }
        return out;
    }

    @Test
    void the_edit_tables_name_types_and_polarity_in_the_methodologys_words_with_the_id_in_a_tooltip(FxRobot robot)
            throws Exception {
        open(robot);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> window.session().getTerms() != Terms.PLAIN);
        robot.interact(() -> window.view("concepts"));
        WaitForAsyncUtils.waitForFxEvents();
        TableView<org.interviewworkbench.ui.edit.ConceptRow> concepts = window.editPanel().conceptsView().table();
        List<TableCell<?, ?>> types = cells(concepts, "Type");
        assertThat(types).extracting(TableCell::getText).contains("Practical benefit", "Attribute")
                .noneMatch(t -> t.contains("_"));
        TableCell<?, ?> benefit = types.stream().filter(c -> "Practical benefit".equals(c.getText())).findFirst()
                .orElseThrow();
        robot.moveTo(benefit); // the cell's explanation is made when the pointer first enters it
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(benefit.getTooltip().getText()).contains("What the attribute does for the respondent in use")
                .contains("id: functional_consequence");
        assertThat(cells(concepts, "Polarity")).extracting(TableCell::getText).isNotEmpty()
                .allMatch("Not coded"::equals);

        // sorting by type sorts by what the column shows
        var typeColumn = concepts.getColumns().stream().filter(c -> c.getText().equals("Type")).findFirst()
                .orElseThrow();
        robot.interact(() -> concepts.getSortOrder().setAll(List.of(typeColumn)));
        List<String> shown = concepts.getItems().stream().map(org.interviewworkbench.ui.edit.ConceptRow::typeLabel)
                .toList();
        assertThat(shown).isSortedAccordingTo(String::compareTo).contains("Practical benefit");

        robot.interact(() -> window.editPanel().show("relationships"));
        WaitForAsyncUtils.waitForFxEvents();
        TableView<?> relationships = window.editPanel().relationshipsView().table();
        List<TableCell<?, ?>> edgeTypes = cells(relationships, "Type");
        assertThat(edgeTypes).extracting(TableCell::getText).isNotEmpty().allMatch("Leads to"::equals);
        robot.moveTo(edgeTypes.get(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(edgeTypes.get(0).getTooltip().getText()).contains("id: leads_to");
    }

    /** WCAG 2 contrast ratio of two opaque colours (1 to 21). */
    static double contrast(javafx.scene.paint.Color a, javafx.scene.paint.Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(javafx.scene.paint.Color c) {
        java.util.function.DoubleUnaryOperator lin = v -> v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        return 0.2126 * lin.applyAsDouble(c.getRed()) + 0.7152 * lin.applyAsDouble(c.getGreen())
                + 0.0722 * lin.applyAsDouble(c.getBlue());
    }

    /**
     * The opaque colour {@code node}'s text is drawn on inside {@code view}: the top fill of the nearest region, from
     * the node up to the view, that paints one; null when nothing inside the view paints (then the view pictured
     * alone shows the snapshot's white).
     */
    static javafx.scene.paint.Color backdrop(Node node, Node view) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n instanceof javafx.scene.layout.Region r && r.getBackground() != null) {
                List<javafx.scene.layout.BackgroundFill> fills = r.getBackground().getFills();
                for (int i = fills.size() - 1; i >= 0; i--) {
                    if (fills.get(i).getFill() instanceof javafx.scene.paint.Color c && c.getOpacity() == 1.0) {
                        return c;
                    }
                }
            }
            if (n == view) {
                break;
            }
        }
        return null;
    }

    @Test
    void in_the_dark_theme_the_study_bar_reads_light_on_the_views_own_dark_background(FxRobot robot)
            throws Exception {
        open(robot);
        robot.interact(() -> window.darkThemeProperty().set(true));
        Node view = WaitForAsyncUtils.asyncFx(() -> window.view("study")).get();
        WaitForAsyncUtils.waitForFxEvents();
        List<Node> labelled = new java.util.ArrayList<>(view.lookupAll(".label"));
        labelled.addAll(view.lookupAll(".check-box"));
        List<Labeled> bar = labelled.stream()
                .filter(n -> n instanceof Labeled l && List.of("Study", "Only sessions with", "Indirect links too",
                        "Count respondents").contains(l.getText()) || "study-cutoff-label".equals(n.getId()))
                .map(n -> (Labeled) n).toList();
        assertThat(bar).extracting(Labeled::getText).contains("Study", "Indirect links too", "Count respondents")
                .anySatisfy(t -> assertThat(t).startsWith("Cut-off "));
        for (Labeled l : bar) {
            javafx.scene.paint.Color back = backdrop(l, view);
            assertThat(back).as("'%s' has the view's own background behind it", l.getText()).isNotNull();
            assertThat(luminance(back)).as("the background is dark").isLessThan(0.1);
            assertThat(contrast((javafx.scene.paint.Color) l.getTextFill(), back))
                    .as("contrast of '%s' (%s on %s)", l.getText(), l.getTextFill(), back)
                    .isGreaterThanOrEqualTo(4.5);
        }
    }

    @Test
    void the_member_check_window_takes_the_dark_theme(FxRobot robot) throws Exception {
        open(robot);
        robot.interact(() -> window.darkThemeProperty().set(true));
        Stage review = WaitForAsyncUtils.asyncFx(() -> window.editPanel().showMemberCheck(stage)).get();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(review.getScene().getStylesheets()).anySatisfy(s -> assertThat(s).endsWith(
                MainWindow.DARK_STYLESHEET));
        robot.interact(review::close);
    }

    @Test
    void the_data_folder_under_home_reads_as_a_path_from_home_and_is_stored_in_full() {
        String home = "/home/ana";
        assertThat(SettingsViewModel.shortFolder("/home/ana/.interview-workbench", home))
                .isEqualTo("~/.interview-workbench");
        assertThat(SettingsViewModel.shortFolder("/data/iw", home)).isEqualTo("/data/iw");
        assertThat(SettingsViewModel.shortFolder("/home/anabel/iw", home)).isEqualTo("/home/anabel/iw");
        assertThat(SettingsViewModel.fullFolder("~/.interview-workbench", home))
                .isEqualTo("/home/ana/.interview-workbench");
        assertThat(SettingsViewModel.fullFolder("/data/iw", home)).isEqualTo("/data/iw");
    }

    @Test
    void the_graph_description_counts_quotes_and_links_of_the_selected_concept() {
        GraphModel m = new GraphModel(List.of(new GraphModel.Node("a", "oat milk froths", "attribute", 0, false,
                false, false), new GraphModel.Node("b", "b", "attribute", 0, false, false, false),
                new GraphModel.Node("c", "c", "attribute", 0, false, false, false)),
                List.of(new GraphModel.Edge("e1", "a", "b", "leads to", false),
                        new GraphModel.Edge("e2", "c", "a", "leads to", false)));
        NodeDetails a = new NodeDetails("a", "oat milk froths", "attribute", null, List.of("q1", "q2", "q3"),
                List.of());
        assertThat(GraphViewModel.describe(GraphViewModel.Kind.SURFACE, a, m, null))
                .isEqualTo("Concept 'oat milk froths', attribute, 3 quotes, 2 links");
        assertThat(GraphViewModel.describe(GraphViewModel.Kind.SURFACE, null, m, null))
                .startsWith("Surface graph: 3 concepts, 2 links.");
    }
}
