package org.interviewworkbench.ui.editor;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.scoring.Alternative;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.ui.DialogService;
import org.interviewworkbench.ui.LatestWins;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.editor.WeightsDocument.Cell;

/**
 * The weights form beside the methodology text: strategy x weight key, and per phase each strategy's multiplier and
 * bonus. It reads the editor's text (parsed off the FX thread, latest wins) and writes back through
 * {@link EditorViewModel#applyEdit}: a cell edit is one small replacement of the same text, so validation, Save (hot
 * reload) and the code area's undo treat it like typing. While the text differs from the active methodology it
 * shows the session's ranking with these weights next to the active ones (what-if; nothing is stored).
 */
public final class WeightsFormViewModel {

    /** Debounce of re-reading the text after typing (a form edit made meanwhile waits for it). */
    public static final Duration PARSE_DEBOUNCE = Duration.ofMillis(120);

    /** Debounce of the what-if ranking after an edit. */
    public static final Duration WHAT_IF_DEBOUNCE = Duration.ofMillis(250);

    /**
     * One row of the what-if ranking.
     *
     * @param strategy   strategy id
     * @param label      its plain label
     * @param score      final score with the edited weights
     * @param rank       1-based rank with the edited weights
     * @param rankChange places gained against the active weights (positive: moved up; 0: same place)
     */
    public record RankRow(String strategy, String label, double score, int rank, int rankChange) {
    }

    /** A cell edit made while the form was still reading the text. */
    private record Queued(Cell cell, String input) {
    }

    /** Both rankings of one turn: with the active weights and with the edited ones. */
    private record Rankings(TurnResult turn, RankingResult active, RankingResult edited) {
    }

    private final UiServices services;
    private final EditorViewModel editor;
    private final SessionViewModel session;
    private final LatestWins<WeightsDocument> parsing;
    private final LatestWins<Rankings> ranking;
    private final ReadOnlyObjectWrapper<WeightsDocument> document = new ReadOnlyObjectWrapper<>(this, "document");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ObservableList<RankRow> whatIf = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper whatIfSummary = new ReadOnlyStringWrapper(this, "whatIfSummary",
            "Open a session to see how these weights rank its latest turn.");
    private final BooleanProperty showing = new SimpleBooleanProperty(this, "showing", true);
    private final java.util.ArrayDeque<Queued> queued = new java.util.ArrayDeque<>();
    private boolean stale = true;

    public WeightsFormViewModel(UiServices services, EditorViewModel editor, SessionViewModel session) {
        this.services = services;
        this.editor = editor;
        this.session = session;
        this.parsing = services.latestWins().create("weights-form", PARSE_DEBOUNCE);
        this.ranking = services.latestWins().create("weights-what-if", WHAT_IF_DEBOUNCE);
        editor.textProperty().addListener((o, a, b) -> refresh());
        editor.activeSourceProperty().addListener((o, a, b) -> rankLater());
        org.interviewworkbench.ui.IdentityChange.listen(session.selectedTurnProperty(), (a, b) -> rankLater());
        showing.addListener((o, a, now) -> {
            if (now && stale) {
                refresh();
            }
        });
        refresh();
    }

    /** The parsed text the form shows; {@code null} until the first text parses. */
    public ReadOnlyObjectProperty<WeightsDocument> documentProperty() {
        return document.getReadOnlyProperty();
    }

    public WeightsDocument getDocument() {
        return document.get();
    }

    /** The last refusal or parse problem, empty when all is well. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The session's ranking with the edited weights, best first. */
    public ObservableList<RankRow> whatIf() {
        return whatIf;
    }

    public ReadOnlyStringProperty whatIfSummaryProperty() {
        return whatIfSummary.getReadOnlyProperty();
    }

    /** Whether the form is on screen (bind it to the form's toggle); a hidden form neither parses nor ranks. */
    public BooleanProperty showingProperty() {
        return showing;
    }

    /** The value a cell shows: as written in the text, or empty when the file leaves the default. */
    public String value(Cell cell) {
        WeightsDocument doc = document.get();
        String v = doc == null ? null : doc.value(cell);
        return v == null ? "" : v;
    }

    /** What a cell shows when the file does not set it. */
    public static String defaultOf(Cell cell) {
        return switch (cell.kind()) {
            case WEIGHT -> "";
            case MULTIPLIER -> "1.0";
            case BONUS -> "0";
        };
    }

