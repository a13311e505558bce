package org.interviewworkbench.ui.heatmap;

/**
 * Where the heatmap's cells are: column widths fitted to the available width (extra width goes to the concept
 * column; below the preferred widths columns shrink towards their minimum, never below it, and the grid scrolls
 * sideways instead), and which row and column a point of the grid falls in. Pure arithmetic, no toolkit.
 */
public final class HeatmapGeometry {

    /** One row's height in pixels (fixed: every row is drawn the same). */
    public static final double ROW_HEIGHT = 26;
    /** The column that takes the width left over. */
    static final int FLEX_COLUMN = 1;

    private final double[] widths;
    private final double[] starts;
    private final double total;

    private HeatmapGeometry(double[] widths) {
        this.widths = widths;
        this.starts = new double[widths.length];
        double x = 0;
        for (int i = 0; i < widths.length; i++) {
            starts[i] = x;
            x += widths[i];
        }
        this.total = x;
    }

    /**
     * Fits columns of the given preferred and minimum widths into {@code available} pixels.
     */
    public static HeatmapGeometry fit(double[] pref, double[] min, double available) {
        double prefSum = 0;
        double minSum = 0;
        for (int i = 0; i < pref.length; i++) {
            prefSum += pref[i];
            minSum += min[i];
        }
        double[] w = new double[pref.length];
        if (available >= prefSum) {
            System.arraycopy(pref, 0, w, 0, pref.length);
            if (pref.length > FLEX_COLUMN) {
                w[FLEX_COLUMN] += available - prefSum;
            }
        } else if (available > minSum && prefSum > minSum) {
            double share = (available - minSum) / (prefSum - minSum);
            for (int i = 0; i < pref.length; i++) {
                w[i] = Math.floor(min[i] + (pref[i] - min[i]) * share);
            }
        } else {
            System.arraycopy(min, 0, w, 0, min.length);
        }
        return new HeatmapGeometry(w);
    }

    public int columns() {
        return widths.length;
    }

    public double x(int column) {
        return starts[column];
    }

    public double width(int column) {
        return widths[column];
    }

    /** The width of all columns together. */
    public double totalWidth() {
        return total;
    }

    /** The column at {@code x} (content coordinates, scrolling already added), or -1. */
    public int columnAt(double x) {
        for (int i = 0; i < widths.length; i++) {
            if (x >= starts[i] && x < starts[i] + widths[i]) {
                return i;
            }
        }
        return -1;
    }

    /** The row at {@code y} (content coordinates, scrolling already added) of {@code rows} rows, or -1. */
    public static int rowAt(double y, int rows) {
        if (y < 0) {
            return -1;
        }
        int r = (int) Math.floor(y / ROW_HEIGHT);
        return r < rows ? r : -1;
    }

    /** The first row visible when scrolled down {@code scrollY} pixels. */
    public static int firstVisible(double scrollY) {
        return Math.max(0, (int) Math.floor(scrollY / ROW_HEIGHT));
    }

    /** The last row (exclusive) visible in a viewport {@code height} high scrolled down {@code scrollY}. */
    public static int endVisible(double scrollY, double height, int rows) {
        return Math.min(rows, (int) Math.ceil((scrollY + height) / ROW_HEIGHT));
    }

    /** The scroll position that shows row {@code row} whole, moving as little as possible from {@code scrollY}. */
    public static double scrollToShow(int row, double scrollY, double height) {
        double top = row * ROW_HEIGHT;
        double bottom = top + ROW_HEIGHT;
        if (top < scrollY) {
            return top;
        }
        if (bottom > scrollY + height) {
            return Math.max(0, bottom - height);
        }
        return scrollY;
    }

    /** The largest scroll position for {@code rows} rows in a viewport {@code height} high. */
    public static double maxScroll(int rows, double height) {
        return Math.max(0, rows * ROW_HEIGHT - height);
    }
}
