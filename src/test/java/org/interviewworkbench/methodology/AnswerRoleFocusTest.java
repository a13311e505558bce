package org.interviewworkbench.methodology;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.aboutness.AnswerReadings;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.scoring.ScoredCandidate;
import org.interviewworkbench.engine.scoring.StrategyRanker;
import org.interviewworkbench.engine.signal.NodeSignalContext;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.interviewworkbench.engine.signal.SignalDetectionService;
import org.interviewworkbench.engine.signal.SignalValue;
import org.interviewworkbench.engine.tracker.NodeStateTracker;
import org.junit.jupiter.api.Test;

/**
 * The focus the shipped methodologies choose with {@code graph.node.answer_role} (issue 12): the concept the last
 * answer is about, not a stray noun from it. Each graph lists the wrong concept first, so a tie would pick it.
 * Answers written for this test.
 */
class AnswerRoleFocusTest {

    private final MethodologyLoader loader = new MethodologyLoader(SignalCatalog.standard());

    private record Said(String id, String label, String type, int turn, String quote) {
    }

    private String focus(String methodologyFile, String strategy, int turn, Map<String, String> answers,
                         Said... concepts) {
        MethodologyConfig m = loader.load(Path.of("methodologies", methodologyFile)).orElseThrow();
        InterviewGraph g = new InterviewGraph();
        NodeStateTracker t = new NodeStateTracker();
        for (Said c : concepts) {
            g.putNode(new SurfaceNode(c.id(), c.label(), c.type(), 0.9, c.turn(), List.of("u" + c.turn() + "-answer"),
                    List.of(c.quote()), List.of()), null);
            t.register(c.id(), c.label(), c.type(), c.turn(), 0, false, 1);
        }
        Map<String, Map<String, SignalValue>> nodes = new SignalDetectionService().detectNodes(t.snapshot(),
                new NodeSignalContext(turn, null, null, g, false, null, AnswerReadings.of(answers)),
                new LinkedHashMap<>());
        List<ScoredCandidate> ranked = new StrategyRanker().rankNodes(m.strategy(strategy).orElseThrow(), nodes,
                m.phase(InterviewPhase.MID));
        return ranked.get(0).nodeId();
    }

    @Test
    void meansEndLaddersOnTheConsequenceTheRespondentStatedNotOnTheFamilyEventBehindIt() {
        String answer = "My mum moved in after my dad's stroke. The bus is twice a day at best. So I can be home "
                + "by five for her.";
        String focus = focus("means_end_chain.yaml", "deepen", 1, Map.of("u1-answer", answer),
                new Said("stroke", "dad's stroke", "psychosocial_consequence", 1, "My mum moved in after my dad's stroke"),
                new Said("home", "home by five", "psychosocial_consequence", 1, "I can be home by five for her"));
        assertThat(focus).isEqualTo("home");
    }

    @Test
    void meansEndDoesNotLadderOnAnAsideInBracketsOrBetweenDashes() {
        String answer = "I don't have to queue for the lockers (there are six for the whole floor). I'm at my desk "
                + "early - the caretaker lets me in - and fresh.";
        String focus = focus("means_end_chain.yaml", "deepen", 1, Map.of("u1-answer", answer),
                new Said("lockers", "six lockers", "psychosocial_consequence", 1, "there are six for the whole floor"),
                new Said("caretaker", "caretaker", "psychosocial_consequence", 1, "the caretaker lets me in"),
                new Said("desk", "at desk early", "psychosocial_consequence", 1, "I'm at my desk early"));
        assertThat(focus).isEqualTo("desk");
    }

    @Test
    void jobsToBeDoneNeverAsksAboutTheRespondentsOwnJobTitleNowOrAfterAShortAnswer() {
        String first = "So I'm a sound engineer - mostly podcasts, some theatre. Booking studios is the headache.";
        Said job = new Said("job", "sound engineer", "solution_approach", 1, "I'm a sound engineer");
        Said theatre = new Said("theatre", "theatre", "job_context", 1,
                "So I'm a sound engineer - mostly podcasts, some theatre.");
        Said booking = new Said("booking", "booking studios", "pain_point", 1, "Booking studios is the headache");
        assertThat(focus("jobs_to_be_done.yaml", "explore_situation", 1, Map.of("u1-answer", first), job, theatre,
                booking)).isEqualTo("booking");
        Map<String, String> later = Map.of("u1-answer", first, "u2-answer", "Not much, honestly.");
        assertThat(focus("jobs_to_be_done.yaml", "explore_situation", 2, later, job, theatre, booking))
                .isEqualTo("booking");
    }

    @Test
    void repertoryGridDoesNotRateOptionsOnAJokeTheRespondentTookBack() {
        String answer = "Ha - a wizard who cleans the oven. No. Something that tells me when the oven needs it.";
        String focus = focus("repertory_grid.yaml", "rate_elements", 1, Map.of("u1-answer", answer),
                new Said("wizard", "cleans oven", "construct_pole", 1, "a wizard who cleans the oven"),
                new Said("tells", "tells me when", "construct_pole", 1,
                        "Something that tells me when the oven needs it"));
        assertThat(focus).isEqualTo("tells");
    }
}
