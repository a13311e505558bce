package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The switch interview's next untold part of the story, after an answer that has closed one part of it itself
 * (heldout24's jtbd judgement: what was just told asked again, a social worry read as an obstacle). Called by
 * {@link SwitchMoves} for answers after the opening's.
 *
 * <p>Contract of {@link #variants}, first rule that applies, each a general English pattern of the answer:
 * <ol>
 *   <li><b>An option never tried</b>, told last ("Maybe frozen sandwiches? I've never tried it."), with no reason
 *       after it: what has kept them from trying it (the anxieties and habits that hold a switch back).</li>
 *   <li><b>An option turned down and another way's result told after it</b> ("We tried the cafeteria, it's $65 a
 *       week. So no. The Thermos works for Léa."): what they do instead is told, so what doing it well would look
 *       like for them (the progress they are after).</li>
 *   <li><b>A social worry</b> ("I don't want to be the dad with the sad lunch", "I don't want people to think ...",
 *       "the one they talk about"): the social job is told, never what got in the way; what else they have tried
 *       or thought about trying. Only a worry held now ("don't want"): one told of the past ("didn't want") belongs
 *       to a story that goes on.</li>
 *   <li><b>A choice whose outcome is still to come</b>: the answer ends on a wait-and-see remark ("We'll see.",
 *       "Time will tell.", "Fingers crossed.") after naming what they are going for: nothing has happened since, so
 *       never what happened next; the hire decision is asked, what made them pick it and what they hope it will do
 *       for them.</li>
 * </ol>
 * An empty list when no rule applies. Stateless.
 */
final class SwitchStoryNext {

    /** "I've never tried it", "we haven't actually tried that yet" (group: what follows in its sentence). */
    private static final Pattern NEVER_TRIED = Pattern.compile("(?i)\\b(?:i|we)(?:'ve| have)? never (?:actually |"
            + "really |even )?tried (?:it|that|them|this|those)\\b|\\b(?:i|we) (?:haven't|have not) (?:actually |"
            + "really |even )?tried (?:it|that|them|this|those)\\b");
    /** A reason told with it ("... because I'd be worried they go soggy"): then its reason is no longer untold. */
    private static final Pattern REASON = Pattern.compile("(?i)\\b(?:because|'cause|cos|since|as|but|too|"
            + "worried|scared|afraid)\\b");
    /** An option tried and turned down in a sentence of its own ("So no."). */
    private static final Pattern REFUSED = Pattern.compile("(?i)\\b(?:i|we) (?:also |even |once )?tried\\b[^?]*?"
            + "[.!]\\s+(?:so,? |and )?(?:no|nope|never again|not for (?:me|us)|no way)[.!]");
    /** Another way's result, told after the refusal: "The Thermos works for Léa", "that one worked". */
    private static final Pattern WORKS = Pattern.compile("(?i)\\b(?:works|worked|does the trick|did the trick)\\b");
    /**
     * A worry, held now, about how others see them: the social job of a job still being done ("I don't want to be the
     * dad with ..."); one told of the past ("I didn't want to be the guy ...") is part of a story the other moves
     * follow on.
     */
    private static final Pattern SOCIAL_WORRY = Pattern.compile("(?i)\\b(?:i|we) (?:don't|do not) "
            + "want (?:to be seen as|to look like|people to (?:think|see|say)|them to (?:think|see|say)|anyone to "
            + "(?:think|see|say)|to be (?:the|that|one of those) [^.,;!?]{0,40}?\\b(?:one|ones|guy|person|parent|"
            + "mum|mom|dad|father|mother|kid|woman|man|girl|boy|family|neighbour|neighbor|friend)s?\\b)|\\bthe ones? "
            + "(?:they|people|everyone|everybody|others) (?:talk|laugh|gossip)s? about\\b|\\bwhat (?:other )?"
            + "(?:people|others|they|everyone) (?:would )?(?:think|say) of (?:me|us)\\b");
    /** A wait-and-see remark closing the answer: the outcome of the choice is still to come. */
    private static final Pattern PENDING = Pattern.compile("(?i)(?:\\bwe'll see|\\bwe will see|\\bi'll see|"
            + "\\btime will tell|\\bfingers crossed|\\bremains to be seen|\\bwait and see|\\bask me (?:again )?"
            + "(?:in|next)\\b[^.!?]*)[.!]*\\s*$");
    /** The hire decision: what made them pick it, and the progress they hope it brings. */
    static final List<String> HIRE = List.of(
            "What tipped it towards that one, and what are you hoping it will do for you?",
            "What made that one the choice, and what are you hoping it will do for you?");
    /** How many sentences after it an option never tried may sit, so that "it" still points at it. */
    private static final int TAIL_SENTENCES = 1;

    /** What has kept them from trying the option they name. */
    static final List<String> KEPT_FROM_TRYING = List.of("What has kept you from trying it?",
            "What has stopped you from trying it so far?");
    /** What doing the job well would look like: the progress they are after. */
    static final List<String> DONE_WELL = List.of("If it all went the way you want, what would that look like?",
            "What would doing it really well look like for you?");
    /** The other options tried or considered. */
    static final List<String> WHAT_ELSE_TRIED = List.of("What else have you tried, or thought about trying?",
            "What other ways have you tried, or thought about?");

    private SwitchStoryNext() {
    }

    /** The questions for the next untold part of the switch story after {@code answer}, or an empty list. */
    static List<String> variants(String answer) {
        Matcher never = NEVER_TRIED.matcher(answer);
        if (never.find()) {
            String after = answer.substring(never.end());
            String rest = after.replaceFirst("^[^.!?]*[.!?]*", "");
            boolean last = rest.isBlank() || rest.strip().split("[.!?]+(?:\\s|$)").length <= TAIL_SENTENCES;
            if (last && !REASON.matcher(after.replaceFirst("[.!?].*$", "")).find()) {
                return KEPT_FROM_TRYING;
            }
        }
        Matcher refused = REFUSED.matcher(answer);
        if (refused.find() && WORKS.matcher(answer.substring(refused.end())).find()) {
            return DONE_WELL;
        }
        if (SOCIAL_WORRY.matcher(answer).find()) {
            return WHAT_ELSE_TRIED;
        }
        if (PENDING.matcher(answer.strip()).find() && answer.strip().split("(?<=[.!?])\\s+").length >= 2) {
            return HIRE; // "Probably the snowblower, ... We'll see.": what made the pick, what it should do
        }
        return List.of();
    }
}
