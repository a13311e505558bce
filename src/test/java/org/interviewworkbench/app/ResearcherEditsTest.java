package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.export.ExportFormat;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.interviewworkbench.ui.DirectServices;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.EditsBridge.HistoryEntry;
import org.interviewworkbench.ui.edit.ConceptRow;
import org.interviewworkbench.ui.edit.GraphEditViewModel;
import org.interviewworkbench.ui.edit.HistoryViewModel;
import org.interviewworkbench.ui.edit.UndoManager;
import org.interviewworkbench.ui.interview.InterviewViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The researcher's edits through the edit ViewModels (no toolkit) against the real desktop bridge on an H2 file
 * database: edit, undo and redo with the suggestion recomputed, everything on record, kept across a restart.
 */
class ResearcherEditsTest {

    private static final OfflineComponents OFFLINE = new OfflineComponents();

    static final String[] ANSWERS = {
        "I like the creamy texture because it froths well in my coffee, so I feel like I am treating myself.",
        "Frothing well means my morning latte feels like a cafe drink, and that makes me feel relaxed.",
        "Feeling relaxed in the morning matters because I want peace of mind before a busy day.",
        "The recyclable carton is nice too because I want to live sustainably and feel less guilty.",
    };

    static DesktopBridge bridge(Path home, String url) {
        StudyFileLocator locator = StudyFileLocator.forWorkingDirectory();
        StudyFiles files = new StudyFiles(locator, org.interviewworkbench.engine.signal.SignalCatalog.standard());
        DatabaseLocator databases = new DatabaseLocator(home);
        LlmSettingsLoader llm = new LlmSettingsLoader(home, Map.of());
        DefaultCliServices services = new DefaultCliServices(files, databases, OFFLINE, llm, Clock.SYSTEM);
        return new DesktopBridge(files, locator, services, OFFLINE, new JdbcSessionStore(url, Clock.SYSTEM),
                databases.dataDirectory(), llm);
    }

    private record Ui(SessionViewModel session, InterviewViewModel interview, UndoManager undo,
                      GraphEditViewModel edits, HistoryViewModel history, DirectServices.RecordingDialogs dialogs) {
        static Ui of(DesktopBridge bridge) {
            DirectServices.RecordingDialogs dialogs = new DirectServices.RecordingDialogs();
            UiServices services = DirectServices.of(bridge, dialogs);
            SessionViewModel session = new SessionViewModel(services);
            InterviewViewModel interview = new InterviewViewModel(session);
            UndoManager undo = new UndoManager(services, session);
            GraphEditViewModel edits = new GraphEditViewModel(services, session, undo);
            HistoryViewModel history = new HistoryViewModel(services, session, undo, interview::markEditedQuestions);
            return new Ui(session, interview, undo, edits, history, dialogs);
        }

        ConceptRow row(String id) {
            return edits.concepts().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
        }
    }

