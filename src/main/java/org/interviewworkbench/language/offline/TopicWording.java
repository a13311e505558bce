package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
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
 *       ({@link #oneOf}), since a moderator asks for one of the things, not a time with all of them; any other
 *       topic is never put after such a noun of time ({@link #withoutInstance}).</li>
 * </ul>
 */
final class TopicWording {

    private static final Pattern TIME_WITH = Pattern.compile("\\b(?:time|occasion|moment|day)s? with \\{t}");
    /**
     * Gerunds of a change of state a person goes through once ("becoming a volunteer guide", "retiring", "getting
     * married"): a journey told once, never "the last time you dealt with becoming ...". English closed class.
     */
    private static final String TRANSITIONS = "^(?:becoming|retiring|emigrating|graduating|getting married|"
            + "getting engaged|going freelance|going self-employed|coming out|turning \\d+)\\b";

    /** An ordinal that makes the topic a once-only event ("a first car", "for the first time"); not "first aid". */
    private static final Pattern ONCE_ONLY = Pattern.compile("(?i)\\b(?:a|my|your|our|their|the|his|her) first\\b"
            + "(?! aid)|^first\\b(?! aid)|" + TRANSITIONS);
    /** Wordings that treat the topic as something that recurs. */
    private static final Pattern REPEATED = Pattern.compile("\\b(?:last time|most recent|latest|recent)\\b");
    private static final String THINK_BACK = "Think back to {t}. How did it begin, and what happened?";
    private static final String THINK_BACK_NOUN = "Think back to your experience of {t}. How did it begin, and what "
            + "happened?";

    private TopicWording() {
    }

    /** A study named by a clause of time: "When the pay packet is wrong", "What happens when the bus is late". */
    private static final Pattern WHEN_NAME = Pattern.compile("(?i)^(?:what happens\\s+)?when\\s+(\\S.*)$");
    /** The noun phrase a clause-of-time topic reads as in a question: "times when the pay packet is wrong". */
    static final String TIMES_WHEN = "times when ";

    /**
     * A study named by "How people/you/families VERB ..." ("How people choose a dentist"): the question is about
     * the respondent's own doing, so the topic reads as the activity, "choosing a dentist".
     */
    private static final Pattern HOW_NAME = Pattern.compile("(?i)^how\\s+(?:people|you|we|they|others|[a-z]+s)\\s+"
            + "([a-z]+)(\\s.*)?$");
    /** Words that cannot be the verb after "How people": the subject goes on ("How people with kids ..."). */
    private static final Set<String> NOT_VERB = Set.of("with", "in", "at", "of", "from", "who", "that", "and", "or",
            "on", "for", "like", "without", "under", "over", "by", "who've", "are", "were", "do", "did", "can",
            "could", "should", "would", "will", "might", "may", "must", "have", "had", "really", "actually", "still");

    /**
     * The study's name as a phrase a question can hold (names already {@link #cased}): a clause of time becomes
     * "times when ..." ("When the pay packet is wrong" -&gt; "times when the pay packet is wrong"); "How people
     * choose a dentist" becomes the activity "choosing a dentist"; any other name is returned unchanged.
     */
    static String asPhrase(String name) {
        if (name == null) {
            return null;
        }
        Matcher when = WHEN_NAME.matcher(name);
        if (when.matches()) {
            return TIMES_WHEN + when.group(1).strip();
        }
        Matcher how = HOW_NAME.matcher(name);
        if (how.matches() && !NOT_VERB.contains(how.group(1).toLowerCase(Locale.ROOT))
                && !how.group(1).toLowerCase(Locale.ROOT).endsWith("ing")) {
            String verb = how.group(1).toLowerCase(Locale.ROOT);
            String base = verb.endsWith("ies") ? verb.substring(0, verb.length() - 3) + "y" : verb;
            String rest = how.group(2) == null ? "" : how.group(2);
            return (FocusText.gerund(base) + rest).replaceAll("\\btheir\\b", "your").replaceAll("\\bthem\\b", "you");
        }
        return name;
    }

    /**
     * A grid's opening for a study named by a question word ("where to buy sports kit", "how to get to work"): "which
     * ones" has no noun to point back to, so the options are named: "which places" after "where", "which options"
     * after any other question word; places are asked about with the neutral wording, since the study's verb takes
     * what is bought or done there, not the place ("which places do you actually buy yourself?"). Other topics keep
     * their templates.
     */
    static List<String> wordedOptions(List<String> templates, String topic) {
        String t = topic == null ? "" : topic.strip().toLowerCase(Locale.ROOT);
        if (!t.matches("(?:where|how|what|which|who|when)\\b.*")) {
            return templates;
        }
        boolean where = t.startsWith("where");
        String noun = where ? "which places" : "which options";
        // "where young adults buy clothes": the study's verb takes the options, never the places ("buy yourself")
        List<String> own = where ? QuestionTemplates.OPTIONS_NEUTRAL : templates;
        return own.stream().map(q -> q.replace("which ones", noun)).toList();
    }

    /**
     * The clause of a topic that is a clause of time ({@link #asPhrase}: "times when the pay packet is wrong" -&gt;
     * "the pay packet is wrong"), or {@code null}.
     */
    static String timesClause(String topic) {
        return topic != null && topic.startsWith(TIMES_WHEN) ? topic.substring(TIMES_WHEN.length()) : null;
    }

    /**
     * Each method's opening for a study named by a clause of time ({@code {c}}): the times are set up first as they
     * recur ("Think about times when the pay packet is wrong."), then one of them is asked for in the method's way,
     * so no tense of the respondent's clause is changed and no "a time with when ..." is written.
     */
    private static final java.util.Map<String, String> CLAUSE_OPENINGS = java.util.Map.of(
            "incident", "Think about times when {c}. Could you tell me about one particular occasion that stands out, "
                    + "good or bad? What happened?",
            "walkthrough", "Think about times when {c}. Could you walk me through the most recent one, from the very "
                    + "start?",
            "recent_decision", "Think about times when {c}. Tell me about the most recent one: what was going on at "
                    + "the time?",
            "examples", "Think about times when {c}. Can you give me an example from your own life?",
            "memorable", "Think about times when {c}. Which one stands out in your memory, and what happened?",
            "experience", "Think about times when {c}. What has your own experience of that been like?");

    /** The opening for a clause-of-time topic in the given style ({@link #CLAUSE_OPENINGS}; others: experience). */
    static String clauseOpening(String style, String clause) {
        return CLAUSE_OPENINGS.getOrDefault(style, CLAUSE_OPENINGS.get("experience")).replace("{c}", clause);
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
     * The templates without those that ask for "one particular time with {t}" or "a moment with {t}", unless none
     * would be left: outside a plural topic told as events ({@link #oneOf}), a noun of time before the study's name
     * pastes the name in ("one recent occasion with taxi and ride-hailing trips", "one particular time with memorable
     * trips to the barber": 2 of 8 accepted blind), where "When it comes to {t}, think of one specific occasion ..."
     * reads with any name (15 of 15).
     */
    static List<String> withoutInstance(List<String> templates) {
        List<String> out = new ArrayList<>();
        for (String t : templates) {
            if (!INSTANCE_WITH.matcher(t).find()) {
                out.add(t);
            }
        }
        return out.isEmpty() ? templates : out;
    }

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
