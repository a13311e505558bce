package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * The researcher's own wording of a strategy's question ({@code questions:} in the methodology YAML, per focus node
 * type or {@code default}), filled only where its placeholders can be filled safely: {@code {focus}} with a label in
 * the respondent's words that passes the {@link NounPhraseGate}, {@code {focus_quote}} with a clause that stands alone
 * ({@link ReportedSpeech}), {@code {topic}} with the study topic. The researcher's wording wins over the built-in ones.
 */
final class ResearchersWording {

    private final ReportedSpeech speech;
    private final LabelPhrasing labels;

    ResearchersWording(ReportedSpeech speech, LabelPhrasing labels) {
        this.speech = speech;
        this.labels = labels;
    }

    /**
     * The researcher's own wording of this strategy's question ({@code questions:} in the methodology YAML), for
     * the focus node type or {@code default}: a template is used only when its placeholders can be filled safely
     * ({@code {focus}} with a label that passes the gate, {@code {focus_quote}} with a clause that stands alone);
     * {@code null} when the strategy has none that can be filled.
     */
    String question(FollowUpRequest request, String topic) {
        if (request.strategy() == null || request.strategy().questions().isEmpty()) {
            return null;
        }
        var wordings = request.strategy().questions();
        List<String> templates = request.focusNodeType() != null && wordings.containsKey(request.focusNodeType())
                ? wordings.get(request.focusNodeType()) : wordings.getOrDefault("default", List.of());
        String np = null;
        String clause = null;
        boolean npDone = false;
        boolean clauseDone = false;
        List<String> variants = new ArrayList<>();
        for (String template : templates) {
            if (template.contains("{focus}") && !npDone) {
                np = labels.labelPhrase(request, topic);
                npDone = true;
            }
            if (template.contains("{focus_quote}") && !clauseDone) {
                clause = ReportedSpeech.startsAStatement(request.focusQuote(), AnswerReferences.answerHolding(request))
                        ? speech.clause(request.focusQuote(), labels.properNouns(request)).orElse(null) : null;
                clauseDone = true;
            }
            if (template.contains("{focus}") && np == null || template.contains("{focus_quote}") && clause == null) {
                continue;
            }
            String q = template.replace("{topic}", topic);
            if (np != null) {
                q = q.replace("{focus}", np);
            }
            if (clause != null) {
                q = q.replace("{focus_quote}", clause);
            }
            variants.add(VariantChooser.finish(q));
        }
        if (variants.isEmpty()) {
            return null;
        }
        long h = Text.mix(request.seed(), Text.hash(request.strategy().name()),
                Text.hash(String.valueOf(request.focusLabel())));
        return VariantChooser.choose(variants, Text.pick(h, variants.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }
}
