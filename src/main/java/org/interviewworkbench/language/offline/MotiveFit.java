package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Method fit of a motive question outside a ladder (issue 12). "What does that give you, in the end?" and "Why is
 * that important to you?" presuppose that what is said back is something the respondent wants or gains. In a
 * laddering interview every rung is asked that way; in any other method (jobs to be done, a journey, a concept test)
 * a circumstance the respondent reports ("it's me with the shovel at 5:15 in the dark", "I've got four old 401(k)s",
 * "the kids do their homework by torchlight") is no gain: a moderator asks what it does to them, not what it gives
 * them or why it is important.
 *
 * <p>Contract: {@link #fitted} returns {@code questions} unchanged in a laddering or repertory-grid method, for any
 * intent but deepening, when nothing is said back, when no question climbs ({@link OwnClause#ladders}), when the
 * questions are already conditional (a wish: "Why would that matter to you?"), or when the
 * clause voices a want, a liking, a need, a hope or a feeling of the respondent with "you" as its subject ("you want
 * to see her face", "you'd like ...", "you feel more like a put-together adult"; "the sign-up wanted a video call" is
 * no want of theirs), says what a thing does for them ("it saves you an hour") or what it does ("it shows categories":
 * a feature, subject "it" with a verb that is not "be"), or names a solution they hired ("now you use the box": what
 * it gives them is the job). In a switch interview ({@link SwitchMoves#reads}) a step of their own search said back
 * ("you looked at the community college too", "you got three quotes") is asked how it went ({@link #SEARCH_WENT}),
 * and an option only thought of ("you've thought about a thermos") what has kept them from trying it. Otherwise it
 * returns the effect questions {@link #AFFECT},
 * in the past tense ({@link #AFFECTED}) when the questions given were past ("Why did that matter to you?") or the
 * clause tells of something that happened ("you messaged three babysitters", "he was taken to hospital").
 */
final class MotiveFit {

    /** What a reported circumstance does to the respondent, present tense. */
    static final List<String> AFFECT = List.of("How does that affect you?", "What difference does that make for you?");
    /** The same for something that happened. */
    static final List<String> AFFECTED = List.of("How did that affect you?", "What difference did that make for you?");

    /** A want, liking, need, hope or feeling of the respondent, said back with "you" as its subject. */
    private static final Pattern WANTS = Pattern.compile("(?i)\\byou(?:'d|'re|'ve)?(?:\\s+(?:would|really|just|also|"
            + "still|do|did|don't|didn't|never|always|do not|so|kind of|sort of|at least|'d|have|had))*\\s+"
            + "(?:want|wanted|like|liked|love|loved|need|needed|prefer|preferred|hope|hoped|hoping|wish|wished|feel|"
            + "felt|feeling|care|cared|enjoy|enjoyed|rather|trying|tried to)\\b");
    /** A thing doing something for the respondent ("it saves you an hour", "that lets you sleep in"). */
    private static final Pattern GAIN = Pattern.compile("(?i)\\b(?:helps?|helped|lets?|saves?|saved|keeps?|kept|"
            + "gives?|gave|makes?|made|means?|meant)\\s+(?:you|your)\\b");
    private static final Pattern FEATURE = Pattern.compile("(?i)^\\s*(?:it|this one|that one)\\s+(?!is\\b|was\\b|'s\\b)"
            + "[a-z]+s\\b");
    /** A solution the respondent has hired ("now you use the box"): what it gives them is the job's question. */
    private static final Pattern HIRED = Pattern.compile("(?i)\\byou(?:\\s+(?:now|still|just|also|always|then))?\\s+"
            + "(?:use|used|bought|chose|picked|switched to|went with|went back to|signed up for|pay for|paid for)\\b");
    /**
     * A step of the respondent's own search for a way to get the job done, said back ("you looked at the community
     * college too", "you got three quotes from movers", "you messaged three babysitters"): in a switch interview it
     * is asked how it went (blind rounds: "How did that affect you?" after it, 1 of 5 accepted).
     */
    private static final Pattern SEARCHED = Pattern.compile("(?i)^\\s*you(?:\\s+(?:then|also|first|even|just))?\\s+"
            + "(?:looked (?:at|into|up|around)|checked out|got (?:\\w+ )?quotes?|messaged|emailed|rang|called|phoned|"
            + "asked (?:around|about|for)|applied|googled|searched|shopped around|tried)\\b");
    /** An option the respondent has thought of and not tried ("you've thought about a thermos"). */
    private static final Pattern THOUGHT_OF = Pattern.compile("(?i)^\\s*you(?:'ve| have)?(?:\\s+(?:also|even|often))?"
            + "\\s+(?:thought about|thought of|considered|been thinking about)\\b");
    /** How a step of their search went. */
    static final List<String> SEARCH_WENT = List.of("How did that go?", "What came of that?");
    private static final Pattern PAST_AUX = Pattern.compile("(?i)^(?:was|were|had|did|didn't|wasn't|weren't|hadn't)$");

    private MotiveFit() {
    }

    /** The questions fitted to the method and the clause said back (see the class comment). */
    static List<String> fitted(OpenNlpPipeline nlp, MethodologyConfig methodology, Intent intent, String clause,
                               List<String> questions) {
        if (intent != Intent.DEEPEN || clause == null || MethodFit.laddering(methodology) || GridMoves.grid(methodology)
                || !OwnClause.ladders(questions) || questions.stream().anyMatch(q -> q != null
                && (MethodFit.standsAlone(q) || q.matches("(?i).*\\bwould\\b.*")))) {
            return questions; // "Why would that matter to you?": a wish, already asked in its own mood; a move on
        }
        String c = clause.replace('\u2019', '\'');
        if (WANTS.matcher(c).find() || GAIN.matcher(c).find() || FEATURE.matcher(c).find() || HIRED.matcher(c).find()) {
            return questions;
        }
        if (SwitchMoves.reads(methodology) && THOUGHT_OF.matcher(c).find()) {
            return SwitchStoryNext.KEPT_FROM_TRYING; // "you've thought about a thermos": what kept them from it
        }
        if (SwitchMoves.reads(methodology) && SEARCHED.matcher(c).find()) {
            return SEARCH_WENT; // "you got three quotes from movers": how it went, never how it "affected" them
        }
        boolean past = questions.stream().anyMatch(q -> q != null && q.matches("(?i).*\\bdid\\b.*"))
                || LadderRung.pastEvent(nlp, c) || pastAuxiliary(nlp, c);
        return past ? AFFECTED : AFFECT;
    }

    /**
     * Whether the clause's first auxiliary or verb is a past form of "be", "have" or "do" ("he was taken ...") or a
     * verb in -ed ("you messaged three babysitters").
     */
    private static boolean pastAuxiliary(OpenNlpPipeline nlp, String clause) {
        List<OpenNlpPipeline.Sentence> sentences = nlp.process(clause.strip());
        if (sentences.isEmpty()) {
            return false;
        }
        for (OpenNlpPipeline.Token t : sentences.get(0).tokens()) {
            if (t.is("AUX", "VERB")) {
                return PAST_AUX.matcher(t.lower()).matches() || t.is("VERB") && t.lower().endsWith("ed");
            }
        }
        return false;
    }
}
