package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Questions that need no concept label: they point at what the respondent just said ("that"), usually after a
 * reflection of their own words ("You said you arrive soaked. What does that cost you?"). Worded per intent and per
 * {@link FocusKind}: a benefit is asked why it matters, a pain what it costs them and what they did about it, an
 * event what came before and after, a value is confirmed rather than laddered past. {@code {t}} is the topic.
 * Wordings that judges of the seen rounds never accepted are left out: "What do you get out of that?" (vague),
 * "Why does that bother you so much?" (leading), "How does that show up in your everyday life?" (sideways at a value),
 * "What problems have you run into there?" ("there" has no place to point at), "When does that not work for you?" (a
 * one-off asked as if it recurred), "What, in your view, made it turn out that way?" (asked mid-story, before anything
 * has turned out), "What does that mean for you?" and "What came of that?"; nor, at stop 34, "What brought that
 * feeling on?" (1 in 8), "What sets that apart from the alternatives?" (0 in 5), "How would you rate that against the
 * other options?" and "Where would that sit among the options you know, best to worst?" (0 in 7 each) and "If you
 * ranked your options on that, which would come first?" (0 in 4). The breadth question about a trouble says "puts you
 * off", which takes a thing or a doing alike; "gets in the way" takes "of" and a doing only ("gets in the way with a
 * monthly e-scooter pass" was unidiomatic, 0 in 3) and asks for obstacles, which a means-end interview does not.
 */
final class FocusFreeQuestions {

    private FocusFreeQuestions() {
    }

    private static final Map<Intent, List<String>> POSITIVE = Map.ofEntries(
            Map.entry(Intent.DEEPEN, List.of("What does that do for you?", "Why does that matter to you?",
                    "What does that give you, in the end?", "Why is that important to you?",
                    "Why is that something you care about?", "What difference does that make for you?")),
            Map.entry(Intent.EXPLORE, List.of("Besides that, what else matters to you about {t}?",
                    "Apart from that, what else do you notice about {t}?", "What else comes to mind about {t}?",
                    "What else plays a role for you when it comes to {t}?", "Is there anything else about {t} "
                            + "that you pay attention to?", "What other things about {t} matter to you?",
                    "What else stands out for you about {t}?")),
            // never "Could you give me an example of that?" (0 of 8 judged usable: "an answer that already was an
            // example"), "How would you describe that in your own words?" or "... explain that to a friend?" (0 of 3)
            Map.entry(Intent.CLARIFY, List.of("What do you mean by that?", "Could you tell me a bit more about that?",
                    "Could you unpack that a little for me?", "Could you say a little more about that?",
                    "What does that look like for you, day to day?", "Could you walk me through that a little?",
                    "What exactly do you have in mind there?")),
            // forward only: "what happened just before" asks again for what a story told in order has just said
            Map.entry(Intent.NEXT_STEP, List.of("What happened next?", "And then what happened?",
                    "What did you do right after that?", "How did things go from there?",
                    "What was the next thing that happened?", "Where did things go from there?")),
            Map.entry(Intent.STORY, List.of("Can you tell me about one specific time when that happened?",
                    "When was the last time that happened? What was going on?",
                    "Could you take me back to one occasion like that?",
                    "Can you think of a recent example of that? What happened?",
                    "Who was there the last time that happened, and what did they do?",
                    "What is one occasion like that you remember well?")),
            Map.entry(Intent.CAUSE, List.of("Why do you think that happened?", "What do you think led to that?",
                    "What do you put that down to?",
                    "Looking back, what caused that, as you see it?", "What could have made it go differently?")),
            Map.entry(Intent.EMOTIONS, List.of("How did that make you feel?", "How did you feel at that moment?",
                    "What feelings come up when you think back to that?", "How did that feel at the time?", // not
                    // "How did you feel about it afterwards?" (1 of 8 judged usable: "after what?")
                    "What was the strongest feeling in that moment?", "How do you feel about it now, looking back?")),
            Map.entry(Intent.OBSTACLES, List.of("What gets in the way of that?",
                    "What makes that difficult at times?", "What would make that easier for you?",
                    "What is the hardest part of that for you?")),
            Map.entry(Intent.CONTEXT, List.of("When and where does that usually happen?",
                    "What's going on around you when that happens?",
                    "What usually happens just before that?", "Could you tell me about the last time that came up?",
                    "What was going on for you the last time that came up?")),
            Map.entry(Intent.ALTERNATIVES, List.of("What else have you tried for that?",
                    "What did you do before that?", "If that weren't an option, what would you do instead?",
                    "What other ways of doing that have you considered?", "What would it take for you to switch?",
                    "How did you handle that before?")),
            // never "Which other option is most unlike that?" (1 of 9 judged usable: no clear "that")
            Map.entry(Intent.COMPARE, List.of("How does that compare with the other options you know?",
                    "Which of your options are alike in that way, and which are different?",
                    "What would the opposite of that be, for you?")), // not "Where would you draw the line there?" (0/3)
            Map.entry(Intent.LEARNING, List.of("What did you take away from that?",
                    "What would you do differently next time?", "Has that changed how you do things?",
                    "What would you tell a friend in the same situation?", "What did that teach you?",
                    "What do you do differently since then?")),
            Map.entry(Intent.RATE, List.of("Which of your options does best on that, and which does worst?",
                    "How do your options compare on that?", "Where would you put each of your options on that?")),
            Map.entry(Intent.IDEAL, List.of("What would the ideal look like for you?",
                    "How close is that to what you would ideally want?")),
            Map.entry(Intent.EXPECTATION, List.of("What had you expected there?",
                    "How did that compare with what you expected?", "Was that what you had expected?",
                    "What were you hoping for at that point?", "Did that surprise you, or was it what you expected?")));

