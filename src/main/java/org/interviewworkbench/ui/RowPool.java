package org.interviewworkbench.ui;

import java.util.Collections;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Scene;
import javafx.scene.control.TableView;

/**
 * Makes a table's row cells in the window's first layout pass, at start-up, instead of on the first turns of an
 * interview. A table that starts empty makes a row (a row skin, a cell skin per column, their styles) for each
 * concept that comes into view, and the first answers of an interview fill the view: on the graph view that was
 * half of the FX thread's work on the turn that first filled the Concepts table (docs/workbench-measurements.md,
 * stop 29). Here the table lays out blank rows once, in the first layout pass of its scene, and gets its real items
 * back right after: the table keeps the rows it made and gives them to the real items as they come.
 *
 * <p>The blank rows are in the table for one layout pass, before the first frame with content is drawn.
 */
public final class RowPool {

    private RowPool() {
    }

    /**
     * Lays out {@code rows} copies of {@code blank} in {@code table} in the first layout pass of the scene it is added
     * to, then shows its own items again.
     */
    public static <R> void prepare(TableView<R> table, R blank, int rows) {
        table.sceneProperty().addListener(new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Scene> o, Scene was, Scene scene) {
                if (scene == null) {
                    return;
                }
                table.sceneProperty().removeListener(this);
                ObservableList<R> items = table.getItems();
                if (items != null && !items.isEmpty()) {
                    return; // already filled: its rows are made as usual
                }
                table.setItems(FXCollections.observableArrayList(Collections.nCopies(rows, blank)));
                Runnable[] once = new Runnable[1];
                once[0] = () -> {
                    scene.removePostLayoutPulseListener(once[0]);
                    table.setItems(items);
                };
                scene.addPostLayoutPulseListener(once[0]);
            }
        });
    }
}
