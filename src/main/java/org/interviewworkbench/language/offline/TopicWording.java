package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The study topic as it reads inside a fixed question. Contract:
 * <ul>
 *   <li>casing: a name in sentence case ("Applying for a UK work visa") loses only the capital of its first word;
 *       a name in title case ("Bringing A Relative Home") is lower-cased word by word; either way a word written
 *       in capitals ("UK", "US", "NHS") or with a capital inside ("YouTube") keeps them, so "the US" never reads as
 *       the pronoun "us";</li>
 *   <li>a topic that is an activity ("bringing a relative home") is not pasted after a noun of time with "with"
 *       ("a time with bringing ..."): such openings are left out, and "experience with" becomes "experience of";</li>
 *   <li>a topic that happens once in a life ("buying a first car", "moving out for the first time") is never asked
 *       about as a repeated thing ("the last time you dealt with ...", "your most recent experience of ..."): such
 *       openings are left out, and when none is left the respondent is asked to think back to it;</li>
 *   <li>a topic named by a plural noun the objective tells as events ("job interviews that went especially well",
 *       {@link #toldAsEvents}) is asked about one instance at a time:
 *       "one particular time with {t}" reads "one particular job interview", "a moment with {t}" "a job interview"
 *       ({@link #oneOf}), since a moderator asks for one of the things, not a time with all of them.</li>
 * </ul>
 */
final class TopicWording {

    private static final Pattern TIME_WITH = Pattern.compile("\\b(?:time|occasion|moment|day)s? with \\{t}");
    /** An ordinal that makes the topic a once-only event ("a first car", "for the first time"); not "first aid". */
    private static final Pattern ONCE_ONLY = Pattern.compile("(?i)\\b(?:a|my|your|our|their|the|his|her) first\\b"
            + "(?! aid)|^first\\b(?! aid)");
    /** Wordings that treat the topic as something that recurs. */
    private static final Pattern REPEATED = Pattern.compile("\\b(?:last time|most recent|latest|recent)\\b");
    private static final String THINK_BACK = "Think back to {t}. How did it begin, and what happened?";
    private static final String THINK_BACK_NOUN = "Think back to your experience of {t}. How did it begin, and what "
            + "happened?";

    private TopicWording() {
    }

    /** The name as it reads mid-sentence; {@code name} is already stripped of method words. */
    static String cased(String name) {
        String[] words = name.split(" ");
        int capitalised = 0;
        int longWords = 0;
        for (String w : words) {
            if (w.length() > 3) {
                longWords++;
                capitalised += Character.isUpperCase(w.charAt(0)) ? 1 : 0;
            }
        }
        boolean titleCase = longWords > 1 && capitalised == longWords;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            boolean keep = allCaps(w) || innerCapital(w) || !titleCase && i > 0;
            out.append(i == 0 ? "" : " ").append(keep ? w : w.toLowerCase(Locale.ROOT));
        }
        return out.toString();
    }

    /** The openings that read with this topic: without "a time with ..." when the topic starts with a gerund. */
    static List<String> openings(List<String> templates, boolean gerund) {
        if (!gerund) {
            return templates;
        }
        List<String> out = new ArrayList<>();
        for (String t : templates) {
            if (!TIME_WITH.matcher(t).find()) {
                out.add(t.replace("experience with {t}", "experience of {t}"));
            }
        }
        return out.isEmpty() ? templates : out;
    }

    /** Whether {@code template} reads with a topic that is an activity ({@code gerund}): no "a moment with {t}". */
    static boolean reads(String template, boolean gerund) {
        return !gerund || !TIME_WITH.matcher(template).find();
    }

    /** "one particular time with {t}", "a moment with {t}": a noun of time standing for one instance of the topic. */
    private static final Pattern INSTANCE_WITH = Pattern.compile("\\b(a|one(?: particular| recent| specific)?) "
            + "(?:time|occasion|moment|day) with \\{t}");

    /**
     * The template asking for one instance of a plural topic: "(one particular|a) time with {t}" becomes "one
     * particular {@code single}" (the topic with its head noun in the singular), with "an" before a vowel; any other
     * template is returned unchanged.
     */
    static String oneOf(String template, String single) {
        Matcher m = INSTANCE_WITH.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String det = m.group(1).equals("a") && single.matches("(?i)[aeio].*") ? "an" : m.group(1);
            m.appendReplacement(out, Matcher.quoteReplacement(det + " " + single));
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * Whether the study's objective speaks of the topic's things as events, the way a critical-incident objective
     * does: the plural noun {@code head} followed, within a few words, by "went", "happened" or "turned out"
     * ("Collect specific job interviews that went especially well"). Then one of them is one occasion, and a
     * moderator asks for "one particular job interview"; "wireless headphones" that people "evaluate" are no events.
     */
    static boolean toldAsEvents(String head, String objective) {
        if (head == null || head.isBlank() || objective == null) {
            return false;
        }
        return Pattern.compile("(?i)\\b" + Pattern.quote(head) + "\\b(?:[\\s,]+[\\p{L}'-]+){0,6}?[\\s,]+"
                + "(?:went|happened|turned out)\\b").matcher(objective).find();
    }

    /** "a first" / "an first" in a study's name ("Running a first city marathon"). */
    private static final Pattern A_FIRST = Pattern.compile("(?i)\\ban? first\\b");

    /**
     * The topic as said to the respondent: a study named for "a first" something ("Running a first city marathon",
     * "Buying a first car") is about the respondent's own, so it reads "your first ..." in a question ("Think back to
     * running your first city marathon."); every other topic is returned unchanged.
     */
    static String addressed(String topic) {
        return topic == null ? null : A_FIRST.matcher(topic).replaceFirst("your first");
    }

    /** Whether the topic names something that happens once ("buying a first used car", "my first flat"). */
    static boolean onceOnly(String topic) {
        return topic != null && ONCE_ONLY.matcher(topic).find();
    }

    /**
     * As {@link #openings(List, boolean)}, and for a {@code onceOnly} topic without the wordings that treat it as
     * recurring; when none is left, "Think back to ..." (the topic itself after it when it is an activity).
     */
    static List<String> openings(List<String> templates, boolean gerund, boolean onceOnly) {
        List<String> own = openings(templates, gerund);
        if (!onceOnly) {
            return own;
        }
        List<String> out = new ArrayList<>();
        for (String t : own) {
            if (!REPEATED.matcher(t).find()) {
                out.add(t);
            }
        }
        return out.isEmpty() ? List.of(gerund ? THINK_BACK : THINK_BACK_NOUN) : out;
    }

    /** Whether the topic starts with an -ing form the tagger reads as a verb ("bringing", "renting"). */
    static boolean gerund(List<OpenNlpPipeline.Token> tokens) {
        return !tokens.isEmpty() && tokens.get(0).is("VERB") && tokens.get(0).lower().endsWith("ing");
    }

    private static boolean allCaps(String w) {
        String letters = w.replaceAll("[^A-Za-z]", "");
        return letters.length() >= 2 && letters.equals(letters.toUpperCase(Locale.ROOT));
    }

    private static boolean innerCapital(String w) {
        return w.length() > 1 && !w.substring(1).equals(w.substring(1).toLowerCase(Locale.ROOT));
    }
}
