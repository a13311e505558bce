package org.interviewworkbench.engine.port;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Ordered;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;

/**
 * Input of follow-up question generation (seed 002 "Policy-Driven Follow-Up Question Generation").
 *
 * @param methodology    methodology context
 * @param concept        study concept (topic anchoring)
 * @param strategy       the winning strategy (description = what the question must do)
 * @param focusLabel     the focus concept's label ({@code "what we've discussed"} / {@code "the topic"} in
 *                       summary / topic modes)
 * @param focusNodeType  node type of the focus node, or {@code null}
 * @param lastAnswer     the answer just given
 * @param recentTurns    recent conversation, oldest first
 * @param graphSummary   one-line summary of what is known ("Depth: ... | Explored N concepts | Recent: ...")
 * @param activeSignals  signals that drove the choice, with descriptions ("why this strategy")
 * @param recentQuestions the last questions asked (for dedup and variety), oldest first
 * @param closing        whether this is a closing question (interview ends after it)
 * @param attempt        0 for the first try; higher after a duplicate was rejected
 * @param seed           deterministic phrasing seed
 * @param focusQuote     the respondent's own words for the focus concept (its first source quote), or {@code null}
 * @param focusAnswer    the whole answer that quote comes from, or {@code null}
 * @param elements       the options the respondent compares (a repertory grid's elements), in the order they were
 *                       first named, for a question that names three of them (a triad); empty where there are none
 * @param reactedElements the labels of a concept test's stimulus elements the respondent has reacted to so far
 *                       (mentioned, with no reaction gap left in the coverage), in the concept's order; empty where
 *                       there are none or the caller does not track coverage
 * @param earlierAnswers every answer the respondent gave before {@code lastAnswer}, oldest first (so a question does
 *                       not ask for what was said anywhere in the interview); empty where not known
 */
public record FollowUpRequest(MethodologyConfig methodology, Concept concept, Strategy strategy, String focusLabel,
                              String focusNodeType, String lastAnswer, List<ConversationLine> recentTurns,
                              String graphSummary, List<ActiveSignal> activeSignals, List<String> recentQuestions,
                              boolean closing, int attempt, long seed, String focusQuote,
                              String focusAnswer, List<String> elements, List<String> reactedElements,
                              List<String> earlierAnswers) {
    public FollowUpRequest {
        elements = elements == null ? List.of() : Ordered.copyOf(elements);
        reactedElements = reactedElements == null ? List.of() : Ordered.copyOf(reactedElements);
        earlierAnswers = earlierAnswers == null ? List.of() : Ordered.copyOf(earlierAnswers);
        recentTurns = Ordered.copyOf(recentTurns);
        activeSignals = Ordered.copyOf(activeSignals);
        recentQuestions = Ordered.copyOf(recentQuestions);
    }

    /** Without coverage of a concept's stimulus elements and without the earlier answers. */
    public FollowUpRequest(MethodologyConfig methodology, Concept concept, Strategy strategy, String focusLabel,
                           String focusNodeType, String lastAnswer, List<ConversationLine> recentTurns,
                           String graphSummary, List<ActiveSignal> activeSignals, List<String> recentQuestions,
                           boolean closing, int attempt, long seed, String focusQuote, String focusAnswer,
                           List<String> elements) {
        this(methodology, concept, strategy, focusLabel, focusNodeType, lastAnswer, recentTurns, graphSummary,
                activeSignals, recentQuestions, closing, attempt, seed, focusQuote, focusAnswer, elements, List.of(),
                List.of());
    }

    /** Without elements to compare. */
    public FollowUpRequest(MethodologyConfig methodology, Concept concept, Strategy strategy, String focusLabel,
                           String focusNodeType, String lastAnswer, List<ConversationLine> recentTurns,
                           String graphSummary, List<ActiveSignal> activeSignals, List<String> recentQuestions,
                           boolean closing, int attempt, long seed, String focusQuote, String focusAnswer) {
        this(methodology, concept, strategy, focusLabel, focusNodeType, lastAnswer, recentTurns, graphSummary,
                activeSignals, recentQuestions, closing, attempt, seed, focusQuote, focusAnswer, List.of());
    }

    /** Without the focus quote. */
    public FollowUpRequest(MethodologyConfig methodology, Concept concept, Strategy strategy, String focusLabel,
                           String focusNodeType, String lastAnswer, List<ConversationLine> recentTurns,
                           String graphSummary, List<ActiveSignal> activeSignals, List<String> recentQuestions,
                           boolean closing, int attempt, long seed) {
        this(methodology, concept, strategy, focusLabel, focusNodeType, lastAnswer, recentTurns, graphSummary,
                activeSignals, recentQuestions, closing, attempt, seed, null, null, List.of());
    }

    /** This request for another phrasing attempt. */
    public FollowUpRequest retry() {
        return new FollowUpRequest(methodology, concept, strategy, focusLabel, focusNodeType, lastAnswer, recentTurns,
                graphSummary, activeSignals, recentQuestions, closing, attempt + 1, seed, focusQuote, focusAnswer,
                elements, reactedElements, earlierAnswers);
    }

    /** A signal that contributed to the winning strategy, for the "why this strategy" prompt section. */
    public record ActiveSignal(String name, Object value, double contribution, String description) {
    }
}
