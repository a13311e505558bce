package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.interviewworkbench.language.offline.TypeClassifier.Cue;

/**
 * Answer reading, <b>role</b>: what a clause does for the respondent, read from closed lists of general English cues
 * before a concept is typed or a question template is chosen (issue 12). A clause is
 * <ul>
 *   <li>a {@link #WISH}: "I wish ...", "if only ...", "ideally ...", "in an ideal world", "that's the dream", "I'd like them to ...", "I would love it if ...", "it would be
 *       nice/good/great if ...", "they should ...", or an imperative addressed to the provider at the start of the
 *       clause, after discourse words ("just tell me", "please send us", "oh, and fix the lift");</li>
 *   <li>a {@link #VERDICT}: the respondent sums it up ("Mixed.", "mixed feelings", "worth it", "not worth it", "worth
 *       every penny", "I'd do it again", "never again", "I wouldn't recommend it", "on balance", "all in all",
 *       "no regrets");</li>
 *   <li>a {@link #COMPLAINT}: a word or phrase of grievance that is not negated or lessened ("embarrassing",
 *       "annoying", "the worst part", "a hassle", "a rip-off", "fed up with", "what bugs me");</li>
 *   <li>{@link #NONE} otherwise. A wish wins over a verdict, a verdict over a complaint ("I wish it weren't so
 *       annoying" is a wish; "not worth the hassle" is a verdict).</li>
 * </ul>
 * Separately, {@link #bareAmount} tells a phrase that only names an amount or a price ("about forty quid", "two
 * hundred dollars a month", "sixty grand-ish", "£30 a week"): never a concept label nor the focus of a question, while
 * the quote around it may keep it.
 *
 * <p>The role then (a) adds typing cues ({@link #addCues}: a wish is an expectation or a wanted gain, a complaint a
 * pain, a verdict a rating or a conclusion), so the ontology's fitting type wins where the methodology has one, and
 * (b) chooses the wording ({@link #questions}): a wish is asked what it would change or what would make it possible,
 * never what happened before it; a verdict what tipped it either way; a complaint gets the questions of a pain.
 */
enum AnswerRole {
    WISH, VERDICT, COMPLAINT, NONE;

