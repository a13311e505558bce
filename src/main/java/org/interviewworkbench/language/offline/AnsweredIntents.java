package org.interviewworkbench.language.offline;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>what the last answer already answered</b>: a moderator does not ask what they expected
 * right after "I figured I'd be in by that weekend", nor for a ranking right after every option got a score. Read
 * from the last answer only (one pass of a few patterns, no tagging), from the cues English uses for each:
 * <ul>
 *   <li>{@link Intent#EXPECTATION}: a stated expectation or hope ("I expected", "I figured I'd", "I thought it
 *       would", "I was hoping", "which I thought was the whole price", "it was supposed to", "Thought it'd be");</li>
 *   <li>{@link Intent#EMOTIONS}: a feeling said of oneself ("I felt ...", "I was furious", "I stayed very nervous",
 *       "kind of deflated", fear shown in a thought: "thinking I'm dying"), or a
 *       sentence that opens on a feeling word ("Bored out of my skull.");</li>
 *   <li>{@link Intent#CAUSE}: a reason or explanation given ("because", "apparently", "it turned out", "the reason");</li>
 *   <li>{@link Intent#CONTEXT}: when or where it happens ("while I'm cooking", "whenever", "in the car", "every
 *       three months", "last Friday");</li>
 *   <li>{@link Intent#RATE}: three or more scores or ranks ("a 5", "4 too", "3/10"), or a best and a worst named;</li>
 *   <li>{@link Intent#LEARNING}: a change or lesson since ("I learned", "since then", "now I always", "we put in");</li>
 *   <li>{@link Intent#NEXT_STEP}: the story has reached the present ("these days", "ever since", "I'm on
 *       the evening rota now", or an answer that opens on it: "Now? Completely smitten."; not a "now" in reported
 *       speech, "she said bring him in now"), so there is
 *       no "next" to ask about.</li>
 * </ul>
 * {@link #instead} then names the intent a moderator would ask instead (the next move of the same method), or
 * returns the intent unchanged when it was not answered.
 */
final class AnsweredIntents {

    private static final Pattern EXPECTATION = Pattern.compile("\\b(?:i|we)(?:'d| had| was| were)?\\s+(?:really\\s+|kind of\\s+|sort of\\s+|just\\s+)?"
            + "(?:expect(?:ed|ing)?|figured|assumed|imagined|thought (?:it|i|we|they|she|he)(?:'d| would| will)|"
            + "hop(?:ed|ing)|anticipated|thought (?:was|were|would be)|supposed|reckoned (?:it|i|we|they|she|he)(?:'d| would))\\b"
            // a thing that was due, said of it: "it was supposed to take two days", "the fee was meant to include it"
            + "|\\b(?:was|were|it's|is|are)\\s+(?:supposed|meant) to\\b"
            // the subject left out, as in speech: "Thought it'd be a ten minute job."
            + "|(?:^\\s*|(?<=[.!?] ))(?:thought|figured|assumed|expected) (?:it|i|we|they|she|he|that)(?:'d| would| was going to)\\b"
            // what they were led to expect: "the website said up to six weeks", "not what the photos looked like",
            // "too good to be true"
            + "|\\b(?:the|their|your) (?:website|site|app|email|letter|ad|advert|listing|photos?|pictures?|brochure|"
            + "leaflet) (?:said|says|promised|showed|made it look)\\b"
            + "|\\bnot what (?:the|it|they|that|this)\\b[^.!?]{0,30}(?:looked like|sounded like|said|promised)\\b"
            + "|\\btoo good to be true\\b");
    private static final Pattern FEELING = Pattern.compile("\\b(?:(?:i|we)(?:'m getting| am getting| was getting|"
            + " were getting|'m| am| was| were| felt| feel| got| stayed| became| grew| ended up)|getting)\\s+"
            + "(?:so |very |really |a bit |a little |quite |pretty |totally |kind of |sort of |just |absolutely |"
            + "more and more |less |much less |a lot less |lowkey |kinda |proper |still )?(\\w+)\\b");
    /**
     * A feeling told without naming it as a state ("I felt like an old uncle", "I was sweating" is read by
     * {@link #FEELING}): read on its own, so that a state word that is no feeling ("I felt like ...") before it does
     * not hide it.
     */
    private static final Pattern FEELING_CUE = Pattern.compile("\\b(?:felt|feel|feeling) (?:like|a bit|kind of|so|"
            + "really)\\b"
            // a feeling as it came on: "that's where I started to relax", "I was a bit put off already"
            + "|\\b(?:started|began) to (?:relax|panic|worry|calm down|enjoy it|enjoy myself)\\b"
            + "|\\b(?:was|were|felt|got) (?:a bit |a little |quite |so |really )?put off\\b"
            // relief shown in the body: "From that point I could actually breathe."
            + "|\\b(?:i|we) could (?:finally |actually |at last )?(?:breathe|relax)\\b"
            // fear shown in what they thought: "googling at 11pm thinking I'm dying"
            + "|\\b(?:thinking|thought|convinced) (?:i'm|i am|i was|i'd|i would) (?:dying|going to die|gonna die|"
            + "done for|finished)\\b"
            // the moment judged by how it hit them: "That was a shock.", "what a relief", "nobody is stressed"
            + "|\\b(?:that|it|this) (?:was|is|'s) (?:a |such a |a real |a bit of a |quite a |a total )?(?:shock|relief|"
            + "nightmare|godsend|scary|stressful|terrifying|nerve-racking|nerve-wracking|humiliating|embarrassing|"
            + "infuriating|heartbreaking|gutting)\\b|\\bwhat a (?:relief|shock|nightmare)\\b|\\b(?:nobody|no one|"
            + "everyone|everybody) (?:is|was|'s) (?:stressed|happy|relaxed|calm|scared|nervous|upset)\\b");
    private static final Pattern CAUSE = Pattern.compile("\\b(?:because|'cause|cos|turned out|"
            + "the reason|that's why|which is why|due to|thanks to)\\b");
    private static final Pattern CONTEXT = Pattern.compile("\\b(?:while|whenever|when) (?:i|i'm|we|we're|i've)\\b|"
            + "\\b(?:in the car|at home|at work|on the way|every (?:morning|evening|night|day|week|weekend))\\b");
    /**
     * A rhythm or a day told as fact ("every four weeks", "last Friday"), not inside a wish or a condition ("if I
     * could do it every three months"): when it happens has been given.
     */
    private static final Pattern RHYTHM = Pattern.compile("\\bevery (?:other|few|couple of|\\d+|two|three|four|"
            + "five|six|ten) (?:days|weeks|months|years)\\b|\\blast (?:monday|tuesday|wednesday|thursday|friday|"
            + "saturday|sunday|weekend|night)\\b");
    private static final Pattern UNREAL = Pattern.compile("\\b(?:if|would|could|wish|wished|hope|maybe)\\b");
    private static final Pattern SCORE = Pattern.compile("(?:\\b(?:a|an)\\s+(?:\\d{1,2}|one|two|three|four|five|six|"
            + "seven|eight|nine|ten)\\b(?![-.\\d])|\\b\\d{1,2}\\s*(?:/|out of)\\s*\\d{1,2}\\b|\\b\\d{1,2}\\s+too\\b|"
            + "\\b(?:'s|is|are)\\s+(?:a\\s+)?\\d{1,2}\\b)");
    /**
     * A habit of the present under a condition ("So now when someone new moves in I go and say hi", "now whenever
     * it rains we ..."): a change the respondent made, in the present tense.
     */
    private static final String CONDITIONED_HABIT = "\\bnow,? (?:when|whenever|if|before|every time) [^.;!?]{1,60}?,? "
            + "(?:i|we) (?:actually |always |just |usually |now )?(?!(?:was|were|had|did|got|went|came|took|said|told|"
            + "thought|knew|saw|made|felt|found|gave|left|heard)\\b)[a-z]+(?<!ed)\\b";
    private static final Pattern LEARNING = Pattern.compile("\\b(?:learn(?:ed|t)|lesson|taught (?:me|us)|since then|"
            + "from now on|next time|now i always|now we always|i've started|we've started|(?:we|i) put in|"
            + "(?:we|i) (?:set up|switched|changed)|can't build)\\b|" + CONDITIONED_HABIT);
    /**
     * An answer that opens on the present, set off by itself as a question or a heading: "Now? ...", "These days:
     * ...", "Nowadays, ..." ("Now, where was I" is a discourse marker, not the present).
     */
    private static final Pattern NOW_FIRST = Pattern.compile("^(?:(?:and|so|well|oh),?\\s+)?(?:(?:now|today)\\s*[?:]"
            + "|(?:these days|nowadays)\\s*[?,:])");
    private static final Pattern PRESENT = Pattern.compile("\\b(?:these days|nowadays|ever since|since then|from then on|"
            + "to this day|since (?:january|february|march|april|may|june|july|august|september|october|november|"
            + "december))\\b|\\b(?:i'm|we're|i am|we are|i've|we've|i have|we have) (?:[a-z']+ ){0,5}now\\b");

    /**
     * A habit of the present that the story led to ("Now I only book through the app", "I've never used them again",
     * "we don't go there anymore"): the story has reached the present.
     */
    private static final Pattern HABIT = Pattern.compile("\\bnow,? (?:[a-z']+ ){0,4}(?:i|we) (?:only|always|never|"
            + "just|usually|don't|won't|make sure|tend to)\\b|\\b(?:i|we)(?:'ve| have)? never (?:[a-z']+ ){1,5}again\\b|"
            + "\\b(?:i|we) (?:don't|do not|won't|will not) (?:[a-z']+ ){0,5}(?:anymore|any more)\\b|"
            + "\\b(?:i|we) no longer\\b|"
            + "(?:^ ?|[.!?] |\\b(?:so|and) )now,? (?:i|we) (?!(?:was|were|had|did|got|went|came|took|said|told|thought|"
            + "knew|saw|made|felt|found|gave|left|ran|rang|heard|realised|realized)\\b)[a-z]+(?<!ed)\\b");

    /** A lesson stated ("The lesson is ...", "I learned ...", "my advice is ..."). */
    private static final Pattern LESSON = Pattern.compile("\\b(?:the lesson|lesson (?:is|was|learned|learnt)|"
            + "(?:i|we)(?:'ve| have)? learn(?:ed|t)|learn(?:ed|t) (?:that|my|the|a|it) (?:one|lesson|the hard way)|"
            + "taught (?:me|us)|my advice|the moral)\\b");

    /** After a lesson, where the story would go on: what the respondent does differently because of it. */
    private static final java.util.List<String> AFTER_LESSON = java.util.List.of(
            "What do you do differently since then?", "Has that changed how you do things?",
            "How has that changed what you do now?");

    private AnsweredIntents() {
    }

    /** Lead words before a feeling that opens a sentence ("And honestly, gutted."). */
    private static final Pattern FEELING_LEAD = Pattern.compile("^(?:(?:and|but|so|just|honestly|pure|totally|"
            + "absolutely|properly|bit|a bit|kind of|kinda|really|so|very|quite|utterly|more|mostly|big|huge|massive|"
            + "such a|what a|a big|a huge|a massive|total)[,]?\\s+)*");

    /**
     * Whether a sentence of the (lowercased) answer opens on a feeling word ("Bored out of my skull.", "Frustrated isn't
     * the word.", "Mortified, kind of"): the feeling is told even when the answer does not open with it.
     */
    static boolean feelingSentence(String lower) {
        for (String sentence : lower.strip().split("(?<=[.!?])\\s+")) {
            String s = FEELING_LEAD.matcher(sentence.strip()).replaceFirst("");
            String first = s.split("[^a-z']+", 2)[0];
            if (!first.isEmpty() && FeelingAnswer.FEELINGS.contains(first)) {
                return true;
            }
        }
        return false;
    }

    /** The intents the answer already answers (empty for a blank answer). */
    static Set<Intent> of(String answer) {
        Set<Intent> out = EnumSet.noneOf(Intent.class);
        if (answer == null || answer.isBlank()) {
            return out;
        }
        String a = " " + answer.toLowerCase(Locale.ROOT).replace('\u2019', '\'') + " ";
        if (EXPECTATION.matcher(a).find()) {
            out.add(Intent.EXPECTATION);
        }
        Matcher f = FEELING.matcher(a);
        while (f.find()) {
            if (FeelingAnswer.FEELINGS.contains(f.group(1))) {
                out.add(Intent.EMOTIONS);
                break;
            }
        }
        if (FEELING_CUE.matcher(a).find()) {
            out.add(Intent.EMOTIONS); // "I felt like an old uncle, honestly."
        }
        if (feelingSentence(a)) {
            out.add(Intent.EMOTIONS); // "... for nine working days. Bored out of my skull.": told mid-answer
        }
        if (CAUSE.matcher(a).find()) {
            out.add(Intent.CAUSE);
        }
        if (CONTEXT.matcher(a).find() || rhythm(a)) {
            out.add(Intent.CONTEXT);
        }
        int scores = 0;
        Matcher s = SCORE.matcher(a);
        while (s.find()) {
            scores++;
        }
        if (scores >= 3 || a.contains(" best ") && a.contains(" worst ")) {
            out.add(Intent.RATE);
        }
        if (LEARNING.matcher(a).find()) {
            out.add(Intent.LEARNING);
        }
        String[] sentences = a.strip().split("(?<=[.!?])\\s+");
        boolean nowFirst = NOW_FIRST.matcher(a.strip()).find(); // "Now? Completely smitten.": the present, told
        if (PRESENT.matcher(sentences[sentences.length - 1]).find() || HABIT.matcher(a).find() || nowFirst) {
            out.add(Intent.NEXT_STEP);
        }
        return out;
    }

    /** Whether a sentence of {@code a} (normalised) tells a rhythm or a day as fact ({@link #RHYTHM}). */
    private static boolean rhythm(String a) {
        for (String sentence : a.split("(?<=[.!?])\\s+")) {
            if (RHYTHM.matcher(sentence).find() && !UNREAL.matcher(sentence).find()) {
                return true;
            }
        }
        return false;
    }

    private static final java.util.Map<Intent, java.util.List<String>> AFTER = java.util.Map.of(
            Intent.EXPECTATION, java.util.List.of("What actually happened?", "How did it actually turn out?",
                    "And how did things turn out in the end?"),
            Intent.LEARNING, java.util.List.of("How has that worked out since?",
                    "Looking back now, how do you feel about the whole thing?"),
            Intent.RATE, java.util.List.of("What makes the one at the top stand out for you?",
                    "Why does that difference between them matter to you?",
                    "What makes the difference between the top and the bottom of that list, for you?"),
            Intent.NEXT_STEP, java.util.List.of("Looking back over the whole thing, what stands out for you?",
                    "Looking back now, how do you feel about the whole thing?",
                    "What would you tell a friend in the same situation?"));

    /**
     * The questions a moderator asks when the answer already gave what {@code intent} asks for and the next move
     * needs no focus: after a stated expectation, what actually happened; after a change or lesson, how it has
     * worked out (also after the lead-up to a change they made); after every option was rated, what makes the best
     * stand out or why the difference matters; after the
     * story reached the present, a look back over the whole of it. {@code null} when the intent was not answered or
     * has no such move ({@link #instead} then applies).
     */
    static java.util.List<String> questionsAfter(Intent intent, Set<Intent> answered) {
        if (!answered.contains(intent)) {
            return null;
        }
        java.util.List<String> own = AFTER.get(intent);
        // "So now when someone new moves in I go and say hi": what led up to it was said, the change is followed up
        return own == null && intent == Intent.CAUSE && answered.contains(Intent.LEARNING) ? AFTER.get(Intent.LEARNING)
                : own;
    }

    /**
     * As {@link #questionsAfter(Intent, Set)}, and after an answer that states a lesson ({@code answer}: "The lesson
     * is, always get a receipt") a question about what happened next has no event to attach to: the story goes on
     * with what the respondent does differently because of it.
     */
    static java.util.List<String> questionsAfter(Intent intent, Set<Intent> answered, String answer) {
        java.util.List<String> after = questionsAfter(intent, answered);
        if (after != null || intent != Intent.NEXT_STEP || answer == null) {
            return after;
        }
        return LESSON.matcher(answer.toLowerCase(Locale.ROOT).replace('\u2019', '\'')).find() ? AFTER_LESSON : null;
    }

    /**
     * The intent to ask instead of {@code intent} when the answer already answered it: the next move of the same
     * kind of interview (after an expectation, how it felt; after a feeling and its reason, what happened next; after
     * a context, why it matters, or when the reason came with it, what else they have tried; after every option was rated, what the ideal would be; after a change they made, how
     * close that is to what they would want; after the story reached the present, what they took away from it). {@code intent} itself when it
     * was not answered or nothing else fits.
     */
    static Intent instead(Intent intent, Set<Intent> answered) {
        if (!answered.contains(intent)) {
            return intent;
        }
        Intent next = switch (intent) {
            case EXPECTATION -> answered.contains(Intent.EMOTIONS) ? Intent.NEXT_STEP : Intent.EMOTIONS;
            case EMOTIONS -> answered.contains(Intent.CAUSE) ? Intent.NEXT_STEP : intent;
            case CAUSE -> answered.contains(Intent.EMOTIONS) ? Intent.LEARNING : Intent.EMOTIONS;
            case CONTEXT -> answered.contains(Intent.DEEPEN) ? Intent.ALTERNATIVES : Intent.DEEPEN;
            case RATE -> Intent.IDEAL;
            case LEARNING -> Intent.IDEAL;
            case NEXT_STEP -> answered.contains(Intent.LEARNING) ? Intent.EMOTIONS : Intent.LEARNING;
            default -> intent;
        };
        return answered.contains(next) && next != intent ? intent : next;
    }
}
