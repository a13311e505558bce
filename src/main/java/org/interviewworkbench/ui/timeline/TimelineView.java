package org.interviewworkbench.ui.timeline;

import java.util.ArrayList;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.interviewworkbench.ui.ChangedTail;

/** Turn scrubber (slider + step buttons) and the focus-trace strip; every panel follows the selected turn. */
public final class TimelineView {

    /** The chip of the turn every panel shows. */
    private static final PseudoClass SELECTED_TURN = PseudoClass.getPseudoClass("selected-turn");

    private final TimelineViewModel viewModel;
    private final VBox root = new VBox(4);
    private final Slider slider = new Slider(0, 1, 0);
    private final HBox strip = new HBox(4);
    private final List<TimelineViewModel.TraceStep> shown = new ArrayList<>();
    /** Room for the strip's horizontal scroll bar (the default skin's is about 12-15 px). */
    private static final double SCROLL_BAR_HEIGHT = 16;
    private final ScrollPane stripScroll = new ScrollPane(strip);
    /** Shown in the strip before the first answer, so it is never an empty box. */
    private final Label empty = new Label("The focus of each turn appears here once the respondent answers.");
    private boolean updating;
    /**
     * Most turns the slider marks one by one. Past this a mark every few pixels says nothing, and the slider's axis
     * would make a text node and a fade animation per turn every time it is laid out (at 300 concepts, about 40 ms of
     * FX-thread work per correction); the slider still stops on whole turns without them.
     */
    static final int MAX_TURN_MARKS = 40;

    public TimelineView(TimelineViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        bind();
    }

    public Node node() {
        return root;
    }

    public Slider slider() {
        return slider;
    }

    private void createView() {
        root.getStyleClass().add("timeline");
        root.setId("timeline");
        slider.setId("turn-slider");
        slider.setMajorTickUnit(1);
        slider.setMinorTickCount(0);
        slider.setSnapToTicks(true);
        slider.setShowTickMarks(true);
        slider.setBlockIncrement(1);
        HBox.setHgrow(slider, Priority.ALWAYS);
        Button prev = new Button("\u25c0");
        prev.setTooltip(new Tooltip("Previous turn (Ctrl+Left)"));
        prev.setOnAction(e -> viewModel.session().selectPreviousTurn());
        Button next = new Button("\u25b6");
        next.setTooltip(new Tooltip("Next turn (Ctrl+Right)"));
        next.setOnAction(e -> viewModel.session().selectNextTurn());
        Button live = new Button("Live");
        live.setTooltip(new Tooltip("Latest turn (Ctrl+End)"));
        live.setOnAction(e -> viewModel.session().selectLatestTurn());
        Label position = new Label();
        position.setId("timeline-position");
        position.getStyleClass().add("timeline-position");
        position.textProperty().bind(viewModel.positionProperty());
        position.setMinWidth(150);
        HBox controls = new HBox(6, new Label("Turn"), prev, slider, next, live, position);
        controls.setAlignment(Pos.CENTER_LEFT);
        strip.getStyleClass().add("focus-strip");
        strip.setAlignment(Pos.CENTER_LEFT);
        strip.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        empty.setId("focus-strip-empty");
        empty.getStyleClass().add("muted");
        stripScroll.setId("focus-strip-scroll");
        stripScroll.setFitToHeight(true);
        stripScroll.setVbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        stripScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.AS_NEEDED);
        stripScroll.getStyleClass().add("focus-strip-scroll");
        // as tall as the chips plus room for the scroll bar, shown or not: never clipped, and a turn whose chip makes
        // the strip overflow does not change the height of the tab area above it (which would lay out its content)
        strip.layoutBoundsProperty().addListener(o -> fitStripHeight());
        root.getChildren().addAll(controls, stripScroll);
    }

    /** The focus strip's scroll pane. */
    public ScrollPane stripScroll() {
        return stripScroll;
    }

    /**
     * The strip's height only grows (the chips are a little taller than the placeholder, once per window): the room
     * for the scroll bar is always there, so the bar coming and going as chips are added never resizes the window's
     * tab area.
     */
    private void fitStripHeight() {
        double chips = strip.prefHeight(-1);
        javafx.geometry.Insets in = stripScroll.getInsets();
        double height = Math.ceil(chips + in.getTop() + in.getBottom() + SCROLL_BAR_HEIGHT);
        if (height > stripScroll.getPrefHeight() + 0.5) {
            stripScroll.setMinHeight(height);
            stripScroll.setPrefHeight(height);
            stripScroll.setMaxHeight(height);
        }
    }

    private void bind() {
        viewModel.session().revisionProperty().addListener((o, a, b) -> rebuild());
        slider.valueProperty().addListener((o, a, b) -> {
            if (!updating) {
                int n = (int) Math.round(b.doubleValue());
                if (n != viewModel.session().getSelectedTurnNumber()) {
                    viewModel.select(n);
                }
            }
        });
        rebuild();
    }

    private void rebuild() {
        updating = true;
        try {
            int latest = viewModel.trace().size();
            slider.setMax(Math.max(1, latest));
            slider.setShowTickMarks(latest <= MAX_TURN_MARKS);
            slider.setDisable(latest == 0);
            slider.setValue(viewModel.session().getSelectedTurnNumber());
        } finally {
            updating = false;
        }
        updateStrip();
    }

    /**
     * Brings the chips in line with the trace: chips whose step is unchanged stay, the rest are replaced, new turns
     * are appended; the selected turn is a pseudo-class, so scrubbing restyles two chips and builds none.
     */
    private void updateStrip() {
        List<TimelineViewModel.TraceStep> steps = viewModel.trace();
        strip.getChildren().remove(empty);
        int common = ChangedTail.commonPrefix(shown, steps);
        if (common < shown.size()) {
            strip.getChildren().remove(common, shown.size());
            shown.subList(common, shown.size()).clear();
        }
        for (int i = common; i < steps.size(); i++) {
            strip.getChildren().add(chip(steps.get(i)));
            shown.add(steps.get(i));
        }
        if (shown.isEmpty()) {
            strip.getChildren().add(empty);
        }
        int selected = viewModel.session().getSelectedTurnNumber();
        for (int i = 0; i < shown.size(); i++) {
            strip.getChildren().get(i).pseudoClassStateChanged(SELECTED_TURN, shown.get(i).turn() == selected);
        }
    }

    private Label chip(TimelineViewModel.TraceStep step) {
        String approach = viewModel.session().getTerms().strategy(step.strategy());
        Label chip = new Label(step.turn() + " \u00b7 " + approach
                + (step.focusLabel().isBlank() ? "" : ": " + step.focusLabel()));
        chip.getStyleClass().addAll("trace-chip", "strategy-" + step.strategy());
        if (step.overridden()) {
            chip.getStyleClass().add("trace-override");
        }
        new org.interviewworkbench.ui.LazyTooltip(chip).setText("Turn " + step.turn() + ": " + approach + " on "
                + step.focusLabel() + (step.overridden() ? " (researcher override)" : ""));
        chip.setOnMouseClicked(e -> viewModel.select(step.turn()));
        return chip;
    }
}
