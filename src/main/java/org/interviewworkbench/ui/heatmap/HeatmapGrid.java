package org.interviewworkbench.ui.heatmap;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.AccessibleRole;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import org.interviewworkbench.ui.Glossary;
import org.interviewworkbench.ui.heatmap.HeatmapColumns.HeatmapColumn;

/**
 * The heatmap grid: a header row of plain column names (real labels, each with its glossary tooltip, never cut) over
 * one canvas that draws only the rows in view ({@link HeatmapPainter}). A turn that changes the rows draws the
 * visible rows again and nothing else: no cells, no CSS, no layout of hundreds of nodes. Rows are selected with the
 * mouse or the keyboard ({@link HeatmapInput}); the grid is focus traversable and tells assistive technology the
 * selected row in words ({@link HeatmapColumns#describe}).
 */
public final class HeatmapGrid extends Region {

    private static final PseudoClass SORTED = PseudoClass.getPseudoClass("sorted");
    private static final String EMPTY = "No node states at this turn.";

    private final List<HeatmapColumn> columns;
    private final Function<String, String> typeLabel;
    private final Canvas canvas = new Canvas();
    private final Pane header = new Pane();
    private final List<Label> headerLabels = new ArrayList<>();
    private final ScrollBar vbar = new ScrollBar();
    private final ScrollBar hbar = new ScrollBar();
    private final HeatmapPalette palette = new HeatmapPalette();
    private final HeatmapPainter painter = new HeatmapPainter(canvas, palette);
    private final ReadOnlyObjectWrapper<HeatmapRow> selectedRow = new ReadOnlyObjectWrapper<>(this, "selectedRow");
    private final double[] pref;
    private final double[] min;
    private HeatmapGeometry geometry;
    private List<HeatmapRow> source = List.of();
    private List<HeatmapRow> shown = List.of();
    private int selected = -1;
    private int sortColumn = -1;
    private boolean ascending;

    public HeatmapGrid(Function<String, String> typeLabel) {
        this.typeLabel = typeLabel;
        this.columns = HeatmapColumns.of(typeLabel);
        pref = new double[columns.size()];
        min = new double[columns.size()];
        getStyleClass().add("heatmap-grid");
        setId("heatmap-grid");
        canvas.setId("heatmap-canvas");
        setFocusTraversable(true);
        setAccessibleRole(AccessibleRole.TEXT);
        setAccessibleRoleDescription("heatmap table");
        setAccessibleHelp("Up and Down move between concepts, Home and End go to the first and last; the selected "
                + "concept is selected in the graphs too.");
        header.getStyleClass().add("heatmap-header-row");
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(header.widthProperty());
        clip.heightProperty().bind(header.heightProperty());
        header.setClip(clip);
        for (int i = 0; i < columns.size(); i++) {
            headerLabels.add(headerLabel(columns.get(i), i));
        }
        header.getChildren().addAll(headerLabels);
        vbar.setOrientation(Orientation.VERTICAL);
        hbar.setOrientation(Orientation.HORIZONTAL);
        vbar.setUnitIncrement(HeatmapGeometry.ROW_HEIGHT);
        hbar.setUnitIncrement(20);
        vbar.valueProperty().addListener(o -> repaint());
        hbar.valueProperty().addListener(o -> requestLayout());
        getChildren().addAll(header, canvas, vbar, hbar);
        getChildren().addAll(palette.swatches());
        palette.onChange(this::repaint);
        HeatmapInput.install(this, canvas);
        updateAccessibleText();
    }

    private Label headerLabel(HeatmapColumn c, int index) {
        Label h = new Label(HeatmapColumns.twoLines(c.name()));
        h.getStyleClass().add("heatmap-header");
        h.setTextAlignment(TextAlignment.CENTER);
        h.setMinWidth(Region.USE_PREF_SIZE);
        h.setMinHeight(Region.USE_PREF_SIZE);
        h.setAccessibleText(c.name().isEmpty() ? "next focus" : c.name());
        Tooltip tip = new Tooltip(c.term() != null ? Glossary.tooltip(c.term()) : switch (index) {
            case 0 -> "\u25ce marks the concept the next question is about";
            case 1 -> "The concept, in the words it was coded with; click to sort by name";
            default -> "The concept's type in the session's methodology; click to sort by type";
        });
        tip.setWrapText(true);
        tip.setMaxWidth(420);
        h.setTooltip(tip);
        h.setOnMouseClicked(e -> sortBy(index));
        double widest = 0;
        for (String line : h.getText().split("\n")) {
            Text t = new Text(line);
            t.setFont(Font.font(Font.getDefault().getFamily(), FontWeight.BOLD, 13));
            widest = Math.max(widest, t.getLayoutBounds().getWidth());
        }
        min[index] = Math.max(c.minWidth(), Math.ceil(widest) + 20);
        pref[index] = Math.max(c.prefWidth(), min[index]);
        return h;
    }

