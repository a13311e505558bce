package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Whether the respondent has ended the conversation, read by the structure of a short last answer rather than by
 * set phrases only (issue 12). {@link WrapUpQuestions#endsConversation} knows the English set phrases ("No, that's
 * all. Thank you."); people also close with a bare negative reply and a leave-taking of their own ("Nah, that's me.
 * Go well.", "No, all good. Safe home now, pet.").
 *
 * <p>Contract: {@link #ends} holds when {@link WrapUpQuestions#endsConversation} does, when the answer ends on a
 * goodbye of the respondent's own ({@link Valediction#endsWith}, at any length), or when the answer
 * <ol>
 *   <li>closes the thread: {@link WrapUpQuestions#nothingMore(String, String)}, or its first sentence has at most
 *       {@value #SHORT_FIRST} words and opens with a negative reply standing alone ("no", "nope", "nah", "naw"
 *       before a comma or stop, before an address and a comma, or in "no more"; "No lilies." is content) or with a
 *       word the tagger reads as an interjection, in reply to a question that asked for more or was open; and</li>
 *   <li>has a later sentence that takes leave: thanks or a goodbye ({@link WrapUpQuestions#thanksOrLeave}), a
 *       wish in the imperative with the listener as its object ("take care of yourself"), or a short formula of
 *       two to {@value #SHORT_FORMULA} words, with a verb, noun, name or interjection, that is neither a noun
 *       phrase the slot gate takes ("bus fares") nor a clause with a subject, and holds no determiner, number,
 *       pronoun, negation, hedge or -ly adverb ("the price", "my son maybe", "price, mostly", "not really" are
 *       content or doubt; "Ever.", "Same, same." are emphasis, not a goodbye).</li>
 * </ol>
 * A one-sentence answer ("No, the price.") never closes by this second rule, and no answer of more than
 * {@value #MAX_WORDS} words does.
 */
final class LeaveTaking {

    static final int SHORT_FIRST = 5;
    static final int SHORT_FORMULA = 4;
    static final int MAX_WORDS = 20;
    private static final Set<String> NEGATIVE_REPLIES = Set.of("no", "nope", "nah", "naw");
    private static final Set<String> AGREEMENT = Set.of("yes", "yeah", "yep", "yup", "sure", "ok", "okay", "right",
            "aye", "absolutely", "definitely", "oh", "well", "um", "uh", "erm", "hmm");
    private static final Set<String> CONTENT_TAGS = Set.of("DET", "NUM", "PRON", "AUX");
    private static final Set<String> LISTENER_OBJECTS = Set.of("yourself", "yourselves");

    private final OpenNlpPipeline nlp;
    private final NounPhraseGate gate;

    LeaveTaking(OpenNlpPipeline nlp) {
        this.nlp = nlp;
        this.gate = new NounPhraseGate(nlp);
    }

    /** Whether {@code answer}, given to {@code questionAnswered}, ends the conversation (see the class comment). */
    boolean ends(String answer, String questionAnswered) {
        if (WrapUpQuestions.endsConversation(answer, questionAnswered) || Valediction.endsWith(answer)) {
            return true; // "..., I'll let you go. Cheerio.": a sign-off ends it however long the answer
        }
        if (answer == null || answer.isBlank() || answer.strip().split("\\s+").length > MAX_WORDS) {
            return false;
        }
        List<Sentence> sentences = nlp.process(answer.strip());
        if (sentences.size() < 2 || !closesThread(answer, sentences.get(0), questionAnswered)) {
            return false;
        }
        for (Sentence s : sentences.subList(1, sentences.size())) {
            if (WrapUpQuestions.thanksOrLeave(s.text()) || wish(s.tokens()) || formula(s)) {
                return true;
            }
        }
        return false;
    }

    private static boolean closesThread(String answer, Sentence first, String questionAnswered) {
        if (WrapUpQuestions.nothingMore(answer, questionAnswered)) {
            return true;
        }
        List<Token> words = first.tokens().stream().filter(t -> !t.is("PUNCT")).toList();
        if (words.isEmpty() || words.size() > SHORT_FIRST) {
            return false;
        }
        Token opener = words.get(0);
        String w = opener.lower().replaceAll("[^a-z]", "");
        List<Token> all = first.tokens();
        boolean standsAlone = all.size() > 1 && all.get(1).is("PUNCT") // "No, ...", "Nah."
                || all.size() > 2 && all.get(2).text().equals(",") // "No sir, ..."
                || all.size() > 1 && all.get(1).lower().equals("more"); // "No more."
        boolean negative = NEGATIVE_REPLIES.contains(w) && standsAlone || opener.is("INTJ") && !AGREEMENT.contains(w);
        return negative && WrapUpQuestions.asksForMore(questionAnswered);
    }

    /** "Look after yourself": an imperative whose object, within its first five words, is the listener. */
    private static boolean wish(List<Token> tokens) {
        return !tokens.isEmpty() && tokens.get(0).is("VERB")
                && tokens.stream().limit(5).anyMatch(t -> LISTENER_OBJECTS.contains(t.lower()));
    }

    /** A short formula: no noun phrase, no clause, nothing that carries content or doubt. */
    private boolean formula(Sentence s) {
        List<Token> words = s.tokens().stream().filter(t -> !t.is("PUNCT")).toList();
        if (words.size() < 2 || words.size() > SHORT_FORMULA || s.text().strip().endsWith("?")
                || words.stream().noneMatch(t -> t.is("VERB", "NOUN", "PROPN", "INTJ"))) {
            return false; // "Ever.", "Same, same.": a word of emphasis, no greeting or wish
        }
        for (Token t : words) {
            String w = t.lower();
            if (t.is(CONTENT_TAGS.toArray(String[]::new)) || w.endsWith("ly") || Lexicon.NEGATORS.contains(w)
                    || Lexicon.HEDGES.contains(w) || w.matches(".*\\d.*")) {
                return false;
            }
        }
        for (int i = 1; i < words.size(); i++) {
            if (words.get(i).is("VERB") && words.get(i - 1).is("NOUN", "PROPN")) {
                return false; // "bus comes": a clause with its subject
            }
        }
        String phrase = s.text().strip().replaceAll("[.!…]+$", "").strip().toLowerCase(Locale.ROOT);
        return !gate.passes(phrase);
    }
}
