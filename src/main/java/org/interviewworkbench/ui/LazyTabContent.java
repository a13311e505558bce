package org.interviewworkbench.ui;

import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.layout.StackPane;

/**
 * A tab whose content is in the scene only while the tab is selected. A {@link javafx.scene.control.TabPane} keeps
 * the content of every tab in the scene and only hides the others, so a finished turn that changes a hidden table,
 * chart or graph still runs CSS, layout and bounds passes over it on the FX thread (issue 13's profile: most of a
 * turn's FX time went there). Here the tab holds a plain holder pane, and the content node is put into it when the
 * tab is selected and taken out when another tab is: hidden content costs nothing per turn, and since the content
 * keeps its ViewModel bindings while out of the scene, it shows the current state as soon as it is back.
 *
 * <p>Out of the scene, the content is out of focus traversal, mnemonics and the accessibility tree too, as a hidden
 * tab should be. The holder keeps the minimum size the content last had on screen, so the tab area's minimum size
 * does not jump when the tab is switched.
 */
public final class LazyTabContent extends StackPane {

    private final Node content;
    private double keptMinWidth;
    private double keptMinHeight;

    private LazyTabContent(Node content) {
        this.content = content;
        getStyleClass().add("lazy-tab-content");
    }

    /** Makes {@code content} the content of {@code tab}, in the scene only while the tab is selected. */
    public static Tab install(Tab tab, Node content) {
        LazyTabContent holder = new LazyTabContent(content);
        tab.setContent(holder);
        tab.selectedProperty().addListener((o, was, selected) -> holder.attached(selected));
        // in the scene for the window's first layout pass, selected or not: every tab's controls get their skins and
        // styles at start-up, as when all tabs stayed in the scene, and the first switch to a tab only re-styles them
        holder.attached(true);
        holder.sceneProperty().addListener(new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends javafx.scene.Scene> o,
                    javafx.scene.Scene was, javafx.scene.Scene scene) {
                if (scene == null) {
                    return;
                }
                holder.sceneProperty().removeListener(this);
                Runnable[] once = new Runnable[1];
                once[0] = () -> {
                    scene.removePostLayoutPulseListener(once[0]);
                    holder.attached(tab.isSelected());
                };
                scene.addPostLayoutPulseListener(once[0]);
            }
        });
        return tab;
    }

    /** A new tab titled {@code title} whose content is in the scene only while it is selected. */
    public static Tab tab(String title, Node content) {
        return install(new Tab(title), content);
    }

    /** The node shown while the tab is selected (in the scene or not). */
    public Node content() {
        return content;
    }

    /** Whether the content is in the scene now. */
    public boolean isAttached() {
        return !getChildren().isEmpty();
    }

    private void attached(boolean attach) {
        if (attach && getChildren().isEmpty()) {
            getChildren().setAll(content);
        } else if (!attach && !getChildren().isEmpty()) {
            keptMinWidth = content.minWidth(-1);
            keptMinHeight = content.minHeight(-1);
            getChildren().clear();
        }
    }

    @Override
    protected double computeMinWidth(double height) {
        return isAttached() ? super.computeMinWidth(height) : keptMinWidth;
    }

    @Override
    protected double computeMinHeight(double width) {
        return isAttached() ? super.computeMinHeight(width) : keptMinHeight;
    }
}
