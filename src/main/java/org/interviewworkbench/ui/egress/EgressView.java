package org.interviewworkbench.ui.egress;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;

import org.interviewworkbench.engine.port.EgressEntry;

/** The "What left this laptop" panel: a summary line and one row per request sent. */
public final class EgressView {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    private final BorderPane root = new BorderPane();

    public EgressView(EgressViewModel vm) {
        root.setId("egress-view");
        Label summary = new Label();
        summary.setId("egress-summary");
        summary.setWrapText(true);
        summary.textProperty().bind(vm.summaryProperty());
        summary.setPadding(new Insets(8));
        TableView<EgressEntry> table = new TableView<>(vm.rows());
        table.setId("egress-table");
        table.setPlaceholder(new Label("No request left this laptop."));
        table.getColumns().add(column("Time", e -> TIME.format(e.at())));
        table.getColumns().add(column("Provider", EgressEntry::provider));
        table.getColumns().add(column("Host", e -> e.host() + (e.remote() ? "" : " (this machine)")));
        table.getColumns().add(column("Model", e -> e.model() == null ? "" : e.model()));
        table.getColumns().add(column("Task", EgressEntry::task));
        table.getColumns().add(column("Characters", e -> Integer.toString(e.chars())));
        table.getColumns().add(column("Replaced", e -> e.redacted() ? redactions(e.redactions()) : "redaction off"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        root.setTop(summary);
        root.setCenter(table);
    }

    private static String redactions(Map<String, Integer> counts) {
        if (counts.isEmpty()) {
            return "nothing found";
        }
        return new TreeMap<>(counts).entrySet().stream()
                .map(e -> e.getKey().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " " + e.getValue())
                .collect(Collectors.joining(", "));
    }

    private static <T> TableColumn<T, String> column(String title, Function<T, String> value) {
        TableColumn<T, String> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        return c;
    }

    public Node node() {
        return root;
    }
}
