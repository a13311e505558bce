package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Story telling, <b>no looking back before the story has an ending</b>. In an incident walk ({@link StoryCoverage}
 * reads the method as one) a moderator asks what happened next and what the respondent did until the incident's
 * outcome is told; only then does it ask them to look back on it. A question that looks back over the whole incident
 * is therefore replaced, while no answer has told how it ended ({@link StoryCoverage.Part#OUTCOME}, which a lesson, a
 * change, a second incident or an answer that says nothing more happened also imply) and the last answer is no lesson
 * or change of its own, by a question that carries the story on. A question looks back when,
 * leaving aside the respondent's words said back to them ("You said ... ."), it asks:
 * <ul>
 *   <li>how they feel about it now or afterwards ("How do you feel about it now, looking back?");</li>
 *   <li>what could have made it go otherwise (a counterfactual: "What could have made it go differently?");</li>
 *   <li>what they learned, took away, would tell others or do differently (a lesson or a change).</li>
 * </ul>
 * Stateless; {@link #keep} returns the question unchanged in every other case.
 */
final class StoryNotEnded {

    /** Our own wordings that look back over a whole incident (see the class comment). */
    private static final Pattern LOOKS_BACK = Pattern.compile("\\b(?:looking back|afterwards|now that it's over|"
            + "could have|would have|differently|take away|took away|learn|learned|learnt|teach|taught|tell a friend|"
            + "changed how|since then)\\b");
    /** The respondent's own words said back before the question proper. */
    private static final Pattern SAID_BACK = Pattern.compile("^(?:you said|you mentioned)\\b[^?]*?[.!] ");

    /** Wordings that carry an untold story on: what happened, what the respondent did. */
    static final List<String> CARRY_ON = List.of("What happened next?", "What did you do then?",
            "And then what happened?", "How did things go from there?", "What was the next thing that happened?");

    private StoryNotEnded() {
    }

    /**
     * Whether the answer itself already looks back: it tells a lesson or a change ({@link StoryCues}), so the
     * respondent has left the story's events behind (even in an opening answer, which the coverage does not read
     * for them).
     */
    private static boolean lookedBack(String answer) {
        String a = StoryCues.normal(String.valueOf(answer));
        return StoryCues.lesson(a) || StoryCues.change(a);
    }

    /** Whether {@code question} (our wording) asks the respondent to look back over the incident. */
    static boolean looksBack(String question) {
        if (question == null) {
            return false;
        }
        String q = SAID_BACK.matcher(StoryCues.normal(question).strip()).replaceFirst("");
        return LOOKS_BACK.matcher(q).find();
    }

    /**
     * {@code question}, or a question that carries the story on when {@code story} (the coverage of this request's
     * interview) has no ending yet and {@code question} looks back; {@code question} itself when {@code story} is
     * {@code null} (the method is no incident walk), the incident has ended, or every carry-on wording was asked.
     */
    static String keep(FollowUpRequest request, StoryCoverage story, String question) {
        if (story == null || request.closing() || story.told().contains(StoryCoverage.Part.OUTCOME)
                || lookedBack(request.lastAnswer()) || !looksBack(question)) {
            return question;
        }
        return carryOn(request, question);
    }

    /** A wording of {@link #CARRY_ON} not asked yet, varied by the request's seed; {@code otherwise} when all were. */
    static String carryOn(FollowUpRequest request, String otherwise) {
        long h = Text.mix(request.seed(), Text.hash(String.valueOf(request.lastAnswer())), CARRY_ON.size());
        String on = VariantChooser.fresh(CARRY_ON, Text.pick(h, CARRY_ON.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
        return on == null ? otherwise : on;
    }
}
