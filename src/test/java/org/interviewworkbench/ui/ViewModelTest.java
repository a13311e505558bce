package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.pipeline.Stage;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.ui.editor.EditorViewModel;
import org.interviewworkbench.ui.graph.ColourMode;
import org.interviewworkbench.ui.graph.GraphModel;
import org.interviewworkbench.ui.graph.GraphViewModel;
import org.interviewworkbench.ui.heatmap.HeatmapRow;
import org.interviewworkbench.ui.heatmap.HeatmapViewModel;
import org.interviewworkbench.ui.interview.InterviewViewModel;
import org.interviewworkbench.ui.interview.TranscriptEntry;
import org.interviewworkbench.ui.ranking.RankingViewModel;
import org.interviewworkbench.ui.sessions.SessionsViewModel;
import org.interviewworkbench.ui.timeline.TimelineViewModel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** ViewModels without a toolkit: synchronous executors and dispatcher, the fake bridge. */
class ViewModelTest {

    private FakeWorkbenchBridge bridge;
    private DirectServices.RecordingDialogs dialogs;
    private UiServices services;
    private SessionViewModel session;

    @BeforeEach
    void setUp() {
        bridge = FakeWorkbenchBridge.withSession(3);
        dialogs = new DirectServices.RecordingDialogs();
        services = DirectServices.of(bridge, dialogs);
        session = new SessionViewModel(services);
    }

    @Test
    void opening_a_session_loads_its_turns_and_selects_the_latest() {
        assertThat(session.getState()).isEqualTo(SessionViewModel.State.NO_SESSION);

        session.open(bridge.firstSessionId());

        assertThat(session.getState()).isEqualTo(SessionViewModel.State.READY);
        assertThat(session.turns()).hasSize(3);
        assertThat(session.getSelectedTurnNumber()).isEqualTo(3);
        assertThat(session.getSelectedTurn().turnNumber()).isEqualTo(3);
    }

    @Test
    void a_submitted_answer_runs_a_turn_reports_every_stage_and_follows_the_latest_turn() {
        session.open(bridge.firstSessionId());
        InterviewViewModel interview = new InterviewViewModel(session);
        HeatmapViewModel heatmap = new HeatmapViewModel(session);
        RankingViewModel ranking = new RankingViewModel(session);

        interview.answerTextProperty().set(FakeWorkbenchBridge.DEMO_ANSWERS.get(3));
        assertThat(interview.canSubmitProperty().get()).isTrue();
        interview.submit();

        assertThat(session.turns()).hasSize(4);
        assertThat(session.getSelectedTurnNumber()).isEqualTo(4);
        assertThat(session.finishedStages()).containsExactly(Stage.values());
        assertThat(session.getState()).isEqualTo(SessionViewModel.State.READY);
        assertThat(interview.transcript()).hasSize(5); // 4 answered + the pending question
        assertThat(interview.answerTextProperty().get()).isEmpty();
        assertThat(heatmap.rows()).hasSize(6);
        assertThat(ranking.strategies()).hasSize(5);
        assertThat(ranking.strategies().stream().filter(c -> c.selected()).count()).isEqualTo(1);
    }

    @Test
    void an_edited_question_and_the_strategy_chosen_for_it_are_submitted_with_the_turn() {
        session.open(bridge.firstSessionId());
        InterviewViewModel interview = new InterviewViewModel(session);
        String alternative = interview.strategyChoices().get(interview.strategyChoices().size() - 1);

        interview.strategyChoiceProperty().set(alternative);
        interview.questionTextProperty().set("What do you like about the froth?");
        interview.answerTextProperty().set("It is soft.");
        interview.submit();

        TurnResult turn = session.turns().get(3);
        assertThat(turn.question()).isEqualTo("What do you like about the froth?");
        assertThat(bridge.lastAskedStrategy).isEqualTo(alternative);
        assertThat(interview.strategyChoiceProperty().get()).isEqualTo(InterviewViewModel.RANKING_CHOICE);
    }

