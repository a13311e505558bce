package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a focus label is a person's first name (issue 12): a moderator never puts a person into a slot of a ladder or
 * a probe ("If you think about the Aoife, what is it ultimately about for you?", "Why does Dave matter to you?"); the
 * question climbs from what the answer says about that person instead.
 *
 * <p>Contract: {@link #names} is true when the label is a single word, and in one of the texts the respondent writes
 * it with a capital right after a kinship or role noun ("my granddaughter Aoife", "our neighbour Tom") or as the
 * subject of a verb people do ("Dennis said", "Marisol wants", "Dave told me"), or with such a noun set beside it
 * ("Jonas, my flatmate"), or with an age right after it ("Mia's ten"); a label of two words, a kinship or role noun
 * and such a name ("the colleague Sophie"), names the person too. A capitalised brand or place used
 * otherwise ("Aldi", "Norway") is not a name. Reads English's kinship and role nouns and verbs of saying, wanting and
 * knowing only. Stateless.
 */
final class PersonName {

    /** Kinship and role nouns besides {@link Lexicon#PERSON_NOUNS} that a first name follows ("my friend Ana"). */
    private static final Set<String> MORE_PERSONS = Set.of("granddaughter", "grandson", "grandkid", "grandchild",
            "friend", "mate", "flatmate", "roommate", "housemate", "stepson", "stepdaughter", "stepmum", "stepdad",
            "godson", "goddaughter", "brother-in-law", "sister-in-law", "son-in-law", "daughter-in-law", "pal",
            "buddy", "coworker", "co-worker", "manager", "supervisor", "doctor", "teacher", "vet", "dentist",
            "neighbours", "twin", "wee", "little");
    private static final Pattern PERSON_VERB = Pattern.compile("^\\s+(?:always |never |just |even |also )?"
            + "(?:said|says|told|tells|asked|asks|wants|wanted|thinks|thought|knows|knew|reckons|reckoned|"
            + "laughs|laughed|likes|liked|loves|loved|hates|hated|texts|texted|rang|rings|insists|insisted|"
            + "swears|swore)\\b");
    private static final Pattern BEFORE = Pattern.compile("([a-z-]+)\\s+$");
    /** An age given right after the name: "Mia's ten", "Jack is seven now", "Tom's 4 and a half". */
    private static final Pattern AGE = Pattern.compile("^(?:'s| is) (?:nearly |almost |just )?(?:\\d{1,2}|one|two|"
            + "three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|"
            + "eighteen|nineteen)(?: (?:now|months|years? old|and a half))?(?=[,.;!?]|$| and\\b| now\\b)");
    /** A kinship or role noun set beside the name ("Jonas, my flatmate", "Mia, our youngest one"). */
    private static final Pattern APPOSED = Pattern.compile("^\\s*,\\s*(?:my|our|his|her|their|the)\\s+"
            + "(?:(?:little|older|younger|eldest|oldest|youngest|best|old|new)\\s+)?([a-z-]+)\\b");

    private PersonName() {
    }

    /** Whether {@code label} is a person's first name in {@code texts} (see the class comment). */
    static boolean names(String label, Iterable<String> texts) {
        if (label == null) {
            return false;
        }
        String word = label.strip().replaceFirst("(?i)^(?:the|my|your|our)\\s+", "");
        String[] two = word.split("\\s+");
        if (two.length == 2 && (Lexicon.PERSON_NOUNS.contains(two[0].toLowerCase(Locale.ROOT))
                || MORE_PERSONS.contains(two[0].toLowerCase(Locale.ROOT))) && names(two[1], texts)) {
            return true; // "the colleague Sophie": a role and the name of the person in it
        }
        if (word.isEmpty() || word.contains(" ") || !word.matches("(?i)[a-z\u00c0-\u024f'-]+")) {
            return false;
        }
        Pattern capital = Pattern.compile("(?<![\\p{L}'])" + Pattern.quote(Character.toUpperCase(word.charAt(0))
                + word.substring(1).toLowerCase(Locale.ROOT)) + "(?![\\p{L}]|'(?!s\\b))"); // "Mia's ten": the 's kept
        for (String text : texts) {
            if (text == null) {
                continue;
            }
            Matcher m = capital.matcher(text.replace('\u2019', '\''));
            while (m.find()) {
                String before = text.substring(0, m.start()).toLowerCase(Locale.ROOT);
                Matcher b = BEFORE.matcher(before);
                if (b.find() && (Lexicon.PERSON_NOUNS.contains(b.group(1)) || MORE_PERSONS.contains(b.group(1)))) {
                    return true; // "my granddaughter Aoife"
                }
                String after = text.substring(m.end());
                boolean subject = before.isBlank() || before.matches("(?s).*(?:[.!?,;:]|\\band|\\bbut|\\bso)\\s*$");
                if (subject && PERSON_VERB.matcher(after).find()) {
                    return true; // "Dennis said it tasted like the dust off the road"
                }
                if (AGE.matcher(after.toLowerCase(Locale.ROOT)).find()) {
                    return true; // "Mia's ten, Jack's seven": a child's age
                }
                Matcher apposed = APPOSED.matcher(after.toLowerCase(Locale.ROOT));
                if (apposed.find() && (Lexicon.PERSON_NOUNS.contains(apposed.group(1))
                        || MORE_PERSONS.contains(apposed.group(1)))) {
                    return true; // "Jonas, my flatmate, ..."
                }
            }
        }
        return false;
    }
}
