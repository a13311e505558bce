package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>a journey that has reached its end</b>, for {@link JourneyWalk}. Once the respondent tells
 * how things have been since ("We've had no trouble", "I've recommended them twice already") or sums the whole
 * journey up as a score ("Out of ten? Seven."), there is no next step to walk on to: "How did things go from there?"
 * asks past the present, and "What did you do right after that?" treats a score as an event. A moderator looks back
 * over the whole journey instead.
 *
 * <p>Contract: {@link #step} gives the look back ({@link JourneyWalk#LOOK_BACK}) when the normalised last answer
 * tells the aftermath in the present perfect (a sentence with "I've", "we've", "it's been", "haven't" or "hasn't" and
 * "since", "already", "so far" or a "no"/"not" object such as "had no trouble"), and at least
 * {@value #WALKED} questions have been asked (the opening of a journey is never its end); or when the answer gives a
 * score ("out of ten", "7/10", "give it a six", "the booking was like a 4"), or tells a standing arrangement of the
 * present ("Now he's booked every October": {@link AnswerShape.Read#standing}), or closes the story with a formula ("That's the story.", "That's
 * kinda it.": {@link StoryCues#closed}), or gives a verdict on the whole journey ("In the end it was okay.", "I
 * would buy there again?": {@link #VERDICT}). An answer that opens on a bare score of six to nine ("Eight.
 * Nine if he did email.", {@link AnswerShape.Read#score}), read out of ten and given without its reasons, is first
 * asked what would have made it a ten, once ({@link #SCORED}), before the look back. A score given with what it rests
 * on ({@link #weighed}: "Overall, eight out of ten? If they'd just told me the gap upfront I'd have been fine.") has
 * looked back already: whether there is anything to add is asked instead, once. Any other score given without what
 * it rests on is first asked what lies behind it, once ({@link #SCORES}: "Getting it, like a 3 out of 10. Having it, a
 * 7." is asked "What's behind those scores?"; one score of six to nine what would have made it a ten), never advice
 * to a friend. With both look-back wordings
 * asked, or for a chosen close, {@code null}.
 * General English cues only. Stateless.
 */
final class JourneyEnd {

    /** After a bare score out of ten short of full marks: what it lacked. */
    static final List<String> SCORED = List.of("What would have made it a ten for you?");
    /** After fresh scores given without what they rest on: what lies behind them. */
    static final List<String> SCORES = List.of("What's behind those scores?");
    static final List<String> SCORE_ONE = List.of("What's behind that score?");
    private static final Pattern NUMBERS = Pattern.compile("(?<!out of )(?<!/)(?<!/ )\\b(?:one|two|three|four|five|six|seven|eight|nine|ten|"
            + "\\d{1,2})\\b(?! (?:minutes|mins|hours|days|weeks|months|years|pounds|dollars|euros?|quid|bucks|rand|"
            + "pence|cents)\\b)");
    private static final Pattern SIX_TO_NINE = Pattern.compile("\\b(?:six|seven|eight|nine|[6-9])\\b");

    /** Questions asked before an aftermath can be the journey's end. */
    private static final int WALKED = 3;
    private static final Pattern PERFECT = Pattern.compile("\\b(?:(?:i|we|it|they|he|she)(?:'ve| have|'s been| has been)"
            + "|haven't|hasn't|have not|has not)\\b");
    private static final Pattern SINCE = Pattern.compile("\\b(?:since|already|so far|(?:had|been) (?:no|not|nothing)"
            + "|not (?:had|been)|never (?:had|been))\\b");
    /**
     * A "since" dated from a time of life before the journey ("I have not removed it since my wedding", round 72):
     * a habit of long standing, not how things have been since the journey.
     */
    private static final Pattern LIFELONG = Pattern.compile("\\bsince (?:(?:my|our|his|her|their) (?:wedding|"
            + "marriage|childhood|school days|student days|teens|twenties|youth)|i was (?:a kid|a child|little|young|"
            + "small|a teenager|\\d))\\b");
    /**
     * Time gone by since, counted up to now: "Three months now, no problems.", "six weeks on, still fine"; never "a
     * week on Thursday", "four days on site", "a month on the car".
     */
    private static final Pattern TIME_ON = Pattern.compile("\\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|"
            + "several|a few|a couple of|\\d{1,2}) (?:days?|weeks?|months?|years?) "
            + "(?:now\\b(?! (?:i|we) )|on(?=[,;.!]|$))");
    private static final String NUMBER = "(?:one|two|three|four|five|six|seven|eight|nine|ten|\\d{1,2})";
    private static final Pattern SCORE = Pattern.compile("\\bout of (?:five|ten|5|10)\\b|\\b\\d{1,2} ?/ ?(?:5|10)\\b|"
            + "\\b(?:give|gave|rate|rated|score|scored) (?:it|them|him|her|the whole thing) (?:a |an )?" + NUMBER + "\\b"
            // "The room itself was a 9, the booking was like a 4.": a score said as what a part was
            + "|\\b(?:was|is|'s|were) (?:like |about |maybe |probably |easily |only |just )?an? (?:solid |good |strong )?" + NUMBER
            + "(?=[.,!?;]|$| (?:out|for|and|but|or|tops|max|at (?:best|most))\\b)");

    /**
     * A verdict on the whole journey: how it came out in the end ("In the end of the day it was okay.", "All in all
     * it was worth it") or whether they would go through it with that provider again ("I would buy there again?
     * Maybe yes.", "We'd definitely book with them again", "I'd recommend them").
     */
    private static final Pattern VERDICT = Pattern.compile("\\b(?:in the end|at the end of the day|in the end of the "
            + "day|all in all|overall|all things considered),? (?:it|that|the whole thing|everything) (?:was|turned "
            + "out|worked out|ended up)(?: (?:okay|ok|fine|alright|all right|good|great|worth it|well))?\\b"
            + "|\\b(?:i|we)(?:'d| would)(?: definitely| probably| maybe)? (?:buy|shop|go|use|book|order|fly|stay|"
            + "travel|bank|deal) (?:there|them|it|with them|from them|that way) again\\b"
            + "|\\b(?:i|we)(?:'d| would)(?: definitely| probably)? recommend (?:them|it|the)\\b");

    private JourneyEnd() {
    }

    /** The look back after a journey's end (class comment), or {@code null}. */
    static StoryCoverage.Step step(Intent chosen, String last, List<String> asked, AnswerShape.Read shape) {
        if (chosen == Intent.CLOSING || chosen == Intent.LEARNING || last == null) {
            return null;
        }
        boolean scored = rated(last) || shape.score();
        if (shape.score() && SIX_TO_NINE.matcher(last.split("(?<=[.!?])\\s+")[0]).find()
                && asked.stream().noneMatch(SCORED::contains)) {
            return new StoryCoverage.Step(Intent.IDEAL, SCORED); // "Eight.": what it lacked, not what came next
        }
        if (scored && weighed(last)) { // "Eight out of ten. The form, minus points; the people, plus.": the look
            return asked.stream().anyMatch(StoryCoverage.ANYTHING_ELSE::contains) ? null // back is told with it
                    : new StoryCoverage.Step(Intent.STORY, StoryCoverage.ANYTHING_ELSE);
        }
        if (scored && !weighed(last) && asked.stream().noneMatch(q -> SCORES.contains(q) || SCORE_ONE.contains(q))) {
            // "Getting it, like a 3 out of 10. Having it, a 7.": fresh scores are asked what lies behind them
            boolean several = NUMBERS.matcher(last).results().count() >= 2;
            return new StoryCoverage.Step(several ? Intent.RATE : Intent.IDEAL, several ? SCORES // "I'd give it an 8":
                    : SIX_TO_NINE.matcher(last).find() && asked.stream().noneMatch(SCORED::contains) ? SCORED : SCORE_ONE);
        }
        if (asked.containsAll(JourneyWalk.LOOK_BACK)) {
            return null;
        }
        return scored || asked.size() >= WALKED && (reachedPresent(last) || shape.standing() || StoryCues.closed(last)
                || VERDICT.matcher(last).find())
                ? new StoryCoverage.Step(Intent.LEARNING, JourneyWalk.LOOK_BACK) : null;
    }

    /**
     * Whether the normalised {@code answer} tells how things have been since, in the present perfect, or counts the
     * time gone by up to now ("Three months now, no problems.", round 71).
     */
    static boolean reachedPresent(String answer) {
        for (String sentence : answer.split("(?<=[.!?])\\s+")) {
            if (!sentence.strip().endsWith("?") && (PERFECT.matcher(sentence).find()
                    && SINCE.matcher(sentence).find() && !LIFELONG.matcher(sentence).find()
                    || TIME_ON.matcher(sentence).find())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the normalised {@code answer}, which gives a score, also says what the score rests on: a sentence of
     * three words or more that is no question and gives no score itself (a part weighed, a reason, what would have
     * made it better: "If they'd just told me the gap upfront I'd have been fine."), or scores given to two parts of
     * it ("Nine for the class, five for finding it").
     */
    static boolean weighed(String answer) {
        if (PART_SCORE.matcher(answer).results().count() >= 2) {
            return true; // "Nine for the class, five for finding it": each part weighed
        }
        for (String sentence : answer.split("(?<=[.!?])\\s+")) {
            String s = sentence.strip();
            if (!s.endsWith("?") && !rated(s) && !SIX_TO_NINE.matcher(s).find() && s.split("\\s+").length >= 3) {
                return true;
            }
        }
        return false;
    }

    /** A score given to one part of the journey ("nine for the class", "five for finding it"). */
    private static final Pattern PART_SCORE = Pattern.compile("\\b" + NUMBER + " for (?:the |my |our |his |her |"
            + "their )?\\w+");

    /** Whether the normalised {@code answer} gives a score. */
    static boolean rated(String answer) {
        return SCORE.matcher(answer).find();
    }
}
