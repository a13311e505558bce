package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * The respondent's own way of dealing with it, told in the answer just given (heldout22's jtbd judgement: "She has
 * just explained exactly what she does ..., so this re-asks what was just answered"): after "He takes seven tablets.
 * I put them in a box with the days on it.", "What do you do about that?" asks what was just told. The moderator asks
 * instead how well that way works, saying it back: "You said you put them in a box with the days on it. How well is
 * that working for you?"
 *
 * <p>Contract of {@link #revise}: a question asking what they do about it ({@link #ASKS_WHAT_THEY_DO}) is replaced
 * when the last answer has a sentence telling the respondent's own way now: "I" or "we", perhaps an adverb ("just",
 * "now", "always" ...), then a verb in the present tense (its form is its lemma: "put", "call", "use"; an -ed form
 * the tagger left unlemmatised, "nodded", is a past; never a progressive, "I'm sitting there" sets a scene) that is no verb of being, having, owing, wanting, feeling, thinking, going or working for a living ("I work with my hands", "I owe everybody": a state, no way),
 * in a sentence that is no question and not after "if", "when", "unless" ... ("If I delete one, is it gone?").
 * The sentence chosen is the first such one after the sentence the focus comes from, else the last one before it; its
 * clause (from the subject to the next comma) is said back in reported speech ({@link ReportedSpeech}). When it
 * cannot be said back, the question is asked alone if the clause is the whole of the answer's last sentence ("that"
 * points at it), else nothing changes. Any other question is returned as it is. Stateless.
 */
final class ToldWayRound {

    /** Questions asking what the respondent does about it now. */
    static final Pattern ASKS_WHAT_THEY_DO = Pattern.compile("(?i)\\b(?:what do you do about|how do you get round|"
            + "what have you tried to do about|how do you deal with|how do you handle) (?:that|it)\\?$");
    /** How well the way told works (the switch interview's question about a way round in place). */
    static final List<String> HOW_WELL = List.of("How well is that working for you?",
            "How is that working out for you?");
    private static final Set<String> SUBJECTS = Set.of("i", "we");
    /** Words that make the clause after them a supposition or a time, not a way they have. */
    private static final Set<String> CONDITIONS = Set.of("if", "when", "whenever", "unless", "whether", "before",
            "after", "until", "once");
    private static final Set<String> LEADS = Set.of("just", "now", "always", "usually", "normally", "also",
            "still", "then", "often", "sometimes", "simply", "mostly", "basically", "literally", "actually");
    /** Verbs that tell a state, a wish, a thought or a going, not a way of dealing with something. */
    private static final Set<String> NOT_A_WAY = Set.of("be", "have", "want", "need", "like", "love", "hate",
            "feel", "think", "know", "mean", "guess", "suppose", "hope", "wish", "worry", "care", "seem", "live",
            "get", "go", "come", "say", "tell", "see", "believe", "remember", "forget", "understand", "can",
            "could", "will", "would", "should", "must", "may", "might", "do", "let", "mind", "wonder", "reckon",
            "owe", "work", "earn", "own", "lack", "deserve", "belong", "depend", "cost", "matter");

    private final OpenNlpPipeline nlp;
    private final ReportedSpeech speech;
    private final LabelPhrasing labels;

    ToldWayRound(OpenNlpPipeline nlp, ReportedSpeech speech, LabelPhrasing labels) {
        this.nlp = nlp;
        this.speech = speech;
        this.labels = labels;
    }

