package org.interviewworkbench.engine.pipeline;

import java.util.function.BooleanSupplier;
import org.interviewworkbench.engine.config.MethodologyConfig;

/**
 * One respondent answer to process.
 *
 * @param sessionId        session to continue
 * @param answer           the answer as given (saved verbatim; processed truncated when very long)
 * @param methodology      methodology to run this turn with (normally the session's snapshot; the workbench
 *                         may pass a hot-reloaded one)
 * @param askedQuestion    the question actually asked when the researcher edited the suggested one, else
 *                         {@code null}
 * @param strategyOverride a strategy the researcher wants for the next question instead of the ranking's
 *                         winner, else {@code null}
 * @param cancelled        polled between stages; when it answers true the turn stops without committing
 * @param askedStrategy    the strategy the moderator chose for the question asked now (the pending question was
 *                         regenerated for it, {@link SessionEditing}), else {@code null}: the pending ranking is
 *                         redone for it before the answer is processed and the choice is logged as
 *                         {@code override_strategy} after the previous turn
 */
public record TurnInput(String sessionId, String answer, MethodologyConfig methodology, String askedQuestion,
                        String strategyOverride, BooleanSupplier cancelled, String askedStrategy) {
    public TurnInput {
        cancelled = cancelled == null ? () -> false : cancelled;
        askedStrategy = askedStrategy == null || askedStrategy.isBlank() ? null : askedStrategy;
    }

    public TurnInput(String sessionId, String answer, MethodologyConfig methodology, String askedQuestion,
                     String strategyOverride, BooleanSupplier cancelled) {
        this(sessionId, answer, methodology, askedQuestion, strategyOverride, cancelled, null);
    }

    public TurnInput(String sessionId, String answer, MethodologyConfig methodology) {
        this(sessionId, answer, methodology, null, null, null);
    }
}