    private static final Pattern WISH_CUES = Pattern.compile("(?i)\\b(?:i|we) (?:just )?wish\\b|\\bif only\\b"
            + "|\\b(?:i|we)(?:'d| would) (?:really )?(?:like|love|prefer|want)\\b"
            + "|\\b(?:i|we)(?:'d| would) rather (?:they|you|it|someone)\\b"
            + "|\\b(?:it|that)(?:'d| would) be (?:so |really |much )?(?:nice|good|great|lovely|helpful|better|ideal"
            + "|brilliant|handy|useful) (?:if|to)\\b"
            + "|\\b(?:i|we) want(?:ed)? (?:them|you|someone|somebody|it) to\\b"
            + "|\\b(?:they|someone|somebody|it) (?:really )?(?:should|ought to)(?: just)? (?!have\\b)"
            + "|\\bi(?:'m| am) hoping (?:they|you|it|someone)\\b|\\bwhat i(?:'d| would) want is\\b"
            + "|^\\W*ideally\\b|\\bin an? (?:ideal|perfect) world\\b"
            + "|\\b(?:that|this)(?:'s| is|'d be| would be) (?:the|my|our) (?:dream|ideal|hope|wish)\\b"
            + "|\\b(?:the|my|our) dream (?:is|would be)\\b");
    /** An imperative to whoever provides the service, at the start of the clause ("just text me"). */
    private static final Pattern IMPERATIVE = Pattern.compile("(?i)^(?:(?:oh|so|and|but|also|yeah|look|honestly|"
            + "seriously|plus|then)\\b,? )*(?:please,? )?(?:just )?(?:don't (?:make|send|call|ask|keep) (?:me|us)"
            + "|(?:tell|text|call|ring|email|e-mail|message|phone|send|give|show|warn|remind|notify|update|ask|pay"
            + "|refund|answer|help) (?:me|us|people|customers|the customer|parents|patients)"
            + "|(?:sort|fix|change|bring|open|add|drop|lower|stop|make|hire|train|simplify|shorten|extend"
            + "|scrap|replace|refund|answer|pay) (?:out )?(?:the|that|this|those|these|your|their|it|them|some|more"
            + "|a|an|out)\\b"
            + "|let (?:me|us) (?!think|see|explain|check|say|put|guess|be clear)\\w+"
            + "|put it (?:online|in writing|in the app))\\b");
    private static final Pattern VERDICT_CUES = Pattern.compile("(?i)^\\W*mixed\\W*$|\\bmixed (?:feelings|bag)\\b"
            + "|\\b(?:is|was|it's|wasn't|isn't|not|totally|definitely|well|so|still|more than|be) worth it\\b"
            + "|^\\W*(?:not )?worth it\\b|\\bworth every (?:penny|cent)\\b|\\bnot worth (?:the|it)\\b"
            + "|\\b(?:i|we)(?:'d| would)(?:n't| not)? (?:do|go|buy|use|book|pay|try|choose|pick|stay|fly|eat|shop"
            + "|order|hire|visit)\\b(?: [a-z']+){0,3}? again\\b"
            + "|\\b(?:i|we)(?:'d| would)(?:n't| not)? recommend\\b|\\bnever again\\b|\\bon balance\\b|\\ball in all\\b"
            + "|\\bno regrets\\b|\\bmoney well spent\\b|\\bhonestly,? (?:glad|happy) (?:i|we) did\\b"
            + "|\\b(?:glad|happy) (?:i|we) did (?:it|that)\\b|\\boverall,? (?:it was |it's )?(?:good|fine|okay|ok|great"
            + "|positive|negative|bad|decent)\\b");
    /** Words of grievance: a stem that starts a word (closed, general English). */
    private static final List<String> COMPLAINT_WORDS = List.of("embarrass", "humiliat", "annoy", "irritat", "infuriat",
            "maddening", "frustrat", "ridiculous", "absurd", "outrageous", "disgrace", "shambolic", "useless",
            "pointless", "unacceptable", "insulting", "patronis", "patroniz", "rip-off", "ripoff", "hassle", "faff",
            "nightmare", "stressful", "exhausting", "tedious", "unfair", "awkward", "degrading", "shameful");
    private static final Pattern COMPLAINT_PHRASES = Pattern.compile("(?i)\\bthe worst (?:part|thing|bit)\\b"
            + "|\\bwhat (?:gets|bugs|annoys|irks|kills) me\\b|\\bfed up\\b|\\b(?:sick|tired) of\\b|\\blet (?:me|us) down\\b"
            + "|\\ba (?:pain|joke|con|scam)\\b|\\brip(?:ped)? off\\b|\\bdaylight robbery\\b|\\bwaste of (?:time|money)\\b"
            + "|\\bthe (?:problem|trouble|downside|catch) (?:is|was)\\b|\\bdrives? (?:me|us) (?:mad|crazy|nuts)\\b");

    /** Number words and figures (the amount part of a price). */
    private static final Pattern NUMBER = Pattern.compile("(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
            + "twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|"
            + "seventy|eighty|ninety|hundred|hundreds|thousand|thousands|million|millions|billion|half|couple|few|"
            + "dozen)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|[$\u00a3\u20ac\u00a5]?\\d+(?:[.,]\\d+)*"
            + "(?:k|m|bn|p|%)?");
    /** Money and amount units (closed list of common currencies and their colloquial names). */
    private static final Pattern UNIT = Pattern.compile("(?:pounds?|quid|pence|p|grand|k|euros?|dollars?|bucks|cents?|"
            + "rand|yen|francs?|krona|kronor|krone|rupees?|pesos?|reais|real|dirhams?|shillings?|naira|zlotys?|"
            + "percent|per cent|%|[$\u00a3\u20ac\u00a5])");
    /** Words that may surround an amount and still leave only an amount ("about forty quid a month"). */
    private static final java.util.Set<String> AMOUNT_COMPANIONS = java.util.Set.of("a", "an", "the", "about",
            "around", "roughly", "nearly", "almost", "over", "under", "just", "some", "like", "maybe", "approximately",
            "per", "each", "every", "month", "week", "year", "day", "night", "hour", "annum", "monthly", "weekly",
            "yearly", "and", "or", "to", "odd", "ish", "or so", "plus", "upwards", "of", "least", "at", "most",
            "than", "more", "less", "only", "whole", "total", "in");

