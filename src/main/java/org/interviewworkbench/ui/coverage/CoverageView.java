package org.interviewworkbench.ui.coverage;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import org.interviewworkbench.engine.model.ElementCoverage;

/** Coverage panel: binds the element table and the summary line of {@link CoverageViewModel}. */
public final class CoverageView {

    private final CoverageViewModel viewModel;
    private final BorderPane root = new BorderPane();
    private final TableView<ElementCoverage> table = new TableView<>();

    public CoverageView(CoverageViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    public Node node() {
        return root;
    }

    private void createView() {
        root.getStyleClass().add("coverage-panel");
        table.setId("coverage-table");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        // the summary line above says what there is (or that no turn is selected): the table adds no second message
        table.setPlaceholder(new Label(""));
        table.getColumns().add(column("Element", ElementCoverage::label));
        table.getColumns().add(column("Mentioned", e -> check(e.mentioned())));
        table.getColumns().add(column("Reaction", e -> e.reaction() == null ? "\u2014" : e.reaction()));
        table.getColumns().add(column("Understood", e -> check(e.understood())));
        table.getColumns().add(column("Connected", e -> check(e.connected())));
        table.getColumns().add(column("Focused", e -> Integer.toString(e.focusCount())));
        table.getColumns().add(column("Exhausted", e -> e.exhausted() ? "exhausted" : ""));
        table.getColumns().add(column("Gaps", e -> String.join(", ", e.gaps()).replace('_', ' ')));
        table.setItems(viewModel.rows());
        Label summary = new Label();
        summary.getStyleClass().add("panel-summary");
        summary.textProperty().bind(viewModel.summaryProperty());
        root.setTop(summary);
        root.setCenter(table);
    }

    private static TableColumn<ElementCoverage, String> column(String title, Function<ElementCoverage, String> value) {
        TableColumn<ElementCoverage, String> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyStringWrapper(value.apply(d.getValue())));
        return c;
    }

    private static String check(boolean value) {
        return value ? "\u2713" : "\u2717";
    }
}
