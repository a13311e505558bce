package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.ui.editor.EditorViewModel;
import org.interviewworkbench.ui.editor.TextEdit;
import org.interviewworkbench.ui.editor.WeightsDocument;
import org.interviewworkbench.ui.editor.WeightsDocument.Cell;
import org.interviewworkbench.ui.editor.WeightsFormViewModel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The weights form over the editor's text, without a toolkit (synchronous services, the fake bridge). */
class WeightsFormViewModelTest {

    private FakeWorkbenchBridge bridge;
    private SessionViewModel session;
    private EditorViewModel editor;
    private WeightsFormViewModel form;
    private String shipped;

    @BeforeEach
    void setUp() throws IOException {
        bridge = FakeWorkbenchBridge.withSession(3);
        shipped = Files.readString(Path.of("methodologies/means_end_chain.yaml"));
        bridge.addMethodology(FakeWorkbenchBridge.METHODOLOGY, shipped);
        UiServices services = DirectServices.of(bridge, new DirectServices.RecordingDialogs());
        session = new SessionViewModel(services);
        editor = new EditorViewModel(services, session);
        editor.initialise();
        form = editor.weightsForm();
    }

    @Test
    void the_grid_shows_every_strategy_and_weight_of_the_text_with_plain_labels() {
        WeightsDocument doc = form.getDocument();

        assertThat(doc.strategies()).containsExactly("deepen", "clarify", "explore", "reflect", "revitalize");
        assertThat(doc.labels().strategy("deepen")).isEqualTo("Ask why it matters");
        assertThat(doc.weightKeys()).contains("llm.response_depth.surface", "graph.node.exhausted.true");
        assertThat(doc.weightKeys().indexOf("meta.interview.phase.early"))
                .as("global weights come before the node weights")
                .isLessThan(doc.weightKeys().indexOf("graph.node.exhausted.true"));
        assertThat(form.value(Cell.weight("deepen", "llm.response_depth.shallow"))).isEqualTo("0.5");
        assertThat(form.value(Cell.weight("reflect", "llm.response_depth.shallow"))).as("not set").isEmpty();
        assertThat(form.value(Cell.multiplier("mid", "reflect"))).isEqualTo("0.0");
        assertThat(form.value(Cell.bonus("late", "reflect"))).isEqualTo("0.3");
        assertThat(form.value(Cell.multiplier("early", "reflect"))).as("default 1.0 applies").isEmpty();
        assertThat(form.accessibleText(Cell.weight("deepen", "llm.response_depth.surface")))
                .isEqualTo("Weight of Answer depth: surface for Ask why it matters");
    }

    @Test
    void a_cell_edit_changes_exactly_that_value_in_the_text_and_keeps_comments() {
        String before = editor.textProperty().get();

        assertThat(form.edit(Cell.weight("deepen", "llm.response_depth.shallow"), "0.75")).isTrue();

        String after = editor.textProperty().get();
        String line = "      llm.response_depth.shallow: 0.5\n";
        assertThat(before).containsOnlyOnce(line);
        assertThat(after).isEqualTo(before.replace(line, "      llm.response_depth.shallow: 0.75\n"));
        assertThat(after).contains("      llm.response_depth.surface: 0.6           # thin answer: there is a rung");
        assertThat(form.value(Cell.weight("deepen", "llm.response_depth.shallow"))).as("the form re-read the text")
                .isEqualTo("0.75");
        assertThat(form.value(Cell.weight("clarify", "llm.certainty.low"))).isEqualTo("0.4");
        assertThat(editor.getState()).as("validated like typing").isEqualTo(EditorViewModel.State.VALID);
        assertThat(bridge.activeMethodologySource(FakeWorkbenchBridge.METHODOLOGY)).as("not applied until saved")
                .isEqualTo(shipped);
    }

    @Test
    void a_weight_or_multiplier_not_written_yet_becomes_a_line_indented_like_its_neighbours() {
        String before = editor.textProperty().get();

        form.edit(Cell.weight("clarify", "llm.engagement.low"), "-0.2");
        form.edit(Cell.multiplier("early", "reflect"), "0.4");

        String after = editor.textProperty().get();
        assertThat(after).contains("      technique.node.strategy_repetition.high: -0.8  # tuned\n"
                + "      llm.engagement.low: -0.2\n\n  - name: explore");
        assertThat(after).contains("      deepen: 0.8\n      reflect: 0.4\n    phase_bonuses:");
        assertThat(after.length() - before.length())
                .isEqualTo("\n      llm.engagement.low: -0.2".length() + "\n      reflect: 0.4".length());
        assertThat(form.value(Cell.weight("clarify", "llm.engagement.low"))).isEqualTo("-0.2");
        assertThat(form.value(Cell.multiplier("early", "reflect"))).isEqualTo("0.4");
        assertThat(bridge.validateMethodology(after, "means_end_chain.yaml")).isEmpty();
    }

