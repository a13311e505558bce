package org.interviewworkbench.language.offline;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>the customer journey's walk</b> (issue 12), for {@link StoryCoverage}: what the answer
 * just told about a touchpoint (an expectation, a feeling, a problem, the next step) is read, and the next part of
 * the touchpoint not yet told is asked, in the order expectation, feeling, problem, next step; a moment of truth
 * ("it's approved") is asked how it felt when it came. A problem question at a step the answer told no trouble
 * with is not asked ({@link JourneyTrouble}); nor is one with no fresh wording left in the walk asked in its own
 * words, the walk goes on instead. A step told and judged in a word ("... the felt all chewed. Horrifying.",
 * {@link AnswerShape.Read#evaluated}) has its feeling and its trouble told, and so has a step whose feeling came
 * with its cause ("Pretty flat. Three weeks is three weeks of no money.", {@link FeelingAnswer#causeFollows}); a prior estimate weighed against what came
 * ("He'd said around three hundred, so close enough") its expectation and its feeling. General English cues only;
 * the answers are read in lower case.
 */
final class JourneyWalk {

    /** "That was when I knew ...", "that's the moment": the moment that decided it is named. */
    private static final Pattern MOMENT = Pattern.compile("\\b(?:that was when|that's when|that was the moment|"
            + "that's the moment|the moment (?:i|we) knew)\\b");
    /** "I thought, surely ...": an expectation voiced as the thought at the time. */
    private static final Pattern THOUGHT = Pattern.compile("\\b(?:i|we) thought,|\\bsurely\\b");

    /** "I kept waiting for ...", "we kept wondering": a state of mind held through the step is its feeling told. */
    private static final Pattern KEPT = Pattern.compile("\\b(?:i|we) kept (?:on )?(?:waiting for|expecting|wondering|"
            + "worrying|thinking|checking)\\b|\\bbracing (?:myself|ourselves) for\\b");
    /** A journey's moves about the touchpoint just told, worded without saying any of it back. */
    static final java.util.Map<Intent, List<String>> AT_TOUCHPOINT = java.util.Map.of(
            Intent.EXPECTATION, List.of("What had you expected at that point?",
                    "What were you expecting to happen there?"),
            Intent.EMOTIONS, List.of("How did you feel at that point?", "How were you feeling by then?"),
            Intent.OBSTACLES, List.of("Was there anything at that step that made it harder than it needed to be?"),
            Intent.NEXT_STEP, List.of("What happened next?", "Where did things go from there?",
                    "And then what happened?", "What was the next thing that happened?",
                    "How did things go from there?"));
    /** A journey's moment of truth (approved, refunded, sorted): how it felt when it came. */
    static final List<String> SETTLED = List.of("How did you feel once that was sorted out?",
            "How did you feel when that came through?");
    /** After the feeling at the moment of truth: what came of it (the stock continuations may be used up). */
    static final List<String> AFTER_SETTLED = List.of("What happened after that?", "What difference did that make for you?");
    /** A journey's next step after a problem or a feeling at a touchpoint: what they did about it. */
    static final List<String> AFTER_TROUBLE = List.of("What did you do then?", "What did you do next?");
    /**
     * A journey told up to the present with its feeling there ("Now I love it"): a look back over the whole of it,
     * never how it felt again, nor advice to a friend (no step of a journey).
     */
    static final List<String> LOOK_BACK = List.of("Looking back over the whole thing, what stands out for you?",
            "If you could change one thing about the whole experience, what would it be?");

    /** After the look back, a change wished for or advice told: anything else about the whole of it, once. */
    static final List<String> ANYTHING_ELSE = List.of("Is there anything else about the whole experience you'd like "
            + "to add?");

    private JourneyWalk() {
    }

    /**
     * The move after an answer to a look back over the whole journey ({@link #LOOK_BACK}): the journey is told, so no
     * touchpoint question points at a step any more ("What happened next?" after the change they would make); the
     * other look back not yet asked, else whether there is anything else about the whole experience, once;
     * {@code null} once all were asked (the strategy's own intent).
     */
    static StoryCoverage.Step afterLookBack(List<String> asked) {
        List<String> left = LOOK_BACK.stream().filter(q -> !asked.contains(q)).toList();
        if (!left.isEmpty()) {
            return new StoryCoverage.Step(Intent.LEARNING, left);
        }
        return asked.containsAll(ANYTHING_ELSE) ? null : new StoryCoverage.Step(Intent.STORY, ANYTHING_ELSE);
    }

    /**
     * The move after an answer that wishes for a change or gives advice ("If I could change one thing, a text when
     * it's ready", "Give people the laptop before day one"), where a touchpoint question ("What happened next?", "What
     * were you hoping for at that point?") would point at no step: what stands out looking back over the whole thing
     * (never what they would change: a change was just told), else whether there is anything else about the whole
     * experience, once; {@code null} once both were asked (the strategy's own intent).
     */
    static StoryCoverage.Step afterAdvice(List<String> asked) {
        List<String> standsOut = LOOK_BACK.subList(0, 1); // a change was just told: never "if you could change ..."
        if (!asked.containsAll(standsOut)) {
            return new StoryCoverage.Step(Intent.LEARNING, standsOut);
        }
        return asked.containsAll(ANYTHING_ELSE) ? null : new StoryCoverage.Step(Intent.STORY, ANYTHING_ELSE);
    }

    /**
     * The journey's next move after the touchpoint the last answer told, or null when the strategy's own intent fits:
     * a moment of truth is asked how it felt, then what came of it; what the answer (or the one before, or the
     * question just asked) already gave about the touchpoint is not asked again, and the next part in the order
     * expectation, feeling, problem, next step is asked instead, worded without saying any of it back; a journey told
     * up to the present with its feeling looks back over the whole of it; after two answers that add nothing the
     * subject changes ({@link JourneyStall}); a touchpoint question after a look back answered with no new steps
     * ({@code noStepsSince}) gives way to {@link #afterLookBack}.
     */
    static StoryCoverage.Step step(Set<Intent> own, Intent chosen, boolean bareFeeling, String last, String previous,
            List<String> asked, AnswerShape.Read shape, boolean noStepsSince) {
        StoryCoverage.Step stalled = JourneyStall.step(last, previous, asked);
        if (stalled != null) {
            return stalled; // "It depends, I guess." twice: not "And then what happened?" again
        }
        if (noStepsSince && !asked.isEmpty() && LOOK_BACK.contains(asked.get(asked.size() - 1)) && !shape.score()
                && !JourneyEnd.rated(last)) { // a score is asked what lies behind it (JourneyEnd)
            return afterLookBack(asked); // looked back over, no steps told since: never walked on
        }
        StoryCoverage.Step ended = JourneyEnd.step(chosen, last, asked, shape);
        if (ended != null) {
            return ended; // "We've had no trouble since": looked back over, not walked on past the present
        }
        StoryCoverage.Step step = walk(own, chosen, bareFeeling, last, previous, asked, shape.evaluated());
        if (chosen != Intent.OBSTACLES || bareFeeling || !own.contains(Intent.NEXT_STEP)) {
            return step;
        }
        // a problem question the walk has no fresh wording for is never asked in its place ("What makes that
        // difficult at times?" after a snag already told): the walk goes on, or looks back once it reached the present
        if (step == null) {
            return asked.containsAll(LOOK_BACK) ? new StoryCoverage.Step(Intent.NEXT_STEP, null)
                    : new StoryCoverage.Step(Intent.LEARNING, LOOK_BACK);
        }
        boolean spent = step.questions() != null && asked.containsAll(step.questions());
        return spent ? new StoryCoverage.Step(Intent.NEXT_STEP, null) : step;
    }

    private static StoryCoverage.Step walk(Set<Intent> own, Intent chosen, boolean bareFeeling, String last,
            String previous, List<String> asked, boolean evaluated) {
        Set<Intent> given = givenAtTouchpoint(last);
        if (evaluated) { // "... a moth had been at the hammers. Horrifying.": the step is told and judged, its
            given.add(Intent.EMOTIONS); // feeling and how it went with it
            given.add(Intent.OBSTACLES);
        }
        if (bareFeeling) { // "Nervous.": asked what brought it on, as any method does
            return null;
        }
        if (StoryCues.settled(last) && !given.contains(Intent.EMOTIONS) && own.contains(Intent.EMOTIONS)
                && chosen != Intent.NEXT_STEP && chosen != Intent.EMOTIONS && chosen != Intent.CAUSE) {
            return new StoryCoverage.Step(Intent.EMOTIONS, SETTLED); // "... said it's approved": the moment of truth, not skipped
        }
        boolean settledAsked = !asked.isEmpty() && SETTLED.contains(asked.get(asked.size() - 1));
        if (settledAsked && own.contains(Intent.NEXT_STEP) && chosen != Intent.NEXT_STEP) {
            return new StoryCoverage.Step(Intent.NEXT_STEP, AFTER_SETTLED); // "Relief. Massive.": on from there
        }
        Set<Intent> recent = EnumSet.copyOf(given); // what the last answer, the one before or the question just gave
        Set<Intent> before = givenAtTouchpoint(previous);
        if (before.contains(Intent.EXPECTATION) && !THOUGHT.matcher(previous).find()) {
            recent.add(Intent.EXPECTATION); // an expectation of the process is said once ("I thought, right, ..."
            // before it is a decision, not what they expected of the step after)
        }
        if (before.contains(Intent.EMOTIONS) && last.split("\\s+").length <= 12) {
            recent.add(Intent.EMOTIONS); // "Seven weeks!": the same moment, its feeling already told
        }
        recent.addAll(askedAtTouchpoint(asked.isEmpty() ? null : asked.get(asked.size() - 1)));
        if (chosen == Intent.OBSTACLES && !recent.contains(Intent.OBSTACLES)) {
            return JourneyTrouble.untold(own, given, recent, last, asked); // nothing said to be hard: not asked what was
        }
        if (!recent.contains(chosen)) {
            return null;
        }
        if (MOMENT.matcher(last).find() && own.contains(Intent.NEXT_STEP) && !given.contains(Intent.NEXT_STEP)) {
            return new StoryCoverage.Step(Intent.NEXT_STEP, AT_TOUCHPOINT.get(Intent.NEXT_STEP)); // "That was when I knew ...": on
        }
        List<Intent> order = List.of(Intent.EXPECTATION, Intent.EMOTIONS, Intent.OBSTACLES, Intent.NEXT_STEP);
        for (Intent part : order.subList(Math.max(0, order.indexOf(chosen) + 1), order.size())) {
            boolean smooth = part == Intent.OBSTACLES && SMOOTH.matcher(last).find(); // "Smooth.": no trouble to ask
            if (own.contains(part) && !recent.contains(part) && !smooth) {
                boolean acted = part == Intent.NEXT_STEP
                        && (given.contains(Intent.OBSTACLES) || given.contains(Intent.EMOTIONS));
                acted &= AFTER_TROUBLE.stream().noneMatch(asked::contains); // both asked: the plain wordings
                return new StoryCoverage.Step(part, acted ? AFTER_TROUBLE : AT_TOUCHPOINT.get(part)); // nothing said back
            }
        }
        if (given.contains(Intent.NEXT_STEP) && given.contains(Intent.EMOTIONS)) {
            return new StoryCoverage.Step(Intent.LEARNING, LOOK_BACK); // "... and now I love it": the journey is told, feeling too
        }
        return null;
    }

    /**
     * The expectation or the feeling a question asked for ("What had you expected there?", "How did you feel at that
     * point?"): its answer answers it.
     */
    private static Set<Intent> askedAtTouchpoint(String question) {
        Set<Intent> out = EnumSet.noneOf(Intent.class);
        String q = StoryCues.normal(question);
        if (ASKED_EXPECTATION.matcher(q).find()) {
            out.add(Intent.EXPECTATION);
        }
        if (ASKED_FEELING.matcher(q).find()) {
            out.add(Intent.EMOTIONS); // never a second feelings question in a row (rounds 58, 62, 74)
        }
        return out;
    }

    /** A touchpoint told as going well ("was great", "Smooth."): no problem is asked about it. */
    private static final Pattern SMOOTH = Pattern.compile("\\b(?:great|good|fine|smooth|easy|easier|brilliant|lovely|"
            + "quick|helpful|friendly|nice|perfect|no fuss|no problems?)\\b");
    /**
     * A prior estimate or promise told beside what came of it ("He'd said \"around three hundred\" on the phone",
     * "we were quoted six weeks", "they had promised Friday"): the expectation at that step is told.
     */
    private static final Pattern ESTIMATE = Pattern.compile("\\b(?:(?:he|she|they|it)(?:'d| had)|(?:the|their|his|her) "
            + "[a-z]+(?: [a-z]+)?(?:'d| had)) (?:said|quoted|estimated|promised|told (?:me|us)|reckoned|guessed)\\b"
            + "|\\b(?:i|we) (?:was|were|had been) (?:quoted|promised|told it would)\\b");
    /** The outcome weighed against that estimate in a word: "..., so close enough", "so not bad", "so fair enough". */
    private static final Pattern VERDICT = Pattern.compile("\\bso (?:[a-z]+ )?(?:enough|fine|bad|right|fair|okay|ok)"
            + "(?=[.,!;]|$)");
    private static final Pattern ASKED_FEELING = Pattern.compile("\\b(?:feel|feeling|felt|feelings)\\b");
    private static final Pattern ASKED_EXPECTATION = Pattern.compile("\\b(?:expect|expected|expecting|hoping for)\\b");

    /** What {@code answer} (normalised) gave about the touchpoint it tells of. */
    private static Set<Intent> givenAtTouchpoint(String answer) {
        Set<Intent> given = EnumSet.noneOf(Intent.class);
        if (answer == null || answer.isBlank()) {
            return given;
        }
        Set<Intent> answered = AnsweredIntents.of(answer);
        answered.addAll(SuppliedContent.of(answer, null));
        if (answered.contains(Intent.EXPECTATION) || THOUGHT.matcher(answer).find()
                || ESTIMATE.matcher(answer).find()) {
            given.add(Intent.EXPECTATION);
        }
        boolean weighed = ESTIMATE.matcher(answer).find() && VERDICT.matcher(answer).find(); // "so close enough"
        if (answered.contains(Intent.EMOTIONS) || FeelingAnswer.feeling(answer) || weighed || MOMENT.matcher(answer).find()
                || StoryCues.felt(answer) || answer.contains("!") // an exclamation voices the feeling
                || KEPT.matcher(answer).find()) {
            given.add(Intent.EMOTIONS);
        }
        boolean trouble = answered.contains(Intent.OBSTACLES) || StoryCues.tearful(answer) // "I nearly cried"
                || given.contains(Intent.EXPECTATION) && given.contains(Intent.EMOTIONS) // the gap was felt
                || FeelingAnswer.causeFollows(answer) // "Pretty flat. Three weeks is three weeks of no money."
                || FeelingAnswer.feeling(answer) && StoryCoverage.feelingExplained(answer); // "Fuming. Meanwhile I'm paying"
        for (String s : answer.split("(?<=[.!?])\\s+")) {
            trouble |= FocusKind.troubled(s) || AnswerRole.complaint(s);
        }
        if (trouble) {
            given.add(Intent.OBSTACLES);
        }
        if (answered.contains(Intent.NEXT_STEP)) {
            given.add(Intent.NEXT_STEP); // the journey has reached the present
        }
        return given;
    }
}
