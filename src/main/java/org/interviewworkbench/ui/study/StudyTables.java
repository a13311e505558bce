package org.interviewworkbench.ui.study;

import java.util.Locale;
import java.util.function.Function;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

import org.interviewworkbench.ui.StudyBridge.CutoffRow;
import org.interviewworkbench.ui.StudyBridge.StudyCodeRow;

/** The Study tab's read-only tables: the statistics per cut-off and the codes with their frequencies. */
final class StudyTables {

    private StudyTables() {
    }

    /** Codes, links, share of links and of active cells per cut-off; the current cut-off's row is selected. */
    static TableView<CutoffRow> cutoffs(StudyViewModel vm) {
        TableView<CutoffRow> table = new TableView<>(vm.cutoffs());
        table.setId("study-cutoffs");
        table.getColumns().add(column("Cut-off", r -> Integer.toString(r.cutoff())));
        table.getColumns().add(column("Codes", r -> Integer.toString(r.codes())));
        table.getColumns().add(column("Links", r -> Integer.toString(r.links())));
        table.getColumns().forEach(c -> c.setMinWidth(c.getText().length() * 7.5 + 18));
        table.getColumns().add(numeric("% of links", "Share of all links (sum of the counts) the map represents",
                r -> percent(r.shareOfLinks())));
        table.getColumns().add(numeric("% of cells", "Share of the matrix's active cells the map represents",
                r -> percent(r.shareOfActiveCells())));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        Runnable mark = () -> {
            int at = vm.cutoffProperty().get();
            for (int i = 0; i < table.getItems().size(); i++) {
                if (table.getItems().get(i).cutoff() == at) {
                    table.getSelectionModel().select(i);
                    table.scrollTo(Math.max(0, i - 2));
                    return;
                }
            }
        };
        vm.cutoffs().addListener((javafx.collections.ListChangeListener<CutoffRow>) c -> mark.run());
        org.interviewworkbench.ui.AccessibleCells.install(table);
        return table;
    }

    static TableView<StudyCodeRow> codes(StudyViewModel vm) {
        TableView<StudyCodeRow> table = new TableView<>(vm.codes());
        table.setId("study-codes");
        TableColumn<StudyCodeRow, String> code = column("Code", StudyCodeRow::code);
        code.setPrefWidth(170);
        code.setMinWidth(100);
        table.getColumns().add(code);
        TableColumn<StudyCodeRow, String> type = column("Type", r -> shortType(r.type()));
        type.setMinWidth(66);
        type.setMaxWidth(90);
        table.getColumns().add(type);
        table.getColumns().add(numeric("Mentions", "Ladders that mention the code", r -> Integer.toString(r.mentions())));
        table.getColumns().add(numeric("Resp.", "Respondents who mention the code",
                r -> Integer.toString(r.respondents())));
        table.getColumns().add(numeric("Abstr.", "Abstractness: in / (in + out), 0 = where ladders start, 1 = where "
                + "they end", r -> String.format(Locale.ROOT, "%.2f", r.abstractness())));
        table.getColumns().add(numeric("Centr.", "Centrality: (in + out) / all links of the matrix",
                r -> String.format(Locale.ROOT, "%.3f", r.centrality())));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        org.interviewworkbench.ui.AccessibleCells.install(table);
        return table;
    }

    /** A narrow column whose header is explained by a tooltip. */
    private static <T> TableColumn<T, String> numeric(String title, String explanation, Function<T, String> value) {
        TableColumn<T, String> c = column(title, value);
        javafx.scene.control.Label header = new javafx.scene.control.Label(title);
        header.setTooltip(new javafx.scene.control.Tooltip(explanation));
        c.setText("");
        c.setGraphic(header);
        c.setMinWidth(title.length() * 7.5 + 18);
        return c;
    }

    static <T> TableColumn<T, String> column(String title, Function<T, String> value) {
        TableColumn<T, String> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        return c;
    }

    /**
     * A node type as laddering researchers abbreviate it: the initials of a type of several words
     * ({@code functional_consequence} -> FC, {@code terminal_value} -> TV), a one-word type in full.
     */
    static String shortType(String type) {
        String[] words = type.split("_");
        if (words.length < 2) {
            return type;
        }
        StringBuilder b = new StringBuilder();
        for (String w : words) {
            if (!w.isEmpty()) {
                b.append(Character.toUpperCase(w.charAt(0)));
            }
        }
        return b.toString();
    }

    static String percent(double share) {
        return Math.round(100 * share) + "%";
    }
}
