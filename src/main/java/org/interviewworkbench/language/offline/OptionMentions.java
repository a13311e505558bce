package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Question composition, <b>how the respondent said an option</b> that a repertory grid compares: whether a phrase
 * typed as an option was only ever said as the circumstance of another one ("Radio Wales <i>in the car</i>", "the
 * news on the telly <i>with my tea</i>", "OneNote <i>at work</i>", "the Co-op <i>round the corner</i>"), and the
 * option's name as the respondent wrote it, with its article ("the Echo", not "Echo").
 *
 * <p>Contract, over the answers given (whole words, case-insensitive):
 * <ul>
 *   <li>a mention is a <b>circumstance</b> when a preposition of place, time or company stands before it, with at
 *       most a determiner or a possessive between ("in the car", "at work", "with my tea", "under my desk") and the
 *       phrase is written in lower case; a capitalised name after "in", "at", "near", "from" or "round" is a place
 *       ("in Joburg", "near Thame"), while one after "on" stays an option ("on her TikTok", "on italki") unless it
 *       names a street ("Java on Kenyatta Avenue"); a
 *       preposition that completes a verb is no circumstance ("stayed in a hotel", "started on a dining chair");
 *       "by" and "to" never make a circumstance ("swears by her e-bike", "I go to the gym");</li>
 *   <li>a phrase is only a circumstance when every mention of it is one: an option also said as a subject or in a
 *       list stays an option; a phrase not found in the answers is not judged ({@code false});</li>
 *   <li>{@link #asSaid} gives the phrase with the respondent's capitals and, when the respondent's mention has
 *       "the" before it, that article ("the Echo"), taken from the first mention that does not open a sentence (a
 *       capital opening a sentence may be no name: "Paper too, if that counts."); a label that already opens with a
 *       determiner keeps it.</li>
 * </ul>
 */
final class OptionMentions {

    /** Prepositions that set a scene (place, time, company) before a common noun. */
    private static final Set<String> SCENE = Set.of("in", "on", "at", "with", "during", "over", "after", "before",
            "near", "round", "around", "under", "inside", "outside", "behind", "beside", "while", "into", "onto",
            "from");
    /** A street's name ("Kenyatta Avenue", "Roundhay Road"): a place after any preposition, "on" too. */
    private static final Pattern STREET = Pattern.compile("(?i)\\b(?:avenue|street|road|lane|boulevard|drive|"
            + "highway|terrace|crescent|square|high st|st|rd|ave)\\.?$");
    /** Prepositions that make a capitalised name the place where an option is used ("at Maxi", "from Lidl"). */
    static final Set<String> PLACE = Set.of("in", "at", "near", "from", "round", "around", "outside");
    private static final Set<String> DETERMINERS = Set.of("the", "a", "an", "my", "your", "his", "her", "our",
            "their", "its", "every", "each", "this", "that", "some", "someone's");

    /** Common verbs a preposition may complete ("sit on", "go to", "rely on"), not a noun the phrase qualifies. */
    private static final Set<String> VERBS = Set.of("sit", "sits", "sat", "go", "goes", "went", "rely", "relies",
            "stay", "stays", "live", "lives", "work", "works", "shop", "shops", "eat", "eats", "train", "trains",
            "read", "swim", "run", "runs", "ran", "ride", "rides", "rode", "sleep", "sleeps", "slept", "put", "get");

    private OptionMentions() {
    }

    /** Object pronouns, which follow a verb and never a noun: "Alys shows me things". */
    private static final Pattern OBJECT_AFTER = Pattern.compile("(?i)^\\s+(?:me|him|us|them)\\b");

    /**
     * Whether every mention of {@code phrase} in {@code texts} sets the scene for something else, or ends on a verb
     * (an object pronoun follows it: "my granddaughter Alys shows me things" names no option), as the class comment
     * says.
     */
    static boolean circumstance(String phrase, List<String> texts) {
        return everyMention(phrase, texts, (text, m) -> OBJECT_AFTER.matcher(text.substring(m.end())).find()
                || scene(text, m.start(), Character.isUpperCase(text.charAt(m.start())),
                        STREET.matcher(m.group()).find()));
    }

    /** Whether {@code phrase} is mentioned in {@code texts} and {@code holds} for every mention (text, its match). */
    private static boolean everyMention(String phrase, List<String> texts,
                                        java.util.function.BiPredicate<String, Matcher> holds) {
        boolean found = false;
        Pattern mention = mention(phrase);
        for (String text : texts) {
            if (text == null) {
                continue;
            }
            Matcher m = mention.matcher(text);
            while (m.find()) {
                found = true;
                if (!holds.test(text, m)) {
                    return false;
                }
            }
        }
        return found;
    }

    /**
     * {@code phrase} as the respondent first wrote it, with their capitals and a "the" that stood before it, or the
     * phrase unchanged when it is not in {@code texts}.
     */
    static String asSaid(String phrase, List<String> texts) {
        if (DETERMINERS.contains(phrase.strip().split("\\s+")[0].toLowerCase(Locale.ROOT))) {
            return phrase;
        }
        String opening = null;
        Pattern mention = mention(phrase);
        for (String text : texts) {
            Matcher m = text == null ? null : mention.matcher(text);
            while (m != null && m.find()) {
                List<String> before = wordsBefore(text, m.start());
                boolean article = !before.isEmpty() && before.get(before.size() - 1).equals("the");
                String said = article ? "the " + m.group() : m.group();
                boolean opensSentence = text.substring(0, m.start()).matches("(?s)(?:.*[.!?])?\\s*");
                if (!opensSentence) {
                    return said;
                }
                opening = opening == null ? said : opening;
            }
        }
        return opening == null ? phrase : opening; // only opening a sentence: its capital may be the name's
    }

    private static Pattern mention(String phrase) {
        return Pattern.compile("(?i)(?<![\\p{L}\\d'])" + Pattern.quote(phrase.strip()) + "(?![\\p{L}\\d])");
    }

    /**
     * Whether {@code phrase} is only ever part of a longer hyphenated word in {@code texts} ("nickel-and" of
     * "nickel-and-dimed"): a cut-off word, no option. False when the texts never hold it.
     */
    static boolean fragment(String phrase, List<String> texts) {
        Pattern mention = mention(phrase);
        boolean found = false;
        for (String text : texts) {
            Matcher m = text == null ? null : mention.matcher(text);
            while (m != null && m.find()) {
                boolean joinedAfter = text.substring(m.end()).matches("(?s)-\\p{L}.*");
                boolean joinedBefore = text.substring(0, m.start()).matches("(?s).*\\p{L}-");
                if (!joinedAfter && !joinedBefore) {
                    return false;
                }
                found = true;
            }
        }
        return found;
    }

    /** Whether {@code phrase} is in one of {@code texts} as written (whole words, any case). */
    static boolean said(String phrase, List<String> texts) {
        Pattern mention = mention(phrase);
        return texts.stream().anyMatch(t -> t != null && mention.matcher(t).find());
    }

    /** Words of amount and stand-ins, never an option however they are typed: "We looked at loads.", "the ones". */
    private static final Set<String> QUANTITIES = Set.of("loads", "lots", "lot", "heaps", "tons", "plenty", "bunch",
            "few", "couple", "several", "many", "all", "everything", "anything", "something", "nothing", "one",
            "ones", "thing", "things", "stuff");

    /** Whether {@code phrase} is a word of amount or a stand-in ("loads", "a bunch", "the ones"), not an option. */
    static boolean quantity(String phrase) {
        return QUANTITIES.contains(phrase.strip().toLowerCase(Locale.ROOT).replaceFirst("^(?:a|the) ", ""));
    }

    /** Past forms a person acting on an option takes ("a friend recommended it", "my aunt gave them"). */
    private static final Set<String> PAST = Set.of("gave", "brought", "bought", "got", "told", "showed", "sent",
            "lent", "taught", "found", "made", "left", "sold", "put", "passed", "won");
    /** What follows a person acting on the option before: a few words, a past verb, "it" or "them". */
    private static final Pattern ACTS_ON_IT = Pattern.compile("(?i)^((?:\\s+[\\w'-]+){0,4}?)\\s+([a-z]+)\\s+(?:it|them)\\b");
    private static final Pattern RELATIVE = Pattern.compile("(?i)\\b(?:which|that|who|where|when)\\b");

    /**
     * Whether {@code phrase} is only ever said as someone (or something) acting on the option named before it: every
     * mention opens a clause after a comma (at most a determiner before it) whose verb, a past form, takes "it" or
     * "them" ("Azul, a colleague from the ward recommended it": the colleague is who recommended Azul, no option).
     */
    static boolean actor(String phrase, List<String> texts) {
        return everyMention(phrase, texts, (text, m) -> {
            List<String> before = wordsBefore(text, m.start());
            String head = text.substring(0, m.start()).stripTrailing();
            boolean opensClause = before.isEmpty() || before.size() == 1 && DETERMINERS.contains(before.get(0));
            head = before.isEmpty() ? head : head.substring(0, head.length() - before.get(0).length()).stripTrailing();
            String rest = text.substring(m.end()).split("[,.;!?]", 2)[0];
            Matcher acts = ACTS_ON_IT.matcher(rest);
            boolean acting = acts.find() && !RELATIVE.matcher(acts.group(1)).find()
                    && (acts.group(2).toLowerCase(Locale.ROOT).endsWith("ed")
                    || PAST.contains(acts.group(2).toLowerCase(Locale.ROOT)));
            return opensClause && head.endsWith(",") && acting;
        });
    }

    /** "... but does X count? Probably not.": a question whether it counts, answered no. */
    private static final Pattern COUNTS = Pattern.compile("(?i)\\b(?:does|do|would|should|is|are|can)\\s+(.{1,40}?)"
            + "\\s+(?:really\\s+|even\\s+)?(?:count|qualify)\\b[^?.!]*\\?\\s*(?:probably not|no\\b|nah\\b|not really|maybe not|"
            + "i guess not|i suppose not|i don't think so)");
    private static final Set<String> POINTERS = Set.of("that", "it", "this", "those", "these", "they", "that one");

    /**
     * Whether the respondent named {@code phrase} and then waved it off as no option of the kind asked about: a
     * question whether it counts, naming it or pointing back at it, answered no ("And Snap, but does Snap count?
     * Probably not.", "Teams too, if that counts? No, not really."), or its head noun taken back at the end of a
     * clause ("..., not a bag.").
     */
    static boolean dismissed(String phrase, List<String> texts) {
        Pattern mention = mention(phrase);
        String[] words = phrase.strip().toLowerCase(Locale.ROOT).split("\\s+");
        Pattern retracted = Pattern.compile("(?i)(?:^|[,.;:!?]\\s*)(?:but\\s+)?not\\s+(?:a|an|the|my)\\s+"
                + Pattern.quote(words[words.length - 1]) + "\\s*(?:[.!?]|$)"); // "Small cash, not a bag."
        for (String text : texts) {
            if (text == null) {
                continue;
            }
            if (retracted.matcher(text).find()) {
                return true; // named, then taken back: "cash in a bag under my bed. Joking! Small cash, not a bag."
            }
            Matcher q = COUNTS.matcher(text);
            while (q.find()) {
                String subject = q.group(1).strip().toLowerCase(Locale.ROOT).replaceFirst("^the ", "");
                boolean names = mention.matcher(q.group(1)).find();
                if (names || POINTERS.contains(subject)) {
                    String lead = text.substring(Math.max(0, q.start() - 60), q.start());
                    if (names || mention.matcher(lead).find()) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Fixed adverbial phrases whose second word a tagger may read as the head noun of what follows. */
    private static final Set<String> FIXED = Set.of("of course", "at least", "at last", "at first", "in fact",
            "in short", "at all", "for sure", "in general", "in particular", "at times", "of late");

    /**
     * Whether every mention of {@code phrase} opens inside a fixed adverbial ("and of course paper": "course paper"
     * is "of course" and then "paper"), so the phrase is no option as a whole.
     */
    static boolean fixedPhraseTail(String phrase, List<String> texts) {
        String first = phrase.strip().split("\\s+")[0].toLowerCase(Locale.ROOT);
        return everyMention(phrase, texts, (text, m) -> {
            List<String> before = wordsBefore(text, m.start());
            return !before.isEmpty() && FIXED.contains(before.get(before.size() - 1) + " " + first);
        });
    }

    /** Whether the words before {@code at} are a scene-setting preposition, with at most a determiner between. */
    private static boolean scene(String text, int at, boolean capitalised, boolean street) {
        List<String> before = wordsBefore(text, at);
        int n = before.size();
        if (n == 0) {
            return false;
        }
        int p = DETERMINERS.contains(before.get(n - 1)) && n >= 2 ? n - 2 : n - 1;
        String prep = before.get(p);
        String head = p > 0 ? before.get(p - 1) : "";
        if (head.endsWith("ed") || head.endsWith("ing") || VERBS.contains(head)) {
            return false; // "stayed in a hotel", "started on a dining chair": the verb's own complement
        }
        if (capitalised && !street && "on".equals(prep) && p > 0 && nameBefore(text, at)) {
            return true; // "Engen on Rivonia" (round 72): a name on a name is the road the option stands on
        }
        return capitalised && !street ? PLACE.contains(prep) : SCENE.contains(prep);
    }

    /** Whether the word before "on" that precedes {@code at} is written with a capital inside its sentence. */
    private static boolean nameBefore(String text, int at) {
        return NAME_ON.matcher(text.substring(0, at)).find();
    }

    /** A capitalised word that does not open its sentence, then "on", at the end of the text before a mention. */
    private static final Pattern NAME_ON = Pattern.compile("(?<=[\\p{L}\\d,'] )\\p{Lu}[\\p{L}\\d'&-]*\\s+on\\s+$");

    /** Up to the three words before {@code at} in its clause, lower case (none across a comma or a full stop). */
    private static List<String> wordsBefore(String text, int at) {
        String head = text.substring(0, at);
        int cut = Math.max(Math.max(head.lastIndexOf(','), head.lastIndexOf('.')),
                Math.max(head.lastIndexOf(';'), Math.max(head.lastIndexOf('!'), head.lastIndexOf('?'))));
        String clause = head.substring(cut + 1).strip().toLowerCase(Locale.ROOT);
        if (clause.isEmpty()) {
            return List.of();
        }
        String[] words = clause.split("\\s+");
        return List.of(words).subList(Math.max(0, words.length - 3), words.length);
    }
}