    private static final Map<Intent, List<String>> WISH_QUESTIONS = Map.of(
            Intent.DEEPEN, List.of("What would that change for you?", "What difference would that make for you?",
                    "Why would that matter to you?"),
            Intent.OBSTACLES, List.of("What stands in the way of that at the moment?", "What would make that "
                    + "possible?"),
            Intent.ALTERNATIVES, List.of("What would make that possible?", "What do you do in the meantime?"));
    private static final List<String> WISH_DEFAULT = List.of("What would that change for you?",
            "What would make that possible?", "What difference would that make for you?");
    /** Never "What weighed most, either way?" (0 of 6 judged usable: "'either way' has no referent"). */
    private static final List<String> VERDICT_QUESTIONS = List.of("What tipped it one way or the other for you?",
            "In what way?", "What makes you say that?");

    /** The role of a clause (see the class comment); {@link #NONE} for blank text. */
    static AnswerRole of(String clause) {
        if (clause == null || clause.isBlank()) {
            return NONE;
        }
        String text = clause.strip().replace('\u2019', '\'');
        if (WISH_CUES.matcher(text).find() || IMPERATIVE.matcher(text).find()) {
            return WISH;
        }
        if (VERDICT_CUES.matcher(text).find()) {
            return VERDICT;
        }
        return complaint(text) ? COMPLAINT : NONE;
    }

