package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Answer reading for a ladder, <b>what the answer already said about the focus</b> (issue 12, "asks what was just
 * answered"), in five general English readings a laddering moderator acts on:
 * <ul>
 *   <li>{@link #effect}: the focus is the subject of a verb of effect in the answer ("A broken zip means her books
 *       fall out in the rain, and then the teacher punishes her"): what it does has been said, so the ladder goes on
 *       from the furthest effect named (the clause after the last "and then", "then" or "so"), never "How does the
 *       broken zip affect you?"; so is a result the focus's own sentence goes on to give after a comma and "so"
 *       ("the vinegar ones cut through grease, so fried stuff doesn't sit heavy": laddered from "fried stuff doesn't
 *       sit heavy", never "Why does cutting through grease matter?"), when it tells of now, not of a step in a story
 *       ("so I rang them"), follows no caveat ("..., mind, so it's not all savings"), does not point back ("so I
 *       don't do that anymore") and no rung of {@link LadderRung#lastRung} comes after it in the answer;</li>
 *   <li>{@link #avoided}: the focus is named only as something lessened or gone ("so less of the panic", "no more
 *       queues", "fewer calls"; not a bare "less", "less likely" lessens no thing): what is valued is having less
 *       of it, never the thing itself ("What makes the panic important to you?");</li>
 *   <li>{@link #circumstance}: the focus is an existential clause ("there is no bus on that road"), a circumstance on
 *       the way rather than a consequence; a ladder climbs from where the answer ends ({@link #endClause});</li>
 *   <li>{@link #topReached}: a sentence of the answer is a terminal value in a word or two ("Self-respect, if you
 *       want the big word."), or the answer says it has come to the point of it all ("that's the whole point, isn't
 *       it?", "that's what it comes down to.", "That's the top of it for me."; not "that's the whole point gone"), or
 *       names a terminal value as what it amounts to ("..., that's self-respect, I guess."), or a sentence of it
 *       opens on a life goal said as what the respondent lives for ({@link #lifeGoal}: "To be needed.", "To be there
 *       for my children. Simple."): the ladder has reached its top, so no rung below it is asked about again;</li>
 *   <li>{@link #thwartedPlan}: a plan or expectation followed by a sentence that opens with "But" ("I thought I'd get
 *       an inspection. But it was $180 and they were booked out."): the difficulty has been told.</li>
 * </ul>
 * All readings are of the given text only, lower-cased, with typographic apostrophes folded.
 */
final class AnsweredRung {

    private static final Pattern EFFECT_VERB = Pattern.compile("^(?:s|es)?\\s+(?:means|meant|makes|made|leads to|"
            + "led to)\\s+(?!(?:that|it|this|sense|no|a difference|any)\\b)");
    /** Where a chain of effects goes one step further: the clause after the last such cue is the furthest. */
    private static final Pattern FURTHER = Pattern.compile(",?\\s+(?:and then|and so|then|so)\\s+(?=(?:the|my|our|"
            + "her|his|their|i|we|she|he|they|it)\\b)");
    private static final Pattern LESSENING = Pattern.compile("(?:\\bless of |\\bfewer |\\bno more |\\bnone of )"
            + "(?:the |that |those |all the |all that |my |our )?$");
    /** A result the focus's sentence goes on to give: "..., so fried stuff doesn't sit heavy". */
    private static final Pattern SO_AFTER = Pattern.compile("^[^.!?;]{0,60}?,\\s*(?:and )?so (?:that )?"
            + "(?!(?:you know|i mean|i guess|anyway|yeah)\\b)");
    /** The answer saying it has come to the point of it all, followed by a pause, not by "gone" or "of a holiday". */
    private static final Pattern WHOLE_POINT = Pattern.compile("\\b(?:that's|that is|it's|it is) (?:really |just )?"
            + "(?:the whole point|what it's all about|what it comes down to|all that matters|the top of it|the top of "
            + "the ladder|the bottom line|the root of it|as deep as it goes|as far as it goes)(?=\\s*(?:for me\\s*)?"
            + "(?:[,.!?]|$))");
    private static final Pattern EXISTENTIAL = Pattern.compile("^(?:there(?:'s| is| are| was| were)|there's) ");
    private static final Pattern PLAN = Pattern.compile("\\b(?:i|we) (?:thought (?:i|we)(?:'d| would| should)|"
            + "was going to|were going to|wanted to|planned to|meant to|tried to|figured (?:i|we)(?:'d| would))\\b");
    private static final Pattern TAIL = Pattern.compile("(?:,\\s*(?:you know|you see|i mean|really|like|eh|right))+"
            + "\\W*$|\\W+$");
    private static final Pattern SUBJECT_CLAUSE = Pattern.compile("^(?:she|he|they|i|we|it)(?:'s|'re|'m| is| are| am|"
            + " feels?| can| gets?) [a-z]");
    private static final int MAX_WORDS = 12;
    /** Words that may stand with a terminal value in a verbless sentence ("a sense of freedom", "peace of mind"). */
    private static final java.util.Set<String> TOP_FILLERS = java.util.Set.of("a", "sense", "of", "my", "our", "own",
            "real", "true", "just", "mind", "and", "inner", "personal", "financial", "basically", "really", "simply");

    /**
     * A life goal said as what the respondent lives for, at the start of a short sentence: being needed, being there
     * for one's own people, seeing them grow up. Its object is someone close (never "there for the bus").
     */
    private static final Pattern LIFE_GOAL = Pattern.compile("^(?:(?:and |i think |i guess |just |simply )?(?:to |"
            + "i want to |i wanna )?(?:be |being )?(?:needed(?=\\s*(?:[.,!?;]|$))|there for (?:(?:my|our|the) )?"
            + "(?:kids|children|family|grandkids|grandchildren|son|daughter|boys|girls|little ones|wife|husband|"
            + "partner|mum|mom|dad|parents))"
            + "|(?:to |i want to |i wanna )?(?:see|watch|seeing|watching) (?:them|my kids|my children|the kids|"
            + "the children|my grandkids|my grandchildren|my son|my daughter) grow up)\\b");
    /** A rung named as what it amounts to, ending its phrase: "that's self-respect, I guess", "I'd call it freedom." */
    private static final Pattern NAMED_TOP = Pattern.compile("\\b(?:that's|that is|it's|it is|i'd call it|you could "
            + "call it) (?:just |really |basically |simply |all about )?((?:a sense of |my |our |real |inner )?"
            + "[a-z-]+(?: of mind)?)(?=\\s*(?:[,.!?;]|$))");
    /** Words a life-goal sentence may run to ("I want to see them grow up, dance at their wedding, all this."). */
    private static final int LIFE_GOAL_WORDS = 14;

    private AnsweredRung() {
    }

    /**
     * Whether the text opens on a life goal (see {@link #LIFE_GOAL}), as a focus label ("be there for children") or
     * as a sentence of an answer of at most {@value #LIFE_GOAL_WORDS} words.
     */
    static boolean lifeGoal(String text) {
        if (text == null) {
            return false;
        }
        String t = norm(text).strip().replaceFirst("^(?:hmm+|well|yes|yeah|oh|ah)[.,!]?\\s+", "");
        return t.split("\\s+").length <= LIFE_GOAL_WORDS && LIFE_GOAL.matcher(t).find();
    }

    /** The furthest effect the answer says the focus has ("the teacher punishes her for a wet book"), or null. */
    static String effect(String answer, String quote) {
        if (answer == null || quote == null || quote.isBlank()) {
            return null;
        }
        String a = norm(answer);
        String q = norm(quote).strip();
        int at = a.indexOf(q);
        if (at < 0) {
            return null;
        }
        String own = answer.replace('\u2019', '\'');
        own = own.length() == a.length() ? own : a; // the respondent's capitals, where lower-casing kept the length
        String after = a.substring(at + q.length());
        Matcher m = EFFECT_VERB.matcher(after);
        if (!m.find()) {
            m = SO_AFTER.matcher(after);
            if (!m.find() || !LadderRung.resultTold(after.substring(0, m.end()),
                    after.substring(m.end(), Text.endAt(after, m.end(), ".!?;,")))) {
                return null; // no effect told; a story step, "so I rang them"; a caveat, "..., mind, so it's not ..."
            }
            String later = LadderRung.lastRung(answer);
            if (later != null && a.lastIndexOf(norm(later)) > at + q.length() + m.end()) {
                return null; // "..., so it's four bucks a week extra. For that I know where it comes from": that rung
            }
        }
        int end = Text.endAt(after, m.end(), ".!?;");
        String chain = after.substring(m.end(), end).strip();
        Matcher f = FURTHER.matcher(chain);
        int from = 0;
        while (f.find()) {
            from = f.end();
        }
        int start = at + q.length() + m.end() + (after.substring(m.end(), end).length()
                - after.substring(m.end(), end).stripLeading().length()) + from;
        String clause = own.substring(start, at + q.length() + end).strip();
        return clause.split("\\s+").length < 3 || clause.split("\\s+").length > MAX_WORDS + 4 ? null : clause;
    }

    /** The focus with what lessens it ("less of the panic"), when the answer names it only so; otherwise null. */
    static String avoided(String answer, String quote) {
        if (answer == null || quote == null || quote.isBlank()) {
            return null;
        }
        String a = norm(answer);
        String q = norm(quote).strip();
        int at = a.indexOf(q);
        if (at < 0 || a.indexOf(q, at + 1) >= 0) {
            return null; // named more than once: not only as something lessened
        }
        Matcher m = LESSENING.matcher(a.substring(Math.max(0, at - 24), at));
        return m.find() ? (m.group().strip() + " " + q).strip() : null;
    }

    /** Whether the focus is an existential clause ("there is no bus on that road"): a circumstance, not a rung. */
    static boolean circumstance(String quote) {
        return quote != null && EXISTENTIAL.matcher(norm(quote).strip()).find();
    }

    /**
     * The clause the answer ends on when it is a short statement about someone ("She's confident, you know?" gives
     * "she's confident"), or null.
     */
    static String endClause(String answer) {
        if (answer == null) {
            return null;
        }
        List<String> sentences = List.of(norm(answer).strip().split("(?<=[.!?])\\s+"));
        String last = TAIL.matcher(sentences.get(sentences.size() - 1)).replaceAll("").strip();
        int words = last.split("\\s+").length;
        return words >= 2 && words <= MAX_WORDS && SUBJECT_CLAUSE.matcher(last).find() ? last : null;
    }

    /** Whether a sentence of the answer opens with a terminal value in at most three words (see the class). */
    static boolean topReached(String answer) {
        if (answer == null) {
            return false;
        }
        if (WHOLE_POINT.matcher(norm(answer)).find()) {
            return true; // "that's the whole point, isn't it?"
        }
        Matcher amounts = NAMED_TOP.matcher(norm(answer));
        while (amounts.find()) {
            if (LexicalCues.namesEndState(amounts.group(1))) {
                return true; // "Being someone people can count on, that's self-respect, I guess."
            }
        }
        for (String sentence : norm(answer).strip().split("(?<=[.!?])\\s+")) {
            if (lifeGoal(sentence)) {
                return true; // "To be needed.", "I want to see them grow up, dance at their wedding"
            }
            String head = sentence.split("[,.;:!?\u2014]", 2)[0].strip();
            String[] words = head.split("\\s+");
            boolean named = false;
            boolean only = true;
            for (String w : words) {
                boolean end = LexicalCues.namesEndState(w);
                named |= end;
                only &= end || TOP_FILLERS.contains(w);
            }
            if (!head.isEmpty() && words.length <= 3 && named && only) {
                return true; // "Self-respect", "Peace of mind", not "Love it."
            }
        }
        return false;
    }

    /** Whether a plan or expectation is followed by a sentence that opens with "But" (see the class). */
    static boolean thwartedPlan(String answer) {
        if (answer == null) {
            return false;
        }
        String[] sentences = norm(answer).strip().split("(?<=[.!?])\\s+");
        for (int i = 0; i + 1 < sentences.length; i++) {
            if (PLAN.matcher(sentences[i]).find() && sentences[i + 1].startsWith("but ")) {
                return true;
            }
        }
        return false;
    }

    private static String norm(String s) {
        return s.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
    }
}
