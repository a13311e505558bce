package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.cell.PropertyValueFactory;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A table prepared with {@link RowPool} shows only its own items (never the blank rows), and the rows its first items
 * fill were made before they came: the first answers of an interview no longer make them.
 */
@ExtendWith(ApplicationExtension.class)
class RowPoolTest {

    private Stage stage;

    /** A row of the test table (a JavaBean for the property value factory). */
    public static final class Item {
        private final String name;

        Item(String name) {
            this.name = name;
        }

        public String getName() {
            return name;
        }
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new StackPane(), 400, 300));
        stage.show();
    }

    private TableView<Item> table(FxRobot robot, ObservableList<Item> items, boolean prepared) {
        TableView<Item> table = new TableView<>(items);
        TableColumn<Item, String> name = new TableColumn<>("Name");
        name.setCellValueFactory(new PropertyValueFactory<>("name"));
        table.getColumns().add(name);
        table.setFixedCellSize(24);
        if (prepared) {
            RowPool.prepare(table, new Item(""), 10);
        }
        robot.interact(() -> stage.getScene().setRoot(new StackPane(table)));
        WaitForAsyncUtils.waitForFxEvents();
        return table;
    }

    private static Set<Node> rows(TableView<?> table) {
        return Set.copyOf(table.lookupAll(".table-row-cell").stream().filter(TableRow.class::isInstance).toList());
    }

    private static List<String> shownNames(TableView<Item> table) {
        return table.lookupAll(".table-row-cell").stream().filter(TableRow.class::isInstance)
                .map(n -> (TableRow<?>) n).filter(r -> r.isVisible() && !r.isEmpty() && r.getItem() != null)
                .sorted(java.util.Comparator.comparingInt(TableRow::getIndex))
                .map(r -> ((Item) r.getItem()).getName()).toList();
    }

    @Test
    void a_prepared_table_shows_its_own_items_and_no_blank_rows(FxRobot robot) {
        ObservableList<Item> items = FXCollections.observableArrayList();
        TableView<Item> table = table(robot, items, true);

        assertThat(table.getItems()).as("the table's own (empty) list is back").isSameAs(items);
        assertThat(shownNames(table)).isEmpty();
        robot.interact(() -> items.addAll(new Item("froths well"), new Item("cheaper brand")));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shownNames(table)).containsExactly("froths well", "cheaper brand");
    }

    @Test
    void the_first_items_reuse_rows_made_before_they_came(FxRobot robot) {
        ObservableList<Item> items = FXCollections.observableArrayList();
        TableView<Item> table = table(robot, items, true);
        Set<Node> before = rows(table);
        assertThat(before).as("rows made in the first layout pass").hasSizeGreaterThanOrEqualTo(5);

        robot.interact(() -> {
            for (int i = 0; i < 5; i++) {
                items.add(new Item("concept " + i));
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shownNames(table)).hasSize(5);
        assertThat(before).as("the rows showing the first items were made before").containsAll(rows(table));
    }

    @Test
    void an_unprepared_table_makes_its_rows_when_its_items_come(FxRobot robot) {
        ObservableList<Item> items = FXCollections.observableArrayList();
        TableView<Item> table = table(robot, items, false);
        Set<Node> before = rows(table);
        robot.interact(() -> items.add(new Item("concept")));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(rows(table)).as("what the prepared table saves").isNotEqualTo(before);
    }
}
