package org.interviewworkbench.ui;

import javafx.beans.binding.Bindings;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.util.Callback;

/**
 * Table cells that a screen reader reads with their column: "Quotes: 3" instead of a bare "3" (issue 15). Wraps the
 * cell factory each column already has, so the look of the cells does not change.
 */
public final class AccessibleCells {

    private AccessibleCells() {
    }

    /** Gives every cell of {@code table}'s columns (as they are now) an accessible text "column: value". */
    public static <S> void install(TableView<S> table) {
        table.getColumns().forEach(AccessibleCells::install);
    }

    /** Gives every cell of {@code column} an accessible text "column: value" (the value: its text, else its item). */
    public static <S, T> void install(TableColumn<S, T> column) {
        Callback<TableColumn<S, T>, TableCell<S, T>> original = column.getCellFactory();
        column.setCellFactory(c -> {
            TableCell<S, T> cell = original.call(c);
            cell.accessibleTextProperty().bind(Bindings.createStringBinding(() -> text(column.getText(), cell),
                    cell.textProperty(), cell.itemProperty(), cell.emptyProperty(), column.textProperty()));
            return cell;
        });
    }

    /** "column: value", or null for an empty cell. */
    static String text(String columnName, TableCell<?, ?> cell) {
        if (cell.isEmpty()) {
            return null;
        }
        String value = cell.getText();
        if (value == null || value.isBlank()) {
            value = cell.getItem() == null ? "" : String.valueOf(cell.getItem());
        }
        return columnName + ": " + (value.isBlank() ? "none" : value);
    }
}
