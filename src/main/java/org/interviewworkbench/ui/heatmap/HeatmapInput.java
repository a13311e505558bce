package org.interviewworkbench.ui.heatmap;

import javafx.scene.canvas.Canvas;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.util.Duration;

/**
 * The heatmap grid's mouse and keyboard: a click selects the row under the pointer (and takes the keyboard focus);
 * Up, Down, Page Up, Page Down, Home and End move the selection; the wheel scrolls; hovering a cell shows its tooltip
 * (the concept in full, the value and what its colour means).
 */
final class HeatmapInput {

    private final HeatmapGrid grid;
    private final Canvas canvas;
    private final Tooltip tip = new Tooltip();
    private String tipText;

    private HeatmapInput(HeatmapGrid grid, Canvas canvas) {
        this.grid = grid;
        this.canvas = canvas;
        tip.setWrapText(true);
        tip.setMaxWidth(420);
        tip.setShowDelay(Duration.millis(400));
    }

    static void install(HeatmapGrid grid, Canvas canvas) {
        HeatmapInput in = new HeatmapInput(grid, canvas);
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, in::pressed);
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, in::moved);
        canvas.addEventHandler(MouseEvent.MOUSE_EXITED, e -> in.hover(null));
        canvas.addEventHandler(ScrollEvent.SCROLL, in::scrolled);
        grid.addEventHandler(KeyEvent.KEY_PRESSED, in::key);
    }

    private void pressed(MouseEvent e) {
        e.consume(); // the tab pane around would take the focus back
        grid.requestFocus();
        int row = grid.rowAt(e.getY());
        if (row >= 0) {
            grid.select(row);
        }
    }

    private void moved(MouseEvent e) {
        hover(grid.tooltipAt(e.getX(), e.getY()));
    }

    private void hover(String text) {
        if (java.util.Objects.equals(text, tipText)) {
            return;
        }
        tipText = text;
        if (text == null) {
            Tooltip.uninstall(canvas, tip);
        } else {
            tip.setText(text);
            Tooltip.install(canvas, tip);
        }
    }

    private void scrolled(ScrollEvent e) {
        grid.scrollBy(-e.getDeltaX(), -e.getDeltaY());
        e.consume();
    }

    private void key(KeyEvent e) {
        switch (e.getCode()) {
            case UP, KP_UP -> grid.moveSelection(-1);
            case DOWN, KP_DOWN -> grid.moveSelection(1);
            case PAGE_UP -> grid.moveSelection(-grid.rowsPerPage());
            case PAGE_DOWN -> grid.moveSelection(grid.rowsPerPage());
            case HOME -> grid.select(0);
            case END -> grid.select(grid.rows().size() - 1);
            default -> {
                return;
            }
        }
        e.consume();
    }
}
