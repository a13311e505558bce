package org.interviewworkbench.ui.ranking;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.interviewworkbench.engine.scoring.ScoredCandidate;
import org.interviewworkbench.engine.scoring.SignalContribution;

/**
 * Strategy ranking: Stage 1 (expandable to every signal contribution), Stage 2 candidates of the winner, the
 * selected rows marked, and the signals table beside them.
 */
public final class RankingView {

    /**
     * A Stage-1 row or one of its contributions: {@code name} is the plain label, {@code id} the strategy or weight
     * key, {@code formula} how the score was reached and {@code help} the tooltip.
     */
    public record Row(String name, String value, String weight, double base, double multiplier, double bonus,
                      double finalScore, int rank, boolean selected, boolean contribution, String id, String formula,
                      String help) {
    }

    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("chosen");
    private static final PseudoClass NOT_COMPUTED = PseudoClass.getPseudoClass("not-computed");

    private final RankingViewModel viewModel;
    private final BorderPane root = new BorderPane();
    private final TreeTableView<Row> stage1 = new TreeTableView<>();
    private final TableView<ScoredCandidate> stage2 = new TableView<>();
    private final TableView<RankingViewModel.SignalRow> signals = new TableView<>();
    private final javafx.scene.control.CheckBox details = new javafx.scene.control.CheckBox("Details");

    public RankingView(RankingViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        bind();
    }

    public Node node() {
        return root;
    }

    public TreeTableView<Row> stage1() {
        return stage1;
    }

    public TableView<ScoredCandidate> stage2() {
        return stage2;
    }

    public TableView<RankingViewModel.SignalRow> signals() {
        return signals;
    }

    /** The "Details" toggle: shows ids and formulas beside the plain labels. */
    public javafx.scene.control.CheckBox details() {
        return details;
    }

    private void createView() {
        root.getStyleClass().add("ranking-panel");
        stage1.setId("ranking-stage1");
        stage1.setShowRoot(false);
        stage1.setColumnResizePolicy(TreeTableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        stage1.getColumns().add(treeCol("Strategy / signal", Row::name, 230));
        TreeTableColumn<Row, String> idCol = treeCol("Id / formula", r -> r.id() + "  " + r.formula(), 260);
        idCol.visibleProperty().bind(details.selectedProperty());
        stage1.getColumns().add(idCol);
        stage1.getColumns().add(treeCol("Value", Row::value, 70));
        stage1.getColumns().add(treeCol("Weight", Row::weight, 60));
        stage1.getColumns().add(treeCol("Base", r -> num(r.base()), 60));
        stage1.getColumns().add(treeCol("\u00d7 phase", r -> r.contribution() ? "" : num(r.multiplier()), 60));
        stage1.getColumns().add(treeCol("+ bonus", r -> r.contribution() ? "" : num(r.bonus()), 60));
        stage1.getColumns().add(treeCol("Final", r -> r.contribution() ? "" : num(r.finalScore()), 60));
        stage1.getColumns().add(treeCol("Rank", r -> r.contribution() ? "" : String.valueOf(r.rank()), 45));
        stage1.setRowFactory(t -> new TreeTableRow<>() {
            private final org.interviewworkbench.ui.LazyTooltip tip = new org.interviewworkbench.ui.LazyTooltip(this);

            @Override
            protected void updateItem(Row item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(SELECTED, !empty && item != null && item.selected());
                pseudoClassStateChanged(NOT_COMPUTED, !empty && item != null
                        && RankingViewModel.NOT_COMPUTED.equals(item.value()));
                tip.setText(empty || item == null ? null : item.help() + "\n" + item.formula());
            }
        });
        stage1.setPlaceholder(new Label("No ranking at this turn."));

        stage2.setId("ranking-stage2");
        stage2.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        stage2.getColumns().add(col("Concept", c -> viewModel.labelOf(c.nodeId()), 180));
        stage2.getColumns().add(col("Reasons", c -> contributions(c, viewModel.terms()), 220));
        stage2.getColumns().add(col("Base", c -> num(c.baseScore()), 60));
        stage2.getColumns().add(col("Final", c -> num(c.finalScore()), 60));
        stage2.getColumns().add(col("Rank", c -> String.valueOf(c.rank()), 45));
        stage2.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(ScoredCandidate item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(SELECTED, !empty && item != null && item.selected());
            }
        });
        stage2.setPlaceholder(new Label("The chosen approach is not about one concept."));

