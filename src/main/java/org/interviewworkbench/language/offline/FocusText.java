package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.engine.config.FocusMode;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Question composition, <b>slot filling</b> of {@code {f}} in the built-in templates (intents that are not asked
 * reflectively): the focus as a noun phrase that reads inside a question.
 *
 * <p>{@link #of} takes the follow-up request and the topic; returns the focus label (only when said in the last
 * answer or the one before it, and as far as the respondent's phrase goes, {@link SlotContext#maximal}) repaired and rendered
 * through the {@link NounPhraseGate} (directly or as {@link #nounPhrase}), else the recent concepts of the graph
 * summary that pass the gate and, when the request carries the recent answers, {@link SlotContext#fitsWhereSaid}
 * in the last two of them ("a, b and c"), else the topic or "what we've discussed". {@link #nounPhrase} owns
 * how a label becomes a noun phrase: a verb-initial label a gerund with the respondent addressed ("take care of
 * myself" -&gt; "taking care of yourself"), a clause "the sense/fact that ...", a lone adjective "it being X".
 */
final class FocusText {

    private final OpenNlpPipeline nlp;
    private final NounPhraseGate gate;
    private final SlotContext context;

    FocusText(OpenNlpPipeline nlp, NounPhraseGate gate) {
        this.nlp = nlp;
        this.gate = gate;
        this.context = new SlotContext(nlp);
    }

    /**
     * The focus as it reads inside a question. A fragment label is repaired with
     * {@link LabelCleaner#cleanLabel} or, when nothing meaningful is left, replaced; a placeholder focus
     * (summary mode, "what we've discussed", the topic itself) becomes the concrete recent concepts of
     * {@code graphSummary} ("Recent topics: a, b, c"). The label is then rendered as a noun phrase
     * ({@link #nounPhrase}).
     */
    String of(FollowUpRequest request, String topic) {
        String label = request.focusLabel() == null ? "" : request.focusLabel().strip().replaceAll("[?.!]+$", "");
        FocusMode mode = request.strategy() == null ? FocusMode.RECENT_NODE : request.strategy().focusMode();
        String lower = label.toLowerCase(Locale.ROOT);
        boolean placeholder = LabelPhrasing.PLACEHOLDERS.contains(lower) || lower.equals(topic.toLowerCase(Locale.ROOT));
        if (!placeholder) {
            String clean = LabelCleaner.cleanLabel(lower, "");
            String where = request.focusQuote() != null ? request.focusQuote() : request.focusAnswer();
            String own = clean == null || !AnswerReferences.fromRecentAnswers(request) ? null
                    : context.maximal(label.equals(lower) ? clean : clean.equals(lower) ? label : clean, where);
            if (own != null && (!context.fits(own, where) || AnswerRole.bareAmount(own))) { // nor "forty quid"
                own = null; // a filler, a torn verb or a property where the respondent said it ({@link SlotContext})
            }
            String rendered = own == null ? null : gate.render(own);
            boolean verbFirst = own != null && BASE_VERBS.contains(own.split(" ")[0]) && own.contains(" ");
            if (rendered != null && rendered.equals(own) && !verbFirst && context.nounNotGerund(own, where)) {
                rendered = "the " + own; // "like a warning": a count noun, never "Why does warning ...?"
            }
            if ((rendered == null || verbFirst) && own != null) {
                rendered = gate.render(nounPhrase(own));
                // "get blister" of "you get blisters": "getting blister" is no phrase of theirs, so it is not named
                rendered = verbFirst && !saidAfterVerb(own, where) ? null : rendered;
            }
            if (rendered != null) {
                return rendered;
            }
            placeholder = true; // a label that fails the slot gate is never named
        }
        List<String> phrases = new ArrayList<>();
        List<String> answers = request.recentTurns().stream().filter(l -> l.speaker() == Speaker.USER)
                .map(ConversationLine::text).toList();
        answers = answers.subList(Math.max(0, answers.size() - 2), answers.size()); // the last two answers only
        for (String r : recentTopics(request.graphSummary())) {
            if (!answers.isEmpty() && !context.fitsWhereSaid(r, answers)) {
                continue; // as a focus slot: said so by the respondent, and fitting where they said it
            }
            String rendered = gate.render(r);
            if (rendered == null) {
                rendered = gate.render(nounPhrase(r));
            }
            if (rendered != null) { // a summary names only phrases that pass the slot gate
                phrases.add(rendered);
            }
        }
        if (!phrases.isEmpty() && (mode == FocusMode.SUMMARY || !label.isEmpty())) {
            return joinList(phrases);
        }
        if (!label.isEmpty() && LabelPhrasing.PLACEHOLDERS.contains(lower)) {
            return label; // nothing concrete known yet
        }
        return mode == FocusMode.SUMMARY ? "what we've discussed" : topic;
    }

    /** Up to three clean concept labels from "... | Recent topics: a, b, c" (fragments skipped). */
    static List<String> recentTopics(String graphSummary) {
        List<String> out = new ArrayList<>();
        if (graphSummary == null) {
            return out;
        }
        int at = graphSummary.indexOf("Recent topics:");
        if (at < 0) {
            return out;
        }
        String list = graphSummary.substring(at + "Recent topics:".length());
        int bar = list.indexOf('|');
        if (bar >= 0) {
            list = list.substring(0, bar);
        }
        for (String part : list.split(",")) {
            String clean = LabelCleaner.cleanLabel(part.strip().toLowerCase(Locale.ROOT), "");
            if (clean != null && !out.contains(clean) && out.size() < 3) {
                out.add(clean);
            }
        }
        return out;
    }

    private static String joinList(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /**
     * A concept label as a noun phrase that reads inside "Why does {f} matter to you?": noun phrases stay
     * ("froth"), a verb-initial label becomes a gerund with the respondent addressed ("take care of myself" ->
     * "taking care of yourself", "froths well in coffee" -> "frothing well in coffee"), a clause label becomes
     * "the sense/fact that ..." ("mornings feel like a treat"), a lone adjective "it being creamy".
     */
    String nounPhrase(String label) {
        String l = label.strip();
        if (l.isEmpty()) {
            return l;
        }
        String[] ws = l.split(" ");
        String lower = l.toLowerCase(Locale.ROOT);
        int v = ws[0].equalsIgnoreCase("not") && ws.length > 1 ? 1 : 0;
        String w = ws[v].toLowerCase(Locale.ROOT);
        List<Token> asThird = tokens("It " + lower.substring(lower.indexOf(w)) + ".");
        List<Token> asNoun = tokens("The " + lower + ".");
        Token third = asThird.size() > 1 ? asThird.get(1) : null;
        boolean nounFirst = asNoun.size() > 1 && asNoun.get(1).is("NOUN", "ADJ", "PROPN");
        boolean verbFirst = BASE_VERBS.contains(w) || w.endsWith("s") && !w.endsWith("ss") && third != null
                && third.is("VERB") && ws.length > 1 && (!nounFirst || asThird.size() > 2
                && asThird.get(2).is("ADV", "ADP", "ADJ"));
        String out;
        if (verbFirst && !w.endsWith("ing")) {
            String base = BASE_VERBS.contains(w) ? w : third.lemma();
            ws[v] = gerund(base == null || base.isBlank() ? w : base);
            out = String.join(" ", ws);
        } else if (ws.length == 1 && asNoun.size() > 1 && asNoun.get(1).is("ADJ")
                || ws.length == 1 && tokens("It is " + lower + ".").stream().anyMatch(t -> t.is("ADJ"))) {
            out = "it being " + l;
        } else if (ws.length >= 3 && verbIndex(asNoun) > 1) {
            out = (l.contains(" feel") ? "the sense that " : "the fact that ") + l;
        } else {
            out = l;
        }
        return out.replaceAll("\\bmyself\\b", "yourself").replaceAll("\\bmy\\b", "your")
                .replaceAll("\\bme\\b", "you");
    }

    /** Verbs that start behaviour / feeling labels ("take care of myself", "treat myself"). */
    /** Whether the words after the verb of {@code own} ("blister" of "get blister") are said in {@code where}. */
    private static boolean saidAfterVerb(String own, String where) {
        String rest = own.substring(own.indexOf(' ') + 1).strip();
        return where != null && java.util.regex.Pattern.compile("(?i)(?<![\\p{L}'])" + java.util.regex.Pattern.quote(rest)
                + "(?![\\p{L}'])").matcher(where).find();
    }

    private static final Set<String> BASE_VERBS = Set.of("feel", "be", "live", "take", "look", "do", "treat",
            "rush", "save", "buy", "make", "get", "keep", "stay", "help", "eat", "drink", "enjoy", "spend", "care",
            "protect", "support", "avoid", "act", "go", "have", "use", "try", "switch", "spoil", "relax", "hurry",
            "raise", "give", "find", "know", "learn", "choose", "pay", "cook", "share");

    private List<Token> tokens(String text) {
        List<Token> out = new ArrayList<>();
        for (Sentence s : nlp.process(text)) {
            out.addAll(s.tokens());
        }
        return out;
    }

    /** Index of the first verb after the first token, or -1. */
    private static int verbIndex(List<Token> tokens) {
        for (int i = 1; i < tokens.size(); i++) {
            if (tokens.get(i).is("VERB")) {
                return i;
            }
        }
        return -1;
    }

    /** The -ing form of a base verb (be -> being, live -> living, stop -> stopping, take -> taking). */
    static String gerund(String base) {
        if (base.equals("be") || base.equals("see") || base.endsWith("ee")) {
            return base + "ing";
        }
        if (base.endsWith("ie")) {
            return base.substring(0, base.length() - 2) + "ying";
        }
        if (base.endsWith("e") && base.length() > 2) {
            return base.substring(0, base.length() - 1) + "ing";
        }
        if (base.length() >= 3 && base.length() <= 4 && isConsonant(base.charAt(base.length() - 1))
                && !isConsonant(base.charAt(base.length() - 2)) && isConsonant(base.charAt(base.length() - 3))
                && "wxy".indexOf(base.charAt(base.length() - 1)) < 0) {
            return base + base.charAt(base.length() - 1) + "ing";
        }
        return base + "ing";
    }

    private static boolean isConsonant(char c) {
        return "aeiou".indexOf(c) < 0;
    }
}