    /** {@code question}, or how well the way just told works when it asks what they do about it (see the class). */
    String revise(FollowUpRequest request, String question) {
        if (question == null || !ASKS_WHAT_THEY_DO.matcher(question.strip()).find() || request.lastAnswer() == null) {
            return question;
        }
        Way way = way(request.lastAnswer(), request.focusQuote());
        if (way == null) {
            return question;
        }
        String said = speech.clause(way.clause(), labels.properNouns(request)).orElse(null);
        if (said != null && request.recentQuestions().stream().anyMatch(q -> q != null
                && q.toLowerCase(Locale.ROOT).contains(said.toLowerCase(Locale.ROOT)))) {
            return question;
        }
        if (said == null && !way.last()) {
            return question; // "that" would point at the answer's last sentence, not at the way
        }
        String echo = said == null ? "" : "You said " + said + ". ";
        List<String> variants = HOW_WELL.stream().map(q -> VariantChooser.finish(echo + q)).toList();
        long h = Text.mix(request.seed(), Text.hash(request.lastAnswer()), variants.size());
        return VariantChooser.choose(variants, Text.pick(h, variants.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }

    /**
     * The respondent's own way told in a sentence ({@code clause}: from its "I"/"we" to the next comma, semicolon or
     * the sentence's end, "I put them in a box with days on it") and whether it is the whole of the answer's last
     * sentence.
     */
    record Way(String clause, boolean last) {
    }

    /** The way of {@code answer} told near {@code focus} (see the class comment); {@code null} if none. */
    Way way(String answer, String focus) {
        List<OpenNlpPipeline.Sentence> sentences = nlp.process(answer.strip());
        int at = focusSentence(sentences, focus);
        Way before = null;
        for (int i = 0; i < sentences.size(); i++) {
            OpenNlpPipeline.Sentence sentence = sentences.get(i);
            int subject = i == at || sentence.text().strip().endsWith("?") ? -1 : ownWay(sentence.tokens());
            if (subject < 0) {
                continue;
            }
            int from = sentence.tokens().get(subject).start(); // offsets within the sentence
            String text = sentence.text().substring(Math.max(0, Math.min(from, sentence.text().length())));
            String clause = text.split("[,;:]|\\s[-\u2013\u2014]\\s", 2)[0].strip().replaceAll("[.!?]+$", "");
            boolean whole = clause.equals(sentence.text().strip().replaceAll("[.!?]+$", ""));
            Way way = new Way(clause, whole && i == sentences.size() - 1); // "that" then points at it alone
            if (i > at && at >= 0) {
                return way;
            }
            before = way;
        }
        return before;
    }

    private static int focusSentence(List<OpenNlpPipeline.Sentence> sentences, String focus) {
        if (focus == null || focus.isBlank()) {
            return -1;
        }
        String f = focus.strip().toLowerCase(Locale.ROOT);
        for (int i = 0; i < sentences.size(); i++) {
            String s = sentences.get(i).text().toLowerCase(Locale.ROOT);
            if (s.contains(f) || f.contains(s.strip())) {
                return i;
            }
        }
        return -1;
    }

    /** The index of "I"/"we" before a present-tense verb of doing (see the class comment), or -1. */
    private static int ownWay(List<OpenNlpPipeline.Token> tokens) {
        for (int i = 0; i + 1 < tokens.size(); i++) {
            if (!SUBJECTS.contains(tokens.get(i).lower()) || i > 0 && CONDITIONS.contains(tokens.get(i - 1).lower())) {
                continue; // "If I delete one ...": a supposition, not what they do
            }
            int j = i + 1;
            while (j < tokens.size() && LEADS.contains(tokens.get(j).lower())) {
                j++;
            }
            OpenNlpPipeline.Token verb = j < tokens.size() ? tokens.get(j) : null;
            boolean past = verb != null && verb.lower().endsWith("ed") && !verb.lower().endsWith("eed"); // "nodded"
            if (verb != null && verb.is("VERB") && verb.lower().equals(lemma(verb)) && !past
                    && !NOT_A_WAY.contains(lemma(verb))) {
                return i; // "I go there and I sort them": any of its clauses
            }
        }
        return -1;
    }

    private static String lemma(OpenNlpPipeline.Token t) {
        return t.lemma() == null ? t.lower() : t.lemma().toLowerCase(Locale.ROOT);
    }
}
