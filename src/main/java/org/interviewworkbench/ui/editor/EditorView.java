package org.interviewworkbench.ui.editor;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;
import org.interviewworkbench.ui.PanelRefresh;
import org.interviewworkbench.ui.LabBridge.Problem;

/** Methodology editor: RichTextFX YAML area with highlighting and inline error marks, problems, what-if. */
public final class EditorView {

    private final PanelRefresh areaRefresh;

    private final EditorViewModel viewModel;
    private final BorderPane root = new BorderPane();
    private final CodeArea area = new CodeArea();
    private final TabPane sideTabs = new TabPane();
    private WeightsFormView formView;
    private boolean updating;
    private int pushedGeneration = -1;

    public EditorView(EditorViewModel viewModel) {
        this.areaRefresh = new PanelRefresh(viewModel.textProperty(), this::pushText);
        this.viewModel = viewModel;
        createView();
        bind();
    }

    public Node node() {
        return root;
    }

    public CodeArea codeArea() {
        return area;
    }

    /** The weights form beside the text. */
    public WeightsFormView weightsFormView() {
        return formView;
    }

    /** Shows the weights form (its tab beside the text). */
    public void showWeightsForm() {
        sideTabs.getSelectionModel().select(0);
    }

    private void createView() {
        root.getStyleClass().add("editor-panel");
        area.setId("yaml-editor");
        area.getStyleClass().add("yaml-area");
        area.setParagraphGraphicFactory(LineNumberFactory.get(area));
        ComboBox<String> methodology = new ComboBox<>(viewModel.methodologyIds());
        methodology.valueProperty().bindBidirectional(viewModel.methodologyIdProperty());
        Button save = new Button("Save & reload");
        save.setId("editor-save");
        save.getStyleClass().add("accent");
        save.setTooltip(new Tooltip("Validate, save and hot-reload (Ctrl+S); a broken file is never applied"));
        save.setOnAction(e -> viewModel.save());
        Button revert = new Button("Revert");
        revert.setOnAction(e -> viewModel.revert());
        Button rerank = new Button("Re-rank this turn");
        rerank.setId("editor-rerank");
        rerank.setTooltip(new Tooltip("How the edited weights would rank the selected turn"));
        Label state = new Label();
        state.setId("editor-state");
        state.getStyleClass().add("badge");
        state.textProperty().bind(viewModel.stateProperty().asString());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(8, new Label("Methodology"), methodology, state, spacer, rerank, revert, save);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("panel-toolbar");
        Label message = new Label();
        message.setId("editor-message");
        message.getStyleClass().add("editor-message");
        message.textProperty().bind(viewModel.messageProperty());
        root.setTop(new VBox(bar, message));

        ListView<Problem> problems = new ListView<>(viewModel.problems());
        problems.setId("editor-problems");
        problems.setPrefHeight(90);
        problems.setPlaceholder(new Label("No problems."));
        problems.setCellFactory(l -> new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(Problem p, boolean empty) {
                super.updateItem(p, empty);
                setText(empty || p == null ? null : p.severity() + " " + p.display());
                getStyleClass().removeAll("problem-error", "problem-warning");
                if (!empty && p != null) {
                    getStyleClass().add("problem-" + p.severity().name().toLowerCase());
                }
            }
        });
        problems.getSelectionModel().selectedItemProperty().addListener((o, a, p) -> {
            if (p != null) {
                area.moveTo(EditorViewModel.offsetOf(area.getText(), p.line(), p.column()));
                area.requestFollowCaret();
                area.requestFocus();
            }
        });
        VirtualizedScrollPane<CodeArea> scroll = new VirtualizedScrollPane<>(area);
        SplitPane editorSplit = new SplitPane(scroll, problems);
        editorSplit.setOrientation(Orientation.VERTICAL);
        editorSplit.setDividerPositions(0.82);

