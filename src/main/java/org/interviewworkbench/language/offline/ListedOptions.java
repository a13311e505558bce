package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Question composition, <b>the options listed in answer to the opening question</b> of a repertory grid ("which ones
 * do you actually play?"): the items of the list the answer gives that open with an article ("The Echo, I
 * still get the paper on a Thursday. The six o'clock news on the telly ..."), as the respondent wrote them: "the
 * Echo", "the six o'clock news". Phrases the extraction did not type as options are still options when listed so.
 *
 * <p>Contract: an item starts a sentence or follows a comma (after "and", "or", "plus", "also" at most), opens with
 * "the", "a" or "an", and runs for one to four words up to a comma, a preposition, a particle, a verb form ("'s",
 * "is", "that") or the end; then the names written with capitals inside a sentence where a list puts them: after a
 * comma, after a verb of having or using (with an article at most), or after "and"/"or" that follows another name
 * ("I've got Netflix, Disney+ and Prime"; not "email for clients and HR"), or standing as a list item on their own
 * (a whole comma piece: "Codenames, mostly at ...", "Ticket to Ride."); not "I", not a word of time or order
 * ("Before, at my last job, Asana."), not a day or a month ("only
 * Tuesdays"), not an amount ("R499"), not a word that opens a reply ("Okay,") nor one set off before the speaker's own clause ("Ooh, I've ..."),
 * not a part of an item already found. Each must pass the {@link NounPhraseGate}; article-led
 * items first, then names, each in the respondent's order and once. Whether a name is an option or a place, a time
 * or a person acting is left to {@link OptionMentions}.
 */
final class ListedOptions {

    private static final Set<String> ARTICLES = Set.of("the", "a", "an");
    private static final Set<String> LEADS = Set.of("and", "or", "plus", "also", "then");
    /** Words an item ends before: prepositions, particles, relatives, verbs and pronouns. */
    private static final Set<String> STOPS = Set.of("in", "on", "at", "with", "for", "from", "to", "of", "by",
            "near", "round", "around", "under", "out", "up", "off", "over", "during", "after", "before", "is", "are",
            "was", "were", "that", "which", "who", "i", "we", "you", "he", "she", "they", "it", "and", "or", "but",
            "because", "when", "if", "so", "too", "as", "has", "had", "have", "does", "did", "do");
    private static final int MAX_WORDS = 4;
    /** A name inside a sentence: capitalised words after a lower-case word or a comma ("got Netflix, Disney+ and"). */
    private static final Pattern NAME = Pattern.compile(
            "(?<=[a-z,;] )([A-Z][\\w'+-]*(?: (?:of )?[A-Z][\\w'+-]*){0,3})");
    private static final Pattern PRONOUN_I = Pattern.compile("I(?:'[a-z]+)?");

    /** Verbs of having and using a listed name may follow ("I've got Netflix", "then I bought an IKEA Markus"). */
    private static final Set<String> HAVING = Set.of("got", "use", "used", "using", "tried", "try", "have", "had",
            "added", "bought", "like", "love", "prefer", "pay", "switched", "joined", "installed", "downloaded",
            "done", "did", "play", "played", "watch", "watched", "visited", "booked"); // "we've done Auskick, ..."
    private static final Pattern TIME = Pattern.compile("(?i)(?:mon|tues|wednes|thurs|fri|satur|sun)days?|"
            + "january|february|march|april|june|july|august|september|october|november|december|christmas|easter");

    private ListedOptions() {
    }

    /**
     * Whether a name of the list starts at {@code at}: after a comma, a verb of having, or "and" after a name that
     * no preposition of place heads.
     */
    private static boolean listed(String text, int at) {
        String head = text.substring(0, at).stripTrailing();
        if (head.endsWith(",")) {
            return true;
        }
        String[] words = head.split("\\s+");
        int n = words.length;
        String w1 = n >= 1 ? words[n - 1].toLowerCase(Locale.ROOT) : "";
        String w2 = n >= 2 ? words[n - 2] : "";
        if (ARTICLES.contains(w1)) {
            return HAVING.contains(w2.toLowerCase(Locale.ROOT));
        }
        if (LEADS.contains(w1)) { // "Disney+ and Prime", not "for clients and HR"
            String w3 = n >= 3 ? words[n - 3].toLowerCase(Locale.ROOT) : "";
            if (OptionMentions.PLACE.contains(w3)) {
                return false; // "the points at Maxi and Pharmaprix": the places the option is used at, not options
            }
            return !w2.isEmpty() && (Character.isUpperCase(w2.charAt(0)) || w2.endsWith(",") || w2.endsWith("+"));
        }
        return HAVING.contains(w1);
    }

    /** Words that open a reply or a clause, or exclaim, written with a capital: never a name ("Okay, so ...", "God,"). */
    private static final Set<String> OPENERS = Set.of("okay", "ok", "well", "so", "yes", "yeah", "yep", "no", "nope",
            "oh", "ah", "right", "honestly", "actually", "sure", "anyway", "also", "then", "probably", "maybe",
            "basically", "really", "true", "exactly", "definitely", "obviously", "sometimes", "mostly", "usually",
            "god", "gosh", "lord", "jeez", "blimey", "wow", "hey", "hi", "hello", "please", "thanks", "sorry", "see", "look",
            "listen", "like", "before", "after", "afterwards", "now", "later", "earlier", "previously", "lately",
            "recently", "today", "yesterday", "first", "finally", "otherwise", "besides", "still", "again", "once");
    /** An amount or a code written as one word ("R499", "£20", "3.40"): no name of an option. */
    private static final Pattern AMOUNT = Pattern.compile("\\p{Lu}{0,2}\\p{Sc}?[\\d][\\d,.]*");
    /** Small words a name may hold between capitalised words ("Ticket to Ride", "Lord of the Rings"). */
    private static final Set<String> NAME_JOINS = Set.of("to", "of", "the", "de");

    /**
     * A name said as a list item on its own: the whole comma piece, after "and", "or", "plus", "also" or "then", is
     * one to four capitalised words (small joining words between them), not "I", a day or a month, a sound or a
     * word that opens a reply ("Okay", "Well"): "Codenames, mostly at ..." gives "Codenames", "And Pandemic, ..."
     * "Pandemic". {@code null} otherwise.
     */
    private static String standingName(String piece) {
        List<String> words = new ArrayList<>(List.of(piece.strip().split("\\s+")));
        while (!words.isEmpty() && LEADS.contains(words.get(0).toLowerCase(Locale.ROOT))) {
            words.remove(0);
        }
        if (words.isEmpty() || words.size() > MAX_WORDS + 2) {
            return null;
        }
        int capitals = 0;
        for (int k = 0; k < words.size(); k++) {
            String w = words.get(k);
            boolean capital = !w.isEmpty() && Character.isUpperCase(w.charAt(0));
            boolean join = k > 0 && k < words.size() - 1 && NAME_JOINS.contains(w);
            if (!capital && !join) {
                return null;
            }
            capitals += capital ? 1 : 0;
        }
        String name = String.join(" ", words);
        return capitals > MAX_WORDS || noName(words.get(0), name) ? null : name;
    }

    /**
     * Whether a run of capitalised words starting with {@code first} is no name of an option: a word that opens a
     * reply ("Okay"), "I", a day or a month, a sound, an amount.
     */
    private static boolean noName(String first, String name) {
        return OPENERS.contains(first.toLowerCase(Locale.ROOT)) || PRONOUN_I.matcher(first).matches() || time(name)
                || Interjections.soundWord(first) || AMOUNT.matcher(name).matches();
    }

    /** What may follow a name that heads a list item without a verb ("Bunnings mostly", "Trade Me for tools"). */
    private static final Pattern AFTER_LEADING = Pattern.compile("^(?:mostly|mainly|usually|sometimes|too|also|as well|"
            + "now|occasionally|over|for|in|at|on|from|near|round|down|up|out)\\b");

    /**
     * A name that heads a comma piece or a sentence as a list item without a verb: one to four capitalised words
     * (a number may follow a capitalised word: "Mitre 10 Mega") and then an adverb of how often or a place or
     * purpose ({@link #AFTER_LEADING}): "Bunnings mostly, it's ten minutes from us", "Mitre 10 Mega over at
     * Ferrymead.", "Screwfix for power tools." {@code null} otherwise, for a single word in "-ing" (a doing,
     * capitalised as it opens the sentence: "Babysitting for the neighbours") and for what {@link #noName} refuses.
     */
    private static String leadingName(String piece) {
        List<String> words = new ArrayList<>(List.of(piece.strip().split("\\s+")));
        while (!words.isEmpty() && LEADS.contains(words.get(0).toLowerCase(Locale.ROOT))) {
            words.remove(0);
        }
        int k = 0;
        while (k < words.size() && k < MAX_WORDS && !words.get(k).isEmpty()
                && (Character.isUpperCase(words.get(k).charAt(0)) || k > 0 && words.get(k).matches("\\d+"))) {
            k++;
        }
        if (k == 0 || k >= words.size()) {
            return null;
        }
        String rest = String.join(" ", words.subList(k, words.size())).toLowerCase(Locale.ROOT);
        String name = String.join(" ", words.subList(0, k));
        boolean gerund = k == 1 && name.toLowerCase(Locale.ROOT).endsWith("ing"); // "Babysitting for ...": a doing
        return gerund || !AFTER_LEADING.matcher(rest).find() || noName(words.get(0), name) ? null : name;
    }

    /** The speaker's own subjects, which open a clause that a word set off before it only introduces. */
    private static final Set<String> SPEAKER = Set.of("i", "i've", "i'm", "i'd", "i'll", "we", "we've", "we're",
            "you", "you've", "you're", "my", "our");
    /** Pronouns that take a fronted word up again ("Codenames, I play it most"): the word is the clause's topic. */
    private static final Pattern RESUMED = Pattern.compile("(?i)\\b(?:it|them|that|those|these|one|ones)\\b");

    /**
     * Whether a single word that opens a sentence, set off by a comma, only introduces the speaker's own clause after
     * it ("Ooh, I've gone through a few.", "Gosh, we had loads."): an exclamation or an address, never a listed
     * option, unless that clause takes the word up again ("Codenames, I play it most.").
     */
    private static boolean exclaimed(String piece, String next) {
        String[] words = piece.strip().split("\\s+");
        String[] after = next.strip().split("\\s+");
        if (words.length != 1 || words[0].isEmpty() || after.length == 0) {
            return false;
        }
        String subject = after[0].toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        return SPEAKER.contains(subject) && !RESUMED.matcher(next).find();
    }

    /** Whether {@code name} is a day, a month or a feast ("Tuesdays"), never an option. */
    private static boolean time(String name) {
        return TIME.matcher(name).matches();
    }

    /** Existential openers an item may follow ("there's the big ... knife", "there is a ..."). */
    private static final Set<String> BE = Set.of("is", "are", "was", "were");
    /** Contractions in "'s" that are a pronoun and "is", never a possessor ("it's", "that's"). */
    private static final Set<String> NOT_POSSESSORS = Set.of("it's", "that's", "there's", "here's", "what's",
            "who's", "he's", "she's", "where's", "let's", "how's", "one's", "everyone's", "everything's",
            "nothing's", "something's", "someone's", "anything's", "this's", "why's", "when's");

    /**
     * The item a comma piece opens with (class comment), as written with its article or possessor, or {@code null}:
     * after "and"/"or"/... and an existential "there's"/"there is", an article or a possessor ("Mum's old
     * cleaver") and one to four words; a possessive inside it stays when the longer phrase passes the gate ("the big
     * Wüsthof chef's knife": what follows the possessive passes), else the item ends before it ("the car's great": "the car"). Capitalised words after
     * an article are a name even where the gate reads an adjective ("a Global"), and "the NAME one" names an option
     * ("the IKEA one"); "the new one" does not.
     */
    private static String item(String[] words, NounPhraseGate gate) {
        int i = 0;
        while (i < words.length && LEADS.contains(words[i].toLowerCase(Locale.ROOT))) {
            i++;
        }
        if (i < words.length && words[i].equalsIgnoreCase("there's")) {
            i++;
        } else if (i + 1 < words.length && words[i].equalsIgnoreCase("there")
                && BE.contains(words[i + 1].toLowerCase(Locale.ROOT))) {
            i += 2;
        }
        if (i >= words.length) {
            return null;
        }
        String lead = words[i].toLowerCase(Locale.ROOT);
        boolean article = ARTICLES.contains(lead);
        boolean possessor = !article && lead.endsWith("'s") && lead.length() > 2 && !NOT_POSSESSORS.contains(lead)
                && lead.chars().filter(Character::isLetter).count() == lead.length() - 1;
        if (!article && !possessor) {
            return null;
        }
        List<String> item = new ArrayList<>();
        int cut = -1;
        for (int k = i + 1; k < words.length && item.size() < MAX_WORDS + 1; k++) {
            String w = words[k];
            String lower = w.toLowerCase(Locale.ROOT);
            if (STOPS.contains(lower)) {
                break;
            }
            if (lower.endsWith("'s") && !Character.isUpperCase(w.charAt(0)) && cut < 0) {
                cut = item.size(); // "chef's knife" or "car's great": decided below
            }
            item.add(w);
        }
        boolean possessive = cut >= 0 && item.size() <= MAX_WORDS && cut + 1 < item.size()
                && !item.get(cut + 1).toLowerCase(Locale.ROOT).endsWith("ing") // "the dog's barking": a clause
                && gate.passes(String.join(" ", item.subList(cut + 1, item.size()))); // "chef's knife": "knife"
        if (cut >= 0 && !possessive) {
            item = item.subList(0, cut);
        }
        if (item.isEmpty() || item.size() > MAX_WORDS) {
            return null;
        }
        String phrase = String.join(" ", item);
        String head = article ? lead : words[i];
        return possessive || gate.passes(phrase) || article && named(item) ? head + " " + phrase : null;
    }

    /**
     * Whether an item after an article is a name: capitalised words only (not "I", a day, a month or an amount),
     * or such words before "one" ("the IKEA one").
     */
    private static boolean named(List<String> item) {
        List<String> name = item.size() > 1 && item.get(item.size() - 1).equalsIgnoreCase("one")
                ? item.subList(0, item.size() - 1) : item;
        String joined = String.join(" ", name);
        return name.stream().allMatch(w -> Character.isUpperCase(w.charAt(0)))
                && !PRONOUN_I.matcher(name.get(0)).matches() && !time(joined) && !AMOUNT.matcher(joined).matches()
                && !OPENERS.contains(name.get(0).toLowerCase(Locale.ROOT));
    }

    /** The article-led items of {@code answer}'s list (class comment), or none. */
    static List<String> of(String answer, NounPhraseGate gate) {
        List<String> out = new ArrayList<>();
        if (answer == null) {
            return out;
        }
        String text = answer.replace('\u2019', '\'');
        for (String part : text.split("[.!?;,:]+\\s*|\\s+-\\s+")) {
            String said = item(part.strip().split("\\s+"), gate);
            if (said != null && out.stream().noneMatch(said::equalsIgnoreCase)) {
                out.add(said);
            }
        }
        for (String sentence : text.split("[.!?;:]+\\s*|\\s+-\\s+")) {
            String[] pieces = sentence.split(",");
            for (int p = 0; p < pieces.length; p++) { // "Codenames, mostly ...", "Ticket to Ride.", "And Pandemic, ..."
                String piece = pieces[p];
                if (p == 0 && p + 1 < pieces.length && exclaimed(piece, pieces[p + 1])) {
                    continue; // "Ooh, I've gone through a few.": the sound before the speaker's own clause
                }
                String standing = standingName(piece);
                String name = standing != null ? standing : leadingName(piece);
                boolean known = name != null && out.stream().anyMatch(o -> o.equalsIgnoreCase(name));
                if (name != null && !known && gate.passes(name.replace("+", ""))) {
                    out.add(name);
                }
            }
        }
        Matcher m = NAME.matcher(text);
        while (m.find()) {
            String name = m.group(1);
            String lower = name.toLowerCase(Locale.ROOT);
            boolean known = out.stream().anyMatch(o -> o.toLowerCase(Locale.ROOT).contains(lower));
            if (!known && !PRONOUN_I.matcher(name).matches() && listed(text, m.start()) && !time(name)
                    && gate.passes(name.replace("+", ""))) {
                out.add(name);
            }
        }
        return out;
    }
}
