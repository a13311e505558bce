package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * The respondent's clause, ready to be said back to them: "I feel less sluggish in the afternoons" becomes "you feel
 * less sluggish in the afternoons". Contract:
 * <ul>
 *   <li>person shifted: I/me/my/mine/myself/we/us/our/ours/ourselves become you/your/yours/yourself(ves), with the
 *       verb forms that go with them (I'm -> you're, I am/was -> you are/were);</li>
 *   <li>leading hedges and fillers dropped ("honestly", "I guess", "well,", "mostly"), a closing remark that says
 *       nothing dropped ("..., that's the whole thing", "..., that's it"), and those set off by commas
 *       inside or at the end ({@link Hedges}: ", I don't know,", ", man"), the respondent's words kept
 *       otherwise, negation and comparison included;</li>
 *   <li>refused (empty) when it cannot stand alone: fewer than three words, more than {@value #MAX_WORDS} words
 *       even after cutting at a clause boundary, a question, an instruction to the interviewer, a clause that
 *       starts with a pronoun whose referent is elsewhere ("that ruins the morning", "which helped", "that's the whole
 *       point gone"), one that opens on a clitic torn from its subject ("'s three collections missed"), one whose
 *       subject's head names nothing and has no predicate ("the one thing I'd change"), one
 *       with "not" after a preposition or determiner ("I arrive with not red eyes"), one without a subject before its verb ("instead of just eating the cost"), a question without
 *       its question mark ("would it have been better ..."), one that
 *       leans on a referent it does not name ("my suit was in it", "they're for work", "tastes like one"), a
 *       denial ("it's not about the money": saying it back asks about what the respondent set aside), or a noun
 *       phrase that only looks like a clause ("the bike courier part"), or one that is not standard English
 *       ({@link SayableClause}: a word the tagger does not know as English, a bare verb after a singular
 *       subject or after he/she/it, "Problem is ..." with no article), or a joke, a comparison or an aside
 *       ({@link JokingAside}: "it sounds a bit like ...", "I'm a bit Dutch with money");</li>
 *   <li>the respondent's capitals kept: a first word they also write with a capital in the middle of a sentence
 *       ("Getir", "Teams") stays capitalised.</li>
 * </ul>
 */
final class ReportedSpeech {

    static final int MAX_WORDS = 16;
    private static final int CUT_ABOVE = 12;
    private static final int MIN_WORDS = 3;
    private static final Pattern SENTENCE_INSIDE = Pattern.compile("\\w[.!?]\\s+[A-Z]");

    private static final Pattern LEADING_FILLER = Pattern.compile("(?i)^(?:(?:well|so|and|but|oh|um|uh|"
            + "okay|ok|honestly|basically|actually|mostly|really|i mean|i guess|i think|i suppose|i'd say|"
            + "to be honest|you know|like)\\b[,]?\\s+|(?:yes|yeah|no|nope|not really),\\s+)+");
    /**
     * A comma-joined remark that only closes what was said ("..., that's the whole thing", "..., that's it", "...,
     * that's all"): cut before the clause is said back.
     */
    private static final Pattern FILLER_TAIL = Pattern.compile("(?i)\\s*[,;]\\s*(?:and\\s+)?(?:that's|that is|"
            + "that was|this is|it's|it is)\\s+(?:it|all|about it|about all|the (?:whole|main|only|real|big) "
            + "(?:thing|point|story|deal|idea))(?:\\s+(?:really|basically|honestly|at the moment|now|for me))?$");
    /** A subject whose head names nothing yet ("the one thing I'd change", "the main part"). */
    private static final Pattern VAGUE_SUBJECT = Pattern.compile("(?i)^(?:the|my|one|a)\\s+(?:\\S+\\s+)?"
            + "(?:thing|things|part|bit|one|stuff)\\b");
    /** Prepositions a negation never follows in a clause ("with not red eyes"); not "to" ("to not eat"). */
    private static final Set<String> PREPOSITIONS = Set.of("with", "without", "of", "for", "in", "on", "at", "from",
            "by", "about", "into", "onto", "after", "before", "during");
    private static final Pattern COPULA = Pattern.compile("(?i)\\b(?:is|was|are|were)\\b|'s\\b");
    private static final Set<String> DANGLING_STARTS = Set.of("that", "which", "this", "these", "those",
            "who", "where", "when", "because", "so", "then", "also", "too", "and", "but", "or", "though");
    private static final Map<String, String> SHIFT = Map.ofEntries(
            Map.entry("i", "you"), Map.entry("me", "you"), Map.entry("my", "your"), Map.entry("mine", "yours"),
            Map.entry("myself", "yourself"), Map.entry("we", "you"), Map.entry("us", "you"),
            Map.entry("our", "your"), Map.entry("ours", "yours"), Map.entry("ourselves", "yourselves"),
            Map.entry("i'm", "you're"), Map.entry("i've", "you've"), Map.entry("i'd", "you'd"),
            Map.entry("i'll", "you'll"), Map.entry("we're", "you're"), Map.entry("we've", "you've"),
            Map.entry("we'd", "you'd"), Map.entry("we'll", "you'll"), Map.entry("im", "you're"));
    private static final Set<String> SUBJECT_PRONOUNS = Set.of("i", "we", "you", "he", "she", "they");
    /** Words after which a clause is not the respondent's own statement ("without feeling [I've ...]"). */
    private static final Set<String> BOUNDARY_WORDS = Set.of("and", "but", "so", "because", "then", "that", "since",
            "also", "yes", "yeah", "well", "honestly", "actually", "though", "now", "and,");

    /**
     * Whether the quote stands at the start of a statement in {@code context} (the answer it came from): at the
     * start of a sentence, after a comma or semicolon, or after a plain connective. A quote found after "without
     * feeling", "not knowing when" or "if" is a piece of a clause whose sense the reflection would reverse.
     */
    static boolean startsAStatement(String quote, String context) {
        if (context == null || quote == null) {
            return true;
        }
        int at = context.toLowerCase(Locale.ROOT).indexOf(quote.strip().toLowerCase(Locale.ROOT));
        if (at <= 0) {
            return true;
        }
        String before = context.substring(0, at).stripTrailing();
        String firstWord = quote.strip().split("\\s+")[0].toLowerCase(Locale.ROOT);
        if (before.endsWith(",") && firstWord.endsWith("ing")) {
            return false; // ", knowing one would go back": a participle that leans on the sentence before it
        }
        if (before.isEmpty() || before.endsWith(".") || before.endsWith(",") || before.endsWith(";")
                || before.endsWith("!") || before.endsWith("?") || before.endsWith(":")) {
            return true;
        }
        String previous = before.substring(before.lastIndexOf(' ') + 1).toLowerCase(Locale.ROOT);
        if (COORDINATORS.contains(previous)) {
            // "Getir and Ocado are different": after a bare "and" only a clause with its own subject pronoun or
            // determiner starts a statement ("and my kids love it"); otherwise the subject is cut in two
            return SUBJECT_PRONOUNS.contains(firstWord) || firstWord.equals("it") || POSSESSIVE_STARTS.contains(firstWord);
        }
        return BOUNDARY_WORDS.contains(previous);
    }

    /**
     * The lower-cased words written with a capital somewhere other than at the start of a sentence in
     * {@code texts} (names of products, places, people: "Getir", "OneNote", "Teams"), or with a capital inside the
     * word anywhere ("YouTube"); "I" is not one.
     */
    static Set<String> capitalised(Iterable<String> texts) {
        Set<String> out = new java.util.HashSet<>();
        for (String text : texts) {
            if (text == null) {
                continue;
            }
            Matcher m = CAPITAL_INSIDE.matcher(text);
            while (m.find()) {
                String w = m.group(1);
                if (!w.equals("I") && !w.startsWith("I'")) {
                    out.add(w.toLowerCase(Locale.ROOT).replaceAll("'s$", ""));
                }
            }
            Matcher inner = INNER_CAPITAL.matcher(text);
            while (inner.find()) { // "YouTube", "OneNote" at the start of a sentence are names too
                out.add(inner.group(1).toLowerCase(Locale.ROOT).replaceAll("'s$", ""));
            }
        }
        return out;
    }

    /** Quotation marks or someone else's words inside ("a letter said ...", "they told me"): not said back. */
    private static final Pattern REPORTED = Pattern.compile("[\"\u201c\u201d]|(?i)\\b(?:said|told me|told us)\\b");
    private static final Set<String> RELATIVES = Set.of("that", "which", "who", "whom", "whose");
    private static final Set<String> COORDINATORS = Set.of("and", "or", "but", "nor");
    private static final Set<String> POSSESSIVE_STARTS = Set.of("my", "our", "the", "a", "an", "his", "her", "their",
            "this", "that", "these", "those", "there");
    /** Pronouns whose referent a reflection would leave behind in another sentence. */
    private static final Set<String> UNNAMED_REFERENT = Set.of("they", "them", "they're", "they've", "they'd",
            "they'll", "those", "these");
    private static final Set<String> UNNAMED_REFERENT_END = Set.of("it", "one", "ones", "them", "that", "this",
            // words that need what follows them: "keep working without feeling [like ...]"
            "feeling", "being", "having", "getting", "making", "doing", "trying", "wanting", "needing", "like",
            "than", "as", "whether", "if", "what", "how", "why", "where", "when");
    /** "It's not about the money", "not really", "doesn't matter": the respondent sets something aside. */
    private static final Pattern DENIAL = Pattern.compile("(?i)\\b(?:(?:is|was|it's|that's)\\s*n[o']t\\s+(?:really\\s+)?"
            + "about|not really|does(?:n't| not) (?:really )?matter|don't (?:really )?care)\\b");
    /** A capitalised word after a lower-case word (so not at the start of a sentence). */
    private static final Pattern INNER_CAPITAL = Pattern.compile("\\b([A-Z][a-z]+[A-Z][A-Za-z]*)\\b");
    private static final Pattern CAPITAL_INSIDE = Pattern.compile("(?<=[a-z,;:]\\s)([A-Z][A-Za-z0-9&'-]*)");
    private static final Pattern WORD = Pattern.compile("[A-Za-z']+|[^A-Za-z']+");
    private static final Pattern CUT = Pattern.compile("(?i),\\s|;\\s|\\s(?:because|which|but|so that|so|and then|"
            + "though|although|while|whereas)\\s");

    /** A spaced dash or an en/em dash: what follows is an aside, not the rest of the clause. */
    private static final Pattern DASH_ASIDE = Pattern.compile("\\s[-–—]+\\s|—");
    /** Words that open a clause of their own, which then needs its own verb. */
    private static final Set<String> CLAUSE_OPENERS = Set.of("where", "when", "which", "who", "whom", "whose",
            "whereas", "whilst", "because", "although", "unless", "until", "whether");
    /** Exclamations a tagger may read as nouns ("God", "gosh"): never inside a clause said back. */
    private static final Set<String> INTERJECTION = Set.of("god", "gosh", "blimey", "jeez", "crikey", "christ",
            "ugh", "wow", "oops", "ooh", "ah", "oh", "um", "uh", "erm", "hmm");

    private final OpenNlpPipeline nlp;

    ReportedSpeech(OpenNlpPipeline nlp) {
        this.nlp = nlp;
    }

    /** The clause said back to the respondent, or empty when it would not stand alone. */
    Optional<String> clause(String quote) {
        return clause(quote, Set.of());
    }

    /**
     * The clause said back to the respondent, or empty when it would not stand alone; {@code properNouns} are the
     * lower-cased words the respondent writes with a capital inside a sentence ({@link #capitalised}).
     */
    Optional<String> clause(String quote, Set<String> properNouns) {
        if (quote == null || quote.isBlank()) {
            return Optional.empty();
        }
        String text = firstSentence(quote.strip());
        if (SENTENCE_INSIDE.matcher(text).find()) {
            return Optional.empty(); // "No. Something I don't wear": two sentences the tagger did not split
        }
        if (text.endsWith("?") || Text.countAny(Text.padded(text), Lexicon.META_INSTRUCTION) > 0) {
            return Optional.empty();
        }
        text = text.replaceAll("[.!…]+$", "").strip();
        text = LEADING_FILLER.matcher(Hedges.drop(text)).replaceFirst(""); // "I expected, I don't know, a ..."
        text = FILLER_TAIL.matcher(text).replaceFirst("").strip(); // "..., that's the whole thing": says nothing

        Matcher aside = DASH_ASIDE.matcher(text);
        if (aside.find()) {
            text = text.substring(0, aside.start()).strip(); // "we looked at - God, loads": only what comes before
        }
        if (words(text) > CUT_ABOVE) {
            text = cut(text);
        }
        int n = words(text);
        if (n < MIN_WORDS || n > MAX_WORDS) {
            return Optional.empty();
        }
        String first = text.split("\\s+")[0].toLowerCase(Locale.ROOT).replace('\u2019', '\'')
                .replaceAll("[^a-z']", "").replaceAll("'(?:s|ll|d|re|ve)$", ""); // "that's the whole point gone"
        if (first.isEmpty() || first.startsWith("'")) {
            return Optional.empty(); // "'s three collections missed": torn after "that", no subject left
        }
        if (DANGLING_STARTS.contains(first) || DENIAL.matcher(text).find() || REPORTED.matcher(text).find()
                || JokingAside.joking(text, null)) { // "it sounds a bit like Miss Universe": no rung to climb
            return Optional.empty();
        }
        List<Token> tokens = tokens(text);
        if (!tokens.isEmpty() && tokens.get(0).is("VERB") && !tokens.get(0).lower().endsWith("ing")
                && !SHIFT.containsKey(tokens.get(0).lower())) {
            return Optional.empty(); // an imperative or a torn-off predicate ("ruins the morning")
        }
        boolean hasVerb = tokens.stream().anyMatch(t -> t.is("VERB", "AUX"));
        if (!hasVerb || tokens.get(0).is("ADP", "SCONJ", "CCONJ", "INTJ", "PART")) {
            return Optional.empty(); // "without doing maths": no subject of its own
        }
        if (tokens.size() > 1 && tokens.get(0).is("AUX") && tokens.get(1).is("PRON")) {
            return Optional.empty(); // "would it have been better with ...": a question without its question mark
        }
        if (finiteVerbs(tokens, 0, false) == 0) {
            return Optional.empty(); // "batch cooking, mainly": only an -ing form, no finite verb, no clause
        }
        boolean gerundSubject = tokens.get(0).is("VERB") && tokens.get(0).lower().endsWith("ing");
        if (gerundSubject && finiteVerbs(tokens, 1, false) == 0) {
            return Optional.empty(); // "feeling in control", "switching off, properly": a gerund phrase, no clause
        }
        if (!gerundSubject && finiteVerbs(tokens, 0, true) == 0) {
            return Optional.empty(); // "a neighbour turning up to help out": an -ing form and an infinitive, no clause
        }
        for (int i = 1; i < tokens.size(); i++) {
            if (INTERJECTION.contains(tokens.get(i).lower()) || tokens.get(i).is("INTJ")) {
                return Optional.empty(); // "we went round, gosh, four of them": an aside inside the clause
            }
            if (CLAUSE_OPENERS.contains(tokens.get(i).lower()) && finiteVerbs(tokens, i + 1, false) == 0) {
                return Optional.empty(); // "a job where nobody": the clause a relative word opens has no verb
            }
        }
        if (negatedFragment(tokens)) {
            return Optional.empty(); // "I arrive with not red eyes": a negated fragment, no moderator's English
        }
        boolean subject = gerundSubject;
        for (Token t : tokens) {
            if (t.is("VERB", "AUX")) {
                break;
            }
            subject |= t.is("NOUN", "PROPN", "PRON", "NUM");
        }
        if (!subject) {
            return Optional.empty(); // "instead of just eating the cost": no subject before its verb
        }
        for (Token t : tokens) {
            if (t.is("VERB", "AUX")) {
                break;
            }
            if (t.text().equals(",")) {
                return Optional.empty(); // "paper too, if that counts": the subject is elsewhere
            }
            if (RELATIVES.contains(t.lower()) && t != tokens.get(0)) {
                return Optional.empty(); // "a bit of annoyance that nobody told me": the only verb is in the relative
            }
        }
        int end = tokens.get(tokens.size() - 1).is("PUNCT") && tokens.size() > 1 ? tokens.size() - 2
                : tokens.size() - 1;
        Token last = tokens.get(end);
        if (last.is("AUX", "ADP", "DET", "CCONJ", "SCONJ", "PART")
                || last.is("PRON") && SUBJECT_PRONOUNS.contains(last.lower())) {
            return Optional.empty(); // "my first reaction is": the clause stops before it says anything
        }
        if (UNNAMED_REFERENT_END.contains(last.lower())) {
            return Optional.empty(); // "my suit was in it", "tastes like one": the referent is elsewhere
        }
        for (Token t : tokens) {
            if (UNNAMED_REFERENT.contains(t.lower())) {
                return Optional.empty(); // "they're for work": who "they" are is in another sentence
            }
        }
        if (last.is("VERB") && end > 0 && tokens.get(end - 1).is("NOUN") && last.lower().equals(last.lemma())
                && tokens.stream().filter(t -> t.is("VERB", "AUX")).count() == 1) {
            return Optional.empty(); // "the bike courier part": a noun phrase the tagger read as a clause
        }
        if (!SayableClause.sayable(tokens)) {
            return Optional.empty(); // a dialect clause said back unchanged is no moderator's English
        }
        if (VAGUE_SUBJECT.matcher(text).find() && !COPULA.matcher(text).find()) {
            return Optional.empty(); // "the one thing I'd change": a subject whose predicate was never said
        }
        String shifted = shift(text);
        String firstWord = text.split("\\s+")[0];
        boolean ownCapitals = firstWord.length() > 1 && !firstWord.substring(1).equals(
                firstWord.substring(1).toLowerCase(Locale.ROOT));
        List<Token> lowered = tokens(Character.toLowerCase(text.charAt(0)) + text.substring(1));
        boolean properStart = !lowered.isEmpty() && lowered.get(0).is("PROPN")
                || properNouns.contains(firstWord.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9&'-]", "")
                        .replaceAll("'s$", ""));
        if (!properStart && !ownCapitals && !shifted.startsWith("I ")) {
            shifted = Character.toLowerCase(shifted.charAt(0)) + shifted.substring(1);
        }
        return Optional.of(shifted);
    }

    /**
     * Whether the respondent's words hold a negated fragment, "not" right after a preposition or determiner and not
     * before an -ing form ("I arrive with not red eyes"; "about not wasting your life" is English): neither said back
     * nor quoted back to them.
     */
    boolean negatedFragment(String text) {
        return text != null && negatedFragment(tokens(text));
    }

    private static boolean negatedFragment(List<Token> tokens) {
        for (int i = 1; i < tokens.size(); i++) {
            if (tokens.get(i).lower().equals("not") && (tokens.get(i - 1).is("ADP", "DET")
                    || PREPOSITIONS.contains(tokens.get(i - 1).lower())) && (i + 1 >= tokens.size()
                    || !tokens.get(i + 1).lower().endsWith("ing"))) {
                return true;
            }
        }
        return false;
    }

    /** First person to second person, word by word, with the verb forms that follow I/we. */
    static String shift(String text) {
        StringBuilder out = new StringBuilder();
        Matcher m = WORD.matcher(text);
        String previous = "";
        while (m.find()) {
            String w = m.group();
            String lower = w.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
            String replaced;
            if (SHIFT.containsKey(lower)) {
                replaced = SHIFT.get(lower);
            } else if (lower.equals("am") && previous.equals("i")) {
                replaced = "are";
            } else if (lower.equals("was") && (previous.equals("i"))) {
                replaced = "were";
            } else {
                replaced = w;
            }
            if (!replaced.equals(w) && Character.isUpperCase(w.charAt(0)) && out.length() == 0) {
                replaced = Character.toUpperCase(replaced.charAt(0)) + replaced.substring(1);
            }
            out.append(replaced);
            if (Character.isLetter(w.charAt(0))) {
                previous = lower;
            }
        }
        return out.toString();
    }

    private static String cut(String text) {
        Matcher m = CUT.matcher(text);
        while (m.find()) {
            String head = text.substring(0, m.start()).strip();
            if (words(head) >= MIN_WORDS + 1) {
                return head;
            }
        }
        return text;
    }

    private String firstSentence(String text) {
        List<Sentence> sentences = nlp.process(text);
        return sentences.isEmpty() ? text : sentences.get(0).text().strip();
    }

    private List<Token> tokens(String text) {
        List<Sentence> sentences = nlp.process(text);
        return sentences.isEmpty() ? List.of() : sentences.get(0).tokens();
    }

    /**
     * The verbs from {@code from} on that can carry a clause: an auxiliary, or a verb that is not an -ing form and,
     * when {@code strict}, not an infinitive after "to" ("coming to get" has none).
     */
    private static long finiteVerbs(List<Token> tokens, int from, boolean strict) {
        long n = 0;
        for (int i = Math.max(from, 0); i < tokens.size(); i++) {
            Token t = tokens.get(i);
            boolean infinitive = strict && i > 0 && tokens.get(i - 1).lower().equals("to");
            if (t.is("AUX") && !infinitive || t.is("VERB") && !t.lower().endsWith("ing") && !infinitive) {
                n++;
            }
        }
        return n;
    }

    private static int words(String text) {
        String s = text.strip();
        return s.isEmpty() ? 0 : s.split("\\s+").length;
    }
}