    // ---- rows and selection ------------------------------------------------------------------------------------

    /** Shows {@code rows} (in the researcher's sort order if they chose one), keeping the selected concept selected. */
    public void setRows(List<HeatmapRow> rows) {
        String keep = selectedRow.get() == null ? null : selectedRow.get().nodeId();
        source = List.copyOf(rows);
        shown = sorted(source);
        selected = indexOf(keep);
        selectedRow.set(selected < 0 ? null : shown.get(selected));
        updateScrollRange();
        updateAccessibleText();
        repaint();
    }

    /** The rows in the order shown. */
    public List<HeatmapRow> rows() {
        return shown;
    }

    public ReadOnlyObjectProperty<HeatmapRow> selectedRowProperty() {
        return selectedRow.getReadOnlyProperty();
    }

    /** The selected row's index in {@link #rows()}, or -1. */
    public int selectedIndex() {
        return selected;
    }

    /** Selects the row at {@code index} (clamped to the rows) and scrolls it into view. */
    public void select(int index) {
        if (shown.isEmpty()) {
            return;
        }
        int i = Math.max(0, Math.min(shown.size() - 1, index));
        if (i != selected) {
            selected = i;
            selectedRow.set(shown.get(i));
            updateAccessibleText();
        }
        scrollIntoView(i);
        repaint();
    }

    /** Selects the row of node {@code id} (none when null or not shown) and scrolls it into view. */
    public void selectNode(String id) {
        int i = indexOf(id);
        if (i < 0) {
            if (selected >= 0) {
                selected = -1;
                selectedRow.set(null);
                updateAccessibleText();
                repaint();
            }
            return;
        }
        select(i);
    }

    /** Moves the selection by {@code delta} rows (from the top when nothing is selected). */
    void moveSelection(int delta) {
        select(selected < 0 ? (delta > 0 ? 0 : shown.size() - 1) : selected + delta);
    }

    /** Rows that fit in the canvas (for Page Up / Page Down). */
    int rowsPerPage() {
        return Math.max(1, (int) Math.floor(canvas.getHeight() / HeatmapGeometry.ROW_HEIGHT) - 1);
    }