    @Test
    void edits_undo_and_redo_recompute_the_suggestion_stay_on_record_and_survive_a_restart(@TempDir Path tmp)
            throws Exception {
        String url = "jdbc:h2:" + tmp.resolve("workbench").toAbsolutePath();
        String id;
        String deletedFocus;
        String pendingAfterEdits;
        try (DesktopBridge bridge = bridge(tmp.resolve("home"), url)) {
            Ui ui = Ui.of(bridge);
            ui.session().show(bridge.startSession("means_end_chain", "oat_milk_mec", "offline", 20));
            id = ui.session().sessionId();
            for (String a : ANSWERS) {
                ui.session().submitAnswer(a, null, null);
            }
            assertThat(ui.session().turns()).hasSize(4);
            SessionSnapshot before = ui.session().getSession();
            deletedFocus = before.state().pendingFocusNodeId();
            String question = ui.interview().suggestedQuestionProperty().get();
            assertThat(deletedFocus).isNotNull();
            List<SurfaceNode> others = before.graph().nodes().stream().filter(n -> !n.id().equals(deletedFocus))
                    .toList();
            SurfaceNode renamed = others.get(0);
            SurfaceNode retyped = others.stream().filter(n -> n.nodeType().equals(renamed.nodeType()))
                    .filter(n -> n != renamed).findFirst().orElse(others.get(1));

            // rename, then undo and redo it
            ui.edits().rename(ui.row(renamed.id()), "morning ritual");
            assertThat(ui.row(renamed.id()).label()).isEqualTo("morning ritual");
            assertThat(ui.undo().undoTextProperty().get()).isEqualTo("Undo rename '" + renamed.label() + "'");
            ui.undo().undo();
            assertThat(ui.row(renamed.id()).label()).isEqualTo(renamed.label());
            assertThat(ui.undo().redoTextProperty().get()).isEqualTo("Redo rename '" + renamed.label() + "'");
            ui.undo().redo();
            assertThat(ui.row(renamed.id()).label()).isEqualTo("morning ritual");

            // delete the pending focus: the suggestion moves to another concept at once
            ui.edits().delete(List.of(ui.row(deletedFocus)));
            SessionSnapshot afterDelete = ui.session().getSession();
            assertThat(afterDelete.graph().node(deletedFocus)).isEmpty();
            assertThat(afterDelete.state().pendingFocusNodeId()).isNotNull().isNotEqualTo(deletedFocus);
            assertThat(ui.interview().suggestedQuestionProperty().get()).isNotEqualTo(question);
            ui.undo().undo();
            assertThat(ui.session().getSession().state().pendingFocusNodeId()).isEqualTo(deletedFocus);
            assertThat(ui.interview().suggestedQuestionProperty().get()).isEqualTo(question);
            ui.undo().redo();
            assertThat(ui.session().getSession().state().pendingFocusNodeId()).isNotEqualTo(deletedFocus);

            // only the methodology's types; a relationship it does not permit comes with the reason
            assertThat(ui.edits().nodeTypes()).containsExactly("attribute", "functional_consequence",
                    "psychosocial_consequence", "instrumental_value", "terminal_value");
            assertThat(ui.edits().whyNot("leads_to", "attribute", "functional_consequence")).isNull();
            assertThat(ui.edits().whyNot("leads_to", "terminal_value", "attribute"))
                    .startsWith("Leads to is not permitted from Life goal (value) to Product attribute (permitted: ")
                    .contains("Product attribute \u2192 Practical benefit");

            // change a type (refused with the reason when an edge would no longer be permitted)
            String type = ui.edits().nodeTypes().stream().filter(t -> !t.equals(retyped.nodeType())).findFirst()
                    .orElseThrow();
            ui.edits().retype(ui.row(retyped.id()), type);
            pendingAfterEdits = ui.session().getSession().state().pendingQuestion();

            List<HistoryEntry> log = bridge.history(id);
            assertThat(log).extracting(HistoryEntry::op).startsWith("rename", "undo", "redo", "delete_node", "undo",
                    "redo");
            assertThat(log.get(0).before()).isEqualTo(renamed.label());
            assertThat(log.get(0).after()).isEqualTo("morning ritual");
            assertThat(log.get(1).what()).isEqualTo("Undo rename '" + renamed.label() + "'");
            assertThat(log).allSatisfy(e -> assertThat(e.afterTurn()).isEqualTo(4));
            assertThat(ui.history().entries()).hasSize(log.size());
            assertThat(ui.history().entries().get(0).seq()).isEqualTo(log.size()); // newest first

            // the next answer: the question asked is the recomputed one; a turn clears the undo stack
            ui.session().submitAnswer("Oat milk also tastes good in cereal, which I eat every day.", null, null);
            assertThat(ui.session().turns()).hasSize(5);
            assertThat(ui.session().turns().get(4).question()).isEqualTo(pendingAfterEdits);
            assertThat(ui.undo().canUndoProperty().get()).isFalse();
        }

        try (DesktopBridge restarted = bridge(tmp.resolve("home"), url)) {
            Ui ui = Ui.of(restarted);
            ui.session().open(id);
            SessionSnapshot s = ui.session().getSession();
            assertThat(s.graph().node(deletedFocus)).isEmpty();
            assertThat(ui.edits().concepts()).extracting(ConceptRow::label).contains("morning ritual");
            assertThat(restarted.history(id)).hasSizeGreaterThanOrEqualTo(6);
            ui.session().submitAnswer("I also like that it keeps fresh for a week, so I waste less.", null, null);
            List<TurnResult> turns = ui.session().turns();
            assertThat(turns).hasSize(6);
            assertThat(turns.subList(4, 6)).as("turns after the deletion").extracting(TurnResult::focusNodeId)
                    .doesNotContain(deletedFocus);
            assertThat(ui.session().getSession().state().pendingFocusNodeId()).isNotEqualTo(deletedFocus);

            Path md = tmp.resolve("t.md");
            restarted.export(id, ExportFormat.MD, md);
            assertThat(java.nio.file.Files.readString(md)).contains("## Researcher edits", "\"op\":\"undo\"");
        }
    }

