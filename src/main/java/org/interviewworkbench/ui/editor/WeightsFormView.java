package org.interviewworkbench.ui.editor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.interviewworkbench.ui.editor.WeightsDocument.Cell;

/**
 * The weights form: strategy x weight key, then per phase each strategy's multiplier and bonus, one text field per
 * cell (Enter or leaving the field writes it into the methodology text; Up and Down move between rows; Ctrl+Z on an
 * unchanged field undoes the last edit of the text), and the session's ranking with these weights below.
 */
public final class WeightsFormView {

    private static final double CELL_WIDTH = 88;

    private final WeightsFormViewModel viewModel;
    private final Runnable undo;
    private final Runnable redo;
    private final VBox root = new VBox(6);
    private final GridPane weights = new GridPane();
    private final GridPane phases = new GridPane();
    private final ScrollPane scroll = new ScrollPane();
    private final Map<Cell, TextField> fields = new LinkedHashMap<>();
    private List<String> shownStrategies = List.of();
    private List<String> shownKeys = List.of();

    /**
     * @param viewModel the form's ViewModel
     * @param undo      undoes the last change of the text (the code area's undo)
     * @param redo      redoes it
     */
    public WeightsFormView(WeightsFormViewModel viewModel, Runnable undo, Runnable redo) {
        this.viewModel = viewModel;
        this.undo = undo;
        this.redo = redo;
        createView();
        viewModel.documentProperty().addListener((o, a, doc) -> show(doc));
        show(viewModel.getDocument());
    }

    public Node node() {
        return root;
    }

    /** The field of a cell, or {@code null} (for tests and focus). */
    public TextField field(Cell cell) {
        return fields.get(cell);
    }

