package org.interviewworkbench.ui;

import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/** Keyboard helpers that keep every control reachable without a mouse (issue 15). */
public final class Keyboard {

    private Keyboard() {
    }

    /**
     * Tab and Shift+Tab leave {@code area} for the next (previous) control instead of typing a tab character, so a
     * text area in a form is not a keyboard trap. A Tab is re-fired as Ctrl+Tab, which text areas treat as "move on".
     */
    public static void tabMovesFocus(TextArea area) {
        area.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.TAB && !e.isControlDown() && !e.isAltDown() && !e.isMetaDown()) {
                e.consume();
                area.fireEvent(new KeyEvent(e.getSource(), e.getTarget(), e.getEventType(), e.getCharacter(),
                        e.getText(), e.getCode(), e.isShiftDown(), true, false, false));
            }
        });
    }
}