        TableView<EditorViewModel.WhatIfRow> whatIf = new TableView<>(viewModel.whatIf());
        whatIf.setId("whatif-table");
        whatIf.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        whatIf.getColumns().add(col("Strategy", EditorViewModel.WhatIfRow::strategy));
        whatIf.getColumns().add(col("Current", r -> String.format("%.3f (#%d)", r.currentScore(), r.currentRank())));
        whatIf.getColumns().add(col("Edited", r -> String.format("%.3f (#%d)", r.editedScore(), r.editedRank())));
        whatIf.getColumns().add(col("\u0394", r -> String.format("%+.3f", r.delta())));
        whatIf.setPlaceholder(new Label("No what-if yet."));
        Label whatIfSummary = new Label();
        whatIfSummary.setId("whatif-summary");
        whatIfSummary.setWrapText(true);
        whatIfSummary.textProperty().bind(viewModel.whatIfSummaryProperty());
        Label whatIfTitle = new Label("Re-rank: current vs edited");
        whatIfTitle.getStyleClass().add("section-title");
        VBox side = new VBox(6, whatIfTitle, whatIfSummary, whatIf);
        VBox.setVgrow(whatIf, Priority.ALWAYS);
        formView = new WeightsFormView(viewModel.weightsForm(), area::undo, area::redo);
        // each side tab is laid out only while selected (LazyTabContent)
        Tab weightsTab = org.interviewworkbench.ui.LazyTabContent.tab("Weights", formView.node());
        weightsTab.setId("editor-weights-tab");
        weightsTab.setTooltip(new Tooltip("The weights as a form: edits go into the text on the left"));
        Tab rerankTab = org.interviewworkbench.ui.LazyTabContent.tab("Re-rank a turn", side);
        rerankTab.setId("editor-rerank-tab");
        sideTabs.getTabs().setAll(weightsTab, rerankTab);
        sideTabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        sideTabs.setId("editor-side");
        viewModel.weightsForm().showingProperty().bind(areaRefresh.showingProperty()
                .and(weightsTab.selectedProperty()));
        rerank.setOnAction(e -> {
            sideTabs.getSelectionModel().select(rerankTab);
            viewModel.rerank();
        });
        SplitPane split = new SplitPane(editorSplit, sideTabs);
        split.setDividerPositions(0.5);
        root.setCenter(split);
    }

    private void bind() {
        area.setWrapText(true);
        area.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ENTER && !e.isShortcutDown() && !e.isAltDown()
                    && !e.isShiftDown()) {
                area.replaceSelection("\n" + indentAfter(area.getParagraph(area.getCurrentParagraph()).getText()
                        .substring(0, area.getCaretColumn())));
                e.consume();
            }
        });
        area.textProperty().addListener((o, a, b) -> {
            if (!updating) {
                viewModel.textProperty().set(b);
            }
            restyle();
        });
        // the document goes into the code area (layout + highlighting on the FX thread) only while the editor is on
        // screen: opening a session with another methodology does not stall the window for a hidden tab
        viewModel.marks().addListener((javafx.collections.ListChangeListener<EditorViewModel.Mark>) c ->
                areaRefresh.request());
        pushText();
    }

    /** Whether the editor is on screen; bind it to its tab. */
    public javafx.beans.property.BooleanProperty showingProperty() {
        return areaRefresh.showingProperty();
    }

    private void pushText() {
        String text = viewModel.textProperty().get();
        if (text != null && !text.equals(area.getText())) {
            updating = true;
            try {
                if (pushedGeneration != viewModel.generationProperty().get()) {
                    pushedGeneration = viewModel.generationProperty().get();
                    area.replaceText(text); // restyles through the area's text listener
                    area.getUndoManager().forgetHistory(); // Ctrl+Z stops at the loaded file
                } else {
                    // a form edit: replace only what changed, so comments, caret and undo history stay
                    TextEdit edit = TextEdit.between(area.getText(), text);
                    area.replaceText(edit.start(), edit.end(), edit.replacement());
                    area.getUndoManager().preventMerge();
                    area.moveTo(edit.start() + edit.replacement().length()); // show the changed line
                    area.requestFollowCaret();
                }
            } finally {
                updating = false;
            }
        } else {
            restyle();
        }
    }

    /** The indentation a new line gets: the current line's, two more after a "key:" that opens a block. */
    public static String indentAfter(String lineBeforeCaret) {
        int n = 0;
        while (n < lineBeforeCaret.length() && lineBeforeCaret.charAt(n) == ' ') {
            n++;
        }
        String trimmed = lineBeforeCaret.strip();
        boolean listItem = trimmed.startsWith("- ");
        boolean opensBlock = trimmed.endsWith(":") && !trimmed.startsWith("#");
        return " ".repeat(n + (opensBlock ? 2 : listItem ? 2 : 0));
    }

    private void restyle() {
        String text = area.getText();
        var marks = viewModel.marks().stream().filter(m -> m.end() <= text.length()).toList();
        area.setStyleSpans(0, YamlHighlighter.compute(text, marks));
    }

    private static TableColumn<EditorViewModel.WhatIfRow, String> col(
            String name, Function<EditorViewModel.WhatIfRow, String> f) {
        TableColumn<EditorViewModel.WhatIfRow, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        return c;
    }
}
