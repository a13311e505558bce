package org.interviewworkbench.ui.heatmap;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.signal.Exhaustion;
import org.interviewworkbench.engine.signal.SignalValue;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.ui.PanelRefresh;
import org.interviewworkbench.ui.SessionViewModel;

/**
 * Nodes x tracker fields of the selected turn, most exhausted first; the selected row is the shared selected node.
 * Each cell gets a {@link Tone} from what the field means (not from a generic low-high scale), so red is reserved
 * for exhaustion and fields that do not apply yet (the yield gap of a node never asked about) are grey.
 */
public final class HeatmapViewModel {

    /** Exhaustion score from which a node is shown red. */
    public static final double EXHAUSTION_HIGH = 0.5;
    /** Exhaustion score from which a node is shown amber. */
    public static final double EXHAUSTION_WARN = 0.3;
    /** Yield gap and focus streak from which they count towards exhaustion (the engine's thresholds). */
    public static final int GAP_WARN = 2;
    public static final int STREAK_WARN = 2;

    /** What a cell's colour says. */
    public enum Tone {
        /** Does not apply (e.g. never focused): grey. */
        NOT_APPLICABLE,
        /** Nothing to note. */
        NEUTRAL,
        /** Good news (the node still yields). */
        GOOD,
        /** Contributes to exhaustion. */
        WARN,
        /** Exhausted / high exhaustion score. */
        ALARM
    }

    /** Heatmap columns whose cells are toned. */
    public enum Column { EXHAUSTION, EXHAUSTED, TURNS_SINCE_YIELD, STREAK, SHALLOW_RATIO, YIELD_RATE, FOCUS_COUNT,
        OPPORTUNITY }

    /**
     * Default order: exhausted flag, then exhaustion score (high first), then focus count; ties keep the order in
     * which the nodes were first mentioned (the sort is stable over the tracker's insertion order). A new node thus
     * joins the end of its group and the rows above it keep their place, which keeps the table calm (and cheap to
     * re-render) from turn to turn.
     */
    public static final Comparator<HeatmapRow> MOST_EXHAUSTED_FIRST = Comparator
            .comparing(HeatmapRow::exhausted).reversed()
            .thenComparing(Comparator.comparingDouble((HeatmapRow r) ->
                    Double.isNaN(r.exhaustion()) ? -1 : r.exhaustion()).reversed())
            .thenComparing(Comparator.comparingInt(HeatmapRow::focusCount).reversed());

    private final SessionViewModel session;
    private final PanelRefresh refresh;
    private final ObservableList<HeatmapRow> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");

    public HeatmapViewModel(SessionViewModel session) {
        this.session = session;
        refresh = new PanelRefresh(session.revisionProperty(), this::rebuild);
        rebuild();
    }

    /** Whether the panel is on screen: while it is not, session changes are applied when it is shown next. */
    public javafx.beans.property.BooleanProperty showingProperty() {
        return refresh.showingProperty();
    }

    /** Rows, most exhausted first. */
    public ObservableList<HeatmapRow> rows() {
        return rows;
    }

    /** One line: how many nodes are exhausted (which), and the focus with its score. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public SessionViewModel session() {
        return session;
    }

    /** Command: a row was selected. */
    public void select(HeatmapRow row) {
        session.selectedNodeIdProperty().set(row == null ? null : row.nodeId());
    }

    /** Builds the rows of a turn, most exhausted first. */
    public static List<HeatmapRow> rowsOf(TurnResult turn) {
        List<HeatmapRow> list = new ArrayList<>();
        if (turn == null) {
            return list;
        }
        for (NodeState st : turn.nodeStates().values()) {
            Map<String, SignalValue> ns = turn.nodeSignals().getOrDefault(st.nodeId(), Map.of());
            double ex = ns.get("graph.node.exhaustion_score") instanceof SignalValue.Num n ? n.value() : Double.NaN;
            boolean exhausted = ns.get("graph.node.exhausted") instanceof SignalValue.Flag f && f.value();
            SignalValue o = ns.get("meta.node.opportunity");
            String opp = o == null ? "" : o instanceof SignalValue.Text t ? t.value() : o.toString();
            double shallow = st.allResponseDepths().isEmpty() ? Double.NaN : Exhaustion.shallowRatio(st);
            list.add(new HeatmapRow(st.nodeId(), st.label(), st.nodeType(), st.nodeId().equals(turn.focusNodeId()),
                    exhausted, st.focusCount(), st.currentFocusStreak(), st.turnsSinceLastYield(), st.yieldRate(),
                    ex, shallow, opp, st.yieldCount()));
        }
        list.sort(MOST_EXHAUSTED_FIRST);
        return list;
    }