    @Test
    void the_moderators_question_and_strategy_are_on_record_and_the_transcript_marks_the_edited_question(
            @TempDir Path tmp) throws Exception {
        try (DesktopBridge bridge = bridge(tmp.resolve("home"), "jdbc:h2:mem:ov-" + System.nanoTime()
                + ";DB_CLOSE_DELAY=-1")) {
            Ui ui = Ui.of(bridge);
            ui.session().show(bridge.startSession("means_end_chain", "oat_milk_mec", "offline", 20));
            ui.session().submitAnswer(ANSWERS[0], null, null);
            // another approach for the question on screen: it is regenerated at once
            String suggested = ui.interview().suggestedQuestionProperty().get();
            String ranking = ui.session().getSession().state().pendingStrategy();
            String other = ui.interview().strategyChoices().stream()
                    .filter(c -> !c.equals(InterviewViewModel.RANKING_CHOICE) && !c.equals(ranking))
                    .reduce((a, b) -> b).orElseThrow();
            ui.interview().strategyChoiceProperty().set(other);
            String regenerated = ui.interview().questionTextProperty().get();
            assertThat(regenerated).isNotBlank().isNotEqualTo(suggested);
            assertThat(bridge.loadSession(ui.session().sessionId()).state().pendingQuestion())
                    .as("nothing is stored before the answer").isEqualTo(suggested);
            ui.interview().answerTextProperty().set(ANSWERS[1]);
            ui.interview().submit();

            assertThat(ui.dialogs().errors).isEmpty();
            assertThat(ui.session().turns().get(1).question()).isEqualTo(regenerated);
            SessionSnapshot s = ui.session().getSession();
            assertThat(s.state().strategyHistory().get(0)).isEqualTo(other);
            assertThat(s.state().focusHistory().get(0).strategy()).isEqualTo(other);

            // then a question rewritten by hand
            String suggested2 = ui.interview().suggestedQuestionProperty().get();
            ui.interview().questionTextProperty().set("What do you put the oat milk in, mostly?");
            ui.interview().answerTextProperty().set(ANSWERS[2]);
            ui.interview().submit();

            List<HistoryEntry> log = bridge.history(ui.session().sessionId());
            assertThat(log).extracting(HistoryEntry::op).containsExactly("override_strategy", "override_question");
            assertThat(log.get(0).before()).isEqualTo(ranking);
            assertThat(log.get(0).after()).isEqualTo(other);
            assertThat(log.get(0).afterTurn()).isEqualTo(1);
            assertThat(log.get(1).before()).isEqualTo(suggested2);
            assertThat(log.get(1).after()).isEqualTo("What do you put the oat milk in, mostly?");
            assertThat(log.get(1).afterTurn()).isEqualTo(2);

            // the transcript badge comes from the log
            assertThat(ui.interview().transcript()).extracting(e -> e.edited())
                    .containsExactly(false, false, true, false);
            Path md = tmp.resolve("transcript.md");
            bridge.export(ui.session().sessionId(), ExportFormat.MD, md);
            String text = java.nio.file.Files.readString(md);
            assertThat(text).contains("What do you put the oat milk in, mostly? _(question edited by the moderator;"
                    + " suggested: \"" + suggested2 + "\")_");
            assertThat(text).contains(regenerated + " _(approach chosen by the moderator: " + other + " instead of "
                    + ranking + ")_");
            assertThat(text.split("question edited by the moderator", -1)).hasSize(2);
        }
    }

