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
import org.interviewworkbench.ui.Glossary;
import org.interviewworkbench.ui.Terms;
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
        TableColumn<HeatmapRow, String> node = text("Concept", HeatmapRow::label);
        node.setPrefWidth(190);
        node.setMinWidth(110);
        TableColumn<HeatmapRow, String> type = text("Type", r -> viewModel.nodeTypeLabel(r.nodeType()));
        type.setPrefWidth(140);
        type.setMinWidth(90);
        table.getColumns().add(marker);
        table.getColumns().add(node);
        table.getColumns().add(type);
        table.getColumns().add(metric(Glossary.EXHAUSTION, Column.EXHAUSTION, HeatmapRow::exhaustion, "%.2f"));
        table.getColumns().add(toned(Glossary.EXHAUSTED, Column.EXHAUSTED, r -> r.exhausted() ? "EXHAUSTED" : ""));
        table.getColumns().add(metric(Glossary.SINCE_NEW, Column.TURNS_SINCE_YIELD,
                r -> r.focused() ? r.turnsSinceYield() : Double.NaN, "%.0f"));
        table.getColumns().add(metric(Glossary.IN_A_ROW, Column.STREAK, r -> r.focusStreak(), "%.0f"));
        table.getColumns().add(metric(Glossary.SHALLOW, Column.SHALLOW_RATIO, HeatmapRow::shallowRatio, "%.2f"));
        table.getColumns().add(metric(Glossary.NEW_MATERIAL, Column.YIELD_RATE,
                r -> r.focused() ? r.yieldCount() : Double.NaN, "%.0f"));
        table.getColumns().add(metric(Glossary.TIMES_ASKED, Column.FOCUS_COUNT, r -> r.focusCount(), "%.0f"));
        table.getColumns().add(toned(Glossary.NEXT_STEP, Column.OPPORTUNITY, HeatmapViewModel::opportunityText));
        Label summary = new Label();
        summary.setId("heatmap-summary");
        summary.getStyleClass().add("heatmap-summary");
        summary.textProperty().bind(viewModel.summaryProperty());
        Label legend = new Label("sorted most exhausted first \u00b7 \u25ce next focus \u00b7 red = exhausted (only "
                + "flagged concepts) \u00b7 amber = on the way to exhaustion \u00b7 green = still yields \u00b7 grey = "
                + "never asked about \u00b7 hover a column name for its meaning");
        legend.setWrapText(true);
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
        viewModel.session().termsProperty().addListener((o, a, b) -> table.refresh());
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

    private static TableColumn<HeatmapRow, Double> metric(Terms.Entry term, Column column,
                                                          ToDoubleFunction<HeatmapRow> getter, String format) {
        TableColumn<HeatmapRow, Double> c = new TableColumn<>(term.label());
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
        header(c, term);
        return c;
    }

    private static TableColumn<HeatmapRow, String> toned(Terms.Entry term, Column column,
                                                         Function<HeatmapRow, String> getter) {
        TableColumn<HeatmapRow, String> c = text(term.label(), getter);
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(String v, boolean empty) {
                super.updateItem(v, empty);
                HeatmapRow row = empty ? null : getTableRow().getItem();
                if (empty || v == null || row == null) {
                    setText(null);
                    tone(this, Tone.NEUTRAL);
                } else {
                    setText(v);
                    tone(this, HeatmapViewModel.tone(column, row));
                }
            }
        });
        header(c, term);
        return c;
    }

    /**
     * A header that is never cut: the plain name wraps onto two lines and the column is never narrower than its
     * longest word; the tooltip is the glossary's definition with the id.
     */
    private static void header(TableColumn<HeatmapRow, ?> c, Terms.Entry term) {
        Label h = new Label(twoLines(term.label()));
        h.getStyleClass().add("heatmap-header");
        h.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
        h.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        h.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        Tooltip tip = new Tooltip(Glossary.tooltip(term));
        tip.setWrapText(true);
        tip.setMaxWidth(420);
        h.setTooltip(tip);
        h.setAccessibleText(term.label());
        double widest = 0;
        for (String line : h.getText().split("\n")) {
            javafx.scene.text.Text t = new javafx.scene.text.Text(line);
            t.setFont(javafx.scene.text.Font.font(javafx.scene.text.Font.getDefault().getFamily(),
                    javafx.scene.text.FontWeight.BOLD, 13));
            widest = Math.max(widest, t.getLayoutBounds().getWidth());
        }
        c.setMinWidth(Math.ceil(widest) + 20);
        c.setPrefWidth(Math.max(80, Math.ceil(widest) + 20));
        c.setText("");
        c.setGraphic(h);
    }

    /**
     * A header name on at most two lines, split at the space nearest the middle ("Turns without" / "new material"),
     * so a long plain name is shown whole in a narrow column.
     */
    static String twoLines(String name) {
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

    /** The plain header text of every column, in order (what a user reads; tests check none is cut). */
    public java.util.List<Label> headerLabels() {
        return table.getColumns().stream().map(TableColumn::getGraphic).filter(g -> g instanceof Label)
                .map(g -> (Label) g).toList();
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
