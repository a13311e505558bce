package org.interviewworkbench.language.offline;

import java.util.regex.Pattern;

/**
 * Answer reading, <b>hedges and fillers</b>: the spoken padding inside a clause that is said back to the respondent
 * ({@link ReportedSpeech}). Contract of {@link #drop}: a hedge or filler set off by commas or brackets inside the clause
 * ("I expected, I don't know, a bigger room"), or tacked on at its end after a comma ("it's slow, honestly", "it's
 * rubbish, mate") is removed with its commas, so it is never person-shifted ("you don't know") or quoted back; a
 * vocative address at the start ("man, it's slow") too. The closed list: "I don't know", "I dunno", "you know",
 * "you see", "I mean", "like", "honestly", "to be honest", "basically", "literally", "I guess", "I suppose", "I think", "kind of",
 * "sort of", "or whatever", "or something", "and stuff", and the vocatives "man", "mate", "dude", "bro", "love", "pal",
 * "guys". Words that carry sense ("I think it's slow" at the start, "kind of slow" without commas) stay.
 */
final class Hedges {

    private static final String HEDGE = "(?:i (?:just )?(?:don't|do not) (?:really )?know|i dunno|dunno|you know|"
            + "you see|i mean|like|honestly|to be honest|tbh|basically|literally|i guess|i suppose|i think|kind of|sort of|"
            + "or whatever|or something(?: like that)?|and stuff|and all that|if that makes sense|let's say|say)";
    private static final String VOCATIVE = "(?:man|mate|dude|bro|love|pal|guys|lads)";
    private static final String ANY = "(?:" + HEDGE + "|" + VOCATIVE + ")";
    /** ", I don't know," / " (you know) " inside the clause. */
    private static final Pattern INSIDE = Pattern.compile("(?i)\\s*(?:,\\s*" + ANY + "(?:\\s*,\\s*" + ANY + ")*\\s*,"
            + "|\\(\\s*" + HEDGE + "\\s*\\))\\s*");
    /** ", honestly" / ", man" at the end of the clause. */
    private static final Pattern TRAILING = Pattern.compile("(?i)\\s*,\\s*(?:" + HEDGE + "|" + VOCATIVE
            + ")(?:\\s*,\\s*(?:" + HEDGE + "|" + VOCATIVE + "))*\\s*([.!…]*)\\s*$");
    /** "man, ..." at the start. */
    private static final Pattern LEADING = Pattern.compile("(?i)^\\s*(?:" + VOCATIVE + "|honestly|basically|"
            + "literally|like)\\s*,\\s*");

    /** ", man." / ", mate!" before the end of a sentence: an address, not content. */
    private static final Pattern VOCATIVE_END = Pattern.compile("(?i),\\s*" + VOCATIVE + "(?=\\s*(?:[.!?…]|$))");

    /**
     * The answer without the vocatives that close a sentence ("It's slow, mate. The app crashed, man!"), for the
     * extraction: an address to the interviewer is never read as a concept.
     */
    static String dropVocatives(String answer) {
        return answer == null ? null : VOCATIVE_END.matcher(answer).replaceAll("");
    }

    /**
     * A stance remark about the speaking itself ("to be honest", "I'll be honest", "if I'm honest", "let's be honest",
     * "in all honesty", "I dunno", and between commas or stops "I won't lie", "I must say", "I admit"), standing as
     * its own phrase: at the start of a sentence or after a comma, and
     * followed by a comma, a stop or the end ("I was delighted, to be honest."; "If I'm honest I'd put ..."). "I don't
     * know" counts only between commas or stops, since at the start of a clause it carries sense ("I don't know
     * anything about cars").
     */
    private static final Pattern STANCE = Pattern.compile("(?i)(?<=^|[,.;:!?…]\\s{0,3})(?:(?:and |but |so |well )?"
            + "(?:to be (?:totally |perfectly |brutally )?honest|(?:if|when) i'm (?:being )?(?:totally |perfectly )?honest|"
            + "i'll be (?:totally |perfectly )?honest(?: with you)?|let's be honest|in all honesty|i dunno|dunno)"
            + "\\s*(?:,\\s*|(?=[.;:!?…]|$)|\\s(?=\\p{L}))"
            + "|(?:i (?:just )?(?:don't|do not) (?:really )?know|i (?:won't|will not|can't|cannot) lie|"
            + "(?:i'm )?not gonna lie|i (?:must|have to|'ve got to|gotta) (?:say|admit)|i(?:'ll| must)? admit|"
            + "i confess)\\s*(?:,\\s*(?!$)|(?=[.;:!?…]|$)))");

    /**
     * The answer without stance remarks about the speaking ({@link #STANCE}: "to be honest", "I'll be honest", "I
     * dunno"), for the extraction: "being honest" is no concept of the respondent's. A sentence that was only such a
     * remark is left empty.
     */
    static String dropStance(String answer) {
        if (answer == null) {
            return null;
        }
        String out = STANCE.matcher(answer).replaceAll("");
        out = out.replaceAll(",\\s*([.!?…])", "$1"); // "I was delighted, to be honest.": no comma left before the stop
        return out.replaceAll("\\s{2,}", " ").strip();
    }

    private Hedges() {
    }

    /** The clause without its hedges and fillers (see the class comment); {@code null} stays {@code null}. */
    static String drop(String clause) {
        if (clause == null) {
            return null;
        }
        String out = clause;
        out = INSIDE.matcher(out).replaceAll(" "); // "a bit, like, you know, slow": several in a row at once
        out = TRAILING.matcher(out).replaceFirst("$1");
        out = LEADING.matcher(out).replaceFirst("");
        return out.replaceAll("\\s{2,}", " ").strip();
    }
}
