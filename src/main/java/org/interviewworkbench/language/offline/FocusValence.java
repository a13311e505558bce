package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which way a focus points when its own words sound neutral but the sentence around it says otherwise (issue 12,
 * "valence reversed"): a trouble the respondent no longer has, and a fallback they did not want. Neither may be asked
 * about as a benefit ("How does X help you?") or as a goal ("What gets in the way of X?"); nor may an amount paid
 * ({@link #expenseAsBenefit}).
 *
 * <p>Contract, read from the sentence of {@code holding} (the answer) that contains {@code quote} (the focus clause):
 * <ul>
 *   <li>{@link #removal}: after the quote, in the same sentence, a pronoun that points back ("that", "it", "this",
 *       "which") is followed by a verb of going away in the past, with its adverbs as said ("that mostly went away",
 *       "it finally cleared up", "which stopped"), ending its clause (a stop, a comma, or a word of time or degree follows: not "it stopped
 *       raining"). The result is that predicate ("mostly went away"), so the question
 *       can say back what changed and ladder from the relief; {@code null} otherwise.</li>
 *   <li>{@link #unwantedFallback}: the quote says the respondent ends up, resorts to, falls back on, makes do with,
 *       settles for or is stuck with something, and that sentence or the one before it holds a word of trouble that is
 *       not negated ({@link FocusKind#troubled}, or a feeling of unease: "jittery", "shaky", "queasy" ...), and its own
 *       sentence does not say it turned out well ("I ended up loving it", with no trouble in that sentence).</li>
 * </ul>
 */
final class FocusValence {

    private static final Pattern GONE = Pattern.compile("\\b(?:that|it|this|which)\\s+((?:(?:\\w+ly|just|all|"
            + "soon|pretty much|more or less)\\s+)*(?:went away|disappeared|vanished|stopped|cleared up|eased off|"
            + "wore off|died down|calmed down|settled down))(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:after|when|once|by|within|in|"
            + "over|for|completely|entirely|altogether|eventually|now|again|overnight|straight away|since)\\b)");
    /** Liking in the fallback's own sentence ("I ended up loving the night bus"): it turned out well. */
    private static final Pattern LIKED = Pattern.compile("\\b(?:lov(?:e|ed|ing)|enjoy(?:ed|ing)?|great|brilliant|"
            + "better|glad|happy|perfect|best|fine)\\b");
    private static final Pattern FALLBACK = Pattern.compile("\\b(?:end(?:s|ed)? up|wind(?:s)? up|wound up|"
            + "resort(?:s|ed)? to|fall(?:s)? back on|fell back on|make(?:s)? do with|made do with|stuck with|"
            + "settle(?:s|d)? for)\\b");
    /** Feelings of bodily unease, beyond {@link FocusKind#troubled}'s words of trouble. */
    private static final Pattern UNEASE = Pattern.compile("\\b(?:jittery|shaky|queasy|nauseous|wired|groggy|"
            + "foggy|dizzy|drained|grumpy|irritable|crappy|rubbish|awful|horrible|gross)\\b");

    /** Nouns that name an amount paid: a cost to the respondent, whatever they think of it. */
    private static final Pattern EXPENSE = Pattern.compile("\\b(?:costs?|prices?|fees?|bills?|rents?|fares?|charges?|"
            + "expenses?|tax(?:es)?|premiums?|tolls?)$");
    /** Wordings that presume the focus is a benefit the respondent has. */
    private static final Pattern BENEFIT = Pattern.compile("\\b(?:gives? you|helps? you|do(?:es)? for you|get out of|"
            + "miss if|were gone)\\b", Pattern.CASE_INSENSITIVE);

    /** A counted amount ("thirty parties", "3 jobs", "dozens of emails"): how many, not something that helps. */
    private static final Pattern COUNTED = Pattern.compile("^(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|"
            + "eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|hundreds|dozens?|"
            + "several|countless)(?:[ -]\\w+)*\\s+\\w+s$");

    private FocusValence() {
    }

    /**
     * The kind of the focus once the sentence around it is read: a focus the respondent says they dislike is negative
     * ({@link Dislike}: "it makes the dog bolt. I don't like that at all."); a negative one that got them out of
     * trouble positive ({@link Relief}: "I could show them the receipt. Got me out of a mess."), unless its own words
     * are troubled or a complaint; a trouble that went away ({@link #removal}) positive, the relief being what is
     * asked about; an unwanted fallback ({@link #unwantedFallback}) negative.
     */
    static FocusKind kind(FocusKind kind, String quote, String lastAnswer, String holding) {
        FocusKind k = kind;
        if ((k == FocusKind.POSITIVE || k == FocusKind.VALUE) && Dislike.of(quote, lastAnswer)) {
            k = FocusKind.NEGATIVE;
        }
        if (k == FocusKind.NEGATIVE && quote != null && !FocusKind.troubled(quote.toLowerCase(Locale.ROOT))
                && !AnswerRole.complaint(quote) && Relief.of(quote, holding)) {
            k = FocusKind.POSITIVE;
        }
        if (removal(quote, holding) != null) {
            return FocusKind.POSITIVE;
        }
        return k == FocusKind.POSITIVE && unwantedFallback(quote, holding) ? FocusKind.NEGATIVE : k;
    }

    /**
     * The clause that says back a trouble that went away: the respondent's own clause in reported speech and its going
     * ("it was like a jolt in your gums, and that it mostly went away"); without a sayable clause, the focus label and
     * the predicate as said ("the ache pretty much went away"); {@code null} with neither, or when the question moved
     * away from the focus ({@code moved}), so the question then points at the answer with "that".
     */
    static String saidBack(String ownClause, String label, String gone, boolean moved) {
        if (gone == null || moved) {
            return null;
        }
        if (ownClause != null && !ownClause.isBlank()) {
            return ownClause + ", and that it " + gone;
        }
        return label == null || label.isBlank() ? null : label + " " + gone;
    }

    /**
     * Whether {@code template} would ask about an amount paid as a benefit: the head of {@code label} (before "of")
     * names an expense ("the price", "the monthly fee", "the cost of parts") or a counted amount ("thirty
     * parties") and the wording presumes a benefit
     * ("What does {f} give you?", "What would you miss if {f} were gone?"). Why it matters or what makes it important
     * may still be asked.
     */
    static boolean expenseAsBenefit(String template, String label) {
        if (template == null || label == null) {
            return false;
        }
        String head = label.strip().toLowerCase(Locale.ROOT);
        head = head.contains(" of ") ? head.substring(0, head.indexOf(" of ")) : head;
        return (EXPENSE.matcher(head).find() || COUNTED.matcher(head).find()) && BENEFIT.matcher(template).find();
    }

    /** The predicate that says the focus's trouble went away ("mostly went away"), or {@code null}. */
    static String removal(String quote, String holding) {
        String sentence = sentenceOf(quote, holding);
        if (sentence == null) {
            return null;
        }
        String q = norm(quote);
        String after = sentence.substring(sentence.indexOf(q) + q.length());
        Matcher m = GONE.matcher(after);
        return m.find() ? m.group(1) : null;
    }

    /** Whether the quote is a fallback the respondent did not want (see the class comment). */
    static boolean unwantedFallback(String quote, String holding) {
        if (quote == null || !FALLBACK.matcher(norm(quote)).find()) {
            return false;
        }
        String sentence = sentenceOf(quote, holding);
        if (sentence == null) {
            return false;
        }
        String[] sentences = sentences(norm(holding));
        String before = "";
        for (int i = 1; i < sentences.length; i++) {
            if (sentences[i].contains(norm(quote))) {
                before = sentences[i - 1];
                break;
            }
        }
        if (LIKED.matcher(sentence).find() && !FocusKind.troubled(sentence) && !UNEASE.matcher(sentence).find()) {
            return false; // "I ended up loving the night bus": a fallback that turned out well
        }
        return FocusKind.troubled(sentence) || FocusKind.troubled(before) || UNEASE.matcher(sentence).find();
    }

    private static String sentenceOf(String quote, String holding) {
        if (quote == null || holding == null || quote.isBlank()) {
            return null;
        }
        String q = norm(quote);
        for (String s : sentences(norm(holding))) {
            if (s.contains(q)) {
                return s;
            }
        }
        return null;
    }

    private static String[] sentences(String text) {
        return text.split("(?<=[.!?])\\s+");
    }

    private static String norm(String text) {
        return text.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("\\s+", " ");
    }
}
