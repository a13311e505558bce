package org.interviewworkbench.ui.interview;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.DoubleSupplier;
import javafx.scene.text.Font;

/**
 * The measured heights of the transcript's rows, shared by all cells of one transcript. The list measures rows it
 * does not show as well: after every new exchange it forgets its size estimates and measures each row of the
 * expected viewport again with one spare cell, giving that cell each exchange in turn, so the cell's wrapped texts
 * were laid out from scratch every time (a sixth of the FX thread's work on an interview turn, stop 29). A row's
 * height depends only on its exchange, the width it is measured at, the list's width (the text column follows it)
 * and the font; while these are the same, the height measured once is reused. Bounded: the least recently used
 * heights are forgotten first.
 */
final class RowHeights {

    private static final int CAPACITY = 2048;

    private final Map<Key, Double> heights = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Double> eldest) {
            return size() > CAPACITY;
        }
    };

    /** What a row's height depends on; {@code min} tells the minimum height from the preferred one. */
    private record Key(TranscriptEntry entry, double width, double listWidth, Font font, boolean min) {
    }

    /** The height of {@code entry}'s row, measured by {@code measure} the first time (FX thread). */
    double height(TranscriptEntry entry, double width, double listWidth, Font font, boolean min,
                  DoubleSupplier measure) {
        Key key = new Key(entry, width, listWidth, font, min);
        Double known = heights.get(key);
        if (known != null) {
            return known;
        }
        double h = measure.getAsDouble();
        heights.put(key, h);
        return h;
    }

    /** How many heights are remembered. */
    int size() {
        return heights.size();
    }
}
