package org.interviewworkbench.engine.pipeline;

import java.util.concurrent.Executor;
import org.interviewworkbench.engine.port.LanguageEngine;

/**
 * How a turn runs its language tasks (issue 11, "fast turns").
 *
 * <p>Independent tasks run on {@code executor}: the rubric rating starts with the answer, next to SRL and
 * extraction; slot discovery starts after the graph update and is applied after the question (when the ranking
 * does not read canonical-slot signals, see {@link SlotDependentSignals}). The executor is owned by the
 * composition root and shut down there; a direct executor ({@code Runnable::run}) gives the plain sequential run.
 *
 * <p>The turn deadline: a task that has not answered {@code deadlineMillis} after the answer arrived is cancelled
 * and answered by {@code offline}; the turn is marked degraded with the reason. {@code 0} (or no offline engine)
 * means no deadline.
 *
 * @param executor        runs language tasks
 * @param offline         answers late tasks, or {@code null}
 * @param deadlineMillis  per-turn deadline in ms, {@code 0} for none
 * @param streamQuestions whether the question is streamed to the {@link TurnListener}
 */
public record TurnConcurrency(Executor executor, LanguageEngine offline, long deadlineMillis, boolean streamQuestions) {

    /** The default turn deadline of LLM engines, in ms ({@code --turn-deadline-ms}). */
    public static final long DEFAULT_DEADLINE_MS = 15_000;

    /** One task after another on the turn's thread, no deadline, no streaming: the behaviour before issue 11. */
    public static final TurnConcurrency SEQUENTIAL = new TurnConcurrency(Runnable::run, null, 0, false);

    public TurnConcurrency {
        if (executor == null) {
            throw new IllegalArgumentException("executor is required (Runnable::run for sequential runs)");
        }
        if (deadlineMillis < 0) {
            throw new IllegalArgumentException("the turn deadline must be 0 (none) or positive, not " + deadlineMillis);
        }
    }

    /** Whether late tasks are answered offline. */
    public boolean hasDeadline() {
        return deadlineMillis > 0 && offline != null;
    }
}
