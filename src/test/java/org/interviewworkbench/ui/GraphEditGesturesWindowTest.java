package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.ui.edit.ConceptRow;
import org.interviewworkbench.ui.edit.GraphEditViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The real window on an H2 file database: the Polarity column and its context menu, a drag from concept to concept in
 * the surface graph (Add relationship with both chosen, or the reason it is not permitted), F2 and Delete on the
 * graph's selected concept, and the Slots table.
 */
@ExtendWith(ApplicationExtension.class)
class GraphEditGesturesWindowTest {

    private EditWindowFixture fx;

    @Start
    void start(Stage stage) throws Exception {
        fx = new EditWindowFixture("gestures-window");
        fx.start(stage);
    }

    @AfterEach
    void tearDown() throws Exception {
        fx.close();
    }

    private SessionSnapshot live() {
        return fx.live();
    }

    private TableView<ConceptRow> concepts() {
        return fx.concepts();
    }

    private String label(String id) {
        return fx.label(id);
    }

    @Test
    void polarity_is_coded_from_the_concepts_context_menu_and_shown_in_its_column(FxRobot robot) throws Exception {
        fx.openSession(robot);
        ConceptRow row = concepts().getItems().get(0);
        assertThat(row.polarity()).isEqualTo("unknown");
        @SuppressWarnings("unchecked")
        javafx.scene.control.TableColumn<ConceptRow, String> column = (javafx.scene.control.TableColumn<ConceptRow,
                String>) concepts().getColumns().stream().filter(c -> c.getText().equals("Polarity")).findFirst()
                .orElseThrow();

        fx.select(robot, row.id());
        EditWindowFixture.openContextMenu(robot);
        javafx.scene.control.Menu polarity = (javafx.scene.control.Menu) concepts().getContextMenu().getItems()
                .stream().filter(i -> "menu-polarity".equals(i.getId())).findFirst().orElseThrow();
        assertThat(polarity.getItems()).extracting(javafx.scene.control.MenuItem::getText)
                .containsExactly("Positive", "Negative", "Neutral", "Not coded");
        assertThat(polarity.getItems().get(3).isDisable()).as("it is unknown already").isTrue();
        fx.edited(() -> robot.interact(() -> {
            concepts().getContextMenu().hide();
            polarity.getItems().get(1).fire();
        }));

        assertThat(live().graph().node(row.id()).orElseThrow().polarity().id()).isEqualTo("negative");
        int index = concepts().getItems().indexOf(concepts().getItems().stream().filter(r -> r.id().equals(row.id()))
                .findFirst().orElseThrow());
        assertThat(column.getCellData(index)).isEqualTo("Negative");
        assertThat(EditWindowFixture.editMenu(robot).getItems().get(0).getText()).isEqualTo("Undo polarity of '" + row.label()
                + "' to negative");
        fx.undo(robot);
        assertThat(live().graph().node(row.id()).orElseThrow().polarity().id()).isEqualTo("unknown");
    }

