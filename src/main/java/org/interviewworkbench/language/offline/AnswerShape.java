package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Story telling, <b>what kind of thing an answer tells</b>, read from the tagger's parts of speech and lemmas, so
 * that a story or journey walk does not ask what was just answered, nor an event question of something that is not
 * an event:
 * <ul>
 *   <li>{@link Read#evaluated}: a sentence that is an evaluative adjective on its own ("Horrifying.", "Relieved.",
 *       "Absolutely awful."): the feeling at that point is told;</li>
 *   <li>{@link Read#score}: the answer opens with a bare number of ten or less ("Eight. Nine if he did email.",
 *       "A seven, maybe.", "Like a six?"): a rating, not an event;</li>
 *   <li>{@link Read#standing}: a sentence that tells a standing arrangement or habit of the present, its first
 *       verbs all in the present tense, anchored in the present by "now" among its first three words or as its last
 *       word, "these days" or "nowadays", and told of no generic "you" ("Now he's booked every October.", "So now it's
 *       the supermarket", "We go there every Friday now"; not "you rank up to five ... now"): the story has reached
 *       the present, there is no next event and no "point" in it to ask about;</li>
 *   <li>{@link Read#hypothetical}: an answer that tells no occasion, only a possibility: it voices doubt or a
 *       condition ("maybe", "if", "might", "would", "I don't know") and has no past-tense finite verb outside a
 *       condition ("A home baker again? Maybe. If a friend used her first."), so "an occasion like that" has nothing
 *       to point at.</li>
 * </ul>
 * General English only (parts of speech, lemmas, closed word classes). Stateless apart from the tagger, which may be
 * {@code null}: then every reading is false.
 */
final class AnswerShape {

    /** What one answer tells (see the class comment). */
    record Read(boolean evaluated, boolean score, boolean standing, boolean hypothetical) {
        /** Nothing read. */
        static final Read NONE = new Read(false, false, false, false);
    }

    private static final Set<String> NUMBERS = Set.of("one", "two", "three", "four", "five", "six", "seven", "eight",
            "nine", "ten", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10");
    /** Words that may stand around a bare score: "A solid seven, maybe", "About an eight". */
    private static final Set<String> AROUND_SCORE = Set.of("a", "an", "about", "around", "maybe", "probably", "solid",
            "good", "strong", "easy", "easily", "oh", "um", "uh", "er", "erm", "hmm", "honestly", "i'd", "say", "so", "well",
            "like");
    /** Adjective endings that judge how something felt: "horrifying", "relieved", "awful", "terrible", "ridiculous". */
    private static final Pattern EVALUATIVE = Pattern.compile("[a-z]{3,}(?:ing|ed|ful|ible|able|ous)");
    private static final Set<String> PRESENT_FORMS = Set.of("is", "'s", "are", "'re", "am", "'m", "has", "have",
            "'ve", "do", "does");
    private static final Set<String> PAST_FORMS = Set.of("was", "were", "had", "did", "'d");
    /** Doubt or a condition: the answer weighs a possibility. */
    private static final Set<String> DOUBT = Set.of("maybe", "perhaps", "if", "might", "would", "could", "possibly",
            "probably");

    private final OpenNlpPipeline nlp;

    AnswerShape(OpenNlpPipeline nlp) {
        this.nlp = nlp;
    }

    /** What {@code answer} (raw) tells; {@link Read#NONE} for a blank answer or without a tagger. */
    Read read(String answer) {
        if (nlp == null || answer == null || answer.isBlank()) {
            return Read.NONE;
        }
        List<Sentence> sentences = nlp.process(answer.replace('\u2019', '\''));
        boolean evaluated = false;
        boolean standing = false;
        boolean past = false;
        boolean doubt = false;
        for (Sentence s : sentences) {
            List<Token> words = s.tokens().stream().filter(t -> !t.is("PUNCT")).toList();
            if (words.isEmpty()) {
                continue;
            }
            evaluated |= evaluative(words);
            boolean question = s.text().strip().endsWith("?");
            standing |= !question && standing(words);
            boolean conditional = "if".equals(words.get(0).lower()) || "unless".equals(words.get(0).lower());
            past |= !conditional && !question && anyPast(unconditioned(words), false); // "I had to be back": told
            doubt |= conditional || words.stream().anyMatch(t -> DOUBT.contains(t.lower()))
                    || s.text().toLowerCase(Locale.ROOT).matches("(?s).*\\b(?:don't|do not) know\\b.*");
        }
        return new Read(evaluated, score(sentences), standing, doubt && !past && !standing);
    }

    /** A sentence of an evaluative adjective, with at most one adverb before it ("Horrifying.", "Truly awful."). */
    private static boolean evaluative(List<Token> words) {
        Token last = words.get(words.size() - 1);
        boolean adverbs = words.subList(0, words.size() - 1).stream().allMatch(t -> t.is("ADV"));
        String w = last.lower();
        return words.size() <= 2 && adverbs && EVALUATIVE.matcher(w).matches()
                && (last.is("ADJ") || last.is("PROPN") && words.size() == 1); // a capital may tag it a name
    }

    /** Whether the first sentence is a bare number of ten or less, with at most a softener around it. */
    private static boolean score(List<Sentence> sentences) {
        if (sentences.isEmpty()) {
            return false;
        }
        List<Token> words = sentences.get(0).tokens().stream().filter(t -> !t.is("PUNCT")).toList();
        long numbers = words.stream().filter(t -> NUMBERS.contains(t.lower())).count();
        return numbers == 1 && words.size() <= 4
                && words.stream().allMatch(t -> NUMBERS.contains(t.lower()) || AROUND_SCORE.contains(t.lower()));
    }

    /** A standing arrangement or habit of the present (class comment). */
    private static boolean standing(List<Token> words) {
        if (!"present".equals(tense(words)) || anyPast(words, true)) {
            return false;
        }
        boolean cue = false;
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i).lower();
            String next = i + 1 < words.size() ? words.get(i + 1).lower() : "";
            if ("still".equals(w) || "if".equals(w) || "you".equals(w) || "when".equals(w) && i == 0) {
                return false; // "still waiting": not settled; "if": a condition; "you rank up to five": how it works
            }
            boolean edge = i < 3 || i == words.size() - 1; // "Now he's ...", "So now it's ...", "... every Friday now"
            cue |= "now".equals(w) && edge && !"that".equals(next) || "nowadays".equals(w)
                    || "these".equals(w) && "days".equals(next);
        }
        return cue;
    }

    /**
     * Whether any verb of the sentence is in the past: a past form of "be", "have" or "do", "'d", or a lexical verb
     * in a past form that no present "be" or "have" (adverbs aside) makes a participle ("he's booked" is present);
     * "'d" counts only when {@code wouldToo} (it may be "would": "I'd try it").
     */
    private static boolean anyPast(List<Token> words, boolean wouldToo) {
        for (int i = 0; i < words.size(); i++) {
            Token t = words.get(i);
            String w = t.lower();
            if (t.is("AUX") && PAST_FORMS.contains(w) && (wouldToo || !"'d".equals(w))) {
                return true;
            }
            if (t.is("VERB") && !w.endsWith("ing") && "past".equals(tense(List.of(t)))) {
                int j = i - 1;
                while (j >= 0 && (words.get(j).is("ADV") || words.get(j).is("PART"))) {
                    j--;
                }
                if (j < 0 || !words.get(j).is("AUX") || !PRESENT_FORMS.contains(words.get(j).lower())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The words before a condition ("... again if it were cheaper"): what is told as fact. */
    private static List<Token> unconditioned(List<Token> words) {
        for (int i = 0; i < words.size(); i++) {
            if ("if".equals(words.get(i).lower()) || "unless".equals(words.get(i).lower())) {
                return words.subList(0, i);
            }
        }
        return words;
    }

    /**
     * The tense of the first finite verb: "present", "past", or "" when the sentence has none ("A home baker
     * again?"). A verb's form tells it: a present form of "be", "have" or "do", a lexical verb in its base form or
     * with "-s"; a past form of those auxiliaries, or a lexical verb ending "-ed" or unlike its lemma.
     */
    static String tense(List<Token> words) {
        for (Token t : words) {
            String w = t.lower();
            if (t.is("AUX")) {
                if (PRESENT_FORMS.contains(w) || w.equals("can") || w.equals("will") || w.equals("'ll")) {
                    return "present";
                }
                if (PAST_FORMS.contains(w) && !"'d".equals(w)) {
                    return "past";
                }
                if (Set.of("would", "could", "might", "should", "'d").contains(w)) {
                    return "";
                }
                continue;
            }
            if (t.is("VERB")) {
                if (w.endsWith("ing")) {
                    continue;
                }
                String lemma = t.lemma().toLowerCase(Locale.ROOT);
                if (w.equals(lemma) || w.equals(lemma + "s") || w.equals(lemma + "es")
                        || lemma.endsWith("y") && w.equals(lemma.substring(0, lemma.length() - 1) + "ies")) {
                    return "present";
                }
                return "past";
            }
        }
        return "";
    }
}
