package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.engine.model.Polarity;
import org.interviewworkbench.ui.DirectServices;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.EditsBridge.HistoryEntry;
import org.interviewworkbench.ui.edit.ConceptRow;
import org.interviewworkbench.ui.edit.GraphEditViewModel;
import org.interviewworkbench.ui.edit.SlotRow;
import org.interviewworkbench.ui.edit.SlotsViewModel;
import org.interviewworkbench.ui.edit.UndoManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Polarity and canonical slot edits through the edit ViewModels (no toolkit) against the real desktop bridge on an H2
 * file database: each an undoable action, on record, kept across a restart.
 */
class PolarityAndSlotEditsWorkbenchTest {

    private record Ui(SessionViewModel session, UndoManager undo, GraphEditViewModel edits, SlotsViewModel slots) {
        static Ui of(DesktopBridge bridge) {
            UiServices services = DirectServices.of(bridge, new DirectServices.RecordingDialogs());
            SessionViewModel session = new SessionViewModel(services);
            UndoManager undo = new UndoManager(services, session);
            return new Ui(session, undo, new GraphEditViewModel(services, session, undo),
                    new SlotsViewModel(session, undo));
        }

        ConceptRow row(String id) {
            return edits.concepts().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
        }

        SlotRow slot(String id) {
            return slots.slots().stream().filter(s -> s.id().equals(id)).findFirst().orElse(null);
        }
    }

    @Test
    void polarity_is_set_undone_redone_on_record_and_kept_after_a_restart(@TempDir Path tmp) throws Exception {
        String url = "jdbc:h2:" + tmp.resolve("workbench").toAbsolutePath();
        String id;
        String coded;
        try (DesktopBridge bridge = ResearcherEditsTest.bridge(tmp.resolve("home"), url)) {
            Ui ui = Ui.of(bridge);
            ui.session().show(bridge.startSession("means_end_chain", "oat_milk_mec", "offline", 20));
            id = ui.session().sessionId();
            for (String a : ResearcherEditsTest.ANSWERS) {
                ui.session().submitAnswer(a, null, null);
            }
            ConceptRow row = ui.edits().concepts().get(0);
            coded = row.id();
            assertThat(row.polarity()).isEqualTo("unknown");

            ui.edits().setPolarity(List.of(row), "positive");
            assertThat(ui.row(coded).polarity()).isEqualTo("positive");
            assertThat(ui.undo().undoTextProperty().get()).isEqualTo("Undo polarity of '" + row.label()
                    + "' to positive");
            ui.undo().undo();
            assertThat(ui.row(coded).polarity()).isEqualTo("unknown");
            ui.undo().redo();
            assertThat(ui.row(coded).polarity()).isEqualTo("positive");
            assertThat(bridge.history(id)).extracting(HistoryEntry::op)
                    .containsExactly("set_polarity", "undo", "redo");
        }
        try (DesktopBridge restarted = ResearcherEditsTest.bridge(tmp.resolve("home"), url)) {
            assertThat(restarted.loadSession(id).graph().node(coded).orElseThrow().polarity())
                    .isEqualTo(Polarity.POSITIVE);
        }
    }

    @Test
    void slots_are_merged_split_renamed_and_undone_through_the_slots_table(@TempDir Path tmp) throws Exception {
        String url = "jdbc:h2:" + tmp.resolve("workbench").toAbsolutePath();
        try (DesktopBridge bridge = ResearcherEditsTest.bridge(tmp.resolve("home"), url)) {
            Ui ui = Ui.of(bridge);
            ui.session().show(bridge.startSession("means_end_chain", "oat_milk_mec", "offline", 20));
            String id = ui.session().sessionId();
            for (String a : ResearcherEditsTest.ANSWERS) {
                ui.session().submitAnswer(a, null, null);
            }
            List<SlotRow> slots = List.copyOf(ui.slots().slots());
            SlotRow a = null;
            SlotRow b = null;
            for (SlotRow s : slots) {
                for (SlotRow t : slots) {
                    if (a == null && s != t && s.type().equals(t.type())) {
                        a = s;
                        b = t;
                    }
                }
            }
            assertThat(a).as("two slots of one type in " + slots).isNotNull();
            String aId = a.id();
            String bId = b.id();
            List<String> members = new java.util.ArrayList<>(a.memberIds());
            members.addAll(b.memberIds());

            ui.slots().merge(List.of(a, b));
            assertThat(ui.slot(bId)).isNull();
            assertThat(ui.slot(aId).memberIds()).containsExactlyElementsOf(members);

            String moved = b.memberIds().get(0);
            ui.slots().split(ui.slot(aId), "Cafe feeling", List.of(moved));
            assertThat(ui.slot(aId + "s1").name()).as("stored as the researcher wrote it").isEqualTo("Cafe feeling");
            assertThat(ui.slot(aId + "s1").memberIds()).containsExactly(moved);
            assertThat(ui.slot(aId).memberIds()).doesNotContain(moved);

            ui.slots().rename(ui.slot(aId), " Rich,  creamy texture ");
            assertThat(ui.slot(aId).name()).isEqualTo("Rich, creamy texture");
            assertThat(ui.undo().undoTextProperty().get()).isEqualTo("Undo rename slot '" + a.name() + "'");

            ui.undo().undo();
            ui.undo().undo();
            ui.undo().undo();
            assertThat(ui.slots().slots()).isEqualTo(slots);
            assertThat(bridge.history(id)).extracting(HistoryEntry::op).containsExactly("merge_slots", "split_slot",
                    "rename_slot", "undo", "undo", "undo");
        }
    }
}
