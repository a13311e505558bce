package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.interviewworkbench.ui.EditWindowFixture.clickMenuItem;
import static org.interviewworkbench.ui.EditWindowFixture.openContextMenu;
import static org.interviewworkbench.ui.EditWindowFixture.redoName;
import static org.interviewworkbench.ui.EditWindowFixture.undoName;
import static org.interviewworkbench.ui.EditWindowFixture.waitFor;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.geometry.Point2D;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.ui.EditsBridge.HistoryEntry;
import org.interviewworkbench.ui.edit.GraphEditViewModel;
import org.interviewworkbench.ui.graph.GraphStreamView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The real window, the real desktop bridge and an H2 file database, driven like a researcher in one interview:
 * rename (F2), change a type (context menu), merge two concepts (context menu), split one by its quotes (dialog), add
 * a relationship by dragging with the mouse from concept to concept on the surface graph, delete the concept the next
 * question is about (Delete key); undo and redo each (Ctrl+Z / Ctrl+Shift+Z, with the action's name in the Edit
 * menu); answer; restart the workbench on the same database and resume: graph, History and next question as they
 * were, and the deleted concept is never asked about again.
 */
@ExtendWith(ApplicationExtension.class)
class ResearcherEditsWindowTest {

    private EditWindowFixture fx;

    @Start
    void start(Stage stage) throws Exception {
        fx = new EditWindowFixture("edits-window");
        fx.start(stage);
    }

    @AfterEach
    void tearDown() throws Exception {
        fx.close();
    }

    private SessionSnapshot live() {
        return fx.live();
    }

    private MainWindow window() {
        return fx.window();
    }

    /** Undoes and redoes the last action with the keyboard, checking the Edit menu names it both ways. */
    private void undoAndRedo(FxRobot robot, String action, Runnable whenUndone, Runnable whenRedone)
            throws Exception {
        assertThat(undoName(robot)).isEqualTo("Undo " + action);
        fx.undo(robot);
        whenUndone.run();
        assertThat(redoName(robot)).isEqualTo("Redo " + action);
        fx.redo(robot);
        whenRedone.run();
        assertThat(undoName(robot)).isEqualTo("Undo " + action);
    }

