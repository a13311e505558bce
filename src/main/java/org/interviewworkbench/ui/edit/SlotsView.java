package org.interviewworkbench.ui.edit;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.transformation.SortedList;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.layout.VBox;
import org.interviewworkbench.ui.DialogService;

/**
 * The Slots table: the canonical graph's slots (name, type, status, concepts), sortable, with a context menu (right
 * click, Shift+F10 or the menu key): Rename (F2), Merge the selected slots into the first (one type), Split (tick the
 * concepts that go to a new slot).
 */
public final class SlotsView {

    private final SlotsViewModel viewModel;
    private final DialogService dialogs;
    private final TableView<SlotRow> table = new TableView<>();
    /** The window that owns this view's dialogs while its tab is not selected (and so out of the scene). */
    private java.util.function.Supplier<javafx.stage.Window> dialogOwner = () -> null;
    private final ContextMenu menu = new ContextMenu();

    public SlotsView(SlotsViewModel viewModel, DialogService dialogs) {
        this.viewModel = viewModel;
        this.dialogs = dialogs;
        createView();
    }

    private void createView() {
        table.setId("slots-table");
        table.setAccessibleText("Slots of the canonical graph");
        table.setPlaceholder(new Label("No canonical slots yet: paraphrased concepts are grouped as the interview "
                + "goes on."));
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.getColumns().add(column("Slot", SlotRow::name, 150));
        TableColumn<SlotRow, String> type = column("Type", SlotRow::typeLabel, 130);
        ConceptsView.withTooltips(type, row -> viewModel.typeHelp(row.type()));
        table.getColumns().add(type);
        table.getColumns().add(column("Status", r -> org.interviewworkbench.engine.config.PlainLabels.readable(
                r.status()), 70));
        TableColumn<SlotRow, Integer> size = new TableColumn<>("Concepts");
        size.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().size()));
        size.setPrefWidth(70);
        table.getColumns().add(size);
        table.getColumns().add(column("Said as", SlotRow::members, 220));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        org.interviewworkbench.ui.AccessibleCells.install(table);
        SortedList<SlotRow> sorted = new SortedList<>(viewModel.slots());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.F2) {
                rename();
                e.consume();
            }
        });
        table.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.CONTEXT_MENU || (e.getCode() == KeyCode.F10 && e.isShiftDown())) {
                javafx.geometry.Bounds b = table.localToScreen(table.getBoundsInLocal());
                if (b != null) {
                    fill();
                    menu.show(table, b.getMinX() + 24, b.getMinY() + 48);
                }
                e.consume();
            }
        });
        menu.setId("slots-menu");
        menu.setOnShowing(e -> fill());
        fill();
        table.setContextMenu(menu);
    }

    private void fill() {
        List<SlotRow> rows = selected();
        boolean editable = viewModel.undoManager().canEdit();
        MenuItem rename = item("Rename slot\u2026", "menu-slot-rename", this::rename);
        rename.setAccelerator(new KeyCodeCombination(KeyCode.F2));
        rename.setDisable(rows.size() != 1 || !editable);
        boolean sameType = rows.stream().map(SlotRow::type).distinct().count() == 1;
        MenuItem merge = item(rows.size() >= 2 && !sameType ? "Merge selected slots (only slots of one type)"
                : "Merge " + (rows.size() >= 2 ? rows.size() + " " : "") + "selected slots into the first",
                "menu-slot-merge", () -> viewModel.merge(selected()));
        merge.setDisable(rows.size() < 2 || !sameType || !editable);
        MenuItem split = item("Split slot\u2026", "menu-slot-split", this::split);
        split.setDisable(rows.size() != 1 || rows.get(0).size() < 2 || !editable);
        menu.getItems().setAll(rename, merge, split);
    }

    /** The context menu for one slot (e.g. right-clicked in the canonical graph, {@code owner}) at a screen position. */
    public void showMenuFor(String slotId, Node owner, double screenX, double screenY) {
        for (int i = 0; i < table.getItems().size(); i++) {
            if (table.getItems().get(i).id().equals(slotId)) {
                table.getSelectionModel().clearAndSelect(i);
                table.scrollTo(i);
                fill();
                menu.show(owner, screenX, screenY);
                return;
            }
        }
    }

    private void rename() {
        List<SlotRow> rows = selected();
        if (rows.size() == 1 && viewModel.undoManager().canEdit()) {
            SlotRow row = rows.get(0);
            dialogs.ask("Rename slot", "New name for the slot \u201c" + row.name() + "\u201d:", row.name())
                    .ifPresent(name -> viewModel.rename(row, name));
        }
    }

    private void split() {
        List<SlotRow> rows = selected();
        if (rows.size() != 1) {
            return;
        }
        SlotRow row = rows.get(0);
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.setTitle("Split slot");
        dialog.setHeaderText("Split \u201c" + row.name() + "\u201d: tick the concepts that go to a new slot");
        TextField name = new TextField();
        name.setPromptText("name of the new slot");
        List<CheckBox> boxes = new ArrayList<>();
        VBox content = new VBox(8, new Label("New slot:"), name, new Label("Concepts that go to the new slot:"));
        for (int i = 0; i < row.size(); i++) {
            CheckBox b = new CheckBox(row.memberLabels().get(i));
            b.setUserData(row.memberIds().get(i));
            boxes.add(b);
            content.getChildren().add(b);
        }
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        javafx.beans.binding.BooleanBinding noneOrAll = javafx.beans.binding.Bindings.createBooleanBinding(() -> {
            long ticked = boxes.stream().filter(CheckBox::isSelected).count();
            return ticked == 0 || ticked == boxes.size();
        }, boxes.stream().map(CheckBox::selectedProperty).toArray(javafx.beans.Observable[]::new));
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty()
                .bind(javafx.beans.binding.Bindings.createBooleanBinding(() -> name.getText().isBlank(),
                        name.textProperty()).or(noneOrAll));
        javafx.stage.Window owner = table.getScene() != null ? table.getScene().getWindow() : dialogOwner.get();
        if (owner != null) {
            dialog.initOwner(owner);
        }
        dialog.showAndWait().filter(ButtonType.OK::equals).ifPresent(b -> viewModel.split(row, name.getText(),
                boxes.stream().filter(CheckBox::isSelected).map(x -> (String) x.getUserData()).toList()));
    }

    private List<SlotRow> selected() {
        return List.copyOf(table.getSelectionModel().getSelectedItems());
    }

    private static MenuItem item(String text, String id, Runnable action) {
        MenuItem i = new MenuItem(text);
        i.setId(id);
        i.setOnAction(e -> action.run());
        return i;
    }

    private static TableColumn<SlotRow, String> column(String title, java.util.function.Function<SlotRow, String> value,
                                                       double width) {
        TableColumn<SlotRow, String> c = new TableColumn<>(title);
        c.setCellValueFactory(r -> new ReadOnlyObjectWrapper<>(value.apply(r.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    public TableView<SlotRow> table() {
        return table;
    }

    public Node node() {
        return table;
    }

    /**
     * Where this view's dialogs belong when they are opened from elsewhere (the graph) while the view's own tab is not
     * selected, and so out of the scene.
     */
    public void setDialogOwner(java.util.function.Supplier<javafx.stage.Window> owner) {
        dialogOwner = owner;
    }
}
