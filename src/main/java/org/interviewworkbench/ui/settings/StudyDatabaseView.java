package org.interviewworkbench.ui.settings;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** The "Study database" section of the Settings tab: local file or shared PostgreSQL server, test, save. */
public final class StudyDatabaseView {

    private final StudyDatabaseViewModel viewModel;
    private final VBox root = new VBox(8);

    public StudyDatabaseView(StudyDatabaseViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    public Node node() {
        return root;
    }

    private void createView() {
        root.setId("study-database");
        Label title = new Label("Study database");
        title.getStyleClass().add("section-title");
        ToggleGroup kind = new ToggleGroup();
        RadioButton local = new RadioButton("Local file (one researcher)");
        local.setId("database-local");
        local.setToggleGroup(kind);
        RadioButton shared = new RadioButton("Shared PostgreSQL server (a team)");
        shared.setId("database-shared");
        shared.setToggleGroup(kind);
        shared.setSelected(viewModel.sharedProperty().get());
        local.setSelected(!viewModel.sharedProperty().get());
        viewModel.sharedProperty().addListener((o, was, now) -> (now ? shared : local).setSelected(true));
        shared.selectedProperty().addListener((o, was, now) -> viewModel.sharedProperty().set(now));

        TextField host = field("database-host", "db.example.edu", 22);
        host.textProperty().bindBidirectional(viewModel.hostProperty());
        TextField port = field("database-port", "5432", 6);
        port.textProperty().bindBidirectional(viewModel.portProperty());
        port.setMaxWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        TextField name = field("database-name", "interview_study", 16);
        name.textProperty().bindBidirectional(viewModel.databaseProperty());
        TextField user = field("database-user", "workbench", 14);
        user.textProperty().bindBidirectional(viewModel.userProperty());
        PasswordField password = new PasswordField();
        password.setId("database-password");
        password.setPromptText("stored owner-only, never shown again");
        password.textProperty().bindBidirectional(viewModel.passwordInputProperty());
        ComboBox<String> ssl = new ComboBox<>(viewModel.sslModes());
        ssl.setId("database-sslmode");
        ssl.valueProperty().bindBidirectional(viewModel.sslmodeProperty());
        Label passwordStatus = new Label();
        passwordStatus.getStyleClass().add("muted");
        passwordStatus.textProperty().bind(viewModel.passwordStatusProperty());

        GridPane server = new GridPane();
        server.setHgap(10);
        server.setVgap(6);
        server.addRow(0, new Label("Host"), host, new Label("Port"), port);
        server.addRow(1, new Label("Database"), name, new Label("sslmode"), ssl);
        server.addRow(2, new Label("User"), user, new Label("Password"), password);
        server.add(passwordStatus, 3, 3);
        server.disableProperty().bind(viewModel.serverFieldsDisabledProperty());

        Button test = new Button("Test connection");
        test.setId("database-test");
        test.disableProperty().bind(viewModel.testingProperty().or(viewModel.serverFieldsDisabledProperty()));
        test.setOnAction(e -> viewModel.testConnection());
        Button save = new Button("Save database choice");
        save.setId("database-save");
        save.setOnAction(e -> viewModel.save());
        Label applies = new Label(StudyDatabaseViewModel.APPLIES);
        applies.getStyleClass().add("muted");
        HBox actions = new HBox(8, test, save, applies);
        actions.setAlignment(Pos.CENTER_LEFT);
        Label message = new Label();
        message.setId("database-message");
        message.setWrapText(true);
        message.textProperty().bind(viewModel.messageProperty());
        Label inUse = new Label();
        inUse.getStyleClass().add("muted");
        inUse.textProperty().bind(viewModel.inUseProperty());
        root.getChildren().addAll(title, new HBox(16, local, shared), server, actions, message, inUse);
    }

    private static TextField field(String id, String prompt, int columns) {
        TextField f = new TextField();
        f.setId(id);
        f.setPromptText(prompt);
        f.setPrefColumnCount(columns);
        return f;
    }
}
