package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * The switch interview's probe checked against what it points at (the blind rounds' jtbd judgements: "'owing
 * everybody' is a feeling, not a solution he hired, so asking how well it works does not make sense", "asks 'when and
 * where' about an aim rather than an event", "'that' has no clear referent after 'At work, mostly. Lunch.'"). A
 * jobs-to-be-done moderator says a clause back only to probe it the way its act calls for; where the probe does not
 * fit, the clause is not said back at all and the interview's next plain move is asked ({@link SwitchPlainMove}).
 * Applies only when the method runs a switch interview ({@link SwitchMoves#reads}) and never to a closing question.
 *
 * <p>Contract of {@link #revise}, first rule that applies, each a general English pattern of the question and of the
 * said-back clause:
 * <ol>
 *   <li><b>What makes "that" difficult or frustrating</b>, said back or not, or a focus word asked about as a
 *       difficulty ("What's the hardest part about the edges?", "Was there anything about the spreadsheet that got in
 *       the way?"), or what gets in the way of "that" after an answer with no aim or plan in it: after an answer telling a struggle, what they do about it (the difficulty is told); otherwise (a
 *       feeling, an outcome, a worry has no difficulty) the next plain move.</li>
 *   <li><b>A setting or a time asked</b>, said back or not ("In what situations does that come up?", "When and where
 *       does that usually happen?", "What's going on around you when that
 *       happens?", "Could you tell me about the last time that came up?"): the opening has placed the job, and an
 *       aim, a state or a standing condition has no time or place: the next plain move.</li>
 *   <li><b>A focus word asked about as if it were the job</b> ("How does the pocket affect you?", "Why does money
 *       matter to you?", "What do the dyes give you, in the end?", "How would you describe the school concert ...?";
 *       never an emotional outcome laddered, "Why does feeling in control matter to you?"): the next plain move.</li>
 *   <li><b>A breadth prompt</b> ("Switching gears a little, what's another side of ... we haven't touched?", "What
 *       would it take for you to switch?" with nothing to switch to, a ladder's move on after a value: "Thank you,
 *       that's clear. Is there anything else about ... that you pay attention to?"): the next plain move, when one is
 *       left.</li>
 *   <li><b>Other ways of doing "that"</b> ("What other ways of doing that have you considered?"): what else they
 *       have tried or thought about trying, which needs no referent; asked already, the next plain move.</li>
 *   <li><b>A said-back clause whose act does not fit the probe</b>: a state told with "is", "has", "there's", "you
 *       owe", "you work" ("your grandson is four", "you work with your hands") is asked neither how well it works,
 *       nor what difference it makes, why it matters or how it affects them, unless it is a struggle; an aim or a
 *       worry ("you want ...", "you don't want ...") is not asked how it affects them, what difference or what it
 *       costs; a try ("you tried the app too") is not laddered (the answer tells how it went); what they do about it
 *       only fits a struggle or an aim; what gets in the way only an aim or a plan ("keeps telling you to try
 *       Wave"); what they did before only fits no plan ("you'll do it monthly next year"); "What do you get out of that?", "What does that cost you?", "Could you give me an example of
 *       that?", "How would you describe that in your own words?" fit no said-back clause here. Each is swapped for
 *       the next plain move.</li>
 * </ol>
 * Before these: a ladder probe on a bare "that" ("Why does that matter to you?", "What does that give you, in the
 * end?") after an answer that tells what happened, in the past, and no aim, feeling or self-image ("Got a tag on the
 * bin.", "I forgot it was that week ... my friend texted the group chat", "We looked at a snowblower ... $1,299"):
 * the event is followed up ({@link #AFTER_EVENT}: "What did you do then?"), not asked why it matters (blind rounds:
 * "a new event that has not been explained yet", "the natural follow-up is what she did when she saw the text"),
 * unless the answer told what came next itself ({@link #stepsTold}): then the next plain move;
 * how well it works ("How well is that working for you?", said back or not) after an answer that says how
 * well it works ("it is so slow", "it works, mostly", "useless"), and a ladder probe on a bare "that" ("What does that
 * do for you?", "Why does that matter to you?") after an answer that wishes, supposes or recalls with "would" ("I
 * would pay 20 percent", "Does this exist?"): the next plain move.
 * Then any other ladder probe on a bare "that" ("Why is that important to you?", "What does that give you, in the
 * end?", "How does that affect you?"): a means-end rung whose "that" has nothing clear to point at in a switch story
 * (0 of 17 judged usable in the blind rounds 29-48: "means-end laddering aimed at a practical struggle", "'that' could
 * be any of them"): after an answer telling a struggle, how they get round it ({@link #ROUND_STRUGGLE}, unless a way
 * round or what they do about it was asked), otherwise the next plain move.
 * Any other question is returned as it is, and so is the question when every plain move is told or asked already.
 * Stateless.
 *
 * <p>Example: after "The finger thing is a pain ... I work with my hands", "You said you work with your hands. How
 * well is that working for you?" becomes "What did you use before, and how did that work out?" when nothing before
 * has been told.
 */
final class SwitchProbeFit {

    private static final Pattern SAID_BACK = Pattern.compile("^(?:You said|You mentioned)(?: that)?,? (.+?)[.!] "
            + "(?:Fair enough\\. )?([^.!?]+\\?)$");
    private static final Pattern CLOSING = Pattern.compile("(?i)questions for me|before we (?:finish|wrap up)|"
            + "thank you (?:very much )?for your time");
    /** A setting, a time or a frequency asked. */
    private static final Pattern CONTEXT = Pattern.compile("(?i)^(?:in what situations does (?:that|it) come up|"
            + "when and where does (?:that|it) usually happen|what(?:'s| is) going "
            + "on around you when|what was going on around you at the time|what usually happens just before|"
            + "could you tell me about the last time|can you describe a typical moment|at what time of day|in which "
            + "settings|who else is around when|in what situations does)\\b");
    /** A focus word in the place of the job. */
    private static final Pattern LABEL = Pattern.compile("(?i)^(?:how (?:does|do|did) (?!that\\b|it\\b|you\\b)"
            + ".+ affect you|why (?:does|do|did|is|are) (?!that\\b|it\\b)\\S.* (?:matter to you|important to you|"
            + "something you care about|bother you)|what(?:'s| is) behind .+ at a deeper level|what would you miss "
            + "if .+ gone|what(?:'s| is) the hardest part about (?!that\\b|it\\b).+|what(?:'s| is) frustrating or "
            + "difficult about (?!that\\b|it\\b).+|what, if anything, was difficult about .+|was there anything about "
            + ".+ that got in the way|how would you (?:describe|put|explain) (?!that\\b|it\\b).+|how (?:do|does) .+ "
            + "help you in your life|what have you done about (?!that\\b|it\\b).+|what makes (?!that\\b|it\\b).+ "
            + "important to you|what (?:do|does) (?!that\\b|it\\b)\\S.* give you, in the end|if you think about .+, "
            + "what is it ultimately about for you)\\?$");
    /** The emotional outcome said in a word or two, laddered by {@link SwitchMoves}: no focus word in the job's place. */
    private static final Pattern STATE_LADDER = Pattern.compile("(?i)^(?:why (?:does|is)|what does) (?:feeling|peace of"
            + " mind|relief|freedom|control|being)\\b");
    /** A focus word asked about as a difficulty ("What's the hardest part about the edges?"). */
    private static final Pattern LABEL_DIFFICULT = Pattern.compile("(?i)^(?:what(?:'s| is) the hardest part about|"
            + "what(?:'s| is) frustrating or difficult about|what, if anything, was difficult about|was there anything "
            + "about)\\b");
    private static final Pattern BREADTH = Pattern.compile("(?i)^(?:switching gears a little, what's another side of "
            + ".+ we haven't touched|what's a small everyday moment with .+|what would it take for you to switch|"
            // a ladder's move on after a value (MethodFit.MOVE_ON): attributes "you pay attention to" are no job
            + "thank you, that's clear\\. is there anything else about .+ that you pay attention to|i see\\. thinking "
            + "about .+ again, what else matters to you|thank you\\. apart from what we've covered, what else matters "
            + "to you about .+)\\?$");
    private static final Pattern OTHER_WAYS = Pattern.compile("(?i)^what other ways of doing (?:that|it) have you "
            + "considered\\?$");
    private static final Pattern DIFFICULT = Pattern.compile("(?i)^(?:what makes (?:that|it) (?:difficult at times|"
            + "so frustrating)|what made (?:that|it) so frustrating|what problems have you run into there)\\?$");
    /** Probes that fit no said-back clause in a switch interview. */
    private static final Pattern ECHO_NEVER = Pattern.compile("(?i)^(?:what do you get out of that|what did that "
            + "cost you, at the time|what did that mean for you at the time|could you give me an example of that|"
            + "what exactly do you have in mind there|how would you (?:describe|put) that in your own words|how would "
            + "you explain that to a friend|how did you handle that before|what does that cost you)\\?$");
    /** What gets in the way of a plan, an aim or an option someone urges: it fits nothing else said back. */
    private static final Pattern GETS_IN_WAY = Pattern.compile("(?i)^what gets in the way of that\\?$");
    private static final Pattern PLAN = Pattern.compile("(?i)\\b(?:try|trying|plan|planning|going to|thinking of|"
            + "thinking about|'ll|will)\\b");
    private static final Pattern BEFORE_THAT = Pattern.compile("(?i)^what did you do before that\\?$");
    private static final Pattern FUTURE = Pattern.compile("(?i)\\b(?:'ll|will|going to|maybe|next (?:year|month|"
            + "week|time))\\b");
    /** A try said back ("you tried the app too"): the answer has told how it went. */
    private static final Pattern TRIED = Pattern.compile("(?i)\\byou (?:\\w+ )?tried\\b");
    private static final Pattern HOW_WELL = Pattern.compile("(?i)^how (?:well is that working for you|is that working "
            + "out for you)\\?$");
    private static final Pattern LADDER = Pattern.compile("(?i)^(?:how (?:does|did) that affect you|what difference "
            + "(?:does|did|would) that make for you|why (?:does|did) that matter to you|why is that (?:important to "
            + "you|something you care about)|what does that (?:give you(?:, in the end)?|do for you|cost you|mean for "
            + "you)|what would that change for you)\\?$");
    /** The rung {@link SwitchMoves} climbs from a state it explains ("Calm. It's the one hour nobody books."). */
    private static final Pattern RUNG = Pattern.compile("(?i)^(?:what does that give you|why does that matter to "
            + "you)\\?$");
    /** A feeling said back ("you feel off duty", "\"calm\""): its ladder asks what the job gives them. */
    private static final Pattern FELT = Pattern.compile("(?i)^(?:you (?:feel|felt)\\b|\"[^\"]{1,30}\"$)");
    /** Ladder probes an aim or a worry does not answer: its effect, its difference, its cost. */
    private static final Pattern EFFECT = Pattern.compile("(?i)\\b(?:affect|difference|cost|mean)\\b");
    private static final Pattern DO_ABOUT = Pattern.compile("(?i)^(?:what do you do about that|what have you tried "
            + "to do about that|how do you get round that)\\?$");
    /** A state: "your grandson is four", "there's the home check", "you've got four", "you owe everybody". */
    private static final Pattern STATE = Pattern.compile("(?i)^(?:(?:you|he|she|it|they|there|that|this)|(?:your|his|"
            + "her|their|the|a|an|every|some|one) [\\w'-]+(?: [\\w'-]+){0,2}?)(?:'s|'re| is| are| was| were| am| has"
            + "| have| had|'ve got| owe| work| know| don't know)\\b");
    /** An aim or a worry: "you want ...", "you're trying to ...", "you don't want ...". */
    private static final Pattern AIM = Pattern.compile("(?i)\\b(?:want|wants|'d like|would like|'d love|need to|"
            + "trying to|hope|wish)\\b");
    private static final Pattern HARD = Pattern.compile("(?i)\\b(?:hard|hardest|difficult|worst|problem|pain|"
            + "annoying|frustrating|struggle|nightmare|hassle|can't|cannot|couldn't|don't understand|scared|worried|"
            + "late|expensive)\\b");

    /**
     * How well it works, told in the answer: "it is so slow", "it's really good", "it works, mostly", "it didn't
     * work", "useless".
     */
    private static final Pattern EVALUATED = Pattern.compile("(?i)\\b(?:it|that|this|which)(?:'s| is| was|'s been| "
            + "has been) (?:so|really|too|very|quite|pretty|super|way too|not very|not that) [a-z]+\\b|\\b(?:it|that|"
            + "this) (?:\\w+ )?(?:works|worked|doesn't work|didn't work|does the job|did the job|did the trick)\\b|"
            + "\\b(?:useless|rubbish|hopeless|waste of (?:time|money))\\b");
    /** A wish, a supposition or a habit of the past: "I would pay 20 percent", "Does this exist?", "if there was". */
    private static final Pattern SUPPOSED = Pattern.compile("(?i)\\b(?:i|we) (?:\\w+ )?would\\b|\\b(?:i|we)'d "
            + "(?:pay|love|like|want|use|be|have|go|get|buy)\\b|\\bif (?:there|someone|somebody) "
            + "(?:was|were|had|existed)\\b|\\bdoes (?:this|that|it|such a thing) (?:even )?exist\\b");

    /** The way round a struggle the last answer told, asked instead of why "that" matters. */
    static final String ROUND_STRUGGLE = "How do you get round that?";
    /** After an event told in the past: what came of it, needing no "that". */
    static final List<String> AFTER_EVENT = List.of("What did you do then?", "What happened after that?");
    /**
     * An event told in the past: a subject and a verb in the simple past ("I forgot", "we looked at", "they sent"),
     * or a sentence opening on a past verb without its subject ("Got a tag on the bin.").
     */
    private static final Pattern PAST_EVENT = Pattern.compile("(?i)\\b(?:i|we|he|she|they|my \\w+|our \\w+|someone|"
            + "somebody)(?: (?:just|then|finally|even|also|actually|only|never|first))? "
            + "(?!worked out\\b|need\\b|feed\\b|bleed\\b)(?:[a-z]+ed|got|went|took|came|"
            + "sent|gave|told|said|found|bought|paid|forgot|left|ran|made|saw|lost|broke|rang|wrote|put|had to)\\b"
            + "|(?:^|[.!?] )(?:then |and |so )?(?:got|went|took|came|sent|gave|found|bought|paid|forgot|lost|"
            + "[a-z]+ed) (?:a|an|the|my|our|it|them|me|us|back|home)\\b");
    /** An aim, a feeling or a self-image in the answer: the ladder probe fits (the emotional or social job). */
    private static final Pattern MOTIVE = Pattern.compile("(?i)\\b(?:want|wanted|trying to|need to|'d like|would like|"
            + "'d love|hope|wish|feel|felt|feeling|proud|the one who|i'm the|i am the|"
            + "so (?:that (?:i|we|you|they|he|she|my|our|the)|i can|we can)|able to|"
            + "for once|peace|calm|relief|relieved|nice to|matters?|important)\\b");

    private SwitchProbeFit() {
    }

    /** {@code question}, or the next plain move where its probe does not fit what it points at (class comment). */
    static String revise(FollowUpRequest request, String question) {
        if (question == null || request.closing() || request.lastAnswer() == null
                || !SwitchMoves.reads(request.methodology()) || CLOSING.matcher(question).find()) {
            return question;
        }
        List<String> answers = new ArrayList<>(request.earlierAnswers());
        answers.add(request.lastAnswer());
        String q = question.strip();
        Matcher echo = SAID_BACK.matcher(q);
        String clause = echo.find() ? echo.group(1) : null;
        String probe = clause == null ? q : echo.group(2).strip();
        String last = request.lastAnswer().replace('\u2019', '\'');
        String instead;
        boolean label = clause == null && LABEL.matcher(probe).find() && !STATE_LADDER.matcher(probe).find();
        boolean blocked = clause == null && GETS_IN_WAY.matcher(probe).find() && !AIM.matcher(last).find()
                && !PLAN.matcher(last).find(); // "What gets in the way of that?" after a pain: nothing planned
        if (clause == null && LADDER.matcher(probe).find() && PAST_EVENT.matcher(endOf(last)).find()
                && !MOTIVE.matcher(last).find() && !SUPPOSED.matcher(last).find() && !stepsTold(last)) {
            String next = AFTER_EVENT.stream().filter(a -> !request.recentQuestions().contains(a)).findFirst()
                    .orElse(null); // "Got a tag on the bin.": what came of it, not why it matters
            instead = next == null ? plain(answers, request) : next;
        } else if (HOW_WELL.matcher(probe).find() && EVALUATED.matcher(last).find()
                || clause == null && LADDER.matcher(probe).find() && SUPPOSED.matcher(last).find()) {
            instead = plain(answers, request); // how well it works told; or a wish or a past "would": no "that"
        } else if (LADDER.matcher(probe).find() && (clause == null || !FELT.matcher(clause).find())) {
            // a bare "Why is that important to you?": a means-end rung with nothing to point at (blind rounds 29-48,
            // 0 of 17 judged usable in jobs to be done); said back ("You said you need to finish the shift. Why is
            // that important to you?"), the rung was mostly told with it (2 of 13 usable in rounds 49-56, both on a
            // feeling): the way round a struggle just told, else the next plain move
            boolean struggle = SwitchForces.struggles(last) || HARD.matcher(last).find();
            instead = struggle && !asked(request, "get round") && !asked(request, "do about")
                    ? ROUND_STRUGGLE : plain(answers, request);
        } else if (label && LABEL_DIFFICULT.matcher(probe).find() || DIFFICULT.matcher(probe).find() || blocked) {
            instead = SwitchForces.struggles(last) || HARD.matcher(last).find()
                    ? (asked(request, "do about") ? plain(answers, request) : "What do you do about that?")
                    : plain(answers, request);
        } else if (CONTEXT.matcher(probe).find() || label || clause == null && BREADTH.matcher(probe).find()) {
            instead = plain(answers, request);
        } else if (clause == null && OTHER_WAYS.matcher(probe).find()) {
            instead = asked(request, "tried") ? plain(answers, request) : SwitchStoryNext.WHAT_ELSE_TRIED.get(0);
        } else if (clause != null && unfit(clause.replace('\u2019', '\''), probe)) {
            instead = plain(answers, request);
        } else {
            return question;
        }
        return instead == null ? question : instead;
    }

    /** An outcome told: "In the end I watch the second half on a pirate stream", "eventually we went with ...". */
    private static final Pattern ENDED = Pattern.compile("(?i)\\b(?:in the end|eventually|finally|ended up)\\b");
    /** A past verb whose subject is the one before it: "..., sat a floor down and worked on Teams". */
    private static final Pattern NEXT_PAST = Pattern.compile("(?i)(?:,|\\band|\\bthen)\\s+(?:then\\s+)?"
            + "(?!(?:need|feed|seed|bed|red|shed|speed|indeed)\\b)(?:[a-z]{2,}ed|"
            + "sat|went|got|took|came|made|bought|paid|rang|left|ran|found|put|gave|told|wrote|sent)\\b");
    /** Past events an answer must tell, one after another, to have told what they did next. */
    private static final int STEPS = 3;

    /**
     * Whether {@code answer} has told what they did next itself: how it ended ({@link #ENDED}) or {@value #STEPS}
     * events or more one after another ("asked around, sat a floor down, worked on Teams"; the blind judges: "this
     * asks what was just answered", rounds 64, 67 and 76).
     */
    static boolean stepsTold(String answer) {
        int events = 0;
        for (Pattern p : List.of(PAST_EVENT, NEXT_PAST)) {
            Matcher m = p.matcher(answer);
            while (m.find()) {
                events++;
            }
        }
        return events >= STEPS || ENDED.matcher(answer).find();
    }

    /** Words a sentence needs to tell an event rather than close an answer ("so that was fun", "Belt and braces."). */
    private static final int EVENT_WORDS = 5;

    /**
     * The end of an answer where an event left open would be: its last two sentences of {@value #EVENT_WORDS} words
     * or more ("... my friend texted the group chat at 10:40 and I was like. what. so that was fun" ends on the text).
     */
    static String endOf(String answer) {
        String[] sentences = answer.strip().split("(?<=[.!?])\\s+");
        StringBuilder out = new StringBuilder();
        int taken = 0;
        for (int i = sentences.length - 1; i >= 0 && taken < 2; i--) {
            if (sentences[i].split("\\s+").length >= EVENT_WORDS) {
                out.insert(0, sentences[i] + " ");
                taken++;
            }
        }
        return out.toString().strip();
    }

    /** Whether the said-back {@code clause} is not what {@code probe} can ask about (rule 6). */
    static boolean unfit(String clause, String probe) {
        boolean struggle = SwitchForces.struggles(clause.replaceAll("(?i)\\byou\\b", "I")) || HARD.matcher(clause)
                .find();
        boolean state = STATE.matcher(clause).find();
        boolean aim = AIM.matcher(clause).find();
        if (ECHO_NEVER.matcher(probe).find()) {
            return true;
        }
        if (HOW_WELL.matcher(probe).find()) {
            return state || aim || struggle;
        }
        boolean rung = RUNG.matcher(probe).find() && clause.matches("(?i)^it(?:'s| is)\\b.*");
        if (LADDER.matcher(probe).find() && !rung) {
            return state && !struggle && !aim || aim && EFFECT.matcher(probe).find() || TRIED.matcher(clause).find();
        }
        if (BEFORE_THAT.matcher(probe).find()) {
            return FUTURE.matcher(clause).find(); // "you'll do it monthly next year": nothing came before a plan
        }
        if (GETS_IN_WAY.matcher(probe).find()) {
            return !aim && !PLAN.matcher(clause).find();
        }
        if (DO_ABOUT.matcher(probe).find()) {
            return !struggle && !aim;
        }
        return false;
    }

    private static String plain(List<String> answers, FollowUpRequest request) {
        return SwitchPlainMove.next(answers, request.recentQuestions());
    }

    private static boolean asked(FollowUpRequest request, String words) {
        return request.recentQuestions().stream().anyMatch(r -> r != null && r.toLowerCase(java.util.Locale.ROOT)
                .contains(words));
    }
}
