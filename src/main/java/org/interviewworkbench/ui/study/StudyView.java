package org.interviewworkbench.ui.study;

import java.util.List;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import org.interviewworkbench.ui.WorkbenchBridge.CodebookRow;
import org.interviewworkbench.ui.WorkbenchBridge.DiscoveryPoint;

import java.io.ByteArrayInputStream;
import java.util.Locale;
import java.util.function.Function;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.interviewworkbench.ui.WorkbenchBridge.CutoffRow;
import org.interviewworkbench.ui.WorkbenchBridge.StudyCodeRow;

/**
 * The Study tab: the hierarchical value map at a cut-off (slider) with its statistics table beside it, the codes with
 * their frequencies, abstractness and centrality, and the dominant chains.
 */
public final class StudyView {

    private final BorderPane root = new BorderPane();

    public StudyView(StudyViewModel vm) {
        root.setId("study-view");
        ComboBox<org.interviewworkbench.ui.WorkbenchBridge.StudyChoice> study = new ComboBox<>(vm.studies());
        study.setId("study-choice");
        study.setPromptText("Study");
        study.valueProperty().bindBidirectional(vm.selectedProperty());
        Slider cutoff = new Slider(1, 10, 2);
        cutoff.setId("study-cutoff");
        cutoff.setMajorTickUnit(1);
        cutoff.setMinorTickCount(0);
        cutoff.setSnapToTicks(true);
        cutoff.setShowTickLabels(true);
        cutoff.setPrefWidth(260);
        cutoff.valueProperty().addListener((o, a, b) -> vm.cutoffProperty().set((int) Math.round(b.doubleValue())));
        vm.cutoffProperty().addListener((o, a, b) -> cutoff.setValue(b.intValue()));
        Label cutoffLabel = new Label();
        cutoffLabel.textProperty().bind(vm.cutoffProperty().asString("Cut-off %d"));
        vm.resultProperty().addListener((o, a, r) -> {
            if (r != null) {
                cutoff.setMax(Math.max(2, r.maxCutoff()));
                cutoff.setValue(r.cutoff());
                cutoff.setMajorTickUnit(r.maxCutoff() > 12 ? 5 : 1);
                cutoff.setMinorTickCount(r.maxCutoff() > 12 ? 4 : 0);
            }
        });
        CheckBox total = new CheckBox("Count indirect links too");
        total.selectedProperty().bindBidirectional(vm.totalLinksProperty());
        CheckBox respondents = new CheckBox("Count respondents, not ladders");
        respondents.selectedProperty().bindBidirectional(vm.perRespondentProperty());
        Button refresh = new Button("Refresh");
        refresh.setOnAction(e -> vm.refresh());
        Button report = new Button("Export report...");
        report.setId("study-report");
        report.disableProperty().bind(vm.selectedProperty().isNull().or(vm.busyProperty()));
        report.setOnAction(e -> {
            javafx.stage.FileChooser chooser = new javafx.stage.FileChooser();
            chooser.setTitle("Export the study report");
            chooser.getExtensionFilters().add(new javafx.stage.FileChooser.ExtensionFilter("Markdown", "*.md"));
            chooser.setInitialFileName(vm.selectedProperty().get().name().replaceAll("[^A-Za-z0-9-]+", "-")
                    .toLowerCase(Locale.ROOT) + "-report.md");
            java.io.File file = chooser.showSaveDialog(root.getScene() == null ? null : root.getScene().getWindow());
            if (file != null) {
                vm.exportReport(file.toPath());
            }
        });
        Label studyLabel = new Label("Study");
        for (javafx.scene.control.Control c : new javafx.scene.control.Control[] {studyLabel, cutoffLabel, total,
                respondents, refresh, report}) {
            c.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        study.setPrefWidth(320);
        javafx.scene.layout.FlowPane bar = new javafx.scene.layout.FlowPane(12, 6, studyLabel, study, cutoffLabel,
                cutoff, total, respondents, refresh, report);
        bar.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6));
        Label message = new Label();
        message.setId("study-message");
        message.textProperty().bind(vm.messageProperty());
        message.setPadding(new Insets(0, 6, 0, 6));
        Label change = new Label();
        change.setId("study-last-change");
        change.textProperty().bind(vm.lastChangeProperty());
        change.setPadding(new Insets(0, 6, 6, 6));
        root.setTop(new VBox(bar, message, change));

