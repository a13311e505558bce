package org.interviewworkbench.ui.edit;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.ui.LatestWins;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.EditsBridge.HistoryEntry;

/**
 * The History panel: the open session's edit log (edits, undos and redos, the moderator's overrides), newest first,
 * reloaded off the FX thread after every turn, edit, undo or redo (the latest reload wins).
 */
public final class HistoryViewModel {

    private final UiServices services;
    private final SessionViewModel session;
    private final ObservableList<HistoryEntry> entries = FXCollections.observableArrayList();
    private final javafx.beans.property.ReadOnlyStringWrapper kept = new javafx.beans.property.ReadOnlyStringWrapper("");
    private final LatestWins<Loaded> loader;
    private final java.util.function.Consumer<List<HistoryEntry>> onLoaded;

    /**
     * @param onLoaded told the whole log after each load (the transcript marks the questions the moderator edited)
     */
    public HistoryViewModel(UiServices services, SessionViewModel session, UndoManager undo,
                            java.util.function.Consumer<List<HistoryEntry>> onLoaded) {
        this.services = services;
        this.session = session;
        this.onLoaded = onLoaded;
        this.loader = services.latestWins().create("history", Duration.ZERO);
        session.latestTurnNumberProperty().addListener((o, a, b) -> reload());
        org.interviewworkbench.ui.IdentityChange.listen(session.sessionProperty(), (a, b) -> {
            if (a == null || b == null || !Objects.equals(a.info().id(), b.info().id())) {
                reload();
            }
        });
        undo.logRevisionProperty().addListener((o, a, b) -> reload());
    }

    private record Loaded(List<HistoryEntry> log, String kept) {
    }

    /**
     * How much of the engine's coding the researcher kept so far, one line ("Kept unchanged 18 of 24 concepts (75 %),
     * renamed 3, ..."), reloaded with the log; empty with no session.
     */
    public javafx.beans.property.ReadOnlyStringProperty keptProperty() {
        return kept.getReadOnlyProperty();
    }

    /** Newest first. */
    public ObservableList<HistoryEntry> entries() {
        return entries;
    }

    /** Loads the log of the open session. */
    public void reload() {
        String id = session.sessionId();
        if (id == null) {
            entries.clear();
            kept.set("");
            onLoaded.accept(List.of());
            return;
        }
        loader.submit(() -> new Loaded(services.bridge().history(id), services.bridge().keptSummary(id)), loaded -> {
            if (!id.equals(session.sessionId())) {
                return;
            }
            List<HistoryEntry> newestFirst = new java.util.ArrayList<>(loaded.log());
            java.util.Collections.reverse(newestFirst);
            // a new edit or turn inserts its entry at the top; the rest of the table stays as it is
            org.interviewworkbench.ui.KeyedRows.update(entries, newestFirst, e -> e);
            kept.set(loaded.kept());
            onLoaded.accept(loaded.log());
        }, e -> {
            entries.clear();
            kept.set("");
        });
    }

    /** "old → new", or the one side there is. */
    public static String change(HistoryEntry e) {
        if (e.before().isEmpty()) {
            return e.after();
        }
        return e.after().isEmpty() ? e.before() + " (removed)" : e.before() + " → " + e.after();
    }

    /** "Rename", "Undo", "Question edited" ...: the column's short name of an entry's op. */
    public static String action(HistoryEntry e) {
        return switch (e.op()) {
            case "override_question" -> "question edited";
            case "override_strategy" -> "strategy chosen";
            case "undo_turn" -> "turn undone";
            case "delete_node" -> "delete concept";
            case "add_edge" -> "add relationship";
            case "delete_edge" -> "delete relationship";
            case "reverse_edge" -> "reverse relationship";
            case "retype_edge" -> "retype relationship";
            case "attach_quote" -> "code as";
            case "correct_answer" -> "typo corrected";
            default -> e.op().replace('_', ' ');
        };
    }
}
