package org.interviewworkbench.ui.interview;

import java.util.Objects;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.text.Font;

/**
 * A wrapping label that remembers its height for the width it was last measured at. JavaFX measures a wrapping
 * label's text from scratch on every call (a fresh text layout each time), and a list lays out a transcript row
 * several times per turn (its minimum and preferred height, when the row count changes, when it scrolls, in the
 * layout pass): on the interview panel, measuring the same questions and answers again was a sixth of the FX thread's
 * work on a turn. The height is reused while the text, width, font, insets and line spacing are the same; anything
 * else is measured as before.
 */
final class WrappedTextLabel extends Label {

    private final Measured pref = new Measured();
    private final Measured min = new Measured();

    WrappedTextLabel() {
        setWrapText(true);
    }

    @Override
    protected double computePrefHeight(double width) {
        return pref.height(key(width), () -> super.computePrefHeight(width));
    }

    @Override
    protected double computeMinHeight(double width) {
        return min.height(key(width), () -> super.computeMinHeight(width));
    }

    private Key key(double width) {
        return new Key(getText(), width, getFont(), getInsets(), getLineSpacing(), isWrapText(), getGraphic() == null);
    }

    /** One measured height and what it was measured for. */
    private static final class Measured {
        private Key key;
        private double height;

        double height(Key now, java.util.function.DoubleSupplier measure) {
            if (!now.equals(key)) {
                height = measure.getAsDouble();
                key = now;
            }
            return height;
        }
    }

    /** Everything a wrapped text's height depends on in this row (no graphic, no ellipsis on height). */
    private record Key(String text, double width, Font font, Insets insets, double lineSpacing, boolean wrap,
                       boolean noGraphic) {
        Key {
            Objects.requireNonNull(insets);
        }
    }
}
