package org.interviewworkbench.engine.port;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Ordered;
import org.interviewworkbench.engine.model.Concept;

/**
 * Input of concept/relationship extraction.
 *
 * @param methodology     ontology and guidance
 * @param concept         study concept (topic, stimulus elements)
 * @param answer          the respondent's answer (already truncated for processing)
 * @param utteranceId     id of the saved answer utterance
 * @param lastQuestion    the question this answer replies to
 * @param focusLabel      label of the node the question was about, or {@code null}
 * @param focusNodeType   node type of that node, or {@code null}
 * @param existingLabels  labels of existing graph nodes (most recent last) for cross-turn edges
 * @param recentTurns     recent conversation, oldest first
 * @param srl             SRL hints from stage 3
 */
public record ExtractionRequest(MethodologyConfig methodology, Concept concept, String answer, String utteranceId,
                                String lastQuestion, String focusLabel, String focusNodeType,
                                List<String> existingLabels, List<ConversationLine> recentTurns, SrlAnalysis srl) {
    public ExtractionRequest {
        existingLabels = Ordered.copyOf(existingLabels);
        recentTurns = Ordered.copyOf(recentTurns);
        srl = srl == null ? SrlAnalysis.EMPTY : srl;
    }
}
