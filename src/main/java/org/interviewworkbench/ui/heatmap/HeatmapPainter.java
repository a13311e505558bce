package org.interviewworkbench.ui.heatmap;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Paint;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import org.interviewworkbench.ui.heatmap.HeatmapColumns.HeatmapColumn;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel.Tone;

/**
 * Draws the visible rows of the heatmap onto one canvas: each cell filled with its tone's colour and its text
 * (shortened with an ellipsis when the column is too narrow; the cell's tooltip has it whole), a line between rows,
 * the next focus marked at the left and in bold, the selected row outlined. Only the rows in view are drawn, so a
 * turn costs the same at 30 or 300 concepts.
 */
final class HeatmapPainter {

    private static final double PAD = 6;
    private static final int WIDTH_CACHE = 4000;

    private final Canvas canvas;
    private final HeatmapPalette palette;
    private final Text measure = new Text();
    private final Map<Font, Map<String, Double>> widths = new HashMap<>();

    HeatmapPainter(Canvas canvas, HeatmapPalette palette) {
        this.canvas = canvas;
        this.palette = palette;
    }

    /**
     * Draws the rows in view.
     *
     * @param scrollX  pixels scrolled sideways
     * @param scrollY  pixels scrolled down
     * @param selected the selected row's index, or -1
     * @param empty    what to say when there are no rows
     */
    void paint(List<HeatmapRow> rows, List<HeatmapColumn> columns, HeatmapGeometry geometry, double scrollX,
               double scrollY, int selected, String empty) {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(palette.background());
        g.fillRect(0, 0, w, h); // covers the whole canvas: the earlier drawing is dropped, not kept and redrawn
        g.setTextBaseline(VPos.CENTER);
        if (rows.isEmpty()) {
            HeatmapPalette.Style na = palette.style(Tone.NOT_APPLICABLE);
            g.setFill(na.text());
            g.setFont(na.font());
            g.setTextAlign(TextAlignment.CENTER);
            g.fillText(empty, w / 2, Math.min(h / 2, 40));
            return;
        }
        Map<Tone, HeatmapPalette.Style> styles = new java.util.EnumMap<>(Tone.class);
        for (Tone t : Tone.values()) {
            styles.put(t, palette.style(t));
        }
        Paint line = palette.gridLine();
        int first = HeatmapGeometry.firstVisible(scrollY);
        int end = HeatmapGeometry.endVisible(scrollY, h, rows.size());
        int firstCol = Math.max(0, geometry.columnAt(scrollX));
        for (int r = first; r < end; r++) {
            HeatmapRow row = rows.get(r);
            double y = r * HeatmapGeometry.ROW_HEIGHT - scrollY;
            for (int c = firstCol; c < columns.size(); c++) {
                double x = geometry.x(c) - scrollX;
                if (x > w) {
                    break;
                }
                HeatmapColumn col = columns.get(c);
                Tone tone = HeatmapColumns.tone(col, row);
                HeatmapPalette.Style s = styles.get(tone);
                double cw = geometry.width(c);
                if (tone != Tone.NEUTRAL) {
                    g.setFill(s.fill());
                    g.fillRect(x, y, cw, HeatmapGeometry.ROW_HEIGHT);
                }
                String text = col.text().apply(row);
                if (!text.isEmpty()) {
                    Font font = row.focus() && tone == Tone.NEUTRAL ? palette.focusFont() : s.font();
                    g.setFont(font);
                    g.setFill(s.text());
                    String shown = fit(text, font, cw - 2 * PAD);
                    if (col.numeric()) {
                        g.setTextAlign(TextAlignment.RIGHT);
                        g.fillText(shown, x + cw - PAD, y + HeatmapGeometry.ROW_HEIGHT / 2);
                    } else {
                        g.setTextAlign(TextAlignment.LEFT);
                        g.fillText(shown, x + PAD, y + HeatmapGeometry.ROW_HEIGHT / 2);
                    }
                }
            }
            g.setFill(line);
            g.fillRect(0, y + HeatmapGeometry.ROW_HEIGHT - 1, w, 1);
            if (row.focus()) {
                g.setFill(palette.focusMark());
                g.fillRect(-scrollX, y, 4, HeatmapGeometry.ROW_HEIGHT);
            }
        }
        if (selected >= first && selected < end) {
            double y = selected * HeatmapGeometry.ROW_HEIGHT - scrollY;
            g.setFill(palette.selectionFill());
            g.fillRect(-scrollX, y, geometry.totalWidth(), HeatmapGeometry.ROW_HEIGHT);
            g.setStroke(palette.selectionBorder());
            g.setLineWidth(2);
            g.strokeRect(1 - scrollX, y + 1, geometry.totalWidth() - 2, HeatmapGeometry.ROW_HEIGHT - 2);
        }
    }

    /** {@code text} shortened with an ellipsis to at most {@code max} pixels in {@code font}. */
    String fit(String text, Font font, double max) {
        if (width(text, font) <= max) {
            return text;
        }
        int lo = 0;
        int hi = text.length();
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            if (width(text.substring(0, mid) + "\u2026", font) <= max) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo == 0 ? "\u2026" : text.substring(0, lo).stripTrailing() + "\u2026";
    }

    private double width(String text, Font font) {
        Map<String, Double> cache = widths.computeIfAbsent(font, f -> new HashMap<>());
        if (cache.size() > WIDTH_CACHE) {
            cache.clear();
        }
        return cache.computeIfAbsent(text, t -> {
            measure.setFont(font);
            measure.setText(t);
            return measure.getLayoutBounds().getWidth();
        });
    }
}
