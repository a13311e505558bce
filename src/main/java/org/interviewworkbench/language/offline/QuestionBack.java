package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * What a moderator says when the respondent has asked a question of their own ("Is it pet-safe, though?", "What if it
 * rains, do the pills get wet?", "Would it work on a Kindle?"). Contract: the moderator stays neutral (never answers
 * for the product) and turns the question back, asking what the answer would have to be for them, so the concern is
 * explored in the respondent's terms instead of being skipped or laddered as if it were a benefit.
 *
 * <p>A question counts only when it is a real one put to the interviewer: a sentence ending in a question mark that
 * opens with an auxiliary ("is", "would", "do", ...), "what if" or "what happens", has at least three words and a
 * subject that is not the respondent ("Would I use it again? Yes." asks themselves; "What if I ring and it's full?" and
 * "What if your phone dies in the queue?" voice a worry of their own), is no tag ("..., doesn't it?", "..., you
 * know?") and no run of guesses about their own things ("Is it the tumble dryer, is it my son's gaming PC?") nor
 * delight put as a question ("Where was this two years ago?"); also
 * a question word with an auxiliary and such a subject ("How do they pay for it, then?", a doubt about
 * believability), and a statement about the offer said as a question
 * ("It actually comes to your house?": one clause of four words or more, opening on "it", "they", "you", "there",
 * "that" or "this")
 * and is not answered in the next sentence ("Probably, yes.") nor settled by the answer's own last sentence, what the
 * respondent would do ("Where would the dog be? ... I'd run it in the morning, more like."); an interjection before it
 * ("Wait, is it ...?", "Oh, does it ...?") is passed over. Echoes of one or two words ("Honestly?", "For free?")
 * and "why" complaints ("why can't they all do it like this?") are not questions to answer. An echo of the card said
 * as a question beside it ("₦1,500 every month? Is it for each child or for both?") gives no reason for asking. This
 * reading is for a test of a stimulus (a methodology whose opening asks for reactions); in a story, a ladder or a grid
 * most questions are rhetorical ("Is that weird?") or about the interview, and {@link QuestionBackElsewhere}
 * acknowledges only those put to the interviewer at the end of the answer, before the method's own question.
 * {@link #question} returns {@code null} when the answer has no such question, or when the question is a side query
 * after a reaction wholly in favour ({@link SideQuery}): in a concept test that element has had its reaction, and
 * turning the query back would ask about it again, so the test goes on to the card's other parts; so it does, in a
 * concept test, after a wish or a check put as a question and given with its reason, with no doubt anywhere in the
 * answer ("Could it do Sundays? Everybody's out on the step anyway.", "Is the £5.50 for everything? Because if so
 * that's cheaper than my day ticket."): "what would you need to feel sure about it?" asks about a doubt never voiced
 * (blind round 65: "he hadn't expressed doubt").
 * A turn-back already asked word for word among the recent questions is not asked again: the question is then
 * noted the same way. Either way the question is acknowledged ({@link NotedQuery}), never ignored.
 */
final class QuestionBack {

    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s+");
    private static final Pattern WORD = Pattern.compile("[a-z0-9']+");
    private static final Set<String> OPENERS = Set.of("is", "are", "was", "were", "do", "does", "did", "will",
            "would", "can", "could", "should", "has", "have");
    private static final Set<String> OWN_SUBJECTS = Set.of("i", "we", "i'd", "we'd", "i'll", "we'll");
    /** "Do you know what I mean?", "Does that make sense?", "Is that what you wanted?": talk about the talk. */
    private static final Pattern ABOUT_THE_TALK = Pattern.compile("^(?:(?:or|and|but)\\s+)?(?:\\w+\\s+you\\b|"
            + "(?:does|did|is|was|would|will) (?:that|this|it) (?:make sense|help|answer|what you|enough|ok|okay|"
            + "alright|all right|clear|useful|the sort of)|(?:is|was) (?:that|this) (?:right|it)\\?)");
    private static final Pattern TAG = Pattern.compile(",\\s*(?:is|isn't|are|aren't|was|wasn't|do|don't|does|"
            + "doesn't|did|didn't|will|won't|would|wouldn't|can|can't|could|couldn't|have|haven't|has|hasn't)"
            + "(?:\\s+(?:it|they|he|she|you|we|i|there|that))?\\s*\\?$"
            // a tag asking for agreement: "it's a park, you know?", "... for the kids, right?"
            + "|,\\s*(?:you know|right|yeah|no|eh|innit|ok|okay)\\s*\\?$");
    /** Delight put as a question: "Where was this two years ago?", "Why didn't anyone think of this before?". */
    private static final Pattern RHETORICAL = Pattern.compile("^(?:(?:and|but|so|honestly|seriously),?\\s+)?"
            + "(?:where (?:was|were|has|have) (?:this|that|it|they|you)(?: been)?\\b|"
            + "why (?:didn't|did no|has no|hasn't) (?:anyone|anybody|one|someone|somebody) |"
            + "what's not to (?:like|love)\\b|"
            + "who (?:wouldn't|doesn't) (?:want|like|love)\\b)");
    /**
     * Alternatives guessed at in a row about the respondent's own things ("Is it the tumble dryer, is it my son's
     * gaming PC, is it the fish tank heater?"), not about the offer ("is it a bank account, is it in someone's name?").
     */
    private static final Pattern GUESSES = Pattern.compile("^(?:(?:and|but|so)\\s+)?(is|was) (it|that|this)\\b[^?]*,"
            + "\\s*\\1 \\2\\b(?=[^?]*\\b(?:my|our)\\b)");
    private static final Pattern ANSWERED = Pattern.compile("^(?:yes|yeah|yep|no|nope|probably|maybe|definitely|"
            + "absolutely|of course|not really|perhaps|either way|i doubt it|who knows|no idea)\\b");
    /** An interjection before a question ("Wait, is it twenty percent on everything?"): the question follows it. */
    private static final Pattern LEAD = Pattern.compile("^(?:wait|oh|so|well|okay|ok|sorry|hang on|hmm+|hm|um+|"
            + "actually|right)\\s*,\\s*");
    /** A closing sentence saying what they would do ("I'd run it in the morning"), not what they would want to know. */
    private static final Pattern SETTLED = Pattern.compile("^(?:and |but |so )?(?:i|we)(?:'d| would|'ll| will)\\s+"
            + "(?:probably |just |rather |only )?(?!(?:want|need|like|love|have|ask|wonder|hope|worry|check|be|not|"
            + "never|say|think|guess|imagine)\\b)\\w+");
    private static final int MIN_WORDS = 3;
    /** A sentence of this many words or fewer beside the question adds no reason ("Just wondering."). */
    private static final int ASIDE_WORDS = 3;

    /**
     * Asked when the respondent has said why the question matters to them (so "what makes you ask?" or "what would you
     * hope?" is already answered): what it would take for them to be sure. Never "what would you want to know about
     * that?": their question has just said what they want to know (0 of 2 accepted by the blind judges).
     */
    static final List<String> WITH_REASON = List.of(
            "That's a fair question. What would you need to see or hear to feel sure about it?");
    /** Asked when the question stands alone: what lies behind it is not said yet. */
    static final List<String> ALONE = List.of(
            "Good question. What makes you ask?",
            "That's a fair question. What would you hope the answer is?");

    private QuestionBack() {
    }

    /** The moderator's turn-back after a question of the respondent's own, or {@code null} when there is none. */
    static String question(FollowUpRequest request) {
        String answer = request.lastAnswer();
        if (answer == null || answer.isBlank()) {
            return null;
        }
        if (!"reaction".equals(QuestionComposer.openingStyle(request.methodology()))) {
            return null; // acknowledged before the method's own question (QuestionBackElsewhere)
        }
        String[] sentences = SENTENCE_END.split(answer.strip());
        int asked = askedAt(sentences);
        if (asked < 0) {
            return null;
        }
        boolean card = request.concept() != null && request.concept().hasElements();
        if (SideQuery.asked(sentences, asked) && card) {
            return null; // "The swapping, definitely. ... Does it have to be the same brand?": on to the card's rest
        }
        boolean reason = false;
        for (int i = 0; i < sentences.length; i++) {
            if (i != asked && words(sentences[i]).size() > ASIDE_WORDS && !sentences[i].strip().endsWith("?")) {
                reason = true;
            }
        }
        if (reason && card && !SideQuery.doubts(sentences)) {
            // a wish or a check given with its reason and no doubt to be sure of: "Could it do Sundays? ... you'd
            // sell out", "Is the £5.50 for everything? Because if so ..." ("he hadn't expressed doubt")
            return null;
        }
        List<String> variants = reason ? WITH_REASON : ALONE;
        long h = Text.mix(request.seed(), Text.hash(answer), variants.size());
        // a turn-back already asked word for word is not asked again (blind round 39: "repeats Q5's stock sentence
        // word for word"): the question is noted and the test goes on (NotedQuery)
        return VariantChooser.fresh(new ArrayList<>(variants), Text.pick(h, variants.size()),
                Math.max(0, request.attempt()), request.recentQuestions());
    }

    /**
     * Whether the last answer of a concept test with stimulus elements puts a question to the interviewer that
     * {@link #question} does not turn back (a side query, a wish with its reason): it is acknowledged, not ignored.
     */
    static boolean noted(FollowUpRequest request) {
        String answer = request.lastAnswer();
        return answer != null && !answer.isBlank() && request.concept() != null && request.concept().hasElements()
                && "reaction".equals(QuestionComposer.openingStyle(request.methodology()))
                && askedAt(SENTENCE_END.split(answer.strip())) >= 0 && question(request) == null;
    }

    /** The first sentence that is a question put to the interviewer and not answered next, or -1. */
    private static int askedAt(String[] sentences) {
        for (int i = 0; i < sentences.length; i++) {
            if (putToInterviewer(sentences[i]) && !answeredNext(sentences, i) && !settled(sentences, i)) {
                return i;
            }
        }
        return -1;
    }

    static boolean putToInterviewer(String sentence) {
        String s = LEAD.matcher(sentence.strip().toLowerCase(Locale.ROOT).replace('’', '\'')).replaceFirst("");
        if (!s.endsWith("?") || TAG.matcher(s).find() || ABOUT_THE_TALK.matcher(s).find()
                || GUESSES.matcher(s).find() || RHETORICAL.matcher(s).find()) {
            return false;
        }
        List<String> w = words(s);
        if (w.size() < MIN_WORDS) {
            return false;
        }
        if (w.get(0).equals("or")) {
            return false; // "Or was it six?": correcting themselves
        }
        int start = w.get(0).equals("and") || w.get(0).equals("but") ? 1 : 0;
        String first = w.get(start);
        if (first.equals("what") && start + 1 < w.size()) {
            String next = w.get(start + 1);
            // "What if I ring and ...", "what if your phone dies in the queue?": a worry of their own, a generic "you"
            boolean own = start + 2 < w.size() && (OWN_SUBJECTS.contains(w.get(start + 2))
                    || next.equals("if") && Set.of("you", "your").contains(w.get(start + 2)));
            return next.equals("if") && !own || next.equals("happens") || next.equals("happened");
        }
        if (WH.contains(first) && start + 2 < w.size()) { // "How do they pay for it, then?"
            return OPENERS.contains(w.get(start + 1)) && !OWN_SUBJECTS.contains(w.get(start + 2));
        }
        if (STATED_SUBJECTS.contains(first) && w.size() - start >= 4 && !OPENERS.contains(w.get(start + 1))
                && !s.contains(",") // one plain clause: "It just works, you know what I mean?" asks nothing
                && !(first.equals("you") && Set.of("know", "see", "mean", "get").contains(w.get(start + 1)))) {
            return true; // "It actually comes to your house?": a statement about the offer put as a question
        }
        return OPENERS.contains(first) && start + 1 < w.size() && !OWN_SUBJECTS.contains(w.get(start + 1));
    }

    /** Question words of a question about the offer ("how", "who", "when", "where"), asked with an auxiliary. */
    private static final Set<String> WH = Set.of("how", "who", "when", "where", "which");
    /** Subjects of a statement about the offer said with a question mark ("It comes to your door?"). */
    private static final Set<String> STATED_SUBJECTS = Set.of("it", "they", "you", "there", "that", "this", "it'll",
            "they'll", "you'd", "you'll");

    /**
     * Whether the answer ends, after the question at {@code i}, on what the respondent would do themselves ("Where
     * would the dog be? And we get foxes. I'd run it in the morning when the kids are at school, more like."): she has
     * settled her own question, and turning it back would go over it again.
     */
    private static boolean settled(String[] sentences, int i) {
        String last = sentences[sentences.length - 1].strip().toLowerCase(Locale.ROOT).replace('’', '\'');
        return sentences.length - 1 > i && !last.endsWith("?") && SETTLED.matcher(last).find();
    }

    private static boolean answeredNext(String[] sentences, int i) {
        return i + 1 < sentences.length
                && ANSWERED.matcher(sentences[i + 1].strip().toLowerCase(Locale.ROOT)).find();
    }

    private static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        var m = WORD.matcher(s.toLowerCase(Locale.ROOT));
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }
}
