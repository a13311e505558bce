package org.interviewworkbench.ui.study;

import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.interviewworkbench.ui.LazyTabContent;
import org.interviewworkbench.ui.StudyBridge.StudyChoice;

/**
 * The Study tab: a bar with the study, the cut-off slider, the link and count modes, the session filter and the
 * report; the map (or the maps by segment) on the left; the statistics per cut-off and the sessions, codes,
 * codebook and discovery curve on the right. Each part is a pane of its own ({@link MapPane},
 * {@link SegmentMapsPane}, {@link MatrixPane}, {@link SessionsPane}, {@link CodebookPane}, {@link DiscoveryPane}).
 */
public final class StudyView {

    private final BorderPane root = new BorderPane();

    public StudyView(StudyViewModel vm) {
        root.setId("study-view");
        root.setTop(bar(vm));
        // each tab's pane is laid out only while selected (LazyTabContent): the hidden chart and tables cost no FX time
        TabPane maps = new TabPane(LazyTabContent.tab("Map", new MapPane(vm).node()),
                LazyTabContent.tab("Maps by segment", new SegmentMapsPane(vm).node()),
                LazyTabContent.tab("Matrix", new MatrixPane(vm.matrix()).node()));
        maps.setId("study-maps");
        maps.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        maps.setMinWidth(240);
        TabPane lists = new TabPane(LazyTabContent.tab("Codes", StudyTables.codes(vm)),
                LazyTabContent.tab("Sessions", new SessionsPane(vm).node()),
                LazyTabContent.tab("Codebook", new CodebookPane(vm).node()),
                LazyTabContent.tab("Discovery", new DiscoveryPane(vm).node()));
        lists.setId("study-lists");
        lists.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        SplitPane side = new SplitPane(StudyTables.cutoffs(vm), lists);
        side.setMinWidth(445); // the codes table's columns stay readable in a small window; the map scrolls
        side.setOrientation(Orientation.VERTICAL);
        side.setDividerPositions(0.3);
        SplitPane split = new SplitPane(maps, side);
        split.setDividerPositions(0.54);
        root.setCenter(split);
    }

    private static Node bar(StudyViewModel vm) {
        ComboBox<StudyChoice> study = new ComboBox<>(vm.studies());
        study.setId("study-choice");
        study.setPromptText("Study");
        study.valueProperty().bindBidirectional(vm.selectedProperty());
        study.setPrefWidth(300);
        Slider cutoff = new Slider(1, 10, 2);
        cutoff.setId("study-cutoff");
        cutoff.setMajorTickUnit(1);
        cutoff.setMinorTickCount(0);
        cutoff.setSnapToTicks(true);
        cutoff.setShowTickLabels(true);
        cutoff.setPrefWidth(200);
        cutoff.valueProperty().addListener((o, a, b) -> vm.cutoffProperty().set((int) Math.round(b.doubleValue())));
        vm.cutoffProperty().addListener((o, a, b) -> cutoff.setValue(b.intValue()));
        Label cutoffLabel = new Label();
        cutoffLabel.setId("study-cutoff-label");
        cutoffLabel.textProperty().bind(vm.cutoffProperty().asString("Cut-off %d"));
        vm.resultProperty().addListener((o, a, r) -> {
            if (r != null) {
                cutoff.setMax(Math.max(2, r.maxCutoff()));
                cutoff.setValue(r.cutoff());
                cutoff.setMajorTickUnit(r.maxCutoff() > 12 ? 5 : 1);
                cutoff.setMinorTickCount(r.maxCutoff() > 12 ? 4 : 0);
            }
        });
        CheckBox total = new CheckBox("Indirect links too");
        total.selectedProperty().bindBidirectional(vm.totalLinksProperty());
        CheckBox respondents = new CheckBox("Count respondents");
        total.setTooltip(new javafx.scene.control.Tooltip("Links counted as direct + indirect pairs (off: direct only)"));
        respondents.setTooltip(new javafx.scene.control.Tooltip(
                "Count respondents holding a pair instead of ladders holding it"));
        respondents.selectedProperty().bindBidirectional(vm.perRespondentProperty());

        ComboBox<String> filterKey = new ComboBox<>(vm.sessions().variables());
        filterKey.setId("study-filter-key");
        filterKey.setPromptText("any variable");
        filterKey.setPrefWidth(130);
        filterKey.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(String s) {
                return s == null || s.isEmpty() ? "any variable" : s;
            }

            @Override
            public String fromString(String s) {
                return s;
            }
        });
        filterKey.valueProperty().bindBidirectional(vm.filterKeyProperty());
        ComboBox<String> filterValue = new ComboBox<>(vm.sessions().filterValues());
        filterValue.setId("study-filter-value");
        filterValue.setPromptText("any value");
        filterValue.setPrefWidth(130);
        filterValue.valueProperty().bindBidirectional(vm.filterValueProperty());
        filterValue.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(String s) {
                return s == null || s.isEmpty() ? "any value" : s;
            }

            @Override
            public String fromString(String s) {
                return s;
            }
        });
        filterValue.disableProperty().bind(vm.filterKeyProperty().isEmpty());
        Button clear = new Button("All sessions");
        clear.setId("study-filter-clear");
        clear.setOnAction(e -> vm.filterKeyProperty().set(StudyViewModel.ALL));
        clear.disableProperty().bind(vm.filterKeyProperty().isEmpty());

        Button refresh = new Button("\u27f3");
        refresh.setTooltip(new javafx.scene.control.Tooltip("Refresh the studies and sessions"));
        refresh.setOnAction(e -> vm.refresh());
        Button report = new Button("Export report...");
        report.setId("study-report");
        report.disableProperty().bind(vm.selectedProperty().isNull().or(vm.busyProperty()));
        report.setOnAction(e -> vm.chooseAndExportReport());
        Label studyLabel = new Label("Study");
        Label filterLabel = new Label("Only sessions with");
        Label equals = new Label("=");
        for (Control c : new Control[] {studyLabel, cutoffLabel, total, respondents, refresh, report, filterLabel,
                equals, clear}) {
            c.setMinWidth(Region.USE_PREF_SIZE);
        }
        FlowPane bar = new FlowPane(10, 6, studyLabel, study, cutoffLabel, cutoff, total, respondents, refresh, report);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 6, 2, 6));
        FlowPane filter = new FlowPane(10, 6, filterLabel, filterKey, equals, filterValue, clear);
        filter.setAlignment(Pos.CENTER_LEFT);
        filter.setPadding(new Insets(2, 6, 4, 6));
        Label message = new Label();
        message.setId("study-message");
        message.textProperty().bind(vm.messageProperty());
        message.setPadding(new Insets(0, 6, 0, 6));
        Label change = new Label();
        change.setId("study-last-change");
        change.textProperty().bind(vm.lastChangeProperty());
        change.setPadding(new Insets(0, 6, 4, 6));
        return new VBox(bar, filter, message, change);
    }

    public Node node() {
        return root;
    }
}
