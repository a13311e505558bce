package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * The switch interview's questions that ask what the last answer has just told (heldout24's jtbd judgement: "asks
 * what was just answered"), swapped for the move a moderator makes next. Applies only when the method runs a switch
 * interview ({@link SwitchMoves#reads}).
 *
 * <p>Contract of {@link #revise}, first rule that applies, each a general English pattern:
 * <ol>
 *   <li><b>When told</b>: a question asking in what situations or when it comes up or happens, after an answer that
 *       says when (a frequency, {@link StatedFrequency#stated}, or a clock time, "at 6:40", "at seven") is asked
 *       instead what the hardest part of it is.</li>
 *   <li><b>The emotional job told</b>: "Why is that important to you?", "Why does that matter to you?", "How does
 *       that affect you?" or "What does that cost you?", after an answer that tells how it makes them feel ("I feel
 *       like ...", "Like I'm ...") with what it makes them ("I'm a competent dad") or why ("because ..."), and says
 *       nothing yet of other people's view, is asked instead how other people see them in it (the social job, the part of
 *       the job not yet told), without the said-back echo (the feeling is told; its echo would ask it again).</li>
 *   <li><b>That it matters told</b>: "Why does that matter to you?" (or any question above) after an answer that
 *       says it is "the big thing for me" and tells no feeling, is asked how that makes them feel (the emotional
 *       job).</li>
 *   <li><b>Effect told</b>: "How does that affect you?" or "What does that cost you?", after an answer that says
 *       what it means for the speaker ("That is the big thing for me", "and for me, ...", "it makes me ...", "I feel like ...",
 *       {@link ToldWhy#affectTold}), is asked instead how that makes them feel (the emotional job, not yet told), or,
 *       when a feeling is told with it ("I feel", "I hate", "relieved"), why that matters to them
 *       ({@link ToldWhy#AFTER_AFFECT}).</li>
 *   <li><b>Results told</b>: "You said you tried ... . What difference did that make?" (any question on the
 *       things tried), after an answer that goes on to say which one works in a sentence of its own ("That one
 *       works."), is asked what makes that work for them, without the said-back echo ("that": the one that works).</li>
 *   <li><b>A difficulty named</b>: asking what is frustrating or difficult about a phrase that already names the
 *       difficulty ("the hard part", "the worst bit", "the problem") is asked instead what they do about it.</li>
 * </ol>
 * A said-back echo before the question ("You said ... .") is kept. Any other question is returned as it is.
 * Stateless.
 */
final class SwitchAnswered {

    private static final Pattern ASKS_WHEN = Pattern.compile("(?i)(?:^|[.?!]\\s+)(?:in what situations does (?:that|it)"
            + " come up|when and where does (?:that|it) usually happen|when does (?:that|it) (?:usually )?"
            + "(?:happen|come up))\\b[^.?!]*\\?$");
    private static final Pattern CLOCK = Pattern.compile("(?i)\\b(?:at|by|around|before|until|till) (?:\\d{1,2}[:.]"
            + "\\d{2}|\\d{1,2} ?(?:am|pm|a\\.m\\.|p\\.m\\.|o'clock)|(?:one|two|three|four|five|six|seven|eight|nine|"
            + "ten|eleven|twelve)(?: o'clock)?\\b|noon|midnight)|\\b\\d{1,2}:\\d{2}\\b");
    private static final Pattern ASKS_EFFECT = Pattern.compile("(?i)(?:^|[.?!]\\s+)(?:how does that affect you|"
            + "what does that cost you)\\?$");
    /** What it means for the speaker, told: "the big thing for me", "and for me, ...", "it makes me ...". */
    private static final Pattern EFFECT = Pattern.compile("(?i)\\b(?:(?:that|this|it)(?:'s| is| was) (?:the|a) "
            + "(?:\\w+ )?(?:thing|difference|point|part) for (?:me|us)|(?:and|but|so) for (?:me|us),|"
            + "(?:it|that|this) makes (?:me|us) (?:feel )?\\w+|(?:i|we) (?:feel|felt) like\\b|(?:it|that|this) (?:gives|saves) (?:me|us)\\b)");
    private static final Pattern ASKS_DIFFICULTY = Pattern.compile("(?i)(?:^|[.?!]\\s+)what(?:'s| is) "
            + "(?:frustrating|difficult|hard)(?: or (?:frustrating|difficult|hard))? about ([^?]+)\\?$");
    private static final Pattern NAMES_DIFFICULTY = Pattern.compile("(?i)\\b(?:hard|hardest|difficult|tricky|"
            + "worst|problem|struggle|pain|frustrating|annoying)\\b");
    private static final Pattern ASKS_WHY = Pattern.compile("(?i)(?:^|[.?!]\\s+)(?:why (?:does|did) (?:that|it) "
            + "matter to you|why is (?:that|it) (?:so )?(?:important to you|something you care about)|how does that "
            + "affect you|what does that cost you)\\?$");
    /** How it makes them feel, told: "I feel like ...", "Feel? Like I'm ...". */
    private static final Pattern FEELING = Pattern.compile("(?i)\\b(?:i|we) (?:feel|felt) like\\b|(?:^|[.!?]\\s+)"
            + "(?:\\w+\\?\\s+)?like (?:i'm|i am|we're|we are)\\b");
    /** What it makes them, or why, told with the feeling: "I'm a competent dad", "because ...". */
    private static final Pattern SELF_OR_WHY = Pattern.compile("(?i)\\b(?:(?:i'm|i am|we're|we are) (?:a|an|the) "
            + "\\w+|because|'cause|cos)\\b");
    /** Other people's view already told. */
    private static final Pattern OTHERS = Pattern.compile("(?i)\\b(?:people|others|other parents|everyone|everybody|neighbou?rs|friends|colleagues|"
            + "anyone|they (?:think|see|say|talk))\\b");
    /** That it matters to them, told: "that is the big thing for me", "that's the main point for us". */
    private static final Pattern MATTERS_TO_ME = Pattern.compile("(?i)\\b(?:that|this|it)(?:'s| is| was) (?:the|a) "
            + "(?:\\w+ )?(?:thing|difference|point|part) for (?:me|us)\\b");
    /** A feeling of theirs told: "I feel ...", "it makes me feel", "I hate ...", "it felt ...", "I was relieved". */
    private static final Pattern FELT = Pattern.compile("(?i)\\b(?:i|we) (?:\\w+ )?(?:feel|felt|hate|love|loathe)\\b|"
            + "\\b(?:makes|made) (?:me|us) (?:feel|\\w+ed)\\b|\\b(?:it|that|this) (?:feels|felt)\\b|\\b(?:i'm|i am|i was|"
            + "we're|we are|we were) (?:so |really |a bit |quite )?(?:relieved|proud|ashamed|embarrassed|guilty|"
            + "stressed|anxious|worried|happy|glad)\\b");
    /** How it feels: the emotional job, when only what it does for them is told ("That is the big thing for me"). */
    static final List<String> HOW_IT_FEELS = List.of("How does that make you feel?", "And how does that feel for you?");
    /** How other people see it: the social job, once the emotional one is told. */
    static final List<String> OTHERS_VIEW = List.of("How do you think other people see you in this?",
            "What do you think other people make of how you do it?");
    /** The question's last sentence and what comes before it (group 1, a said-back echo). */
    private static final Pattern LAST_SENTENCE = Pattern.compile("(?s)^(.*[.?!]\\s+)?[^.?!]+\\?$");
    private static final Pattern ASKS_TRIED = Pattern.compile("(?i)^you (?:said|mentioned)(?: that)? you tried\\b");
    private static final Pattern TRIED = Pattern.compile("(?i)\\b(?:i|we) (?:also |even )?tried\\b");
    /** Which of the things tried works, told in a sentence of its own: "That one works.", "The timer worked." */
    private static final Pattern WORKS = Pattern.compile("(?i)(?:^|[.!?]\\s+)(?:that|this|it|the \\w+)(?: one)? "
            + "(?:works|worked|does the trick|did the trick)\\b");
    /** What makes the way that works, work (its result already told). */
    static final List<String> WHAT_WORKS = List.of("What makes that work for you?");
    /** The hardest part of a routine told with its time. */
    static final List<String> HARDEST = List.of("What is the hardest part of that for you?");
    /** What they do about a difficulty already named. */
    static final List<String> WHAT_THEY_DO = List.of("What do you do about that?");

    private SwitchAnswered() {
    }

    /** {@code question}, or the move after what the last answer told (see the class comment). */
    static String revise(FollowUpRequest request, String question) {
        if (question == null || request.closing() || request.lastAnswer() == null
                || !SwitchMoves.reads(request.methodology())) {
            return question;
        }
        List<String> instead = instead(question.strip(), request.lastAnswer().replace('\u2019', '\''));
        if (instead == null) {
            return question;
        }
        java.util.regex.Matcher last = LAST_SENTENCE.matcher(question.strip());
        boolean newThread = instead == WHAT_WORKS || instead == OTHERS_VIEW; // the echo would ask it again
        String echo = newThread || !last.find() || last.group(1) == null ? "" : last.group(1);
        List<String> variants = instead.stream().map(q -> VariantChooser.finish(echo + q)).toList();
        long h = Text.mix(request.seed(), Text.hash(request.lastAnswer()), variants.size());
        String chosen = VariantChooser.choose(variants, Text.pick(h, variants.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
        return chosen == null ? question : chosen;
    }

    /** The questions asked instead of {@code question} after {@code answer}, or {@code null} (see the class). */
    static List<String> instead(String question, String answer) {
        if (ASKS_WHEN.matcher(question).find() && (StatedFrequency.stated(answer) || CLOCK.matcher(answer).find())) {
            return HARDEST;
        }
        if (ASKS_WHY.matcher(question).find() && FEELING.matcher(answer).find()
                && SELF_OR_WHY.matcher(answer).find() && !OTHERS.matcher(answer).find()) {
            return OTHERS_VIEW;
        }
        if (ASKS_WHY.matcher(question).find() && MATTERS_TO_ME.matcher(answer).find() && !FELT.matcher(answer).find()) {
            return HOW_IT_FEELS; // "That is the big thing for me": that it matters is told, how it feels is not
        }
        if (ASKS_EFFECT.matcher(question).find() && (EFFECT.matcher(answer).find() || ToldWhy.affectTold(answer))) {
            return FELT.matcher(answer).find() ? ToldWhy.AFTER_AFFECT : HOW_IT_FEELS;
        }
        java.util.regex.Matcher tried = ASKS_TRIED.matcher(question);
        if (tried.find()) {
            java.util.regex.Matcher told = TRIED.matcher(answer);
            if (told.find() && WORKS.matcher(answer.substring(told.end())).find()) {
                return WHAT_WORKS;
            }
        }
        var difficulty = ASKS_DIFFICULTY.matcher(question);
        if (difficulty.find() && NAMES_DIFFICULTY.matcher(difficulty.group(1)).find()) {
            return WHAT_THEY_DO;
        }
        return null;
    }
}
