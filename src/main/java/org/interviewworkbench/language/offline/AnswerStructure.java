package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What an answer's <b>structure</b> already tells, read from English clause shapes rather than from the answer's
 * topic words: a moderator does not ask for what the respondent has just given. Each detector names the shape it
 * reads; {@link CoveredIntents} maps them onto the questions they make redundant.
 * <ul>
 *   <li>{@link #outcomeTold}: the story has reached its end: a jump forward in time with a verdict after it ("I got
 *       an email four days later, and it was a no"), a state of the speaker carried into the present with "still"
 *       ("I started in July and I'm still there"), or an ending said as such ({@link StoryCues#outcome});</li>
 *   <li>{@link #reasonGiven}: a reason or result clause ("because ...", "..., so I knew ...", "that's why ...");</li>
 *   <li>{@link #feelingTold}: a feeling of the speaker's ("I felt like ...", "Mortified.");</li>
 *   <li>{@link #difficultyExplained}: a difficulty named with what makes it one, either a negative evaluation
 *       ("hard", "not great") with a circumstance or reason clause, or with another sentence that explains it;</li>
 *   <li>{@link #alternativeTold}: an alternative the speaker tried, looked at or weighed ("we looked at ...", "the
 *       other option is ...");</li>
 *   <li>{@link #useIntent}: a first-person modal or conditional intent to take the thing up, its object a pronoun
 *       or a condition ("I'd try it", "I would use it only if ...", "if it's cheaper, I'm in"), or fronted ("That
 *       I'd do."): a likelihood
 *       answered; not a part of it they would use ("that's the bit I'd use"), a price they would pay nor a term they
 *       would not sign up for ("I wouldn't sign up for a year");</li>
 *   <li>{@link #concern}: a worry voiced: a first-person refusal ("I would not ..."), a condition on use ("only
 *       if"), or a doubting question of the respondent's own after a contrast ("But ..., is that enough?").</li>
 * </ul>
 * Stateless; every detector is false for a blank answer.
 */
final class AnswerStructure {

    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s+");
    /** A jump forward in story time: "four days later", "the next morning", "a week after that". */
    private static final Pattern LATER = Pattern.compile("\\b(?:(?:\\d+|a|an|one|two|three|four|five|six|seven|"
            + "eight|nine|ten|a few|a couple of|several) (?:minutes?|hours?|days?|weeks?|fortnights?|months?|years?) "
            + "(?:later|after(?:wards| that)?)|the (?:next|following) (?:day|morning|week|month))\\b");
    /** A verdict closing a clause: "and it was a no", "that was that", "it was over". */
    private static final Pattern VERDICT = Pattern.compile("\\b(?:it|that|the answer|the result)(?:'s| was| is) "
            + "(?:a |an )?[a-z']+[.!]?$");
    /** The speaker's state carried into the present: "I'm still there", "we still use it". */
    private static final Pattern STILL = Pattern.compile("\\b(?:i'm|i am|we're|we are) still\\b|\\b(?:i|we) still "
            + "(?!(?:had|was|were|did|got|went|thought|felt|couldn't|didn't|wasn't)\\b)[a-z]+(?<!ed)\\b");
    /** A reason or result clause. */
    private static final Pattern REASON = Pattern.compile("\\b(?:because|'cause|cos|since (?:i|we|it|they|the)|"
            + "that's why|which is why|the reason)\\b|, so (?:i|we|it|they|he|she|you|that)\\b");
    /** A first-person feeling: "I felt like", "I was gutted", "it made me feel". */
    private static final Pattern FELT = Pattern.compile("\\b(?:i|we) (?:felt|feel)\\b|\\bmade (?:me|us) feel\\b");
    /** A negative evaluation of the thing itself. */
    private static final Pattern HARD = Pattern.compile("\\b(?:hard|harder|hardest|difficult|tricky|tough|"
            + "exhausting|stressful|frustrating|annoying|awkward|inconvenient|unreliable|useless|pointless|no use|no good|"
            + "a pain|a hassle|a struggle|a nightmare|a problem|the problem|not (?:great|easy|good|fun|ideal))\\b");
    /** A clause giving the circumstance or reason of what was evaluated. */
    private static final Pattern CIRCUMSTANCE = Pattern.compile("\\b(?:when|whenever|because|'cause|since|if|with|"
            + "so)\\b");
    /** An alternative tried, looked at or weighed. */
    private static final Pattern ALTERNATIVE = Pattern.compile("\\b(?:i|we) (?:also |even |once |first )?(?:tried|"
            + "looked at|looked into|considered|thought about getting|priced|compared|switched to|went with)\\b|"
            + "\\b(?:the|an|one) other (?:option|choice|alternative|way)\\b|\\banother (?:option|choice|"
            + "alternative)\\b");
    /** A modal intent to take something up, in the first person. */
    private static final Pattern USE = Pattern.compile("\\b(?:i|we)(?:'d|'ll| would| will| wouldn't| won't)"
            + "(?: not)?\\s+(?:\\w+\\s+){0,2}?(?:try|use|buy|sign up|pay for|join|subscribe to|book|switch to|order|"
            + "give)\\s+(?:it|them|one|if|only|as long as|when|once|provided)\\b"
            + "|\\b(?:i'm|i am|we're|we are) in(?=[.!,;]|$)"
            // the thing fronted: "That I'd do.", "that I would try"
            + "|(?:^|[.!?,;]\\s*|\\b(?:and|but|so)\\s+)(?:that|this|that one|this one)\\s+(?:i|we)(?:'d| would|'ll| will)\\s+"
            + "(?:definitely\\s+|probably\\s+|actually\\s+)?(?:do|try|use|buy|pay for|book|order)\\b");
    /** A refusal in the first person. */
    private static final Pattern REFUSAL = Pattern.compile("\\b(?:i|we)(?:'d| would|'ll| will) not\\b|\\b(?:i|we) "
            + "(?:wouldn't|won't|don't want|do not want|couldn't|can't see myself)\\b");
    private static final Pattern ONLY_IF = Pattern.compile("\\bonly if\\b|\\bnot unless\\b");
    private static final Pattern CONTRAST = Pattern.compile("\\b(?:but|though|although|however)\\b");

    private AnswerStructure() {
    }

    /** The answer lowercased with straight apostrophes, split into sentences; empty for a blank answer. */
    static List<String> sentences(String answer) {
        if (answer == null || answer.isBlank()) {
            return List.of();
        }
        return List.of(SENTENCE_END.split(answer.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'')));
    }

    /** Whether the story in {@code answer} has reached its end (class comment). */
    static boolean outcomeTold(String answer) {
        List<String> s = sentences(answer);
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.size(); i++) {
            String sentence = s.get(i).strip();
            var later = LATER.matcher(sentence);
            if (later.find() && VERDICT.matcher(sentence.substring(later.end())).find()) {
                return true; // "I got an email four days later, and it was a no."
            }
            if (STILL.matcher(sentence).find()) {
                return true; // "I'm still there"
            }
        }
        return StoryCues.outcome(StoryCues.normal(answer));
    }

    /** Whether {@code answer} gives a reason or a result clause. */
    static boolean reasonGiven(String answer) {
        return sentences(answer).stream().anyMatch(s -> REASON.matcher(s).find());
    }

    /** Whether {@code answer} tells a feeling of the speaker's (a word or two, or a first-person clause). */
    static boolean feelingTold(String answer) {
        return FeelingAnswer.feeling(answer) || sentences(answer).stream().anyMatch(s -> FELT.matcher(s).find())
                || AnsweredIntents.of(answer).contains(QuestionComposer.Intent.EMOTIONS);
    }

    /**
     * Whether {@code answer} names a difficulty and what makes it one: a negative evaluation with a circumstance or
     * reason in its own sentence, or with another sentence of explanation before or after it ("He comes when he
     * comes. Useless for me.").
     */
    static boolean difficultyExplained(String answer) {
        List<String> s = sentences(answer);
        for (int i = 0; i < s.size(); i++) {
            var hard = HARD.matcher(s.get(i));
            if (hard.find() && (CIRCUMSTANCE.matcher(s.get(i)).find() || s.size() > 1)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code answer} tells an alternative the speaker tried, looked at or weighed. */
    static boolean alternativeTold(String answer) {
        return sentences(answer).stream().anyMatch(s -> ALTERNATIVE.matcher(s).find());
    }

    /** Whether {@code answer} states a first-person intent to take something up, plain or under a condition. */
    static boolean useIntent(String answer) {
        return sentences(answer).stream().anyMatch(s -> USE.matcher(s).find());
    }

    /** Whether {@code answer} voices a worry (class comment). */
    static boolean concern(String answer) {
        List<String> s = sentences(answer);
        boolean contrast = s.stream().anyMatch(x -> CONTRAST.matcher(x).find());
        for (String sentence : s) {
            if (REFUSAL.matcher(sentence).find() || ONLY_IF.matcher(sentence).find()) {
                return true;
            }
            if (contrast && sentence.strip().endsWith("?") && sentence.strip().split("\\s+").length >= 3) {
                return true; // "But twenty minutes, is that enough?"
            }
        }
        return false;
    }
}
