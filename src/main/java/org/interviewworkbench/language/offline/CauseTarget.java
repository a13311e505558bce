package org.interviewworkbench.language.offline;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Story telling, <b>what a question about causes may be asked of</b>. In an incident walk, "Why do you think that
 * happened?", "What do you think led to that?" or "Who or what do you hold responsible for that?" asks the
 * respondent's attribution for something that went right or wrong in the incident. Said back after one of the
 * respondent's own clauses, two kinds of clause are no such thing:
 * <ul>
 *   <li>{@link Target#FEELING}, a state of mind of their own ("You said you were worried about your son already.",
 *       "you felt awful"): a worry or a feeling is not something to hold anyone responsible for; the walk moves on
 *       (the caller decides to what);</li>
 *   <li>{@link Target#OWN_DOING}, something they do or did by choice ("you don't lend your car now", "you rang the
 *       council", "you always check the label now", "you still lend it"): their own decision did not "happen", so they are asked what
 *       made them decide to do it ({@link OwnAction#DECIDED}), with their clause still said back.</li>
 * </ul>
 * A clause of what befell them ("you got a fine", "you lost the receipt", "you missed the train") keeps the cause
 * question. General English cues only. Stateless.
 */
final class CauseTarget {

    /** What a said-back clause before a cause question is. */
    enum Target { FEELING, OWN_DOING }

    /** "You said you ... . <cause question>": the clause and the question. */
    private static final Pattern SAID_THEN_WHY = Pattern.compile("^(you (?:said|mentioned)(?: that)? (you\\b[^?]*?)[.!]) "
            + "((?:why do you think|what do you think led|who or what do you hold|what do you put|looking back, what caused|"
            + "what led up to|what caused)[^?]*\\?)$");
    /** A state of mind of the respondent's own: "you were worried", "you felt ...", "you were scared stiff". */
    private static final Pattern STATE_OF_MIND = Pattern.compile("^you (?:(?:still|just|also) )?(?:were|was|felt|feel|are|'re|got|get)"
            + " (?:(?:so|very|really|a bit|quite|already|just|still|that|all|sort of|kind of) )*([a-z]+)\\b");
    /** A feeling named after "you were ...": the feeling words, and a few words of worry and upset. */
    private static final Pattern WORRY = Pattern.compile("worried|upset|nervous|anxious|scared|afraid|frightened|"
            + "stressed|distracted|preoccupied|panicking|panicked|shaken|shaking|angry|furious|sad|tired|exhausted");
    /** A habit of their own, now or given up: "you don't ...", "you always ...", "you no longer ...". */
    private static final Pattern HABIT = Pattern.compile("^you (?:(?:just|now|also) )?(?:don't|do not|no longer|never|"
            + "always|only|won't|will not|make sure|check|let|save|send|ask|take|use|write|read|refuse|avoid|"
            + "stopped|started|decided|chose)\\b"
            + "|^you still (?!(?:have|had|get|got|feel|felt|think|know|need|want|wonder|worry|remember|can't|don't know|"
            + "are|were|was|'re)\\b)[a-z]+\\b"); // "you still sell things": a habit kept up

    private CauseTarget() {
    }

    /** What the clause said back before the cause question in {@code question} is, when it is one of the kinds. */
    static Optional<Target> of(String question) {
        Matcher m = SAID_THEN_WHY.matcher(StoryCues.normal(question).strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        String clause = m.group(2);
        Matcher state = STATE_OF_MIND.matcher(clause);
        if (state.find() && (FeelingAnswer.FEELINGS.contains(state.group(1)) || WORRY.matcher(state.group(1)).matches())) {
            return Optional.of(Target.FEELING);
        }
        String asFirstPerson = "i" + clause.substring(3);
        return HABIT.matcher(clause).find() || OwnAction.told(asFirstPerson) ? Optional.of(Target.OWN_DOING)
                : Optional.empty();
    }

    /**
     * {@code question} asked of the respondent's own doing: the clause said back as it was, then what made them
     * decide; {@code null} when the clause is no doing of theirs.
     */
    static String decided(String question) {
        if (of(question).orElse(null) != Target.OWN_DOING) {
            return null;
        }
        int end = question.indexOf(". ");
        return end < 0 ? null : question.substring(0, end + 2) + OwnAction.DECIDED.get(0);
    }
}
