package org.interviewworkbench.language.offline;

import java.util.List;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Question composition, <b>the repertory grid's end moves</b>: once the ideal has been asked or described and the
 * grid's own order of moves ({@link GridMoves}) has nothing left to ask, a grid moderator does not ladder "that"
 * (which after ratings, an ideal and a ranking could mean anything); they close the grid: which of the differences
 * matters most, which option would be chosen first overall, and whether anything about how the respondent chooses
 * between the options has not come up.
 *
 * <p>Contract: {@link #question} gives the first of these three not yet asked in view, each once, in that order
 * (which option first overall is not asked when the last answer has just ranked them: "above", "overall", "my pick"), and
 * {@code null} when all three were asked (the composer then words the intent as before). It is asked only for a grid
 * past its ideal ({@link GridIdeal#reached}): asked for when due, or volunteered after two triads or two constructs
 * rated ({@link GridIdeal#rated}; an ideal volunteered while the first difference is still being rated does not
 * end the grid; the simulated grid
 * interviews otherwise closed by turn 6 and then asked for questions until they wore out), outside a closing, and
 * never while an ideal just described still waits for its closest option.
 */
final class GridEnd {

    /** Whether anything about choosing is left: the grid's last question, asked once. */
    static final String ANYTHING_LEFT = "Before we finish, is there anything about how you choose between your "
            + "options that we haven't talked about?";

    /** An answer that has just ranked the options overall ("I'd put X above Y overall. That's my pick."). */
    private static final java.util.regex.Pattern RANKED = java.util.regex.Pattern.compile("(?i)\\b(?:overall|"
            + "my (?:pick|choice|favou?rite|top one)|above|ahead of|over all the others|first choice)\\b"
            // places given in order: "Tusker first, White Cap second, ..., Heineken last"
            + "|\\bfirst,[^.!?]{1,60}\\b(?:second|last)\\b");

    /** Whether {@code answer} has just ranked the options overall ({@link #RANKED}). */
    static boolean ranked(String answer) {
        return answer != null && RANKED.matcher(answer).find();
    }

    private GridEnd() {
    }

    /** The grid's next end move (class comment), or {@code null}. */
    static String question(FollowUpRequest request, String mattersMost, String overall) {
        if (request.closing() || !GridIdeal.reached(request)) {
            return null;
        }
        boolean idealAsked = request.recentQuestions().stream().anyMatch(GridIdeal::asksIdeal); // asked when due
        long triads = request.recentQuestions().stream().filter(TriadQuestion::asksTriad).count();
        if (!idealAsked && triads < 2 && GridIdeal.rated(request, GridConstructs.read(request)) < 2) {
            return null; // an ideal volunteered over the first difference: the grid is not done, it has barely begun
        }
        List<String> recent = request.recentQuestions();
        boolean ranked = ranked(request.lastAnswer());
        for (String move : List.of(mattersMost, overall, ANYTHING_LEFT)) {
            if (recent.stream().noneMatch(q -> q.strip().equals(move)) && !(ranked && move.equals(overall))) {
                return move;
            }
        }
        return null;
    }
}