        ImageView map = new ImageView();
        map.setId("study-map");
        map.setPreserveRatio(true);
        ScrollPane mapPane = new ScrollPane(map);
        mapPane.setPannable(true);
        // the whole map fits the pane's width (never enlarged); scroll and pan when the pane is narrower
        Runnable fit = () -> {
            if (map.getImage() != null) {
                map.setFitWidth(Math.min(map.getImage().getWidth(),
                        Math.max(200, mapPane.getViewportBounds().getWidth() - 2)));
            }
        };
        mapPane.viewportBoundsProperty().addListener((o, a, b) -> fit.run());
        map.imageProperty().addListener((o, a, b) -> fit.run());
        ListView<String> chains = new ListView<>();
        chains.setPrefHeight(120);
        chains.setAccessibleText("Dominant chains");
        vm.resultProperty().addListener((o, a, r) -> {
            if (r != null) {
                Image image = new Image(new ByteArrayInputStream(r.mapPng()));
                map.setImage(image);
                chains.getItems().setAll(r.chains());
            }
        });
        VBox mapBox = new VBox(4, mapPane, new Label("Dominant chains (strongest paths through the map)"), chains);
        VBox.setVgrow(mapPane, Priority.ALWAYS);
        mapBox.setPadding(new Insets(0, 6, 6, 6));

