package org.interviewworkbench.ui.timeline;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.ui.SessionViewModel;

/** The turn scrubber and the focus trace strip. */
public final class TimelineViewModel {

    /** One step of the focus trace. */
    public record TraceStep(int turn, String strategy, String focusLabel, boolean overridden) {
    }

    private final SessionViewModel session;
    private final ObservableList<TraceStep> trace = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper position = new ReadOnlyStringWrapper(this, "position", "");

    public TimelineViewModel(SessionViewModel session) {
        this.session = session;
        session.revisionProperty().addListener((o, a, b) -> rebuild());
        rebuild();
    }

    public SessionViewModel session() {
        return session;
    }

    public ObservableList<TraceStep> trace() {
        return trace;
    }

    /** "Turn 3 of 7" or "Live: turn 7". */
    public ReadOnlyStringProperty positionProperty() {
        return position.getReadOnlyProperty();
    }

    public void select(int turn) {
        session.selectTurn(turn);
    }

    private void rebuild() {
        List<TraceStep> steps = new ArrayList<>();
        for (TurnResult t : session.turns()) {
            steps.add(new TraceStep(t.turnNumber(), t.strategy(), t.focusLabel(), t.strategyOverride() != null));
        }
        if (!steps.equals(trace)) {
            trace.setAll(steps);
        }
        updatePosition();
    }

    private void updatePosition() {
        int n = session.getSelectedTurnNumber();
        int latest = session.turns().size();
        position.set(latest == 0 ? "No turns yet" : n == latest ? "Live \u00b7 turn " + n + " of " + latest
                : "History \u00b7 turn " + n + " of " + latest);
    }
}