    /** The longest sentence that takes its role from the next one ("Texts.", "The office."). */
    static final int MAX_FRAGMENT_WORDS = 3;
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?…])\\s+");
    /** A sentence whose subject is "that" or "this": it says something of the sentence before. */
    private static final Pattern POINTS_BACK = Pattern.compile("(?i)^\\W*(?:that|this)(?:'s|'d|\\s)");

    /**
     * The role of an answer as a whole, for a question whose "that" points at it: the role of its first sentence that
     * has one ("Mixed. I'd go again. Just fix the signs." is a verdict; "Emails. Just email me." a wish).
     */
    static AnswerRole ofAnswer(String answer) {
        if (answer == null || answer.isBlank()) {
            return NONE;
        }
        for (String sentence : SENTENCE_END.split(answer.strip())) {
            AnswerRole r = of(sentence);
            if (r != NONE) {
                return r;
            }
        }
        return NONE;
    }

    /**
     * The role of a focus quote read in the answer that holds it: the quote's own role, or, when it has none, the role
     * of the sentence that holds it, or, when that sentence is a fragment of at most {@value #MAX_FRAGMENT_WORDS}
     * words, of the sentence right after ("Texts. Just text me." makes "Texts" a wish); a wish said of it by the next
 * sentence with "that" or "this" as its subject carries back too ("Done by six, car warm. That's the dream.": a
 * wished-for outcome, asked what it would change, never "How did that affect you?").
     */
    static AnswerRole around(String quote, String answer) {
        AnswerRole own = of(quote);
        if (own != NONE || quote == null || quote.isBlank() || answer == null) {
            return own;
        }
        String[] sentences = SENTENCE_END.split(answer.strip());
        String q = quote.strip().toLowerCase(Locale.ROOT);
        for (int i = 0; i < sentences.length; i++) {
            if (sentences[i].toLowerCase(Locale.ROOT).contains(q)) {
                AnswerRole here = of(sentences[i]);
                boolean fragment = sentences[i].strip().split("\\s+").length <= MAX_FRAGMENT_WORDS;
                if (here != NONE || i + 1 >= sentences.length) {
                    return here;
                }
                AnswerRole next = of(sentences[i + 1]);
                // "Done by six, car warm. That's the dream.": a wish said of the sentence before, with "that"
                boolean pointsBack = next == WISH && POINTS_BACK.matcher(sentences[i + 1].strip()).find();
                return fragment || pointsBack ? next : here;
            }
        }
        return NONE;
    }

    /**
     * The role of what a bare "that" points at, the answer just given: the focus's role when the focus comes from that
     * answer and has one, else the answer's ({@link #ofAnswer}).
     */
    static AnswerRole pointedAt(AnswerRole focusRole, boolean focusFromLastAnswer, String lastAnswer) {
        return focusFromLastAnswer && focusRole != NONE ? focusRole : ofAnswer(lastAnswer);
    }

    /** Whether the text voices a grievance that is not negated or lessened ("not that annoying" does not). */
    static boolean complaint(String text) {
        String lower = text.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        var m = COMPLAINT_PHRASES.matcher(lower);
        while (m.find()) {
            String[] before = lower.substring(0, m.start()).replaceAll("[^a-z' ]", " ").strip().split("\\s+");
            if (!FocusKind.lessened(append(before, "x"), before.length)) {
                return true;
            }
        }
        String[] w = lower.replaceAll("[^a-z' -]", " ").split("\\s+");
        for (int i = 0; i < w.length; i++) {
            String word = w[i];
            if (!word.isEmpty() && COMPLAINT_WORDS.stream().anyMatch(word::startsWith) && !FocusKind.lessened(w, i)) {
                return true;
            }
        }
        return false;
    }

    private static String[] append(String[] words, String last) {
        String[] out = java.util.Arrays.copyOf(words, words.length + 1);
        out[words.length] = last;
        return out;
    }

    /**
     * Whether a phrase only names an amount or a price: at least one number and one money or amount unit, with
     * nothing else but approximations and periods ("roughly ninety thousand rand", "£25 a month", "eight grand-ish").
     */
    static boolean bareAmount(String phrase) {
        if (phrase == null || phrase.isBlank()) {
            return false;
        }
        String p = phrase.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("-?ish\\b", " ish")
                .replaceAll("([$\u00a3\u20ac\u00a5])", " $1 ").replaceAll("(\\d)(k|m|bn|p|%)\\b", "$1 $2")
                .replaceAll("[^a-z0-9$\u00a3\u20ac\u00a5%.,' -]", " ").replaceAll("[,.](?!\\d)", " ").strip();
        boolean number = false;
        boolean unit = false;
        for (String w : p.split("[\\s]+")) {
            if (w.isEmpty()) {
                continue;
            }
            if (UNIT.matcher(w).matches()) {
                unit = true;
            } else if (NUMBER.matcher(w).matches() || w.contains("-") && java.util.Arrays.stream(w.split("-"))
                    .allMatch(x -> NUMBER.matcher(x).matches())) {
                number = true;
            } else if (!AMOUNT_COMPANIONS.contains(w)) {
                return false;
            }
        }
        return number && unit;
    }

    /**
     * Adds this role's typing cues to {@code cues}: a wish is an expectation (2) and a wanted gain or ideal (1), a
     * complaint a pain (2), a verdict a rating and a conclusion (1). {@link #NONE} adds nothing.
     */
    void addCues(Map<Cue, Integer> cues) {
        switch (this) {
            case WISH -> {
                cues.merge(Cue.EXPECTATION, 2, Math::max);
                cues.merge(Cue.GAIN, 1, Math::max);
                cues.merge(Cue.IDEAL, 1, Math::max);
            }
            case COMPLAINT -> cues.merge(Cue.PAIN, 2, Math::max);
            case VERDICT -> {
                cues.merge(Cue.RATING, 1, Math::max);
                cues.merge(Cue.LEARNING, 1, Math::max);
            }
            case NONE -> {
            }
        }
    }

    /** The focus kind a question about a clause of this role takes: a complaint is negative, whatever it was typed. */
    FocusKind kind(FocusKind kind) {
        return this == COMPLAINT && (kind == FocusKind.POSITIVE || kind == FocusKind.VALUE) ? FocusKind.NEGATIVE : kind;
    }

    /**
     * The focus-free questions about a clause of this role for this intent: for a wish or a verdict its own wordings
     * (those that fit the intent, else the role's defaults) for every intent that would otherwise ask about the
     * clause as something that happened, matters or keeps happening; otherwise {@link FocusFreeQuestions#of}.
     */
    List<String> questions(Intent intent, FocusKind kind) {
        boolean own = this != NONE && this != COMPLAINT && FocusFreeQuestions.covers(intent)
                && intent != Intent.EXPLORE && intent != Intent.CLARIFY && intent != Intent.COMPARE
                && intent != Intent.RATE && intent != Intent.IDEAL;
        if (!own) {
            return FocusFreeQuestions.of(intent, kind(kind));
        }
        return this == WISH ? WISH_QUESTIONS.getOrDefault(intent, WISH_DEFAULT) : VERDICT_QUESTIONS;
    }

    /** Whether a question that names the focus label would miss what this role asks (a wish, a verdict). */
    boolean asksAboutClause() {
        return this == WISH || this == VERDICT;
    }

    /** Every wording of this class (for the declaration check of {@link TemplateKinds}). */
    static List<String> all() {
        List<String> out = new java.util.ArrayList<>(WISH_DEFAULT);
        WISH_QUESTIONS.values().forEach(out::addAll);
        out.addAll(VERDICT_QUESTIONS);
        return out;
    }
}
