package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Whether a respondent's clause can be said back in a reflection preamble ("You said ...", "You mentioned that ...")
 * as standard second-person English (issue 12). A moderator repeats a clause in their own English; when the clause is
 * written in a dialect spelling or grammar the engine cannot turn into standard English, saying it back unchanged
 * puts the respondent's words in the interviewer's mouth ("You mentioned that [their dialect clause]"), so the
 * question is asked without the preamble instead.
 *
 * <p>Contract: {@link #sayable} is false when the tagged clause holds
 * <ul>
 *   <li>a word the tagger reads as a closed-class word (conjunction, determiner, pronoun, auxiliary, particle or
 *       preposition) that is not one of English's closed-class words: the tagger did not know the word as
 *       English and guessed its class from its position;</li>
 *   <li>a bare present-tense verb after a singular third-person subject (a name or a singular noun) with no
 *       auxiliary, modal, "to" or coordination before it and no verb right after it ("the clerk never answer"; in
 *       "the ID check was quick" the bare word is a noun): not the standard agreement;</li>
 *   <li>"do" as the main verb directly before an adjective ("it did lovely"), which standard English does not
 *       build;</li>
 *   <li>a first word that opens a reason or a link ("cos", "because", "so", "and": the clause is torn from the one
 *       it explains) or a last word that is a tag of speech ("innit", "eh", "mate", "lah");</li>
 *   <li>no verb at all ("the new lockers by the door": a phrase, no clause to say back), or a last word that
 *       qualifies what was cut off ("it was the", "more" after a linking verb: "I feel more"): the clause is
 *       incomplete; or a person said to be a singular noun without its article ("I am freelancer"), which standard
 *       English does not build;</li>
 *   <li>an order standard English does not build ({@link #nonStandardOrder}): only a participle for a verb
 *       ("Saturday just gone"), "want" with a subject pronoun ("I don't want she works"), an object pronoun before
 *       "is" ("it gives me is nothing"), "only" after a closing adjective ("she is correct only").</li>
 * </ul>
 * Clauses in standard English pass; the check reads tags and the closed-class words of English only, never a list
 * of dialect words.
 */
final class SayableClause {

    /** English's closed-class words: conjunctions, determiners, pronouns, auxiliaries, particles, prepositions. */
    private static final Set<String> FUNCTION_WORDS = Set.of(
            "and", "or", "but", "nor", "yet", "so", "plus", "either", "neither", "both", "whether", "because",
            "although", "though", "while", "whilst", "if", "unless", "until", "till", "since", "as", "than", "that",
            "when", "whenever", "where", "wherever", "once", "before", "after", "like", "cos", "cause", "'cause",
            "the", "a", "an", "this", "these", "those", "my", "your", "his", "her", "its", "our", "their", "some",
            "any", "no", "every", "each", "all", "another", "other", "such", "what", "which", "whose", "whatever",
            "few", "many", "much", "more", "most", "less", "least", "several", "enough", "half", "own", "same",
            "i", "me", "you", "he", "him", "she", "it", "we", "us", "they", "them", "myself", "yourself", "himself",
            "herself", "itself", "ourselves", "yourselves", "themselves", "mine", "yours", "hers", "ours", "theirs",
            "who", "whom", "one", "ones", "someone", "somebody", "something", "anyone", "anybody", "anything",
            "everyone", "everybody", "everything", "nobody", "nothing", "none", "there", "here", "'s", "s", "y'all",
            "be", "am", "is", "are", "was", "were", "been", "being", "'m", "'re", "m", "re", "have", "has", "had",
            "having", "'ve", "ve", "'d", "d", "do", "does", "did", "done", "will", "would", "shall", "should", "can",
            "could", "may", "might", "must", "'ll", "ll", "ought", "wo", "ca", "sha", "gonna", "wanna", "gotta",
            "to", "not", "n't", "nt", "up", "off", "out", "down", "away", "back", "around", "over", "on", "in", "at",
            "for", "with", "of", "from", "by", "about", "into", "onto", "upon", "through", "across", "along",
            "against", "between", "among", "amongst", "under", "below", "above", "behind", "beside", "besides",
            "near", "past", "per", "round", "toward", "towards", "within", "without", "via", "during", "despite",
            "except", "beyond", "inside", "outside", "throughout", "unlike", "versus", "vs", "including", "ago",
            "instead", "next", "opposite", "amid", "aboard", "regarding", "worth", "then", "how", "why", "just",
            "even", "only", "also", "too", "very", "whoever", "whichever", "everyone's", "let", "lot");
    private static final Set<String> CLOSED_TAGS = Set.of("CCONJ", "SCONJ", "DET", "PRON", "AUX", "PART", "ADP");
    /** The third-person singular subject pronouns: "she need" is not the standard agreement. */
    private static final Set<String> THIRD_SINGULAR = Set.of("he", "she", "it");
    /** Verbs whose past tense is their bare form: "it cost", "she put" agree as the past ({@link StoryCues} too). */
    static final Set<String> SAME_PAST = Set.of("put", "cost", "hurt", "let", "set", "cut", "hit", "shut",
            "quit", "spread", "read", "bet", "burst", "cast", "split", "upset", "fit");
    private static final Set<String> THIRD_PERSON_BLOCKERS = Set.of("to", "and", "or", "&", "let", "make", "help",
            "made", "lets", "helps", "makes", "watch", "watched", "saw", "see", "hear", "heard", "would", "will");

    private final OpenNlpPipeline nlp;

    SayableClause(OpenNlpPipeline nlp) {
        this.nlp = nlp;
    }

    /** Whether {@code clause} (the respondent's words, before the person shift) reads as standard English. */
    boolean sayable(String clause) {
        if (clause == null || clause.isBlank()) {
            return false;
        }
        return sayable(nlp.process(clause).stream().flatMap(s -> s.tokens().stream()).toList());
    }

    static boolean sayable(List<Token> tokens) {
        List<Token> words = tokens.stream().filter(t -> !t.is("PUNCT")).toList();
        if (!words.isEmpty() && (REASON_OPENERS.contains(words.get(0).lower())
                || TAGS.contains(words.get(words.size() - 1).lower()))) {
            return false; // "cos you're 22, innit": a reason torn from its clause, a tag of speech
        }
        int size = words.size();
        boolean linkedMore = size >= 2 && Set.of("more", "less").contains(words.get(size - 1).lower())
                && LINKING.contains(words.get(size - 2).lemma()); // "I feel more": more what? ("it hurt more": whole)
        boolean bareRole = size >= 3 && (words.get(size - 1).is("NOUN") || role(words.get(size - 1)))
                && words.get(size - 1).lower().equals(words.get(size - 1).lemma()) // singular: "I am freelancer"
                && words.get(size - 2).lemma().equals("be") && PERSONS.contains(words.get(size - 3).lower());
        if (words.stream().noneMatch(t -> t.is("VERB", "AUX")) || linkedMore || bareRole
                || size > 0 && DANGLING.contains(words.get(size - 1).lower())) {
            return false; // "the new lockers by the door": no clause; "I feel more...": cut off mid-phrase
        }
        if (tokens.stream().anyMatch(SayableClause::unknownWord)) {
            return false; // a word the tagger did not know, placed by position into a closed class
        }
        for (int i = 1; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.is("VERB", "AUX") && t.lemma().equals("do") && i + 1 < tokens.size() && tokens.get(i + 1).is("ADJ")
                    && tokens.subList(i + 1, tokens.size()).stream().noneMatch(n -> n.is("VERB", "AUX"))) {
                return false; // "it did lovely"
            }
        }
        return !bareVerbAfterSingular(tokens) && !bareShellSubject(tokens) && !nonStandardOrder(words);
    }

    /** Forms that are only participles: a clause whose only verbs are these, with no auxiliary, has no finite verb. */
    private static final Set<String> PARTICIPLES = Set.of("gone", "done", "been", "seen", "taken", "given", "eaten",
            "written", "broken", "spoken", "chosen", "driven", "forgotten", "fallen", "known", "shown", "grown",
            "thrown", "flown", "drawn", "worn", "torn", "stolen", "frozen", "hidden", "ridden", "risen", "begun");
    private static final Set<String> OBJECT_PRONOUNS = Set.of("me", "him", "us", "them");
    /** Verbs of placing that need what is placed before where it goes ("put it in the bin", never "put in the bin"). */
    private static final Set<String> PLACING = Set.of("put", "place", "throw", "stick", "chuck", "hang", "toss");

    /**
     * Orders standard English does not build, read from tags and closed-class words: no finite verb, only a
     * participle or an "-ing" form ("Saturday just gone"); "want" with a subject pronoun and its verb after it ("I
     * don't want she works in a warehouse"); an object pronoun as the subject of "is" ("what it gives me is nothing",
     * its "what" lost); "only" after an adjective at the end ("she is correct only"); a verb of placing straight
     * before where it goes, what is placed left out ("you can put in the compost bin").
     */
    private static boolean nonStandardOrder(List<Token> words) {
        boolean finite = words.stream().anyMatch(t -> t.is("AUX") || t.is("VERB") && !PARTICIPLES.contains(t.lower())
                && !(t.lower().endsWith("ing") && !t.lower().equals(t.lemma())));
        if (!finite) {
            return true;
        }
        for (int i = 0; i + 1 < words.size(); i++) {
            Token t = words.get(i);
            Token next = words.get(i + 1);
            if (t.is("VERB") && "want".equals(t.lemma()) && PERSONS.contains(next.lower())
                    && i + 2 < words.size() && words.get(i + 2).is("VERB", "AUX")) {
                return true;
            }
            if (OBJECT_PRONOUNS.contains(t.lower()) && Set.of("is", "was", "are", "were").contains(next.lower())) {
                return true;
            }
            if (t.is("VERB") && PLACING.contains(t.lemma()) && next.is("ADP") && i + 2 < words.size()
                    && words.get(i + 2).is("DET")) {
                return true; // "you can put in the compost bin": what is put was left out ("it" before "in")
            }
        }
        int n = words.size();
        return n >= 2 && words.get(n - 1).lower().equals("only") && words.get(n - 2).is("ADJ");
    }

    /** Words a reason or a link opens with: said back alone, the clause hangs ("You mentioned that cos ..."). */
    private static final Set<String> REASON_OPENERS = Set.of("cos", "coz", "cuz", "because", "'cause", "cause",
            "since", "so", "and", "but", "or", "as");
    /** Words a clause cannot end on: it was cut off before what they qualify ("I feel more... in control"). */
    private static final Set<String> DANGLING = Set.of("than", "very", "quite", "rather", "the", "a", "an", "my",
            "your", "our", "their", "of", "to", "with", "for", "and", "or", "but");
    /**
     * A word the tagger read as an adjective that is a noun of who someone is ("freelancer"): nine letters or more
     * ending in "-er", never a comparative in "-ier" ("healthier").
     */
    private static boolean role(Token t) {
        String w = t.lower();
        return t.is("ADJ") && w.length() >= 9 && w.endsWith("er") && !w.endsWith("ier");
    }

    /** Persons said to be something: "I am freelancer" lacks the article standard English puts before the role. */
    private static final Set<String> PERSONS = Set.of("i", "he", "she", "you", "we", "they");
    /** Verbs that link a subject to what it is: "more" or "less" after them leaves out what ("I feel more"). */
    private static final Set<String> LINKING = Set.of("feel", "be", "get", "become", "seem", "look", "sound");
    /** Tags of speech that end a spoken clause and are no part of it in the interviewer's mouth. */
    private static final Set<String> TAGS = Set.of("innit", "eh", "yeah", "mate", "lol", "tho", "ya", "yknow", "init",
            "hey", "man", "bro", "la", "lah", "na", "no");

    /**
     * Abstract count nouns that, as a singular subject, always take a determiner in standard English ("the problem
     * is", "the reason is"); without one ("Problem is lag") the clause said back reads as broken English.
     */
    private static final Set<String> SHELL_NOUNS = Set.of("problem", "reason", "idea", "point", "issue", "question",
            "answer", "plan", "goal", "aim", "difference", "advantage", "disadvantage", "trick", "solution",
            "result", "rule", "worry", "risk", "danger", "fear", "hope", "dream", "target", "priority", "option",
            "choice", "benefit", "downside", "upside", "challenge", "struggle", "mistake");

    /** "Problem is lag": a bare singular abstract count noun as the clause's subject, with no determiner. */
    private static boolean bareShellSubject(List<Token> tokens) {
        int i = 0;
        while (i < tokens.size() && tokens.get(i).is("ADV")) {
            i++;
        }
        return i + 1 < tokens.size() && SHELL_NOUNS.contains(tokens.get(i).lower())
                && tokens.get(i + 1).is("AUX", "VERB") && !tokens.get(i + 1).lower().endsWith("ing");
    }

    /**
     * Whether the tagger read {@code t} as a closed-class word (conjunction, determiner, pronoun, auxiliary,
     * particle, preposition) that is not one of English's: a word it did not know, classed by its position. A
     * bare apostrophe (the plural possessive) and an abbreviation in capitals ("ID") are not such words.
     */
    static boolean unknownWord(Token t) {
        String w = t.lower().replace('\u2019', '\'');
        boolean abbreviation = t.text().length() > 1 && t.text().equals(t.text().toUpperCase(Locale.ROOT));
        return t.is(CLOSED_TAGS.toArray(String[]::new)) && w.matches("'?[a-z]+(?:'[a-z]+)?") && !abbreviation
                && !FUNCTION_WORDS.contains(w);
    }

    /** "the clerk never answer": the first verb, bare, after a singular name or noun, with nothing licensing it. */
    private static boolean bareVerbAfterSingular(List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            String w = t.lower();
            if (t.is("AUX") || THIRD_PERSON_BLOCKERS.contains(w) || t.is("PUNCT")) {
                return false; // an auxiliary or modal carries tense; a list or a comma: the subject is unclear
            }
            if (!t.is("VERB")) {
                continue;
            }
            if (!w.equals(t.lemma()) || w.endsWith("ing") || w.endsWith("ed") || w.endsWith("s")
                    || SAME_PAST.contains(w)) { // "it cost a fortune", "she put it away": past tense
                return false; // inflected: the agreement is the respondent's
            }
            int s = i - 1;
            while (s >= 0 && tokens.get(s).is("ADV")) {
                s--;
            }
            if (s < 0) {
                return false;
            }
            if (i + 1 < tokens.size() && tokens.get(i + 1).is("VERB", "AUX")) {
                return false; // "the video ID check was quick": the bare word is a noun of the subject after all
            }
            Token subject = tokens.get(s);
            String sw = subject.lower();
            boolean singular = subject.is("PROPN") && !sw.endsWith("s")
                    || subject.is("NOUN") && sw.equals(subject.lemma()) && !sw.endsWith("s")
                    || THIRD_SINGULAR.contains(sw); // "she need the small bedroom"
            return singular;
        }
        return false;
    }
}
