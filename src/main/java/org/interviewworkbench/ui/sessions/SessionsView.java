package org.interviewworkbench.ui.sessions;

import java.io.File;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.export.ExportFormat;

/** Session sidebar. */
public final class SessionsView {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("MMM d, HH:mm")
            .withZone(ZoneId.systemDefault());

    private final SessionsViewModel viewModel;
    private final VBox root = new VBox(8);
    private final ListView<SessionSummary> list = new ListView<>();

    public SessionsView(SessionsViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    public Node node() {
        return root;
    }

    public ListView<SessionSummary> list() {
        return list;
    }

    /** Asks where to export the open session in {@code format}, then exports it. */
    public void showExportDialog(ExportFormat format) {
        if (viewModel.session().sessionId() == null) {
            return;
        }
        FileChooser chooser = new FileChooser();
        chooser.setInitialFileName(SessionsViewModel.suggestedFileName(list.getSelectionModel().getSelectedItem(),
                format));
        File file = chooser.showSaveDialog(root.getScene().getWindow());
        if (file != null) {
            viewModel.export(format, file.toPath());
        }
    }

    /** Opens the "new session" dialog (Ctrl+N). */
    public void showNewSessionDialog() {
        Dialog<SessionsViewModel.NewSession> dialog = newSessionDialog();
        dialog.showAndWait().ifPresent(viewModel::create);
    }

    /**
     * File > New topic: the topic form; the topic is written through the bridge, then the New session form opens
     * with the new topic chosen (Cancel there keeps the topic for later).
     */
    public void showNewTopicDialog() {
        new NewTopicDialog(viewModel.methodologies(), viewModel.preferredMethodology(), owner()).showAndWait()
                .ifPresent(topic -> viewModel.createTopic(topic, id -> {
                    Dialog<SessionsViewModel.NewSession> dialog = newSessionDialog(topic.methodologyId(), id);
                    dialog.showAndWait().ifPresent(viewModel::create);
                }));
    }

    private javafx.stage.Window owner() {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }

    /**
     * The setup form of a new session: methodology first, then only the topics (concepts, by their human name) of
     * that methodology, the engine and length, then the participant, date, moderator, notes and consent note that
     * are stored with the session. A mismatched concept is refused with the reason under the form.
     */
    public Dialog<SessionsViewModel.NewSession> newSessionDialog() {
        return newSessionDialog(viewModel.preferredMethodology(), null);
    }

    /** The setup form with a methodology and a topic chosen (the topic {@code null}: the methodology's first). */
    public Dialog<SessionsViewModel.NewSession> newSessionDialog(String methodologyId, String conceptId) {
        Dialog<SessionsViewModel.NewSession> dialog = new Dialog<>();
        dialog.initOwner(root.getScene() == null ? null : root.getScene().getWindow());
        dialog.setTitle("New session");
        dialog.setHeaderText("Set up a moderated interview");
        dialog.setResizable(true);
        ComboBox<String> methodology = combo(viewModel.methodologies());
        methodology.setId("new-methodology");
        methodology.setConverter(readable());
        methodology.setValue(methodologyId);
        ComboBox<String> concept = new ComboBox<>();
        concept.setId("new-concept");
        concept.setMaxWidth(Double.MAX_VALUE);
        concept.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(String id) {
                return id == null ? "" : viewModel.conceptName(id);
            }

            @Override
            public String fromString(String text) {
                return text;
            }
        });
        Runnable fitConcepts = () -> {
            concept.getItems().setAll(viewModel.conceptsFor(methodology.getValue()));
            concept.setValue(concept.getItems().isEmpty() ? null : concept.getItems().get(0));
        };
        methodology.valueProperty().addListener((obs, old, now) -> fitConcepts.run());
        fitConcepts.run();
        if (conceptId != null && concept.getItems().contains(conceptId)) {
            concept.setValue(conceptId);
        }
        ComboBox<String> engine = combo(viewModel.engines());
        Spinner<Integer> turns = new Spinner<>(1, 100, 20);
        javafx.scene.control.TextField participant = new javafx.scene.control.TextField();
        participant.setId("new-participant");
        participant.setPromptText("e.g. P07 (a code, not a name)");
        javafx.scene.control.DatePicker date = new javafx.scene.control.DatePicker(java.time.LocalDate.now());
        date.setId("new-date");
        javafx.scene.control.TextField moderator = new javafx.scene.control.TextField();
        moderator.setId("new-moderator");
        javafx.scene.control.TextArea notes = new javafx.scene.control.TextArea();
        notes.setId("new-notes");
        notes.setPrefRowCount(2);
        notes.setWrapText(true);
        org.interviewworkbench.ui.Keyboard.tabMovesFocus(notes);
        javafx.scene.control.TextField consent = new javafx.scene.control.TextField();
        consent.setId("new-consent");
        consent.setPromptText("who agreed to what, e.g. \u201caudio and notes, for this study only\u201d");
        Label problem = new Label();
        problem.setId("new-session-problem");
        problem.getStyleClass().add("error-text");
        problem.setWrapText(true);
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        grid.addRow(0, new Label("Methodology"), methodology);
        grid.addRow(1, new Label("Topic"), concept);
        grid.addRow(2, new Label("Engine"), engine);
        grid.addRow(3, new Label("Max turns"), turns);
        grid.addRow(4, new Label("Participant id"), participant);
        grid.addRow(5, new Label("Date"), date);
        grid.addRow(6, new Label("Moderator"), moderator);
        grid.addRow(7, new Label("Notes"), notes);
        grid.addRow(8, new Label("Consent"), consent);
        grid.add(problem, 0, 9, 2, 1);
        javafx.scene.layout.ColumnConstraints labels = new javafx.scene.layout.ColumnConstraints();
        labels.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        javafx.scene.layout.ColumnConstraints fields = new javafx.scene.layout.ColumnConstraints(260, 360,
                Double.MAX_VALUE);
        fields.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().setAll(labels, fields);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        java.util.function.Supplier<SessionsViewModel.NewSession> request = () -> new SessionsViewModel.NewSession(
                methodology.getValue(), concept.getValue(), engine.getValue(), turns.getValue(),
                participant.getText(), date.getValue(), moderator.getText(), notes.getText(), consent.getText());
        javafx.beans.binding.StringBinding why = javafx.beans.binding.Bindings.createStringBinding(() -> {
            String p = viewModel.problemWith(request.get());
            return p == null ? "" : p;
        }, methodology.valueProperty(), concept.valueProperty());
        problem.textProperty().bind(why);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(why.isNotEmpty());
        dialog.setResultConverter(b -> b == ButtonType.OK ? request.get() : null);
        // the keyboard starts at the top of the form (the dialog would give it to OK)
        dialog.setOnShown(e -> javafx.application.Platform.runLater(methodology::requestFocus));
        return dialog;
    }

    private static javafx.util.StringConverter<String> readable() {
        return new javafx.util.StringConverter<>() {
            @Override
            public String toString(String id) {
                return id == null ? "" : org.interviewworkbench.engine.config.PlainLabels.readable(id);
            }

            @Override
            public String fromString(String text) {
                return text;
            }
        };
    }

    private static ComboBox<String> combo(javafx.collections.ObservableList<String> items) {
        ComboBox<String> c = new ComboBox<>(items);
        if (!items.isEmpty()) {
            c.setValue(items.get(0));
        }
        c.setMaxWidth(Double.MAX_VALUE);
        return c;
    }

    private void createView() {
        root.getStyleClass().add("sidebar");
        root.setPadding(new Insets(10));
        root.setPrefWidth(270);
        Label title = new Label("Sessions");
        title.getStyleClass().add("sidebar-title");
        list.setId("session-list");
        list.setItems(viewModel.sessions());
        list.setCellFactory(l -> new SessionCell());
        list.setPlaceholder(new Label("No sessions yet. Ctrl+N starts one."));
        VBox.setVgrow(list, Priority.ALWAYS);
        list.getSelectionModel().selectedItemProperty().addListener((o, a, s) -> viewModel.open(s));
        // a refreshed list keeps the open session selected (Delete and Export stay enabled)
        viewModel.sessions().addListener((javafx.collections.ListChangeListener<SessionSummary>) c -> {
            String open = viewModel.session().sessionId();
            if (open != null && list.getSelectionModel().getSelectedItem() == null) {
                viewModel.sessions().stream().filter(x -> x.id().equals(open)).findFirst()
                        .ifPresent(x -> list.getSelectionModel().select(x));
            }
        });
        Button create = new Button("New");
        create.setId("new-session");
        create.getStyleClass().add("accent");
        create.setTooltip(new Tooltip("New session (Ctrl+N)"));
        create.setOnAction(e -> showNewSessionDialog());
        Button delete = new Button("Delete");
        delete.setId("delete-session");
        delete.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        delete.setOnAction(e -> viewModel.delete(list.getSelectionModel().getSelectedItem()));
        MenuButton export = new MenuButton("Export");
        export.setId("export-menu");
        for (ExportFormat f : ExportFormat.values()) {
            MenuItem item = new MenuItem(f.id().toUpperCase() + " (" + f.defaultFileName() + ")");
            item.setOnAction(e -> showExportDialog(f));
            export.getItems().add(item);
        }
        export.disableProperty().bind(viewModel.session().sessionProperty().isNull());
        Button refresh = new Button("\u27f3");
        refresh.setTooltip(new Tooltip("Refresh (F5)"));
        refresh.setOnAction(e -> viewModel.refresh());
        // the buttons keep their names in a narrow sidebar: they wrap onto a second row instead of shrinking to "..."
        javafx.scene.layout.FlowPane buttons = new javafx.scene.layout.FlowPane(6, 6, create, delete, export, refresh);
        for (javafx.scene.control.Control c : new javafx.scene.control.Control[] {create, delete, export, refresh}) {
            c.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        root.getChildren().addAll(title, list, buttons);
    }

    /** Two-line session cell: concept + methodology, then turns, status and time. */
    private static final class SessionCell extends ListCell<SessionSummary> {
        SessionCell() {
            setPrefWidth(0); // cells as wide as the list: no horizontal scrollbar
        }

        @Override
        protected void updateItem(SessionSummary s, boolean empty) {
            super.updateItem(s, empty);
            if (empty || s == null) {
                setGraphic(null);
                return;
            }
            Label name = new Label(s.conceptName());
            name.getStyleClass().add("session-name");
            Label meta = new Label(s.methodologyId() + " \u00b7 " + s.engine());
            meta.getStyleClass().add("muted");
            Label status = new Label(org.interviewworkbench.ui.Counts.of(s.turnCount(), "turn") + " \u00b7 " + s.status().id() + " \u00b7 "
                    + TIME.format(s.createdAt()));
            status.getStyleClass().addAll("muted", "status-" + s.status().id());
            VBox box = new VBox(1, name, meta, status);
            // as wide as the list (no horizontal scrollbar); a long topic wraps
            name.setWrapText(true);
            meta.setWrapText(true);
            status.setWrapText(true);
            box.setMinWidth(0);
            setGraphic(box);
        }
    }
}