    @Test
    void the_last_turn_is_undone_with_the_edits_after_it_its_answer_returns_and_it_stays_on_record(
            @TempDir Path tmp) throws Exception {
        String url = "jdbc:h2:" + tmp.resolve("undo-turn").toAbsolutePath();
        String id;
        SessionSnapshot beforeTwo;
        try (DesktopBridge bridge = bridge(tmp.resolve("home"), url)) {
            Ui ui = Ui.of(bridge);
            ui.session().show(bridge.startSession("means_end_chain", "oat_milk_mec", "offline", 20));
            id = ui.session().sessionId();
            assertThat(ui.undo().canUndoTurnProperty().get()).isFalse();
            ui.session().submitAnswer(ANSWERS[0], null, null);
            SessionSnapshot afterOne = ui.session().getSession();
            beforeTwo = afterOne;
            ui.session().submitAnswer(ANSWERS[1], null, null);
            assertThat(ui.undo().undoTurnTextProperty().get()).isEqualTo("Undo turn 2");
            SessionSnapshot afterTwo = ui.session().getSession();
            List<String> newInTwo = afterTwo.graph().nodes().stream().map(SurfaceNode::id)
                    .filter(n -> afterOne.graph().node(n).isEmpty()).toList();
            assertThat(newInTwo).as("turn 2 added concepts").isNotEmpty();
            // an edit after the turn: it rolls back with the turn
            SurfaceNode old = afterOne.graph().nodes().iterator().next();
            ui.edits().rename(ui.row(old.id()), "renamed after turn two");

            ui.undo().undoLastTurn();

            assertThat(ui.dialogs().errors).isEmpty();
            assertThat(ui.session().turns()).hasSize(1);
            SessionSnapshot now = ui.session().getSession();
            assertThat(now.state().turnCount()).isEqualTo(1);
            assertThat(now.state().pendingQuestion()).isEqualTo(afterOne.state().pendingQuestion());
            assertThat(now.state().tracker()).isEqualTo(afterOne.state().tracker());
            assertThat(now.graph().nodes()).extracting(SurfaceNode::id)
                    .containsExactlyElementsOf(afterOne.graph().nodes().stream().map(SurfaceNode::id).toList());
            assertThat(now.graph().node(old.id()).orElseThrow().label()).isEqualTo(old.label());
            assertThat(ui.interview().answerTextProperty().get()).isEqualTo(ANSWERS[1]);
            assertThat(ui.undo().canUndoTurnProperty().get()).isFalse();
            assertThat(ui.undo().canUndoProperty().get()).as("the rename went with the turn").isFalse();
            List<HistoryEntry> log = bridge.history(id);
            assertThat(log).extracting(HistoryEntry::op).containsExactly("rename", "undo_turn");
            assertThat(log.get(1).what()).isEqualTo("Undo turn 2");
            assertThat(log.get(1).before()).isEqualTo(ANSWERS[1]);

            // the corrected answer is submitted again as turn 2
            ui.interview().answerTextProperty().set(ANSWERS[1].replace("relaxed", "calm"));
            ui.interview().submit();
            assertThat(ui.session().turns()).hasSize(2);
            assertThat(ui.session().turns().get(1).answer()).contains("calm");
            assertThat(ui.session().turns().get(1).question()).isEqualTo(afterOne.state().pendingQuestion());
        }
        try (DesktopBridge restarted = bridge(tmp.resolve("home"), url)) {
            assertThat(restarted.turnResults(id)).hasSize(2);
            assertThat(restarted.loadSession(id).utterances()).filteredOn(u -> u.turnNumber() == 2)
                    .extracting(org.interviewworkbench.engine.model.Utterance::text).anyMatch(t -> t.contains("calm"))
                    .noneMatch(t -> t.equals(ANSWERS[1]));
            assertThat(restarted.history(id)).extracting(HistoryEntry::op).containsExactly("rename", "undo_turn");
            Path json = tmp.resolve("s.json");
            restarted.export(id, ExportFormat.JSON, json);
            var edits = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.toFile()).path("edits");
            assertThat(edits).hasSize(2);
            assertThat(edits.get(1).path("op").asText()).isEqualTo("undo_turn");
            assertThat(edits.get(1).path("turn").asInt()).isEqualTo(2);
            assertThat(edits.get(1).path("after_turn").asInt()).isEqualTo(2);

            // after the restart the last turn can still be undone, with an edit made since
            Ui ui = Ui.of(restarted);
            ui.session().open(id);
            assertThat(ui.undo().undoTurnTextProperty().get()).isEqualTo("Undo turn 2");
            SurfaceNode old = beforeTwo.graph().nodes().iterator().next();
            ui.edits().rename(ui.row(old.id()), "renamed after the restart");
            ui.undo().undoLastTurn();

            assertThat(ui.dialogs().errors).isEmpty();
            assertThat(ui.session().turns()).hasSize(1);
            SessionSnapshot now = ui.session().getSession();
            assertThat(now.state().turnCount()).isEqualTo(1);
            assertThat(now.state().pendingQuestion()).isEqualTo(beforeTwo.state().pendingQuestion());
            assertThat(now.state().tracker()).isEqualTo(beforeTwo.state().tracker());
            assertThat(now.graph().nodes()).extracting(SurfaceNode::id)
                    .containsExactlyElementsOf(beforeTwo.graph().nodes().stream().map(SurfaceNode::id).toList());
            assertThat(now.graph().node(old.id()).orElseThrow().label()).isEqualTo(old.label());
            assertThat(ui.interview().answerTextProperty().get()).contains("calm");
            assertThat(restarted.history(id)).extracting(HistoryEntry::op)
                    .containsExactly("rename", "undo_turn", "rename", "undo_turn");
        }
        try (DesktopBridge again = bridge(tmp.resolve("home"), url)) {
            assertThat(again.turnResults(id)).hasSize(1);
            assertThat(again.loadSession(id).utterances()).noneMatch(u -> u.turnNumber() == 2);
        }
    }

    @Test
    void the_respondent_reviews_the_ladders_and_each_verdict_is_on_record_and_exported(@TempDir Path tmp)
            throws Exception {
        try (DesktopBridge bridge = bridge(tmp.resolve("home"), "jdbc:h2:mem:mc-" + System.nanoTime()
                + ";DB_CLOSE_DELAY=-1")) {
            DirectServices.RecordingDialogs dialogs = new DirectServices.RecordingDialogs();
            UiServices services = DirectServices.of(bridge, dialogs);
            SessionViewModel session = new SessionViewModel(services);
            int[] recorded = {0};
            org.interviewworkbench.ui.edit.MemberCheckViewModel review =
                    new org.interviewworkbench.ui.edit.MemberCheckViewModel(services, session, () -> recorded[0]++);
            session.show(bridge.startSession("means_end_chain", "oat_milk_mec", "offline", 20));
            for (String a : ANSWERS) {
                session.submitAnswer(a, null, null);
            }
            String id = session.sessionId();

            review.load();

            assertThat(review.items()).as("the answers chain attributes to values").isNotEmpty();
            var first = review.items().get(0);
            assertThat(first.codes()).hasSizeGreaterThanOrEqualTo(2);
            assertThat(first.statement()).contains(first.codes().get(0).substring(1))
                    .contains(", which leads to ").endsWith(".");
            review.record(first, "confirmed", "");
            var last = review.items().get(review.items().size() - 1);
            review.record(last, "rejected", "");
            review.record(first, "corrected", "");
            assertThat(dialogs.errors).isEmpty();
            assertThat(recorded[0]).isEqualTo(3);
            assertThat(review.verdicts()).containsEntry(first.ladderId(), "corrected");
            assertThat(bridge.history(id)).extracting(HistoryEntry::op)
                    .containsExactly("member_check", "member_check", "member_check");

            Path json = tmp.resolve("mc.json");
            bridge.export(id, ExportFormat.JSON, json);
            var check = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.toFile()).path("member_check");
            assertThat(check.isArray()).isTrue();
            if (first != last) {
                assertThat(check).hasSize(2);
                assertThat(check.get(0).path("ladder").asText()).isEqualTo(last.ladderId());
                assertThat(check.get(0).path("verdict").asText()).isEqualTo("rejected");
            }
            var latest = check.get(check.size() - 1);
            assertThat(latest.path("ladder").asText()).isEqualTo(first.ladderId());
            assertThat(latest.path("verdict").asText()).isEqualTo("corrected");
            assertThat(latest.path("statement").asText()).isEqualTo(first.statement());
            assertThat(latest.path("codes")).hasSize(first.codes().size());
        }
    }

    @Test
    void split_and_relationship_edits_are_undoable_and_refused_types_say_why(@TempDir Path tmp) {
        try (DesktopBridge bridge = bridge(tmp.resolve("home"), "jdbc:h2:mem:rel-" + System.nanoTime()
                + ";DB_CLOSE_DELAY=-1")) {
            Ui ui = Ui.of(bridge);
            ui.session().show(bridge.startSession("means_end_chain", "oat_milk_mec", "offline", 20));
            for (String a : ANSWERS) {
                ui.session().submitAnswer(a, null, null);
            }
            var rel = ui.edits().relationships().get(0);
            int edges = ui.edits().relationships().size();

            ui.edits().deleteRelationship(rel);
            assertThat(ui.edits().relationships()).hasSize(edges - 1);
            ui.undo().undo();
            assertThat(ui.edits().relationships()).hasSize(edges).contains(rel);

            ConceptRow a = ui.edits().concepts().stream().filter(c -> c.type().equals("attribute")).findFirst()
                    .orElseThrow();
            ConceptRow f = ui.edits().concepts().stream().filter(c -> c.type().equals("functional_consequence"))
                    .filter(c -> ui.edits().relationships().stream().noneMatch(r -> r.source().equals(a.id())
                            && r.target().equals(c.id()) && r.type().equals("leads_to"))).findFirst().orElseThrow();
            ui.edits().addRelationship(a, f, "leads_to");
            assertThat(ui.edits().relationships()).anyMatch(r -> r.source().equals(a.id()) && r.target().equals(f.id()));
            assertThat(ui.undo().undoTextProperty().get()).isEqualTo("Undo add relationship '" + a.label() + "' \u2192 '"
                    + f.label() + "'");
            ui.undo().undo();
            assertThat(ui.edits().relationships()).hasSize(edges);

            // reversing attribute -> functional_consequence is refused by the ontology, with the reason
            assertThat(ui.edits().whyNot("leads_to", f.type(), a.type())).contains("not permitted");

            ConceptRow quoted = ui.edits().concepts().stream().filter(c -> c.quoteCount() >= 2).findFirst()
                    .orElse(null);
            if (quoted != null) {
                ui.edits().split(quoted, quoted.label(), "a second idea", List.of(quoted.quotes().get(1)));
                assertThat(ui.edits().concepts()).anyMatch(c -> c.label().equals("a second idea")
                        && c.quotes().equals(List.of(quoted.quotes().get(1))));
                ui.undo().undo();
                assertThat(ui.edits().concepts()).noneMatch(c -> c.label().equals("a second idea"));
                ui.undo().redo();
                assertThat(ui.edits().concepts()).anyMatch(c -> c.label().equals("a second idea"));
            }
            assertThat(ui.dialogs().errors).isEmpty();
            assertThat(bridge.history(ui.session().sessionId())).extracting(HistoryEntry::op)
                    .startsWith("delete_edge", "undo", "add_edge", "undo");
        }
    }

    @Test
    void the_history_panel_says_how_much_of_the_engines_coding_was_kept_after_an_edit_and_its_undo(@TempDir Path tmp) {
        try (DesktopBridge bridge = bridge(tmp.resolve("home"), "jdbc:h2:mem:kept-" + System.nanoTime()
                + ";DB_CLOSE_DELAY=-1")) {
            Ui ui = Ui.of(bridge);
            ui.session().show(bridge.startSession("means_end_chain", "oat_milk_mec", "offline", 20));
            for (String a : ANSWERS) {
                ui.session().submitAnswer(a, null, null);
            }
            SessionSnapshot s = ui.session().getSession();
            int concepts = s.graph().nodes().size();
            int edges = s.graph().edgeCount();
            assertThat(concepts).isGreaterThan(1);
            String untouched = ui.history().keptProperty().get();
            assertThat(untouched).startsWith("Kept unchanged " + concepts + " of " + concepts + " concepts (100 %), "
                    + "renamed 0, retyped 0, merged 0, split 0, deleted 0; relationships: " + edges + " of " + edges
                    + " kept");

            ui.edits().rename(ui.row(s.graph().nodes().iterator().next().id()), "morning ritual");
            String pct = String.format(java.util.Locale.ROOT, "%.0f %%", 100.0 * (concepts - 1) / concepts);
            assertThat(ui.history().keptProperty().get()).startsWith("Kept unchanged " + (concepts - 1) + " of "
                    + concepts + " concepts (" + pct + "), renamed 1, retyped 0,");

            ui.undo().undo();
            assertThat(ui.history().keptProperty().get()).isEqualTo(untouched);
            ui.undo().redo();
            assertThat(ui.history().keptProperty().get()).contains("renamed 1,");
        }
    }
}
