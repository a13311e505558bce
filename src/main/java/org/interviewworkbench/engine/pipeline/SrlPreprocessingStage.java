package org.interviewworkbench.engine.pipeline;

import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.SrlAnalysis;
import org.interviewworkbench.engine.port.TaskResult;

/**
 * Stage 3: SRL-style preprocessing (discourse markers and predicate-argument frames) that guides extraction
 * (seed 001 path 15). Contract: in = answer + question; out = {@link SrlAnalysis} (empty when the engine finds
 * nothing).
 */
public final class SrlPreprocessingStage {

    private final LanguageEngine language;

    public SrlPreprocessingStage(LanguageEngine language) {
        this.language = language;
    }

    public SrlAnalysis analyse(TurnWorkspace ws, UtteranceSavingStage.Output saved) {
        TaskResult<SrlAnalysis> result = language.analyse(saved.processedText(), saved.question());
        ws.account(LanguageTask.EXTRACTION, result);
        return result.value() == null ? SrlAnalysis.EMPTY : result.value();
    }
}