    private static final Map<Intent, List<String>> NEGATIVE = Map.of(
            Intent.DEEPEN, List.of("What does that cost you?", "How does that affect you?",
                    "What do you do about that?"),
            Intent.EXPLORE, List.of("Apart from that, is there anything about {t} that puts you off?",
                    "Is there anything else about {t} that bothers you?"),
            Intent.OBSTACLES, List.of("What have you tried to do about that?", "How often does that happen?",
                    "What makes that so frustrating?"),
            Intent.CAUSE, List.of("Why do you think that happened?", "What do you think led to that?",
                    "Who or what do you hold responsible for that?"));

    private static final Map<Intent, List<String>> VALUE = Map.of(
            Intent.DEEPEN, MethodFit.MOVE_ON, // acknowledged, then on: never "Is that right?" (1/12 judged usable)
            Intent.CLARIFY, List.of("What does that mean to you, in your own words?",
                    "Could you give me an example of that in your life?"));

    private static final Map<Intent, List<String>> EVENT = Map.of(
            Intent.DEEPEN, List.of("What happened next?", "How did that affect you?", "What did you do right after that?",
                    "Where did things go from there?"),
            Intent.CAUSE, List.of("Why do you think that happened?", "What led up to that?"));

    /**
     * Questions about one occasion in the past ({@link Occasion}): the recurring wordings ("How often does that
     * happen?", "When and where does that usually happen?", "What gets in the way of that?") would ask a one-off as
     * if it kept happening, so these intents have wordings in the past tense, per kind where it matters.
     */
    private static final Map<Intent, List<String>> PAST_POSITIVE = Map.of(
            Intent.DEEPEN, List.of("What did that mean for you at the time?", "How did that affect you?",
                    "What difference did that make for you?", "Why did that matter to you?"),
            Intent.OBSTACLES, List.of("What difference did that make for you?",
                    "How did you feel about that at the time?"),
            Intent.CONTEXT, List.of("What else was happening in your life at the time?",
                    "What was going on around you at the time?", "What led up to that?"),
            Intent.STORY, List.of("Could you take me through that moment in a little more detail?",
                    "What exactly happened there, step by step?", "Who else was involved, and what did they do?"),
            Intent.CLARIFY, List.of("What do you mean by that?", "Could you say a little more about that?",
                    "What exactly happened there?"));

    private static final Map<Intent, List<String>> PAST_NEGATIVE = Map.of(
            Intent.DEEPEN, List.of("How did that affect you?", "What did that cost you, at the time?",
                    "What did you do about it?", "What made that so bad for you?"),
            Intent.OBSTACLES, List.of("What did you do about that?", "How did you deal with that at the time?",
                    "What made that so frustrating?"),
            Intent.CONTEXT, List.of("What else was happening in your life at the time?",
                    "What was going on around you at the time?", "What led up to that?"),
            Intent.STORY, List.of("Could you take me through that moment in a little more detail?",
                    "What exactly happened there, step by step?"),
            Intent.CLARIFY, List.of("What do you mean by that?", "Could you say a little more about that?",
                    "What exactly went wrong there?"));

