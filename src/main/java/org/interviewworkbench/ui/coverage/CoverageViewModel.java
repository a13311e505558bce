package org.interviewworkbench.ui.coverage;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.model.ElementCoverage;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.ui.PanelRefresh;
import org.interviewworkbench.ui.SessionViewModel;

/**
 * Stimulus coverage of the selected turn (concept testing): one row per element with the four checks of seed 004
 * (mentioned, reacted to, understood, connected), its focus count and exhaustion, and a summary line naming the
 * remaining gaps. Applies only to sessions whose concept has stimulus elements (concept testing): the workbench shows
 * the Coverage tab only then.
 */
public final class CoverageViewModel {

    private final SessionViewModel session;
    private final PanelRefresh refresh;
    private final ObservableList<ElementCoverage> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final javafx.beans.property.ReadOnlyBooleanWrapper applicable =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "applicable", false);

    public CoverageViewModel(SessionViewModel session) {
        this.session = session;
        refresh = new PanelRefresh(session.revisionProperty(), this::rebuild);
        applicable.bind(javafx.beans.binding.Bindings.createBooleanBinding(() -> hasElements(session.getSession()),
                session.sessionProperty()));
        rebuild();
    }

    /** Whether the open session's concept has stimulus elements to cover (else there is no Coverage tab). */
    public javafx.beans.property.ReadOnlyBooleanProperty applicableProperty() {
        return applicable.getReadOnlyProperty();
    }

    static boolean hasElements(org.interviewworkbench.engine.model.SessionSnapshot snapshot) {
        return snapshot != null && snapshot.concept() != null && !snapshot.concept().elements().isEmpty();
    }

    /** Whether the panel is on screen: while it is not, session changes are applied when it is shown next. */
    public javafx.beans.property.BooleanProperty showingProperty() {
        return refresh.showingProperty();
    }

    public ObservableList<ElementCoverage> rows() {
        return rows;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** "Coverage 4 of 7 elements complete · gaps: wrapper (unconnected), price (no reaction)". */
    public static String summaryOf(TurnResult turn) {
        if (turn == null) {
            return "";
        }
        List<ElementCoverage> coverage = turn.coverage();
        if (coverage.isEmpty()) {
            return "This concept has no stimulus elements to cover.";
        }
        long complete = coverage.stream().filter(e -> e.gaps().isEmpty()).count();
        List<String> gaps = new ArrayList<>();
        for (ElementCoverage e : coverage) {
            if (!e.gaps().isEmpty()) {
                gaps.add(e.label() + " (" + String.join(", ", e.gaps()).replace('_', ' ') + ")");
            }
        }
        return "Coverage at turn " + turn.turnNumber() + ": " + complete + " of " + coverage.size()
                + " elements complete" + (gaps.isEmpty() ? "" : " · gaps: " + String.join("; ", gaps));
    }

    private void rebuild() {
        TurnResult turn = session.getSelectedTurn();
        List<ElementCoverage> next = turn == null ? List.of() : turn.coverage();
        if (!next.equals(rows)) {
            rows.setAll(next);
        }
        summary.set(summaryOf(turn));
    }
}
