package org.interviewworkbench.ui.study;

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
        Label studyLabel = new Label("Study");
        for (javafx.scene.control.Control c : new javafx.scene.control.Control[] {studyLabel, cutoffLabel, total,
                respondents, refresh}) {
            c.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        study.setPrefWidth(320);
        javafx.scene.layout.FlowPane bar = new javafx.scene.layout.FlowPane(12, 6, studyLabel, study, cutoffLabel,
                cutoff, total, respondents, refresh);
        bar.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6));
        Label message = new Label();
        message.setId("study-message");
        message.textProperty().bind(vm.messageProperty());
        message.setPadding(new Insets(0, 6, 6, 6));
        root.setTop(new VBox(bar, message));

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
        SplitPane side = new SplitPane(cutoffs, codes);
        side.setOrientation(Orientation.VERTICAL);
        side.setDividerPositions(0.35);
        SplitPane split = new SplitPane(mapBox, side);
        split.setDividerPositions(0.66);
        root.setCenter(split);
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
