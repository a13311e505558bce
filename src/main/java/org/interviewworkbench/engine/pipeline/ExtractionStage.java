package org.interviewworkbench.engine.pipeline;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.ExtractionRequest;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.SrlAnalysis;
import org.interviewworkbench.engine.port.TaskResult;

/**
 * Stage 4: typed concepts and relationships from the answer.
 *
 * <p>The request carries the existing concept labels (last {@link #EXISTING_LABELS} for cross-turn edges, seed
 * 001 path 13), the last question and its focus concept (the implicit conversational relation) and the SRL
 * hints. Contract: out = {@link Extraction}.
 */
public final class ExtractionStage {

    /** Existing labels offered for cross-turn relationships. */
    public static final int EXISTING_LABELS = 30;
    /** Recent utterances given as context. */
    public static final int CONTEXT_UTTERANCES = 5;

    private final LanguageEngine language;

    public ExtractionStage(LanguageEngine language) {
        this.language = language;
    }

    public Extraction extract(TurnWorkspace ws, UtteranceSavingStage.Output saved, SrlAnalysis srl) {
        return extract(ws, saved, srl, TurnTasks.inline(org.interviewworkbench.engine.port.Clock.SYSTEM));
    }

    Extraction extract(TurnWorkspace ws, UtteranceSavingStage.Output saved, SrlAnalysis srl, TurnTasks tasks) {
        String focusId = ws.previousState().pendingFocusNodeId();
        SurfaceNode focus = focusId == null ? null : ws.graph().node(focusId).orElse(null);
        List<String> labels = new ArrayList<>();
        for (SurfaceNode n : ws.graph().nodes()) {
            labels.add(n.label());
        }
        if (labels.size() > EXISTING_LABELS) {
            labels = labels.subList(labels.size() - EXISTING_LABELS, labels.size());
        }
        ExtractionRequest request = new ExtractionRequest(ws.methodology(), ws.concept(), saved.processedText(),
                saved.utterance().id(), saved.question(), focus == null ? null : focus.label(),
                focus == null ? null : focus.nodeType(), labels, recentLines(ws.transcript(), CONTEXT_UTTERANCES),
                srl);
        TaskResult<Extraction> result = tasks.submit(LanguageTask.EXTRACTION, () -> language.extract(request),
                offline -> offline.extract(request)).join();
        ws.account(LanguageTask.EXTRACTION, result);
        return result.value();
    }

    /** The last {@code limit} utterances as conversation lines, oldest first. */
    static List<ConversationLine> recentLines(List<Utterance> transcript, int limit) {
        List<ConversationLine> lines = new ArrayList<>();
        int from = Math.max(0, transcript.size() - limit);
        for (Utterance u : transcript.subList(from, transcript.size())) {
            lines.add(new ConversationLine(u.turnNumber(), u.speaker(), u.text()));
        }
        return lines;
    }
}
