package org.interviewworkbench.ui.graph;

import java.util.EnumSet;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.scene.Cursor;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;
import org.graphstream.ui.fx_viewer.FxDefaultView;
import org.graphstream.ui.graphicGraph.GraphicElement;
import org.graphstream.ui.graphicGraph.GraphicGraph;
import org.graphstream.ui.view.View;
import org.graphstream.ui.view.camera.Camera;
import org.graphstream.ui.view.util.InteractiveElement;
import org.graphstream.ui.view.util.MouseManager;

/**
 * The pointer on the drawn graph (FX thread): the wheel zooms, dragging the background pans, a click selects the
 * node under it (or nothing), a drag from node to node links them when a handler is set, and hovering a node shows
 * its full label (in a tooltip and on the canvas).
 */
final class GraphPointer {

    private final FxDefaultView view;
    private final StackPane root;
    private final GraphLabels labels;
    private final Supplier<Map<String, GraphModel.Node>> shownNodes;
    private final Tooltip hover = new Tooltip();
    private double dragX;
    private double dragY;
    private boolean dragged;
    /** The node a drag started on, while linking. */
    private String linkFrom;
    private final BiPredicate<String, String> link;
    private final BooleanSupplier linking;
    private String hoveredId;

    /**
     * @param shownNodes the nodes of the model shown last, by id (for the hover text)
     * @param labels     the label placement, told which node is hovered
     * @param linking    whether a drag from a node links (a link handler is set)
     * @param link       links a drag's source and target node, true when it was a link
     */
    GraphPointer(FxDefaultView view, StackPane root, GraphLabels labels,
                 Supplier<Map<String, GraphModel.Node>> shownNodes, Consumer<String> onSelect,
                 BooleanSupplier linking, BiPredicate<String, String> link) {
        this.view = view;
        this.linking = linking;
        this.link = link;
        this.root = root;
        this.labels = labels;
        this.shownNodes = shownNodes;
        view.setMouseManager(new NoMouse());
        install(onSelect);
    }

    /** The id of the node drawn at a point of the view, or null. */
    String nodeAt(double x, double y) {
        GraphicElement hit = view.findGraphicElementAt(EnumSet.of(InteractiveElement.NODE), x, y);
        return hit == null ? null : hit.getId();
    }

    /** Zooms by a factor (&lt; 1 zooms in). */
    void zoom(double factor) {
        Camera c = view.getCamera();
        c.setViewPercent(Math.max(0.05, Math.min(5, c.getViewPercent() * factor)));
    }

    private void install(Consumer<String> onSelect) {
        root.setFocusTraversable(true);
        view.setOnScroll(e -> zoom(e.getDeltaY() > 0 ? 0.9 : 1.1));
        view.setOnMousePressed(e -> {
            dragX = e.getX();
            dragY = e.getY();
            dragged = false;
            root.requestFocus(); // so F2 and Delete reach the graph's key handlers
            linkFrom = !linking.getAsBoolean() || !e.isPrimaryButtonDown() ? null : nodeAt(e.getX(), e.getY());
            view.setCursor(linkFrom == null ? Cursor.DEFAULT : Cursor.CROSSHAIR);
        });
        view.setOnMouseReleased(e -> {
            String from = linkFrom;
            linkFrom = null;
            view.setCursor(Cursor.DEFAULT);
            if (from != null && dragged) {
                link.test(from, nodeAt(e.getX(), e.getY()));
            }
        });
        view.setOnMouseDragged(e -> {
            if (linkFrom != null) {
                dragged = true; // linking, not panning
                return;
            }
            Camera c = view.getCamera();
            var p0 = c.transformPxToGu(dragX, dragY);
            var p1 = c.transformPxToGu(e.getX(), e.getY());
            var center = c.getViewCenter();
            c.setViewCenter(center.x - (p1.x - p0.x), center.y - (p1.y - p0.y), 0);
            dragX = e.getX();
            dragY = e.getY();
            dragged = true;
        });
        view.setOnMouseMoved(e -> showHover(e.getX(), e.getY(), e.getScreenX(), e.getScreenY()));
        view.setOnMouseExited(e -> hideHover());
        view.setOnMouseClicked(e -> {
            if (!dragged) {
                onSelect.accept(nodeAt(e.getX(), e.getY()));
            }
        });
    }

    /** The full label of the node under the pointer (labels are shortened on the canvas), with type and heat. */
    private void showHover(double x, double y, double screenX, double screenY) {
        String id = nodeAt(x, y);
        GraphModel.Node n = id == null ? null : shownNodes.get().get(id);
        if (n == null) {
            hideHover();
            return;
        }
        if (!n.id().equals(hoveredId)) {
            hoveredId = n.id();
            labels.hovered(hoveredId);
            hover.setText(GraphStyle.hoverText(n));
            hover.show(view, screenX + 14, screenY + 14);
        }
    }

    private void hideHover() {
        hoveredId = null;
        labels.hovered(null);
        hover.hide();
    }

    /** Disables GraphStream's default mouse handling (we pan instead of dragging nodes). */
    private static final class NoMouse implements MouseManager {
        @Override
        public void init(GraphicGraph graphicGraph, View v) {
        }

        @Override
        public void release() {
        }

        @Override
        public EnumSet<InteractiveElement> getManagedTypes() {
            return EnumSet.noneOf(InteractiveElement.class);
        }
    }
}
