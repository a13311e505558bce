package org.interviewworkbench.ui.edit;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.interviewworkbench.ui.WorkbenchBridge.HistoryEntry;

/** The History panel: when, after which turn, what, before and after; newest first. */
public final class HistoryView {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss")
            .withZone(ZoneId.systemDefault());
    private final TableView<HistoryEntry> table = new TableView<>();

    public HistoryView(HistoryViewModel viewModel) {
        table.setId("history-table");
        table.setAccessibleText("History of the researcher's edits");
        table.setPlaceholder(new Label("No edits yet. Every change to the graph, undo and override is listed here."));
        table.getColumns().add(column("When", e -> TIME.format(e.at()), 70));
        table.getColumns().add(column("After turn", e -> String.valueOf(e.afterTurn()), 70));
        table.getColumns().add(column("Action", HistoryViewModel::action, 120));
        table.getColumns().add(column("What", HistoryEntry::what, 240));
        table.getColumns().add(column("Before", HistoryEntry::before, 150));
        table.getColumns().add(column("After", HistoryEntry::after, 150));
        table.setItems(viewModel.entries());
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

    public Node node() {
        return table;
    }
}
