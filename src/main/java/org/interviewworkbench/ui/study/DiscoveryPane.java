package org.interviewworkbench.ui.study;

import java.util.List;

import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.interviewworkbench.ui.StudyBridge.DiscoveryPoint;

/** New codes per interview in study order, with the saturation estimate under it. */
final class DiscoveryPane {

    private final VBox root;

    DiscoveryPane(StudyViewModel vm) {
        CategoryAxis x = new CategoryAxis();
        x.setLabel("Interview (respondent)");
        NumberAxis y = new NumberAxis();
        y.setLabel("New codes");
        y.setMinorTickVisible(false);
        BarChart<String, Number> chart = new BarChart<>(x, y);
        chart.setId("study-discovery");
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        Label saturation = new Label();
        saturation.setId("study-saturation");
        saturation.setWrapText(true);
        vm.discovery().addListener((ListChangeListener<DiscoveryPoint>) c -> {
            XYChart.Series<String, Number> series = new XYChart.Series<>();
            for (DiscoveryPoint p : vm.discovery()) {
                series.getData().add(new XYChart.Data<>(p.interview() + " (" + p.respondent() + ")", p.newCodes()));
            }
            chart.getData().setAll(List.of(series));
            saturation.setText(vm.saturation());
        });
        root = new VBox(4, chart, saturation);
        VBox.setVgrow(chart, Priority.ALWAYS);
        root.setPadding(new Insets(4));
    }

    Node node() {
        return root;
    }
}
