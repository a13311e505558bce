package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>a concept test's own moves</b> where a generic question would leave the method: a concept
 * test takes reactions to the stimulus (appeal, understanding, believability, concerns, likely use); it does not
 * ladder ("Why is that important to you?") and, once every element has had its reaction, it does not fish for "what
 * else stands out" but asks for the concept's overall appeal and how likely they would be to use it.
 *
 * <p>Contract, for a methodology whose opening asks for reactions and a concept with stimulus elements, outside a
 * closing:
 * <ul>
 *   <li>an element has had its reaction when a question asked quoted its label, or an answer in view named its
 *       label or an alias ({@link LexicalCues#namesElement});</li>
 *   <li>a ladder ({@link Intent#DEEPEN}) asks how what was just said affects whether they would use it, unless one
 *       of the last two questions asked that;</li>
 *   <li>with every element reacted to, a question that would open a new thread ({@link Intent#EXPLORE},
 *       {@link Intent#REVITALIZE}, or a ladder as above) asks for the overall appeal, then for the likely use, each
 *       once;</li>
 *   <li>anything else: {@code null}, and the composer words the intent as before.</li>
 * </ul>
 */
final class ConceptTestMoves {

    static final List<String> OVERALL_APPEAL = List.of(
            "Now that we've been through each part, how appealing is {t} to you overall?",
            "Taking all of it together, how appealing is {t} to you?");
    static final List<String> LIKELY_USE = List.of(
            "Thinking about all of it, how likely would you be to use {t}, and what would decide it for you?",
            "If {t} were available to you tomorrow, how likely is it that you would use it, and why?");
    static final List<String> EFFECT_ON_USE = List.of(
            "How would that affect whether you'd use it?",
            "What difference would that make to whether you'd use it?");

    private ConceptTestMoves() {
    }

    /** The concept test's question for {@code intent} (class comment), or {@code null}. */
    static String question(FollowUpRequest request, Intent intent, String topic) {
        Concept concept = request.concept();
        if (request.closing() || concept == null || !concept.hasElements()
                || !"reaction".equals(QuestionComposer.openingStyle(request.methodology()))
                || !List.of(Intent.EXPLORE, Intent.REVITALIZE, Intent.DEEPEN).contains(intent)) {
            return null;
        }
        List<String> recent = request.recentQuestions();
        boolean effectAsked = recent.subList(Math.max(0, recent.size() - 2), recent.size()).stream()
                .anyMatch(q -> q != null && EFFECT_ON_USE.contains(q.strip()));
        if (intent == Intent.DEEPEN && !effectAsked) {
            return choose(EFFECT_ON_USE, request); // a reaction, a concern: what it means for whether they'd use it
        }
        if (allReacted(request, concept)) {
            for (List<String> step : List.of(OVERALL_APPEAL, LIKELY_USE)) {
                List<String> worded = step.stream().map(q -> VariantChooser.finish(q.replace("{t}", topic))).toList();
                if (request.recentQuestions().stream().noneMatch(q -> q != null && worded.contains(q.strip()))) {
                    return choose(worded, request);
                }
            }
            return null;
        }
        return null;
    }

    /** Whether every stimulus element has had its reaction (class comment). */
    static boolean allReacted(FollowUpRequest request, Concept concept) {
        for (StimulusElement e : concept.elements()) {
            String quoted = "\"" + e.label().strip().toLowerCase(Locale.ROOT) + "\"";
            boolean asked = request.recentQuestions().stream()
                    .anyMatch(q -> q != null && q.toLowerCase(Locale.ROOT).contains(quoted));
            Concept only = new Concept(concept.id(), concept.name(), concept.methodology(), concept.objective(),
                    List.of(e), List.of());
            boolean named = LexicalCues.namesElement(only, request.lastAnswer()) || request.recentTurns().stream()
                    .filter(l -> l.speaker() == org.interviewworkbench.engine.model.Speaker.USER)
                    .anyMatch(l -> LexicalCues.namesElement(only, l.text()));
            if (!asked && !named) {
                return false;
            }
        }
        return true;
    }

    private static String choose(List<String> variants, FollowUpRequest request) {
        List<String> finished = variants.stream().map(VariantChooser::finish).toList();
        long h = Text.mix(request.seed(), Text.hash(String.valueOf(request.lastAnswer())), finished.size());
        return VariantChooser.choose(finished, Text.pick(h, finished.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }
}