    private void createView() {
        root.setId("weights-form");
        root.setPadding(new Insets(4));
        Label hint = new Label("Enter writes a cell into the text (Ctrl+Z undoes it); Save applies it. "
                + "An empty cell is not set in the file.");
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        hint.getStyleClass().add("hint");
        Label message = new Label();
        message.setId("weights-message");
        message.setWrapText(true);
        message.setMinHeight(Region.USE_PREF_SIZE);
        message.getStyleClass().add("editor-message");
        message.textProperty().bind(viewModel.messageProperty());
        message.managedProperty().bind(message.textProperty().isNotEmpty());
        message.visibleProperty().bind(message.managedProperty());
        weights.setId("weights-grid");
        weights.setHgap(4);
        weights.setVgap(3);
        phases.setId("phase-grid");
        phases.setHgap(4);
        phases.setVgap(3);
        Label weightsTitle = title("Signal weights (approach \u00d7 signal)");
        Label phasesTitle = title("Phase multipliers (\u00d7) and bonuses (+)");
        scroll.setContent(new VBox(6, weightsTitle, weights, phasesTitle, phases));
        scroll.setFitToHeight(false);
        scroll.setFocusTraversable(false);
        scroll.setMinHeight(90);
        VBox.setVgrow(scroll, Priority.ALWAYS);

        ListView<WeightsFormViewModel.RankRow> ranking = new ListView<>(viewModel.whatIf());
        ranking.setId("weights-ranking");
        ranking.setPrefHeight(120);
        ranking.setMinHeight(50);
        VBox.setVgrow(ranking, Priority.SOMETIMES);
        ranking.setPlaceholder(new Label("No ranking yet."));
        ranking.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(WeightsFormViewModel.RankRow r, boolean empty) {
                super.updateItem(r, empty);
                setText(empty || r == null ? null : rankText(r));
                setTooltip(empty || r == null ? null : new Tooltip(r.strategy()));
            }
        });
        Label summary = new Label();
        summary.setId("weights-ranking-summary");
        summary.setWrapText(true);
        summary.setMinHeight(Region.USE_PREF_SIZE);
        summary.textProperty().bind(viewModel.whatIfSummaryProperty());
        VBox below = new VBox(4, title("Ranking with these weights"), summary, ranking);
        VBox.setVgrow(ranking, Priority.ALWAYS);
        VBox above = new VBox(4, hint, message, scroll);
        SplitPane split = new SplitPane(above, below);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.62);
        VBox.setVgrow(split, Priority.ALWAYS);
        root.getChildren().add(split);
        root.addEventFilter(KeyEvent.KEY_PRESSED, this::undoKeys);
    }

    /** "2. Ask why it matters   0.842   up 1" */
    public static String rankText(WeightsFormViewModel.RankRow r) {
        String change = r.rankChange() > 0 ? "\u25b2 up " + r.rankChange()
                : r.rankChange() < 0 ? "\u25bc down " + -r.rankChange() : "same place";
        return String.format("%d. %s   %.3f   %s", r.rank(), r.label(), r.score(), change);
    }

    /** Ctrl+Z / Ctrl+Y on a field the researcher has not changed: undo / redo the text. */
    private void undoKeys(KeyEvent e) {
        if (!e.isShortcutDown() || !(e.getTarget() instanceof TextField f) || !(f.getUserData() instanceof Cell c)
                || !f.getText().equals(viewModel.value(c))) {
            return;
        }
        if (e.getCode() == KeyCode.Z && !e.isShiftDown()) {
            undo.run();
            e.consume();
        } else if (e.getCode() == KeyCode.Y || (e.getCode() == KeyCode.Z && e.isShiftDown())) {
            redo.run();
            e.consume();
        }
    }

    private void show(WeightsDocument doc) {
        if (doc == null) {
            return;
        }
        if (!doc.strategies().equals(shownStrategies) || !doc.weightKeys().equals(shownKeys)) {
            rebuild(doc);
        }
        for (Map.Entry<Cell, TextField> e : fields.entrySet()) {
            TextField f = e.getValue();
            boolean typing = f.isFocused() && !f.getText().equals(f.getProperties().get("shown"));
            String value = viewModel.value(e.getKey());
            f.getProperties().put("shown", value);
            if (!typing) {
                f.setText(value);
                f.getStyleClass().remove("invalid");
            }
            f.setAccessibleText(viewModel.accessibleText(e.getKey()));
        }
    }

    private void rebuild(WeightsDocument doc) {
        shownStrategies = doc.strategies();
        shownKeys = doc.weightKeys();
        fields.clear();
        weights.getChildren().clear();
        phases.getChildren().clear();
        weights.add(header("Approach", "Strategy (approach): label; hover a row for its id"), 0, 0);
        for (int c = 0; c < shownKeys.size(); c++) {
            String key = shownKeys.get(c);
            String description = doc.labels().signalDescription(key);
            weights.add(header(doc.labels().signal(key), key + (WeightsDocument.isNodeKey(key)
                    ? " (scores concepts)" : "") + (description == null ? "" : "\n" + description)), c + 1, 0);
        }
        phases.add(header("Approach", "Strategy (approach): label; hover a row for its id"), 0, 0);
        int col = 1;
        for (String phase : WeightsDocument.PHASES) {
            String name = Character.toUpperCase(phase.charAt(0)) + phase.substring(1);
            phases.add(header(name + " \u00d7", "phases." + phase + ".signal_weights (default 1.0)"), col++, 0);
            phases.add(header(name + " +", "phases." + phase + ".phase_bonuses (default 0)"), col++, 0);
        }
        List<List<TextField>> weightRows = new ArrayList<>();
        List<List<TextField>> phaseRows = new ArrayList<>();
        for (int r = 0; r < shownStrategies.size(); r++) {
            String s = shownStrategies.get(r);
            String tip = s + (doc.description(s) == null ? "" : "\n" + doc.description(s));
            weights.add(rowHeader(doc.labels().strategy(s), tip), 0, r + 1);
            phases.add(rowHeader(doc.labels().strategy(s), tip), 0, r + 1);
            List<TextField> row = new ArrayList<>();
            for (int c = 0; c < shownKeys.size(); c++) {
                TextField f = newField(Cell.weight(s, shownKeys.get(c)));
                weights.add(f, c + 1, r + 1);
                row.add(f);
            }
            weightRows.add(row);
            List<TextField> phaseRow = new ArrayList<>();
            col = 1;
            for (String phase : WeightsDocument.PHASES) {
                TextField m = newField(Cell.multiplier(phase, s));
                TextField b = newField(Cell.bonus(phase, s));
                phases.add(m, col++, r + 1);
                phases.add(b, col++, r + 1);
                phaseRow.add(m);
                phaseRow.add(b);
            }
            phaseRows.add(phaseRow);
        }
        linkRows(weightRows);
        linkRows(phaseRows);
    }

    private TextField newField(Cell cell) {
        TextField f = new TextField();
        f.setUserData(cell);
        f.setPrefColumnCount(5);
        f.setPrefWidth(CELL_WIDTH);
        f.setMinWidth(60);
        f.getStyleClass().add("weight-cell");
        f.setPromptText(WeightsFormViewModel.defaultOf(cell));
        f.setOnAction(e -> commit(f, cell));
        f.focusedProperty().addListener((o, was, now) -> {
            if (now) {
                reveal(f);
            } else {
                commit(f, cell);
            }
        });
        fields.put(cell, f);
        return f;
    }

    private void commit(TextField f, Cell cell) {
        String shown = viewModel.value(cell);
        if (f.getText().equals(shown) || (shown.isEmpty() && f.getText().isBlank())) {
            f.getStyleClass().remove("invalid");
            return;
        }
        if (viewModel.edit(cell, f.getText())) {
            f.getStyleClass().remove("invalid");
        } else if (!f.getStyleClass().contains("invalid")) {
            f.getStyleClass().add("invalid");
        }
    }

    /** Scrolls the form so a focused cell (reached with Tab or the arrows) is on screen. */
    private void reveal(Node cell) {
        Node content = scroll.getContent();
        Bounds b = content.sceneToLocal(cell.localToScene(cell.getBoundsInLocal()));
        Bounds view = scroll.getViewportBounds();
        double w = content.getBoundsInLocal().getWidth() - view.getWidth();
        double h = content.getBoundsInLocal().getHeight() - view.getHeight();
        double left = scroll.getHvalue() * Math.max(0, w);
        double top = scroll.getVvalue() * Math.max(0, h);
        if (w > 0 && (b.getMinX() < left || b.getMaxX() > left + view.getWidth())) {
            double x = b.getMinX() < left ? b.getMinX() - CELL_WIDTH : b.getMaxX() - view.getWidth();
            scroll.setHvalue(Math.max(0, Math.min(1, x / w)));
        }
        if (h > 0 && (b.getMinY() < top || b.getMaxY() > top + view.getHeight())) {
            double y = b.getMinY() < top ? b.getMinY() - 30 : b.getMaxY() - view.getHeight();
            scroll.setVvalue(Math.max(0, Math.min(1, y / h)));
        }
    }

    /** Up and Down move to the same column of the previous and next strategy. */
    private static void linkRows(List<List<TextField>> rows) {
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).size(); c++) {
                TextField up = r > 0 ? rows.get(r - 1).get(c) : null;
                TextField down = r + 1 < rows.size() ? rows.get(r + 1).get(c) : null;
                rows.get(r).get(c).addEventHandler(KeyEvent.KEY_PRESSED, e -> {
                    TextField target = e.getCode() == KeyCode.UP ? up : e.getCode() == KeyCode.DOWN ? down : null;
                    if (target != null) {
                        target.requestFocus();
                        e.consume();
                    }
                });
            }
        }
    }

    private static Label header(String text, String tooltip) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.setPrefWidth(CELL_WIDTH);
        l.setMinHeight(Region.USE_PREF_SIZE);
        l.getStyleClass().add("weights-header");
        if (tooltip != null) {
            l.setTooltip(new Tooltip(tooltip));
        }
        return l;
    }

    private static Label rowHeader(String text, String tooltip) {
        Label l = new Label(text);
        l.setMinWidth(Region.USE_PREF_SIZE);
        l.setTooltip(new Tooltip(tooltip));
        l.getStyleClass().add("weights-row-header");
        return l;
    }

    private static Label title(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }
}
