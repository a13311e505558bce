package org.interviewworkbench.engine.config;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One questioning strategy of a methodology.
 *
 * <p>The signal weights keep file order; they are partitioned once, here, into global weights (used by
 * Stage 1) and node weights (keys starting with {@code graph.node.}, {@code technique.node.} or
 * {@code meta.node.}, used by Stage 2) exactly as peer-spec 2.8 {@code partition_signal_weights}.
 *
 * @param name                     unique strategy name
 * @param description              what the strategy does (shown to question generation)
 * @param signalWeights            weight key to weight, in file order
 * @param nodeBinding              whether Stage 2 selects a focus node
 * @param focusMode                how the question names its focus without a node
 * @param generatesClosingQuestion selecting this strategy ends the interview with a closing question
 * @param globalWeights            the global part of the weights (derived)
 * @param nodeWeights              the node part of the weights (derived)
 * @param closingReason            termination reason reported when this closing strategy ends the interview
 *                                 ({@code null}: {@code closing_strategy})
 * @param focusElement             without a focus node, the question names the next stimulus element with a
 *                                 coverage gap (concept testing)
 * @param focusConnection          without a focus node, the question names the two elements of the next unmet
 *                                 connection requirement and asks how they relate (concept testing)
 * @param questions                the researcher's own question wordings ({@code questions:} in the YAML): node
 *                                 type (or {@code default}) to templates with {@code {focus}}, {@code {focus_quote}}
 *                                 and {@code {topic}}; empty: the built-in wordings
 * @param intent                   what the strategy's question must do ({@code intent:} in the YAML, one of
 *                                 {@link #INTENTS}); {@code null}: inferred from the name and description by the
 *                                 language engine
 */
public record Strategy(String name, String description, Map<String, Double> signalWeights, NodeBinding nodeBinding,
                       FocusMode focusMode, boolean generatesClosingQuestion,
                       Map<String, Double> globalWeights, Map<String, Double> nodeWeights, String closingReason,
                       boolean focusElement, boolean focusConnection, Map<String, List<String>> questions,
                       String intent) {

    /** The question intents a strategy may declare ({@code intent:}), in the order the documentation lists them. */
    public static final List<String> INTENTS = List.of("deepen", "explore", "clarify", "reflect", "revitalize",
            "alternatives", "obstacles", "emotions", "context", "compare", "next_step", "story", "cause", "learning",
            "rate", "ideal", "expectation", "relate", "reaction", "closing");

    /** Prefixes of node-scoped weight keys ({@code coverage.element.} holds the concept-testing node signals). */
    public static final String[] NODE_PREFIXES = {"graph.node.", "technique.node.", "meta.node.", "coverage.element."};

    public Strategy {
        description = description == null ? "" : description;
        signalWeights = Ordered.copyOf(signalWeights);
        nodeBinding = nodeBinding == null ? NodeBinding.REQUIRED : nodeBinding;
        focusMode = focusMode == null ? FocusMode.RECENT_NODE : focusMode;
        Map<String, Double> global = new LinkedHashMap<>();
        Map<String, Double> node = new LinkedHashMap<>();
        signalWeights.forEach((key, weight) -> (isNodeKey(key) ? node : global).put(key, weight));
        globalWeights = Ordered.copyOf(global);
        nodeWeights = Ordered.copyOf(node);
        Map<String, List<String>> q = new LinkedHashMap<>();
        if (questions != null) {
            questions.forEach((k, v) -> q.put(k, List.copyOf(v)));
        }
        questions = java.util.Collections.unmodifiableMap(q);
        intent = intent == null || intent.isBlank() ? null : intent.strip();
    }

    public Strategy(String name, String description, Map<String, Double> signalWeights, NodeBinding nodeBinding,
                    FocusMode focusMode, boolean generatesClosingQuestion,
                    Map<String, Double> globalWeights, Map<String, Double> nodeWeights, String closingReason,
                    boolean focusElement, boolean focusConnection, Map<String, List<String>> questions) {
        this(name, description, signalWeights, nodeBinding, focusMode, generatesClosingQuestion, globalWeights,
                nodeWeights, closingReason, focusElement, focusConnection, questions, null);
    }

    public Strategy(String name, String description, Map<String, Double> signalWeights, NodeBinding nodeBinding,
                    FocusMode focusMode, boolean generatesClosingQuestion,
                    Map<String, Double> globalWeights, Map<String, Double> nodeWeights, String closingReason,
                    boolean focusElement, boolean focusConnection) {
        this(name, description, signalWeights, nodeBinding, focusMode, generatesClosingQuestion, globalWeights,
                nodeWeights, closingReason, focusElement, focusConnection, Map.of());
    }

    /** This strategy with the researcher's question wordings. */
    public Strategy withQuestions(Map<String, List<String>> wordings) {
        return new Strategy(name, description, signalWeights, nodeBinding, focusMode, generatesClosingQuestion, null,
                null, closingReason, focusElement, focusConnection, wordings, intent);
    }

    /** This strategy with a declared question intent (one of {@link #INTENTS}, or {@code null} to infer it). */
    public Strategy withIntent(String declared) {
        return new Strategy(name, description, signalWeights, nodeBinding, focusMode, generatesClosingQuestion, null,
                null, closingReason, focusElement, focusConnection, questions, declared);
    }

    public Strategy(String name, String description, Map<String, Double> signalWeights, NodeBinding nodeBinding,
                    FocusMode focusMode, boolean generatesClosingQuestion,
                    Map<String, Double> globalWeights, Map<String, Double> nodeWeights) {
        this(name, description, signalWeights, nodeBinding, focusMode, generatesClosingQuestion, globalWeights,
                nodeWeights, null, false, false);
    }

    public Strategy(String name, String description, Map<String, Double> signalWeights, NodeBinding nodeBinding,
                    FocusMode focusMode, boolean generatesClosingQuestion) {
        this(name, description, signalWeights, nodeBinding, focusMode, generatesClosingQuestion, null, null);
    }

    /** This strategy with a closing reason and element focus (concept testing keys). */
    public Strategy withConceptTesting(String closingReason, boolean focusElement) {
        return withConceptTesting(closingReason, focusElement, false);
    }

    /** This strategy with a closing reason, element focus and connection focus (concept testing keys). */
    public Strategy withConceptTesting(String closingReason, boolean focusElement, boolean focusConnection) {
        return new Strategy(name, description, signalWeights, nodeBinding, focusMode, generatesClosingQuestion, null,
                null, closingReason, focusElement, focusConnection, questions, intent);
    }

    /** Whether {@code key} is a node-scoped weight key. */
    public static boolean isNodeKey(String key) {
        for (String prefix : NODE_PREFIXES) {
            if (key.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** This strategy with different weights (used by what-if re-ranking); wordings and intent are kept. */
    public Strategy withSignalWeights(Map<String, Double> weights) {
        return new Strategy(name, description, weights, nodeBinding, focusMode, generatesClosingQuestion, null, null,
                closingReason, focusElement, focusConnection, questions, intent);
    }
}