    @Test
    void choosing_another_strategy_regenerates_the_question_at_once_and_reset_restores_both() {
        session.open(bridge.firstSessionId());
        InterviewViewModel interview = new InterviewViewModel(session);
        String suggested = interview.questionTextProperty().get();
        String alternative = interview.strategyChoices().get(interview.strategyChoices().size() - 1);

        interview.strategyChoiceProperty().set(alternative);

        assertThat(bridge.previews).containsExactly(alternative);
        assertThat(interview.questionTextProperty().get()).isEqualTo("(" + alternative + ") " + suggested)
                .isEqualTo(interview.suggestedQuestionProperty().get());
        assertThat(interview.regeneratingProperty().get()).isFalse();

        interview.resetQuestion();

        assertThat(interview.strategyChoiceProperty().get()).isEqualTo(InterviewViewModel.RANKING_CHOICE);
        assertThat(interview.questionTextProperty().get()).isEqualTo(suggested)
                .isEqualTo(interview.suggestedQuestionProperty().get());
        interview.answerTextProperty().set("It is soft.");
        interview.submit();
        assertThat(bridge.lastAskedStrategy).isNull();
        assertThat(session.turns().get(3).question()).isEqualTo(suggested);
    }

    @Test
    void the_question_box_fills_as_the_question_streams_in_and_then_holds_the_new_suggestion() {
        session.open(bridge.firstSessionId());
        var interview = new org.interviewworkbench.ui.interview.InterviewViewModel(session);
        bridge.setQuestionTokens(List.of("What does ", "Margaret ", "Thornton ", "like about it?"));
        List<String> shown = new java.util.ArrayList<>();
        interview.questionTextProperty().addListener((o, a, text) -> shown.add(text));

        session.submitAnswer("My sister Margaret Thornton likes it.", null, null);

        assertThat(shown).containsSubsequence("What does ", "What does Margaret ", "What does Margaret Thornton ",
                "What does Margaret Thornton like about it?");
        assertThat(interview.questionTextProperty().get())
                .isEqualTo(interview.suggestedQuestionProperty().get())
                .isEqualTo(session.turns().get(session.turns().size() - 1).nextQuestion());
        assertThat(session.streamingQuestionProperty().get()).isEmpty();
    }

    @Test
    void settings_lists_the_local_model_servers_found_and_says_how_to_use_one() {
        bridge.setLocalModels(List.of(new WorkbenchBridge.LocalModelServer("ollama", "http://localhost:11434",
                List.of("llama3.2:3b", "qwen2.5:7b"))));
        var settings = new org.interviewworkbench.ui.settings.SettingsViewModel(services);

        settings.findLocalModels();

        assertThat(settings.localModels())
                .containsExactly("ollama at http://localhost:11434: llama3.2:3b, qwen2.5:7b");
        assertThat(settings.messageProperty().get()).contains("Found 1 local server").contains("ollama:llama3.2:3b");
        assertThat(settings.searchingProperty().get()).isFalse();
    }

    @Test
    void cancelling_a_running_turn_stores_nothing() {
        session.open(bridge.firstSessionId());
        session.currentStageProperty().addListener((o, a, stage) -> {
            if (stage == Stage.EXTRACTION) {
                session.cancelTurn();
            }
        });

        session.submitAnswer("Something", null, null);

        assertThat(session.getState()).isEqualTo(SessionViewModel.State.READY);
        assertThat(session.turns()).hasSize(3);
        assertThat(bridge.turnResults(bridge.firstSessionId())).hasSize(3);
        assertThat(session.statusMessageProperty().get()).contains("cancelled");
    }

    @Test
    void scrubbing_shows_every_panel_as_it_was_at_that_turn() {
        session.open(bridge.firstSessionId());
        GraphViewModel graph = new GraphViewModel(session, GraphViewModel.Kind.SURFACE);
        GraphViewModel canonical = new GraphViewModel(session, GraphViewModel.Kind.CANONICAL);
        HeatmapViewModel heatmap = new HeatmapViewModel(session);
        RankingViewModel ranking = new RankingViewModel(session);
        InterviewViewModel interview = new InterviewViewModel(session);
        TimelineViewModel timeline = new TimelineViewModel(session);
        assertThat(graph.getModel().nodes()).hasSize(5);

        timeline.select(1);

        assertThat(session.followLatestProperty().get()).isFalse();
        assertThat(graph.getModel().nodes()).extracting(GraphModel.Node::id).containsExactly("creamy", "froths");
        assertThat(graph.getModel().nodes()).allMatch(GraphModel.Node::added);
        assertThat(graph.getModel().edges()).extracting(GraphModel.Edge::label).containsExactly("leads_to");
        assertThat(canonical.getModel().nodes()).hasSize(2).allMatch(GraphModel.Node::muted);
        assertThat(heatmap.rows()).hasSize(2);
        assertThat(ranking.summaryProperty().get()).startsWith("Turn 1");
        assertThat(interview.transcript()).hasSize(1);
        assertThat(interview.inputDisabledProperty().get()).isTrue();
        assertThat(timeline.positionProperty().get()).contains("History").contains("turn 1 of 3");

        session.selectLatestTurn();
        assertThat(heatmap.rows()).hasSize(5);
        assertThat(interview.inputDisabledProperty().get()).isFalse();
    }