    @Test
    void a_researcher_corrects_the_graph_with_undo_and_the_corrections_survive_a_restart(FxRobot robot)
            throws Exception {
        String id = fx.openSession(robot);
        String question = window().interview().suggestedQuestionProperty().get();
        String focus = live().state().pendingFocusNodeId();
        List<SurfaceNode> others = live().graph().nodes().stream().filter(n -> !n.id().equals(focus)).toList();
        SurfaceNode renamed = others.get(0);
        // a concept without relationships can take any type
        SurfaceNode retyped = others.stream().filter(n -> live().graph().edges().stream()
                .noneMatch(e -> e.source().equals(n.id()) || e.target().equals(n.id()))).findFirst().orElseThrow();
        List<SurfaceNode> pair = others.stream().filter(n -> n != retyped).collect(Collectors
                .groupingBy(SurfaceNode::nodeType)).values().stream().filter(l -> l.size() >= 2).findFirst()
                .orElseThrow();

        // rename with F2
        fx.select(robot, renamed.id());
        fx.dialogs.typed.add("morning ritual");
        fx.edited(() -> robot.press(KeyCode.F2).release(KeyCode.F2));
        assertThat(fx.label(renamed.id())).isEqualTo("morning ritual");
        assertThat(fx.concepts().getItems()).extracting(r -> r.label()).contains("morning ritual");
        undoAndRedo(robot, "rename '" + renamed.label() + "'",
                () -> assertThat(fx.label(renamed.id())).isEqualTo(renamed.label()),
                () -> assertThat(fx.label(renamed.id())).isEqualTo("morning ritual"));

        // change a type from the context menu (only the methodology's types are offered)
        GraphEditViewModel edits = window().editPanel().edits();
        String newType = edits.nodeTypes().stream().filter(t -> !t.equals(retyped.nodeType())).findFirst()
                .orElseThrow();
        fx.select(robot, retyped.id());
        fx.edited(() -> {
            openContextMenu(robot);
            clickMenuItem(robot, "Change type");
            clickMenuItem(robot, edits.typeLabel(newType));
        });
        assertThat(type(retyped.id())).isEqualTo(newType);
        undoAndRedo(robot, "type of '" + fx.label(retyped.id()) + "' to " + edits.typeLabel(newType),
                () -> assertThat(type(retyped.id())).isEqualTo(retyped.nodeType()),
                () -> assertThat(type(retyped.id())).isEqualTo(newType));

        // merge two concepts of one type
        String survivor = pair.get(0).id();
        String mergedAway = pair.get(1).id();
        fx.select(robot, survivor, mergedAway);
        fx.edited(() -> {
            openContextMenu(robot);
            clickMenuItem(robot, "Merge 2 selected into the first");
        });
        assertThat(live().graph().node(mergedAway)).isEmpty();
        assertThat(quotes(survivor)).containsAll(pair.get(1).sourceQuotes());
        undoAndRedo(robot, "merge of 2 concepts into '" + fx.label(survivor) + "'",
                () -> assertThat(live().graph().node(mergedAway)).isPresent(),
                () -> assertThat(live().graph().node(mergedAway)).isEmpty());

        // split the merged concept again by its quotes: the merged-away one's quotes go to a new concept
        List<String> movedQuotes = List.copyOf(pair.get(1).sourceQuotes());
        String survivorLabel = fx.label(survivor);
        fx.select(robot, survivor);
        openContextMenu(robot);
        clickMenuItem(robot, "Split by quotes\u2026");
        DialogPane split = EditWindowFixture.dialogPane();
        VBox content = (VBox) split.getContent();
        robot.interact(() -> {
            ((TextField) content.getChildren().get(3)).setText("cafe feeling");
            content.getChildren().stream().filter(n -> n instanceof CheckBox b
                    && movedQuotes.contains((String) b.getUserData())).forEach(b -> ((CheckBox) b).setSelected(true));
        });
        fx.edited(() -> robot.clickOn(split.lookupButton(ButtonType.OK)));
        String part = live().graph().nodes().stream().filter(n -> n.label().equals("cafe feeling"))
                .map(SurfaceNode::id).findFirst().orElseThrow();
        assertThat(quotes(part)).containsExactlyInAnyOrderElementsOf(movedQuotes);
        assertThat(quotes(survivor)).doesNotContainAnyElementsOf(movedQuotes);
        undoAndRedo(robot, "split of '" + survivorLabel + "'",
                () -> assertThat(live().graph().node(part)).isEmpty(),
                () -> assertThat(fx.label(part)).isEqualTo("cafe feeling"));

        // add a relationship by dragging with the mouse from one concept to another on the surface graph
        String[] link = dragPair(robot);
        String from = link[0];
        String to = link[1];
        String edgeType = edits.firstPermitted(type(from), type(to));
        int edgesBefore = live().graph().edgeCount();
        drag(robot, from, to);
        DialogPane add = EditWindowFixture.dialogPane();
        assertThat(EditWindowFixture.chosen(add, 0)).isEqualTo(from);
        assertThat(EditWindowFixture.chosen(add, 1)).isEqualTo(edgeType);
        assertThat(EditWindowFixture.chosen(add, 2)).isEqualTo(to);
        fx.edited(() -> robot.clickOn(add.lookupButton(ButtonType.OK)));
        assertThat(live().graph().edge(from, to, edgeType)).isPresent();
        assertThat(live().graph().edgeCount()).isEqualTo(edgesBefore + 1);
        undoAndRedo(robot, "add relationship '" + fx.label(from) + "' \u2192 '" + fx.label(to) + "'",
                () -> assertThat(live().graph().edge(from, to, edgeType)).isEmpty(),
                () -> assertThat(live().graph().edge(from, to, edgeType)).isPresent());

        // delete the concept the next question is about: the suggestion moves at once
        String deleted = live().state().pendingFocusNodeId();
        assertThat(deleted).as("the next question is about a concept").isNotNull();
        String deletedLabel = fx.label(deleted);
        fx.select(robot, deleted);
        fx.edited(() -> robot.press(KeyCode.DELETE).release(KeyCode.DELETE));
        assertThat(live().graph().node(deleted)).isEmpty();
        assertThat(live().state().pendingFocusNodeId()).isNotNull().isNotEqualTo(deleted);
        undoAndRedo(robot, "delete '" + deletedLabel + "'",
                () -> assertThat(live().state().pendingFocusNodeId()).isEqualTo(deleted),
                () -> assertThat(live().state().pendingFocusNodeId()).isNotEqualTo(deleted));
        String next = window().interview().suggestedQuestionProperty().get();
        assertThat(fx.dialogs.errors).isEmpty();

        // the History panel lists every step, newest first, under the share of the engine's coding kept
        robot.clickOn("#tab-history");
        waitFor(() -> window().editPanel().history().entries().size() == 18);
        assertThat(window().editPanel().history().entries().get(0).op()).isEqualTo("redo");
        assertThat(window().editPanel().history().entries()).extracting(HistoryEntry::op)
                .containsSubsequence("delete_node", "add_edge", "split", "merge", "retype", "rename");
        Label kept = robot.lookup("#history-kept").queryAs(Label.class);
        assertThat(kept.isVisible()).isTrue();
        assertThat(kept.getText()).startsWith("Kept unchanged ")
                .contains("renamed 1, retyped 1, merged 1, split 1, deleted 1; relationships: ")
                .contains("added 1");

        // the next answer is given to the recomputed question
        robot.clickOn("#tab-interview");
        robot.clickOn("#answer-box").write("It also tastes good in cereal, which I eat every day.");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        waitFor(() -> window().session().turns().size() == 5
                && window().session().getState() == SessionViewModel.State.READY);
        assertThat(window().session().turns().get(4).question()).isEqualTo(next);
        assertThat(question).isNotEqualTo(next);
        assertThat(window().editPanel().undoManager().canUndoProperty().get()).as("a turn clears undo").isFalse();
        Set<String> nodesBefore = ids(live());
        Set<String> edgesAfterTurn = live().graph().edges().stream().map(SurfaceEdge::id).collect(Collectors.toSet());
        String pending = window().interview().suggestedQuestionProperty().get();
        String pendingFocus = live().state().pendingFocusNodeId();

        // restart the workbench (a new window, bridge and store) on the same database and resume
        fx.restart(robot);
        fx.resume(robot, id);
        assertThat(ids(live())).isEqualTo(nodesBefore);
        assertThat(live().graph().edges()).extracting(SurfaceEdge::id).containsExactlyInAnyOrderElementsOf(
                edgesAfterTurn);
        assertThat(fx.label(renamed.id())).isEqualTo("morning ritual");
        assertThat(type(retyped.id())).isEqualTo(newType);
        assertThat(live().graph().node(mergedAway)).isEmpty();
        assertThat(fx.label(part)).isEqualTo("cafe feeling");
        assertThat(live().graph().edge(from, to, edgeType)).isPresent();
        assertThat(live().graph().node(deleted)).isEmpty();
        assertThat(live().graph().edges()).allMatch(e -> !e.source().equals(deleted) && !e.target().equals(deleted));
        assertThat(window().interview().suggestedQuestionProperty().get()).isEqualTo(pending);
        assertThat(live().state().pendingFocusNodeId()).isEqualTo(pendingFocus).isNotEqualTo(deleted);
        robot.clickOn("#tab-graph");
        robot.clickOn("#tab-history");
        waitFor(() -> window().editPanel().history().entries().size() == 18);
        assertThat(window().editPanel().history().entries()).extracting(HistoryEntry::op)
                .containsSubsequence("delete_node", "add_edge", "split", "merge", "retype", "rename");

        robot.clickOn("#tab-interview");
        robot.clickOn("#answer-box").write("And it keeps fresh for a week, so I waste less.");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        waitFor(() -> window().session().turns().size() == 6
                && window().session().getState() == SessionViewModel.State.READY);
        List<TurnResult> all = window().session().turns();
        assertThat(all.get(5).question()).isEqualTo(pending);
        assertThat(all.subList(4, 6)).extracting(TurnResult::focusNodeId).doesNotContain(deleted);
        assertThat(live().state().pendingFocusNodeId()).isNotEqualTo(deleted);
        assertThat(fx.dialogs.errors).isEmpty();
    }

