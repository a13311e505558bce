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
import javafx.scene.layout.HBox;
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
        Dialog<SessionsViewModel.NewSession> dialog = new Dialog<>();
        dialog.initOwner(root.getScene() == null ? null : root.getScene().getWindow());
        dialog.setTitle("New session");
        dialog.setHeaderText("Start a moderated interview");
        ComboBox<String> methodology = combo(viewModel.methodologies());
        methodology.setValue(viewModel.preferredMethodology());
        ComboBox<String> concept = new ComboBox<>();
        concept.setMaxWidth(Double.MAX_VALUE);
        Runnable fitConcepts = () -> {
            concept.getItems().setAll(viewModel.conceptsFor(methodology.getValue()));
            concept.setValue(concept.getItems().isEmpty() ? null : concept.getItems().get(0));
        };
        methodology.valueProperty().addListener((obs, old, now) -> fitConcepts.run());
        fitConcepts.run();
        ComboBox<String> engine = combo(viewModel.engines());
        Spinner<Integer> turns = new Spinner<>(1, 100, 20);
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        grid.addRow(0, new Label("Methodology"), methodology);
        grid.addRow(1, new Label("Concept"), concept);
        grid.addRow(2, new Label("Engine"), engine);
        grid.addRow(3, new Label("Max turns"), turns);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(concept.valueProperty().isNull());
        dialog.setResultConverter(b -> b == ButtonType.OK ? new SessionsViewModel.NewSession(methodology.getValue(),
                concept.getValue(), engine.getValue(), turns.getValue()) : null);
        dialog.showAndWait().ifPresent(viewModel::create);
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
        HBox buttons = new HBox(6, create, delete, export, refresh);
        root.getChildren().addAll(title, list, buttons);
    }

    /** Two-line session cell: concept + methodology, then turns, status and time. */
    private static final class SessionCell extends ListCell<SessionSummary> {
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
            setGraphic(new VBox(1, name, meta, status));
        }
    }
}
