package org.interviewworkbench.ui;

import javafx.scene.paint.Color;

/** The diverging heat scale used everywhere (#2c7bb6 low, #ffffbf middle, #d7191c high), as in the graphs. */
public final class HeatScale {

    private static final Color LOW = Color.web("#2c7bb6");
    private static final Color MID = Color.web("#ffffbf");
    private static final Color HIGH = Color.web("#d7191c");

    private HeatScale() {
    }

    /** The colour of {@code t} in [0, 1]. */
    public static Color colour(double t) {
        double c = Math.max(0, Math.min(1, t));
        return c < 0.5 ? LOW.interpolate(MID, c * 2) : MID.interpolate(HIGH, (c - 0.5) * 2);
    }

    /** A CSS colour, lightened for table cell backgrounds so text stays readable. */
    public static String css(double t) {
        Color c = colour(t).interpolate(Color.WHITE, 0.35);
        return String.format("#%02x%02x%02x", (int) (c.getRed() * 255), (int) (c.getGreen() * 255),
                (int) (c.getBlue() * 255));
    }
}
