package org.interviewworkbench.ui.heatmap;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javafx.beans.InvalidationListener;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.layout.Background;
import javafx.scene.layout.Border;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.text.Font;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel.Tone;

/**
 * The heatmap's colours and fonts, taken from the stylesheets: one unseen "swatch" label per tone (style class
 * {@code heatmap-cell} with the tone's pseudo-class, as the table cells had), one for the selected row and one for the
 * focus row, so the light and the dark theme (assets/workbench*.css) colour the canvas as they coloured the table.
 * The swatches sit in the grid's scene graph (unmanaged, zero size) so CSS reaches them; when a theme changes their
 * colours the grid is told to draw again.
 */
final class HeatmapPalette {

    /** What a cell is drawn with. */
    record Style(Paint fill, Paint text, Font font) {
    }

    private static final Map<Tone, String> PSEUDO = Map.of(Tone.ALARM, "tone-alarm", Tone.WARN, "tone-warn",
            Tone.GOOD, "tone-good", Tone.NOT_APPLICABLE, "tone-na", Tone.NEUTRAL, "tone-neutral");

    private final Map<Tone, Label> tones = new EnumMap<>(Tone.class);
    private final Label selected = swatch("selected-row");
    private final Label focusRow = swatch("focus-node");
    private final Label grid = swatch("grid-line");

    HeatmapPalette() {
        for (Tone t : Tone.values()) {
            tones.put(t, swatch(PSEUDO.get(t)));
        }
    }

    private static Label swatch(String pseudoClass) {
        Label l = new Label("0");
        l.getStyleClass().add("heatmap-cell");
        l.pseudoClassStateChanged(PseudoClass.getPseudoClass(pseudoClass), true);
        l.setManaged(false);
        l.setMouseTransparent(true);
        l.resize(0, 0);
        l.setFocusTraversable(false);
        return l;
    }

    /** The swatch nodes, to be added to the grid's children. */
    List<Label> swatches() {
        List<Label> all = new java.util.ArrayList<>(tones.values());
        all.add(selected);
        all.add(focusRow);
        all.add(grid);
        return all;
    }

    /** Calls {@code redraw} whenever CSS gives a swatch other colours or fonts. */
    void onChange(Runnable redraw) {
        InvalidationListener l = o -> redraw.run();
        for (Label s : swatches()) {
            s.backgroundProperty().addListener(l);
            s.textFillProperty().addListener(l);
            s.fontProperty().addListener(l);
            s.borderProperty().addListener(l);
        }
    }

    /** How a cell of {@code tone} is drawn. */
    Style style(Tone tone) {
        Label s = tones.get(tone);
        return new Style(fill(s, Color.TRANSPARENT), s.getTextFill(), s.getFont());
    }

    /** The background of the grid (a neutral cell). */
    Paint background() {
        return fill(tones.get(Tone.NEUTRAL), Color.WHITE);
    }

    /** The tint over the selected row and its outline. */
    Paint selectionFill() {
        return fill(selected, Color.color(0.18, 0.44, 0.7, 0.15));
    }

    Paint selectionBorder() {
        return border(selected, Color.web("#2f6fb3"));
    }

    /** The mark at the left of the next focus's row. */
    Paint focusMark() {
        return border(focusRow, Color.web("#111111"));
    }

    /** Lines between rows. */
    Paint gridLine() {
        return border(grid, Color.web("#d9e0e7"));
    }

    /** The bold font of the focus row. */
    Font focusFont() {
        return focusRow.getFont();
    }

    private static Paint fill(Label s, Paint fallback) {
        Background b = s.getBackground();
        return b == null || b.getFills().isEmpty() ? fallback : b.getFills().get(b.getFills().size() - 1).getFill();
    }

    private static Paint border(Label s, Paint fallback) {
        Border b = s.getBorder();
        return b == null || b.getStrokes().isEmpty() ? fallback : b.getStrokes().get(0).getLeftStroke();
    }
}
