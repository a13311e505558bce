package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Question composition, <b>the options a respondent lists as activities or plain phrases</b> in answer to a
 * repertory grid's opening question ("Babysitting for the neighbours, Sunday shifts in a café in Douglas, stacking
 * shelves in Dunnes over Christmas, and I coach at the GAA summer camp. Oh and maths grinds, for a first year."),
 * which neither an article nor a capital marks as items ({@link ListedOptions} finds those).
 *
 * <p>Contract:
 * <ul>
 *   <li>a <b>list</b> is a sentence of three or more comma pieces, at least two thirds of them items; a sentence
 *       after a list that opens with "and", "also" or "plus" (an exclamation before it at most: "Oh and maths
 *       grinds, ...") adds its first piece when that is an item;</li>
 *   <li>an <b>item</b> is a piece's opening words up to a preposition, a particle, a verb form or the piece's end, one
 *       to three words, that pass the {@link NounPhraseGate} ("babysitting", "Sunday shifts", "stacking shelves",
 *       "maths grinds"); a piece that is the speaker's own clause "I/we VERB PREP the X" gives the verb's gerund
 *       with its place ("coaching at the GAA summer camp"); a piece that opens with a pronoun, an article (those are
 *       {@link ListedOptions}'), a word of amount or an opener ("Loads", "Honestly") is no item;</li>
 *   <li>an item that opens a sentence loses its capital when its first word is a gerund or is written in lower case
 *       elsewhere in the answer, unless the respondent writes it with a capital inside a sentence or it is a day or
 *       a month ("babysitting", but "Sunday shifts", "Trello");</li>
 *   <li>items come in the respondent's order, each once.</li>
 * </ul>
 */
final class ListItems {

    private static final Set<String> LEADS = Set.of("and", "or", "plus", "also", "then");
    /** Words set off before a continuation ("Oh and ..."). */
    private static final Set<String> SOUNDS = Set.of("oh", "ah", "um", "erm", "uh", "right", "well");
    /** Words an item ends before: prepositions, particles, relatives, verbs and conjunctions. */
    private static final Set<String> STOPS = Set.of("in", "on", "at", "with", "for", "from", "to", "of", "by",
            "near", "round", "around", "under", "out", "up", "off", "over", "during", "after", "before", "is", "are",
            "was", "were", "that", "which", "who", "and", "or", "but", "because", "when", "if", "so", "too", "as",
            "has", "had", "have", "does", "did", "do", "like", "mostly", "sometimes", "once", "now", "then");
    /** Words that open a piece which is no item. */
    private static final Set<String> NOT_ITEMS = Set.of("i", "i've", "i'm", "i'd", "we", "we've", "you", "he",
            "she", "they", "it", "it's", "that", "this", "there", "there's", "the", "a", "an", "my", "our", "some",
            "loads", "lots", "lot", "heaps", "tons", "plenty", "few", "couple", "several", "many", "all", "none",
            "okay", "ok", "well", "so", "yes", "yeah", "no", "honestly", "actually", "like", "just", "mostly",
            "probably", "maybe", "but", "though", "not", "never", "always", "usually", "sometimes");
    private static final Pattern OWN_CLAUSE = Pattern.compile(
            "(?i)^(?:i|we)\\s+([a-z]+)\\s+(at|in|on|for|with)\\s+(the\\s+[\\w'-]+(?:\\s+[\\w'-]+){0,3})$");
    private static final Pattern TIME = Pattern.compile("(?i)(?:mon|tues|wednes|thurs|fri|satur|sun)days?|"
            + "january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter");
    private static final int MAX_WORDS = 3;

    private ListItems() {
    }

    /** The items of {@code answer}'s list (class comment), or none. */
    static List<String> of(String answer, NounPhraseGate gate) {
        List<String> out = new ArrayList<>();
        if (answer == null) {
            return out;
        }
        String text = answer.replace('\u2019', '\'');
        boolean listSeen = false;
        for (String sentence : text.split("(?<=[.!?;:])\\s+|\\s+-\\s+")) {
            String body = sentence.strip().replaceAll("[.!?;:]+$", "");
            String[] pieces = body.split(",");
            List<String> items = new ArrayList<>();
            for (String piece : pieces) {
                String item = item(piece, gate, text);
                if (item != null) {
                    items.add(item);
                }
            }
            if (pieces.length >= 3 && items.size() >= 3 && items.size() * 3 >= pieces.length * 2) {
                listSeen = true;
                items.forEach(i -> addOnce(out, i));
            } else if (listSeen && continues(pieces[0])) {
                String item = item(pieces[0], gate, text);
                if (item != null) {
                    addOnce(out, item);
                }
            }
        }
        return out;
    }

    private static void addOnce(List<String> out, String item) {
        if (out.stream().noneMatch(item::equalsIgnoreCase)) {
            out.add(item);
        }
    }

    /** Whether a piece opens with "and", "also" or "plus", an exclamation before it at most ("Oh and ..."). */
    private static boolean continues(String piece) {
        String[] words = piece.strip().toLowerCase(Locale.ROOT).split("\\s+");
        int i = words.length > 1 && SOUNDS.contains(words[0]) ? 1 : 0;
        return i < words.length && LEADS.contains(words[i]);
    }

    /** The item a comma piece names (class comment), or {@code null}. */
    private static String item(String piece, NounPhraseGate gate, String text) {
        List<String> words = new ArrayList<>(List.of(piece.strip().split("\\s+")));
        if (words.size() > 1 && SOUNDS.contains(words.get(0).toLowerCase(Locale.ROOT))
                && LEADS.contains(words.get(1).toLowerCase(Locale.ROOT))) {
            words.remove(0);
        }
        while (!words.isEmpty() && LEADS.contains(words.get(0).toLowerCase(Locale.ROOT))) {
            words.remove(0);
        }
        if (words.isEmpty() || words.get(0).isEmpty()) {
            return null;
        }
        java.util.regex.Matcher own = OWN_CLAUSE.matcher(String.join(" ", words));
        if (own.matches()) {
            String gerund = gerund(own.group(1).toLowerCase(Locale.ROOT));
            String place = own.group(3);
            return gerund != null && gate.passes(place.replaceFirst("(?i)^the\\s+", "")) && gate.passes(gerund)
                    ? gerund + " " + own.group(2).toLowerCase(Locale.ROOT) + " " + place : null;
        }
        String first = words.get(0).toLowerCase(Locale.ROOT);
        if (NOT_ITEMS.contains(first) || !Character.isLetter(first.charAt(0))) {
            return null;
        }
        List<String> item = new ArrayList<>();
        for (String w : words) {
            String lower = w.toLowerCase(Locale.ROOT);
            if (STOPS.contains(lower) || lower.endsWith("'s") && !Character.isUpperCase(w.charAt(0))) {
                break;
            }
            item.add(w);
        }
        if (item.isEmpty() || item.size() > MAX_WORDS || !gate.passes(String.join(" ", item))) {
            return null;
        }
        String head = item.get(0);
        boolean common = head.toLowerCase(Locale.ROOT).endsWith("ing") || Pattern.compile("\\b"
                + Pattern.quote(head.toLowerCase(Locale.ROOT)) + "\\b").matcher(text).find();
        if (Character.isUpperCase(head.charAt(0)) && common && !TIME.matcher(head).matches()
                && !capitalInside(head, text)) {
            item.set(0, head.toLowerCase(Locale.ROOT));
        }
        return String.join(" ", item);
    }

    /** Whether {@code word} is written with its capital somewhere inside a sentence of {@code text} (a name). */
    private static boolean capitalInside(String word, String text) {
        return Pattern.compile("(?<=[\\p{Ll},] )" + Pattern.quote(word) + "\\b").matcher(text).find();
    }

    /**
     * The gerund of a plain verb form ("coach": "coaching", "drive": "driving", {@link FocusText#gerund}), or
     * {@code null} for a form that is not plain ("I'm", "I worked", "I goes").
     */
    private static String gerund(String verb) {
        if (verb.endsWith("ing") || verb.endsWith("ed") || verb.endsWith("s") || verb.length() < 3) {
            return null;
        }
        return FocusText.gerund(verb);
    }
}
