package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.GridConstructs.Construct;

/**
 * Question composition, <b>the repertory grid's order guards</b>: the steps a grid moderator does not take out of
 * turn. A construct is laddered only once it is named, the ideal is asked only once elicitation is done, and the
 * ideal itself is never laddered ("why is the dream one important to you?" asks why a wish matters).
 *
 * <p>Contract, for the constructs {@link GridConstructs} reads and the questions {@link GridMoves} asks:
 * <ul>
 *   <li><b>awaits a construct</b> ({@link #awaitsConstruct}): the last question asked for another construct, the
 *       question before it did not, and the last answer named none (it gave ratings, a reason or a story instead;
 *       not an answer that sets two or more options apart without scoring them, which may hold a construct unread);
 *       while such a request can be asked again ({@link #elicitationOpen}) elicitation is not done and the ideal
 *       is not due;</li>
 *   <li><b>asked again</b> ({@link #askAgain}): such a request is asked once more, in other words that name the two
 *       newest constructs ("Apart from "A" and "B", ..."; the older one as the newest rating question naming another
 *       construct named it, when its answer is out of view), when two are known and those words were not asked in
 *       view; otherwise {@code null} (a request left unanswered twice ends elicitation);</li>
 *   <li><b>nothing to ladder</b> ({@link #nothingToLadder}): no construct is on the table yet (none in view and no
 *       grid question about one asked), so a ladder has no construct to climb from;</li>
 *   <li><b>the ideal given</b> ({@link #idealGiven}): the last answer describes the ideal option, or the focus is
 *       the ideal; its answer is never laddered.</li>
 * </ul>
 */
final class GridOrder {

    /** A request for another construct asked again, naming the two newest constructs. */
    static final String AGAIN = "Apart from \"{a}\" and \"{b}\", is there another way your options differ that "
            + "matters to you?";

    private GridOrder() {
    }

    /** Whether the last question's request for another construct, asked once, is still unanswered (class comment). */
    static boolean awaitsConstruct(FollowUpRequest request, List<Construct> constructs) {
        List<String> recent = request.recentQuestions();
        int n = recent.size();
        String answer = request.lastAnswer() == null ? "" : request.lastAnswer();
        boolean compares = GridRatings.named(answer, request.elements()) >= 2
                && !GridRatings.scoresOptions(answer, request); // "Monzo answers in minutes, Barclays ...": a difference
        return n >= 1 && GridMoves.asksAnother(recent.get(n - 1))
                && (n < 2 || !GridMoves.asksAnother(recent.get(n - 2)))
                && constructs.stream().noneMatch(Construct::inLastAnswer) && !compares;
    }

    /** The unanswered request for another construct in other words (class comment), or {@code null}. */
    static String askAgain(FollowUpRequest request, List<Construct> constructs) {
        if (!awaitsConstruct(request, constructs) || constructs.isEmpty()) {
            return null;
        }
        Construct newer = constructs.get(constructs.size() - 1);
        String older = constructs.size() >= 2 ? constructs.get(constructs.size() - 2).display()
                : olderRated(request, newer);
        if (older == null || older.equalsIgnoreCase(newer.display())) {
            return null;
        }
        String again = AGAIN.replace("{a}", older).replace("{b}", newer.display());
        boolean asked = request.recentQuestions().stream().anyMatch(q -> q.strip().equals(again));
        return asked ? null : again;
    }

    private static final java.util.regex.Pattern QUOTED = java.util.regex.Pattern.compile("\"([^\"]+)\"");

    /**
     * The construct named by the newest rating question asked in view that does not name {@code newer} (its answer
     * may be out of view): its one quoted name, or its two quoted poles joined by "versus"; else {@code null}.
     */
    private static String olderRated(FollowUpRequest request, Construct newer) {
        List<String> recent = request.recentQuestions();
        for (int i = recent.size() - 1; i >= 0; i--) {
            String q = recent.get(i);
            if (!GridMoves.asksRating(q) || newer.quotedIn(q)) {
                continue;
            }
            List<String> quoted = QUOTED.matcher(q).results().map(m -> m.group(1)).toList();
            if (quoted.size() == 1 || quoted.size() == 2) {
                return String.join(" versus ", quoted);
            }
        }
        return null;
    }

    /**
     * Whether no construct is on the table yet, in view or asked about (no rating, ladder or request for another
     * construct was asked): a ladder has nothing to climb from.
     */
    static boolean nothingToLadder(FollowUpRequest request, List<Construct> constructs) {
        return constructs.isEmpty() && request.recentQuestions().stream()
                .noneMatch(q -> GridMoves.asksRating(q) || GridMoves.asksWhy(q) || GridMoves.asksAnother(q));
    }

    /** Whether elicitation is unfinished: an unanswered request for another construct can be asked once more. */
    static boolean elicitationOpen(FollowUpRequest request, List<Construct> constructs) {
        return askAgain(request, constructs) != null;
    }

    /** Whether the last answer describes the ideal option, or the focus is the ideal: not to be laddered. */
    static boolean idealGiven(FollowUpRequest request) {
        String type = request.focusNodeType() == null ? "" : request.focusNodeType().toLowerCase(Locale.ROOT);
        return GridRatings.describesIdeal(request.lastAnswer()) || type.contains("ideal");
    }
}
