package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.engine.edit.SessionNote;
import org.interviewworkbench.engine.edit.SessionNotes;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.export.ExportFormat;
import org.interviewworkbench.ui.DirectServices;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.EditsBridge.HistoryEntry;
import org.interviewworkbench.ui.edit.HistoryViewModel;
import org.interviewworkbench.ui.edit.NotesViewModel;
import org.interviewworkbench.ui.edit.UndoManager;
import org.interviewworkbench.ui.interview.InterviewViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Typo corrections and memos from the workbench's ViewModels against the real bridge, kept across a restart. */
class NotesWorkbenchTest {

    @Test
    void the_smallest_correction_is_the_changed_words() {
        SessionNote.CorrectAnswer c = SessionNotes.smallest(2, "I put it in my cofee every day.",
                "I put it in my coffee every day.");
        assertThat(c.before()).isEqualTo("cofee");
        assertThat(c.after()).isEqualTo("coffee");
        assertThat(SessionNotes.correct("I put it in my cofee every day.", c.before(), c.after()))
                .isEqualTo("I put it in my coffee every day.");
        // a passage that occurs twice is widened until it is unique
        SessionNote.CorrectAnswer twice = SessionNotes.smallest(1, "it is it is nice", "it is it was nice");
        assertThat(SessionNotes.correct("it is it is nice", twice.before(), twice.after()))
                .isEqualTo("it is it was nice");
    }

    @Test
    void a_typo_corrected_and_memos_show_in_the_transcript_history_and_exports_and_survive_a_restart(
            @TempDir Path tmp) throws Exception {
        String url = "jdbc:h2:" + tmp.resolve("notes").toAbsolutePath();
        String id;
        String corrected;
        try (DesktopBridge bridge = ResearcherEditsTest.bridge(tmp.resolve("home"), url)) {
            DirectServices.RecordingDialogs dialogs = new DirectServices.RecordingDialogs();
            UiServices services = DirectServices.of(bridge, dialogs);
            SessionViewModel session = new SessionViewModel(services);
            InterviewViewModel interview = new InterviewViewModel(session);
            UndoManager undo = new UndoManager(services, session);
            HistoryViewModel history = new HistoryViewModel(services, session, undo, interview::markEditedQuestions);
            NotesViewModel notes = new NotesViewModel(session, undo);
            session.show(bridge.startSession("means_end_chain", "oat_milk_mec", "offline", 20));
            id = session.sessionId();
            session.submitAnswer("I like the creamy texure because it froths well in my cofee.", null, null);
            session.submitAnswer(ResearcherEditsTest.ANSWERS[1], null, null);
            var graphBefore = session.getSession().graph();
            String concept = graphBefore.nodes().iterator().next().id();

            corrected = "I like the creamy texture because it froths well in my coffee.";
            notes.correctAnswer(1, "I like the creamy texture because it froths well in my cofee.");
            notes.correctAnswer(1, corrected);
            notes.memoOnTurn(2, "smiled when talking about the cafe");
            notes.memoOnConcept(concept, "same as 'smooth' in interview 3?");

            assertThat(dialogs.errors).isEmpty();
            assertThat(interview.transcript().get(0).answer()).isEqualTo(corrected);
            assertThat(session.getSession().graph().nodes()).extracting(SurfaceNode::label)
                    .as("extraction is not run again")
                    .containsExactlyElementsOf(graphBefore.nodes().stream().map(SurfaceNode::label).toList());
            assertThat(history.entries()).extracting(HistoryEntry::op)
                    .containsExactly("memo", "memo", "correct_answer", "correct_answer");
            HistoryEntry typo = history.entries().get(3);
            assertThat(HistoryViewModel.action(typo)).isEqualTo("typo corrected");
            assertThat(HistoryViewModel.change(typo)).isEqualTo("texure → texture");
            assertThat(history.entries().get(1).after()).isEqualTo("smiled when talking about the cafe");
            assertThat(history.entries().get(0).what()).startsWith("Memo on '");

            Path md = tmp.resolve("t.md");
            bridge.export(id, ExportFormat.MD, md);
            assertThat(Files.readString(md)).contains("**Respondent (turn 1):** " + corrected)
                    .contains("_(answer corrected by the researcher: \"cofee.\" \u2192 \"coffee.\")_")
                    .contains("): smiled when talking about the cafe_");

            // each note is undoable like the graph edits: named in the Edit menu, Ctrl+Z, Ctrl+Shift+Z
            String label = graphBefore.node(concept).orElseThrow().label();
            assertThat(undo.undoTextProperty().get()).isEqualTo("Undo memo on '" + label + "'");
            undo.undo();
            assertThat(undo.undoTextProperty().get()).isEqualTo("Undo memo on turn 2");
            undo.undo();
            assertThat(undo.undoTextProperty().get()).isEqualTo("Undo typo correction in turn 1");
            undo.undo();
            String withTypo = "I like the creamy texture because it froths well in my cofee.";
            assertThat(interview.transcript().get(0).answer()).isEqualTo(withTypo);
            assertThat(bridge.turnResults(id).get(0).answer()).isEqualTo(withTypo);
            assertThat(undo.redoTextProperty().get()).isEqualTo("Redo typo correction in turn 1");
            undo.redo();
            assertThat(interview.transcript().get(0).answer()).isEqualTo(corrected);
            assertThat(dialogs.errors).isEmpty();
            assertThat(history.entries()).extracting(HistoryEntry::op).containsExactly("redo", "undo", "undo",
                    "undo", "memo", "memo", "correct_answer", "correct_answer");
            assertThat(history.entries().get(1).what()).isEqualTo("Undo typo correction in turn 1");
            bridge.export(id, ExportFormat.MD, md);
            assertThat(Files.readString(md)).contains("**Respondent (turn 1):** " + corrected)
                    .contains("_(answer corrected by the researcher: \"cofee.\" \u2192 \"coffee.\")_")
                    .doesNotContain("): smiled when talking about the cafe_");
        }
        try (DesktopBridge restarted = ResearcherEditsTest.bridge(tmp.resolve("home"), url)) {
            assertThat(restarted.turnResults(id).get(0).answer()).isEqualTo(corrected);
            assertThat(restarted.loadSession(id).utterances()).anyMatch(u -> u.text().equals(corrected));
            List<HistoryEntry> log = restarted.history(id);
            assertThat(log).hasSize(8);
            Path json = tmp.resolve("s.json");
            restarted.export(id, ExportFormat.JSON, json);
            assertThat(new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.toFile()).get("edits"))
                    .extracting(e -> e.get("op").asText())
                    .containsExactly("correct_answer", "correct_answer", "memo", "memo", "undo", "undo", "undo",
                            "redo");
        }
    }
}
