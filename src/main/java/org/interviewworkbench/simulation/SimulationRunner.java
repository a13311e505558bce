package org.interviewworkbench.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.pipeline.TurnInput;
import org.interviewworkbench.engine.pipeline.TurnResult;

/**
 * Runs one simulated interview: start the session, then let the respondent answer the pending question and feed the
 * answer to the interviewer until it stops or the turns run out; finally measure the result.
 *
 * <p>The respondent sees the question, the turn number, and the strategy (with its description) and focus label
 * the previous TurnResult chose; the opening question carries none. Thread-safe when the driver is (each call builds
 * its own respondent).
 */
public final class SimulationRunner {

    /** Called after every turn (on the running thread). */
    @FunctionalInterface
    public interface TurnObserver {
        TurnObserver NONE = (spec, turn) -> { };

        void turnCompleted(SimulationSpec spec, TurnResult turn);
    }

    private final InterviewDriver driver;
    private final RespondentFactory respondents;
    private final QualityEvaluator evaluator;

    public SimulationRunner(InterviewDriver driver, RespondentFactory respondents, QualityEvaluator evaluator) {
        this.driver = Objects.requireNonNull(driver, "driver");
        this.respondents = Objects.requireNonNull(respondents, "respondents");
        this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
    }

    public SimulationResult run(SimulationSpec spec) {
        return run(spec, TurnObserver.NONE);
    }

    public SimulationResult run(SimulationSpec spec, TurnObserver observer) {
        String sessionId = spec.sessionId();
        if (driver.load(sessionId).isPresent()) {
            int n = 2;
            while (driver.load(sessionId + "-" + n).isPresent()) {
                n++;
            }
            sessionId = sessionId + "-" + n;
        }
        SessionSnapshot started = driver.start(new InterviewService.StartRequest(sessionId, spec.methodology(),
                spec.methodologySource(), spec.concept(), spec.engine(), spec.seed(), spec.maxTurns(),
                spec.persona().id(), spec.scenario() == null ? null : spec.scenario().id()));
        String id = started.info().id();
        Respondent respondent = respondents.create(new RespondentSetup(spec.persona(), spec.scenario(), spec.concept(),
                spec.methodology(), spec.seed()));
        String question = started.state().pendingQuestion() != null ? started.state().pendingQuestion()
                : started.utterances().isEmpty() ? "" : started.utterances().get(0).text();
        RespondentTurn turn = new RespondentTurn(question, 1, null, null, null);
        List<TurnResult> turns = new ArrayList<>();
        for (int n = 1; n <= spec.maxTurns(); n++) {
            String answer = respondent.answer(turn);
            if (answer == null || answer.isBlank()) {
                answer = "I don't know.";
            }
            TurnResult result = driver.answer(new TurnInput(id, answer, spec.methodology()));
            turns.add(result);
            observer.turnCompleted(spec, result);
            if (!result.shouldContinue() || result.nextQuestion() == null) {
                break;
            }
            String description = spec.methodology().strategy(result.strategy()).map(Strategy::description)
                    .orElse(null);
            turn = new RespondentTurn(result.nextQuestion(), n + 1, result.strategy() == null ? "" : result.strategy(),
                    description, result.focusLabel());
        }
        SessionSnapshot done = driver.load(id).orElseThrow(() ->
                new IllegalStateException("session " + id + " vanished during the simulation"));
        String reason = !turns.isEmpty() && turns.get(turns.size() - 1).terminationReason() != null
                ? turns.get(turns.size() - 1).terminationReason() : done.state().terminationReason();
        QualityReport quality = evaluator.evaluate(spec.scenario(), spec.methodology().ontology(), done.graph(), turns,
                reason);
        return new SimulationResult(spec, done, turns, quality);
    }
}
