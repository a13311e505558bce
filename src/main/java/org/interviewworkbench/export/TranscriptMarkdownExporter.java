package org.interviewworkbench.export;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SlotStatus;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.pipeline.TurnResult;

/** {@code transcript.md}: the conversation with each question's strategy and focus, then a graph summary. */
public final class TranscriptMarkdownExporter {

    public String export(SessionSnapshot snapshot, List<TurnResult> turns) {
        return export(snapshot, turns, List.of());
    }

    /** With the researcher's edit log and how much of the engine's coding was kept. */
    public String export(SessionSnapshot snapshot, List<TurnResult> turns,
                         List<org.interviewworkbench.engine.port.EditLogStore.EditRecord> edits) {
        return export(snapshot, turns, edits, null);
    }

    /** With the consent note and the redaction choice recorded with the session (lines in the header). */
    public String export(SessionSnapshot snapshot, List<TurnResult> turns,
                         List<org.interviewworkbench.engine.port.EditLogStore.EditRecord> edits,
                         org.interviewworkbench.engine.port.ConsentStore.SessionConsent consent) {
        var info = snapshot.info();
        StringBuilder md = new StringBuilder();
        md.append("# Interview: ").append(info.conceptName()).append("\n\n");
        md.append("- Methodology: `").append(info.methodologyId()).append("`\n");
        md.append("- Concept: `").append(info.conceptId()).append("`\n");
        md.append("- Engine: ").append(info.engine()).append(", seed ").append(info.seed()).append('\n');
        if (info.personaId() != null) {
            md.append("- Persona: `").append(info.personaId()).append("`\n");
        }
        if (consent != null) {
            md.append("- Consent: ").append(consent.text() == null ? "none recorded" : consent.text())
                    .append(" (recorded ").append(consent.recordedAt()).append(")\n");
            md.append("- Redaction: ").append(consent.redaction()).append('\n');
        }
        md.append("- Turns: ").append(snapshot.state().turnCount()).append(" of at most ").append(info.maxTurns())
                .append('\n');
        md.append("- Status: ").append(snapshot.state().status().id());
        if (snapshot.state().terminationReason() != null) {
            md.append(" (").append(snapshot.state().terminationReason()).append(')');
        }
        md.append("\n\n## Conversation\n\n");
        TranscriptMarks asked = new TranscriptMarks(edits);
        String opening = !turns.isEmpty() ? turns.get(0).question()
                : snapshot.utterances().isEmpty() ? "" : snapshot.utterances().get(0).text();
        md.append("**Interviewer (opening):** ").append(opening).append(asked.mark(0)).append("\n\n");
        for (int i = 0; i < turns.size(); i++) {
            TurnResult t = turns.get(i);
            md.append("**Respondent (turn ").append(t.turnNumber()).append("):** ").append(t.answer())
                    .append(asked.answerMarks(t.turnNumber())).append("\n\n");
            md.append("> ").append(t.extraction().concepts()).append(" concepts, ")
                    .append(t.nodesAdded().size()).append(" new, ").append(t.edgesAdded().size())
                    .append(" new relationships");
            if (!t.extraction().rejected().isEmpty()) {
                md.append(", ").append(t.extraction().rejected().size()).append(" rejected");
            }
            md.append("\n\n");
            md.append("**Interviewer** _[").append(t.strategy());
            if (t.focusNodeId() != null) {
                md.append(" · focus: ").append(t.focusLabel());
            }
            // the question as it was asked: the next turn's question when it was answered, else the suggestion
            String question = i + 1 < turns.size() ? turns.get(i + 1).question() : t.nextQuestion();
            md.append(" · ").append(t.phase()).append("]_: ").append(question).append(asked.mark(t.turnNumber()))
                    .append("\n\n");
            if (!t.shouldContinue()) {
                md.append("_Interview ended: ").append(t.terminationReason()).append("_\n\n");
            }
        }
        md.append("## Graph summary\n\n");
        md.append(snapshot.graph().nodeCount()).append(" concepts, ").append(snapshot.graph().edgeCount())
                .append(" relationships.\n\n");
        Map<String, StringBuilder> byType = new LinkedHashMap<>();
        for (SurfaceNode n : snapshot.graph().nodes()) {
            byType.computeIfAbsent(n.nodeType(), k -> new StringBuilder())
                    .append("- ").append(n.label()).append(" (").append(n.id()).append(")\n");
        }
        byType.forEach((type, list) -> md.append("### ").append(type).append("\n\n").append(list).append('\n'));
        if (snapshot.graph().edgeCount() > 0) {
            md.append("### Relationships\n\n");
            for (SurfaceEdge e : snapshot.graph().edges()) {
                md.append("- ").append(label(snapshot, e.source())).append(" → **").append(e.edgeType())
                        .append("** → ").append(label(snapshot, e.target())).append('\n');
            }
            md.append('\n');
        }
        long active = snapshot.graph().slots().stream().filter(s -> s.status() == SlotStatus.ACTIVE).count();
        md.append("### Canonical concepts (").append(active).append(" active)\n\n");
        for (CanonicalSlot s : snapshot.graph().slots()) {
            md.append("- ").append(s.name()).append(" [").append(s.nodeType()).append(", ").append(s.status().id())
                    .append(", support ").append(s.supportCount()).append("]\n");
        }
        String editSection = EditLogExport.markdown(snapshot, edits);
        if (!editSection.isEmpty()) {
            md.append('\n').append(editSection);
        }
        return md.toString();
    }

    private static String label(SessionSnapshot snapshot, String nodeId) {
        return snapshot.graph().node(nodeId).map(SurfaceNode::label).orElse(nodeId);
    }
}
