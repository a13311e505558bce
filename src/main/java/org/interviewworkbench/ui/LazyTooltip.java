package org.interviewworkbench.ui;

import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;

/**
 * A row's or cell's explanation, made into a {@link Tooltip} only when the pointer first enters it. Tables and lists
 * create dozens of rows at once (the ranking's signals fill a whole pane on the first turns), and a tooltip per row
 * costs a pop-up window's worth of objects each; most rows are never hovered. The text is kept current while no
 * tooltip exists, so the first hover shows the row's present text.
 */
public final class LazyTooltip {

    private final Control owner;
    private String text;
    private Tooltip tip;

    /** Explains {@code owner} with the text given to {@link #setText} (none until then). */
    public LazyTooltip(Control owner) {
        this.owner = owner;
        owner.addEventHandler(MouseEvent.MOUSE_ENTERED, e -> install());
    }

    /** The explanation; {@code null} or blank removes it. */
    public void setText(String text) {
        this.text = text;
        if (tip != null) {
            if (text == null || text.isBlank()) {
                owner.setTooltip(null);
            } else {
                tip.setText(text);
                owner.setTooltip(tip);
            }
        }
    }

    /** The tooltip, once the pointer has entered the owner and there was a text to show; else {@code null}. */
    public Tooltip tooltip() {
        return tip;
    }

    private void install() {
        if (tip == null && text != null && !text.isBlank()) {
            tip = new Tooltip(text);
            tip.setWrapText(true);
            tip.setMaxWidth(420);
            owner.setTooltip(tip);
        }
    }
}