    @Test
    void a_drag_from_concept_to_concept_opens_add_relationship_with_both_chosen(FxRobot robot) throws Exception {
        fx.openSession(robot);
        var edits = fx.window().editPanel().edits();
        SurfaceNode source = null;
        SurfaceNode target = null;
        String type = null;
        String refused = null;
        for (SurfaceNode s : live().graph().nodes()) {
            for (SurfaceNode t : live().graph().nodes()) {
                String permitted = s == t ? null : edits.firstPermitted(s.nodeType(), t.nodeType());
                String notPermitted = edits.edgeTypes().stream().filter(x -> edits.whyNot(x, s.nodeType(),
                        t.nodeType()) != null).findFirst().orElse(null);
                if (source == null && permitted != null && notPermitted != null
                        && live().graph().edge(s.id(), t.id(), permitted).isEmpty()) {
                    source = s;
                    target = t;
                    type = permitted;
                    refused = notPermitted;
                }
            }
        }
        assertThat(source).as("two concepts some relationship types may link and some may not").isNotNull();
        String from = source.id();
        String to = target.id();
        String permittedType = type;
        String refusedType = refused;
        int before = live().graph().edgeCount();

        // what the drop calls: the dialog with both concepts and the first permitted type chosen
        javafx.application.Platform.runLater(() -> fx.window().surfaceGraph().graphView().link(from, to));
        javafx.scene.control.DialogPane pane = EditWindowFixture.dialogPane();
        assertThat(EditWindowFixture.chosen(pane, 0)).isEqualTo(from);
        assertThat(EditWindowFixture.chosen(pane, 1)).isEqualTo(permittedType);
        assertThat(EditWindowFixture.chosen(pane, 2)).isEqualTo(to);
        javafx.scene.Node ok = pane.lookupButton(javafx.scene.control.ButtonType.OK);
        assertThat(ok.isDisabled()).isFalse();
        // a type the methodology does not permit between them: the reason, and OK disabled
        robot.interact(() -> EditWindowFixture.typeBox(pane).setValue(refusedType));
        assertThat(((javafx.scene.control.Label) pane.lookup("#add-relationship-reason")).getText())
                .startsWith("Not permitted: " + GraphEditViewModel.edgeTypeLabel(refusedType)
                        + " is not permitted from " + edits.typeLabel(source.nodeType()));
        assertThat(ok.isDisabled()).isTrue();
        robot.interact(() -> EditWindowFixture.typeBox(pane).setValue(permittedType));
        fx.edited(() -> robot.clickOn(ok));

        assertThat(live().graph().edgeCount()).isEqualTo(before + 1);
        assertThat(live().graph().edge(from, to, permittedType)).isPresent();
        assertThat(fx.window().surfaceGraph().graphView().link(from, from)).as("a drop on itself is no link").isFalse();
    }

    @Test
    void f2_and_delete_on_the_graphs_selected_concept_rename_and_delete_it(FxRobot robot) throws Exception {
        fx.openSession(robot);
        List<SurfaceNode> nodes = List.copyOf(live().graph().nodes());
        SurfaceNode renamed = nodes.get(0);
        SurfaceNode deleted = nodes.get(nodes.size() - 1);
        javafx.scene.Node graph = fx.window().surfaceGraph().node();

        robot.interact(() -> {
            fx.window().session().selectedNodeIdProperty().set(renamed.id());
            fx.window().surfaceGraph().graphView().node().requestFocus();
        });
        fx.dialogs.typed.add("morning ritual");
        fx.edited(() -> robot.press(KeyCode.F2).release(KeyCode.F2));
        assertThat(label(renamed.id())).isEqualTo("morning ritual");

        robot.interact(() -> {
            fx.window().session().selectedNodeIdProperty().set(deleted.id());
            fx.window().surfaceGraph().graphView().node().requestFocus();
        });
        fx.edited(() -> robot.press(KeyCode.DELETE).release(KeyCode.DELETE));
        assertThat(live().graph().node(deleted.id())).isEmpty();
        assertThat(graph.getScene()).isNotNull();
    }

    @Test
    void the_slots_tab_lists_the_canonical_graph_and_renames_a_slot_with_f2(FxRobot robot) throws Exception {
        fx.openSession(robot);
        robot.clickOn("#tab-slots");
        var table = fx.window().editPanel().slotsView().table();
        EditWindowFixture.waitFor(() -> !table.getItems().isEmpty());
        var slot = table.getItems().get(0);
        robot.interact(() -> {
            table.getSelectionModel().clearAndSelect(0);
            table.requestFocus();
        });
        fx.dialogs.typed.add("Cafe Feeling");
        fx.edited(() -> robot.press(KeyCode.F2).release(KeyCode.F2));
        assertThat(live().graph().slot(slot.id()).orElseThrow().name()).isEqualTo("Cafe Feeling");
        assertThat(table.getItems()).extracting(r -> r.name()).contains("Cafe Feeling");
    }
}