    private String type(String nodeId) {
        return live().graph().node(nodeId).orElseThrow().nodeType();
    }

    private List<String> quotes(String nodeId) {
        return live().graph().node(nodeId).orElseThrow().sourceQuotes();
    }

    private static Set<String> ids(SessionSnapshot s) {
        return s.graph().nodes().stream().map(SurfaceNode::id).collect(Collectors.toSet());
    }

    /**
     * Two concepts, neither the next question's focus, with a relationship type the methodology permits between them
     * and no such relationship yet, each drawn where a pointer pressed on its centre finds it, once the force layout
     * has come to rest (their places no longer move).
     */
    private String[] dragPair(FxRobot robot) throws Exception {
        robot.clickOn("#tab-graph");
        GraphStreamView view = window().surfaceGraph().graphView();
        GraphEditViewModel edits = window().editPanel().edits();
        String focus = live().state().pendingFocusNodeId();
        String[] found = new String[2];
        Point2D[] seen = new Point2D[2];
        org.testfx.util.WaitForAsyncUtils.waitFor(60, java.util.concurrent.TimeUnit.SECONDS, () -> {
            Thread.sleep(500);
            return org.testfx.util.WaitForAsyncUtils.asyncFx(() -> {
                for (SurfaceNode s : live().graph().nodes()) {
                    for (SurfaceNode t : live().graph().nodes()) {
                        String permitted = s == t ? null : edits.firstPermitted(s.nodeType(), t.nodeType());
                        if (permitted != null && !s.id().equals(focus) && !t.id().equals(focus)
                                && live().graph().edge(s.id(), t.id(), permitted).isEmpty()
                                && found(view, s.id()) && found(view, t.id())) {
                            Point2D a = view.screenPoint(s.id());
                            Point2D b = view.screenPoint(t.id());
                            boolean still = s.id().equals(found[0]) && t.id().equals(found[1])
                                    && a.distance(seen[0]) < 1 && b.distance(seen[1]) < 1;
                            found[0] = s.id();
                            found[1] = t.id();
                            seen[0] = a;
                            seen[1] = b;
                            return still;
                        }
                    }
                }
                return false;
            }).get();
        });
        return found;
    }

    /** Whether a press on the node's centre (screen position from the camera) hits that node. */
    private static boolean found(GraphStreamView view, String nodeId) {
        Point2D screen = view.screenPoint(nodeId);
        if (screen == null) {
            return false;
        }
        Point2D scene = view.node().getScene().getRoot().screenToLocal(screen);
        return nodeId.equals(view.nodeAt(scene.getX(), scene.getY()));
    }

    /** A real drag with the primary button, from one node's centre to the other's. */
    private void drag(FxRobot robot, String from, String to) {
        GraphStreamView view = window().surfaceGraph().graphView();
        Point2D[] points = new Point2D[2];
        robot.interact(() -> {
            points[0] = view.screenPoint(from);
            points[1] = view.screenPoint(to);
        });
        robot.drag(points[0], MouseButton.PRIMARY).moveTo(points[1]).release(MouseButton.PRIMARY);
    }
}
