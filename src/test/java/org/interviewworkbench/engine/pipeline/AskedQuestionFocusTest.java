package org.interviewworkbench.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.app.EngineAssembly;
import org.interviewworkbench.app.OfflineComponents;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.FocusEntry;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.methodology.LoadResult;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.testkit.InMemorySessionStore;
import org.junit.jupiter.api.Test;

/** The turn's focus follows the question the moderator really asked. */
class AskedQuestionFocusTest {

    private static final String SUGGESTED = "Why does a creamy texture matter to you?";

    private static InterviewGraph graph() {
        InterviewGraph g = new InterviewGraph();
        g.putNode(node("n1", "creamy texture", "it is so creamy"), null);
        g.putNode(node("n2", "froths well in coffee", "it froths up like in a cafe"), null);
        g.putNode(node("n3", "feeling relaxed", "I just feel relaxed"), null);
        return g;
    }

    private static SurfaceNode node(String id, String label, String quote) {
        return new SurfaceNode(id, label, "attribute", 0.9, 1, List.of("u1-answer"), List.of(quote), List.of());
    }

    @Test
    void a_rewritten_question_naming_another_concept_moves_the_focus_to_it() {
        assertThat(AskedQuestionFocus.focusOf(graph(), SUGGESTED, "n1",
                "You mentioned feeling relaxed. What does that give you?")).isEqualTo("n3");
    }

    @Test
    void the_content_words_or_a_quote_of_a_concept_name_it_too() {
        assertThat(AskedQuestionFocus.focusOf(graph(), SUGGESTED, "n1",
                "How does the way it froths in your coffee change your morning?")).isEqualTo("n2");
        assertThat(AskedQuestionFocus.focusOf(graph(), SUGGESTED, "n1",
                "You said \"it froths up like in a cafe\" - tell me more?")).isEqualTo("n2");
    }

    @Test
    void a_rewritten_question_naming_no_concept_has_no_focus() {
        assertThat(AskedQuestionFocus.focusOf(graph(), SUGGESTED, "n1", "What else comes to mind about breakfast?"))
                .isNull();
    }

    @Test
    void an_unchanged_question_keeps_the_suggested_focus() {
        assertThat(AskedQuestionFocus.focusOf(graph(), SUGGESTED, "n1", null)).isEqualTo("n1");
        assertThat(AskedQuestionFocus.focusOf(graph(), SUGGESTED, "n1", "  why does a creamy texture matter to you "))
                .isEqualTo("n1");
        // a rewrite that still names the suggested concept keeps it
        assertThat(AskedQuestionFocus.focusOf(graph(), SUGGESTED, "n1", "What is it about the creamy texture?"))
                .isEqualTo("n1");
    }

    @Test
    void in_an_interview_the_answer_to_a_rewritten_question_is_credited_to_the_concept_asked_about() {
        StudyFiles files = StudyFiles.forWorkingDirectory();
        LoadResult<MethodologyConfig> m = files.methodologies().resolve("means_end_chain");
        Concept concept = files.concepts().resolve("oat_milk_mec").value().concept();
        InMemorySessionStore store = new InMemorySessionStore();
        OfflineComponents offline = new OfflineComponents();
        InterviewService service = EngineAssembly.interviewService(store, offline.languageEngine(),
                offline.embeddings(), offline.lemmatizer(), Clock.SYSTEM);
        String id = service.start(new InterviewService.StartRequest(null, m.value(), m.source(), concept,
                "offline", 5, 30, null, null)).info().id();
        service.answer(new TurnInput(id, "I like the creamy texture because it froths well in my coffee.", m.value()));
        service.answer(new TurnInput(id, "Frothing well makes my morning latte feel like a cafe drink, so I relax.",
                m.value()));
        SessionSnapshot before = store.load(id).orElseThrow();
        String suggested = before.state().pendingFocusNodeId();
        SurfaceNode other = before.graph().nodes().stream().filter(n -> !n.id().equals(suggested))
                .reduce((a, b) -> b).orElseThrow();
        String asked = "Earlier you said " + other.label() + ". Why is that important to you?";

        service.answer(new TurnInput(id, "It gives me a calm start before a busy day.", m.value(), asked, null,
                () -> false));

        SessionState after = store.load(id).orElseThrow().state();
        FocusEntry askedEntry = after.focusHistory().stream().filter(e -> e.turn() == 2).findFirst().orElseThrow();
        assertThat(askedEntry.nodeId()).isEqualTo(other.id());
        assertThat(after.tracker().states().get(other.id()).focusCount())
                .isEqualTo(before.state().tracker().states().get(other.id()).focusCount() + 1
                        + (other.id().equals(after.pendingFocusNodeId()) ? 1 : 0));
        if (suggested != null) {
            assertThat(after.tracker().states().get(suggested).focusCount())
                    .as("the suggested concept was not asked about")
                    .isEqualTo(before.state().tracker().states().get(suggested).focusCount() - 1
                            + (suggested.equals(after.pendingFocusNodeId()) ? 1 : 0));
        }
    }
}
