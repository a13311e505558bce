package org.interviewworkbench.ui.study;

import java.io.ByteArrayInputStream;

import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.interviewworkbench.ui.StudyBridge.SegmentMap;

/** One map per value of a chosen variable, side by side at the study's cut-off, each with its statistics line. */
final class SegmentMapsPane {

    /** Narrowest a map is drawn; with more values than fit, the row scrolls. */
    private static final double MIN_MAP_WIDTH = 240;
    private static final double GAP = 12;
    private final BorderPane root = new BorderPane();

    SegmentMapsPane(StudyViewModel study) {
        SegmentMapsViewModel vm = study.segments();
        ComboBox<String> variable = new ComboBox<>(study.sessions().variables());
        variable.setId("study-segment-variable");
        variable.setPromptText("choose a variable");
        variable.valueProperty().bindBidirectional(vm.variableProperty());
        javafx.scene.control.CheckBox readable = new javafx.scene.control.CheckBox("Readable size");
        readable.setId("study-segment-readable");
        readable.setTooltip(new javafx.scene.control.Tooltip(
                "Draw each map at 80% of its size so its labels can be read; off: all maps fit side by side"));
        Label title = new Label("One map per value of");
        title.setMinWidth(Region.USE_PREF_SIZE);
        title.setTooltip(new javafx.scene.control.Tooltip("Same cut-off and counting as the map"));
        variable.setMinWidth(Region.USE_PREF_SIZE);
        readable.setMinWidth(Region.USE_PREF_SIZE);
        HBox bar = new HBox(8, title, variable, readable);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 6, 4, 6));
        HBox maps = new HBox(GAP);
        maps.setId("study-segment-maps");
        maps.setPadding(new Insets(6));
        ScrollPane scroll = new ScrollPane();
        scroll.setPannable(true);
        // the maps share the pane's width (never enlarged, never narrower than MIN_MAP_WIDTH)
        javafx.beans.binding.DoubleBinding each = javafx.beans.binding.Bindings.createDoubleBinding(() -> Math.max(
                MIN_MAP_WIDTH, (scroll.getViewportBounds().getWidth() - 12 - GAP * Math.max(0, vm.maps().size() - 1))
                        / Math.max(1, vm.maps().size())), scroll.viewportBoundsProperty(), vm.maps());
        vm.maps().addListener((ListChangeListener<SegmentMap>) c -> {
            maps.getChildren().clear();
            for (SegmentMap m : vm.maps()) {
                ImageView image = new ImageView(new Image(new ByteArrayInputStream(m.mapPng())));
                image.setPreserveRatio(true);
                double natural = image.getImage().getWidth();
                image.fitWidthProperty().bind(javafx.beans.binding.Bindings.when(readable.selectedProperty())
                        .then(Math.min(natural, Math.max(MIN_MAP_WIDTH, 0.8 * natural)))
                        .otherwise(javafx.beans.binding.Bindings.min(natural, each)));
                Label line = new Label(m.statistics());
                line.setWrapText(true);
                line.maxWidthProperty().bind(javafx.beans.binding.Bindings.max(each, image.fitWidthProperty()));
                Label name = new Label(m.value());
                name.setStyle("-fx-font-weight: bold;");
                VBox one = new VBox(4, name, line, image);
                one.prefWidthProperty().bind(image.fitWidthProperty());
                one.setMinWidth(Region.USE_PREF_SIZE);
                maps.getChildren().add(one);
            }
        });
        Label empty = new Label("Choose a variable (e.g. segment) to compare its groups side by side.");
        empty.setPadding(new Insets(6));
        empty.visibleProperty().bind(javafx.beans.binding.Bindings.isEmpty(vm.maps()));
        empty.managedProperty().bind(empty.visibleProperty());
        scroll.setContent(new VBox(empty, maps));
        root.setTop(bar);
        root.setCenter(scroll);
    }

    Node node() {
        return root;
    }
}
