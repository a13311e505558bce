package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The switch interview's next plain move: a question that needs nothing said back and no "that" to point at, asked
 * where a probe would not fit what it points at ({@link SwitchProbeFit}). The moves follow the timeline of a switch
 * as a jobs-to-be-done moderator walks it, after the opening has told what was going on:
 * <ol>
 *   <li>what they used before ("What did you use before, and how did that work out?"), only once an answer told a
 *       new way taken up ("we bought one", "I signed up", "I switched to"; before that "before" points at nothing,
 *       blind rounds 33-38), unless an answer told it ({@link SwitchToldParts.Part#BEFORE}, "I used to ...", "before
 *       that ...", "the old one", "... before.") or a question asked it;</li>
 *   <li>what was hard ("What's the hardest part of it for you?"), unless an answer told a struggle ("the worst part",
 *       "a pain", "hard", a catch: "it works, except ...", {@link SwitchForces#struggles}) or a question asked what was
 *       hard or got in the way;</li>
 *   <li>what else they tried ({@link SwitchStoryNext#WHAT_ELSE_TRIED}), unless a question asked about things tried
 *       or an answer told a try ("I tried", "we looked at");</li>
 *   <li>what would work better for them ({@link #WORK_BETTER}), only when the last answer tells a struggle, unless
 *       an outcome wished for was told or asked;</li>
 *   <li>what made them settle on the way they do it now, only while one of the last two answers tells a new way
 *       taken up or an old one given up, and not while the last answer tells a struggle (it presumes they
 *       settled), unless asked: asked later, the reasons were mostly told already (4 of 11 judged usable, rounds
 *       29-76);</li>
 *   <li>what doing it well would look like ({@link SwitchStoryNext#DONE_WELL}), unless an outcome wished for was
 *       told ("ideally", "perfect", "I'd love") or asked;</li>
 *   <li>the one thing they would change about how they do it now, unless asked;</li>
 *   <li>how they feel about the way they do it now ({@link #FEEL_NOW}), the emotional side of the job, unless an
 *       answer told a feeling of theirs or a question asked one: asked after the moves above, the blind judges found
 *       the catch-all below "a wrap-up that drops the emotional job" (1 of 10 usable before the seventh question,
 *       rounds 57-72);</li>
 *   <li>what would make them wary of changing how they do it ({@link #WARY}), the anxiety that holds a switch back,
 *       unless an answer told a worry or dread or a question asked one;</li>
 *   <li>whether anything has not been touched on ({@link SwitchUntold#NOT_TOUCHED}), unless asked: the last, since
 *       asked mid-interview it is a wrap-up that drops what was just raised (1 of 5 judged usable in rounds 49-56).
 *       </li>
 * </ol>
 * {@link #next} gives the first move neither told nor asked, {@code null} when every move is. How they handle it
 * these days is no plain move: asked after the ways they use were told, it asks them again (0 of 5 judged usable in
 * rounds 49-56). Stateless.
 *
 * <p>Example: after "My fingers are sore ... I'm a mechanic." and "At work, mostly. Lunch.", with no earlier
 * answer telling what came before, the move is "What did you use before, and how did that work out?".
 */
final class SwitchPlainMove {

    /** One plain move: its question, whether the answers so far tell it, what in a question asks it. */
    private record Move(String question, java.util.function.Predicate<Told> told, Pattern asked) {
    }

    /**
     * What the answers so far tell, read once per question: the parts told, tries and struggles counted, whether a
     * new way was taken up (a switch) and whether the last answer tells a struggle.
     */
    private record Told(List<String> answers, SwitchToldParts parts, int tries, boolean struggle, boolean switched,
                        boolean struggling, boolean justSwitched) {

        static Told of(List<String> answers) {
            int tries = 0;
            boolean struggle = false;
            boolean switched = false;
            boolean struggling = false;
            boolean justSwitched = false;
            for (int i = 0; i < answers.size(); i++) {
                String text = answers.get(i) == null ? "" : answers.get(i).replace('\u2019', '\'');
                tries += TRIED_TOLD.matcher(text).find() ? 1 : 0;
                boolean struggles = SwitchForces.struggles(text);
                struggling = struggles || HARD_TOLD.matcher(text).find() || DREAD.matcher(text).find(); // the last
                struggle |= struggles;
                boolean turned = SWITCHED.matcher(text).find();
                switched |= turned;
                if (i >= answers.size() - 2) { // one of the last two: a way taken up or given up
                    justSwitched |= turned || DROPPED.matcher(text).find();
                }
            }
            return new Told(answers, SwitchToldParts.of(answers), tries, struggle, switched, struggling, justSwitched);
        }

        boolean has(SwitchToldParts.Part part) {
            return parts.has(part);
        }

        boolean says(Pattern p) {
            return anyMatch(answers, p);
        }
    }

    private static final Pattern BEFORE_TOLD = Pattern.compile("(?i)\\b(?:(?:i|we) used to|before (?:that|then|"
            + "the|this|we|i)|back then|at first|previously|(?:my|our|the) old (?:one|way|system|app|provider|bank|"
            + "plan))\\b|\\bbefore[.!,;]");
    /**
     * A new way taken up, the switch the timeline turns on ("we bought one", "I signed up", "so I switched to",
     * "we got a robot", "I started using"): only then is there a "before" to ask about.
     */
    private static final Pattern SWITCHED = Pattern.compile("(?i)\\b(?:i|we|she|he|they)(?:'ve| have| had)? "
            + "(?:just |finally |recently |eventually |then )?(?:bought|ordered|signed up|joined|switched|subscribed|"
            + "downloaded|installed|got (?:a|an|one|myself|ourselves)|started using|moved (?:over )?to|went with|"
            + "hired|changed to|took out)\\b");
    /** A way given up ("we cancelled it", "I stopped using it", "so I deleted the app"): what replaced it is due. */
    private static final Pattern DROPPED = Pattern.compile("(?i)\\b(?:i|we|she|he|they)(?:'ve| have| had)? "
            + "(?:just |finally |eventually |then |soon )?(?:gave up|stopped using|cancelled|canceled|ditched|dropped|"
            + "deleted|quit|got rid of|unsubscribed)\\b");
    /** A hard part told, or the catch of a way that otherwise works ("It works, except nobody updates it"). */
    private static final Pattern HARD_TOLD = Pattern.compile("(?i)\\b(?:hard|hardest|difficult|worst|problem|"
            + "pain|annoying|frustrating|struggle|nightmare|hassle|tricky|except|the catch|downside)\\b");
    private static final Pattern HARD_ASKED = Pattern.compile("(?i)\\b(?:hard|hardest|difficult|frustrat\\w*|"
            + "get in the way|got in the way|get round|get around|do about)\\b");
    private static final Pattern TRIED_ASKED = Pattern.compile("(?i)\\b(?:tried|other ways|considered)\\b");
    private static final Pattern TRIED_TOLD = Pattern.compile("(?i)\\b(?:(?:i|we) (?:also |even |once )?tried|"
            + "(?:i|we) (?:looked at|looked into|thought about|considered))\\b|(?:^|[.!?]\\s+)tried\\b");
    private static final Pattern WISH_TOLD = Pattern.compile("(?i)\\b(?:ideally|ideal|perfect|the dream|"
            + "i(?:'d| would) (?:love|like)|if i could|i wish|what i (?:really )?want)\\b");
    private static final Pattern WISH_ASKED = Pattern.compile("(?i)\\b(?:look like|went the way|change one thing|"
            + "getting this right|really well|to get there|to get that|work better)\\b");
    /** A worry or dread told ("it's dread", "I'm scared I'll get it wrong"): still struggling, not settled. */
    private static final Pattern DREAD = Pattern.compile("(?i)\\b(?:dread\\w*|scared|afraid|worried|worrying|"
            + "nervous|anxious|stress(?:ed|ful)?|panic\\w*|terrified)\\b");
    /** What would work better, asked of someone still struggling (the outcome they want, never a design). */
    static final String WORK_BETTER = "What would work better for you?";
    private static final Pattern CHOSE_ASKED = Pattern.compile("(?i)\\b(?:settle on|made you choose|tipped it|"
            + "the choice|sold you|decided it)\\b");
    private static final Pattern CHANGE_ASKED = Pattern.compile("(?i)\\bchange one thing\\b");
    /**
     * The one change they would make (not "All in all, how is it going for you these days?",
     * 0 of 2 judged usable: "a vague pleasantry with no clear referent").
     */
    static final String CHANGE_ONE = "If you could change one thing about how you do it now, what would it be?";
    /** The emotional side of the job, while no answer has told a feeling of theirs. */
    static final String FEEL_NOW = "How do you feel about the way you do it now?";
    /** A feeling of their own told in any answer ("I feel", "it felt", "made me feel", "I was gutted"). */
    private static final Pattern FEELING_TOLD = Pattern.compile("(?i)\\b(?:feel|feels|felt|feeling|(?:i|we)(?:'m| am|"
            + " was| were|'re| are| get| got) (?:\\w+ )?(?:"
            + String.join("|", new java.util.TreeSet<>(FeelingAnswer.FEELINGS)) + "))\\b");
    private static final Pattern FEELING_ASKED = Pattern.compile("(?i)\\b(?:feel|feeling|felt)\\b");
    /** The anxiety of the new, the force that holds a switch back, while no worry or dread was told. */
    static final String WARY = "What, if anything, would make you wary of changing how you do it?";
    private static final Pattern WARY_ASKED = Pattern.compile("(?i)\\b(?:wary|worr\\w*|hesitat\\w*|put you off|"
            + "hold(?:s)? you back)\\b");
    private static final Pattern TOUCHED_ASKED = Pattern.compile("(?i)\\b(?:haven't touched|we haven't|"
            + "anything else)\\b");

    private static final List<Move> MOVES = List.of(
            new Move("What did you use before, and how did that work out?",
                    t -> !t.switched() || t.has(SwitchToldParts.Part.BEFORE) || t.says(BEFORE_TOLD),
                    Pattern.compile("(?i)\\bbefore\\b")),
            new Move("What's the hardest part of it for you?", t -> t.struggle() || t.says(HARD_TOLD), HARD_ASKED),
            new Move(SwitchStoryNext.WHAT_ELSE_TRIED.get(0), t -> t.tries() >= 1, TRIED_ASKED),
            new Move(WORK_BETTER, t -> !t.struggling() || t.says(WISH_TOLD), WISH_ASKED),
            new Move("What made you settle on the way you do it now?", t -> !t.justSwitched() || t.struggling(),
                    CHOSE_ASKED),
            new Move(SwitchStoryNext.DONE_WELL.get(1), t -> t.has(SwitchToldParts.Part.PROGRESS) || t.says(WISH_TOLD),
                    WISH_ASKED),
            new Move(CHANGE_ONE, t -> false, CHANGE_ASKED),
            new Move(FEEL_NOW, t -> t.says(FEELING_TOLD), FEELING_ASKED),
            new Move(WARY, t -> t.says(DREAD), WARY_ASKED),
            new Move(SwitchUntold.NOT_TOUCHED.get(0), t -> false, TOUCHED_ASKED));

    private SwitchPlainMove() {
    }

    /**
     * The first plain move neither told in {@code answers} (oldest first, the opening's answer included) nor asked in
     * {@code asked}; {@code null} when none is left.
     */
    static String next(List<String> answers, List<String> asked) {
        Told told = Told.of(answers);
        for (Move move : MOVES) {
            if (!move.told().test(told) && !anyMatch(asked, move.asked()) && !askedExactly(asked, move.question())) {
                return move.question();
            }
        }
        return null;
    }

    /** Whether any of {@code answers} tells a try ("I tried", "we looked at") or a question asked about tries. */
    static boolean triesTold(List<String> answers, List<String> asked) {
        return anyMatch(answers, TRIED_TOLD) || anyMatch(asked, TRIED_ASKED);
    }

    /** Every plain move's question, in the order they are asked. */
    static List<String> questions() {
        return MOVES.stream().map(Move::question).toList();
    }

    private static boolean anyMatch(List<String> texts, Pattern p) {
        return texts.stream().anyMatch(t -> t != null && p.matcher(t.replace('\u2019', '\'')).find());
    }

    private static boolean askedExactly(List<String> asked, String question) {
        String q = question.toLowerCase(Locale.ROOT);
        return asked.stream().anyMatch(a -> a != null && a.toLowerCase(Locale.ROOT).contains(q));
    }
}
