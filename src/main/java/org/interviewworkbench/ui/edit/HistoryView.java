package org.interviewworkbench.ui.edit;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.interviewworkbench.ui.EditsBridge.HistoryEntry;

/**
 * The History panel: how much of the engine's coding was kept (one line on top), then when, after which turn, what,
 * before and after; newest first.
 */
public final class HistoryView {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss")
            .withZone(ZoneId.systemDefault());
    private final TableView<HistoryEntry> table = new TableView<>();
    private final Label kept = new Label();
    private final javafx.scene.layout.BorderPane root = new javafx.scene.layout.BorderPane(table);

    public HistoryView(HistoryViewModel viewModel) {
        table.setId("history-table");
        table.setAccessibleText("History of the researcher's edits");
        table.setPlaceholder(new Label("No edits yet. Every change to the graph, undo and override is listed here."));
        table.getColumns().add(column("When", e -> TIME.format(e.at()), 74));
        table.getColumns().add(column("Turn", e -> String.valueOf(e.afterTurn()), 44));
        table.getColumns().add(column("What", HistoryEntry::what, 180));
        table.getColumns().add(column("Before → after", HistoryViewModel::change, 200));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setRowFactory(t -> new javafx.scene.control.TableRow<>() {
            @Override
            protected void updateItem(HistoryEntry e, boolean empty) {
                super.updateItem(e, empty);
                setTooltip(empty || e == null ? null : new javafx.scene.control.Tooltip(HistoryViewModel.action(e)
                        + " after turn " + e.afterTurn() + " by " + e.who() + "\n" + e.what() + "\nbefore: "
                        + e.before() + "\nafter: " + e.after()));
            }
        });
        table.setItems(viewModel.entries());
        kept.setId("history-kept");
        kept.setWrapText(true);
        kept.setPadding(new javafx.geometry.Insets(2, 4, 4, 4));
        kept.textProperty().bind(viewModel.keptProperty());
        kept.setAccessibleText("How much of the engine's coding was kept");
        kept.visibleProperty().bind(viewModel.keptProperty().isNotEmpty());
        kept.managedProperty().bind(kept.visibleProperty());
        root.setTop(kept);
    }

    private static TableColumn<HistoryEntry, String> column(String title, Function<HistoryEntry, String> value,
                                                            double width) {
        TableColumn<HistoryEntry, String> c = new TableColumn<>(title);
        c.setCellValueFactory(r -> new ReadOnlyObjectWrapper<>(value.apply(r.getValue())));
        c.setPrefWidth(width);
        c.setSortable(false);
        return c;
    }

    public TableView<HistoryEntry> table() {
        return table;
    }

    /** The one-line summary of how much of the engine's coding was kept, above the table. */
    public Label kept() {
        return kept;
    }

    public Node node() {
        return root;
    }
}