    /**
     * After the respondent waved the focus away ({@link Dismissal}): accept it and ask what does matter, instead of
     * asking why it matters or when it happens.
     */
    static final List<String> DISMISSED = List.of("Fair enough. What does matter to you when it comes to {t}?",
            "What matters more to you about {t}, then?", "So what would make a real difference for you with {t}?");

    /**
     * A grid's rating question about the ideal the respondent has just described: how near each option comes to the
     * whole of it, not a ranking of the options on one part of it ("the speed of a phone call").
     */
    static final List<String> CLOSEST_TO_IDEAL = List.of("Which of your options comes closest to that ideal, and why?",
            "Of the options you know, which comes nearest to that, and what is it missing?");

    /**
     * After a feeling given in a word or two ({@link FeelingAnswer}): what made them feel that way, rather than how
     * it felt, another occasion "like that" or what gets in the way of it.
     */
    static final List<String> AFTER_FEELING = List.of("What made you feel that way?",
            "What was it that made you feel like that?");

    /**
     * The intents whose own question still fits after a feeling in a word: a ladder question whose answer is a
     * feeling has reached an end state ("What does that give you?" "Relief."), and "what happened next" moves the
     * story on. Every other intent (explore, revitalize, reflect ...) would change the subject or ask around the
     * feeling, so it asks what made them feel that way first.
     */
    private static final java.util.Set<Intent> KEEPS_OWN_QUESTION_AFTER_FEELING = java.util.EnumSet.of(
            Intent.DEEPEN, Intent.NEXT_STEP, Intent.CLOSING);

    /** Whether this intent's question is replaced by {@link #AFTER_FEELING} after a feeling answer. */
    static boolean asksAfterFeeling(Intent intent) {
        return !KEEPS_OWN_QUESTION_AFTER_FEELING.contains(intent);
    }

    /** Whether {@code question} already asked what made the respondent feel the way they said. */
    static boolean followsUpFeeling(String question) {
        if (question == null) {
            return false;
        }
        String q = question.strip();
        return AFTER_FEELING.contains(q) || q.startsWith("What made it so ");
    }

    /** The intents whose questions presume the focus matters to the respondent or keeps happening. */
    private static final java.util.Set<Intent> PRESUMING = java.util.EnumSet.of(Intent.DEEPEN, Intent.OBSTACLES,
            Intent.CONTEXT, Intent.EMOTIONS, Intent.CLARIFY, Intent.STORY, Intent.ALTERNATIVES);

    /** Whether a dismissed focus changes this intent's question ({@link #DISMISSED}). */
    static boolean presumesItMatters(Intent intent) {
        return PRESUMING.contains(intent);
    }

    /**
     * The questions about a focus that tells of one occasion in the past, for this intent and kind; {@code null} when
     * the intent's ordinary wordings already fit a one-off (cause, emotions, next step, expectation ...) or the kind
     * is a value.
     */
    static List<String> ofOccasion(Intent intent, FocusKind kind) {
        return switch (kind) {
            case NEGATIVE -> PAST_NEGATIVE.get(intent);
            case POSITIVE -> PAST_POSITIVE.get(intent);
            case EVENT -> EVENT.containsKey(intent) ? null : PAST_POSITIVE.get(intent);
            case VALUE -> null;
        };
    }

    /** The focus-free questions for this intent and kind (never empty). */
    static List<String> of(Intent intent, FocusKind kind) {
        Map<Intent, List<String>> table = switch (kind) {
            case NEGATIVE -> NEGATIVE;
            case VALUE -> VALUE;
            case EVENT -> EVENT;
            case POSITIVE -> POSITIVE;
        };
        List<String> out = table.get(intent);
        if (out == null) {
            out = POSITIVE.get(intent);
        }
        return out == null ? POSITIVE.get(Intent.EXPLORE) : out;
    }

    /** Every wording of this class (for the declaration check of {@link TemplateKinds}). */
    static List<String> all() {
        List<String> out = new java.util.ArrayList<>();
        for (Map<Intent, List<String>> table : List.of(POSITIVE, NEGATIVE, VALUE, EVENT, PAST_POSITIVE,
                PAST_NEGATIVE)) {
            table.values().forEach(out::addAll);
        }
        out.addAll(DISMISSED);
        out.addAll(AFTER_FEELING);
        out.addAll(CLOSEST_TO_IDEAL);
        return out;
    }

    /** Whether this intent has focus-free wordings (closing, reflect, revitalize and relate keep their own). */
    static boolean covers(Intent intent) {
        return POSITIVE.containsKey(intent);
    }
}
