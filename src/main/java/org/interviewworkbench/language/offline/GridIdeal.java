package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.GridConstructs.Construct;

/**
 * Question composition, <b>the repertory grid's ideal, and when it is due</b>: a grid moderator elicits several
 * constructs, has the options rated on them and ladders one before asking what the ideal option would be like; the
 * ideal described is compared with the options ("which comes closest?"), and after that the grid does not go back
 * to eliciting constructs while several are on the table.
 *
 * <p>Contract, read from the request's questions and answers and the constructs {@link GridConstructs} reads:
 * <ul>
 *   <li><b>due</b>: two or more constructs rated (in view, or named by the rating questions asked), one of them
 *       laddered, no rating owed ({@link #owedRating}) and no request for another construct left unanswered
 *       ({@link GridOrder#elicitationOpen}): never after one construct, never while the ratings just asked for are
 *       still to come, and never while elicitation is unfinished;</li>
 *   <li><b>owed rating</b>: the last question asked for ratings on a construct, asked for it once only, and the
 *       answer placed no option (it gave a reason or a story instead) and did not decline ("hard to say"): the
 *       ideal is not due yet; not when the answer names a construct or compares two or more options (the grid
 *       follows that);</li>
 *   <li><b>described</b>: the last answer describes an ideal ({@link GridRatings#describesIdeal}) or answers a
 *       question about the ideal without placing an option or naming a construct; then which option comes closest is asked, once;</li>
 *   <li><b>reached</b>: a question about the ideal or the option closest to it was asked, or an answer in view
 *       described an ideal;</li>
 *   <li><b>after the closest</b>: an answer to "which comes closest ..., and why?" in a few words with no reason
 *       is asked what makes that one come closest, once.</li>
 * </ul>
 */
final class GridIdeal {

    /** The ideal, once it is due. */
    static final List<String> IDEAL = List.of(
            "If you could design the ideal option, what would it be like?",
            "What would your ideal option be like, and which of your options comes closest to it?");
    /** The reason an option comes closest, when the answer named it and no more. */
    static final String WHAT_MAKES_IT_CLOSEST = "What makes that one come closest to your ideal?";

    /** An answer that declines to rate ("Hard to say.", "I couldn't really rank them."). */
    private static final Pattern DECLINED = Pattern.compile("(?i)\\b(?:hard to say|no idea|don't know|dunno|"
            + "can't (?:really )?(?:say|rank|rate|score|compare)|couldn't (?:really )?(?:say|rank|rate|score|compare)|"
            + "not sure|pass)\\b");
    /** A reason given ("because", "since", "so that"). */
    private static final Pattern REASON = Pattern.compile("(?i)\\b(?:because|'cause|cos|since|so that|as it|as they)\\b");
    /** The most words an answer naming the closest option may have and still give no reason ("Asics, probably."). */
    private static final int BARE_NAMING = 5;

    private GridIdeal() {
    }

    /** Whether the ideal may be asked now (see the class comment). */
    static boolean due(FollowUpRequest request, List<Construct> constructs) {
        boolean laddered = constructs.stream().anyMatch(c -> c.rated() && c.laddered())
                || request.recentQuestions().stream().anyMatch(GridMoves::asksWhy);
        return rated(request, constructs) >= 2 && laddered && owedRating(request, constructs) == null
                && !GridOrder.elicitationOpen(request, constructs); // elicitation not done: no ideal yet
    }

    /**
     * How many constructs the options were rated on: those in view rated, or the constructs the rating questions
     * asked named, whichever is more (the answers naming older constructs may be out of view; each rating question
     * names its construct, counted once however it was worded).
     */
    static int rated(FollowUpRequest request, List<Construct> constructs) {
        long inView = constructs.stream().filter(Construct::rated).count();
        long asked = request.recentQuestions().stream().filter(GridMoves::asksRating).map(GridIdeal::quoted)
                .filter(q -> !q.isEmpty()).distinct().count();
        return (int) Math.max(inView, asked);
    }

    private static final Pattern QUOTED = Pattern.compile("\"([^\"]+)\"");

