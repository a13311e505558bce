package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Question composition, <b>number agreement with a filled slot</b>: a question that names the study topic
 * ({@code {t}}) or the focus ({@code {f}}) and then refers back to it agrees with the phrase's number, as English
 * does: "bookable nap pods at the office ... make <i>them</i> work", "Where <i>do</i> train journeys show up", "the
 * 7am shift ... come across <i>it</i>". Contract:
 * <ul>
 *   <li>a phrase's number is its head noun's: the last word before the phrase's first post-modifier (a preposition,
 *       a relative word, a contact clause's subject: "pods <i>at</i> the office", "peace <i>of</i> mind",
 *       "pizzerias <i>you</i> eat at"); it is plural when the head is a regular plural (ends in "-s", not "-ss", "-us",
 *       "-is", "-ics", "news", and is not a mass or abstract noun); a phrase led by an activity ("borrowing e-books",
 *       a gerund) is singular whatever its object, but an -ing word that names a thing or a time ("evening skills
 *       courses", "wedding venues") is a modifier like any noun;</li>
 *   <li>in a template, {@code {it}} is the pronoun that refers back to the slot: "it" for a singular phrase, "them"
 *       for a plural one; a singular phrase leaves every verb as written, a plural one turns the verbs written for a
 *       singular slot ("does {t}", "{t} was", "{f} matters") into their plural forms.</li>
 * </ul>
 */
final class SlotNumber {

    /** Words that start a noun phrase's post-modifier: its head is the word before the first of them. */
    private static final Set<String> POST_MODIFIER = Set.of("of", "at", "in", "on", "for", "from", "to", "with",
            "by", "about", "near", "under", "over", "after", "before", "during", "without", "into", "between",
            "through", "across", "around", "as", "when", "while", "where", "that", "who", "which", "whose", "you",
            "they", "we", "i", "people");
    /** Plural-looking heads that are singular: the names of fields and a few nouns that end in -s. */
    private static final Pattern NOT_PLURAL = Pattern.compile("(?:ss|us|is|ics|news|series|species|means|lens|gas)$");
    /** Pronoun placeholder of a template: the slot's referent said again. */
    static final String IT = "{it}";

    private SlotNumber() {
    }

    /** The phrase's head noun (class comment), lower-cased; empty for a blank phrase. */
    static String head(String phrase) {
        String[] words = phrase.strip().toLowerCase(Locale.ROOT).split("\\s+");
        String head = words[0];
        for (int i = 1; i < words.length && !POST_MODIFIER.contains(words[i]); i++) {
            head = words[i];
        }
        return head.replaceAll("[^\\p{L}\\p{N}'-]", "");
    }

    /** Whether the phrase is plural (class comment), by its head noun's form; an -ing word first: an activity. */
    static boolean plural(String phrase) {
        if (phrase == null || phrase.isBlank()) {
            return false;
        }
        String first = phrase.strip().toLowerCase(Locale.ROOT).split("\\s+")[0];
        return !(first.endsWith("ing") && !NounPhraseGate.ingNoun(first)) && pluralHead(head(phrase));
    }

    /** Whether {@code head} is a regular plural noun (class comment). */
    static boolean pluralHead(String head) {
        return head.length() > 3 && head.endsWith("s") && !head.endsWith("'s") && !NOT_PLURAL.matcher(head).find()
                && !NounPhraseGate.abstractNoun(head);
    }

    /**
     * The template agreeing with its {@code slot} ({@code "{t}"} or {@code "{f}"}) of the given number: when the
     * template names the slot, {@code {it}} as "it" or "them", and for a plural slot the singular verbs next to it in
     * their plural form ("does {t}" -> "do {t}"); a slot after a preposition is no subject ("what else about {t} is
     * on your mind" stays). Another slot's verbs are left alone; a template without the slot is returned unchanged.
     */
    static String agree(String template, String slot, boolean plural) {
        if (!template.contains(slot)) {
            return template;
        }
        if (!plural) {
            return template.replace(IT, "it");
        }
        String s = Pattern.quote(slot);
        Pattern verbs = Pattern.compile("(?i)\\b(does|is|was|has) (" + s + ")"
                + "|(?<!\\b(?:about|of|with|to|for|at|in|on|from|by|than|like) )"
                + "(" + s + ") (is|was|has|does|matters|comes|goes|plays|lets|works|shows|makes|fits|seems|feels)\\b");
        Matcher m = verbs.matcher(template.replace(IT, "them"));
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String replaced = m.group(1) != null ? pluralVerb(m.group(1)) + " " + m.group(2)
                    : m.group(3) + " " + pluralVerb(m.group(4));
            m.appendReplacement(out, Matcher.quoteReplacement(replaced));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** A verb's plural present (or past) form: "does" -> "do", "is" -> "are", "matters" -> "matter". */
    private static String pluralVerb(String verb) {
        String lower = verb.toLowerCase(Locale.ROOT);
        String plural = switch (lower) {
            case "does" -> "do";
            case "is" -> "are";
            case "was" -> "were";
            case "has" -> "have";
            case "goes" -> "go";
            default -> lower.substring(0, lower.length() - 1);
        };
        return Character.isUpperCase(verb.charAt(0)) ? Character.toUpperCase(plural.charAt(0)) + plural.substring(1)
                : plural;
    }
}
