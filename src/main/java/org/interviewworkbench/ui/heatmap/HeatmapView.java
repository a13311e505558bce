package org.interviewworkbench.ui.heatmap;

import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.transformation.SortedList;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import org.interviewworkbench.ui.HeatScale;

/** Node-state heatmap: a sortable table whose metric cells are colour-scaled; selection synced with the graphs. */
public final class HeatmapView {

    private final HeatmapViewModel viewModel;
    private final BorderPane root = new BorderPane();
    private final TableView<HeatmapRow> table = new TableView<>();
    private boolean syncing;

    public HeatmapView(HeatmapViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        bind();
    }

    public Node node() {
        return root;
    }

    public TableView<HeatmapRow> table() {
        return table;
    }

    private void createView() {
        root.getStyleClass().add("heatmap-panel");
        table.setId("heatmap-table");
        table.getStyleClass().add("heatmap");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("No node states at this turn."));
        TableColumn<HeatmapRow, String> node = text("Node", HeatmapRow::label);
        node.setPrefWidth(200);
        TableColumn<HeatmapRow, String> type = text("Type", HeatmapRow::nodeType);
        table.getColumns().add(node);
        table.getColumns().add(type);
        table.getColumns().add(metric("Focus count", r -> r.focusCount(), HeatmapViewModel.FOCUS_COUNT_SCALE, "%.0f"));
        table.getColumns().add(metric("Streak", r -> r.focusStreak(), HeatmapViewModel.STREAK_SCALE, "%.0f"));
        table.getColumns().add(metric("Turns since yield", r -> r.turnsSinceYield(),
                HeatmapViewModel.TURNS_SINCE_YIELD_SCALE, "%.0f"));
        table.getColumns().add(metric("Yield rate", HeatmapRow::yieldRate, 1, "%.2f"));
        table.getColumns().add(metric("Exhaustion", HeatmapRow::exhaustion, 1, "%.2f"));
        table.getColumns().add(metric("Shallow ratio", HeatmapRow::shallowRatio, 1, "%.2f"));
        table.getColumns().add(text("Opportunity", HeatmapRow::opportunity));
        Label title = new Label("Node-state heatmap \u00b7 blue = low, red = high \u00b7 click a row to select the node");
        HBox bar = new HBox(title);
        bar.getStyleClass().add("panel-toolbar");
        root.setTop(bar);
        root.setCenter(table);
    }

    private void bind() {
        SortedList<HeatmapRow> sorted = new SortedList<>(viewModel.rows());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        table.getSelectionModel().selectedItemProperty().addListener((o, a, row) -> {
            if (!syncing && row != null) {
                viewModel.select(row);
            }
        });
        viewModel.session().selectedNodeIdProperty().addListener((o, a, id) -> syncSelection(id));
        viewModel.rows().addListener((javafx.collections.ListChangeListener<HeatmapRow>) c ->
                syncSelection(viewModel.session().selectedNodeIdProperty().get()));
    }

    private void syncSelection(String id) {
        syncing = true;
        try {
            table.getItems().stream().filter(r -> r.nodeId().equals(id)).findFirst().ifPresentOrElse(r -> {
                table.getSelectionModel().select(r);
                table.scrollTo(r);
            }, () -> table.getSelectionModel().clearSelection());
        } finally {
            syncing = false;
        }
    }

    private static TableColumn<HeatmapRow, String> text(String name, Function<HeatmapRow, String> getter) {
        TableColumn<HeatmapRow, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(getter.apply(d.getValue())));
        return c;
    }

    private static TableColumn<HeatmapRow, Double> metric(String name, ToDoubleFunction<HeatmapRow> getter,
                                                          double scale, String format) {
        TableColumn<HeatmapRow, Double> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(getter.applyAsDouble(d.getValue())));
        c.setComparator((a, b) -> Double.compare(Double.isNaN(a) ? -1 : a, Double.isNaN(b) ? -1 : b));
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(Double v, boolean empty) {
                super.updateItem(v, empty);
                if (empty || v == null) {
                    setText(null);
                    setStyle("");
                } else if (v.isNaN()) {
                    setText("\u2014");
                    setStyle("");
                } else {
                    setText(String.format(format, v));
                    double t = Math.max(0, Math.min(1, v / scale));
                    setStyle("-fx-background-color: " + HeatScale.css(t) + "; -fx-alignment: center-right;"
                            + " -fx-text-fill: #1f2933;");
                }
            }
        });
        return c;
    }
}
