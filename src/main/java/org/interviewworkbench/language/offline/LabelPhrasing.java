package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Question composition, <b>slot filling</b> of {@code {focus}} / {@code {f}} in a reflective question: the focus label
 * in the respondent's own words, or nothing.
 *
 * <p>{@link #labelPhrase} takes the follow-up request and the topic; returns the focus label cleaned
 * ({@link LabelCleaner#cleanLabel}), only when it is contiguous in the focus quote and not set aside by a negation
 * ({@link #inOwnWords}), said in the last answer or the one before it ({@link AnswerReferences#fromRecentAnswers}),
 * extended to the whole phrase they said ({@link SlotContext#maximal}: "peace of mind", not "peace"), as the respondent said it ({@link #asSaid}: their capitals, "my" turned to "your"), passed
 * not a person's first name ({@link PersonName}: "my granddaughter Aoife"), passed
 * through the {@link NounPhraseGate} and the {@link SlotContext} (a noun where the respondent said it) and with the names they capitalise ({@link #withCapitals},
 * {@link #properNouns}); {@code null} when any step fails or the focus is a placeholder ({@link #PLACEHOLDERS}).
 */
final class LabelPhrasing {

    private final OpenNlpPipeline nlp;
    private final NounPhraseGate gate;
    private final SlotContext context;

    LabelPhrasing(OpenNlpPipeline nlp, NounPhraseGate gate) {
        this.nlp = nlp;
        this.gate = gate;
        this.context = new SlotContext(nlp);
    }

    /** The focus label as a slot filler that passes the gate, or {@code null}. */
    String labelPhrase(FollowUpRequest request, String topic) {
        String label = request.focusLabel() == null ? "" : request.focusLabel().strip().replaceAll("[?.!]+$", "");
        String lower = label.toLowerCase(Locale.ROOT);
        if (PLACEHOLDERS.contains(lower) || lower.equals(topic.toLowerCase(Locale.ROOT))) {
            return null;
        }
        String clean = LabelCleaner.cleanLabel(lower, "");
        if (clean == null || !inOwnWords(clean, request.focusQuote())) {
            return null;
        }
        if (!AnswerReferences.fromRecentAnswers(request)) {
            return null; // said three or more answers ago: "the first thoughts" no longer has a clear referent
        }
        if (PersonName.names(clean, answers(request))) {
            return null; // "If you think about the Aoife": a person named, no rung of a ladder nor a thing to probe
        }
        String where = request.focusQuote() != null ? request.focusQuote() : request.focusAnswer();
        String own = asSaid(context.maximal(label.equals(lower) ? clean : clean.equals(lower) ? label : clean, where),
                request.focusQuote()); // "peace of mind", not "peace"
        if (!context.fits(own, where) || AnswerRole.bareAmount(own)) { // "about forty quid" is no focus
            return null; // "the dunno", "the stand", "the daft", "doing": not a thing where the respondent said it
        }
        // only the respondent's words: a gerund rebuilt from their verb ("sounding great", "keeping working
        // without feeling") is not something they said
        String rendered = gate.render(own);
        if (rendered != null && rendered.equals(own) && context.nounNotGerund(own, where)) {
            rendered = "the " + own; // "in the living room": a noun, not the gerund "living"
        }
        return withCapitals(rendered, properNouns(request));
    }

    /**
     * Words the respondent writes as names in the answers this request quotes: capitalised inside a sentence, or
     * tagged as a proper noun at its start and followed by "and" or by a comma and another capitalised word (a list of names: "Zoom, Teams, Google
     * Meet and FaceTime.", "Teams and Zoom are alike"; not "Glass ones look nice").
     */
    Set<String> properNouns(FollowUpRequest request) {
        List<String> texts = answers(request);
        Set<String> out = new java.util.HashSet<>(ReportedSpeech.capitalised(texts));
        for (String text : texts) {
            if (text == null) {
                continue;
            }
            for (Sentence s : nlp.process(text)) {
                List<Token> t = s.tokens();
                if (t.size() > 2 && t.get(0).is("PROPN") && !t.get(0).text().equals("I")
                        && Character.isUpperCase(t.get(0).text().charAt(0))
                        && (t.get(1).text().equals(",") && Character.isUpperCase(t.get(2).text().charAt(0))
                        || t.get(1).lower().equals("and") || t.get(1).lower().equals("or"))) { // not "Safety, maybe?"
                    out.add(t.get(0).lower());
                }
            }
        }
        return out;
    }

    /** The answers this request quotes: the last, the focus's and the recent turns. */
    private static List<String> answers(FollowUpRequest request) {
        List<String> texts = new ArrayList<>();
        texts.add(request.lastAnswer());
        texts.add(request.focusAnswer());
        for (var line : request.recentTurns()) {
            texts.add(line.text());
        }
        return texts;
    }

    /** The phrase with the respondent's capitals on the words they capitalise ("the zoom" -> "Zoom"). */
    static String withCapitals(String phrase, Set<String> properNouns) {
        if (phrase == null || properNouns.isEmpty()) {
            return phrase;
        }
        String[] words = phrase.split(" ");
        boolean changed = false;
        for (int i = 0; i < words.length; i++) {
            if (properNouns.contains(words[i].toLowerCase(Locale.ROOT)) && Character.isLowerCase(words[i].charAt(0))) {
                words[i] = Character.toUpperCase(words[i].charAt(0)) + words[i].substring(1);
                changed = true;
            }
        }
        if (!changed) {
            return phrase;
        }
        String out = String.join(" ", words);
        // a name takes no article: "the Zoom" -> "Zoom", "the Ocado app" stays
        return words.length == 2 && words[0].equals("the") ? words[1] : out;
    }

    /**
     * The label as the respondent said it: their capitals ("OneNote") and their possessive, turned to the listener
     * ("my partner" -> "your partner").
     */
    static String asSaid(String label, String quote) {
        if (quote == null || quote.isBlank()) {
            return label;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?i)\\b(?:(my|our)\\s+)?("
                + java.util.regex.Pattern.quote(label) + ")\\b").matcher(quote);
        if (!m.find()) {
            return label;
        }
        String said = m.group(2);
        boolean midSentenceCapital = m.start(2) > 0 && !said.equals(said.toLowerCase(Locale.ROOT));
        String words = midSentenceCapital ? said : label;
        return m.group(1) != null ? "your " + words : words;
    }

    /**
     * Whether a label is the respondent's words as they said them (contiguous in the quote), not a rebuilt phrase
     * that may have lost a "less", a "not" or an article ("feel sluggish" from "I feel less sluggish").
     */
    static boolean inOwnWords(String label, String quote) {
        if (quote == null || quote.isBlank()) {
            return true;
        }
        String q = " " + quote.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9' -]", " ").replaceAll("\\s+", " ") + " ";
        String l = label.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
        java.util.regex.Matcher negated = java.util.regex.Pattern.compile("\\b(?:no|not|never|without|hardly|"
                + "nobody's|no one's|isn't|wasn't|aren't)\\s+(?:\\S+\\s+){0,2}" + java.util.regex.Pattern.quote(l)
                + "(?:e?s)?\\s").matcher(q);
        if (negated.find()) {
            return false; // "no staff on the platform", "not about the money": the respondent sets it aside
        }
        return q.contains(" " + l + " ") || q.contains(" " + l + "s ") || q.contains(" " + l + "es ");
    }

    /** Placeholder focus labels that say nothing concrete. */
    static final Set<String> PLACEHOLDERS = Set.of("what we've discussed", "what we have discussed",
            "this topic", "the topic", "everything", "");
}
