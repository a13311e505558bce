package org.interviewworkbench.ui.study;

import static org.interviewworkbench.ui.study.StudyTables.column;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.ui.StudyBridge.StudySessionRow;

/**
 * The study's sessions with one column per variable; a cell is edited in place (Enter stores it, an empty value
 * removes the variable). Add variable makes a new column; Add puts a session of the database in the study, Remove
 * takes the selected one out (the interview stays in the database).
 */
final class SessionsPane {

    private final VBox root;

    SessionsPane(StudyViewModel study) {
        StudySessionsViewModel vm = study.sessions();
        TableView<StudySessionRow> table = new TableView<>(vm.rows());
        table.setId("study-sessions");
        table.setEditable(true);
        table.setPlaceholder(new Label("No sessions in this study yet: add one below."));
        Runnable columns = () -> {
            TableColumn<StudySessionRow, String> session = column("Interview", StudySessionRow::title);
            session.setPrefWidth(190);
            session.setEditable(false);
            table.getColumns().setAll(session);
            for (String key : vm.variables()) {
                TableColumn<StudySessionRow, String> c = new TableColumn<>(key);
                c.setId("study-var-" + key);
                c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(d.getValue().variables().getOrDefault(key,
                        "")));
                c.setCellFactory(TextFieldTableCell.forTableColumn());
                c.setOnEditCommit(e -> vm.setVariable(e.getRowValue(), key, e.getNewValue()));
                c.setPrefWidth(95);
                table.getColumns().add(c);
            }
        };
        vm.variables().addListener((ListChangeListener<String>) c -> columns.run());
        columns.run();

        TextField key = new TextField();
        key.setId("study-new-variable");
        key.setPromptText("new variable, e.g. age group");
        key.setPrefColumnCount(12);
        Button addVariable = new Button("Add variable");
        addVariable.setId("study-add-variable");
        addVariable.disableProperty().bind(key.textProperty().isEmpty());
        Runnable addKey = () -> {
            vm.addVariable(key.getText());
            key.clear();
        };
        addVariable.setOnAction(e -> addKey.run());
        key.setOnAction(e -> addKey.run());

        ComboBox<SessionSummary> candidates = new ComboBox<>(vm.candidates());
        candidates.setId("study-add-candidates");
        candidates.setPromptText("a session of the database");
        candidates.setPrefWidth(220);
        candidates.setConverter(new StringConverter<>() {
            @Override
            public String toString(SessionSummary s) {
                return s == null ? "" : s.conceptName() + ", " + s.turnCount() + " turns, " + s.id();
            }

            @Override
            public SessionSummary fromString(String s) {
                return null;
            }
        });
        Button add = new Button("Add session");
        add.setId("study-add-session");
        add.disableProperty().bind(candidates.valueProperty().isNull().or(study.busyProperty()));
        add.setOnAction(e -> {
            vm.add(candidates.getValue());
            candidates.setValue(null);
        });
        Button remove = new Button("Remove session");
        remove.setId("study-remove-session");
        remove.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull()
                .or(study.busyProperty()));
        remove.setOnAction(e -> vm.remove(table.getSelectionModel().getSelectedItem()));
        FlowPane variables = new FlowPane(6, 4, key, addVariable, remove);
        variables.setAlignment(Pos.CENTER_LEFT);
        FlowPane sessions = new FlowPane(6, 4, candidates, add);
        sessions.setAlignment(Pos.CENTER_LEFT);
        root = new VBox(4, table, variables, sessions);
        VBox.setVgrow(table, Priority.ALWAYS);
        root.setPadding(new Insets(4));
    }

    Node node() {
        return root;
    }
}
