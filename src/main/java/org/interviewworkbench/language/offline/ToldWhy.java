package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The laddering move's check for <b>a why already told</b> (issue 12, "asks what was just answered"), shared by every
 * method that asks why something matters or how it affects the respondent (means-end chain, jobs to be done,
 * repertory grid): when the answer that holds the focus already says why it matters or how it affects them, asking
 * "Why do the surprises matter to you?" or "How does that affect you?" asks for it again; a moderator climbs from the
 * higher rung the answer went on to give ("You said you want to know the real price before you click. What does that
 * give you, in the end?").
 *
 * <p>Contract: {@link #told} reads general English cues that an answer gives its why or its effect on the speaker:
 * <ul>
 *   <li>a reason or result connective: "because", "'cause", "since I/we", "that's why", "which means", "so that",
 *       "the reason";</li>
 *   <li>an effect on the speaker: "I hate / love / can't stand ...", "makes me / made me", "it / that feels ...";</li>
 *   <li>a statement that something matters to them ("That matters to me.", "That's important to me."), whose
 *       reason is the sentence before it;</li>
 *   <li>an answer that opens by echoing what it is about in a short question or fragment ("The merino? It's soft.
 *       ... Holds its shape.", "Why does it matter? Because ...", "Calm. It's the one thing ...", "Glass bottle, I
 *       guess. The plastic squeeze ones get that weird taste after a while.", "Lower bills, yes. ...") and goes on
 *       for two sentences or more, or for one of six words or more that adds no other point ("But also ..."): the
 *       rest of it explains the focus.</li>
 * </ul>
 * {@link #rung} then gives the clause to climb from, in the respondent's own words: the last sentence of the answer
 * (after that opening echo) that does not restate the focus, is no bare pointer ("I hate that.", "That matters to
 * me."), no question, no "because" clause, no step of a story ("I gave him half"), no denial ("it's not the
 * money") or refusal ("I would not pay that today"), no wish ("it'd ..."), no clause whose own why follows it ("I leave it at home because ..."), comes after
 * the sentence that holds the focus, and opens on a pronoun subject ("I'm buying from ...", "You look after what you
 * have", "It's the one thing ...", also after a short fronted phrase: "With these I can go till eleven") or on a
 * present-tense verb whose "it" was dropped ("Holds its shape after washing.", given back with "it"); only its first
 * clause (up to a comma, "and", "so" or "but") is kept, with leading discourse words ("Well,", "And", "I suppose")
 * and trailing hedges (", I suppose") removed. {@code null} when the answer tells no why or has no such clause, and
 * when the focus is itself the speaker's own reason ("Because I get to work without arriving drenched."): that reason
 * is the rung, laddered from as it is. {@link #affectTold} and {@link #AFTER_AFFECT}: when the effect on the speaker is
 * told and nothing above it, the value behind it is asked ("Why does that matter to you?"), never "How does that
 * affect you?". Stateless; reads only the given text.
 */
final class ToldWhy {

    private static final Pattern REASON = Pattern.compile("\\b(?:because|'cause|cos|since (?:i|we)|that's why|"
            + "which is why|which means|so that|the reason)\\b");
    private static final Pattern AFFECT = Pattern.compile("\\b(?:i|we) (?:really |just |absolutely )?(?:hate|love|"
            + "loathe|can't stand|can't bear|cannot stand)\\b|\\b(?:makes|made) (?:me|us)\\b|"
            + "\\b(?:it|that|this) (?:feels|felt)\\b");
    private static final Pattern MATTERS = Pattern.compile("(?:^|[.!?]\\s+)(?:and )?(?:that|this|it)(?:'s| is) "
            + "(?:really |very |quite )?(?:important|what matters)(?: to (?:me|us))?\\W*(?:$|\\s)|"
            + "(?:^|[.!?]\\s+)(?:and )?(?:that|this|it) (?:really )?(?:matters|counts) (?:to|for) (?:me|us)\\b");
    private static final Pattern LEAD = Pattern.compile("^(?:(?:well|and|so|oh|honestly|but|yeah|yes|no|look|"
            + "i mean|anyway|plus|also|i suppose|i guess|i think),?\\s+)+");
    private static final Pattern HEDGE = Pattern.compile("(?:,\\s*(?:i suppose|i guess|i think|you know|really|"
            + "honestly|kind of|sort of|i mean|like))+\\W*$");
    /** Where a sentence's first clause ends. */
    private static final Pattern CLAUSE_END = Pattern.compile(",|;|:|\\s(?:and|so|but|because|whereas)\\s|\u2014|"
            + "\\s-\\s");
    private static final Pattern PRONOUN_SUBJECT = Pattern.compile("^(?:i|i'm|i've|i'll|we|we're|we've|"
            + "you|you're|you've|you'll|it|it's|it'll)\\s+[a-z]|^(?:with|without|on|in|at|after|before|since|for|now) "
            + "(?:[a-z']+ ){0,2}?(?:i|we|you|it)(?:'m|'re|'s)? [a-z]");
    /**
     * A clause that tells a step of a story, not a rung ("I gave him half", "we never really knew", "I've been there
     * nineteen years"), or only denies ("it's not the money"): the subject, an adverb or two, then a past form.
     */
    private static final Pattern PAST_OR_DENIAL = Pattern.compile("^(?:i|we|you|it|he|she|they)(?:'ve| have| had)?"
            + "\\s+(?:(?:never|just|really|actually|always|still|only|also|then|once)\\s+)*(?:was|were|had|did|been|"
            + "knew|took|gave|went|got|came|made|said|told|thought|felt|saw|found|left|bought|ran|kept|sold|lost|"
            + "[a-z]+[^e\\W]ed)\\b|^(?:it|that)(?:'s| is|'s just| isn't| wasn't| was) not\\b|^(?:it|that) (?:isn't|wasn't)\\b");
    /** A clause that only says the speaker does not know ("I don't know", "I'm not sure"): nothing to climb from. */
    private static final Pattern UNSURE = Pattern.compile("^(?:i|we) (?:don't|do not|dunno|really don't|just don't)"
            + " (?:know|remember)\\b|^(?:i|we) (?:'m|am|are|'re)? ?not (?:sure|certain)\\b|^i (?:can't|cannot|couldn't) "
            + "(?:say|tell|remember|think)\\b|^(?:no idea|who knows|dunno)\\b|^i'm not sure\\b");
    /**
     * A refusal under a condition ("I would not pay that today", "I'd never buy one again"): what they would not do,
     * a remark on the offer, not a consequence they value.
     */
    private static final Pattern REFUSAL = Pattern.compile("^(?:i|we|you)(?:'d| would) ?(?:not|never)\\b|"
            + "^(?:i|we|you) wouldn't\\b");
    /** A sentence that opens as a reason ("Because then I know ..."): what it holds is the rung itself. */
    private static final Pattern REASON_FIRST = Pattern.compile("^(?:well,?\\s+|oh,?\\s+)?(?:because|'cause|cos)\\b");
    /** A second sentence that adds another point rather than explaining the first ("But also ...", "Plus ..."). */
    private static final Pattern ANOTHER = Pattern.compile("^(?:(?:and|but) )?(?:also|plus|oh,? and|as well)\\b");
    /** Words trailing an echo that only agree ("Lower bills, yes."). */
    private static final Pattern AGREE_TAIL = Pattern.compile("(?:,\\s*(?:yes|yeah|yep|right|exactly|definitely|"
            + "of course|sure))+\\W*$");
    /** A reason given as a clause of the speaker's own ("Because I get to work dry"): itself the rung to climb from. */
    private static final Pattern OWN_REASON = Pattern.compile("^(?:well,?\\s+)?(?:because|'cause|cos) (?:i|we|it)"
            + "(?:'m|'re|'s)?\\b");
    /** "Holds its shape ...": a present-tense verb opening a sentence, its "it" dropped, with its object after it. */
    private static final Pattern DROPPED_IT = Pattern.compile("^[a-z]+[^su\\W]s\\s+(?:its|the|a|an|my|me|us|you|her|"
            + "him|them|up|out|on|off|together)\\b");
    /** A sentence that only points back ("I hate that.", "That matters to me.", "That's why."). */
    private static final Pattern POINTER = Pattern.compile("^(?:that|this|which)\\b|\\b(?:that|this|it)$");
    private static final int MIN_WORDS = 3;
    private static final int MAX_WORDS = 14;
    private static final int ECHO_WORDS = 4;
    /** How far into an own reason the focus may start and still be that reason's main clause. */
    private static final int OWN_REASON_REACH = 12;

    private ToldWhy() {
    }

    /** Whether {@code answer} already tells why the focus matters or how it affects the speaker (see the class). */
    static boolean told(String answer, String quote) {
        if (answer == null || answer.isBlank()) {
            return false;
        }
        String a = norm(answer);
        List<String> said = sentences(a);
        return REASON.matcher(a).find() || AFFECT.matcher(a).find() || MATTERS.matcher(a).find()
                || echoes(said, quote) && (said.size() >= 3 || said.size() == 2 && words(said.get(1)) >= 6
                && !ANOTHER.matcher(said.get(1)).lookingAt());
    }

    /**
     * The clause to climb from, in the respondent's words (see the class), when {@link #told}; otherwise, or when no
     * sentence qualifies, {@code null}.
     */
    static String rung(String answer, String quote) {
        if (!told(answer, quote)) {
            return null;
        }
        String own = answer.strip().replace('\u2019', '\'');
        List<String> said = sentences(own);
        int from = echoes(sentences(norm(answer)), quote) ? 1 : 0;
        String q = quote == null ? "" : norm(quote).strip();
        for (int i = 0; i < said.size() && !q.isEmpty(); i++) {
            String n = norm(said.get(i));
            int at = n.indexOf(q);
            if (at >= 0) {
                java.util.regex.Matcher reasoned = OWN_REASON.matcher(n);
                if (reasoned.lookingAt() && at <= reasoned.end() + OWN_REASON_REACH && !FocusKind.troubled(n)) {
                    return null; // "Because I get to work without arriving drenched": the reason is the rung
                }
                from = Math.max(from, i + 1); // the ladder climbs from what comes after the focus
                break;
            }
        }
        for (int i = said.size() - 1; i >= from; i--) {
            String clause = clause(said.get(i));
            if (clause == null) {
                continue;
            }
            String c = norm(clause);
            if (!q.isEmpty() && (c.contains(q) || norm(said.get(i)).contains(q))) {
                continue; // the focus restated: what is asked about, not above it
            }
            return clause;
        }
        return null;
    }

    /**
     * Whether the answer tells the focus's why in one point, with no clause to climb from: {@link #told}, no
     * {@link #rung}, two sentences, the focus in the first and not in the second, and the first not itself a reason
     * ("Because then I know there's real heat in it.", whose focus is the rung to ask about). "Glass bottle, I guess. The plastic squeeze ones get that weird taste after a while."
     * has said why the bottle matters; a moderator asks "Why does that matter to you?" of the reason, never "What
     * makes the bottle important to you?" again.
     */
    static boolean toldInOnePoint(String answer, String quote) {
        if (!told(answer, quote) || rung(answer, quote) != null || quote == null || quote.isBlank()) {
            return false;
        }
        List<String> said = sentences(norm(answer));
        String q = norm(quote).strip();
        return said.size() == 2 && said.get(0).contains(q) && !said.get(1).contains(q)
                && !REASON_FIRST.matcher(said.get(0)).lookingAt();
    }

    /** After a why told in one point ({@link #toldInOnePoint}): the why of that reason, pointed at as "that". */
    static final List<String> AFTER_ONE_POINT = List.of("And why does that matter to you?",
            "And why is that important to you?");

    /** After an effect on the speaker already told ("I hate that."): the value behind it, not how it affects them. */
    static final List<String> AFTER_AFFECT = List.of("Why does that matter to you?", "Why is that important to you?");

    /** Whether the answer tells how something affects the speaker ("I hate that.", "it makes me ...", "it feels"). */
    static boolean affectTold(String answer) {
        return answer != null && AFFECT.matcher(norm(answer)).find();
    }

    /**
     * The ladder questions to ask from the rung: {@code ladder} without those asking why it matters or is important
     * when the answer has just said that it matters ("That matters to me."), unless none would be left.
     */
    static List<String> questions(String answer, List<String> ladder) {
        if (answer == null || !MATTERS.matcher(norm(answer)).find()) {
            return ladder;
        }
        List<String> left = ladder.stream().filter(q -> !q.contains("matter") && !q.contains("important")).toList();
        return left.isEmpty() ? ladder : left;
    }

    /** The first clause of a sentence when it may be climbed from (see the class), or {@code null}. */
    private static String clause(String sentence) {
        String s = sentence.strip();
        if (s.endsWith("?")) {
            return null;
        }
        s = s.replaceAll("[.!…]+$", "").strip();
        java.util.regex.Matcher lead = LEAD.matcher(norm(s));
        s = lead.find() ? s.substring(lead.end()) : s;
        java.util.regex.Matcher end = CLAUSE_END.matcher(s);
        s = end.find() ? s.substring(0, end.start()) : s;
        java.util.regex.Matcher hedge = HEDGE.matcher(norm(s));
        s = (hedge.find() ? s.substring(0, hedge.start()) : s).strip();
        String n = norm(s);
        int words = n.isEmpty() ? 0 : n.split("\\s+").length;
        if (words < MIN_WORDS || words > MAX_WORDS || n.startsWith("because") || POINTER.matcher(n).find()
                || PAST_OR_DENIAL.matcher(n).find() || UNSURE.matcher(n).find() || REFUSAL.matcher(n).find()
                || norm(sentence).contains(n + " because")) {
            // a story step, a denial, not knowing, or a clause whose own why is told ("I leave it at home because")
            return null;
        }
        if (PRONOUN_SUBJECT.matcher(n).find()) {
            return s;
        }
        return DROPPED_IT.matcher(n).find() ? "it " + n.charAt(0) + s.substring(1) : null;
    }

    /** Whether the answer opens with a short question or fragment that echoes what it is about. */
    private static boolean echoes(List<String> sentences, String quote) {
        if (sentences.size() < 2) {
            return false;
        }
        String first = sentences.get(0).strip();
        String bare = AGREE_TAIL.matcher(first.replaceAll("[.!]+$", "")).replaceFirst("");
        java.util.regex.Matcher hedge = HEDGE.matcher(bare);
        String words = (hedge.find() ? bare.substring(0, hedge.start()) : bare).replaceAll("[^a-z' ]", " ").strip();
        int count = words.isEmpty() ? 0 : words.split("\\s+").length;
        if (count == 0) {
            return false;
        }
        String q = quote == null ? "" : norm(quote).strip();
        if (first.endsWith("?") && count <= ECHO_WORDS + 1 && (words.startsWith("why ") || holds(words, q))) {
            return true; // "The merino?", "Why does it matter?"; not "Sorry, what was the question?"
        }
        return count <= 2 && !q.isEmpty() && (words.contains(q) || q.contains(words)); // "Calm."
    }

    /** Whether the echo names the focus: a word of four letters or more shared with the quote. */
    private static boolean holds(String echo, String quote) {
        for (String w : quote.split("\\W+")) {
            if (w.length() >= 4 && java.util.Arrays.asList(echo.split("\\s+")).contains(w)) {
                return true;
            }
        }
        return false;
    }

    private static int words(String sentence) {
        String w = sentence.replaceAll("[^a-z' ]", " ").strip();
        return w.isEmpty() ? 0 : w.split("\\s+").length;
    }

    private static List<String> sentences(String text) {
        List<String> out = new ArrayList<>();
        for (String s : text.strip().split("(?<=[.!?])\\s+")) {
            if (!s.isBlank()) {
                out.add(s.strip());
            }
        }
        return out;
    }

    private static String norm(String s) {
        return s.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
    }
}