    @Test
    void a_hidden_panel_skips_the_turns_rebuild_and_is_current_as_soon_as_it_is_shown() {
        session.open(bridge.firstSessionId());
        HeatmapViewModel heatmap = new HeatmapViewModel(session);
        RankingViewModel ranking = new RankingViewModel(session);
        InterviewViewModel interview = new InterviewViewModel(session);
        heatmap.showingProperty().set(false);
        ranking.showingProperty().set(false);
        interview.showingProperty().set(false);
        List<HeatmapRow> before = List.copyOf(heatmap.rows());

        interview.answerTextProperty().set(FakeWorkbenchBridge.DEMO_ANSWERS.get(3));
        interview.submit();

        // hidden: nothing rebuilt on the FX thread for these panels ...
        assertThat(heatmap.rows()).containsExactlyElementsOf(before);
        assertThat(ranking.summaryProperty().get()).startsWith("Turn 3");
        assertThat(interview.transcript()).hasSize(4);
        // ... but the next question is always current, because the next answer is submitted with it
        assertThat(interview.questionTextProperty().get()).isEqualTo(session.turns().get(3).nextQuestion());

        heatmap.showingProperty().set(true);
        ranking.showingProperty().set(true);
        interview.showingProperty().set(true);

        assertThat(heatmap.rows()).hasSize(6);
        assertThat(ranking.summaryProperty().get()).startsWith("Turn 4");
        assertThat(interview.transcript()).hasSize(5);
        assertThat(interview.transcript().get(3).answer()).isEqualTo(FakeWorkbenchBridge.DEMO_ANSWERS.get(3));
    }

    @Test
    void a_new_turn_changes_only_the_tail_of_the_transcript() {
        session.open(bridge.firstSessionId());
        InterviewViewModel interview = new InterviewViewModel(session);
        List<TranscriptEntry> before = List.copyOf(interview.transcript());
        List<Integer> firstChangedIndex = new java.util.ArrayList<>();
        interview.transcript().addListener((javafx.collections.ListChangeListener<TranscriptEntry>) c -> {
            while (c.next()) {
                firstChangedIndex.add(c.getFrom());
            }
        });

        interview.answerTextProperty().set(FakeWorkbenchBridge.DEMO_ANSWERS.get(3));
        interview.submit();

        // the three answered exchanges are the same objects; only the pending one was replaced and one appended
        for (int i = 0; i < 3; i++) {
            assertThat(interview.transcript().get(i)).isSameAs(before.get(i));
        }
        assertThat(firstChangedIndex).isNotEmpty().allMatch(i -> i >= 3);
        assertThat(interview.transcript().get(4).answer()).isNull();
    }

    @Test
    void the_graph_colours_by_exhaustion_by_default_and_marks_the_focus() {
        session.open(bridge.firstSessionId());
        GraphViewModel graph = new GraphViewModel(session, GraphViewModel.Kind.SURFACE);

        TurnResult t = session.getSelectedTurn();
        assertThat(graph.colourModeProperty().get()).isEqualTo(ColourMode.EXHAUSTION);
        assertThat(graph.getModel().nodes()).allMatch(n -> !Double.isNaN(n.heat()));
        assertThat(graph.getModel().nodes()).filteredOn(GraphModel.Node::focus).extracting(GraphModel.Node::id)
                .containsExactly(t.focusNodeId());

        graph.colourModeProperty().set(ColourMode.TYPE);
        assertThat(graph.getModel().nodes()).allMatch(n -> Double.isNaN(n.heat()));

        graph.select("froths");
        assertThat(session.selectedNodeIdProperty().get()).isEqualTo("froths");
        assertThat(graph.detailsProperty().get().quotes()).isNotEmpty();
        assertThat(graph.detailsProperty().get().utterances()).singleElement().asString().startsWith("Turn 1:");
    }

