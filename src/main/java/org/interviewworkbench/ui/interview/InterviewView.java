package org.interviewworkbench.ui.interview;

import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.interviewworkbench.engine.pipeline.Stage;
import org.interviewworkbench.ui.SessionViewModel;

/** Moderated interview panel: transcript with badges, editable suggested question, answer box, progress. */
public final class InterviewView {

    private final InterviewViewModel viewModel;
    private final BorderPane root = new BorderPane();
    private final ListView<TranscriptEntry> transcript = new ListView<>();
    private final TextArea question = new TextArea();
    private final TextArea answer = new TextArea();
    private java.util.function.BiConsumer<Integer, String> codeAsHandler;
    /** One menu for every exchange (the exchange it was opened on is {@link #menuEntry}): cells stay cheap. */
    private final javafx.scene.control.ContextMenu exchangeMenu = exchangeMenu();
    private TranscriptEntry menuEntry;
    private java.util.function.BiConsumer<Integer, String> correctHandler;
    private java.util.function.IntConsumer memoHandler;
    /** The exchange to bring to the top (the last: into view) once the transcript has laid out, or -1. */

    public InterviewView(InterviewViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    public Node node() {
        return root;
    }

    public ListView<TranscriptEntry> transcript() {
        return transcript;
    }

    public TextArea answerBox() {
        return answer;
    }

    private void createView() {
        root.getStyleClass().add("interview-panel");
        transcript.setId("transcript");
        // the plain labels arrive after the session (parsed off the FX thread): redraw the badges once they do
        viewModel.session().termsProperty().addListener((o, a, b) -> transcript.refresh());
        transcript.getStyleClass().add("transcript");
        transcript.setItems(viewModel.transcript());
        RowHeights heights = new RowHeights();
        transcript.setCellFactory(l -> new TranscriptCell(() -> viewModel.session().getTerms(), exchangeMenu,
                e -> menuEntry = e, heights));
        transcript.setPlaceholder(new Label("Open or start a session in the sidebar."));
        TranscriptScroll scroll = new TranscriptScroll(transcript);
        // a new exchange or a newly opened session: the latest exchange is in view (once the list laid out)
        viewModel.transcript().addListener((javafx.collections.ListChangeListener<TranscriptEntry>) scroll::changed);
        root.setCenter(transcript);

        ListView<String> notices = new ListView<>(viewModel.notices());
        notices.setId("notices");
        notices.getStyleClass().add("notices");
        notices.setPrefHeight(54);
        notices.visibleProperty().bind(Bindings.isNotEmpty(viewModel.notices()));
        notices.managedProperty().bind(notices.visibleProperty());

        Label qLabel = new Label("Question to ask now (edit it before you ask it)");
        qLabel.getStyleClass().add("section-title");
        question.setId("question-box");
        question.setWrapText(true);
        org.interviewworkbench.ui.Keyboard.tabMovesFocus(question);
        question.setPrefRowCount(2);
        question.textProperty().bindBidirectional(viewModel.questionTextProperty());
        question.disableProperty().bind(viewModel.inputDisabledProperty());
        Button reset = new Button("Reset");
        reset.setTooltip(new Tooltip("Restore the suggested question and the ranking's approach"));
        reset.setOnAction(e -> viewModel.resetQuestion());
        reset.disableProperty().bind(viewModel.inputDisabledProperty());
        ComboBox<String> strategy = new ComboBox<>(viewModel.strategyChoices());
        strategy.setId("strategy-override");
        strategy.valueProperty().bindBidirectional(viewModel.strategyChoiceProperty());
        strategy.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(String id) {
                return id == null || InterviewViewModel.RANKING_CHOICE.equals(id) ? id
                        : viewModel.session().getTerms().strategy(id);
            }

            @Override
            public String fromString(String text) {
                return text;
            }
        });
        strategy.setTooltip(new Tooltip("Use an alternative strategy from the ranking for this question: it is"
                + " regenerated at once (recorded with the turn)"));
        strategy.disableProperty().bind(viewModel.inputDisabledProperty());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label regenerating = new Label("regenerating\u2026");
        regenerating.setId("question-regenerating");
        regenerating.getStyleClass().add("muted");
        regenerating.visibleProperty().bind(viewModel.regeneratingProperty());
        regenerating.managedProperty().bind(regenerating.visibleProperty());
        Label approach = new Label("Approach");
        // sized by its labels' text, not by laying out its pop-up list after every turn
        org.interviewworkbench.ui.ChoiceWidth.track(strategy, approach, viewModel.session().termsProperty());
        HBox qBar = new HBox(8, qLabel, spacer, regenerating, approach, strategy, reset);
        qBar.setAlignment(Pos.CENTER_LEFT);

