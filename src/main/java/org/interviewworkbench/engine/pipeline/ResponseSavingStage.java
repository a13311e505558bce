package org.interviewworkbench.engine.pipeline;

import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.port.Clock;

/**
 * Stage 11: records the next question as a system utterance with the same turn number as the answer.
 * Contract: out = the question utterance.
 */
public final class ResponseSavingStage {

    private final Clock clock;

    public ResponseSavingStage(Clock clock) {
        this.clock = clock;
    }

    public Utterance save(TurnWorkspace ws, QuestionGenerationStage.Output question) {
        Utterance u = new Utterance("u" + ws.turnNumber() + "-question", ws.turnNumber(), Speaker.SYSTEM,
                question.question(), clock.now());
        ws.addUtterance(u);
        return u;
    }
}
