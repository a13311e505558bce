package org.interviewworkbench.ui.heatmap;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import org.interviewworkbench.ui.Glossary;
import org.interviewworkbench.ui.Terms;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel.Column;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel.Tone;

/**
 * The heatmap's columns (what each shows, its tone, its order when sorted by it) and the words a user reads or hears
 * about a row: the tooltip of a cell and the accessible description of the selected row. Pure, no toolkit.
 */
public final class HeatmapColumns {

    /**
     * One column.
     *
     * @param name      the plain header name
     * @param term      the glossary term behind the header (its tooltip), or null for marker, concept and type
     * @param tone      which tone rule colours its cells, or null (never toned)
     * @param numeric   numbers, right-aligned
     * @param prefWidth preferred width before the header's own width is taken into account
     * @param minWidth  width below which the column is not shrunk
     * @param text      the cell's text
     * @param order     the order when the researcher sorts by the column (ascending)
     */
    public record HeatmapColumn(String name, Terms.Entry term, Column tone, boolean numeric, double prefWidth,
                                double minWidth, Function<HeatmapRow, String> text, Comparator<HeatmapRow> order) {
    }

    /** The marker of the next focus in the first column. */
    public static final String FOCUS_MARK = "\u25ce";
    /** What a number that does not apply shows. */
    public static final String NOT_APPLICABLE = "\u2014";

    private HeatmapColumns() {
    }

    /** The columns, in order: marker, concept, type, then the tracker fields. */
    public static List<HeatmapColumn> of(Function<String, String> typeLabel) {
        List<HeatmapColumn> c = new ArrayList<>();
        c.add(new HeatmapColumn("", null, null, false, 28, 28, r -> r.focus() ? FOCUS_MARK : "",
                Comparator.comparing(HeatmapRow::focus)));
        c.add(new HeatmapColumn("Concept", null, null, false, 190, 110, HeatmapRow::label,
                Comparator.comparing(HeatmapRow::label, String.CASE_INSENSITIVE_ORDER)));
        c.add(new HeatmapColumn("Type", null, null, false, 140, 90, r -> typeLabel.apply(r.nodeType()),
                Comparator.comparing(r -> typeLabel.apply(r.nodeType()), String.CASE_INSENSITIVE_ORDER)));
        c.add(metric(Glossary.EXHAUSTION, Column.EXHAUSTION, HeatmapRow::exhaustion, "%.2f"));
        c.add(new HeatmapColumn(Glossary.EXHAUSTED.label(), Glossary.EXHAUSTED, Column.EXHAUSTED, false, 80, 60,
                r -> r.exhausted() ? "EXHAUSTED" : "", Comparator.comparing(HeatmapRow::exhausted)));
        c.add(metric(Glossary.SINCE_NEW, Column.TURNS_SINCE_YIELD,
                r -> r.focused() ? r.turnsSinceYield() : Double.NaN, "%.0f"));
        c.add(metric(Glossary.IN_A_ROW, Column.STREAK, HeatmapRow::focusStreak, "%.0f"));
        c.add(metric(Glossary.SHALLOW, Column.SHALLOW_RATIO, HeatmapRow::shallowRatio, "%.2f"));
        c.add(metric(Glossary.NEW_MATERIAL, Column.YIELD_RATE, r -> r.focused() ? r.yieldCount() : Double.NaN,
                "%.0f"));
        c.add(metric(Glossary.TIMES_ASKED, Column.FOCUS_COUNT, HeatmapRow::focusCount, "%.0f"));
        c.add(new HeatmapColumn(Glossary.NEXT_STEP.label(), Glossary.NEXT_STEP, Column.OPPORTUNITY, false, 110, 80,
                HeatmapViewModel::opportunityText, Comparator.comparing(HeatmapViewModel::opportunityText)));
        return List.copyOf(c);
    }

    private static HeatmapColumn metric(Terms.Entry term, Column tone, ToDoubleFunction<HeatmapRow> value,
                                        String format) {
        return new HeatmapColumn(term.label(), term, tone, true, 80, 60, r -> {
            double v = value.applyAsDouble(r);
            return Double.isNaN(v) ? NOT_APPLICABLE : String.format(Locale.ROOT, format, v);
        }, Comparator.comparingDouble(r -> {
            double v = value.applyAsDouble(r);
            return Double.isNaN(v) ? -1 : v;
        }));
    }

    /** The tone of a cell ({@link Tone#NEUTRAL} for columns that are never toned). */
    public static Tone tone(HeatmapColumn column, HeatmapRow row) {
        return column.tone() == null ? Tone.NEUTRAL : HeatmapViewModel.tone(column.tone(), row);
    }

    /** What a cell's colour says, in words ("" for neutral). */
    public static String toneMeaning(Tone tone) {
        return switch (tone) {
            case ALARM -> "red: flagged exhausted";
            case WARN -> "amber: on the way to exhaustion";
            case GOOD -> "green: still yields new material";
            case NOT_APPLICABLE -> "grey: does not apply (never asked about)";
            case NEUTRAL -> "";
        };
    }

    /** The tooltip of a cell: the concept in full, the column's name, the value and what its colour says. */
    public static String cellTooltip(List<HeatmapColumn> columns, int column, HeatmapRow row,
                                     Function<String, String> typeLabel) {
        HeatmapColumn c = columns.get(column);
        StringBuilder b = new StringBuilder(row.label()).append(" (").append(typeLabel.apply(row.nodeType()))
                .append(')');
        if (row.focus()) {
            b.append(" \u00b7 next focus");
        }
        if (c.term() != null) {
            String value = c.text().apply(row);
            b.append('\n').append(c.name()).append(": ").append(value.isEmpty() ? "no" : value);
            String meaning = toneMeaning(tone(c, row));
            if (!meaning.isEmpty()) {
                b.append(" (").append(meaning).append(')');
            }
            b.append('\n').append(c.term().meaning());
        }
        return b.toString();
    }

    /**
     * The row as a screen reader says it: "Concept froth, attribute, exhausted, next focus, Exhaustion 0.62, ...".
     * Fields that do not apply are left out.
     */
    public static String describe(List<HeatmapColumn> columns, HeatmapRow row, Function<String, String> typeLabel) {
        StringBuilder b = new StringBuilder("Concept ").append(row.label()).append(", ")
                .append(typeLabel.apply(row.nodeType()));
        b.append(row.exhausted() ? ", exhausted" : ", not exhausted");
        if (row.focus()) {
            b.append(", next focus");
        }
        for (HeatmapColumn c : columns) {
            if (c.term() == null || c.tone() == Column.EXHAUSTED) {
                continue;
            }
            String value = c.text().apply(row);
            if (!value.isEmpty() && !NOT_APPLICABLE.equals(value)) {
                b.append(", ").append(c.name()).append(' ').append(value);
            }
        }
        return b.toString();
    }

    /**
     * A header name on at most two lines, split at the space nearest the middle ("Turns without" / "new material"),
     * so a long plain name is shown whole in a narrow column.
     */
    public static String twoLines(String name) {
        if (name.length() <= 12 || !name.contains(" ")) {
            return name;
        }
        int mid = name.length() / 2;
        int best = -1;
        for (int i = 0; i < name.length(); i++) {
            if (name.charAt(i) == ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) {
                best = i;
            }
        }
        return name.substring(0, best) + "\n" + name.substring(best + 1);
    }
}
