package org.interviewworkbench.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.app.EngineAssembly;
import org.interviewworkbench.app.OfflineComponents;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.methodology.LoadResult;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.simulation.RespondentTurn;
import org.interviewworkbench.simulation.Scenario;
import org.interviewworkbench.simulation.ScenarioRespondent;
import org.interviewworkbench.simulation.SimulationFiles;
import org.interviewworkbench.testkit.InMemorySessionStore;
import org.junit.jupiter.api.Test;

/**
 * The what-if ranking of the pending question agrees with the turn on a concept test: when the coverage strategy won
 * with no element left to name and the turn handed over to the next strategy, recomputing the pending ranking
 * without an edit suggests that same next strategy, not the coverage question the turn refused to ask.
 */
class PendingRankingCoverageTest {

    @Test
    void without_edits_the_pending_ranking_of_every_concept_test_turn_is_the_turns_own() {
        // once every element has been put to the respondent (asked about once and answered), the coverage strategy
        // finds nothing left to name and hands over to the next strategy, for a sceptical and a cooperative
        // respondent alike (an element is not asked for a reaction twice); the pending ranking must follow it
        assertThat(run("skeptical_analyst", 2)).as("turns where the coverage strategy handed over").isPositive();
        assertThat(run("baseline_cooperative", 1)).as("turns where the coverage strategy handed over").isPositive();
    }

    private static int run(String persona, long seed) {
        StudyFiles files = StudyFiles.forWorkingDirectory();
        LoadResult<MethodologyConfig> m = files.methodologies().resolve("concept_testing");
        MethodologyConfig methodology = m.value();
        SimulationFiles sim = new SimulationFiles(Path.of("methodologies"));
        Scenario scenario = sim.scenario("protein_bar_ct_1");
        Concept concept = files.concepts().resolve(scenario.concept()).value().concept();
        OfflineComponents offline = new OfflineComponents();
        InMemorySessionStore store = new InMemorySessionStore();
        InterviewService service = EngineAssembly.interviewService(store, offline.languageEngine(),
                offline.embeddings(), offline.lemmatizer(), Clock.SYSTEM);
        String id = service.start(new InterviewService.StartRequest(null, methodology, m.source(), concept,
                "offline", seed, 24, null, null)).info().id();
        ScenarioRespondent respondent = new ScenarioRespondent(scenario, sim.persona(persona), seed,
                offline.embeddings());
        SessionCorrection correction = EngineAssembly.sessionCorrection();
        int handedOver = 0;
        for (int turn = 1; turn <= 24; turn++) {
            SessionSnapshot s = store.load(id).orElseThrow();
            if (s.state().status() != org.interviewworkbench.engine.model.SessionStatus.ACTIVE) {
                break;
            }
            String answer = respondent.answer(new RespondentTurn(s.state().pendingQuestion(), turn,
                    s.state().pendingStrategy(), null, null));
            TurnResult done = service.answer(new TurnInput(id, answer, methodology));
            if (!done.shouldContinue()) {
                break;
            }
            if (coverageStrategy(methodology, done.alternatives().get(0).strategy())
                    && !coverageStrategy(methodology, done.strategy()) && done.strategyOverride() == null) {
                handedOver++;
            }
            SessionCorrection.Outcome outcome = correction.apply(methodology, store.load(id).orElseThrow(),
                    store.turnResults(id), List.of());
            assertThat(outcome.ranking().ranking().strategy()).as("turn %d", turn).isEqualTo(done.strategy());
            assertThat(outcome.ranking().ranking().focusNodeId()).as("turn %d", turn).isEqualTo(done.focusNodeId());
            assertThat(outcome.questionStale()).as("turn %d", turn).isFalse();
        }
        return handedOver;
    }

    private static boolean coverageStrategy(MethodologyConfig methodology, String name) {
        return methodology.strategy(name).map(s -> s.focusElement() || s.focusConnection()).orElse(false);
    }
}
