package org.interviewworkbench.ui.edit;

import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.transformation.SortedList;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;

/**
 * The Relationships table: from, type, to; Delete deletes, the context menu reverses one, changes its type (types
 * the methodology does not permit between the two concepts are shown disabled with the reason) or adds one.
 */
public final class RelationshipsView {

    private final GraphEditViewModel viewModel;
    private final TableView<RelationshipRow> table = new TableView<>();
    /** The window that owns this view's dialogs while its tab is not selected (and so out of the scene). */
    private java.util.function.Supplier<javafx.stage.Window> dialogOwner = () -> null;
    private final BorderPane root = new BorderPane();

    public RelationshipsView(GraphEditViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    private void createView() {
        table.setId("relationships-table");
        table.setAccessibleText("Relationships of the surface graph");
        table.setPlaceholder(new Label("No relationships yet."));
        table.getColumns().add(column("From", RelationshipRow::sourceLabel, 180));
        TableColumn<RelationshipRow, String> type = column("Type", RelationshipRow::typeLabel, 110);
        ConceptsView.withTooltips(type, row -> viewModel.edgeTypeHelp(row.type()));
        table.getColumns().add(type);
        table.getColumns().add(column("To", RelationshipRow::targetLabel, 180));
        SortedList<RelationshipRow> sorted = new SortedList<>(viewModel.relationships());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.DELETE || e.getCode() == KeyCode.BACK_SPACE) {
                viewModel.deleteRelationship(table.getSelectionModel().getSelectedItem());
                e.consume();
            }
        });
        ContextMenu menu = new ContextMenu();
        menu.setOnShowing(e -> fill(menu));
        fill(menu); // a context menu without items never shows
        table.setContextMenu(menu);
        Button add = new Button("Add relationship\u2026");
        add.setId("add-relationship");
        add.setOnAction(e -> addDialog());
        HBox bar = new HBox(8, add);
        bar.getStyleClass().add("toolbar");
        root.setCenter(table);
        root.setBottom(bar);
    }

    private void fill(ContextMenu menu) {
        RelationshipRow row = table.getSelectionModel().getSelectedItem();
        boolean editable = viewModel.undoManager().canEdit() && row != null;
        MenuItem delete = item("Delete relationship", () -> viewModel.deleteRelationship(row));
        delete.setDisable(!editable);
        String reverseWhy = row == null ? null : viewModel.whyNot(row.type(), viewModel.typeOf(row.target()),
                viewModel.typeOf(row.source()));
        MenuItem reverse = item(reverseWhy == null ? "Reverse" : "Reverse (not permitted: " + reverseWhy + ")",
                () -> viewModel.reverse(row));
        reverse.setDisable(!editable || reverseWhy != null);
        Menu type = new Menu("Change type");
        if (row != null) {
            for (String t : viewModel.edgeTypes()) {
                String why = viewModel.whyNot(t, viewModel.typeOf(row.source()), viewModel.typeOf(row.target()));
                String name = GraphEditViewModel.edgeTypeLabel(t);
                MenuItem i = item(why == null ? name : name + " \u2014 " + why,
                        () -> viewModel.retypeRelationship(row, t));
                i.setDisable(why != null || t.equals(row.type()));
                type.getItems().add(i);
            }
        }
        type.setDisable(!editable);
        MenuItem add = item("Add relationship\u2026", this::addDialog);
        add.setDisable(!viewModel.undoManager().canEdit());
        menu.getItems().setAll(delete, reverse, type, add);
    }

    private void addDialog() {
        addDialog(null, null);
    }

    /**
     * Source, target and type; OK only when the methodology permits the type, else the reason is shown. The
     * concepts given (e.g. dragged from one to the other in the graph) are chosen already, with the first type the
     * methodology permits between them.
     */
    public void addDialog(String sourceId, String targetId) {
        if (!viewModel.undoManager().canEdit()) {
            return;
        }
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.setTitle("Add relationship");
        dialog.setHeaderText("Add a relationship the respondent stated");
        ComboBox<ConceptRow> source = concepts();
        ComboBox<ConceptRow> target = concepts();
        ComboBox<String> type = new ComboBox<>();
        type.getItems().setAll(viewModel.edgeTypes());
        type.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(String t) {
                return t == null ? "" : GraphEditViewModel.edgeTypeLabel(t);
            }

            @Override
            public String fromString(String s) {
                return s;
            }
        });
        if (!type.getItems().isEmpty()) {
            type.getSelectionModel().select(0);
        }
        select(source, sourceId);
        select(target, targetId);
        if (source.getValue() != null && target.getValue() != null) {
            String permitted = viewModel.firstPermitted(source.getValue().type(), target.getValue().type());
            if (permitted != null) {
                type.getSelectionModel().select(permitted);
            }
        }
        Label reason = new Label();
        reason.setId("add-relationship-reason");
        reason.setWrapText(true);
        reason.getStyleClass().add("muted");
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.addRow(0, new Label("From"), source);
        grid.addRow(1, new Label("Type"), type);
        grid.addRow(2, new Label("To"), target);
        grid.add(reason, 0, 3, 2, 1);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        Node ok = dialog.getDialogPane().lookupButton(ButtonType.OK);
        Runnable check = () -> {
            ConceptRow s = source.getValue();
            ConceptRow t = target.getValue();
            String why = s == null || t == null || type.getValue() == null ? "choose both concepts and a type"
                    : s.id().equals(t.id()) ? "a relationship needs two different concepts"
                    : viewModel.whyNot(type.getValue(), s.type(), t.type());
            reason.setText(why == null ? "" : "Not permitted: " + why);
            ok.setDisable(why != null);
        };
        source.valueProperty().addListener((o, a, b) -> check.run());
        target.valueProperty().addListener((o, a, b) -> check.run());
        type.valueProperty().addListener((o, a, b) -> check.run());
        check.run();
        javafx.stage.Window owner = table.getScene() != null ? table.getScene().getWindow() : dialogOwner.get();
        if (owner != null) {
            dialog.initOwner(owner);
        }
        dialog.showAndWait().filter(ButtonType.OK::equals).ifPresent(b -> viewModel.addRelationship(
                source.getValue(), target.getValue(), type.getValue()));
    }

    private static void select(ComboBox<ConceptRow> box, String id) {
        box.getItems().stream().filter(c -> c.id().equals(id)).findFirst().ifPresent(box::setValue);
    }

    private ComboBox<ConceptRow> concepts() {
        ComboBox<ConceptRow> box = new ComboBox<>();
        box.getItems().setAll(viewModel.concepts());
        box.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(ConceptRow c) {
                return c == null ? "" : c.label() + " (" + c.typeLabel() + ")";
            }

            @Override
            public ConceptRow fromString(String s) {
                return null;
            }
        });
        box.setPrefWidth(320);
        return box;
    }

    private static MenuItem item(String text, Runnable action) {
        MenuItem i = new MenuItem(text);
        i.setMnemonicParsing(false); // type names and concept labels may hold '_'
        i.setOnAction(e -> action.run());
        return i;
    }

    private static TableColumn<RelationshipRow, String> column(String title,
            java.util.function.Function<RelationshipRow, String> value, double width) {
        TableColumn<RelationshipRow, String> c = new TableColumn<>(title);
        c.setCellValueFactory(r -> new ReadOnlyObjectWrapper<>(value.apply(r.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    public TableView<RelationshipRow> table() {
        return table;
    }

    public Node node() {
        return root;
    }

    List<RelationshipRow> rows() {
        return viewModel.relationships();
    }

    /**
     * Where this view's dialogs belong when they are opened from elsewhere (the graph) while the view's own tab is not
     * selected, and so out of the scene.
     */
    public void setDialogOwner(java.util.function.Supplier<javafx.stage.Window> owner) {
        dialogOwner = owner;
    }
}
