package org.interviewworkbench.ui.graph;

import java.util.concurrent.CompletableFuture;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.interviewworkbench.engine.tracker.NodeState;

/** Graph tab: toolbar (colour mode, zoom, fit, legend), the GraphStream view and the node side panel. */
public final class GraphPanel {

    private final GraphViewModel viewModel;
    private final GraphStreamView graphView;
    private final BorderPane root = new BorderPane();
    private final VBox details = new VBox(6);
    private ScrollPane side;
    private volatile CompletableFuture<Void> lastApply = CompletableFuture.completedFuture(null);

    public GraphPanel(GraphViewModel viewModel) {
        this.viewModel = viewModel;
        this.graphView = new GraphStreamView(viewModel.kind().name().toLowerCase(), viewModel::select);
        createView();
        bind();
    }

    public Node node() {
        return root;
    }

    public GraphStreamView graphView() {
        return graphView;
    }

    public GraphViewModel viewModel() {
        return viewModel;
    }

    /**
     * Takes the node panel out from beside the graph (the canvas then has the whole width) and returns it, for a
     * caller that shows it elsewhere (the edit pane's column beside the surface graph).
     */
    public Node takeSidePanel() {
        root.setCenter(graphView.node());
        return side;
    }

    /** Completes when the last model was applied to the GraphStream graph. */
    public CompletableFuture<Void> lastApply() {
        return lastApply;
    }

