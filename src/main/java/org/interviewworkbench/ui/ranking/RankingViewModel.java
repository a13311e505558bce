package org.interviewworkbench.ui.ranking;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.scoring.ScoredCandidate;
import org.interviewworkbench.engine.signal.SignalValue;
import org.interviewworkbench.ui.PanelRefresh;
import org.interviewworkbench.ui.SessionViewModel;

/**
 * Stage-1 strategies (each expandable to its signal contributions), Stage-2 candidates for the winner and the
 * signals of the selected turn.
 */
public final class RankingViewModel {

    /** A signal row: scope is "global" or a node label. */
    public record SignalRow(String scope, String name, String value) {
    }

    private final SessionViewModel session;
    private final PanelRefresh refresh;
    private final ObservableList<ScoredCandidate> strategies = FXCollections.observableArrayList();
    private final ObservableList<ScoredCandidate> nodeCandidates = FXCollections.observableArrayList();
    private final ObservableList<SignalRow> signals = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "No turn selected");

    public RankingViewModel(SessionViewModel session) {
        this.session = session;
        refresh = new PanelRefresh(session.revisionProperty(), this::rebuild);
        rebuild();
    }

    /** Whether the panel is on screen: while it is not, session changes are applied when it is shown next. */
    public javafx.beans.property.BooleanProperty showingProperty() {
        return refresh.showingProperty();
    }

    /** Stage 1, ranked. */
    public ObservableList<ScoredCandidate> strategies() {
        return strategies;
    }

    /** Stage 2 candidates of the winning strategy, ranked. */
    public ObservableList<ScoredCandidate> nodeCandidates() {
        return nodeCandidates;
    }

    public ObservableList<SignalRow> signals() {
        return signals;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Label of a node id at the selected turn (falls back to the id). */
    public String labelOf(String nodeId) {
        TurnResult t = session.getSelectedTurn();
        if (t == null || nodeId == null) {
            return nodeId;
        }
        var st = t.nodeStates().get(nodeId);
        return st == null ? nodeId : st.label();
    }

    /** Command: select the node of a Stage-2 candidate. */
    public void selectNode(String nodeId) {
        session.selectedNodeIdProperty().set(nodeId);
    }

    private void rebuild() {
        TurnResult t = session.getSelectedTurn();
        if (t == null) {
            strategies.clear();
            nodeCandidates.clear();
            signals.clear();
            summary.set("No turn selected: answer a question or pick a turn in the timeline.");
            return;
        }
        strategies.setAll(t.scoreDecomposition().stream().filter(ScoredCandidate::isStrategyCandidate).toList());
        nodeCandidates.setAll(t.scoreDecomposition().stream()
                .filter(c -> !c.isStrategyCandidate() && c.strategy().equals(t.strategy())).toList());
        List<SignalRow> rows = new ArrayList<>();
        t.signals().forEach((k, v) -> rows.add(new SignalRow("global", k, format(v))));
        if (t.focusNodeId() != null) {
            Map<String, SignalValue> ns = t.nodeSignals().getOrDefault(t.focusNodeId(), Map.of());
            String label = labelOf(t.focusNodeId());
            ns.forEach((k, v) -> rows.add(new SignalRow(label, k, format(v))));
        }
        t.missingSignals().forEach((k, v) -> rows.add(new SignalRow("missing", k, v)));
        signals.setAll(rows);
        summary.set(String.format("Turn %d \u00b7 phase %s \u00b7 selected %s%s%s", t.turnNumber(), t.phase(),
                t.strategy(), t.focusNodeId() == null ? "" : " on \u201c" + t.focusLabel() + "\u201d",
                t.strategyOverride() == null ? "" : " (override; ranking chose " + t.strategyOverride() + ")"));
    }

    /** Numbers with 3 decimals, flags and labels as text. */
    public static String format(SignalValue v) {
        if (v instanceof SignalValue.Num n && !n.integral()) {
            return String.format("%.3f", n.value());
        }
        return v.toString();
    }
}