    /** The words a question quotes, poles joined and "versus" dropped: one key per construct, however worded. */
    private static String quoted(String question) {
        java.util.regex.Matcher m = QUOTED.matcher(question);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            out.append(' ').append(m.group(1));
        }
        return out.toString().toLowerCase(Locale.ROOT).replaceAll("\\b(?:versus|vs)\\b", " ")
                .replaceAll("\\s+", " ").strip();
    }

    /** The construct whose ratings were asked last and not given, once asked only (see the class comment), or null. */
    static Construct owedRating(FollowUpRequest request, List<Construct> constructs) {
        List<String> asked = request.recentQuestions();
        String last = asked.isEmpty() ? null : asked.get(asked.size() - 1);
        String answer = request.lastAnswer();
        if (last == null || answer == null || answer.isBlank() || !GridMoves.asksRating(last)
                || GridRatings.placesAnOption(answer, request) || GridRatings.scoresOptions(answer, request)
                || DECLINED.matcher(answer).find() || constructs.stream().anyMatch(Construct::inLastAnswer)
                || GridRatings.named(answer, request.elements()) >= 2) {
            return null; // declined, or the answer compares options or names a new construct: the grid follows it
        }
        for (Construct c : constructs) {
            if (c.quotedIn(last) && !c.inLastAnswer()
                    && asked.stream().filter(q -> GridMoves.asksRating(q) && c.quotedIn(q)).count() == 1) {
                return c;
            }
        }
        return null;
    }

    /** Whether a question about the ideal or the option closest to it was asked, or an ideal described, in view. */
    static boolean reached(FollowUpRequest request) {
        return request.recentQuestions().stream().anyMatch(q -> asksIdeal(q) || asksClosest(q))
                || request.recentTurns().stream().anyMatch(l -> l.speaker() == Speaker.USER
                && GridRatings.describesIdeal(l.text())) || GridRatings.describesIdeal(request.lastAnswer());
    }

    /**
     * Whether the last answer describes the ideal: in so many words, or as the answer to a question about the ideal
     * that places no option and names no construct ("Garibaldi views, Quarry Rock distance, and a bus.").
     */
    static boolean described(FollowUpRequest request, List<Construct> constructs) {
        String answer = request.lastAnswer();
        if (answer == null || answer.isBlank()) {
            return false;
        }
        if (GridRatings.describesIdeal(answer)) {
            return true;
        }
        String last = last(request);
        return asksIdeal(last) && !asksClosest(last) && !GridRatings.scoresOptions(answer, request)
                && !DECLINED.matcher(answer).find() && constructs.stream().noneMatch(Construct::inLastAnswer);
    }

    /** Whether a question about which option comes closest to the ideal was asked in view. */
    static boolean closestAsked(FollowUpRequest request) {
        return request.recentQuestions().stream().anyMatch(GridIdeal::asksClosest);
    }

    /**
     * After "which comes closest ..., and why?" answered in a few words with no reason ("The train, probably."): what
     * makes that one come closest, once; otherwise {@code null}.
     */
    static String afterClosest(FollowUpRequest request) {
        String last = last(request);
        String answer = request.lastAnswer();
        if (!asksClosest(last) || answer == null || answer.isBlank()
                || request.recentQuestions().stream().anyMatch(q -> q.strip().equals(WHAT_MAKES_IT_CLOSEST))) {
            return null;
        }
        int words = answer.strip().split("\\s+").length;
        return words <= BARE_NAMING && !REASON.matcher(answer).find() && !DECLINED.matcher(answer).find()
                ? WHAT_MAKES_IT_CLOSEST : null;
    }

    /** Whether {@code question} is one of the grid's questions about the ideal (or the focus-free "ideal" one). */
    static boolean asksIdeal(String question) {
        if (question == null) {
            return false;
        }
        String q = question.strip();
        return IDEAL.stream().map(VariantChooser::finish).anyMatch(q::equals)
                || FocusFreeQuestions.of(QuestionComposer.Intent.IDEAL, FocusKind.POSITIVE).stream()
                .filter(w -> w.toLowerCase(Locale.ROOT).contains("ideal look")).anyMatch(q::endsWith);
    }

    /** Whether {@code question} asks which option comes closest to the ideal. */
    static boolean asksClosest(String question) {
        return question != null && FocusFreeQuestions.CLOSEST_TO_IDEAL.stream().anyMatch(question.strip()::endsWith);
    }

    private static String last(FollowUpRequest request) {
        List<String> recent = request.recentQuestions();
        return recent.isEmpty() ? null : recent.get(recent.size() - 1);
    }
}