    @Test
    void undoing_the_text_change_shows_the_old_value_in_the_form_again() {
        String before = editor.textProperty().get();
        form.edit(Cell.bonus("mid", "deepen"), "0.5");
        assertThat(form.value(Cell.bonus("mid", "deepen"))).isEqualTo("0.5");

        // what Ctrl+Z in the code area does: the edit is one replacement, undone as one
        TextEdit undo = TextEdit.between(editor.textProperty().get(), before);
        editor.applyEdit(undo);

        int line = before.indexOf("    phase_bonuses:\n      deepen: 0.2");
        assertThat(undo.start()).as("one small replacement inside the value").isGreaterThan(line);
        assertThat(undo.end()).isLessThanOrEqualTo(line + "    phase_bonuses:\n      deepen: 0.5".length());
        assertThat(editor.textProperty().get()).isEqualTo(before);
        assertThat(form.value(Cell.bonus("mid", "deepen"))).isEqualTo("0.2");
    }

    @Test
    void a_value_that_is_not_a_number_is_refused_with_a_clear_message_and_the_text_stays() {
        String before = editor.textProperty().get();

        assertThat(form.edit(Cell.weight("deepen", "graph.max_depth"), "abc")).isFalse();
        assertThat(form.messageProperty().get()).isEqualTo(
                "\u201cabc\u201d is not a number: type a weight such as 0.5 or -1 (a point, not a comma).");
        assertThat(form.edit(Cell.weight("deepen", "graph.max_depth"), "0,5")).isFalse();
        assertThat(form.edit(Cell.multiplier("mid", "deepen"), " ")).isFalse();
        assertThat(form.messageProperty().get()).startsWith("A weight cannot be empty");

        assertThat(editor.textProperty().get()).isEqualTo(before);
        assertThat(form.edit(Cell.weight("deepen", "graph.max_depth"), "+0.1")).isTrue();
        assertThat(form.messageProperty().get()).isEmpty();
        assertThat(form.value(Cell.weight("deepen", "graph.max_depth"))).isEqualTo("0.1");
    }

    @Test
    void the_ranking_with_these_weights_moves_a_boosted_strategy_to_the_top_without_applying_it() {
        session.open(bridge.firstSessionId());
        TurnResult turn = session.getSelectedTurn();
        assertThat(form.whatIf()).hasSize(5);
        WeightsFormViewModel.RankRow first = form.whatIf().get(0);
        assertThat(first.rankChange()).as("active weights: nothing moved").isZero();
        String boosted = form.whatIf().get(form.whatIf().size() - 1).strategy();

        form.edit(Cell.bonus(turn.phase(), boosted), "100");

        assertThat(form.whatIf().get(0).strategy()).isEqualTo(boosted);
        assertThat(form.whatIf().get(0).rankChange()).isEqualTo(4);
        assertThat(form.whatIf()).filteredOn(r -> r.strategy().equals(first.strategy()))
                .singleElement().satisfies(r -> assertThat(r.rankChange()).isEqualTo(-1));
        assertThat(form.whatIfSummaryProperty().get()).contains("instead of \u201c" + first.label() + "\u201d");
        assertThat(bridge.activeMethodologySource(FakeWorkbenchBridge.METHODOLOGY)).isEqualTo(shipped);
    }

    @Test
    void weights_in_flow_mappings_and_phases_without_a_section_are_written_in_place() {
        String text = "strategies:\n  - name: a\n    signal_weights: {x.y: 1, z: 2}  # keep\n"
                + "phases:\n  early:\n    signal_weights:\n      a: 2\n";
        WeightsDocument doc = WeightsDocument.parse(text);

        assertThat(doc.set(Cell.weight("a", "z"), "3").apply(text)).isEqualTo(text.replace("z: 2}", "z: 3}"));
        assertThat(doc.set(Cell.weight("a", "w"), "4").apply(text)).contains("{x.y: 1, z: 2, w: 4}  # keep");
        assertThat(doc.set(Cell.bonus("early", "a"), "0.5").apply(text))
                .endsWith("      a: 2\n    phase_bonuses:\n      a: 0.5\n");
        assertThat(doc.set(Cell.multiplier("late", "a"), "2").apply(text))
                .endsWith("      a: 2\n  late:\n    signal_weights:\n      a: 2\n");
        assertThat(doc.set(Cell.weight("a", "z"), "2")).as("already so").isNull();
    }
}
