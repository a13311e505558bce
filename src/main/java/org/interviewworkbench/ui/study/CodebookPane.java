package org.interviewworkbench.ui.study;

import static org.interviewworkbench.ui.study.StudyTables.column;

import java.util.List;
import java.util.Locale;

import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.interviewworkbench.ui.StudyBridge.CodeMemberRow;
import org.interviewworkbench.ui.StudyBridge.CodebookRow;

/**
 * The codebook editor: propose codes at a similarity threshold (progress bar, Cancel); the codes (select several
 * with Ctrl/Shift, type a name, Merge or Rename; Undo or Ctrl+Z takes back the last change); the selected code's
 * members with the respondents' words, moved to another code or split off into a new one; its type and description.
 */
final class CodebookPane {

    private final VBox root;

    CodebookPane(StudyViewModel study) {
        CodebookViewModel vm = study.codebookEditor();
        TableView<CodebookRow> table = new TableView<>(vm.codes());
        table.setId("study-codebook");
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        TableColumn<CodebookRow, String> name = column("Code", CodebookRow::name);
        name.setPrefWidth(200);
        table.getColumns().add(name);
        table.getColumns().add(column("Type", r -> StudyTables.shortType(r.type())));
        table.getColumns().add(column("Concepts", r -> Integer.toString(r.members())));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("No codebook yet: Propose codes builds one from the interviews."));
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (table.getSelectionModel().getSelectedItems().size() <= 1) {
                vm.selectedProperty().set(b);
            }
        });
        table.setOnKeyPressed(e -> {
            if (e.isShortcutDown() && e.getCode() == KeyCode.Z) {
                vm.undo();
                e.consume();
            }
        });
        TextField newName = new TextField();
        newName.setId("study-code-name");
        newName.setPromptText("Name for the merged or renamed code");
        vm.selectedProperty().addListener((o, a, b) -> {
            if (b != null) {
                newName.setText(b.name());
            }
        });
        Button merge = new Button("Merge");
        merge.setId("study-merge");
        merge.disableProperty().bind(Bindings.size(table.getSelectionModel().getSelectedItems()).lessThan(2)
                .or(study.busyProperty()));
        merge.setOnAction(e -> vm.merge(List.copyOf(table.getSelectionModel().getSelectedItems()), newName.getText()));
        Button rename = new Button("Rename");
        rename.setId("study-rename");
        rename.disableProperty().bind(Bindings.size(table.getSelectionModel().getSelectedItems()).isNotEqualTo(1)
                .or(newName.textProperty().isEmpty()).or(study.busyProperty()));
        rename.setOnAction(e -> vm.rename(table.getSelectionModel().getSelectedItem(), newName.getText()));
        Button undo = new Button("Undo");
        undo.setId("study-undo");
        undo.disableProperty().bind(study.busyProperty());
        undo.setOnAction(e -> vm.undo());
        HBox actions = new HBox(6, newName, merge, rename, undo);
        HBox.setHgrow(newName, Priority.ALWAYS);
        VBox codes = new VBox(4, table, actions);
        VBox.setVgrow(table, Priority.ALWAYS);

        SplitPane split = new SplitPane(codes, membersPane(study, vm));
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.5);
        root = new VBox(4, proposalBar(study, vm), split);
        VBox.setVgrow(split, Priority.ALWAYS);
        root.setPadding(new Insets(4));
    }

    /** Threshold slider, Propose codes, the progress bar and Cancel while it runs. */
    private static Node proposalBar(StudyViewModel study, CodebookViewModel vm) {
        Slider threshold = new Slider(0.5, 0.95, vm.thresholdProperty().get());
        threshold.setId("study-threshold");
        threshold.setPrefWidth(120);
        threshold.valueProperty().bindBidirectional(vm.thresholdProperty());
        Label value = new Label();
        value.textProperty().bind(Bindings.createStringBinding(() -> String.format(Locale.ROOT, "similarity %.2f",
                vm.thresholdProperty().get()), vm.thresholdProperty()));
        Button propose = new Button("Propose codes");
        propose.setId("study-propose");
        propose.disableProperty().bind(study.busyProperty().or(study.selectedProperty().isNull()));
        propose.setOnAction(e -> vm.propose());
        ProgressBar progress = new ProgressBar();
        progress.setId("study-propose-progress");
        progress.progressProperty().bind(vm.progressProperty());
        progress.visibleProperty().bind(vm.proposingProperty());
        progress.managedProperty().bind(vm.proposingProperty());
        Button cancel = new Button("Cancel");
        cancel.setId("study-propose-cancel");
        cancel.visibleProperty().bind(vm.proposingProperty());
        cancel.managedProperty().bind(vm.proposingProperty());
        cancel.setOnAction(e -> vm.cancelProposal());
        FlowPane bar = new FlowPane(6, 4, propose, threshold, value, progress, cancel);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    /** The selected code's members (quotes), Move to, Split off, its type and description. */
    private static Node membersPane(StudyViewModel study, CodebookViewModel vm) {
        TableView<CodeMemberRow> members = new TableView<>(vm.members());
        members.setId("study-members");
        members.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        TableColumn<CodeMemberRow, String> respondent = column("Respondent", CodeMemberRow::respondent);
        respondent.setMinWidth(95);
        members.getColumns().add(respondent);
        TableColumn<CodeMemberRow, String> label = column("Concept", CodeMemberRow::label);
        label.setPrefWidth(150);
        members.getColumns().add(label);
        TableColumn<CodeMemberRow, String> turn = column("Turn", r -> r.turn() > 0 ? Integer.toString(r.turn()) : "");
        turn.setMinWidth(45);
        turn.setMaxWidth(60);
        members.getColumns().add(turn);
        TableColumn<CodeMemberRow, String> quote = column("The respondent's words", CodeMemberRow::quote);
        quote.setPrefWidth(260);
        members.getColumns().add(quote);
        members.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        members.setPlaceholder(new Label("Select a code to see its members."));
        var chosen = members.getSelectionModel().getSelectedItems();
        var none = Bindings.isEmpty(chosen).or(study.busyProperty());
        members.setRowFactory(t -> {
            javafx.scene.control.TableRow<CodeMemberRow> row = new javafx.scene.control.TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                    vm.openInSession(row.getItem());
                }
            });
            return row;
        });
        Button open = new Button("Open in session");
        open.setId("study-open-member");
        open.setTooltip(new javafx.scene.control.Tooltip(
                "Open the interview at the turn these words were said (or double-click a member)"));
        open.disableProperty().bind(Bindings.createBooleanBinding(
                () -> chosen.size() != 1 || !CodebookViewModel.canOpen(chosen.get(0)), chosen));
        open.setOnAction(e -> vm.openInSession(chosen.get(0)));

        ComboBox<CodebookRow> target = new ComboBox<>(vm.codes());
        target.setId("study-move-target");
        target.setPromptText("another code");
        target.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(CodebookRow r) {
                return r == null ? "" : r.name() + " (" + r.type().replace('_', ' ') + ")";
            }

            @Override
            public CodebookRow fromString(String s) {
                return null;
            }
        });
        target.setPrefWidth(170);
        Button move = new Button("Move to");
        move.setId("study-move");
        move.disableProperty().bind(none.or(target.valueProperty().isNull()));
        move.setOnAction(e -> vm.move(List.copyOf(chosen), target.getValue()));
        TextField splitName = new TextField();
        splitName.setId("study-split-name");
        splitName.setPromptText("new code");
        splitName.setPrefColumnCount(10);
        Button split = new Button("Split off as");
        split.setId("study-split");
        split.disableProperty().bind(none.or(splitName.textProperty().isEmpty()));
        split.setOnAction(e -> vm.split(List.copyOf(chosen), splitName.getText()));
        FlowPane memberActions = new FlowPane(6, 4, open, move, target, split, splitName);
        memberActions.setAlignment(Pos.CENTER_LEFT);

        ComboBox<String> type = new ComboBox<>(vm.types());
        type.setId("study-code-type");
        vm.selectedProperty().addListener((o, a, b) -> type.setValue(b == null ? null : b.type()));
        Button retype = new Button("Change type");
        retype.setId("study-retype");
        var noCode = vm.selectedProperty().isNull().or(study.busyProperty());
        retype.disableProperty().bind(noCode.or(type.valueProperty().isNull()));
        retype.setOnAction(e -> vm.retype(type.getValue()));
        TextField description = new TextField();
        description.setId("study-code-description");
        description.setPromptText("What the code means");
        vm.descriptionProperty().addListener((o, a, b) -> description.setText(b));
        Button describe = new Button("Save description");
        describe.setId("study-describe");
        describe.disableProperty().bind(noCode);
        describe.setOnAction(e -> vm.describe(description.getText()));
        description.setOnAction(e -> vm.describe(description.getText()));
        HBox typeRow = new HBox(6, new Label("Type"), type, retype);
        typeRow.setAlignment(Pos.CENTER_LEFT);
        HBox describeRow = new HBox(6, description, describe);
        HBox.setHgrow(description, Priority.ALWAYS);
        VBox box = new VBox(4, members, memberActions, typeRow, describeRow);
        VBox.setVgrow(members, Priority.ALWAYS);
        return box;
    }

    Node node() {
        return root;
    }
}
