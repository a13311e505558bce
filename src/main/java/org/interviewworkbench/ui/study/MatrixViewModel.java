package org.interviewworkbench.ui.study;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.interviewworkbench.ui.StudyBridge.MatrixCell;
import org.interviewworkbench.ui.StudyBridge.MatrixCode;
import org.interviewworkbench.ui.StudyBridge.StudyAnalysis;
import org.interviewworkbench.ui.StudyBridge.StudyMatrix;

/**
 * The implication matrix as a heat table: one row and one column per code, each cell {@code direct.indirect} (the
 * researchers' convention, indirect as two digits: {@code 3.02} is 3 direct and 2 indirect pairs), shaded by the
 * count the map's links use (direct, or direct + indirect with "Indirect links too") relative to the largest, and
 * marked when the link is on the map at the current cut-off. It follows the study's analysis, so the count mode
 * (per ladder or per respondent) and the session filter apply. Codes are ordered by first appearance or by
 * abstractness (in / (in + out), most concrete first; ties keep first appearance).
 */
public final class MatrixViewModel {

    /** How rows and columns are ordered. */
    public enum Order {
        FIRST_APPEARANCE("First appearance"),
        ABSTRACTNESS("Abstractness (concrete first)");

        private final String label;

        Order(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /**
     * One cell as shown.
     *
     * @param text  {@code direct.indirect}, or {@code ""} when the pair never occurs
     * @param shade 0 (empty) to 1 (the largest count of the matrix)
     * @param onMap whether the link is on the map at the current cut-off
     */
    public record CellView(int direct, int indirect, String text, double shade, boolean onMap) {
        static final CellView EMPTY = new CellView(0, 0, "", 0.0, false);
    }

    /** One row: the code it starts from, numbered in the current order, and its cells in column order. */
    public record RowView(int number, String code, String type, double abstractness, List<CellView> cells) {
        public RowView {
            cells = List.copyOf(cells);
        }
    }

    private final StudyViewModel study;
    private final ObjectProperty<Order> order = new SimpleObjectProperty<>(this, "order", Order.FIRST_APPEARANCE);
    private final ObservableList<RowView> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper(this, "caption", "");

    MatrixViewModel(StudyViewModel study) {
        this.study = study;
        study.resultProperty().addListener((o, a, b) -> rebuild());
        order.addListener((o, a, b) -> rebuild());
    }

    /** The text of a cell: direct, a point, indirect as two digits ({@code 3.02}); blank when both are 0. */
    public static String cellText(int direct, int indirect) {
        return direct + indirect == 0 ? "" : String.format(Locale.ROOT, "%d.%02d", direct, indirect);
    }

    private void rebuild() {
        StudyAnalysis r = study.resultProperty().get();
        StudyMatrix matrix = r == null ? StudyMatrix.EMPTY : r.matrix();
        boolean total = study.totalLinksProperty().get();
        List<MatrixCode> codes = new ArrayList<>(matrix.codes());
        if (order.get() == Order.ABSTRACTNESS) {
            codes.sort(Comparator.comparingDouble(MatrixCode::abstractness)); // stable: ties keep first appearance
        }
        Map<String, Map<String, MatrixCell>> cells = new HashMap<>();
        int max = 0;
        for (MatrixCell c : matrix.cells()) {
            cells.computeIfAbsent(c.from(), k -> new HashMap<>()).put(c.to(), c);
            max = Math.max(max, count(c, total));
        }
        int cutoff = r == null ? Integer.MAX_VALUE : r.cutoff();
        List<RowView> out = new ArrayList<>();
        for (MatrixCode from : codes) {
            List<CellView> row = new ArrayList<>();
            for (MatrixCode to : codes) {
                MatrixCell c = cells.getOrDefault(from.code(), Map.of()).get(to.code());
                if (c == null) {
                    row.add(CellView.EMPTY);
                } else {
                    int n = count(c, total);
                    row.add(new CellView(c.direct(), c.indirect(), cellText(c.direct(), c.indirect()),
                            max == 0 ? 0.0 : (double) n / max, n > 0 && n >= cutoff));
                }
            }
            out.add(new RowView(out.size() + 1, from.code(), from.type(), from.abstractness(), row));
        }
        rows.setAll(out);
        caption.set(r == null || codes.isEmpty() ? "No ladders to count yet."
                : "Each cell: direct.indirect (3.02 = 3 direct, 2 indirect), counted per "
                + (study.perRespondentProperty().get() ? "respondent" : "ladder") + "; shaded by "
                + (total ? "direct + indirect" : "direct") + " count; bold: on the map at cut-off " + r.cutoff()
                + ". Rows lead to columns.");
    }

    private static int count(MatrixCell c, boolean total) {
        return total ? c.direct() + c.indirect() : c.direct();
    }

    /** Rows and columns order; changing it reorders at once. */
    public ObjectProperty<Order> orderProperty() {
        return order;
    }

    /** The rows in the current order (the columns are the same codes in the same order). */
    public ObservableList<RowView> rows() {
        return rows;
    }

    /** The codes in the current order (column headers). */
    public List<String> columns() {
        return rows.stream().map(RowView::code).toList();
    }

    /** What a cell means, the count mode and the cut-off. */
    public ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }
}
