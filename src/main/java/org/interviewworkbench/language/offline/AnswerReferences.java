package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Question composition, <b>slot filling</b> from the answers themselves: what a question may point at or copy.
 *
 * <ul>
 *   <li>{@link #answerHolding} / {@link #fromLastAnswer}: which answer the focus quote came from, and whether it is
 *       the one just given (so "that" points at it).</li>
 *   <li>{@link #bareAnswer}: a reply with nothing in it to point at ("No.", "That's it.").</li>
 *   <li>{@link #ownWords}: the {@code {w}} slot, a short phrase of the respondent's own words (an adjective
 *       predicate "it's X" or a noun phrase of up to 3 words), never from a question, an imperative or a sentence
 *       addressed to the interviewer; {@code null} when there is none.</li>
 * </ul>
 */
final class AnswerReferences {

    private AnswerReferences() {
    }

    /** Whether the focus was said in the answer just given (so "that" points at it). */
    static boolean fromLastAnswer(FollowUpRequest request) {
        return request.focusQuote() != null && request.lastAnswer() != null && request.lastAnswer()
                .toLowerCase(Locale.ROOT).contains(request.focusQuote().strip().toLowerCase(Locale.ROOT));
    }

    /**
     * Whether the focus clause is where the last answer's story stands: it is in the last answer and at most three
     * words follow it there. "What happened next?" about a clause the respondent has already told past ("we went to
     * the appeals service. They looked at the receipts and cancelled it.") or about one from an earlier answer would
     * ask what they have just said.
     */
    static boolean endsLastAnswer(FollowUpRequest request) {
        if (!fromLastAnswer(request)) {
            return false;
        }
        String answer = request.lastAnswer().toLowerCase(Locale.ROOT);
        String quote = request.focusQuote().strip().toLowerCase(Locale.ROOT);
        String after = answer.substring(answer.lastIndexOf(quote) + quote.length()).replaceAll("[^a-z0-9' ]", " ").strip();
        return after.isEmpty() || after.split("\\s+").length <= 3;
    }

    /**
     * Whether the focus is something the respondent said in the last answer or the one before it: its quote or its
     * label is in one of them (a concept first said long ago and said again just now counts as recent). A phrase from an older answer ("Besides the first thoughts, ...") has no clear referent
     * by now, so it is not named in a slot. {@code true} when there is no last answer or no source quote to judge by.
     */
    static boolean fromRecentAnswers(FollowUpRequest request) {
        if (request.lastAnswer() == null || request.lastAnswer().isBlank() || request.focusQuote() == null
                || request.focusQuote().isBlank()) {
            return true; // no answer, or a concept without a source quote: nothing tells where it was said
        }
        List<String> answers = new java.util.ArrayList<>(request.recentTurns().stream()
                .filter(l -> l.speaker() == org.interviewworkbench.engine.model.Speaker.USER && l.text() != null)
                .map(l -> l.text().strip()).toList());
        if (!answers.isEmpty() && answers.get(answers.size() - 1).equals(request.lastAnswer().strip())) {
            answers.remove(answers.size() - 1);
        }
        String recent = words(request.lastAnswer() + " | " + (answers.isEmpty() ? "" : answers.get(answers.size() - 1)));
        boolean any = false;
        for (String own : new String[] {request.focusQuote(), request.focusLabel()}) {
            if (own != null && !words(own).isBlank()) {
                any = true;
                if (recent.contains(" " + words(own).strip() + " ")) {
                    return true;
                }
            }
        }
        return !any;
    }

    /** Lower-case words separated by single spaces, padded with a space at each end. */
    private static String words(String text) {
        return " " + text.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("[^\\p{L}\\p{N}'-]+", " ").strip() + " ";
    }

    /** The respondent's answer the focus quote came from (the last answer, else a recent one), or null. */
    static String answerHolding(FollowUpRequest request) {
        String quote = request.focusQuote();
        if (quote == null) {
            return null;
        }
        String q = quote.strip().toLowerCase(Locale.ROOT);
        if (request.focusAnswer() != null && request.focusAnswer().toLowerCase(Locale.ROOT).contains(q)) {
            return request.focusAnswer();
        }
        if (request.lastAnswer() != null && request.lastAnswer().toLowerCase(Locale.ROOT).contains(q)) {
            return request.lastAnswer();
        }
        for (var line : request.recentTurns()) {
            if (line.text() != null && line.text().toLowerCase(Locale.ROOT).contains(q)) {
                return line.text();
            }
        }
        return null;
    }

    /** A reply with nothing in it to point at: "No.", "That's it.", "Nothing else.", "Yes". */
    static boolean bareAnswer(String answer) {
        if (answer == null) {
            return true;
        }
        String a = answer.strip().toLowerCase(Locale.ROOT).replaceAll("[^a-z' ]", " ").replaceAll("\\s+", " ").strip();
        return a.isEmpty() || a.split(" ").length <= 2 || BARE.matcher(a).matches();
    }

    private static final java.util.regex.Pattern BARE = java.util.regex.Pattern.compile("(?:no|yes|yeah|nope|"
            + "not really|no thanks|that's it|that's all|that is all|nothing else|nothing more|i think that covers it|"
            + "no that's (?:it|all|about it)|i think i've said it all|no more thanks|that's everything)"
            + "(?: (?:thanks|really|no|i think|for now))*");

    /** A short phrase of the respondent's own words (adjective predicate or noun phrase), or null. */
    static String ownWords(OpenNlpPipeline nlp, String answer, String focus) {
        if (answer == null || answer.isBlank()) {
            return null;
        }
        String focusLower = focus.toLowerCase(Locale.ROOT);
        for (Sentence s : nlp.process(answer)) {
            String padded = Text.padded(s.text());
            boolean imperative = !s.tokens().isEmpty() && s.tokens().get(0).is("VERB");
            if (imperative || Text.countAny(padded, Lexicon.META_INSTRUCTION) > 0 || s.text().strip().endsWith("?")) {
                continue;
            }
            List<Token> t = s.tokens();
            for (int i = 0; i + 1 < t.size(); i++) {
                if ("be".equals(t.get(i).lemma()) && t.get(i + 1).is("ADJ")) {
                    String w = t.get(i + 1).lower();
                    if (!focusLower.contains(w) && !Lexicon.STOPWORDS.contains(w)) {
                        return "it's " + w;
                    }
                }
            }
            for (int i = 0; i < t.size(); i++) {
                int[] e = {i};
                String np = PhraseTokens.nounPhrase(t, i, e);
                if (np != null && e[0] > i) {
                    String lower = np.toLowerCase(Locale.ROOT);
                    if (!focusLower.contains(lower) && !Lexicon.STOPWORDS.contains(lower)
                            && lower.split(" ").length <= 3) {
                        return lower;
                    }
                    i = e[0] - 1;
                }
            }
        }
        return null;
    }
}
