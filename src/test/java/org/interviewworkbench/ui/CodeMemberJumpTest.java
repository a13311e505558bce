package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.interviewworkbench.ui.StudyBridge.CodeMemberRow;
import org.interviewworkbench.ui.StudyBridge.CodebookRow;
import org.interviewworkbench.ui.study.CodebookViewModel;
import org.interviewworkbench.ui.study.CodebookViewModel.OpenSession;
import org.interviewworkbench.ui.study.StudyViewModel;
import org.junit.jupiter.api.Test;

/**
 * From a code member in the Study tab's codebook to the interview: the request names the session and the turn the
 * respondent's words were said in, and the session opens there (the scrubber on that turn, not the latest).
 */
class CodeMemberJumpTest {

    private final FakeWorkbenchBridge bridge = FakeWorkbenchBridge.withSession(6);
    private final DirectServices.RecordingDialogs dialogs = new DirectServices.RecordingDialogs();
    private final UiServices services = DirectServices.of(bridge, dialogs);
    private final StudyViewModel study = new StudyViewModel(services);
    private final SessionViewModel session = new SessionViewModel(services);
    private final List<OpenSession> asked = new ArrayList<>();

    private CodeMemberRow member(String label) {
        return study.codebookEditor().members().stream().filter(m -> m.label().equals(label)).findFirst()
                .orElseThrow();
    }

    @Test
    void opening_a_member_opens_its_session_at_the_turn_it_was_said() {
        CodebookViewModel codebook = study.codebookEditor();
        // wired as the main window wires it
        codebook.setOnOpenSession(r -> {
            asked.add(r);
            session.openAt(r.sessionId(), r.turn());
        });
        study.refresh();
        codebook.selectedProperty().set(new CodebookRow("C1", "every concept", "attribute", 9));
        // "start the day calm" came with the fourth answer of six
        CodeMemberRow calm = member("start the day calm");
        assertThat(calm.turn()).isEqualTo(4);
        assertThat(CodebookViewModel.canOpen(calm)).isTrue();

        codebook.openInSession(calm);

        assertThat(asked).containsExactly(new OpenSession(bridge.firstSessionId(), 4));
        assertThat(session.sessionId()).isEqualTo(bridge.firstSessionId());
        assertThat(session.turns()).hasSize(6);
        assertThat(session.getSelectedTurnNumber()).isEqualTo(4);
        assertThat(session.getSelectedTurn().turnNumber()).isEqualTo(4);
        assertThat(session.followLatestProperty().get()).isFalse();
        assertThat(session.statusMessageProperty().get()).contains("at turn 4");
        assertThat(study.lastChangeProperty().get()).isEqualTo("Opened P1's interview at turn 4 (start the day calm)");

        codebook.openInSession(member("creamy texture"));
        assertThat(asked).last().isEqualTo(new OpenSession(bridge.firstSessionId(), 1));
        assertThat(session.getSelectedTurnNumber()).isEqualTo(1);
    }

    @Test
    void an_imported_ladder_element_has_no_interview_to_open() {
        study.codebookEditor().setOnOpenSession(asked::add);
        CodeMemberRow imported = new CodeMemberRow(0, "", "imported", "creamy", "", 0);
        assertThat(CodebookViewModel.canOpen(imported)).isFalse();
        study.codebookEditor().openInSession(imported);
        assertThat(asked).isEmpty();
        assertThat(study.lastChangeProperty().get()).isEqualTo("An imported ladder has no interview to open.");
    }
}
