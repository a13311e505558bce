package org.interviewworkbench.ui.interview;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.scoring.Alternative;
import org.interviewworkbench.ui.ChangedTail;
import org.interviewworkbench.ui.PanelRefresh;
import org.interviewworkbench.ui.SessionViewModel;

/**
 * Moderated interview: transcript up to the selected turn, the suggested (editable) next question, the strategy
 * override, the answer box and degraded-turn notices.
 */
public final class InterviewViewModel {

    /** Choice meaning "let the ranking decide". */
    public static final String RANKING_CHOICE = "(ranking decides)";

    private final SessionViewModel session;
    private final PanelRefresh transcriptRefresh;
    private final ObservableList<TranscriptEntry> transcript = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper suggestedQuestion = new ReadOnlyStringWrapper(this, "suggestedQuestion", "");
    /** The session's stored pending question (the suggestion before any strategy choice). */
    private String storedSuggestion = "";
    /** The strategy the question on screen was regenerated for, or null (the ranking's). */
    private String previewStrategy;
    private final javafx.beans.property.ReadOnlyBooleanWrapper regenerating =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "regenerating", false);
    private boolean resetting;
    private final StringProperty questionText = new SimpleStringProperty(this, "questionText", "");
    private final StringProperty answerText = new SimpleStringProperty(this, "answerText", "");
    private final StringProperty strategyChoice = new SimpleStringProperty(this, "strategyChoice", RANKING_CHOICE);
    private final ObservableList<String> strategyChoices = FXCollections.observableArrayList(RANKING_CHOICE);
    private final ObservableList<String> notices = FXCollections.observableArrayList();
    private final javafx.collections.ObservableSet<Integer> editedQuestions = FXCollections.observableSet();
    private final BooleanBinding canSubmit;
    private final BooleanBinding inputDisabled;

    public InterviewViewModel(SessionViewModel session) {
        this.session = session;
        session.revisionProperty().addListener((o, a, b) -> rebuildInput());
        transcriptRefresh = new PanelRefresh(session.revisionProperty(), this::rebuildTranscript);
        org.interviewworkbench.ui.IdentityChange.listen(session.lastTurnProperty(), (previous, latest) -> {
            int before = previous == null ? 0 : previous.turnNumber();
            if (latest != null && latest.turnNumber() == before + 1) { // a turn just finished
                answerText.set("");
                strategyChoice.set(RANKING_CHOICE);
            }
        });
        session.returnedAnswerProperty().addListener((o, a, answer) -> {
            if (answer != null && !answer.isEmpty()) { // a turn was undone: its answer comes back to be corrected
                answerText.set(answer);
            }
        });
        session.streamingQuestionProperty().addListener((o, a, streamed) -> {
            if (streamed != null && !streamed.isEmpty()) { // the next question as it is generated
                questionText.set(streamed);
            } else if (session.getState() == SessionViewModel.State.RUNNING_TURN) { // dropped: back to the asked one
                questionText.set(suggestedQuestion.get());
            }
        });
        inputDisabled = Bindings.createBooleanBinding(() -> session.getState() != SessionViewModel.State.READY
                        || session.getSelectedTurnNumber() < session.latestTurnNumberProperty().get(),
                session.stateProperty(), session.selectedTurnNumberProperty(), session.latestTurnNumberProperty());
        canSubmit = Bindings.createBooleanBinding(() -> !inputDisabled.get() && !regenerating.get()
                && answerText.get() != null && !answerText.get().isBlank(), inputDisabled, answerText, regenerating);
        strategyChoice.addListener((o, was, choice) -> {
            if (!resetting) {
                regenerate(choice);
            }
        });
        editedQuestions.addListener((javafx.collections.SetChangeListener<Integer>) c -> rebuildTranscript());
        rebuildTranscript();
        rebuildInput();
    }

    /** Turns whose question the moderator rewrote before asking it (from the edit log); marked in the transcript. */
    public javafx.collections.ObservableSet<Integer> editedQuestions() {
        return editedQuestions;
    }

    /**
     * Marks the questions the moderator rewrote, read from the session's edit log: an {@code override_question}
     * after turn N marks question N+1; an undone turn takes its mark back.
     */
    public void markEditedQuestions(List<org.interviewworkbench.ui.WorkbenchBridge.HistoryEntry> log) {
        java.util.Set<Integer> edited = new java.util.LinkedHashSet<>();
        for (org.interviewworkbench.ui.WorkbenchBridge.HistoryEntry e : log) {
            if (e.op().equals("override_question")) {
                edited.add(e.afterTurn() + 1);
            } else if (e.op().equals("undo_turn")) {
                edited.remove(e.afterTurn()); // the turn asked with the edited question was taken back
            }
        }
        editedQuestions.retainAll(edited);
        editedQuestions.addAll(edited);
    }

    /**
     * Whether the transcript is on screen: while it is not, it catches up when shown. The question, strategy choices
     * and notices always stay current (the next answer is submitted with them).
     */
    public javafx.beans.property.BooleanProperty showingProperty() {
        return transcriptRefresh.showingProperty();
    }

    public SessionViewModel session() {
        return session;
    }

    public ObservableList<TranscriptEntry> transcript() {
        return transcript;
    }

    public ReadOnlyStringProperty suggestedQuestionProperty() {
        return suggestedQuestion.getReadOnlyProperty();
    }

    /** The question to ask; starts as the suggestion, editable. */
    public StringProperty questionTextProperty() {
        return questionText;
    }

    public StringProperty answerTextProperty() {
        return answerText;
    }

    /** Strategy for the next question: {@link #RANKING_CHOICE} or an alternative from the ranking. */
    public StringProperty strategyChoiceProperty() {
        return strategyChoice;
    }

    public ObservableList<String> strategyChoices() {
        return strategyChoices;
    }

    /** Degraded-turn notices of the selected turn. */
    public ObservableList<String> notices() {
        return notices;
    }

    public BooleanBinding canSubmitProperty() {
        return canSubmit;
    }

    /** True while a turn runs, when no session is open, or when viewing an earlier turn. */
    public BooleanBinding inputDisabledProperty() {
        return inputDisabled;
    }

    /** True while the question is being regenerated for the chosen strategy (submitting waits for it). */
    public javafx.beans.property.ReadOnlyBooleanProperty regeneratingProperty() {
        return regenerating.getReadOnlyProperty();
    }

    /**
     * Command: submit the answer. The question asked (when it is not the stored suggestion) and the strategy chosen
     * for it are recorded with the turn.
     */
    public void submit() {
        if (!canSubmit.get()) {
            return;
        }
        String q = questionText.get();
        String asked = q == null || q.isBlank() || q.strip().equals(storedSuggestion.strip()) ? null : q.strip();
        session.submitAnswer(answerText.get().strip(), asked, previewStrategy, null);
    }

    /**
     * The question on screen regenerated at once for the chosen strategy (the ranking's what-if, worded by the
     * session's language engine, off the UI thread); the ranking's choice puts the stored suggestion back.
     */
    private void regenerate(String choice) {
        if (choice == null || RANKING_CHOICE.equals(choice) || session.sessionId() == null) {
            session.cancelPreview();
            regenerating.set(false);
            previewStrategy = null;
            showSuggestion(storedSuggestion);
            return;
        }
        regenerating.set(true);
        session.previewStrategy(choice, preview -> {
            if (!choice.equals(strategyChoice.get())) {
                return; // superseded
            }
            regenerating.set(false);
            previewStrategy = preview.strategy().isEmpty() ? null : choice;
            showSuggestion(preview.question());
        }, failure -> {
            regenerating.set(false);
            notices.add("The question could not be regenerated: "
                    + org.interviewworkbench.ui.DialogService.friendly(failure));
        });
    }

    private void showSuggestion(String question) {
        suggestedQuestion.set(question == null ? "" : question);
        questionText.set(suggestedQuestion.get());
    }

    /** Command: cancel the running turn. */
    public void cancel() {
        session.cancelTurn();
    }

    /** Command: restore the suggested question and the ranking's strategy. */
    public void resetQuestion() {
        if (!RANKING_CHOICE.equals(strategyChoice.get())) {
            strategyChoice.set(RANKING_CHOICE); // puts the stored suggestion back
        }
        showSuggestion(storedSuggestion);
    }

    /** The exchanges up to the selected turn, plus the pending question at the live turn. */
    private void rebuildTranscript() {
        SessionSnapshot s = session.getSession();
        int selected = session.getSelectedTurnNumber();
        List<TranscriptEntry> entries = new ArrayList<>();
        List<TurnResult> turns = session.turns();
        for (int i = 0; i < Math.min(selected, turns.size()); i++) {
            TurnResult t = turns.get(i);
            TurnResult prev = i == 0 ? null : turns.get(i - 1);
            entries.add(new TranscriptEntry(t.turnNumber(), t.question(), prev == null ? "opening" : prev.strategy(),
                    prev == null || prev.focusNodeId() == null ? "" : prev.focusLabel(), t.answer(),
                    prev != null && prev.strategyOverride() != null, editedQuestions.contains(t.turnNumber())));
        }
        String pending = pendingQuestion(s, selected, turns);
        if (s != null && selected == turns.size() && pending != null && !pending.isBlank()) {
            TurnResult last = selected == 0 ? null : turns.get(selected - 1);
            entries.add(new TranscriptEntry(selected + 1, pending, last == null ? "opening" : last.strategy(),
                    last == null || last.focusNodeId() == null ? "" : last.focusLabel(), null,
                    last != null && last.strategyOverride() != null));
        }
        ChangedTail.replace(transcript, entries); // a new turn re-renders two rows, not all
    }

    private static String pendingQuestion(SessionSnapshot s, int selected, List<TurnResult> turns) {
        if (s == null) {
            return "";
        }
        if (selected == turns.size() && s.state().pendingQuestion() != null) {
            return s.state().pendingQuestion(); // live: as a researcher's edit may have re-ranked it
        }
        TurnResult last = selected == 0 ? null : turns.get(selected - 1);
        return last == null ? (turns.isEmpty() ? s.state().pendingQuestion() : turns.get(0).question())
                : last.nextQuestion();
    }

    /** The suggested question, the strategy choices and the notices of the selected turn. */
    private void rebuildInput() {
        SessionSnapshot s = session.getSession();
        int selected = session.getSelectedTurnNumber();
        List<TurnResult> turns = session.turns();
        String stored = pendingQuestion(s, selected, turns);
        stored = stored == null ? "" : stored;
        boolean storedChanged = !stored.equals(storedSuggestion);
        storedSuggestion = stored;
        if (storedChanged && (previewStrategy != null || regenerating.get())) {
            // a turn, an edit or a scrub changed the suggestion: a question regenerated for a strategy no longer applies
            session.cancelPreview();
            regenerating.set(false);
            previewStrategy = null;
            resetting = true;
            strategyChoice.set(RANKING_CHOICE);
            resetting = false;
        }
        String old = suggestedQuestion.get();
        if (previewStrategy == null && !regenerating.get()) {
            suggestedQuestion.set(stored);
            if (questionText.get() == null || questionText.get().isBlank() || questionText.get().equals(old)
                    || !stored.equals(old)) {
                questionText.set(stored);
            }
        }
        TurnResult latest = turns.isEmpty() ? null : turns.get(turns.size() - 1);
        List<String> choices = new ArrayList<>();
        choices.add(RANKING_CHOICE);
        if (latest != null) {
            for (Alternative a : latest.alternatives()) {
                choices.add(a.strategy());
            }
        }
        if (!choices.equals(strategyChoices)) {
            strategyChoices.setAll(choices);
        }
        if (!strategyChoices.contains(strategyChoice.get())) {
            strategyChoice.set(RANKING_CHOICE);
        }
        TurnResult sel = session.getSelectedTurn();
        List<String> n = new ArrayList<>();
        if (sel != null) {
            sel.degraded().forEach(d -> n.add("Degraded: " + d.task() + " \u2014 " + d.reason()));
            sel.missingSignals().forEach((k, v) -> n.add("Signal unavailable: " + k + " \u2014 " + v));
            n.addAll(sel.notices());
        }
        if (!n.equals(notices)) {
            notices.setAll(n);
        }
    }
}