        TableView<CutoffRow> cutoffs = new TableView<>(vm.cutoffs());
        cutoffs.setId("study-cutoffs");
        cutoffs.getColumns().add(column("Cut-off", r -> Integer.toString(r.cutoff())));
        cutoffs.getColumns().add(column("Codes", r -> Integer.toString(r.codes())));
        cutoffs.getColumns().add(column("Links", r -> Integer.toString(r.links())));
        cutoffs.getColumns().add(column("Share of links", r -> percent(r.shareOfLinks())));
        cutoffs.getColumns().add(column("Share of active cells", r -> percent(r.shareOfActiveCells())));
        cutoffs.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableView<StudyCodeRow> codes = new TableView<>(vm.codes());
        codes.setId("study-codes");
        TableColumn<StudyCodeRow, String> codeColumn = column("Code", StudyCodeRow::code);
        codeColumn.setPrefWidth(220);
        codes.getColumns().add(codeColumn);
        codes.getColumns().add(column("Type", r -> r.type().replace('_', ' ')));
        codes.getColumns().add(column("Mentions", r -> Integer.toString(r.mentions())));
        codes.getColumns().add(column("Respondents", r -> Integer.toString(r.respondents())));
        codes.getColumns().add(column("Abstractness", r -> String.format(Locale.ROOT, "%.2f", r.abstractness())));
        codes.getColumns().add(column("Centrality", r -> String.format(Locale.ROOT, "%.3f", r.centrality())));
        codes.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TabPane lists = new TabPane(new Tab("Codes", codes), new Tab("Codebook", codebookPane(vm)),
                new Tab("Discovery", discoveryPane(vm)));
        lists.setId("study-lists");
        lists.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        SplitPane side = new SplitPane(cutoffs, lists);
        side.setOrientation(Orientation.VERTICAL);
        side.setDividerPositions(0.35);
        SplitPane split = new SplitPane(mapBox, side);
        split.setDividerPositions(0.66);
        root.setCenter(split);
    }

    /**
     * The codebook the researcher owns: select codes (Ctrl/Shift for several), type a name, Merge or Rename; Undo takes
     * back the last change (Ctrl+Z in the list). Every change is stored with who and when.
     */
    private static Node codebookPane(StudyViewModel vm) {
        TableView<CodebookRow> table = new TableView<>(vm.codebook());
        table.setId("study-codebook");
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        TableColumn<CodebookRow, String> name = column("Code", CodebookRow::name);
        name.setPrefWidth(220);
        table.getColumns().add(name);
        table.getColumns().add(column("Type", r -> r.type().replace('_', ' ')));
        table.getColumns().add(column("Concepts", r -> Integer.toString(r.members())));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("No codebook yet: 'study codebook --propose' builds one (docs/study.md)."));
        TextField newName = new TextField();
        newName.setId("study-code-name");
        newName.setPromptText("Name for the merged or renamed code");
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null && table.getSelectionModel().getSelectedItems().size() == 1) {
                newName.setText(b.name());
            }
        });
        Button merge = new Button("Merge");
        merge.setId("study-merge");
        merge.disableProperty().bind(javafx.beans.binding.Bindings.size(
                table.getSelectionModel().getSelectedItems()).lessThan(2).or(vm.busyProperty()));
        merge.setOnAction(e -> vm.merge(List.copyOf(table.getSelectionModel().getSelectedItems()), newName.getText()));
        Button rename = new Button("Rename");
        rename.setId("study-rename");
        rename.disableProperty().bind(javafx.beans.binding.Bindings.size(
                table.getSelectionModel().getSelectedItems()).isNotEqualTo(1).or(newName.textProperty().isEmpty())
                .or(vm.busyProperty()));
        rename.setOnAction(e -> vm.rename(table.getSelectionModel().getSelectedItem(), newName.getText()));
        Button undo = new Button("Undo");
        undo.setId("study-undo");
        undo.disableProperty().bind(vm.busyProperty());
        undo.setOnAction(e -> vm.undo());
        table.setOnKeyPressed(e -> {
            if (e.isShortcutDown() && e.getCode() == javafx.scene.input.KeyCode.Z) {
                vm.undo();
                e.consume();
            }
        });
        javafx.scene.layout.HBox actions = new javafx.scene.layout.HBox(6, newName, merge, rename, undo);
        javafx.scene.layout.HBox.setHgrow(newName, Priority.ALWAYS);
        VBox box = new VBox(4, table, actions);
        VBox.setVgrow(table, Priority.ALWAYS);
        box.setPadding(new Insets(4));
        return box;
    }

    /** New codes per interview in study order, with the saturation estimate under it. */
    private static Node discoveryPane(StudyViewModel vm) {
        javafx.scene.chart.CategoryAxis x = new javafx.scene.chart.CategoryAxis();
        x.setLabel("Interview (respondent)");
        javafx.scene.chart.NumberAxis y = new javafx.scene.chart.NumberAxis();
        y.setLabel("New codes");
        y.setMinorTickVisible(false);
        javafx.scene.chart.BarChart<String, Number> chart = new javafx.scene.chart.BarChart<>(x, y);
        chart.setId("study-discovery");
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        Label saturation = new Label();
        saturation.setId("study-saturation");
        vm.discovery().addListener((javafx.collections.ListChangeListener<DiscoveryPoint>) c -> {
            javafx.scene.chart.XYChart.Series<String, Number> series = new javafx.scene.chart.XYChart.Series<>();
            for (DiscoveryPoint p : vm.discovery()) {
                series.getData().add(new javafx.scene.chart.XYChart.Data<>(p.interview() + " (" + p.respondent() + ")",
                        p.newCodes()));
            }
            chart.getData().setAll(List.of(series));
            saturation.setText(vm.saturation());
        });
        VBox box = new VBox(4, chart, saturation);
        VBox.setVgrow(chart, Priority.ALWAYS);
        box.setPadding(new Insets(4));
        return box;
    }

    private static <T> TableColumn<T, String> column(String title, Function<T, String> value) {
        TableColumn<T, String> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        return c;
    }

    private static String percent(double share) {
        return Math.round(100 * share) + "%";
    }

    public Node node() {
        return root;
    }
}
