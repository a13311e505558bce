package org.interviewworkbench.ui;

import javafx.beans.Observable;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import javafx.util.StringConverter;

/**
 * Sizes a combo box to its longest choice by measuring the choices' texts, so that JavaFX does not size it by laying
 * out its pop-up list. Left to itself, a {@link ComboBox} whose items change (the strategy choices change after every
 * turn) computes its preferred width by creating, styling and measuring a list cell for every item in the next layout
 * pass: on the interview panel that was a fifth of the FX thread's work on a turn. Measuring a handful of strings with
 * one {@link Text} node costs a small fraction of that and gives the same width: the longest choice fits, nothing is
 * cut.
 */
public final class ChoiceWidth {

    /** Room for the cell's padding and the arrow button beside the text. */
    static final double CHROME = 48;

    private final ComboBox<String> combo;
    private final Labeled fontSource;
    private final Text probe = new Text();

    private ChoiceWidth(ComboBox<String> combo, Labeled fontSource) {
        this.combo = combo;
        this.fontSource = fontSource;
    }

    /**
     * Keeps {@code combo}'s preferred width at its longest choice's text (as its converter shows it) plus the arrow,
     * measured in {@code fontSource}'s font (a label beside it, styled like the combo's cells); re-measured when the
     * items, the font or any of {@code relabel} change (e.g. the plain labels a converter reads).
     */
    public static void track(ComboBox<String> combo, Labeled fontSource, Observable... relabel) {
        ChoiceWidth w = new ChoiceWidth(combo, fontSource);
        combo.getItems().addListener((Observable o) -> w.measure());
        combo.itemsProperty().addListener((Observable o) -> w.measure());
        fontSource.fontProperty().addListener((Observable o) -> w.measure());
        for (Observable r : relabel) {
            r.addListener(o -> w.measure());
        }
        w.measure();
    }

    private void measure() {
        probe.setFont(fontSource.getFont());
        StringConverter<String> converter = combo.getConverter();
        double widest = 0;
        for (String item : combo.getItems()) {
            String shown = converter == null ? item : converter.toString(item);
            probe.setText(shown == null ? "" : shown);
            widest = Math.max(widest, probe.getLayoutBounds().getWidth());
        }
        double width = Math.ceil(widest + CHROME);
        if (combo.getPrefWidth() != width) {
            combo.setPrefWidth(width);
            combo.setMinWidth(Math.min(width, 120));
        }
    }
}
