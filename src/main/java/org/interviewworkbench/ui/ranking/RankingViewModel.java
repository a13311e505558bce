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

    /**
     * A signal row: scope is "global" or a node label; {@code label} the plain name, {@code name} the id, {@code help}
     * the tooltip (plain name, meaning, id); {@code computed} false for a signal the methodology reads but the
     * session's engine did not compute at this turn (shown as "not computed", never as a zero).
     */
    public record SignalRow(String scope, String name, String value, String label, String help, boolean computed) {
        public SignalRow(String scope, String name, String value) {
            this(scope, name, value, name, name, true);
        }
    }

    /** What a signal the engine did not compute shows instead of a value. */
    public static final String NOT_COMPUTED = "not computed";

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

    /** The plain names of the session's methodology. */
    public org.interviewworkbench.ui.Terms terms() {
        return session.getTerms();
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
        List<ScoredCandidate> nextStrategies = t.scoreDecomposition().stream()
                .filter(ScoredCandidate::isStrategyCandidate).toList();
        if (!nextStrategies.equals(strategies)) {
            strategies.setAll(nextStrategies); // one change: the view maps it onto the tree it shows
        }
        replaceChanged(nodeCandidates, t.scoreDecomposition().stream()
                .filter(c -> !c.isStrategyCandidate() && c.strategy().equals(t.strategy())).toList());
        replaceChanged(signals, signalRows(t, session.getTerms(), labelOf(t.focusNodeId())));
        org.interviewworkbench.ui.Terms terms = session.getTerms();
        summary.set(String.format("Turn %d \u00b7 %s phase \u00b7 chose \u201c%s\u201d%s%s", t.turnNumber(), t.phase(),
                terms.strategy(t.strategy()), t.focusNodeId() == null ? "" : " about \u201c" + t.focusLabel() + "\u201d",
                t.strategyOverride() == null ? "" : " (your choice; the ranking chose \u201c"
                        + terms.strategy(t.strategyOverride()) + "\u201d)"));
    }

    /**
     * Makes {@code list} equal to {@code next} changing only the rows that differ, so a table redraws those rows and
     * keeps the others as they are (a whole new list would make it update every row it shows).
     */
    static <T> void replaceChanged(ObservableList<T> list, List<T> next) {
        if (list.size() != next.size()) {
            list.setAll(next);
            return;
        }
        for (int i = 0; i < next.size(); i++) {
            if (!java.util.Objects.equals(list.get(i), next.get(i))) {
                list.set(i, next.get(i));
            }
        }
    }

    /**
     * The signal rows of a turn: every global signal computed, then the methodology's global signals the engine did
     * not compute ({@link #NOT_COMPUTED}), the focus concept's signals, and the signals whose detector failed.
     */
    public static List<SignalRow> signalRows(TurnResult t, org.interviewworkbench.ui.Terms terms, String focusLabel) {
        List<SignalRow> rows = new ArrayList<>();
        t.signals().forEach((k, v) -> rows.add(new SignalRow("global", k, format(v), terms.signal(k),
                terms.signalHelp(k), true)));
        for (String s : terms.globalSignals()) {
            boolean present = t.signals().keySet().stream().anyMatch(k -> k.equals(s) || k.startsWith(s + "."));
            if (!present && !t.missingSignals().containsKey(s)) {
                rows.add(new SignalRow("global", s, NOT_COMPUTED, terms.signal(s), terms.signalHelp(s)
                        + "\nNot computed by this session's language engine at this turn.", false));
            }
        }
        if (t.focusNodeId() != null) {
            Map<String, SignalValue> ns = t.nodeSignals().getOrDefault(t.focusNodeId(), Map.of());
            ns.forEach((k, v) -> rows.add(new SignalRow(focusLabel, k, format(v), terms.signal(k), terms.signalHelp(k),
                    true)));
        }
        t.missingSignals().forEach((k, v) -> rows.add(new SignalRow("failed", k, NOT_COMPUTED + " (" + v + ")",
                terms.signal(k), terms.signalHelp(k) + "\nThe detector failed: " + v, false)));
        return rows;
    }

    /** Numbers with 3 decimals, flags and labels as text. */
    public static String format(SignalValue v) {
        if (v instanceof SignalValue.Num n && !n.integral()) {
            return String.format("%.3f", n.value());
        }
        return v.toString();
    }
}
