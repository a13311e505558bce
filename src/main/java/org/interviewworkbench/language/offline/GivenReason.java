package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * A laddering step the respondent has already taken (issue 12, "asks what was just answered"): when the answer that
 * holds the focus goes on to say what the focus does for them ("... it's a little ritual. I feel calmer when I do it
 * before the school run."), asking "Why does that matter to you?" about the focus asks again for what they have just
 * said. A moderator ladders upward from that consequence instead: "You said you feel calmer when you do it before the
 * school run. Why does that matter to you?"
 *
 * <p>Contract: {@link #consequence} looks in {@code answer}, after the first place the focus {@code quote} occurs,
 * for the last clause that states a consequence for the respondent, opened by one of these English cues:
 * <ul>
 *   <li>a feeling or state of their own: "I feel / I felt / we feel ..." ("I feel more in control", "I feel like
 *       I've achieved something"; not an opinion about others, "I feel like they overcharge");</li>
 *   <li>what it does to them: "it / that / this / which" + "means", "makes", "lets", "helps", "gives", "saves",
 *       "keeps" (present or past) + "me / us" ("it saves me an hour"; "which" is said back as "it"), or the same
 *       verb opening a sentence with its "it" dropped ("Makes me feel in control, kind of.", said back as "it makes
 *       you feel in control"): an effect told without a connective is a rung told all the same;</li>
 *   <li>a purpose or result: "so (that) I / we ..." and "that way I / we ..." (the clause after the cue).</li>
 * </ul>
 * The clause runs from the cue to the end of its sentence and is said back in reported speech ({@link ReportedSpeech},
 * which refuses what cannot stand alone). It is refused when it names trouble ({@link FocusKind#troubled}, "I feel
 * awful") or is a complaint ({@link AnswerRole#complaint}), since it would then be asked about as a benefit. {@code
 * null} when no such clause follows the quote.
 */
final class GivenReason {

    private static final Pattern CUE = Pattern.compile("\\b(?:(?:i|we) (?:feel|felt) |"
            + "(?:it|that|this|which) (?:means|meant|makes|made|lets|let|helps|helped|gives|gave|saves|saved|keeps|kept) "
            + "(?:me|us)\\b|(?<=(?:^|[.!?;]\\s{1,3}))(?:makes|gives|lets|helps|saves|keeps) (?:me|us)\\b|"
            + "(?:so (?:that )?|that way,? )(?=(?:i|we) (?:can|could|feel|get to|don't have to|won't have to|"
            + "never have to)\\b(?!')|(?:i'm|i am|we're|we are) (?:not |never )?(?:able|free|calmer|happier|ready)\\b))|"
            + "\\b(?:i|we) (?=(?:[a-z']+ ){0,5}?(?:(?:a lot|much|far|way|a bit) )?(?:calmer|happier|healthier|fitter|"
            + "freer|less (?:stressed|guilty|tired|anxious|rushed|worried|sluggish|frazzled)|more (?:relaxed|rested|"
            + "confident|organised|organized|in control)|(?:feel|sleep|cope|breathe|concentrate|focus) better)\\b)");

    /** "I feel like" + a clause about someone else: an opinion, not a state of their own. */
    private static final Pattern OPINION = Pattern.compile("(?:i|we) (?:feel|felt) (?:like|that) (?!(?:i|i'm|i've|"
            + "i'd|we|we're|we've|we'd|a|an|more|less|part|myself|ourselves|me|us)\\b)");

    /** Present-tense effect verbs a sentence may open with, its "it" dropped ("Makes me feel in control."). */
    private static final Pattern DROPPED_IT = Pattern.compile("^(?:makes|gives|lets|helps|saves|keeps) ");
    /** A hedge trailing the clause (", kind of", ", I guess"): not part of the rung said back. */
    private static final Pattern HEDGE_TAIL = Pattern.compile("(?:,\\s*(?:kind of|sort of|i guess|i suppose|i think|"
            + "you know|really|like|i mean))+\\W*$");

    private GivenReason() {
    }

    /**
     * As {@link #consequence(ReportedSpeech, String, String, Set)} for the request's focus, only when the focus is in
     * the last answer (a reason in an earlier answer would take the interview back) and the clause has not been said
     * back in an earlier question.
     */
    static String consequence(ReportedSpeech speech, FollowUpRequest request, Set<String> properNouns) {
        if (!AnswerReferences.fromLastAnswer(request)) {
            return null;
        }
        String clause = consequence(speech, request.focusQuote(), request.lastAnswer(), properNouns);
        return clause == null || request.recentQuestions().stream().anyMatch(q -> q != null
                && q.toLowerCase(Locale.ROOT).contains(clause.toLowerCase(Locale.ROOT))) ? null : clause;
    }

    /** The consequence clause said back ("you feel calmer when you do it"), or {@code null} (see the class comment). */
    static String consequence(ReportedSpeech speech, String quote, String answer, Set<String> properNouns) {
        if (quote == null || answer == null || quote.isBlank()) {
            return null;
        }
        String a = answer.replace('\u2019', '\'');
        String lower = a.toLowerCase(Locale.ROOT);
        int at = lower.indexOf(quote.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\''));
        if (at < 0) {
            return null;
        }
        int from = at + quote.strip().length();
        Matcher m = CUE.matcher(lower);
        String found = null;
        while (m.find(from)) {
            int start = m.group().startsWith("so ") || m.group().startsWith("that way") ? m.end() : m.start();
            int end = Text.endAt(lower, m.end(), ".!?;");
            String clause = a.substring(start, end).strip();
            from = m.end();
            if (OPINION.matcher(clause.toLowerCase(Locale.ROOT)).lookingAt()) {
                continue; // "I feel like they overcharge": a view of others, not what it does for them
            }
            if (clause.toLowerCase(Locale.ROOT).startsWith("which ")) {
                clause = "it " + clause.substring("which ".length());
            }
            if (DROPPED_IT.matcher(clause.toLowerCase(Locale.ROOT)).find()) {
                clause = "it " + clause.substring(0, 1).toLowerCase(Locale.ROOT) + clause.substring(1);
            }
            Matcher tail = HEDGE_TAIL.matcher(clause.toLowerCase(Locale.ROOT));
            clause = tail.find() ? clause.substring(0, tail.start()).strip() : clause;
            found = clause;
        }
        if (found == null || FocusKind.troubled(found.toLowerCase(Locale.ROOT)) || AnswerRole.complaint(found)) {
            return null;
        }
        return speech.clause(found, properNouns).orElse(null);
    }
}
