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
import javafx.css.PseudoClass;
import javafx.scene.control.TableRow;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel.Column;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel.Tone;

/**
 * Node-state heatmap: a sortable table, most exhausted first, whose cells are coloured by what they mean (see
 * {@link HeatmapViewModel#tone}); the focus row is marked; selection synced with the graphs.
 */
public final class HeatmapView {

    private static final PseudoClass FOCUS_ROW = PseudoClass.getPseudoClass("focus-node");

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
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(HeatmapRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(FOCUS_ROW, !empty && row != null && row.focus());
            }
        });
        TableColumn<HeatmapRow, String> marker = text("", r -> r.focus() ? "\u25ce" : "");
        marker.setPrefWidth(28);
        marker.setMaxWidth(34);
        marker.setSortable(false);
        TableColumn<HeatmapRow, String> node = text("Node", HeatmapRow::label);
        node.setPrefWidth(190);
        TableColumn<HeatmapRow, String> type = text("Type", r -> r.nodeType().replace('_', ' '));
        type.setPrefWidth(140);
        table.getColumns().add(marker);
        table.getColumns().add(node);
        table.getColumns().add(type);
        table.getColumns().add(metric("Exhaustion", Column.EXHAUSTION, HeatmapRow::exhaustion, "%.2f",
                "graph.node.exhaustion_score: 0.4 \u00d7 yield gap + 0.3 \u00d7 streak + 0.3 \u00d7 shallow ratio"));
        table.getColumns().add(toned("Exhausted", Column.EXHAUSTED, r -> r.exhausted() ? "EXHAUSTED" : "",
                "graph.node.exhausted: focused, no yield for 2+ turns, streak 2+, mostly shallow answers"));
        table.getColumns().add(metric("Since yield", Column.TURNS_SINCE_YIELD,
                r -> r.focused() ? r.turnsSinceYield() : Double.NaN, "%.0f",
                "Turns since the node last yielded a new concept (turns since yield); \u2014 = never asked about"));
        table.getColumns().add(metric("Streak", Column.STREAK, r -> r.focusStreak(), "%.0f",
                "Consecutive turns with this node as focus"));
        table.getColumns().add(metric("Shallow", Column.SHALLOW_RATIO, HeatmapRow::shallowRatio, "%.2f",
                "Share of the last 3 answers about the node that were shallow"));
        table.getColumns().add(metric("Yield rate", Column.YIELD_RATE,
                r -> r.focused() ? r.yieldRate() : Double.NaN, "%.2f", "New concepts per focus (green = still yields)"));
        table.getColumns().add(metric("Focused", Column.FOCUS_COUNT, r -> r.focusCount(), "%.0f",
                "Times the node was the focus of a question"));
        table.getColumns().add(toned("Opportunity", Column.OPPORTUNITY, HeatmapRow::opportunity,
                "meta.node.opportunity"));
        Label summary = new Label();
        summary.setId("heatmap-summary");
        summary.getStyleClass().add("heatmap-summary");
        summary.textProperty().bind(viewModel.summaryProperty());
        Label legend = new Label("sorted most exhausted first \u00b7 \u25ce next focus \u00b7 red = exhausted \u00b7"
                + " amber = contributes to exhaustion \u00b7 green = still yields \u00b7 grey = never asked about");
        legend.getStyleClass().add("muted");
        VBox bar = new VBox(2, summary, legend);
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

    private static TableColumn<HeatmapRow, Double> metric(String name, Column column,
                                                          ToDoubleFunction<HeatmapRow> getter, String format,
                                                          String help) {
        TableColumn<HeatmapRow, Double> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(getter.applyAsDouble(d.getValue())));
        c.setComparator((a, b) -> Double.compare(Double.isNaN(a) ? -1 : a, Double.isNaN(b) ? -1 : b));
        c.setCellFactory(col -> new TableCell<>() {
            {
                getStyleClass().add("metric-cell");
            }

            @Override
            protected void updateItem(Double v, boolean empty) {
                super.updateItem(v, empty);
                HeatmapRow row = empty ? null : getTableRow().getItem();
                if (empty || v == null || row == null) {
                    setText(null);
                    tone(this, Tone.NEUTRAL);
                } else {
                    setText(v.isNaN() ? "\u2014" : String.format(format, v));
                    tone(this, HeatmapViewModel.tone(column, row));
                }
            }
        });
        header(c, name, help);
        c.setPrefWidth(84);
        return c;
    }

    private static TableColumn<HeatmapRow, String> toned(String name, Column column,
                                                         Function<HeatmapRow, String> getter, String help) {
        TableColumn<HeatmapRow, String> c = text(name, getter);
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(String v, boolean empty) {
                super.updateItem(v, empty);
                HeatmapRow row = empty ? null : getTableRow().getItem();
                if (empty || v == null || row == null) {
                    setText(null);
                    tone(this, Tone.NEUTRAL);
                } else {
                    setText(v.replace('_', ' '));
                    tone(this, HeatmapViewModel.tone(column, row));
                }
            }
        });
        header(c, name, help);
        return c;
    }

    private static void header(TableColumn<HeatmapRow, ?> c, String name, String help) {
        Label h = new Label(name);
        h.setTooltip(new Tooltip(help));
        c.setText("");
        c.setGraphic(h);
    }

    /** Pseudo-classes of the tones (styled in assets/workbench.css; switching a pseudo-class parses no CSS). */
    private static final java.util.Map<Tone, PseudoClass> TONES = java.util.Map.of(
            Tone.ALARM, PseudoClass.getPseudoClass("tone-alarm"),
            Tone.WARN, PseudoClass.getPseudoClass("tone-warn"),
            Tone.GOOD, PseudoClass.getPseudoClass("tone-good"),
            Tone.NOT_APPLICABLE, PseudoClass.getPseudoClass("tone-na"));

    /**
     * Marks a cell with its tone: red only for exhaustion, amber for its contributors, green for still yielding,
     * grey for "does not apply", none for neutral.
     */
    static void tone(TableCell<?, ?> cell, Tone tone) {
        TONES.forEach((t, pc) -> cell.pseudoClassStateChanged(pc, t == tone));
    }
}
