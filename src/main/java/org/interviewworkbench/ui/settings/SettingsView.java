package org.interviewworkbench.ui.settings;

import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/** Settings tab: engines and models per task, data folder, API keys (never shown in clear after entry). */
public final class SettingsView {

    private final SettingsViewModel viewModel;
    private final VBox root = new VBox(10);
    private final javafx.scene.control.ScrollPane scroller = new javafx.scene.control.ScrollPane(root);

    public SettingsView(SettingsViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    public Node node() {
        return scroller;
    }

    private void createView() {
        root.getStyleClass().add("settings-panel");
        scroller.setFitToWidth(true);
        root.setPadding(new Insets(12));
        ComboBox<String> engine = new ComboBox<>(viewModel.engines());
        engine.valueProperty().bindBidirectional(viewModel.defaultEngineProperty());
        TextField folder = new TextField();
        folder.textProperty().bindBidirectional(viewModel.dataFolderProperty());
        folder.setPrefColumnCount(36);
        ComboBox<String> provider = new ComboBox<>();
        provider.getItems().setAll("openai", "anthropic");
        provider.valueProperty().bindBidirectional(viewModel.apiKeyProviderProperty());
        PasswordField key = new PasswordField();
        key.setId("api-key");
        key.setPromptText("paste a key; it is stored and never shown again");
        key.textProperty().bindBidirectional(viewModel.apiKeyInputProperty());
        Label keyStatus = new Label();
        keyStatus.setId("api-key-status");
        keyStatus.textProperty().bind(viewModel.keyStatusProperty());
        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(8);
        form.addRow(0, new Label("Default engine"), engine);
        form.addRow(1, new Label("Data folder"), folder);
        // the key field right beside its label and provider, not pushed out by the wide data folder column
        key.setPrefColumnCount(24);
        Label keyLabel = new Label("API key for");
        keyLabel.setLabelFor(key);
        keyLabel.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        javafx.scene.layout.HBox keyRow = new javafx.scene.layout.HBox(8, provider, key);
        keyRow.setId("api-key-row");
        keyRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        form.addRow(2, keyLabel, keyRow);
        form.addRow(3, new Label(""), keyStatus);
        TableView<SettingsViewModel.TaskModel> models = new TableView<>(viewModel.taskModels());
        models.setEditable(true);
        models.setPrefHeight(200);
        models.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<SettingsViewModel.TaskModel, String> task = new TableColumn<>("Language task");
        task.setCellValueFactory(d -> new javafx.beans.property.ReadOnlyStringWrapper(d.getValue().task()));
        models.setId("task-models");
        TableColumn<SettingsViewModel.TaskModel, String> runsOn = new TableColumn<>("Runs on now");
        runsOn.setCellValueFactory(d -> javafx.beans.binding.Bindings.createStringBinding(
                () -> d.getValue().runsOnProperty().get(), d.getValue().runsOnProperty()));
        TableColumn<SettingsViewModel.TaskModel, String> model = new TableColumn<>("Model with an LLM engine "
                + "(engine:model)");
        model.setCellValueFactory(d -> d.getValue().modelProperty());
        model.setCellFactory(TextFieldTableCell.forTableColumn());
        model.setEditable(true);
        models.getColumns().add(task);
        models.getColumns().add(runsOn);
        models.getColumns().add(model);
        Label modelsNote = new Label();
        modelsNote.setId("models-note");
        modelsNote.setWrapText(true);
        modelsNote.getStyleClass().add("muted");
        modelsNote.textProperty().bind(viewModel.modelsNoteProperty());
        Button save = new Button("Save settings");
        save.getStyleClass().add("accent");
        save.setOnAction(e -> viewModel.save());
        Label message = new Label();
        message.textProperty().bind(viewModel.messageProperty());
        Label title = new Label("Settings");
        title.getStyleClass().add("section-title");
        Button find = new Button("Find local models");
        find.setId("find-local-models");
        find.disableProperty().bind(viewModel.searchingProperty());
        find.setOnAction(e -> viewModel.findLocalModels());
        javafx.scene.control.ListView<String> local = new javafx.scene.control.ListView<>(viewModel.localModels());
        local.setId("local-models");
        local.setPrefHeight(90);
        root.getChildren().addAll(title, form, new Label("Models per task"), modelsNote, models, save, message, find, local);
        root.getChildren().addAll(new javafx.scene.control.Separator(), new StudyDatabaseView(viewModel.studyDatabase())
                .node());
    }
}
