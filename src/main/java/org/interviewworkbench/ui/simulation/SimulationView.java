package org.interviewworkbench.ui.simulation;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.interviewworkbench.ui.LabBridge.SimulationRun;

/** Simulation tab. */
public final class SimulationView {

    private final SimulationViewModel viewModel;
    private final VBox root = new VBox(10);

    public SimulationView(SimulationViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    public Node node() {
        return root;
    }

    private void createView() {
        root.getStyleClass().add("simulation-panel");
        root.setPadding(new Insets(12));
        ComboBox<String> scenario = new ComboBox<>(viewModel.scenarios());
        scenario.valueProperty().bindBidirectional(viewModel.scenarioProperty());
        ComboBox<String> persona = new ComboBox<>(viewModel.personas());
        persona.valueProperty().bindBidirectional(viewModel.personaProperty());
        ComboBox<String> engine = new ComboBox<>(viewModel.engines());
        engine.valueProperty().bindBidirectional(viewModel.engineProperty());
        Spinner<Integer> turns = new Spinner<>(1, 60, viewModel.turnsProperty().get());
        turns.valueProperty().addListener((o, a, b) -> viewModel.turnsProperty().set(b));
        Spinner<Integer> runs = new Spinner<>(1, 50, viewModel.runsProperty().get());
        runs.valueProperty().addListener((o, a, b) -> viewModel.runsProperty().set(b));
        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(8);
        form.addRow(0, new Label("Scenario"), scenario, new Label("Persona"), persona);
        form.addRow(1, new Label("Engine"), engine, new Label("Turns"), turns);
        form.addRow(2, new Label("Runs"), runs);
        Button run = new Button("Run simulation");
        run.getStyleClass().add("accent");
        run.setOnAction(e -> viewModel.run());
        run.disableProperty().bind(viewModel.stateProperty().isEqualTo(SimulationViewModel.State.RUNNING));
        Button cancel = new Button("Cancel");
        cancel.setOnAction(e -> viewModel.cancel());
        cancel.disableProperty().bind(run.disableProperty().not());
        ProgressBar progress = new ProgressBar();
        progress.progressProperty().bind(viewModel.progressProperty());
        progress.setPrefWidth(260);
        Label message = new Label();
        message.textProperty().bind(viewModel.messageProperty());
        HBox actions = new HBox(8, run, cancel, progress, message);
        TableView<SimulationRun> table = new TableView<>(viewModel.results());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(col("Run", r -> String.valueOf(r.run())));
        table.getColumns().add(col("Turns", r -> String.valueOf(r.turns())));
        table.getColumns().add(col("Ended", SimulationRun::terminationReason));
        for (String metric : new String[] {"node_recall", "edge_recall", "chains_recovered", "backtracks"}) {
            table.getColumns().add(col(metric, r -> r.quality().containsKey(metric)
                    ? String.format("%.2f", r.quality().get(metric)) : "\u2014"));
        }
        table.setRowFactory(t -> {
            javafx.scene.control.TableRow<SimulationRun> row = new javafx.scene.control.TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && row.getItem() != null) {
                    viewModel.open(row.getItem());
                }
            });
            return row;
        });
        table.setPlaceholder(new Label("Quality metrics of each run appear here."));
        VBox.setVgrow(table, Priority.ALWAYS);
        Label title = new Label("Simulation \u00b7 synthetic respondents against a scenario's ground truth");
        title.getStyleClass().add("section-title");
        root.getChildren().addAll(title, form, actions, table);
    }

    private static TableColumn<SimulationRun, String> col(String name,
                                                          java.util.function.Function<SimulationRun, String> f) {
        TableColumn<SimulationRun, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        return c;
    }
}
