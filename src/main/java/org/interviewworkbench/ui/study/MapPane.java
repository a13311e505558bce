package org.interviewworkbench.ui.study;

import java.io.ByteArrayInputStream;

import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.ComboBox;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The hierarchical value map at the current cut-off (fit to the pane's width) and its dominant chains. */
final class MapPane {

    private static final String READABLE = "Readable";
    private static final String WHOLE = "Whole map";
    private static final String ACTUAL = "100%";
    /** The smallest scale at which the map's labels stay legible on screen. */
    private static final double MIN_READABLE_SCALE = 0.8;

    private final VBox root;

    MapPane(StudyViewModel vm) {
        ImageView map = new ImageView();
        map.setId("study-map");
        map.setPreserveRatio(true);
        ScrollPane mapPane = new ScrollPane(map);
        mapPane.setPannable(true);
        ComboBox<String> zoom = new ComboBox<>(FXCollections.observableArrayList(READABLE, WHOLE, ACTUAL));
        zoom.setId("study-map-zoom");
        zoom.setValue(READABLE);
        zoom.setMinWidth(Region.USE_PREF_SIZE);
        // never enlarged; "readable" fits the width but keeps the labels legible (scroll and pan for the rest),
        // "whole map" fits width and height, "100%" is the picture as exported
        Runnable fit = () -> {
            Image image = map.getImage();
            if (image == null) {
                return;
            }
            double w = Math.max(200, mapPane.getViewportBounds().getWidth() - 2);
            double h = Math.max(120, mapPane.getViewportBounds().getHeight() - 2);
            double scale = switch (zoom.getValue()) {
                case WHOLE -> Math.min(w / image.getWidth(), h / image.getHeight());
                case ACTUAL -> 1.0;
                default -> Math.max(MIN_READABLE_SCALE, w / image.getWidth());
            };
            map.setFitWidth(image.getWidth() * Math.min(1.0, scale));
        };
        mapPane.viewportBoundsProperty().addListener((o, a, b) -> fit.run());
        map.imageProperty().addListener((o, a, b) -> {
            fit.run();
            if (a == null) {
                mapPane.setHvalue(0.5); // a study opens on the middle of its map, where the main chains run
            }
        });
        zoom.valueProperty().addListener((o, a, b) -> fit.run());
        ListView<String> chains = new ListView<>();
        chains.setId("study-chains");
        chains.setPrefHeight(110);
        chains.setMinHeight(60);
        chains.setAccessibleText("Dominant chains");
        vm.resultProperty().addListener((o, a, r) -> {
            if (r != null) {
                map.setImage(new Image(new ByteArrayInputStream(r.mapPng())));
                chains.getItems().setAll(r.chains());
            }
        });
        Label chainsTitle = new Label("Dominant chains (strongest paths through the map)");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Label zoomLabel = new Label("Zoom");
        zoomLabel.setMinWidth(Region.USE_PREF_SIZE);
        chainsTitle.setMinWidth(0);
        HBox under = new HBox(8, chainsTitle, gap, zoomLabel, zoom);
        under.setAlignment(Pos.CENTER_LEFT);
        root = new VBox(4, mapPane, under, chains);
        VBox.setVgrow(mapPane, Priority.ALWAYS);
        root.setPadding(new Insets(0, 6, 6, 6));
    }

    Node node() {
        return root;
    }
}
