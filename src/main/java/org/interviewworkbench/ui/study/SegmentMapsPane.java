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
import javafx.scene.layout.VBox;

import org.interviewworkbench.ui.WorkbenchBridge.SegmentMap;

/** One map per value of a chosen variable, side by side at the study's cut-off, each with its statistics line. */
final class SegmentMapsPane {

    private static final double MAP_WIDTH = 420;
    private final BorderPane root = new BorderPane();

    SegmentMapsPane(StudyViewModel study) {
        SegmentMapsViewModel vm = study.segments();
        ComboBox<String> variable = new ComboBox<>(study.sessions().variables());
        variable.setId("study-segment-variable");
        variable.setPromptText("choose a variable");
        variable.valueProperty().bindBidirectional(vm.variableProperty());
        HBox bar = new HBox(8, new Label("One map per value of"), variable,
                new Label("(same cut-off and counting as the map)"));
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 6, 4, 6));
        HBox maps = new HBox(12);
        maps.setId("study-segment-maps");
        maps.setPadding(new Insets(6));
        vm.maps().addListener((ListChangeListener<SegmentMap>) c -> {
            maps.getChildren().clear();
            for (SegmentMap m : vm.maps()) {
                ImageView image = new ImageView(new Image(new ByteArrayInputStream(m.mapPng())));
                image.setPreserveRatio(true);
                image.setFitWidth(Math.min(MAP_WIDTH, image.getImage().getWidth()));
                Label line = new Label(m.statistics());
                line.setWrapText(true);
                line.setMaxWidth(MAP_WIDTH);
                Label title = new Label(m.value());
                title.getStyleClass().add("section-title");
                title.setStyle("-fx-font-weight: bold;");
                VBox one = new VBox(4, title, line, image);
                one.setMaxWidth(MAP_WIDTH);
                maps.getChildren().add(one);
            }
        });
        Label empty = new Label("Choose a variable (e.g. segment) to compare its groups side by side.");
        empty.setPadding(new Insets(6));
        empty.visibleProperty().bind(javafx.beans.binding.Bindings.isEmpty(vm.maps()));
        empty.managedProperty().bind(empty.visibleProperty());
        ScrollPane scroll = new ScrollPane(new VBox(empty, maps));
        scroll.setPannable(true);
        root.setTop(bar);
        root.setCenter(scroll);
    }

    Node node() {
        return root;
    }
}
