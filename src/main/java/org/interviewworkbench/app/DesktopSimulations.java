package org.interviewworkbench.app;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import org.interviewworkbench.cli.CliServices;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.methodology.StudyCatalog;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.simulation.InterviewDriver;
import org.interviewworkbench.simulation.QualityEvaluator;
import org.interviewworkbench.simulation.RespondentFactory;
import org.interviewworkbench.simulation.SimulationFiles;
import org.interviewworkbench.simulation.SimulationResult;
import org.interviewworkbench.simulation.SimulationRunner;
import org.interviewworkbench.simulation.SimulationSpec;
import org.interviewworkbench.ui.LabBridge.SimulationProgress;
import org.interviewworkbench.ui.LabBridge.SimulationRequest;
import org.interviewworkbench.ui.LabBridge.SimulationRun;

/**
 * The methodology lab's simulated interviews: a batch of runs of one scenario (its ground truth and its
 * methodology's active version) with one persona, each stored as a session the workbench can open, with the quality
 * figures of each run. Blocking; cancellable between runs and turns.
 */
final class DesktopSimulations {

    private final StudyFiles studyFiles;
    private final StudyFileLocator locator;
    private final CliServices services;
    private final OfflineComponents offline;
    private final SessionStore store;
    private final ActiveMethodologies methodologies;
    private final Function<String, InterviewService> serviceOf;

    /** {@code serviceOf} gives the interview service of a language engine id. */
    DesktopSimulations(StudyFiles studyFiles, StudyFileLocator locator, CliServices services,
                       OfflineComponents offline, SessionStore store, ActiveMethodologies methodologies,
                       Function<String, InterviewService> serviceOf) {
        this.studyFiles = studyFiles;
        this.locator = locator;
        this.services = services;
        this.offline = offline;
        this.store = store;
        this.methodologies = methodologies;
        this.serviceOf = serviceOf;
    }

    List<String> scenarioIds() {
        return new StudyCatalog<String>(locator, "methodologies/scenarios", "scenario", (text, name) -> null).ids();
    }

    List<String> personaIds() {
        return studyFiles.personas().ids();
    }

    List<SimulationRun> simulate(SimulationRequest request, Consumer<SimulationProgress> progress,
                                 BooleanSupplier cancelled) {
        SimulationFiles files = new SimulationFiles(locator.workingDir().resolve("methodologies"));
        var scenario = files.scenario(request.scenarioId());
        // a scenario is ground truth for one methodology: simulate with that one, not the open session's
        ActiveMethodologies.Active m = methodologies.active(scenario.methodology() != null ? scenario.methodology()
                : request.methodologyId());
        Concept concept = services.concept(scenario.concept());
        var persona = files.persona(request.personaId());
        SimulationRunner runner = new SimulationRunner(InterviewDriver.of(serviceOf.apply(request.engine()), store),
                RespondentFactory.offline(offline.embeddings()), new QualityEvaluator(offline.embeddings()));
        List<SimulationRun> runs = new ArrayList<>();
        for (int i = 0; i < request.runs() && !cancelled.getAsBoolean(); i++) {
            int run = i + 1;
            SimulationSpec spec = new SimulationSpec(m.config(), m.source(), concept, persona, scenario,
                    request.engine(), request.turns(), request.seed() + i);
            SimulationResult result = runner.run(spec, (s, t) -> progress.accept(
                    new SimulationProgress(run, request.runs(), t.turnNumber(), request.turns())));
            runs.add(new SimulationRun(run, result.snapshot().info().id(), result.turns().size(),
                    result.terminationReason(), result.quality().numbers()));
        }
        return runs;
    }
}
