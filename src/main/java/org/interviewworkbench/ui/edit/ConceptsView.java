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
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.layout.VBox;
import org.interviewworkbench.ui.DialogService;

/**
 * The Concepts table: every concept of the surface graph (label, type, polarity, quotes, turn), sortable by any column
 * and usable from the keyboard: F2 renames, Delete deletes, the context menu (or Shift+F10 / the menu key) changes the
 * type or the polarity, merges the selected concepts, splits one by its quotes.
 */
public final class ConceptsView {

    private final GraphEditViewModel viewModel;
    private final DialogService dialogs;
    private final TableView<ConceptRow> table = new TableView<>();
    /** The window that owns this view's dialogs while its tab is not selected (and so out of the scene). */
    private java.util.function.Supplier<javafx.stage.Window> dialogOwner = () -> null;
    private final ContextMenu menu = new ContextMenu();
    private java.util.function.Function<List<String>, List<MenuItem>> moreItems = ids -> List.of();

    public ConceptsView(GraphEditViewModel viewModel, DialogService dialogs) {
        this.viewModel = viewModel;
        this.dialogs = dialogs;
        createView();
    }

    private void createView() {
        table.setId("concepts-table");
        table.setAccessibleText("Concepts of the surface graph");
        table.setPlaceholder(new Label("No concepts yet: they appear as the respondent answers."));
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.getColumns().add(column("Concept", ConceptRow::label, 200));
        // the methodology's words for the type and the polarity; the type's id and meaning are in the tooltip
        TableColumn<ConceptRow, String> type = column("Type", ConceptRow::typeLabel, 172);
        withTooltips(type, row -> viewModel.typeHelp(row.type()));
        table.getColumns().add(type);
        table.getColumns().add(column("Polarity", r -> GraphEditViewModel.polarityLabel(r.polarity()), 76));
        TableColumn<ConceptRow, Integer> quotes = new TableColumn<>("Quotes");
        quotes.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().quoteCount()));
        quotes.setPrefWidth(58);
        TableColumn<ConceptRow, Integer> turn = new TableColumn<>("Turn");
        turn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().turn()));
        turn.setPrefWidth(46);
        table.getColumns().add(quotes);
        table.getColumns().add(turn);
        // short columns keep their headers whole; the concept column takes what is left (then the table scrolls)
        double[] min = {110, 96, 66, 62, 48};
        for (int i = 0; i < min.length; i++) {
            table.getColumns().get(i).setMinWidth(min[i]);
        }
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        org.interviewworkbench.ui.AccessibleCells.install(table);
        SortedList<ConceptRow> sorted = new SortedList<>(viewModel.concepts());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        // the rows the first answers fill are made at start-up, not on the turn that first fills the table
        org.interviewworkbench.ui.RowPool.prepare(table, new ConceptRow("", "", "", List.of(), 0), 30);
        table.getSelectionModel().selectedItemProperty().addListener((o, a, row) -> {
            if (row != null && table.getSelectionModel().getSelectedItems().size() == 1) {
                viewModel.select(row.id());
            }
        });
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.F2) {
                rename();
                e.consume();
            } else if (e.getCode() == KeyCode.DELETE || e.getCode() == KeyCode.BACK_SPACE) {
                viewModel.delete(selected());
                e.consume();
            }
        });
        table.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.CONTEXT_MENU || (e.getCode() == KeyCode.F10 && e.isShiftDown())) {
                showMenuAtSelection(); // before the menu bar takes F10
                e.consume();
            }
        });
        menu.setId("concepts-menu");
        menu.setOnShowing(e -> fill(menu));
        fill(menu); // a context menu without items never shows
        table.setContextMenu(menu);
    }

    private void fill(ContextMenu menu) {
        List<ConceptRow> rows = selected();
        boolean editable = viewModel.undoManager().canEdit();
        MenuItem rename = item("Rename\u2026", "menu-rename", this::rename);
        rename.setAccelerator(new KeyCodeCombination(KeyCode.F2));
        rename.setDisable(rows.size() != 1 || !editable);
        Menu type = new Menu("Change type");
        type.setId("menu-change-type");
        for (String t : viewModel.nodeTypes()) {
            MenuItem i = item(viewModel.typeLabel(t), "menu-type-" + t, () -> viewModel.retype(one(), t));
            i.setDisable(rows.size() != 1 || rows.get(0).type().equals(t));
            type.getItems().add(i);
        }
        type.setDisable(rows.size() != 1 || !editable);
        Menu polarity = new Menu(rows.size() > 1 ? "Polarity of " + rows.size() + " concepts" : "Polarity");
        polarity.setId("menu-polarity");
        for (String p : viewModel.polarities()) {
            MenuItem i = item(GraphEditViewModel.polarityLabel(p), "menu-polarity-" + p,
                    () -> viewModel.setPolarity(selected(), p));
            i.setDisable(rows.stream().allMatch(r -> r.polarity().equals(p)));
            polarity.getItems().add(i);
        }
        polarity.setDisable(rows.isEmpty() || !editable);
        boolean sameType = rows.stream().map(ConceptRow::type).distinct().count() == 1;
        MenuItem merge = item(rows.size() >= 2 && !sameType ? "Merge selected (only concepts of one type)"
                : "Merge " + (rows.size() >= 2 ? rows.size() + " " : "") + "selected into the first",
                "menu-merge", () -> viewModel.merge(selected()));
        merge.setDisable(rows.size() < 2 || !sameType || !editable);
        MenuItem split = item("Split by quotes\u2026", "menu-split", this::split);
        split.setDisable(rows.size() != 1 || rows.get(0).quoteCount() < 2 || !editable);
        MenuItem delete = item(rows.size() > 1 ? "Delete " + rows.size() + " concepts" : "Delete", "menu-delete",
                () -> viewModel.delete(selected()));
        delete.setAccelerator(new KeyCodeCombination(KeyCode.DELETE));
        delete.setDisable(rows.isEmpty() || !editable);
        menu.getItems().setAll(rename, type, polarity, merge, split, new SeparatorMenuItem(), delete);
        menu.getItems().addAll(moreItems.apply(rows.stream().map(ConceptRow::id).toList()));
    }

    /** Items added at the end of the context menu for the selected concepts' ids (e.g. "Memo...", issue 13). */
    public void setMoreItems(java.util.function.Function<List<String>, List<MenuItem>> items) {
        this.moreItems = items;
    }

    /** The context menu from the keyboard (menu key or Shift+F10), below the table's top left corner. */
    public void showMenuAtSelection() {
        javafx.geometry.Bounds b = table.localToScreen(table.getBoundsInLocal());
        if (b != null) {
            menu.show(table, b.getMinX() + 24, b.getMinY() + 48);
        }
    }

    /**
     * The context menu for one concept right-clicked on {@code anchor} (the graph) at a screen position; the menu
     * belongs to the table when it is on screen, else to the anchor (the Concepts tab may not be the one selected,
     * and a tab that is not selected is out of the scene).
     */
    public void showMenuFor(String nodeId, javafx.scene.Node anchor, double screenX, double screenY) {
        if (selectOnly(nodeId)) {
            fill(menu);
            menu.show(table.getScene() != null ? table : anchor, screenX, screenY);
        }
    }

    /** F2 on a concept selected elsewhere (the graph): selects its row and asks for the new label. */
    public void renameConcept(String nodeId) {
        if (selectOnly(nodeId)) {
            rename();
        }
    }

    /** Delete on a concept selected elsewhere (the graph). */
    public void deleteConcept(String nodeId) {
        if (selectOnly(nodeId) && viewModel.undoManager().canEdit()) {
            viewModel.delete(selected());
        }
    }

    private boolean selectOnly(String nodeId) {
        for (int i = 0; i < table.getItems().size(); i++) {
            if (table.getItems().get(i).id().equals(nodeId)) {
                table.getSelectionModel().clearAndSelect(i);
                table.scrollTo(i);
                return true;
            }
        }
        return false;
    }

    private void rename() {
        ConceptRow row = one();
        if (row != null && viewModel.undoManager().canEdit()) {
            dialogs.ask("Rename concept", "New label for \u201c" + row.label() + "\u201d:", row.label())
                    .ifPresent(label -> viewModel.rename(row, label));
        }
    }

    private void split() {
        ConceptRow row = one();
        if (row == null) {
            return;
        }
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.setTitle("Split concept");
        dialog.setHeaderText("Split \u201c" + row.label() + "\u201d: tick the quotes that belong to a new concept");
        TextField kept = new TextField(row.label());
        TextField created = new TextField();
        created.setPromptText("label of the new concept");
        List<CheckBox> boxes = new ArrayList<>();
        VBox content = new VBox(8, new Label("This concept keeps the label:"), kept,
                new Label("New concept:"), created, new Label("Quotes that go to the new concept:"));
        for (String q : row.quotes()) {
            CheckBox b = new CheckBox("\u201c" + q + "\u201d");
            b.setUserData(q);
            b.setWrapText(true);
            boxes.add(b);
            content.getChildren().add(b);
        }
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(created.textProperty().isEmpty());
        javafx.stage.Window owner = table.getScene() != null ? table.getScene().getWindow() : dialogOwner.get();
        if (owner != null) {
            dialog.initOwner(owner);
        }
        dialog.showAndWait().filter(ButtonType.OK::equals).ifPresent(b -> viewModel.split(row, kept.getText(),
                created.getText(), boxes.stream().filter(CheckBox::isSelected).map(x -> (String) x.getUserData())
                        .toList()));
    }

    private ConceptRow one() {
        List<ConceptRow> rows = selected();
        return rows.size() == 1 ? rows.get(0) : null;
    }

    private List<ConceptRow> selected() {
        return List.copyOf(table.getSelectionModel().getSelectedItems());
    }

    private static MenuItem item(String text, String id, Runnable action) {
        MenuItem i = new MenuItem(text);
        i.setMnemonicParsing(false); // labels and concept names may hold '_'
        i.setId(id);
        i.setOnAction(e -> action.run());
        return i;
    }

    private static TableColumn<ConceptRow, String> column(String title, java.util.function.Function<ConceptRow,
            String> value, double width) {
        TableColumn<ConceptRow, String> c = new TableColumn<>(title);
        c.setCellValueFactory(r -> new ReadOnlyObjectWrapper<>(value.apply(r.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    /** Cells of {@code column} whose tooltip is {@code tip} of their row (e.g. a type's meaning and id). */
    static <R> void withTooltips(TableColumn<R, String> column, java.util.function.Function<R, String> tip) {
        column.setCellFactory(c -> new javafx.scene.control.TableCell<>() {
            /** Made on the first hover: a table fills many rows at once and most are never hovered. */
            private final org.interviewworkbench.ui.LazyTooltip lazyTip = new org.interviewworkbench.ui.LazyTooltip(
                    this);

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                boolean hasRow = !empty && getIndex() >= 0 && getIndex() < getTableView().getItems().size();
                lazyTip.setText(hasRow ? tip.apply(getTableView().getItems().get(getIndex())) : null);
            }
        });
    }

    public TableView<ConceptRow> table() {
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
