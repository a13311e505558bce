package org.interviewworkbench.ui.heatmap;

import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/**
 * Node-state heatmap: a canvas-drawn grid ({@link HeatmapGrid}), most exhausted first (a click on a column name
 * sorts by it), whose cells are coloured by what they mean (see {@link HeatmapViewModel#tone}); the focus row is
 * marked; the selection is the shared selected node, so the graphs follow it and it follows them.
 */
public final class HeatmapView {

    private final HeatmapViewModel viewModel;
    private final BorderPane root = new BorderPane();
    private final HeatmapGrid grid;
    private boolean syncing;

    public HeatmapView(HeatmapViewModel viewModel) {
        this.viewModel = viewModel;
        this.grid = new HeatmapGrid(viewModel::nodeTypeLabel);
        createView();
        bind();
    }

    public Node node() {
        return root;
    }

    /** The grid (rows as shown, selection, header labels). */
    public HeatmapGrid grid() {
        return grid;
    }

    private void createView() {
        root.getStyleClass().addAll("heatmap-panel", "heatmap");
        Label summary = new Label();
        summary.setId("heatmap-summary");
        summary.getStyleClass().add("heatmap-summary");
        summary.textProperty().bind(viewModel.summaryProperty());
        Label legend = new Label("sorted most exhausted first (click a column name to sort by it) \u00b7 \u25ce next "
                + "focus \u00b7 red = exhausted (only flagged concepts) \u00b7 amber = on the way to exhaustion \u00b7 "
                + "green = still yields \u00b7 grey = never asked about \u00b7 hover a column name or a cell for its "
                + "meaning");
        legend.setWrapText(true);
        legend.getStyleClass().add("muted");
        VBox bar = new VBox(2, summary, legend);
        bar.getStyleClass().add("panel-toolbar");
        root.setTop(bar);
        root.setCenter(grid);
    }

    private void bind() {
        grid.selectedRowProperty().addListener((o, a, row) -> {
            if (!syncing && row != null) {
                viewModel.select(row);
            }
        });
        viewModel.session().selectedNodeIdProperty().addListener((o, a, id) -> syncSelection(id));
        viewModel.session().termsProperty().addListener((o, a, b) -> grid.repaint());
        viewModel.rows().addListener((ListChangeListener<HeatmapRow>) c -> showRows());
        showRows();
    }

    private void showRows() {
        syncing = true;
        try {
            grid.setRows(viewModel.rows());
            grid.selectNode(viewModel.session().selectedNodeIdProperty().get());
        } finally {
            syncing = false;
        }
    }

    private void syncSelection(String id) {
        syncing = true;
        try {
            grid.selectNode(id);
        } finally {
            syncing = false;
        }
    }
}
