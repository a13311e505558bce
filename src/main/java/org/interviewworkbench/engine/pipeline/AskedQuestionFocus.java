package org.interviewworkbench.engine.pipeline;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import org.interviewworkbench.engine.model.FocusEntry;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.tracker.NodeStateTracker;
import org.interviewworkbench.engine.tracker.TrackerState;

/**
 * The focus of the question the moderator really asked. When the moderator rewrote the suggested question, the
 * answer replies to the rewrite, so the turn's focus (the implicit conversational relation of extraction, the yield
 * credit, the response depth, the coverage count) follows what the rewrite is about: the surface concept it names,
 * or no concept when it names none. An unchanged question keeps the suggested focus.
 *
 * <p>A concept is named by the asked question when, after lowercasing and dropping punctuation:
 * <ul>
 *   <li>its label appears in the question as a phrase (score {@value #PHRASE} + its words), or</li>
 *   <li>one of its quotes of at least {@value #MIN_QUOTE_WORDS} words appears in it (score {@value #QUOTE} + words),
 *       or</li>
 *   <li>its content words (plain lemmas, stop words dropped) appear in the question's: all of them, or at least
 *       {@value #MIN_PARTIAL} and at least half (score = matched words, +1 when all).</li>
 * </ul>
 * The highest score wins; on a tie the suggested focus, then the concept created last. Pure: O(nodes x words).
 */
public final class AskedQuestionFocus {

    /** Score of a label named as a whole phrase. */
    public static final int PHRASE = 1_000;
    /** Score of a quote of the concept named in the question. */
    public static final int QUOTE = 500;
    /** Words a quote must have to count (a one-word quote says little). */
    public static final int MIN_QUOTE_WORDS = 3;
    /** Content words a partial match must share. */
    public static final int MIN_PARTIAL = 2;

    private static final Set<String> STOP_WORDS = Set.of("a", "an", "the", "of", "to", "for", "and", "or", "my",
            "your", "it", "its", "is", "be", "in", "on", "with", "that", "this", "i", "me", "really", "very", "so",
            "you", "we", "are", "was", "do", "does", "did", "what", "why", "how", "when", "which", "about", "at",
            "by", "from", "as", "feel", "like", "makes", "make", "more", "most", "than", "then", "there", "they");

    private AskedQuestionFocus() {
    }

    /**
     * @param graph          the surface graph before the answer
     * @param suggested      the suggested question (the session's pending question)
     * @param suggestedFocus its focus, or {@code null}
     * @param asked          the question asked, or {@code null} / blank when the suggestion was asked as is
     * @return the focus of the asked question, or {@code null} when it names no concept
     */
    public static String focusOf(InterviewGraph graph, String suggested, String suggestedFocus, String asked) {
        if (asked == null || asked.isBlank() || normalise(asked).equals(normalise(suggested))) {
            return suggestedFocus;
        }
        String question = " " + normalise(asked) + " ";
        Set<String> questionWords = contentWords(asked);
        String best = null;
        int bestScore = 0;
        for (SurfaceNode n : graph.nodes()) {
            int score = score(n, question, questionWords);
            if (score > 0 && (score > bestScore || score == bestScore && !Objects.equals(best, suggestedFocus))) {
                best = n.id();
                bestScore = score;
            }
        }
        return best;
    }

    /**
     * The session state a turn starts from, with the pending focus moved to the asked question's: the tracker's
     * focus move of the previous turn ({@link FocusRewind}) goes to the asked focus (or none), the focus trace's last
     * entry names it, and {@code pendingFocusNodeId} is it. The pending question and strategy stay as suggested (the
     * rewrite is logged as an override against them). Returns {@code state} itself when the focus does not change.
     */
    public static SessionState refocus(SessionState state, InterviewGraph graph, String asked) {
        String suggestedFocus = state.pendingFocusNodeId();
        String focus = focusOf(graph, state.pendingQuestion(), suggestedFocus, asked);
        if (Objects.equals(focus, suggestedFocus)) {
            return state;
        }
        int turn = state.turnCount();
        TrackerState rewound = FocusRewind.beforeFocus(state.tracker(), suggestedFocus, state.pendingStrategy(), turn,
                state.focusHistory());
        TrackerState tracker;
        if (focus == null) {
            tracker = new TrackerState(rewound.schemaVersion(), null, rewound.states());
        } else {
            NodeStateTracker t = NodeStateTracker.restore(rewound);
            t.updateFocus(focus, turn, state.pendingStrategy());
            tracker = t.snapshot();
        }
        List<FocusEntry> history = new ArrayList<>(state.focusHistory());
        String label = focus == null ? "" : graph.node(focus).map(SurfaceNode::label).orElse("");
        FocusEntry entry = new FocusEntry(turn, focus, label, state.pendingStrategy());
        if (!history.isEmpty() && history.get(history.size() - 1).turn() == turn) {
            history.set(history.size() - 1, entry);
        } else if (turn > 0) {
            history.add(entry);
        }
        return new SessionState(state.turnCount(), tracker, state.saturation(), state.responseDepthHistory(),
                state.strategyHistory(), history, state.surfaceVelocityPeak(), state.prevSurfaceNodeCount(),
                state.canonicalVelocityPeak(), state.prevCanonicalNodeCount(), state.pendingQuestion(),
                state.pendingStrategy(), focus, state.status(), state.terminationReason(), state.tokenUsage(),
                state.coverage(), state.momentum());
    }

    private static int score(SurfaceNode n, String question, Set<String> questionWords) {
        String label = normalise(n.label());
        if (!label.isEmpty() && question.contains(" " + label + " ")) {
            return PHRASE + label.split(" ").length;
        }
        int best = 0;
        for (String quote : n.sourceQuotes()) {
            String q = normalise(quote);
            int words = q.isEmpty() ? 0 : q.split(" ").length;
            if (words >= MIN_QUOTE_WORDS && question.contains(" " + q + " ")) {
                best = Math.max(best, QUOTE + words);
            }
        }
        if (best > 0) {
            return best;
        }
        Set<String> labelWords = contentWords(n.label());
        if (labelWords.isEmpty()) {
            return 0;
        }
        int matched = 0;
        for (String w : labelWords) {
            if (questionWords.contains(w)) {
                matched++;
            }
        }
        if (matched == labelWords.size()) {
            return matched + 1;
        }
        return matched >= MIN_PARTIAL && matched * 2 >= labelWords.size() ? matched : 0;
    }

    /** Lowercase words joined by single spaces, punctuation dropped. */
    static String normalise(String text) {
        if (text == null) {
            return "";
        }
        return String.join(" ", text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")).strip();
    }

    private static Set<String> contentWords(String text) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : TextSimilarity.plainLemmas(text == null ? "" : text)) {
            if (!STOP_WORDS.contains(w)) {
                out.add(w);
            }
        }
        return out;
    }
}