    private int indexOf(String id) {
        if (id == null) {
            return -1;
        }
        for (int i = 0; i < shown.size(); i++) {
            if (shown.get(i).nodeId().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    // ---- sorting -----------------------------------------------------------------------------------------------

    /** Sorts by a column: highest first, then lowest first, then back to the default (most exhausted first). */
    public void sortBy(int column) {
        if (column != sortColumn) {
            sortColumn = column;
            ascending = false;
        } else if (!ascending) {
            ascending = true;
        } else {
            sortColumn = -1;
        }
        for (int i = 0; i < headerLabels.size(); i++) {
            headerLabels.get(i).pseudoClassStateChanged(SORTED, i == sortColumn);
        }
        setRows(source);
    }

    private List<HeatmapRow> sorted(List<HeatmapRow> rows) {
        if (sortColumn < 0) {
            return rows;
        }
        Comparator<HeatmapRow> order = columns.get(sortColumn).order();
        List<HeatmapRow> copy = new ArrayList<>(rows);
        copy.sort(ascending ? order : order.reversed());
        return List.copyOf(copy);
    }

    // ---- what the user sees and hears ----------------------------------------------------------------------------

    /** The header labels of every column, in order (what a user reads; tests check none is cut). */
    public List<Label> headerLabels() {
        return List.copyOf(headerLabels);
    }

    /** The tooltip of the cell at a point of the canvas, or null where there is no cell. */
    public String tooltipAt(double x, double y) {
        int r = rowAt(y);
        int c = geometry == null ? -1 : geometry.columnAt(x + hbar.getValue());
        return r < 0 || c < 0 ? null : HeatmapColumns.cellTooltip(columns, c, shown.get(r), typeLabel);
    }

    /** The row at a y of the canvas, or -1. */
    int rowAt(double y) {
        return HeatmapGeometry.rowAt(y + vbar.getValue(), shown.size());
    }

    void scrollBy(double dx, double dy) {
        vbar.setValue(clamp(vbar.getValue() + dy, vbar.getMax()));
        hbar.setValue(clamp(hbar.getValue() + dx, hbar.getMax()));
    }

    private static double clamp(double v, double max) {
        return Math.max(0, Math.min(max, v));
    }

    private void scrollIntoView(int row) {
        vbar.setValue(clamp(HeatmapGeometry.scrollToShow(row, vbar.getValue(), canvas.getHeight()), vbar.getMax()));
    }

    private void updateAccessibleText() {
        HeatmapRow row = selectedRow.get();
        setAccessibleText(shown.isEmpty() ? "Heatmap: " + EMPTY : row == null ? "Heatmap of " + shown.size()
                + " concepts, none selected" : HeatmapColumns.describe(columns, row, typeLabel)
                + " (row " + (selected + 1) + " of " + shown.size() + ")");
    }

    /** Draws the rows in view again (e.g. after the methodology's plain names changed). */
    public void repaint() {
        if (geometry != null) {
            painter.paint(shown, columns, geometry, hbar.getValue(), vbar.getValue(), selected, EMPTY);
        }
    }

    private void updateScrollRange() {
        vbar.setMax(HeatmapGeometry.maxScroll(shown.size(), canvas.getHeight()));
        vbar.setVisibleAmount(canvas.getHeight());
        vbar.setBlockIncrement(Math.max(HeatmapGeometry.ROW_HEIGHT, canvas.getHeight() - HeatmapGeometry.ROW_HEIGHT));
        vbar.setValue(clamp(vbar.getValue(), vbar.getMax()));
    }

    // ---- layout ------------------------------------------------------------------------------------------------

    @Override
    protected void layoutChildren() {
        Insets in = getInsets();
        double x0 = in.getLeft();
        double y0 = in.getTop();
        double w = Math.max(0, getWidth() - in.getLeft() - in.getRight());
        double h = Math.max(0, getHeight() - in.getTop() - in.getBottom());
        double vbw = vbar.prefWidth(-1);
        double viewW = Math.max(0, w - vbw);
        geometry = HeatmapGeometry.fit(pref, min, viewW);
        boolean sideways = geometry.totalWidth() > viewW + 0.5;
        double hbh = sideways ? hbar.prefHeight(-1) : 0;
        double headerH = 0;
        for (int i = 0; i < headerLabels.size(); i++) {
            headerH = Math.max(headerH, headerLabels.get(i).prefHeight(geometry.width(i)));
        }
        double viewH = Math.max(0, h - headerH - hbh);
        hbar.setVisible(sideways);
        hbar.setMax(Math.max(0, geometry.totalWidth() - viewW));
        hbar.setVisibleAmount(viewW);
        hbar.setValue(clamp(hbar.getValue(), hbar.getMax()));
        double scrollX = hbar.getValue();
        header.resizeRelocate(x0, y0, viewW, headerH);
        for (int i = 0; i < headerLabels.size(); i++) {
            headerLabels.get(i).resizeRelocate(geometry.x(i) - scrollX, 0, geometry.width(i), headerH);
        }
        canvas.relocate(x0, y0 + headerH);
        canvas.setWidth(viewW);
        canvas.setHeight(viewH);
        vbar.resizeRelocate(x0 + viewW, y0 + headerH, vbw, viewH);
        hbar.resizeRelocate(x0, y0 + headerH + viewH, viewW, hbh);
        updateScrollRange();
        repaint();
    }

    @Override
    protected double computePrefWidth(double height) {
        double sum = 0;
        for (double p : pref) {
            sum += p;
        }
        return sum + snappedLeftInset() + snappedRightInset() + 16;
    }

    @Override
    protected double computeMinWidth(double height) {
        return 200;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 400;
    }
}