    /**
     * The tone of a cell, from what the field means. Red ({@link Tone#ALARM}) only ever marks a node flagged
     * exhausted, so the red rows, the "Exhausted" flags and the header's count of exhausted nodes always agree; a high
     * score or a spent opportunity without the flag is amber.
     */
    public static Tone tone(Column column, HeatmapRow r) {
        return switch (column) {
            case EXHAUSTION -> Double.isNaN(r.exhaustion()) ? (r.exhausted() ? Tone.ALARM : Tone.NOT_APPLICABLE)
                    : r.exhausted() ? Tone.ALARM
                    : r.exhaustion() >= EXHAUSTION_WARN ? Tone.WARN
                    : r.focused() ? Tone.NEUTRAL : Tone.NOT_APPLICABLE;
            case EXHAUSTED -> r.exhausted() ? Tone.ALARM : Tone.NEUTRAL;
            case TURNS_SINCE_YIELD -> !r.focused() ? Tone.NOT_APPLICABLE
                    : r.turnsSinceYield() >= GAP_WARN ? Tone.WARN : Tone.NEUTRAL;
            case STREAK -> r.focusStreak() >= STREAK_WARN ? Tone.WARN : Tone.NEUTRAL;
            case SHALLOW_RATIO -> Double.isNaN(r.shallowRatio()) ? Tone.NOT_APPLICABLE
                    : r.shallowRatio() >= Exhaustion.SHALLOW_THRESHOLD ? Tone.WARN : Tone.NEUTRAL;
            case YIELD_RATE -> !r.focused() ? Tone.NOT_APPLICABLE : r.yieldCount() == 0 ? Tone.WARN
                    : r.turnsSinceYield() < GAP_WARN ? Tone.GOOD : Tone.NEUTRAL;
            case FOCUS_COUNT -> r.focused() ? Tone.NEUTRAL : Tone.NOT_APPLICABLE;
            case OPPORTUNITY -> switch (r.opportunity()) {
                case "exhausted" -> r.exhausted() ? Tone.ALARM : Tone.WARN;
                case "probe_deeper" -> Tone.WARN;
                case "" -> Tone.NOT_APPLICABLE;
                default -> Tone.NEUTRAL;
            };
        };
    }

    /** The summary line of {@code rows}. */
    public static String summaryOf(List<HeatmapRow> rows) {
        if (rows.isEmpty()) {
            return "No node states at this turn.";
        }
        List<HeatmapRow> exhausted = rows.stream().filter(HeatmapRow::exhausted).toList();
        long focused = rows.stream().filter(HeatmapRow::focused).count();
        StringBuilder b = new StringBuilder();
        b.append(exhausted.isEmpty() ? "No node exhausted" : exhausted.size() + " exhausted: " + exhausted.stream()
                .map(HeatmapRow::label).limit(4).collect(Collectors.joining(", "))
                + (exhausted.size() > 4 ? ", \u2026" : ""));
        // red scores without the flag (the flag also needs a current focus streak): say so, or the red cells and
        // "No node exhausted" seem to contradict each other
        List<HeatmapRow> highScore = rows.stream().filter(r -> !r.exhausted() && !Double.isNaN(r.exhaustion())
                && r.exhaustion() >= EXHAUSTION_HIGH).toList();
        if (!highScore.isEmpty()) {
            b.append(" \u00b7 ").append(highScore.size()).append(" near exhaustion (amber: score \u2265 ")
                    .append(EXHAUSTION_HIGH).append(", not asked twice in a row): ").append(highScore.stream()
                            .map(HeatmapRow::label).limit(3).collect(Collectors.joining(", ")))
                    .append(highScore.size() > 3 ? ", \u2026" : "");
        }
        // the Opportunity column says "exhausted" from its own rule (asked about without yield); name those rows too
        List<HeatmapRow> spent = rows.stream().filter(r -> !r.exhausted() && "exhausted".equals(r.opportunity())
                && highScore.stream().noneMatch(h -> h.nodeId().equals(r.nodeId()))).toList();
        if (!spent.isEmpty()) {
            b.append(" \u00b7 ").append(spent.size()).append(" with nothing new lately (amber): ").append(spent.stream()
                    .map(HeatmapRow::label).limit(3).collect(Collectors.joining(", ")))
                    .append(spent.size() > 3 ? ", \u2026" : "");
        }
        b.append(" \u00b7 ").append(focused).append(" of ").append(rows.size()).append(" nodes asked about");
        rows.stream().filter(HeatmapRow::focus).findFirst().ifPresentOrElse(f -> b.append(" \u00b7 next focus: ")
                .append(f.label()).append(Double.isNaN(f.exhaustion()) ? ""
                        : String.format(java.util.Locale.ROOT, " (exhaustion %.2f)", f.exhaustion())),
                () -> b.append(" \u00b7 the next question has no focus node"));
        return b.toString();
    }

    /** The Next step column in words: what the opportunity signal suggests for the node. */
    public static String opportunityText(HeatmapRow r) {
        return switch (r.opportunity()) {
            case "exhausted" -> r.exhausted() ? "exhausted" : "nothing new";
            case "probe_deeper" -> "ask differently";
            case "fresh" -> "fresh";
            default -> r.opportunity().replace('_', ' ');
        };
    }

    /** The plain name of a node type in the session's methodology. */
    public String nodeTypeLabel(String nodeType) {
        return session.getTerms().nodeType(nodeType);
    }

    private void rebuild() {
        List<HeatmapRow> next = rowsOf(session.getSelectedTurn());
        if (!next.equals(rows)) {
            rows.setAll(next);
        }
        summary.set(summaryOf(next));
    }
}