        answer.setId("answer-box");
        answer.setPromptText("Respondent's answer \u2014 Ctrl+Enter submits");
        answer.setWrapText(true);
        org.interviewworkbench.ui.Keyboard.tabMovesFocus(answer);
        answer.setPrefRowCount(3);
        answer.textProperty().bindBidirectional(viewModel.answerTextProperty());
        answer.disableProperty().bind(viewModel.inputDisabledProperty());
        // after a turn the keyboard is back in the answer box, so live transcription never types into nowhere
        viewModel.inputDisabledProperty().addListener((obs, was, disabled) -> {
            if (was && !disabled && answer.getScene() != null) {
                answer.requestFocus();
            }
        });
        // an undone turn's answer comes back to be corrected: the keyboard goes to its end
        viewModel.session().returnedAnswerProperty().addListener((obs, was, text) -> {
            if (text != null && !text.isEmpty() && answer.getScene() != null) {
                answer.requestFocus();
                answer.end();
            }
        });
        answer.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && e.isShortcutDown()) {
                viewModel.submit();
                e.consume();
            }
        });
        Button submit = new Button("Submit answer");
        submit.setId("submit-answer");
        submit.getStyleClass().add("accent");
        submit.setDefaultButton(false);
        submit.disableProperty().bind(viewModel.canSubmitProperty().not());
        submit.setOnAction(e -> viewModel.submit());
        Button cancel = new Button("Cancel turn");
        cancel.setId("cancel-turn");
        cancel.setOnAction(e -> viewModel.cancel());
        SessionViewModel s = viewModel.session();
        cancel.visibleProperty().bind(s.stateProperty().isEqualTo(SessionViewModel.State.RUNNING_TURN)
                .or(s.stateProperty().isEqualTo(SessionViewModel.State.CANCELLING)));
        cancel.managedProperty().bind(cancel.visibleProperty());
        ProgressBar progress = new ProgressBar();
        progress.setId("turn-progress");
        progress.progressProperty().bind(s.turnProgressProperty());
        progress.visibleProperty().bind(cancel.visibleProperty());
        progress.setPrefWidth(220);
        Label stage = new Label();
        stage.setId("turn-stage");
        stage.textProperty().bind(Bindings.createStringBinding(() -> {
            Stage st = s.currentStageProperty().get();
            return st == null ? "" : "Stage " + (st.ordinal() + 1) + "/12 \u00b7 " + st.displayName();
        }, s.currentStageProperty()));
        Label history = new Label();
        history.getStyleClass().add("muted");
        history.textProperty().bind(Bindings.createStringBinding(() -> s.getSelectedTurnNumber()
                        < s.latestTurnNumberProperty().get() ? "Viewing an earlier turn \u2014 go Live to answer." : "",
                s.selectedTurnNumberProperty(), s.latestTurnNumberProperty()));
        Region spacer2 = new Region();
        HBox.setHgrow(spacer2, Priority.ALWAYS);
        HBox actions = new HBox(8, progress, stage, history, spacer2, cancel, submit);
        actions.setAlignment(Pos.CENTER_LEFT);
        VBox bottom = new VBox(6, notices, qBar, question, answer, actions);
        bottom.getStyleClass().add("answer-area");
        root.setBottom(bottom);
    }

    /**
     * What "Code as..." on an answer of the transcript does: called with the answer's turn and text (wired by the
     * main window to the researcher-edit dialog).
     */
    public void setOnCodeAs(java.util.function.BiConsumer<Integer, String> handler) {
        this.codeAsHandler = handler;
    }

    /**
     * What "Correct typo..." (called with the answer's turn and text) and "Memo..." (with the turn) on an answer of
     * the transcript do: wired by the main window to the notes of the edit panel.
     */
    public void setOnNotes(java.util.function.BiConsumer<Integer, String> correct,
                           java.util.function.IntConsumer memo) {
        this.correctHandler = correct;
        this.memoHandler = memo;
    }

    private void noteOn(TranscriptEntry e, boolean memo) {
        if (e == null || e.answer() == null) {
            return;
        }
        if (memo && memoHandler != null) {
            memoHandler.accept(e.turn());
        } else if (!memo && correctHandler != null) {
            correctHandler.accept(e.turn(), e.answer());
        }
    }

    private javafx.scene.control.ContextMenu exchangeMenu() {
        javafx.scene.control.MenuItem code = new javafx.scene.control.MenuItem("Code as\u2026");
        code.setOnAction(a -> codeAs(menuEntry));
        javafx.scene.control.MenuItem correct = new javafx.scene.control.MenuItem("Correct typo\u2026");
        correct.setId("menu-correct-typo");
        correct.setOnAction(a -> noteOn(menuEntry, false));
        javafx.scene.control.MenuItem memo = new javafx.scene.control.MenuItem("Memo\u2026");
        memo.setId("menu-memo-turn");
        memo.setOnAction(a -> noteOn(menuEntry, true));
        return new javafx.scene.control.ContextMenu(code, correct, memo);
    }

    private void codeAs(TranscriptEntry e) {
        if (codeAsHandler != null && e != null && e.answer() != null) {
            codeAsHandler.accept(e.turn(), e.answer());
        }
    }

    /**
     * A transcript exchange with strategy and focus badges. The cell builds its nodes once and only changes their
     * text, visibility and style classes when it is reused for another exchange, so a new turn costs no new nodes
     * and no full CSS pass over the visible rows.
     */
    private static final class TranscriptCell extends ListCell<TranscriptEntry> {
        private final Label number = new Label();
        private final Label strategy = new Label();
        private final Label focus = new Label();
        private final Label override = new Label("override");
        private final Label edited = new Label("question edited");
        private final Label question = new WrappedTextLabel();
        private final Label answer = new WrappedTextLabel();
        private final VBox box;
        private String strategyClass;
        private final java.util.function.Supplier<org.interviewworkbench.ui.Terms> terms;
        /** Made on the first hover of the strategy badge: most exchanges are never hovered. */
        private final org.interviewworkbench.ui.LazyTooltip strategyTip;
        private final RowHeights heights;

        TranscriptCell(java.util.function.Supplier<org.interviewworkbench.ui.Terms> terms,
                       javafx.scene.control.ContextMenu menu,
                       java.util.function.Consumer<TranscriptEntry> menuOn, RowHeights heights) {
            this.terms = terms;
            this.heights = heights;
            setPrefWidth(0); // cells as wide as the list: no horizontal scrollbar under the transcript
            strategyTip = new org.interviewworkbench.ui.LazyTooltip(strategy);
            // the shared menu acts on the exchange it is opened on (mouse or keyboard)
            addEventFilter(javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, e -> menuOn.accept(getItem()));
            emptyProperty().addListener((o, was, empty) -> setContextMenu(empty ? null : menu));
            strategy.getStyleClass().add("badge");
            focus.getStyleClass().addAll("badge", "focus-badge");
            override.getStyleClass().addAll("badge", "override-badge");
            edited.getStyleClass().addAll("badge", "override-badge");
            for (Label l : new Label[] {focus, override, edited}) {
                l.managedProperty().bind(l.visibleProperty());
            }
            HBox badges = new HBox(6, number, strategy, focus, override, edited);
            badges.setAlignment(Pos.CENTER_LEFT);
            question.setWrapText(true);
            question.getStyleClass().add("question-text");
            answer.setWrapText(true);
            box = new VBox(4, badges, question, answer);
            box.setMaxWidth(Double.MAX_VALUE);
            listViewProperty().addListener((o, old, list) -> {
                box.prefWidthProperty().unbind();
                if (list != null) {
                    box.prefWidthProperty().bind(list.widthProperty().subtract(40));
                }
            });
        }

        @Override
        protected double computePrefHeight(double width) {
            return height(width, false, () -> super.computePrefHeight(width));
        }

        @Override
        protected double computeMinHeight(double width) {
            return height(width, true, () -> super.computeMinHeight(width));
        }

        /** The row's height as measured before for the same exchange, widths and font, else measured now. */
        private double height(double width, boolean min, java.util.function.DoubleSupplier measure) {
            TranscriptEntry e = getItem();
            if (isEmpty() || e == null || getListView() == null) {
                return measure.getAsDouble();
            }
            return heights.height(e, width, getListView().getWidth(), question.getFont(), min, measure);
        }

        @Override
        protected void updateItem(TranscriptEntry e, boolean empty) {
            super.updateItem(e, empty);
            setText(null);
            if (empty || e == null) {
                setGraphic(null);
                return;
            }
            number.setText("Q" + e.turn());
            org.interviewworkbench.ui.Terms t = terms.get();
            boolean opening = "opening".equals(e.strategy());
            strategy.setText(opening ? "Opening question" : t.strategy(e.strategy()));
            strategyTip.setText(opening ? "The first question of the interview" : t.strategyHelp(e.strategy()));
            String cls = "strategy-" + e.strategy();
            if (!cls.equals(strategyClass)) {
                if (strategyClass != null) {
                    strategy.getStyleClass().remove(strategyClass);
                }
                strategy.getStyleClass().add(cls);
                strategyClass = cls;
            }
            focus.setText("focus: " + e.focus());
            focus.setVisible(!e.focus().isBlank());
            override.setVisible(e.overridden());
            edited.setVisible(e.edited());
            question.setText(e.question());
            boolean pending = e.answer() == null;
            answer.setText(pending ? "awaiting answer \u2026" : e.answer());
            String answerClass = pending ? "muted" : "answer-text";
            if (!answer.getStyleClass().contains(answerClass)) {
                answer.getStyleClass().removeAll("muted", "answer-text");
                answer.getStyleClass().add(answerClass);
            }
            setGraphic(box);
        }
    }
}
