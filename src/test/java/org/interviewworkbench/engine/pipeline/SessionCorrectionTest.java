package org.interviewworkbench.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.app.EngineAssembly;
import org.interviewworkbench.app.OfflineComponents;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.edit.GraphEdit;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.scoring.ScoredCandidate;
import org.interviewworkbench.methodology.LoadResult;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.testkit.InMemorySessionStore;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Researcher edits re-rank the pending question at once, on a real offline laddering interview. */
class SessionCorrectionTest {

    private static final String[] ANSWERS = {
        "I like the creamy texture because it froths well in my coffee, so I feel like I am treating myself.",
        "Frothing well means my morning latte feels like a cafe drink, and that makes me feel relaxed.",
        "Feeling relaxed in the morning matters because I want peace of mind before a busy day.",
        "The recyclable carton is nice too because I want to live sustainably and feel less guilty.",
        "Low sugar is important because it keeps my energy steady so I feel in control of my health.",
        "Being in control of my health matters because I want to take care of myself for my family.",
    };

    private static MethodologyConfig methodology;
    private static final InMemorySessionStore STORE = new InMemorySessionStore();
    private static String sessionId;
    private static final SessionCorrection CORRECTION = EngineAssembly.sessionCorrection();

    @BeforeAll
    static void interview() {
        StudyFiles files = StudyFiles.forWorkingDirectory();
        LoadResult<MethodologyConfig> m = files.methodologies().resolve("means_end_chain");
        methodology = m.value();
        Concept concept = files.concepts().resolve("oat_milk_mec").value().concept();
        OfflineComponents offline = new OfflineComponents();
        InterviewService service = EngineAssembly.interviewService(STORE, offline.languageEngine(),
                offline.embeddings(), offline.lemmatizer(), Clock.SYSTEM);
        sessionId = service.start(new InterviewService.StartRequest(null, methodology, m.source(), concept,
                "offline", 5, 30, null, null)).info().id();
        for (String a : ANSWERS) {
            service.answer(new TurnInput(sessionId, a, methodology));
        }
    }

    private static SessionSnapshot session() {
        return STORE.load(sessionId).orElseThrow();
    }

    private static List<TurnResult> turns() {
        return STORE.turnResults(sessionId);
    }

    @Test
    void without_edits_the_recomputed_ranking_is_the_turns_own() {
        TurnResult last = turns().get(turns().size() - 1);
        SessionCorrection.Outcome outcome = CORRECTION.apply(methodology, session(), turns(), List.of());

        assertThat(outcome.ok()).isTrue();
        assertThat(outcome.ranking().ranking().strategy()).isEqualTo(last.strategy());
        assertThat(outcome.ranking().ranking().focusNodeId()).isEqualTo(last.focusNodeId());
        assertThat(scores(outcome.ranking().ranking().scoreDecomposition()))
                .isEqualTo(scores(last.scoreDecomposition()));
        assertThat(outcome.ranking().nodes()).isEqualTo(last.nodeSignals());
        assertThat(outcome.questionStale()).isFalse();
        assertThat(outcome.state().tracker()).isEqualTo(session().state().tracker());
    }

    @Test
    void deleting_the_focus_moves_the_suggestion_to_another_concept() {
        SessionSnapshot s = session();
        String focus = s.state().pendingFocusNodeId();
        assertThat(focus).as("the demo interview's pending question has a focus").isNotNull();

        SessionCorrection.Outcome outcome = CORRECTION.apply(methodology, s, turns(),
                List.of(new GraphEdit.DeleteNode(focus)));

        assertThat(outcome.ok()).isTrue();
        assertThat(outcome.graph().node(focus)).isEmpty();
        assertThat(outcome.state().pendingFocusNodeId()).isNotNull().isNotEqualTo(focus);
        assertThat(outcome.graph().node(outcome.state().pendingFocusNodeId())).isPresent();
        assertThat(outcome.state().tracker().states()).doesNotContainKey(focus);
        assertThat(outcome.state().tracker().previousFocus()).isEqualTo(outcome.state().pendingFocusNodeId());
        assertThat(outcome.state().focusHistory().get(outcome.state().focusHistory().size() - 1).nodeId())
                .isEqualTo(outcome.state().pendingFocusNodeId());
        assertThat(outcome.questionStale()).isTrue();
    }

    @Test
    void renaming_another_concept_keeps_the_suggestion_and_renaming_the_focus_rewords_it() {
        SessionSnapshot s = session();
        String focus = s.state().pendingFocusNodeId();
        String other = s.graph().nodes().stream().map(SurfaceNode::id).filter(id -> !id.equals(focus))
                .findFirst().orElseThrow();

        SessionCorrection.Outcome renamedOther = CORRECTION.apply(methodology, s, turns(),
                List.of(new GraphEdit.Rename(other, "a better name")));
        SessionCorrection.Outcome renamedFocus = CORRECTION.apply(methodology, s, turns(),
                List.of(new GraphEdit.Rename(focus, "morning ritual")));

        assertThat(renamedOther.state().pendingFocusNodeId()).isEqualTo(focus);
        assertThat(renamedOther.questionStale()).isFalse();
        assertThat(renamedFocus.state().pendingFocusNodeId()).isEqualTo(focus);
        assertThat(renamedFocus.questionStale()).isTrue();
    }

    @Test
    void a_bad_edit_changes_nothing_and_is_named() {
        SessionCorrection.Outcome outcome = CORRECTION.apply(methodology, session(), turns(),
                List.of(new GraphEdit.DeleteNode("nope")));

        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.problems()).containsExactly("edit 1: unknown node nope");
        assertThat(outcome.graph()).isNull();
    }

    private static List<String> scores(List<ScoredCandidate> candidates) {
        List<String> out = new ArrayList<>();
        for (ScoredCandidate c : candidates) {
            out.add(c.strategy() + "/" + c.nodeId() + "=" + Math.round(c.finalScore() * 1e6) + (c.selected() ? "*" : ""));
        }
        return out;
    }
}
