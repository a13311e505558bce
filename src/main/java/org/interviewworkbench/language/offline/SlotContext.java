package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * The second half of a question slot's grammar gate: whether a phrase that reads as a noun phrase on its own
 * ({@link NounPhraseGate}) was one <em>where the respondent said it</em>. The words are found in the respondent's
 * sentence and judged by the part they play there, not by the tagger's guess for the phrase in isolation (where
 * "stand", "daft" and "dunno" all look like nouns). Contract: {@link #fits} is {@code false} when
 * <ul>
 *   <li>every word of the phrase is a discourse filler or interjection ("dunno", "honestly", "yeah"): a closed
 *       class of English, never a concept;</li>
 *   <li>its last word is a verb there and not an -ing form ("stand" in "I just stand next to her"): a verb torn
 *       from its clause;</li>
 *   <li>it ends on an -ing form whose object follows in the sentence ("doing" in "doing our bit"): a gerund torn from
 *       its object;</li>
 *   <li>it is a predicate after a linking verb without an article ("daft" in "I feel daft", "tight" in "mornings are
 *       tight"): a property, not a thing;</li>
 *   <li>it holds a present-tense verb there ("works construction", "Caleb steals" from "Caleb steals Jake's"): a
 *       clause or a verb without its subject, not a thing;</li>
 *   <li>it is what the speakers call themselves ("I'm the weak link", "I felt a fraud"): a self-description or an
 *       idiom, said back as their clause, never named as a thing;</li>
 *   <li>"of" follows it there ("peace" from "peace of mind", "making" from "the making of it"): a head cut from its
 *       complement ({@link #maximal} gives the whole phrase when it ends on a noun);</li>
 *   <li>a distributive or negative quantifier comes before it ("each grandchild", "no car"): no one thing is meant;</li>
 *   <li>it starts on a count without a determiner before it ("it's three places"): "if three places were gone" is
 *       not English; "the three places" is;</li>
 *   <li>it lies inside a fixed idiom there ({@link FixedIdioms}: "pocket" in "out of pocket", "loop" in "in the
 *       loop");</li>
 *   <li>it is the clause's verb, which the tagger read as a noun: right after "I", "we", "they", "he", "she" ("it"
 *       before an -s form: "it beeps"), or an -s word ending a clause's subject and followed by its object ("the
 *       full-face protects the face").</li>
 * </ul>
 * A phrase not found in the sentence, or with no sentence, is left to the other gate ({@code true}). Costs one tagging
 * of the (short) focus sentence.
 */
final class SlotContext {

    /**
     * Discourse fillers and interjections: English closed class. A label made only of these words never fills a slot,
     * including the verbs of "I mean" and "you know" ("mean", "know") when they stand alone.
     */
    static final Set<String> FILLERS = Set.of("dunno", "donno", "idk", "um", "umm", "uh", "uhh", "er", "erm", "ah",
            "oh", "eh", "hmm", "hm", "mm", "mhm", "yeah", "yea", "yep", "yup", "nah", "nope", "ok", "okay", "well",
            "like", "anyway", "anyways", "whatever", "honestly", "honest", "basically", "literally", "actually",
            "obviously", "seriously", "frankly", "really", "ugh", "meh", "wow", "gosh", "god", "blimey", "ha", "haha",
            "lol", "cheers", "innit", "alright", "right", "sure", "maybe", "guess", "suppose", "reckon", "mean",
            "know", "sorry", "please", "thanks", "yes", "no");
    private static final Set<String> LINKING = Set.of("be", "is", "are", "am", "was", "were", "'s", "'re", "'m",
            "feel", "feels", "felt", "feeling", "seem", "seems", "seemed", "look", "looks", "looked", "sound", "sounds",
            "sounded", "get", "gets", "got", "getting", "become", "became", "stay", "stays", "stayed");
    private static final Set<String> BE = Set.of("be", "is", "are", "am", "was", "were", "'s", "'re", "'m");
    private static final Set<String> FIRST_PERSON = Set.of("i", "we", "i'm", "we're");
    /** Subjects that stand for a clause said before ("which is daft"): what follows evaluates it. */
    private static final Set<String> CLAUSE_SUBJECTS = Set.of("which", "that", "this");
    private static final Set<String> PRONOUN_SUBJECTS = Set.of("i", "we", "you", "he", "she", "they", "it", "that",
            "this", "which");
    /** Distributive and negative quantifiers: the noun after one names no particular thing ("each grandchild"). */
    private static final Set<String> QUANTIFIERS = Set.of("each", "every", "any", "no", "either", "neither");
    private static final Set<String> NUMBER_WORDS = Set.of("two", "three", "four", "five", "six", "seven", "eight",
            "nine", "ten", "eleven", "twelve", "twenty", "hundred", "dozen", "several", "many", "few");
    private static final Set<String> POSSESSIVES = Set.of("my", "our", "your", "his", "her", "their", "its");
    private static final Set<String> OBJECT_START = Set.of("DET", "NOUN", "PROPN", "PRON", "NUM", "ADJ");

    private final OpenNlpPipeline nlp;

    SlotContext(OpenNlpPipeline nlp) {
        this.nlp = nlp;
    }

    /** Whether every word of the phrase is a filler ("dunno", "well honestly"): needs no sentence. */
    static boolean fillerOnly(String phrase) {
        if (phrase == null || phrase.isBlank()) {
            return true;
        }
        for (String w : phrase.toLowerCase(Locale.ROOT).replaceAll("[^a-z' ]", " ").strip().split("\\s+")) {
            if (!w.isEmpty() && !FILLERS.contains(w) && !w.equals("the") && !w.equals("a")) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code phrase} may fill a noun slot, judged in {@code sentence}, the respondent's words it comes from.
     *
     * @param phrase   the label as it would go in the slot, without an added article
     * @param sentence the respondent's clause or answer holding it, or {@code null}
     */
    boolean fits(String phrase, String sentence) {
        if (fillerOnly(phrase)) {
            return false;
        }
        if (sentence == null || sentence.isBlank()) {
            return true;
        }
        String[] words = phrase.toLowerCase(Locale.ROOT).strip().split("\\s+");
        int from = afterArticle(words);
        if (from >= words.length) {
            return false;
        }
        for (Sentence s : nlp.process(sentence.strip())) {
            List<Token> t = s.tokens();
            int at = find(t, words, from);
            if (at < 0) {
                continue;
            }
            boolean restored = false;
            if (at == 0 && t.get(0).is("PROPN", "NOUN") && t.size() > 2 && !t.get(1).is("PUNCT", "AUX", "VERB")
                    && !NounPhraseGate.abstractNoun(words[from])) {
                t = subjectRestored(s); // "Stand next to Margaret ...": a spoken sentence without its "I"
                at = 1;
                restored = true;
            }
            int end = at + (words.length - from) - 1;
            if (t.subList(at, Math.min(end + 1, t.size())).stream().anyMatch(SayableClause::unknownWord)) {
                return false; // a word the tagger did not know as English ({@link SayableClause#unknownWord})
            }
            if (FixedIdioms.covers(t, at, end)) {
                return false; // "pocket" from "out of pocket", "loop" from "in the loop": an idiom's noun, no thing
            }
            if (verbAsNoun(t, at, end, restored)) {
                return false; // "full-face protects" from "the full-face protects the face", "beeps" in "it beeps"
            }
            if (end + 1 < t.size() && t.get(end + 1).lower().equals("of")) {
                return false; // "peace" from "peace of mind", "making" from "the making of it": cut before its "of"
            }
            if (at > 0 && QUANTIFIERS.contains(t.get(at - 1).lower())) {
                return false; // "grandchild" from "one album for each grandchild": no one thing is meant
            }
            if ((t.get(at).is("NUM") || NUMBER_WORDS.contains(t.get(at).lower())) && !t.get(at).lower().contains("-")
                    && (at == 0 || !t.get(at - 1).is("DET") && !POSSESSIVES.contains(t.get(at - 1).lower()))) {
                return false; // "it's three places": a count, which reads as a noun phrase only with its determiner
            }
            if (at == end && NounPhraseGate.abstractNoun(words[words.length - 1])) {
                return true; // "peace", "comfort", "safety": a noun the lexicon knows, whatever the tagger says
            }
            return !torn(t, at, end) && !predicate(t, at, end) && !clause(s, t, at, end);
        }
        return true;
    }

    /** Nominative pronouns: a word right after one is its verb ("they shop", "we worry"), never a noun. */
    private static final Set<String> NOMINATIVE = Set.of("i", "he", "she", "we", "they");
    /** Determiners and object pronouns that open a verb's object ("protects the face", "beeps me"). */
    private static final Set<String> OBJECT_OPENERS = Set.of("the", "a", "an", "my", "your", "our", "their", "his",
            "her", "its", "me", "him", "us", "them", "this", "that", "these", "those");

    /**
     * Whether the phrase's words are a verb in the respondent's clause, though a tagger reads them as a noun: a word
     * right after a nominative pronoun ("we shop", "it beeps" for an -s form), or an -s word that ends a subject and is
     * followed directly by its object's determiner ("the full-face protects the face": a subject at the clause's start,
     * so not a double object like "gave the kids the day off").
     */
    private static boolean verbAsNoun(List<Token> t, int at, int end, boolean restored) {
        if (at > 0 && !restored) { // not the "I" put back by {@link #subjectRestored}
            String before = t.get(at - 1).lower();
            if (NOMINATIVE.contains(before) || before.equals("it") && t.get(at).lower().endsWith("s")
                    && !t.get(at).lower().endsWith("ss")) {
                return true;
            }
        }
        String last = t.get(end).lower();
        if (!last.endsWith("s") || last.endsWith("ss") || last.endsWith("'s") || end + 1 >= t.size()
                || !OBJECT_OPENERS.contains(t.get(end + 1).lower())) {
            return false;
        }
        int b = at - 1;
        while (b >= 0 && t.get(b).is("DET", "ADJ", "NOUN", "NUM")) {
            b--;
        }
        return b < 0 || t.get(b).is("PUNCT", "CCONJ", "SCONJ", "ADV");
    }

    /**
     * The phrase as far as the respondent's noun phrase goes: when they went on with "of" and one or two words ending
     * on a noun ("peace" in "peace of mind, mostly"), the whole phrase ("peace of mind"); else the phrase unchanged
     * (also when the "of" leads to a pronoun, "the making of it", which {@link #fits} then refuses).
     */
    String maximal(String phrase, String sentence) {
        if (phrase == null || sentence == null || sentence.isBlank()) {
            return phrase;
        }
        String[] words = phrase.toLowerCase(Locale.ROOT).strip().split("\\s+");
        int from = afterArticle(words);
        if (from >= words.length) {
            return phrase;
        }
        for (Sentence s : nlp.process(sentence.strip())) {
            List<Token> t = s.tokens();
            int at = find(t, words, from);
            if (at < 0) {
                continue;
            }
            int of = at + words.length - from;
            if (of + 1 >= t.size() || !t.get(of).lower().equals("of")) {
                return phrase;
            }
            int k = of + 1;
            while (k < t.size() && k - of <= 2 && t.get(k).is("ADJ", "NOUN")) {
                k++;
            }
            boolean nounEnd = k > of + 1 && t.get(k - 1).is("NOUN") && (k == t.size() || !t.get(k).is("NOUN", "PROPN"));
            if (!nounEnd) {
                return phrase;
            }
            StringBuilder out = new StringBuilder(phrase.strip()).append(" of");
            for (int i = of + 1; i < k; i++) {
                out.append(' ').append(t.get(i).lower());
            }
            return out.toString();
        }
        return phrase;
    }

    /**
     * Whether the phrase holds a present-tense verb where the respondent said it: an -s verb ("works construction"
     * from "a husband who works construction"), or a name followed by an -s word that reads as a verb once the name
     * is a pronoun ("Caleb steals" from "Caleb steals Jake's", which the tagger reads as a noun after a name).
     */
    private boolean clause(Sentence s, List<Token> t, int at, int end) {
        for (int k = at; k <= end; k++) {
            if (presentVerb(t.get(k))) {
                return true;
            }
        }
        for (int k = at; k < end && t == s.tokens(); k++) { // offsets of the respondent's own sentence only
            Token name = t.get(k);
            Token next = t.get(k + 1);
            if (name.is("PROPN") && Character.isUpperCase(name.text().charAt(0)) && next.lower().endsWith("s")
                    && Character.isLowerCase(next.text().charAt(0)) && !next.lower().endsWith("ss")) {
                String text = s.text();
                String pronoun = name.start() == 0 ? "She" : "she";
                String replaced = text.substring(0, name.start()) + pronoun + text.substring(name.end());
                for (Sentence r : nlp.process(replaced)) {
                    for (int j = 0; j + 1 < r.tokens().size(); j++) {
                        if (r.tokens().get(j).start() == name.start() && r.tokens().get(j).lower().equals("she")) {
                            Token v = r.tokens().get(j + 1);
                            if (v.lower().equals(next.lower()) && v.is("VERB")) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
        return false;
    }

    /** A present-tense third-person verb ("works", "steals"), not a gerund or participle. */
    private static boolean presentVerb(Token tok) {
        String w = tok.lower();
        return tok.is("VERB") && w.endsWith("s") && !w.endsWith("ss") && !w.equals(tok.lemma());
    }

    /**
     * The clause with the "I" that spoken English drops put back ("Called the agency." -&gt; "I called the agency."),
     * or {@code null} when the clause does not start on a past-tense verb followed by its object or particle (the
     * only subject-drop the tagger reads reliably; "Compared to ...", "Peace at home" and questions are left alone).
     */
    String withDroppedSubject(String clause) {
        if (clause == null || clause.isBlank()) {
            return null;
        }
        List<Sentence> sentences = nlp.process(clause.strip());
        if (sentences.isEmpty() || sentences.get(0).tokens().size() < 3) {
            return null;
        }
        List<Token> t = sentences.get(0).tokens();
        Token first = t.get(0);
        Token next = t.get(1);
        boolean past = first.is("VERB") && first.lower().endsWith("ed") && !first.lower().equals(first.lemma());
        boolean object = next.is("DET", "NOUN", "PROPN") || next.is("PRON") && !next.lower().equals("i")
                || Set.of("up", "off", "out", "back", "in").contains(next.lower());
        if (!past || !object || clause.strip().endsWith("?")) {
            return null; // only "Called the agency", "Signed up ...": a past verb and its object, nothing guessed
        }
        return "I " + Character.toLowerCase(clause.strip().charAt(0)) + clause.strip().substring(1);
    }

    /**
     * Whether the phrase, read in the sentence, is an -ing form that starts it with a determiner before it
     * ("the living room", "my morning", or a lone "a warning"): a noun phrase that takes an article, not a gerund.
     */
    boolean nounNotGerund(String phrase, String sentence) {
        if (phrase == null || sentence == null) {
            return false;
        }
        String[] words = phrase.toLowerCase(Locale.ROOT).strip().split("\\s+");
        if (!words[0].endsWith("ing")) {
            return false;
        }
        for (Sentence s : nlp.process(sentence.strip())) {
            List<Token> t = s.tokens();
            int at = find(t, words, 0);
            if (at > 0) {
                Token before = t.get(at - 1);
                // not "some breathing room"; a lone -ing word after "a" is a count noun ("like a warning")
                return before.lower().matches("the|my|our|your|his|her|their")
                        || words.length == 1 && before.lower().matches("a|an");
            }
        }
        return false;
    }

    private static boolean torn(List<Token> t, int at, int end) {
        Token last = t.get(end);
        boolean verb = last.is("VERB", "AUX");
        if (verb && !last.lower().endsWith("ing")) {
            return true; // "stand" in "I stand next to Margaret"
        }
        if (last.lower().endsWith("ing") && last.is("VERB") && end + 1 < t.size()) {
            Token next = t.get(end + 1);
            return OBJECT_START.contains(next.tag()) && !next.is("PRON") || next.is("PRON")
                    && !next.lower().equals("i") && !next.lower().equals("you"); // "doing our bit"
        }
        return false;
    }

    /** A bare property after a linking verb ("I feel daft") or what a first person calls themselves. */
    private static boolean predicate(List<Token> t, int at, int end) {
        int i = at - 1;
        boolean article = false;
        while (i >= 0 && (t.get(i).is("DET", "ADV") || t.get(i).lower().equals("such"))) {
            article |= t.get(i).is("DET");
            i--;
        }
        if (i < 0 || !LINKING.contains(t.get(i).lower())) {
            return false;
        }
        int s = i - 1;
        while (s >= 0 && i - s <= 5 && t.get(s).is("AUX", "PART", "VERB", "ADV")) {
            s--; // "I don't want to be the weak link": the subject before the verbs
        }
        String subject = s >= 0 ? t.get(s).lower() : "";
        if (!article) { // "mornings are tight", "I feel daft", "which is daft": a property, not a thing
            return t.get(end).is("ADJ") || !BE.contains(t.get(i).lower()) || CLAUSE_SUBJECTS.contains(subject)
                    || PRONOUN_SUBJECTS.contains(subject) && at == end
                    && !NounPhraseGate.abstractNoun(t.get(end).lower()); // "it's comfort" names a thing
        }
        return FIRST_PERSON.contains(subject); // "I'm the weak link", "I felt a fraud"
    }

    /**
     * The sentence tagged again with the subject English speech drops restored ("Called the agency." -&gt; "I called
     * the agency."), so that a verb at its start is read as one: the tokens of "I " + the sentence, first word
     * lowercased (index 0 is the added "I").
     */
    private List<Token> subjectRestored(Sentence s) {
        String text = s.tokens().stream().map(Token::text).reduce((a, b) -> a + " " + b).orElse("");
        String restored = "I " + Character.toLowerCase(text.charAt(0)) + text.substring(1);
        List<Sentence> again = nlp.process(restored);
        return again.isEmpty() ? s.tokens() : again.get(0).tokens();
    }

    /**
     * Whether {@code phrase} may fill a noun slot of a summary: one of {@code answers} holds its words in order (a
     * label rebuilt from lemmas, such as "lorry come" from "the lorries do come", is found in none) and it
     * {@link #fits} there.
     */
    boolean fitsWhereSaid(String phrase, List<String> answers) {
        String[] words = phrase.toLowerCase(Locale.ROOT).strip().split("\\s+");
        int from = afterArticle(words);
        if (from >= words.length) {
            return false;
        }
        for (String answer : answers) {
            if (answer == null) {
                continue;
            }
            for (Sentence s : nlp.process(answer.strip())) {
                if (find(s.tokens(), words, from) >= 0) {
                    return fits(phrase, s.text());
                }
            }
        }
        return false;
    }

    /** Index of the token where the phrase words (from {@code from}) start in order, or -1. */
    private static int find(List<Token> t, String[] words, int from) {
        int n = words.length - from;
        outer:
        for (int i = 0; i + n <= t.size(); i++) {
            for (int k = 0; k < n; k++) {
                String tok = t.get(i + k).lower();
                String w = words[from + k];
                if (!tok.equals(w) && !t.get(i + k).lemma().equals(w) && !(tok.startsWith(w) && tok.length() <= w.length() + 2)) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    /** Where a label's own words start: after a leading "the", "a" or "your" the slot may add or drop. */
    private static int afterArticle(String[] words) {
        return words[0].equals("the") || words[0].equals("a") || words[0].equals("your") ? 1 : 0;
    }
}
