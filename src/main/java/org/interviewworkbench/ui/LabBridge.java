package org.interviewworkbench.ui;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.scoring.RankingResult;

/**
 * The methodology lab's side of the {@link WorkbenchBridge}: validating, saving and hot-reloading methodologies,
 * the what-if ranking and simulated interviews. Blocking, off the FX thread (see {@link WorkbenchBridge}).
 */
public interface LabBridge {

    /** Validates YAML text without side effects; an empty list means valid. */
    List<Problem> validateMethodology(String yaml, String fileName);

    /** The YAML source of the currently active (possibly hot-reloaded) methodology. */
    String activeMethodologySource(String methodologyId);

    /**
     * Validates and, when valid, saves and hot-reloads the methodology.
     *
     * @return whether it was applied, with the problems found (non-empty when not applied)
     */
    SaveOutcome saveMethodology(String methodologyId, String yaml);

    /**
     * Registers a listener for external changes to methodology files (hot reload). The listener may be called
     * on any thread; the UI marshals it. Closing the returned handle stops the notifications.
     */
    AutoCloseable watchMethodologies(Consumer<MethodologyChange> listener);

    /** What-if: the ranking the turn would have produced with {@code editedYaml}; nothing is stored. */
    RankingResult rerank(TurnResult turn, String editedYaml);


    // ---- simulation ----------------------------------------------------------------------------------------

    /** Scenario ids available for simulation. */
    List<String> scenarioIds();

    /** Persona ids available for simulation. */
    List<String> personaIds();

    /**
     * Runs {@code request.runs()} synthetic interviews, reporting progress; blocking and cancellable between
     * turns. Each run is stored as a session the UI can open.
     */
    List<SimulationRun> simulate(SimulationRequest request, Consumer<SimulationProgress> progress,
                                 BooleanSupplier cancelled);


    // ---- value types ---------------------------------------------------------------------------------------

    /** Problem severity. */
    enum Severity { ERROR, WARNING }

    /**
     * One validation problem at a 1-based line and column.
     */
    record Problem(int line, int column, String message, Severity severity) {
        public Problem {
            Objects.requireNonNull(message, "message");
            severity = severity == null ? Severity.ERROR : severity;
            line = Math.max(1, line);
            column = Math.max(1, column);
        }

        /** {@code line:column: message}. */
        public String display() {
            return line + ":" + column + ": " + message;
        }
    }

    /** Result of {@link #saveMethodology}. */
    record SaveOutcome(boolean applied, List<Problem> problems) {
        public SaveOutcome {
            problems = List.copyOf(problems);
        }
    }

    /**
     * A methodology file changed on disk.
     *
     * @param methodologyId the methodology
     * @param source        the new file text
     * @param applied       whether it replaced the active methodology
     * @param problems      why not, when not applied
     */
    record MethodologyChange(String methodologyId, String source, boolean applied, List<Problem> problems) {
        public MethodologyChange {
            problems = List.copyOf(problems);
        }
    }

    /** A batch of synthetic interviews. */
    record SimulationRequest(String methodologyId, String scenarioId, String personaId, String engine, int turns,
                             int runs, long seed) {
        public SimulationRequest {
            if (turns < 1 || runs < 1) {
                throw new IllegalArgumentException("turns and runs must be at least 1");
            }
        }
    }

    /** Progress of a simulation batch (1-based run, turns done in that run). */
    record SimulationProgress(int run, int runs, int turn, int turns) {
        /** Overall fraction done in [0, 1]. */
        public double fraction() {
            return ((run - 1) * (double) turns + turn) / ((double) runs * turns);
        }
    }

    /** One finished simulated interview and its quality metrics (name to value, in display order). */
    record SimulationRun(int run, String sessionId, int turns, String terminationReason,
                         Map<String, Double> quality) {
        public SimulationRun {
            quality = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(quality));
        }
    }
}
