package org.interviewworkbench.language.offline;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>which parts of the story are already told</b> (issue 12, "asks for what was already
 * said", "wrong step for the point reached"). Reads every answer of the interview so far ({@link
 * FollowUpRequest#earlierAnswers()} and the last answer) for the parts a story-telling method walks through, with
 * general English cues ({@link StoryCues}; the opening answer only sets the incident up, so no outcome, lesson
 * or second incident is read from it):
 * <ul>
 *   <li>{@link Part#OUTCOME}, how it ended: "in the end", "ended up", "eventually", "got / had ... back", "it
 *       worked", "sorted out", "was refunded", "Passed.", "I got the job", "nothing had gone"; or an answer that only
 *       says nothing more happened ("Nope.");</li>
 *   <li>{@link Part#FEELING}: a feeling said of oneself ({@link AnsweredIntents}, {@link SuppliedContent}) or an
 *       answer that opens with one ("Gutted.", {@link FeelingAnswer#feeling});</li>
 *   <li>{@link Part#CAUSE}, why it turned out so: "because", "that's why", "thanks to", "so it's ...", "why did it
 *       work? ...", "why'd they change their tune? ...", "the letter did it", in an answer told at or after the outcome (before it, a "because" explains a step of the
 *       story, not how it ended);</li>
 *   <li>{@link Part#LESSON}: "I learned", "the lesson", "taught me", "my advice", "I'd tell anyone", a rule for
 *       anyone ("you have to", "you should always"), advice in the imperative ("Learn the book, not the
 *       country."), a bare "That ..." clause ("That you go local");</li>
 *   <li>{@link Part#CHANGE}, what they do differently now: "now I always", "now I do ...", "next time", "from now
 *       on", "these days I", "since then", "I've started", a sentence opening with "now", a habit said with a
 *       closing "now" ("I keep a spare key with my neighbour now").</li>
 * </ul>
 * Two methods are read this way, recognised by the intents their strategies declare ({@link StoryMethod}), never by
 * their names:
 * <ul>
 *   <li>an <b>incident walk</b> (declares a story, what happened next and a lesson, as critical incident does) tells
 *       one incident in order: what happened and what they did (what happened next, until the outcome is told: the
 *       outcome ends that phase), how they felt, what caused it, what they learned, what they do differently now;
 *       then another incident, once, unless one was already told ("the other time", "it happened again"); then
 *       whether there is anything to add; with all of that told and asked, a close. A contrasting second incident ("the other time was the opposite") is
 *       first asked what made it different, once, unless the answer says so. Another occasion only named in answer
 *       to the request for one ("Yes, a good one. The agency interview in June.") is asked what happened that time,
 *       in its own right; once told, what made it different (once, unless said), then the two side by side. {@link #step} asks for the first part not yet told anywhere in the
 *       interview; how they felt is asked once it was over even when a feeling was told while it unfolded ("Gutted."
 *       mid-story is the feeling at that moment). Before the outcome a question about the feeling or the cause at that
 *       moment is kept when that part was not told; a lesson, another occasion or a wrap-up is not asked before the
 *       end (nor is a lesson only asked for read as the end); the respondent's own deed ("So I pushed back.") is
 *       asked what made them decide to do it ({@link OwnAction}), never why it happened, or nothing when its reason
 *       was given; an answer to a question that asked what brought something on is the respondent's attribution
 *       ({@link Attribution}): it is not asked for again (on with the story, or counted as the cause once it has
 *       ended); once an answer told a
 *       lesson or a change (or this walk asked for one) it never goes back to the feeling or the cause; once it has
 *       ended, a feeling about oneself told without its reason ("But I felt stupid") is asked what made them feel so
 *       when the chosen move is about feelings ({@link SelfFeeling});</li>
 *   <li>a <b>journey</b> ({@link JourneyWalk}; declares what happened next and an expectation, as customer journey
 *       mapping does) is told
 *       touchpoint by touchpoint, so only the last answer counts: when it already gave what the chosen question asks
 *       for (the expectation, the feeling, or a problem), the next one after it in the order expectation, feeling,
 *       problem, next touchpoint that the answer did not give is asked (never back to an earlier one); an
 *       expectation the answer before gave (or the question before asked for) is not asked again, nor a feeling
 *       the answer before gave when the last one is a few words on the same moment; an answer that gives the
 *       expectation and a feeling has told the gap (no problem is asked), one told as going well ("Smooth.") is
 *       asked no problem; after a problem or a feeling the next touchpoint is asked as what they did then; a
 *       moment of truth ("she said it's approved", "Sorted.") is asked how it felt, then what came of it; an
 *       answer that names the moment it was decided ("that was when I knew") goes on to the next touchpoint; an
 *       answer that wishes for a change or gives advice ("If I could change one thing ...", "They should send a
 *       text", "Give people the laptop before day one") is never asked about a touchpoint (there is no step to walk
 *       on from): the look back, else whether there is anything else about the whole experience
 *       ({@link JourneyWalk#afterAdvice}).</li>
 * </ul>
 * A part a question already asked for counts as told (the answer after it answers it, {@link AskedParts}), and a lesson or a change
 * means the incident has ended. In either method a short answer that is a feeling in a word or two with no reason
 * ("Furious.") is first asked what made them feel so, unless the question it answered already asked that.
 * Immutable; {@link #step} returns {@code null} for every other method, a closing question, or when the chosen
 * question asks for a part not yet told.
 */
final class StoryCoverage {

    /** A part of an incident's story. */
    enum Part { OUTCOME, FEELING, CAUSE, LESSON, CHANGE }

    /**
     * The move to make instead of the chosen intent: {@code questions} worded for the whole incident (or the
     * touchpoint just told) when not {@code null}, else the focus-free questions of {@code intent}.
     */
    record Step(Intent intent, List<String> questions) {

        /**
         * One of {@code questions}, varied by the request's seed and never one asked before in the recent questions;
         * {@code null} when all of them have been asked (the composer's usual moves then take over).
         */
        String question(FollowUpRequest request) {
            String named = QuestionComposer.topic(request.concept());
            boolean activity = named.split(" ")[0].endsWith("ing"); // "handle ordering a cake", not "memorable trips"
            String topic = named.replaceFirst("^dealing with ", ""); // "handle a water leak"
            List<String> worded = questions.stream().filter(q -> activity || !q.contains("{t}"))
                    .map(q -> q.replace("{t}", topic)).toList();
            long h = Text.mix(request.seed(), Text.hash(String.valueOf(request.lastAnswer())), worded.size());
            return VariantChooser.fresh(worded, Text.pick(h, worded.size()), Math.max(0, request.attempt()),
                    request.recentQuestions());
        }
    }

    static final List<String> OUTCOME_FEELING = List.of("How did you feel once it was all over?",
            "How did you feel about the way it ended?");
    static final List<String> OUTCOME_CAUSE = List.of("Why do you think it turned out the way it did?",
            "What do you think made it end the way it did?");
    static final List<String> TAKE_AWAY = List.of("What did you take away from the whole experience?",
            "Looking back, what did you learn from it?");
    static final List<String> DIFFERENTLY = List.of("What do you do differently now because of it?",
            "Has that experience changed how you handle {t}?");
    /** After one whole incident: another, told the same way. */
    static final List<String> ANOTHER = List.of("Can you think of another time that went quite differently?",
            "Has there been another time like this that turned out differently?");
    /** A second incident told for contrast: what made the difference, asked once. */
    static final List<String> DIFFERENT = List.of("What do you think made that time different?",
            "What made the difference that time, do you think?");
    /** After a cause given mid-story: the story goes on, asked without saying the cause back. */
    static final List<String> ON_WITH_IT = List.of("What happened next?", "And then what happened?",
            "How did things go from there?", "What was the next thing that happened?");
    static final List<String> ANYTHING_ELSE = List.of(
            "Is there anything else about what happened that you'd like to add?");
    /** Once two occasions are told: the catch-all without "what happened", which would name neither of them. */
    static final List<String> ANYTHING_ELSE_BOTH = List.of("Is there anything else you'd like to add?");
    /** Another occasion only named ("Yes, a good one. The agency interview in June."): it is told in its own right. */
    static final List<String> NEW_STORY = List.of("What happened that time?",
            "Could you take me through what happened that time?");
    /** At most this many words name another occasion without telling it. */
    private static final int NAMED_ONLY_WORDS = 25;
    /**
     * An answer that names an occasion: it opens by saying yes, or names one by a time or as "a good one", "another
     * time" ("Yes, a good one actually.", "There was one last spring.", "Once, in June.").
     */
    private static final Pattern OCCASION = Pattern.compile("^\\W*(?:yes|yeah|yep|sure|definitely|once|oh,? yes|"
            + "actually,? yes|there (?:was|is)|there's)\\b|\\b(?:a (?:good|bad|better|worse|different|great|terrible) "
            + "one|another (?:time|one)|the other time|one time|last (?:year|month|week|spring|summer|autumn|fall|"
            + "winter)|years? ago|in (?:january|february|march|april|may|june|july|august|september|october|november|"
            + "december))\\b");
    /** An answer that declines to give another occasion ("No, not really.", "Can't think of one."). */
    private static final Pattern DECLINED = Pattern.compile("^\\W*(?:no|nope|nah|not really|not that i|i can't|"
            + "can't think|i don't think|none|nothing)\\b");
    /** A second occasion just told with what made it differ: the two compared, so the wrap-up has a referent. */
    static final List<String> BOTH_TIMES = List.of("Looking at those two times side by side, what stands out for you?");

    private final Set<Part> told;
    private final Set<Part> toldBeforeLast;
    private final String last;
    private final String previous;
    private final boolean secondNow;
    private final boolean outcomeEarlier;
    private final boolean bareFeeling;
    private final List<String> asked;
    private final boolean secondIncident;
    private final boolean drawnInAnswers;
    private final boolean feltAtEnd;
    private final boolean underway;
    private final AnswerShape.Read shape;
    private final boolean adviceNow;

    private StoryCoverage(AnswerShape.Read shape, Set<Part> told, Set<Part> toldBeforeLast, String last, String previous,
            boolean outcomeEarlier, boolean bareFeeling, List<String> asked, boolean secondIncident, boolean secondNow,
            boolean drawnInAnswers, boolean feltAtEnd, boolean underway, boolean adviceNow) {
        this.shape = shape;
        this.adviceNow = adviceNow;
        this.feltAtEnd = feltAtEnd;
        this.underway = underway;
        this.previous = previous;
        this.secondNow = secondNow;
        this.drawnInAnswers = drawnInAnswers;
        this.asked = List.copyOf(asked);
        this.secondIncident = secondIncident;
        this.told = told;
        this.toldBeforeLast = toldBeforeLast;
        this.last = last;
        this.outcomeEarlier = outcomeEarlier;
        this.bareFeeling = bareFeeling;
    }

    /**
     * The parts told in {@code earlier} answers (oldest first) and the {@code last} one, with every question
     * {@code asked} so far (oldest first): a part a question asked for counts as told, since the answer after it is
     * the answer to it (a moderator asks once); a short feeling given in a word ("Furious.") is asked what caused it
     * unless the question it answered already did.
     */
    static StoryCoverage of(List<String> earlier, String last, List<String> asked) {
        return of(earlier, last, asked, new StoryCues(null));
    }

    /**
     * As {@link #of(List, String, List)}, hearing advice in the imperative with {@code cues}. The opening answer sets
     * the incident up: an outcome, a lesson or a second incident is never read from it (the story is asked for in
     * order whatever its first answer sums up).
     */
    static StoryCoverage of(List<String> earlier, String last, List<String> asked, StoryCues cues) {
        String lastQuestion = asked.isEmpty() ? null : asked.get(asked.size() - 1);
        Set<Part> told = EnumSet.noneOf(Part.class);
        boolean outcome = false;
        int endedAt = -1; // the answer that told the outcome
        for (int i = 0; i < earlier.size(); i++) {
            boolean was = outcome;
            outcome = read(earlier.get(i), outcome, told, i == 0, cues);
            endedAt = !was && outcome ? i : endedAt;
        }
        Set<Part> before = EnumSet.noneOf(Part.class);
        before.addAll(told);
        boolean endsNow = read(last, outcome, told, earlier.isEmpty(), cues) && !outcome;
        endedAt = endsNow ? earlier.size() : endedAt;
        boolean feltAtEnd = endedAt >= 0 && (feltSince(earlier, last, asked, endedAt)
                || causedSince(earlier, last, endedAt)); // never back from the cause to the feeling
        boolean drawnInAnswers = told.contains(Part.LESSON) || told.contains(Part.CHANGE);
        if (drawnInAnswers) {
            told.add(Part.OUTCOME); // a lesson told is drawn from an incident that has ended
        }
        for (String q : asked) {
            told.addAll(AskedParts.of(q)); // a lesson merely asked for ends nothing: the answer may go on with the story
        }
        boolean bare = FeelingAnswer.feeling(last) && !feelingExplained(last)
                && last.strip().split("\\s+").length <= 6 && (lastQuestion == null || !FocusFreeQuestions.followsUpFeeling(lastQuestion));
        boolean second = false;
        for (int i = 1; i < earlier.size(); i++) {
            second |= StoryCues.second(StoryCues.normal(earlier.get(i)));
        }
        String l = StoryCues.normal(last);
        boolean secondNow = !earlier.isEmpty() && StoryCues.second(l);
        if (second || secondNow) {
            told.add(Part.OUTCOME); // another occasion told: the first one is over
        }
        String previous = earlier.isEmpty() ? "" : StoryCues.normal(earlier.get(earlier.size() - 1));
        return new StoryCoverage(cues.shape(last), told, before, l, previous, outcome, bare, asked, second || secondNow, secondNow,
                drawnInAnswers, feltAtEnd, !earlier.isEmpty() && PAST.matcher(StoryCues.normal(earlier.get(0))).find(),
                !earlier.isEmpty() && (WISHED.matcher(l).find()
                        || cues.advises(last) && !PAST.matcher(l).find())); // "Phoned the council.": a step told
    }

    /**
     * A change wished for or advised, told in a journey ("If I could change one thing, ...", "They should send a
     * text", "What would help is ...", "My advice to other parents would be ...", "I'd just request it in August
     * this time"): no step of the journey to walk on
     * from. (A rule of the process, "you have to book now", is a step told, not advice.)
     */
    private static final Pattern WISHED = Pattern.compile("(?:^|[.!?] )(?:(?:honestly|well|so|and|but|i think|"
            + "maybe|just|really|ideally),? )*(?:if i could|if (?:they|you) (?:could|would|"
            + "just)|(?:they|you) (?:should|need to|ought to|could just)|what would (?:help|make)|it would be (?:nice|"
            + "great|good|better) if|i(?:'d| would) (?:change|want them to|like them to|love (?:it )?if|tell them))\\b"
            // what they would do differently another time: "I'd just request it in August this time"
            + "|\\b(?:i'd|i would|i'll|i will) (?:just )?[a-z]+ [^.!?]{0,40}\\b(?:this|next) time\\b"
            + "|\\bmy advice\\b");

    /** A verb in the past tense: the opening answer told an occasion, so the story is under way. */
    private static final Pattern PAST = Pattern.compile("\\b(?:was|were|did|had|went|got|took|came|[a-z]{2,}ed)\\b");

    /**
     * Whether a feeling was told in the answer that told the outcome or any after it, or asked for by a question
     * answered after it (the last question answers the last answer, and so on back): a feeling told while the story
     * was still unfolding is the feeling at that moment, not how it felt once it was over.
     */
    private static boolean feltSince(List<String> earlier, String last, List<String> asked, int endedAt) {
        int answers = earlier.size() + 1;
        for (int i = endedAt; i < answers; i++) {
            String answer = i < earlier.size() ? earlier.get(i) : last;
            int q = asked.size() - (answers - i); // the question this answer answered
            boolean askedNow = i > endedAt && q >= 0 && AskedParts.of(asked.get(q)).contains(Part.FEELING);
            if (askedNow || answer != null && !answer.isBlank() && feeling(answer)) {
                return true;
            }
        }
        return false;
    }

    /** Whether an answer after the one that told the outcome said why it turned out so. */
    private static boolean causedSince(List<String> earlier, String last, int endedAt) {
        for (int i = endedAt + 1; i <= earlier.size(); i++) {
            String answer = i < earlier.size() ? earlier.get(i) : last;
            if (answer != null && Attribution.CAUSE_TOLD.matcher(StoryCues.normal(answer)).find()) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code answer} says how the respondent felt, named or shown. */
    private static boolean feeling(String answer) {
        return AnsweredIntents.of(answer).contains(Intent.EMOTIONS) || FeelingAnswer.feeling(answer)
                || StoryCues.felt(StoryCues.normal(answer)) || SuppliedContent.of(answer, null).contains(Intent.EMOTIONS);
    }

    /** As {@link #of(List, String, List, StoryCues)} for the request's answers and questions. */
    static StoryCoverage of(FollowUpRequest request, StoryCues cues) {
        return of(request.earlierAnswers(), request.lastAnswer(), request.recentQuestions(), cues);
    }

    /** The parts told anywhere in the interview so far. */
    Set<Part> told() {
        Set<Part> out = EnumSet.noneOf(Part.class);
        out.addAll(told);
        return out;
    }

    /**
     * Whether the answer says why the feeling came ("..., because ...", or a clause after the first that tells what
     * the respondent did or went through: "Relief. And some pride also, I fought for that quarter percent.", or a
     * sentence after the feeling that tells its cause, {@link FeelingAnswer#causeFollows}), so "What made you feel
     * that way?" is not asked.
     */
    static boolean feelingExplained(String answer) {
        if (answer == null) {
            return false;
        }
        String a = StoryCues.normal(answer);
        int first = a.indexOf('.') < 0 ? a.length() : a.indexOf('.');
        return Attribution.CAUSE_TOLD.matcher(a).find() || FeelingAnswer.causeFollows(answer) || TOLD_WHY.matcher(a).region(Math.min(first, a.length()), a.length()).find()
                || FeelingAnswer.feeling(answer) && OTHERS_DID.matcher(a).region(Math.min(first, a.length()), a.length()).find();
    }

    /**
     * A clause after the first in which the respondent tells what they did or went through, in the past tense, or a
     * sentence after the first that says what they (or anyone in their place: "you've just lost your job") have, get
     * or feel ("You've just lost your job and you feel like a scrounger anyway"); after an answer that opens on a
     * feeling, also a sentence that tells what someone else did or was then ("Relieved. The nurse was kind, ...").
     */
    private static final Pattern TOLD_WHY = Pattern.compile("[.,;!?] (?:and |so |but )?(?:i|we) (?:[a-z]+ed|was|were|"
            + "had|got|did|made|went|knew|saw|thought|fought|won|lost|paid|told|said|found|took|gave|held|stood)\\b"
            + "|[.!?] (?:and |so |but |like,? )?(?:i|we|you|they)(?:'ve|'re|'d| have| had| feel| felt| get| got| just|"
            + " can't| could| couldn't| don't| didn't)\\b(?! know\\b)"
            + "|[.!?] (?:and |so |but )?you (?!know\\b|see\\b|mean\\b|said\\b|asked\\b)[a-z]+ [a-z]+ [a-z]+"
            // what they were going through then, after a word of time: "Fuming. Meanwhile I'm parking three streets away"
            + "|[.!?] (?:and |but )?(?:meanwhile|all the while|plus|and then|then|still),? (?:i|we)(?:'m| am|'re| are| was| were)"
            + " (?:still |just |now )?[a-z]{2,}ing\\b");
    /** After an answer that opens on a feeling: a sentence telling what someone else did or was then. */
    private static final Pattern OTHERS_DID = Pattern.compile("[.!?] (?:and |so |but )?(?:he|she|they|"
            + "(?:the|my|our|his|her|their) [a-z]+(?: [a-z]+){0,3}) (?:was|were|had|told|said|did|gave|came|rang|called|"
            + "got|took|made|sent|showed|explained|promised)\\b");

    /**
     * The move instead of {@code chosen} (see the class comment), or {@code null} when the method is not read as a
     * story or the chosen question asks for a part not yet told.
     */
    Step step(MethodologyConfig methodology, Intent chosen) {
        Set<Intent> own = StoryMethod.declared(methodology);
        if (MethodFit.laddering(methodology) || chosen == Intent.CLOSING || chosen == Intent.REVITALIZE) {
            return null;
        }
        if (own.contains(Intent.STORY) && own.contains(Intent.NEXT_STEP) && own.contains(Intent.LEARNING)) {
            return incident(own, chosen);
        }
        if (own.contains(Intent.NEXT_STEP) && own.contains(Intent.EXPECTATION)) {
            if (adviceNow && TOUCHPOINT.contains(chosen)) {
                return JourneyWalk.afterAdvice(asked); // "If I could change one thing ...": no step to walk on from
            }
            boolean noStepsSince = TOUCHPOINT.contains(chosen) && PAST.matcher(last).results().count() < 2;
            return JourneyWalk.step(own, chosen, bareFeeling, last, previous, asked, shape, noStepsSince);
        }
        return null;
    }

    /** Questions asked before an interview whose every part is told closes on its own. */
    private static final int COMPLETE_AFTER = 7;

    /** A journey's moves about a touchpoint: its expectation, feeling, trouble or the next step. */
    private static final Set<Intent> TOUCHPOINT = EnumSet.of(Intent.EXPECTATION, Intent.EMOTIONS, Intent.OBSTACLES,
            Intent.NEXT_STEP);

    private Step incident(Set<Intent> own, Intent chosen) {
        if (bareFeeling && own.contains(Intent.EMOTIONS)) { // "Furious.": what made them feel so comes first
            return chosen == Intent.EMOTIONS || chosen == Intent.CAUSE || chosen == Intent.STORY ? null
                    : new Step(Intent.EMOTIONS, null);
        }
        String lastAsked = asked.isEmpty() ? null : asked.get(asked.size() - 1);
        if (lastAsked != null && ANOTHER.contains(lastAsked) && namedOnly(last)) { // another occasion named, not told
            return new Step(Intent.STORY, NEW_STORY);
        }
        if (lastAsked != null && ANOTHER.contains(lastAsked) && toldAnother(last) && StoryCues.contrastExplained(last)) {
            return new Step(Intent.STORY, ANYTHING_ELSE_BOTH); // told with what made it differ: nothing left to ask of it
        }
        if (lastAsked != null && (NEW_STORY.contains(lastAsked) || ANOTHER.contains(lastAsked) && toldAnother(last))) {
            // the other occasion told (after its request, "Last month ... he waited at my gate"): what set it apart
            boolean differentAsked = asked.stream().anyMatch(DIFFERENT::contains);
            return !differentAsked && !StoryCues.contrastExplained(last) ? new Step(Intent.CAUSE, DIFFERENT)
                    : asked.stream().anyMatch(BOTH_TIMES::contains) ? null : new Step(Intent.STORY, BOTH_TIMES);
        }
        if (secondNow && !StoryCues.contrastExplained(last) && asked.stream().noneMatch(DIFFERENT::contains)) {
            return new Step(Intent.CAUSE, DIFFERENT); // "The other time was the opposite ...": what made it so
        }
        boolean attributed = Attribution.given(asked, last); // "Me. Hurrying.": what brought it on is told
        if (attributed && chosen == Intent.CAUSE && !told.contains(Part.OUTCOME)) { // on with the story, nothing
            return new Step(Intent.NEXT_STEP, asked.containsAll(ON_WITH_IT) ? null : ON_WITH_IT); // said back
        }
        if (!told.contains(Part.OUTCOME)) { // the story is still being told: on with it, no lesson yet
            if (chosen == Intent.CAUSE && OwnAction.told(last)) { // "So I pushed back.": their reason, not a cause
                boolean decidedAsked = asked.stream().anyMatch(OwnAction.DECIDED::contains);
                return OwnAction.reasoned(last) || decidedAsked || !OwnAction.single(last)
                        ? new Step(Intent.NEXT_STEP, null)
                        : new Step(Intent.CAUSE, OwnAction.DECIDED);
            }
            boolean asked = chosen == Intent.EMOTIONS && told.contains(Part.FEELING)
                    || chosen == Intent.CAUSE && feelingExplained(last) || chosen == Intent.LEARNING
                    || chosen == Intent.STORY && underway; // one occasion is being told: not another yet
            return asked ? new Step(Intent.NEXT_STEP, null) : null;
        }
        List<String> questions = null;
        boolean drawn = drawnInAnswers || asked.stream().anyMatch(q -> TAKE_AWAY.contains(q) || differently(q)
                || ANOTHER.contains(q) || ANYTHING_ELSE.contains(q) || ANYTHING_ELSE_BOTH.contains(q) || DIFFERENT.contains(q)
                || BOTH_TIMES.contains(q)); // never back from a lesson
        if (!drawn && chosen == Intent.EMOTIONS && SelfFeeling.unexplained(last)
                && (asked.isEmpty() || !FocusFreeQuestions.followsUpFeeling(asked.get(asked.size() - 1)))) {
            return new Step(Intent.EMOTIONS, FocusFreeQuestions.AFTER_FEELING); // "I felt stupid": what made them
        }
        if (!drawn && !feltAtEnd && own.contains(Intent.EMOTIONS)) { // "gutted" mid-story: not how it felt at the end
            questions = OUTCOME_FEELING;
        } else if (!drawn && !told.contains(Part.CAUSE) && !attributed && own.contains(Intent.CAUSE)) {
            questions = OUTCOME_CAUSE;
        } else if (!told.contains(Part.CHANGE) && !told.contains(Part.LESSON)) {
            questions = TAKE_AWAY;
        } else if (!told.contains(Part.CHANGE)) {
            questions = DIFFERENTLY;
        } else {
            boolean secondTold = outcomeEarlier && toldBeforeLast.containsAll(EnumSet.allOf(Part.class))
                    && StoryCues.outcome(last) || asked.stream().anyMatch(ANOTHER::contains) || secondIncident;
            boolean compared = asked.stream().anyMatch(BOTH_TIMES::contains);
            boolean anythingElseAsked = asked.stream().anyMatch(q -> ANYTHING_ELSE.contains(q)
                    || ANYTHING_ELSE_BOTH.contains(q));
            if (secondTold && anythingElseAsked && !(secondNow && !compared)) { // all told of both, "anything else"
                boolean complete = secondIncident && toldBeforeLast.containsAll(EnumSet.allOf(Part.class))
                        && asked.size() >= COMPLETE_AFTER;
                return complete ? new Step(Intent.CLOSING, WrapUpQuestions.CLOSE) : null; // never "What happened next?"
            }
            boolean both = secondIncident || asked.stream().anyMatch(q -> DIFFERENT.contains(q) || NEW_STORY.contains(q));
            questions = secondNow && !compared ? BOTH_TIMES // "I had another one in August ...": not "what happened"
                    : secondTold && both ? ANYTHING_ELSE_BOTH // two times told: "about what happened" names neither
                    : secondTold ? ANYTHING_ELSE : ANOTHER;
        }
        Intent as = questions == OUTCOME_FEELING ? Intent.EMOTIONS : questions == OUTCOME_CAUSE ? Intent.CAUSE
                : questions == ANOTHER || questions == ANYTHING_ELSE || questions == ANYTHING_ELSE_BOTH
                || questions == BOTH_TIMES ? Intent.STORY
                : Intent.LEARNING;
        return new Step(as, questions);
    }

    /**
     * Whether {@code normal} (an answer to a request for another occasion) names one without telling it: a few words
     * that say yes or name an occasion ({@link #OCCASION}), no refusal, no ending told.
     */
    private static boolean namedOnly(String normal) {
        return normal != null && !normal.isBlank() && !DECLINED.matcher(normal).find() && !StoryCues.ranOut(normal)
                && normal.strip().split("\\s+").length <= NAMED_ONLY_WORDS && !StoryCues.outcome(normal)
                && OCCASION.matcher(normal).find();
    }

    /**
     * Whether {@code normal} (the answer to a request for another occasion) tells one: no refusal, no "nothing more",
     * not only named ({@link #namedOnly}), it names an occasion ({@link #OCCASION}) and tells it in the past tense
     * ("A good one... mm, yes. Last month, coming back from a client ... he waited at my gate").
     */
    static boolean toldAnother(String normal) {
        return normal != null && !normal.isBlank() && !DECLINED.matcher(normal).find() && !StoryCues.ranOut(normal)
                && !namedOnly(normal) && OCCASION.matcher(normal).find() && PAST.matcher(normal).find();
    }

    /** Whether {@code q} is one of {@link #DIFFERENTLY}, its study topic filled in. */
    static boolean differently(String q) {
        return q != null && DIFFERENTLY.stream().anyMatch(d -> d.contains("{t}")
                ? q.startsWith(d.substring(0, d.indexOf("{t}"))) : d.equals(q));
    }

    private static boolean read(String answer, boolean outcomeBefore, Set<Part> told, boolean opening,
            StoryCues cues) {
        if (answer == null || answer.isBlank()) {
            return outcomeBefore;
        }
        String a = StoryCues.normal(answer);
        boolean outcome = outcomeBefore || !opening && (StoryCues.outcome(a) || StoryCues.ranOut(a)); // "Nope.": over
        if (outcome) {
            told.add(Part.OUTCOME);
            if (Attribution.CAUSE_TOLD.matcher(a).find()) {
                told.add(Part.CAUSE);
            }
        }
        if (feeling(answer)) {
            told.add(Part.FEELING);
        }
        if (!opening && (StoryCues.lesson(a) || cues.advises(answer))) {
            told.add(Part.LESSON);
        }
        if (!opening && StoryCues.change(a)) {
            told.add(Part.CHANGE);
        }
        return outcome;
    }

}
