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
        session.lastTurnProperty().addListener((o, previous, latest) -> {
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
        canSubmit = Bindings.createBooleanBinding(() -> !inputDisabled.get() && answerText.get() != null
                && !answerText.get().isBlank(), inputDisabled, answerText);
        editedQuestions.addListener((javafx.collections.SetChangeListener<Integer>) c -> rebuildTranscript());
        rebuildTranscript();
        rebuildInput();
    }

    /** Turns whose question the moderator rewrote before asking it (from the edit log); marked in the transcript. */
    public javafx.collections.ObservableSet<Integer> editedQuestions() {
        return editedQuestions;
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

    /** Command: submit the answer (the edited question and the override are recorded with the turn). */
    public void submit() {
        if (!canSubmit.get()) {
            return;
        }
        String q = questionText.get();
        String asked = q == null || q.isBlank() || q.strip().equals(suggestedQuestion.get().strip()) ? null : q.strip();
        String choice = strategyChoice.get();
        String override = choice == null || RANKING_CHOICE.equals(choice) ? null : choice;
        session.submitAnswer(answerText.get().strip(), asked, override);
    }

    /** Command: cancel the running turn. */
    public void cancel() {
        session.cancelTurn();
    }

    /** Command: restore the suggested question. */
    public void resetQuestion() {
        questionText.set(suggestedQuestion.get());
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
        String pending = pendingQuestion(s, selected, turns);
        String old = suggestedQuestion.get();
        suggestedQuestion.set(pending == null ? "" : pending);
        if (questionText.get() == null || questionText.get().isBlank() || questionText.get().equals(old)
                || !suggestedQuestion.get().equals(old)) {
            questionText.set(suggestedQuestion.get());
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
