package org.interviewworkbench.ui.heatmap;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.signal.SignalValue;
import org.interviewworkbench.engine.tracker.NodeState;
import org.interviewworkbench.ui.SessionViewModel;

/** Nodes x tracker fields of the selected turn; the selected row is the shared selected node. */
public final class HeatmapViewModel {

    /** Column maxima used to colour-scale integer columns (values at or above map to the hottest colour). */
    public static final int FOCUS_COUNT_SCALE = 5;
    public static final int STREAK_SCALE = 3;
    public static final int TURNS_SINCE_YIELD_SCALE = 4;

    private final SessionViewModel session;
    private final ObservableList<HeatmapRow> rows = FXCollections.observableArrayList();

    public HeatmapViewModel(SessionViewModel session) {
        this.session = session;
        session.revisionProperty().addListener((o, a, b) -> rebuild());
        rebuild();
    }

    public ObservableList<HeatmapRow> rows() {
        return rows;
    }

    public SessionViewModel session() {
        return session;
    }

    /** Command: a row was selected. */
    public void select(HeatmapRow row) {
        session.selectedNodeIdProperty().set(row == null ? null : row.nodeId());
    }

    /** Builds the rows of a turn (registration order). */
    public static List<HeatmapRow> rowsOf(TurnResult turn) {
        List<HeatmapRow> list = new ArrayList<>();
        if (turn == null) {
            return list;
        }
        for (NodeState st : turn.nodeStates().values()) {
            Map<String, SignalValue> ns = turn.nodeSignals().getOrDefault(st.nodeId(), Map.of());
            double ex = ns.get("graph.node.exhaustion_score") instanceof SignalValue.Num n ? n.value() : Double.NaN;
            String opp = ns.get("meta.node.opportunity") == null ? "" : ns.get("meta.node.opportunity").toString();
            List<String> depths = st.allResponseDepths();
            double shallow = depths.isEmpty() ? Double.NaN
                    : depths.stream().filter(d -> d.equals("shallow") || d.equals("surface")).count()
                    / (double) depths.size();
            list.add(new HeatmapRow(st.nodeId(), st.label(), st.nodeType(), st.focusCount(), st.currentFocusStreak(),
                    st.turnsSinceLastYield(), st.yieldRate(), ex, shallow, opp));
        }
        return list;
    }

    private void rebuild() {
        List<HeatmapRow> next = rowsOf(session.getSelectedTurn());
        if (!next.equals(rows)) {
            rows.setAll(next);
        }
    }
}