        signals.setId("signals-table");
        signals.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        signals.getColumns().add(sigCol("Scope", RankingViewModel.SignalRow::scope, 90));
        signals.getColumns().add(sigCol("Signal", RankingViewModel.SignalRow::label, 200));
        signals.getColumns().add(sigCol("Value", RankingViewModel.SignalRow::value, 90));
        TableColumn<RankingViewModel.SignalRow, String> sigId = sigCol("Id", RankingViewModel.SignalRow::name, 200);
        sigId.visibleProperty().bind(details.selectedProperty());
        signals.getColumns().add(sigId);
        signals.setRowFactory(t -> new TableRow<>() {
            private final org.interviewworkbench.ui.LazyTooltip tip = new org.interviewworkbench.ui.LazyTooltip(this);

            @Override
            protected void updateItem(RankingViewModel.SignalRow item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(NOT_COMPUTED, !empty && item != null && !item.computed());
                tip.setText(empty || item == null ? null : item.help());
            }
        });
        signals.setPlaceholder(new Label("No signals at this turn."));

        Label summary = new Label();
        summary.setId("ranking-summary");
        summary.textProperty().bind(viewModel.summaryProperty());
        details.setId("ranking-details");
        details.setTooltip(new javafx.scene.control.Tooltip("Show the ids of strategies and signals and how each score "
                + "was computed"));
        javafx.scene.layout.Region gap = new javafx.scene.layout.Region();
        HBox.setHgrow(gap, javafx.scene.layout.Priority.ALWAYS);
        HBox bar = new HBox(8, summary, gap, details);
        bar.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        bar.getStyleClass().add("panel-toolbar");
        root.setTop(bar);
        VBox left = new VBox(4, title("Which approach to take next (expand a row for its reasons)"), stage1,
                title("Which concept to ask about (for the chosen approach)"), stage2);
        VBox.setVgrow(stage1, javafx.scene.layout.Priority.ALWAYS);
        VBox.setVgrow(stage2, javafx.scene.layout.Priority.ALWAYS);
        VBox right = new VBox(4, title("Signals"), signals);
        VBox.setVgrow(signals, javafx.scene.layout.Priority.ALWAYS);
        SplitPane split = new SplitPane(left, right);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.66);
        root.setCenter(split);
    }

    private void bind() {
        viewModel.strategies().addListener((ListChangeListener<ScoredCandidate>) c -> rebuildTree());
        stage2.setItems(viewModel.nodeCandidates());
        signals.setItems(viewModel.signals());
        stage2.getSelectionModel().selectedItemProperty().addListener((o, a, c) -> {
            if (c != null) {
                viewModel.selectNode(c.nodeId());
            }
        });
        rebuildTree();
    }

    /**
     * Shows Stage 1 as a tree. When the new ranking has the same shape as the one shown (same number of strategies,
     * each with as many contributions) the existing tree items take the new values, so a turn re-renders the rows
     * without rebuilding the table's cells; otherwise a new tree replaces the old one.
     */
    private void rebuildTree() {
        List<TreeItem<Row>> rows = new ArrayList<>();
        org.interviewworkbench.ui.Terms terms = viewModel.terms();
        for (ScoredCandidate c : viewModel.strategies()) {
            TreeItem<Row> item = new TreeItem<>(new Row(terms.strategy(c.strategy()), "", "", c.baseScore(),
                    c.phaseMultiplier(), c.phaseBonus(), c.finalScore(), c.rank(), c.selected(), false, c.strategy(),
                    String.format(java.util.Locale.ROOT, "final = base %.3f \u00d7 phase %.3f + bonus %.3f = %.3f",
                            c.baseScore(), c.phaseMultiplier(), c.phaseBonus(), c.finalScore()),
                    terms.strategyHelp(c.strategy())));
            // strongest reasons first, and the chosen strategy opened, so the table explains the choice at a glance
            c.signalContributions().stream()
                    .sorted(java.util.Comparator.comparingDouble((SignalContribution sc) -> -Math.abs(sc.contribution())))
                    .forEach(sc -> item.getChildren().add(new TreeItem<>(new Row(terms.signal(sc.name()),
                            valueText(sc.value()), num(sc.weight()), sc.contribution(), 0, 0, 0, 0, false, true,
                            sc.name(), formula(sc), terms.signalHelp(sc.name())))));
            // weights whose signal the engine did not compute: shown as such, not as a zero contribution
            java.util.Set<String> seen = new java.util.HashSet<>();
            c.signalContributions().forEach(sc -> seen.add(sc.name()));
            for (String key : terms.globalWeightKeys(c.strategy())) {
                if (!seen.contains(key)) {
                    item.getChildren().add(new TreeItem<>(new Row(terms.signal(key), RankingViewModel.NOT_COMPUTED, "",
                            0, 0, 0, 0, 0, false, true, key, "no value: adds nothing",
                            terms.signalHelp(key) + "\nNot computed by this session's language engine at this turn.")));
                }
            }
            item.setExpanded(c.selected());
            rows.add(item);
        }
        TreeItem<Row> shown = stage1.getRoot();
        if (shown != null && sameShape(shown.getChildren(), rows)) {
            for (int i = 0; i < rows.size(); i++) {
                TreeItem<Row> target = shown.getChildren().get(i);
                TreeItem<Row> source = rows.get(i);
                setIfChanged(target, source.getValue());
                target.setExpanded(source.isExpanded());
                for (int k = 0; k < source.getChildren().size(); k++) {
                    setIfChanged(target.getChildren().get(k), source.getChildren().get(k).getValue());
                }
            }
            return;
        }
        TreeItem<Row> rootItem = new TreeItem<>();
        rootItem.getChildren().setAll(rows);
        stage1.setRoot(rootItem);
    }

    /** A row whose value did not change keeps its cells as they are (an equal new record would redraw them). */
    private static void setIfChanged(TreeItem<Row> item, Row value) {
        if (!value.equals(item.getValue())) {
            item.setValue(value);
        }
    }

    private static boolean sameShape(List<TreeItem<Row>> shown, List<TreeItem<Row>> next) {
        if (shown.size() != next.size()) {
            return false;
        }
        for (int i = 0; i < shown.size(); i++) {
            if (shown.get(i).getChildren().size() != next.get(i).getChildren().size()) {
                return false;
            }
        }
        return true;
    }

    private static String contributions(ScoredCandidate c, org.interviewworkbench.ui.Terms terms) {
        StringBuilder b = new StringBuilder();
        for (SignalContribution sc : c.signalContributions()) {
            if (sc.contribution() != 0) {
                b.append(b.length() == 0 ? "" : ", ").append(terms.signal(sc.name()))
                        .append(' ').append(String.format(java.util.Locale.ROOT, "%+.2f", sc.contribution()));
            }
        }
        return b.toString();
    }

    /** A contribution's value in words: yes/no for conditions, numbers with up to 3 decimals. */
    static String valueText(Object value) {
        if (value instanceof Boolean b) {
            return b ? "yes" : "no";
        }
        if (value instanceof Double d) {
            return String.format(java.util.Locale.ROOT, "%.3f", d).replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return String.valueOf(value);
    }

    private static String formula(SignalContribution sc) {
        if (sc.value() instanceof Boolean b) {
            return String.format(java.util.Locale.ROOT, "%s: %s \u2192 %s", b ? "condition met" : "condition not met",
                    b ? "weight " + num(sc.weight()) : "0", num(sc.contribution()));
        }
        return String.format(java.util.Locale.ROOT, "weight %s \u00d7 value %s = %s", num(sc.weight()),
                valueText(sc.value()), num(sc.contribution()));
    }

    private static String num(double v) {
        return String.format("%.3f", v);
    }

    private static Label title(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    private static TreeTableColumn<Row, String> treeCol(String name, Function<Row, String> f, double width) {
        TreeTableColumn<Row, String> c = new TreeTableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(d.getValue().getValue() == null ? ""
                : f.apply(d.getValue().getValue())));
        c.setPrefWidth(width);
        return c;
    }

    private static TableColumn<ScoredCandidate, String> col(String name, Function<ScoredCandidate, String> f,
                                                            double width) {
        TableColumn<ScoredCandidate, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    private static TableColumn<RankingViewModel.SignalRow, String> sigCol(
            String name, Function<RankingViewModel.SignalRow, String> f, double width) {
        TableColumn<RankingViewModel.SignalRow, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        c.setPrefWidth(width);
        return c;
    }
}
