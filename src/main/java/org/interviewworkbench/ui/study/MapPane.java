package org.interviewworkbench.ui.study;

import java.io.ByteArrayInputStream;

import javafx.geometry.Insets;
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

    private final VBox root;

    MapPane(StudyViewModel vm) {
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
        root = new VBox(4, mapPane, new Label("Dominant chains (strongest paths through the map)"), chains);
        VBox.setVgrow(mapPane, Priority.ALWAYS);
        root.setPadding(new Insets(0, 6, 6, 6));
    }

    Node node() {
        return root;
    }
}
