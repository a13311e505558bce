package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * The switch interview's question where a means-end ladder ("Why is that something you care about?", "What does that
 * give you, in the end?") would be asked about a struggle, a workaround, a hired solution or a wished-for outcome: a
 * jobs-to-be-done moderator asks instead about the forces of the switch, read from what the last answer just told.
 *
 * <p>Contract of {@link #variants}, first rule that applies, each a general English pattern of the answer:
 * <ol>
 *   <li><b>An outcome wished for</b> ("What I'd love is ...", "If I could ...", "Something that lasts longer."; not
 *       what a past choice had to meet, "Something that didn't look cheap."): what they have tried so far to get it
 *       (asked whatever the strategy, never when and where it happens; {@link SwitchMoves} drops it once the ways
 *       tried are told or asked).</li>
 *   <li>A strategy asking what was hard (obstacles) after a struggle told: rule 4 or 5 only; then only for a
 *       ladder (the strategy digs for motivation):</li>
 *   <li><b>A solution hired or tried that let them down</b> ("I bought one ... but it came off"): what would
 *       work better; so is one only tried with a lukewarm verdict ("I tried the heater, works sort of").</li>
 *   <li><b>A struggle told with the way they get round it</b> ("I can't see the back, so I do it with two mirrors"):
 *       whether it ever made them look for another way (the push of the situation).</li>
 *   <li><b>A struggle told</b> ("The signal is the problem", "it's a nightmare", "weekdays are impossible",
 *       "the wifi is so slow"; never a resolve, "I couldn't let it go", "I can't wait"): what they do about it.</li>
 *   <li><b>A way round it in place now</b> ("He lets me use his wifi now"): how well it works for them.</li>
 *   <li><b>A new habit taken up</b> ("I've started planning ..."): what difference it has made.</li>
 *   <li><b>One occasion told as a story</b> ("There was one Saturday ..."): what they did after it (the timeline,
 *       never why the occasion matters).</li>
 *   <li><b>An option offered to them</b> by someone else ("The pharmacy offered one-dose packing", "my sister
 *       suggested an app"), with no "but" after it and no try told: what they made of it (the pull of the new and
 *       its anxieties), never why the offer matters.</li>
 *   <li><b>A solution hired</b>, told as its own sentence ("I got one of those readers"): what it changed. One only
 *       tried ("I tried an accountant") is asked what would work better when a "but" follows, else left alone.</li>
 * </ol>
 * An empty list when none applies; the caller keeps its own move then.
 */
final class SwitchForces {

    /** An outcome wished for, at a sentence's start or after "what I want is". */
    private static final Pattern WISHED = Pattern.compile("(?i)(?:^|[.!?]\\s+|\\?\\s*)(?:honestly[?,.!]?\\s+)?"
            + "(?:(?:what )?i(?:'d| would) (?:love|like|want)\\b|i wish\\b|if (?:only )?i could\\b|"
            + "what i (?:really )?(?:want|need) is\\b|(?:just )?something that\\b)");
    /** A struggle named: a problem, a mess, a thing that fails or shames ("something I can't see" is none). */
    private static final Pattern STRUGGLE = Pattern.compile("(?i)\\b(?:(?:is|was|that's|the) (?:real |big |main )?"
            + "problem|the worst (?:part|bit|thing)|nightmare|a pain|the mess|ruined|mortifying|embarrassing|"
            + "annoying|frustrating|(?<!thing |that |what |which )(?:i|we) (?:(?:can't|couldn't)(?! (?:let|help|wait|"
            + "believe|resist|imagine)\\b)|hate|struggle)|(?:doesn't|didn't|won't) work|keeps? (?:dropping|crashing|"
            + "failing|breaking)|drops? to|(?:is|are|was|were|it's|that's) (?:just |basically |pretty much |simply )?"
            + "(?:impossible|a hassle|a struggle|a headache|a faff)|(?:is|are|was|were|'s) (?:so|too|really|way too|"
            + "far too) (?:slow|unreliable|patchy|complicated|confusing|fiddly))\\b");
    /** The way round it told with the struggle ("so I'm doing it with two mirrors", "so now I ..."). */
    private static final Pattern WAY_ROUND = Pattern.compile("(?i)\\bso (?:now )?(?:i|we)(?:'m|'ve| am| have| just)?"
            + "\\s+(?:\\w+ing|just|started|switched|went|got|use|do|take|bring|keep|ask|bought)\\b");
    /** A way round it in place now ("he lets me use his wifi now", "so now my niece ..."). */
    private static final Pattern IN_PLACE = Pattern.compile("(?i)\\blets? (?:me|us)\\b[^.!?]*\\bnow\\b|"
            + "\\bso now (?:i|we|my|our|the)\\b");
    /** A new habit taken up ("I've started planning ...", "we've been taking ..."). */
    private static final Pattern STARTED = Pattern.compile("(?i)\\b(?:i|we)(?:'ve| have) (?:started|been) \\w+ing\\b");
    /** A solution hired, told as its own sentence ("I got one of those ...", "I bought one", "We signed up"). */
    private static final Pattern HIRED = Pattern.compile("(?i)(?:^|[.!?]\\s+|\\b(?:so|and|then) )(?:i|we) "
            + "(?:(?:just|finally) )?(?:got|bought|ordered|signed up|subscribed|switched to|started using)\\b");
    /** One occasion told as a story ("There was one Saturday in March ...", "One morning the ..."). */
    private static final Pattern OCCASION = Pattern.compile("(?i)(?:^|[.!?]\\s+)(?:(?:and |so )?there was )?one "
            + "(?:day|morning|afternoon|evening|night|time|week|weekend|monday|tuesday|wednesday|thursday|friday|"
            + "saturday|sunday)\\b");
    /** An option offered by someone else ("the pharmacy offered ...", "my friend suggested ..."), not by "I"/"we". */
    private static final Pattern OFFERED = Pattern.compile("(?i)(?<!\\bi |\\bwe )\\b(?:offered|suggested|"
            + "recommended)\\b");
    /** A try or a setting aside told with the offer: how it went is said already. */
    private static final Pattern TRY_TOLD = Pattern.compile("(?i)\\b(?:but|tried|tested|used)\\b");
    /** A solution tried ("I tried an accountant once"): a try, not yet a hire. */
    private static final Pattern TRIED = Pattern.compile("(?i)\\b(?:i|we) tried\\b");
    /** A lukewarm verdict on what was tried ("works sort of", "kind of works", "hit and miss"): it let them down. */
    private static final Pattern HEDGED = Pattern.compile("(?i)\\b(?:works?|worked|helps?|helped) (?:sort of|kind of|"
            + "a bit|a little|sometimes|more or less)\\b|\\b(?:sort of|kind of|half) (?:works?|worked|helps?|"
            + "helped)\\b|\\bhit and miss\\b|\\bso-so\\b");
    /** What let them down after it was hired: a turn after it ("... but it came off", "So no.", "which, no."). */
    private static final Pattern LET_DOWN = Pattern.compile("(?i)\\b(?:but|except|only)\\b[^.!?]*\\b(?:came off|"
            + "broke|stopped|didn't|doesn't|wasn't|isn't|won't|never|too|no)\\b|(?:^|[.!?,]\\s*)(?:so |which,? )?"
            + "no\\s*[.!]");

    /** What they have tried to get the outcome wished for. */
    static final List<String> TRIED_TO_GET_THERE = List.of("What have you tried so far, to get that?",
            "What have you tried so far to get there?");
    /** "Something that didn't look cheap": what a past choice had to meet, no outcome wished for now. */
    private static final Pattern PAST_CRITERION = Pattern.compile("(?i)\\s*(?:didn't|wasn't|was|had|looked|"
            + "did|could|felt|seemed)\\b");

    private SwitchForces() {
    }

    /** The forces question after this answer under the strategy's {@code intent} (may be null), or an empty list. */
    static List<String> variants(String answer, Intent intent) {
        if (answer == null || answer.isBlank()) {
            return List.of();
        }
        Matcher wished = WISHED.matcher(answer);
        if (wished.find() && !PAST_CRITERION.matcher(answer.substring(wished.end())).lookingAt()) {
            return TRIED_TO_GET_THERE;
        }
        Matcher struggle = STRUGGLE.matcher(answer);
        if (intent == Intent.OBSTACLES) { // what was hard is told: what they do about it, never what was hard again
            return struggle.find() ? struggled(answer, struggle) : List.of();
        }
        if (intent != Intent.DEEPEN) {
            return List.of();
        }
        Matcher hired = HIRED.matcher(answer);
        Matcher tried = TRIED.matcher(answer);
        boolean hire = hired.find();
        if (hire && LET_DOWN.matcher(answer.substring(hired.end())).find()
                || tried.find() && (answer.substring(tried.end()).matches("(?is).*\\bbut\\b.*")
                || HEDGED.matcher(answer.substring(tried.end())).find())) {
            return List.of("What would work better for you?"); // "it" may be a person: no pronoun
        }
        if (struggle.find()) {
            return struggled(answer, struggle);
        }
        if (IN_PLACE.matcher(answer).find()) {
            return List.of("How well is that working for you?", "How is that working out for you?");
        }
        if (STARTED.matcher(answer).find()) {
            return List.of("What difference has that made for you?");
        }
        if (OCCASION.matcher(answer).find()) {
            return List.of("What did you do after that?", "What did you do next?");
        }
        Matcher offered = OFFERED.matcher(answer);
        if (offered.find() && !TRY_TOLD.matcher(answer.substring(offered.end())).find()) {
            return List.of("What did you make of that?", "What did you think of it at the time?");
        }
        if (hire) {
            return List.of("What difference did that make for you?", "What changed once you had it?");
        }
        return List.of();
    }

    /** Whether {@code answer} tells a struggle (rule 5's pattern). */
    static boolean struggles(String answer) {
        return answer != null && STRUGGLE.matcher(answer.replace('\u2019', '\'')).find();
    }

    /** After a struggle told: whether it made them look elsewhere when its way round is told, else what they do. */
    private static List<String> struggled(String answer, Matcher struggle) {
        return WAY_ROUND.matcher(answer.substring(struggle.start())).find()
                ? List.of("Has that ever made you look for another way of doing it?")
                : List.of("What do you do about that?", "How do you get round that?");
    }
}
