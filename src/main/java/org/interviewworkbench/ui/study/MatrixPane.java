package org.interviewworkbench.ui.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.interviewworkbench.ui.study.MatrixViewModel.CellView;
import org.interviewworkbench.ui.study.MatrixViewModel.Order;
import org.interviewworkbench.ui.study.MatrixViewModel.RowView;

/**
 * The implication matrix as a heat table ({@link MatrixViewModel}): rows are numbered codes with their names,
 * columns the same codes by number (the name on hover), each cell {@code direct.indirect} shaded by its count.
 */
final class MatrixPane {

    private final VBox root;
    private final TableView<RowView> table = new TableView<>();

    MatrixPane(MatrixViewModel vm) {
        ComboBox<Order> order = new ComboBox<>();
        order.getItems().setAll(Order.values());
        order.setId("study-matrix-order");
        order.valueProperty().bindBidirectional(vm.orderProperty());
        HBox bar = new HBox(8, new Label("Order codes by"), order);
        bar.setAlignment(Pos.CENTER_LEFT);
        Label caption = new Label();
        caption.setId("study-matrix-caption");
        caption.setWrapText(true);
        caption.textProperty().bind(vm.captionProperty());
        table.setId("study-matrix");
        table.setItems(vm.rows());
        table.setPlaceholder(new Label("No ladders to count yet."));
        table.getSelectionModel().setCellSelectionEnabled(true);
        vm.rows().addListener((ListChangeListener<RowView>) c -> columns(vm.rows()));
        root = new VBox(6, bar, caption, table);
        VBox.setVgrow(table, Priority.ALWAYS);
        root.setPadding(new Insets(6));
    }

    private void columns(List<RowView> rows) {
        List<TableColumn<RowView, ?>> columns = new ArrayList<>();
        TableColumn<RowView, String> code = new TableColumn<>("Code");
        code.setCellValueFactory(f -> new ReadOnlyStringWrapper(f.getValue().number() + "  " + f.getValue().code()));
        code.setPrefWidth(190);
        code.setSortable(false);
        columns.add(code);
        TableColumn<RowView, String> abstractness = new TableColumn<>("Abstr.");
        abstractness.setCellValueFactory(f -> new ReadOnlyStringWrapper(
                String.format(Locale.ROOT, "%.2f", f.getValue().abstractness())));
        abstractness.setPrefWidth(52);
        abstractness.setSortable(false);
        columns.add(abstractness);
        for (int i = 0; i < rows.size(); i++) {
            int at = i;
            TableColumn<RowView, CellView> col = new TableColumn<>();
            Label header = new Label(Integer.toString(i + 1));
            header.setTooltip(new Tooltip(rows.get(i).number() + "  " + rows.get(i).code() + " ("
                    + rows.get(i).type().replace('_', ' ') + ")"));
            col.setGraphic(header);
            col.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(f.getValue().cells().get(at)));
            col.setCellFactory(c -> new HeatCell());
            col.setPrefWidth(48);
            col.setSortable(false);
            col.setReorderable(false);
            columns.add(col);
        }
        table.getColumns().setAll(columns);
    }

    /** A cell of the heat table: its text, a blue shade by count, bold when the link is on the map. */
    private static final class HeatCell extends TableCell<RowView, CellView> {
        HeatCell() {
            setAlignment(Pos.CENTER);
        }

        @Override
        protected void updateItem(CellView item, boolean empty) {
            super.updateItem(item, empty);
            if (empty || item == null || item.text().isEmpty()) {
                setText(null);
                setStyle("");
                return;
            }
            setText(item.text());
            double alpha = 0.08 + 0.72 * item.shade();
            setStyle(String.format(Locale.ROOT, "-fx-background-color: rgba(33, 102, 172, %.2f); -fx-text-fill: %s;%s",
                    alpha, alpha > 0.5 ? "white" : "black", item.onMap() ? " -fx-font-weight: bold;" : ""));
        }
    }

    Node node() {
        return root;
    }
}