    @Test
    void revert_asks_before_it_discards_edits_and_enter_keeps_the_indentation() {
        session.open(bridge.firstSessionId());
        EditorViewModel editor = new EditorViewModel(services, session);
        editor.initialise();
        String active = bridge.activeMethodologySource(FakeWorkbenchBridge.METHODOLOGY);
        String edited = active.replace("      llm.specificity.low: 0.8", "      llm.specificity.low: 0.9");
        editor.textProperty().set(edited);

        dialogs.answer = false;
        editor.revert();
        assertThat(editor.textProperty().get()).as("the researcher said no").isEqualTo(edited);
        dialogs.answer = true;
        editor.revert();
        assertThat(editor.textProperty().get()).isEqualTo(active);

        assertThat(org.interviewworkbench.ui.editor.EditorView.indentAfter("    signal_weights:")).isEqualTo("      ");
        assertThat(org.interviewworkbench.ui.editor.EditorView.indentAfter("      llm.x: 0.8")).isEqualTo("      ");
        assertThat(org.interviewworkbench.ui.editor.EditorView.indentAfter("  - name: deepen")).isEqualTo("    ");
    }

    @Test
    void broken_yaml_is_marked_at_line_and_column_and_never_replaces_the_active_methodology() {
        session.open(bridge.firstSessionId());
        EditorViewModel editor = new EditorViewModel(services, session);
        editor.initialise();
        String active = bridge.activeMethodologySource(FakeWorkbenchBridge.METHODOLOGY);
        assertThat(editor.textProperty().get()).isEqualTo(active);
        assertThat(editor.getState()).isEqualTo(EditorViewModel.State.CLEAN);

        String broken = active.replace("      llm.specificity.low: 0.8", "      llm.specificity.low: [0.8");
        editor.textProperty().set(broken);

        assertThat(editor.getState()).isEqualTo(EditorViewModel.State.INVALID);
        assertThat(editor.problems()).isNotEmpty();
        WorkbenchBridge.Problem p = editor.problems().get(0);
        assertThat(p.line()).isGreaterThan(1);
        assertThat(editor.marks()).hasSize(1);
        assertThat(editor.marks().get(0).start()).isEqualTo(EditorViewModel.offsetOf(broken, p.line(), p.column()));

        editor.save();
        assertThat(editor.messageProperty().get()).contains("Not saved");
        assertThat(bridge.activeMethodologySource(FakeWorkbenchBridge.METHODOLOGY)).isEqualTo(active);
        assertThat(editor.activeSourceProperty().get()).isEqualTo(active);

        String fixed = active.replace("      llm.specificity.low: 0.8", "      llm.specificity.low: 0.9");
        editor.textProperty().set(fixed);
        assertThat(editor.getState()).isEqualTo(EditorViewModel.State.VALID);
        editor.save();
        assertThat(editor.getState()).isEqualTo(EditorViewModel.State.CLEAN);
        assertThat(bridge.activeMethodologySource(FakeWorkbenchBridge.METHODOLOGY)).isEqualTo(fixed);
    }

    @Test
    void rerank_shows_how_edited_weights_change_the_ranking_side_by_side() {
        session.open(bridge.firstSessionId());
        EditorViewModel editor = new EditorViewModel(services, session);
        editor.initialise();
        String boosted = editor.textProperty().get().replace("      reflect: 0.7\n", "      reflect: 9.0\n");
        editor.textProperty().set(boosted.replace("      graph.max_depth: 0.7", "      graph.max_depth: 5.0"));

        editor.rerank();

        assertThat(editor.whatIf()).hasSize(5);
        assertThat(editor.whatIf()).filteredOn(r -> r.strategy().equals("reflect"))
                .singleElement().satisfies(r -> assertThat(r.editedRank()).isEqualTo(1));
        assertThat(editor.whatIfSummaryProperty().get()).contains("\u2192 reflect");
    }