    /** Accessible text of a cell: "Weight of Answer depth: surface for Ask why it matters". */
    public String accessibleText(Cell cell) {
        WeightsDocument doc = document.get();
        String strategy = doc == null ? cell.strategy() : doc.labels().strategy(cell.strategy());
        return switch (cell.kind()) {
            case WEIGHT -> "Weight of " + (doc == null ? cell.column() : doc.labels().signal(cell.column())) + " for "
                    + strategy;
            case MULTIPLIER -> "Multiplier of " + strategy + " in the " + cell.column() + " phase";
            case BONUS -> "Bonus of " + strategy + " in the " + cell.column() + " phase";
        };
    }

    /**
     * Command: write {@code input} into the cell, as one edit of the editor's text.
     *
     * @return whether the text now holds the value (false: refused, see {@link #messageProperty()})
     */
    public boolean edit(Cell cell, String input) {
        WeightsDocument doc = document.get();
        if (doc == null) {
            message.set("The form is not ready: the text does not parse yet.");
            return false;
        }
        if (!doc.text().equals(editor.textProperty().get())) {
            try {
                WeightsDocument.number(input);
            } catch (IllegalArgumentException e) {
                message.set(e.getMessage());
                return false;
            }
            queued.add(new Queued(cell, input)); // written once the form has read the latest text
            return true;
        }
        TextEdit edit;
        try {
            edit = doc.set(cell, input);
        } catch (IllegalArgumentException e) {
            message.set(e.getMessage());
            return false;
        }
        message.set("");
        if (edit != null) {
            editor.applyEdit(edit);
        }
        return true;
    }

    /** Re-reads the text (and re-ranks) unless the form is hidden. */
    private void refresh() {
        if (!showing.get()) {
            stale = true;
            return;
        }
        stale = false;
        String text = editor.textProperty().get();
        if (text == null || text.isBlank()) {
            return;
        }
        parsing.submit(() -> WeightsDocument.parse(text), doc -> {
            document.set(doc);
            message.set("");
            if (!queued.isEmpty() && doc.text().equals(editor.textProperty().get())) {
                Queued next = queued.poll();
                edit(next.cell(), next.input()); // changes the text: the next parse writes the next one
            }
            rankLater();
        }, t -> {
            queued.clear();
            message.set(t instanceof IllegalArgumentException ? t.getMessage()
                    : "The form cannot read the text: " + DialogService.friendly(t));
        });
    }

    /** Starts the what-if ranking of the selected (else the latest) turn with the text. */
    private void rankLater() {
        TurnResult turn = session.getSelectedTurn() != null ? session.getSelectedTurn()
                : session.turns().isEmpty() ? null : session.turns().get(session.turns().size() - 1);
        String edited = editor.textProperty().get();
        String active = editor.activeSourceProperty().get();
        if (!showing.get() || turn == null || edited == null || active == null || active.isBlank()) {
            if (turn == null) {
                whatIf.clear();
                whatIfSummary.set("Open a session to see how these weights rank its latest turn.");
            }
            return;
        }
        ranking.submit(() -> new Rankings(turn, services.bridge().rerank(turn, active),
                        edited.equals(active) ? null : services.bridge().rerank(turn, edited)),
                this::showRanking,
                t -> whatIfSummary.set("No ranking with these weights: " + DialogService.friendly(t)
                        + " The list shows the last weights that could be ranked."));
    }

    private void showRanking(Rankings r) {
        RankingResult edited = r.edited() == null ? r.active() : r.edited();
        List<Alternative> before = r.active().alternatives();
        WeightsDocument doc = document.get();
        List<RankRow> rows = new ArrayList<>();
        for (int i = 0; i < edited.alternatives().size(); i++) {
            Alternative a = edited.alternatives().get(i);
            int was = indexOf(before, a.strategy());
            String label = doc == null ? a.strategy() : doc.labels().strategy(a.strategy());
            rows.add(new RankRow(a.strategy(), label, a.score(), i + 1, was < 0 ? 0 : was - i));
        }
        whatIf.setAll(rows);
        String turn = "Turn " + r.turn().turnNumber();
        if (r.edited() == null) {
            whatIfSummary.set(turn + " with the active weights (edit a cell to compare).");
            return;
        }
        String first = rows.isEmpty() ? "" : rows.get(0).label();
        String wasFirst = before.isEmpty() ? "" : doc == null ? before.get(0).strategy()
                : doc.labels().strategy(before.get(0).strategy());
        whatIfSummary.set(first.equals(wasFirst) ? turn + " with these weights: still \u201c" + first + "\u201d first."
                : turn + " with these weights: \u201c" + first + "\u201d first, instead of \u201c" + wasFirst
                + "\u201d. Not applied until you save.");
    }

    private static int indexOf(List<Alternative> list, String strategy) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).strategy().equals(strategy)) {
                return i;
            }
        }
        return -1;
    }
}