    private void createView() {
        root.getStyleClass().add("graph-panel");
        root.setId(viewModel.kind() == GraphViewModel.Kind.SURFACE ? "surface-graph" : "canonical-graph");
        ComboBox<ColourMode> mode = new ComboBox<>();
        mode.getItems().setAll(ColourMode.values());
        mode.valueProperty().bindBidirectional(viewModel.colourModeProperty());
        mode.setTooltip(new Tooltip("Node colour: by type or by a node metric (heat: grey low \u2192 red high)"));
        Button zoomIn = new Button("+");
        zoomIn.setOnAction(e -> graphView.zoom(0.8));
        Button zoomOut = new Button("\u2212");
        zoomOut.setOnAction(e -> graphView.zoom(1.25));
        Button fit = new Button("Fit");
        fit.setId("graph-fit");
        fit.setOnAction(e -> graphView.fit());
        javafx.scene.control.CheckBox ladder = new javafx.scene.control.CheckBox("By level");
        ladder.setId("graph-ladder");
        ladder.selectedProperty().bindBidirectional(viewModel.ladderProperty());
        ladder.setTooltip(new Tooltip("Lay nodes out in bands by ontology level (attributes at the bottom, values at"
                + " the top); off = force-directed layout"));
        // only a methodology whose concept types have levels (a ladder) can be laid out by level
        ladder.managedProperty().bind(ladder.visibleProperty());
        ladder.visibleProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> viewModel.session().getTerms().levelled(), viewModel.session().termsProperty()));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label title = new Label(viewModel.kind() == GraphViewModel.Kind.SURFACE ? "Surface graph" : "Canonical graph");
        // a narrow graph wraps its toolbar onto a second row instead of cutting every name to "..."
        javafx.scene.layout.FlowPane toolbar = new javafx.scene.layout.FlowPane(8, 4, title, mode, ladder, zoomIn,
                zoomOut, fit, spacer, legend());
        for (javafx.scene.control.Control c : new javafx.scene.control.Control[] {title, mode, ladder, zoomIn,
                zoomOut, fit}) {
            c.setMinWidth(Region.USE_PREF_SIZE);
        }
        toolbar.getStyleClass().add("panel-toolbar");
        root.setTop(toolbar);
        details.getStyleClass().add("node-details");
        details.setPadding(new Insets(10));
        side = new ScrollPane(details);
        side.setFitToWidth(true);
        side.setMinWidth(170);
        side.setPrefWidth(240);
        SplitPane split = new SplitPane(graphView.node(), side);
        split.setDividerPositions(0.74);
        SplitPane.setResizableWithParent(side, false);
        root.setCenter(split);
    }

    private Node legend() {
        HBox box = new HBox(10);
        box.setMinWidth(Region.USE_PREF_SIZE);
        box.getStyleClass().add("legend");
        Label focus = new Label("\u25ef focus \u00b7 size = relationships");
        focus.getStyleClass().add("legend-focus");
        Label added = new Label("\u25cf added this turn");
        added.getStyleClass().add("legend-added");
        Region heat = new Region();
        heat.getStyleClass().add("heat-scale");
        heat.setPrefSize(80, 10);
        box.getChildren().addAll(focus, added, new Label("low"), heat, new Label("high"));
        return box;
    }

    /**
     * The graph for the keyboard and screen readers: Tab reaches the canvas, the arrow keys (Home, End) move the
     * selection through the nodes (the side panel and the other views follow), and its accessible text describes
     * the selected node.
     */
    private void keyboardAndScreenReader() {
        Node canvas = graphView.node();
        canvas.setFocusTraversable(true);
        canvas.setAccessibleRole(javafx.scene.AccessibleRole.TEXT);
        canvas.setAccessibleRoleDescription("graph");
        canvas.setAccessibleHelp("Arrow keys select the next or previous concept; the panel beside shows it.");
        canvas.addEventHandler(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            switch (e.getCode()) {
                case RIGHT, DOWN -> viewModel.selectStep(1);
                case LEFT, UP -> viewModel.selectStep(-1);
                case HOME -> {
                    viewModel.select(null);
                    viewModel.selectStep(1);
                }
                case END -> {
                    viewModel.select(null);
                    viewModel.selectStep(-1);
                }
                default -> {
                    return;
                }
            }
            e.consume();
        });
        Runnable describe = () -> canvas.setAccessibleText(viewModel.accessibleText());
        viewModel.detailsProperty().addListener((o, a, d) -> describe.run());
        viewModel.modelProperty().addListener((o, a, m) -> describe.run());
        describe.run();
    }

    private void bind() {
        keyboardAndScreenReader();
        viewModel.modelProperty().addListener((o, a, m) -> push());
        viewModel.colourModeProperty().addListener((o, a, m) -> push());
        viewModel.ladderProperty().addListener((o, a, m) -> push());
        viewModel.detailsProperty().addListener((o, a, d) -> {
            showDetails(d);
            push();
        });
        push();
        showDetails(viewModel.detailsProperty().get());
    }

    private void push() {
        String selected = viewModel.detailsProperty().get() == null ? null : viewModel.detailsProperty().get().id();
        lastApply = graphView.show(viewModel.getModel(), viewModel.colourModeProperty().get().isHeat(), selected,
                viewModel.ladderProperty().get());
    }

    private void showDetails(NodeDetails d) {
        details.getChildren().clear();
        if (d == null) {
            Label hint = new Label("Click a node to see its state, quotes and the utterances it came from.");
            hint.setWrapText(true);
            hint.getStyleClass().add("muted");
            details.getChildren().add(hint);
            return;
        }
        Label title = new Label(d.label());
        title.getStyleClass().add("details-title");
        title.setWrapText(true);
        Label type = new Label(viewModel.typeLabel(d.type()) + " \u00b7 " + d.id());
        type.setTooltip(new javafx.scene.control.Tooltip(viewModel.typeHelp(d.type())));
        type.getStyleClass().add("badge");
        details.getChildren().addAll(title, type);
        if (d.isSlot()) {
            details.getChildren().add(section("Canonical concept"));
            details.getChildren().add(kv("support", d.support()));
            details.getChildren().add(section("Members (" + d.members().size() + ")"));
            d.members().forEach(m -> details.getChildren().add(wrap(m, "slot-member")));
        }
        NodeState s = d.state();
        if (s != null) {
            details.getChildren().add(section("Node state"));
            details.getChildren().add(kv("focus count", s.focusCount()));
            details.getChildren().add(kv("focus streak", s.currentFocusStreak()));
            details.getChildren().add(kv("turns since focus", s.turnsSinceLastFocus()));
            details.getChildren().add(kv("turns since yield", s.turnsSinceLastYield()));
            details.getChildren().add(kv("yield rate", String.format("%.2f", s.yieldRate())));
            details.getChildren().add(kv("edges out / in", s.edgeCountOutgoing() + " / " + s.edgeCountIncoming()));
            details.getChildren().add(kv("answer depths", String.join(", ", s.allResponseDepths())));
            details.getChildren().add(kv("last strategy", s.lastStrategyUsed() == null ? "\u2014"
                    : s.lastStrategyUsed()));
        }
        details.getChildren().add(section("Quotes"));
        d.quotes().forEach(q -> details.getChildren().add(wrap("\u201c" + q + "\u201d", "quote")));
        details.getChildren().add(section("Source utterances"));
        d.utterances().forEach(u -> details.getChildren().add(wrap(u, "utterance")));
    }

    private static Label section(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    private static Node kv(String key, Object value) {
        Label k = new Label(key);
        k.getStyleClass().add("muted");
        k.setMinWidth(120);
        return new HBox(6, k, new Label(String.valueOf(value)));
    }

    private static Label wrap(String text, String style) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.getStyleClass().add(style);
        return l;
    }
}