    @Test
    void an_external_broken_edit_is_reported_and_a_valid_one_reloads_the_editor() {
        EditorViewModel editor = new EditorViewModel(services, session);
        editor.initialise();
        String active = editor.textProperty().get();

        bridge.externalEdit(FakeWorkbenchBridge.METHODOLOGY, "strategies: [");
        assertThat(editor.messageProperty().get()).contains("broken").contains("kept");
        assertThat(editor.textProperty().get()).isEqualTo(active);

        String changed = active.replace("explore: 1.5", "explore: 1.4");
        bridge.externalEdit(FakeWorkbenchBridge.METHODOLOGY, changed);
        assertThat(editor.textProperty().get()).isEqualTo(changed);
        assertThat(editor.messageProperty().get()).contains("Reloaded");
    }

    @Test
    void deleting_asks_first_and_closes_the_open_session() {
        SessionsViewModel sessions = new SessionsViewModel(services, session);
        sessions.refresh();
        assertThat(sessions.sessions()).hasSize(1);
        sessions.open(sessions.sessions().get(0));

        dialogs.answer = false;
        sessions.delete(sessions.sessions().get(0));
        assertThat(sessions.sessions()).hasSize(1);

        dialogs.answer = true;
        sessions.delete(sessions.sessions().get(0));
        assertThat(sessions.sessions()).isEmpty();
        assertThat(session.getState()).isEqualTo(SessionViewModel.State.NO_SESSION);
    }

    @Test
    void a_new_session_offers_only_the_concepts_of_the_chosen_methodology() {
        bridge.addMethodology("concept_testing", bridge.activeMethodologySource("means_end_chain"));
        bridge.setConceptMethodologies(java.util.Map.of("oat_milk", "means_end_chain", "headphones",
                "concept_testing"));
        SessionsViewModel sessions = new SessionsViewModel(services, session);
        sessions.refresh();

        assertThat(sessions.conceptsFor("means_end_chain")).containsExactly("oat_milk");
        assertThat(sessions.conceptsFor("concept_testing")).containsExactly("headphones");
        assertThat(sessions.preferredMethodology()).isEqualTo("concept_testing");
    }

    @Test
    void an_export_proposes_a_file_name_of_its_own_session() {
        SessionsViewModel sessions = new SessionsViewModel(services, session);
        sessions.refresh();
        var summary = sessions.sessions().get(0);
        String name = SessionsViewModel.suggestedFileName(summary, org.interviewworkbench.export.ExportFormat.MD);
        assertThat(name).startsWith(summary.conceptId() + "-").endsWith("-transcript.md")
                .contains(summary.createdAt().toString().substring(0, 10));
        assertThat(SessionsViewModel.suggestedFileName(null, org.interviewworkbench.export.ExportFormat.MD))
                .isEqualTo("transcript.md");
    }

    @Test
    void a_new_session_starts_with_its_opening_question() {
        SessionsViewModel sessions = new SessionsViewModel(services, session);
        InterviewViewModel interview = new InterviewViewModel(session);

        sessions.create(new SessionsViewModel.NewSession("means_end_chain", "oat_milk", "offline", 10));

        assertThat(session.getState()).isEqualTo(SessionViewModel.State.READY);
        assertThat(interview.transcript()).singleElement().satisfies(e -> {
            assertThat(e.strategy()).isEqualTo("opening");
            assertThat(e.answer()).isNull();
        });
        assertThat(interview.questionTextProperty().get()).contains("milk");
        assertThat(sessions.sessions()).hasSize(2);
    }

    @Test
    void errors_become_friendly_dialogs() {
        session.open("no-such-session");
        assertThat(session.getState()).isEqualTo(SessionViewModel.State.NO_SESSION);
        assertThat(dialogs.errors).singleElement().asString().contains("no session with id");
    }

    @Test
    void offsets_of_line_and_column_are_clamped_to_the_line() {
        String text = "a: 1\nbb: [2\n";
        assertThat(EditorViewModel.offsetOf(text, 2, 5)).isEqualTo(9);
        assertThat(EditorViewModel.offsetOf(text, 2, 99)).isEqualTo(11);
        assertThat(EditorViewModel.marksOf(text, List.of(new WorkbenchBridge.Problem(2, 5, "x", null))))
                .singleElement().satisfies(m -> assertThat(text.substring(m.start(), m.end())).isEqualTo("[2"));
    }
}
