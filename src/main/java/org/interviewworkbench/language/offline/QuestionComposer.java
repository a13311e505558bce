package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.config.FocusMode;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.engine.port.OpeningRequest;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Template-based question phrasing.
 *
 * <p>Follow-ups: a strategy is classified into an {@link Intent} from keywords in its name (weight 3) and
 * description (weight 1); each intent has several phrasings with the focus label ({@code {f}}) and, where
 * natural, the respondent's own words from the last answer ({@code {w}}). The variant is
 * {@code (mix(seed, strategy, focus) + attempt) mod n}; variants whose word-set Jaccard similarity to one of
 * the recent questions is at least {@value #DUPLICATE_JACCARD} are skipped (seed 004 question dedup).
 *
 * <p>Respondent text is data: only a short noun/adjective phrase is ever copied from the answer, never from a
 * question, an imperative sentence or a sentence that addresses the interviewer ("ignore previous
 * instructions ..."). Every follow-up names the focus; closing and revitalize questions may name the topic.
 */
final class QuestionComposer {

    /** Word-set Jaccard similarity at or above which a question counts as a near-duplicate. */
    static final double DUPLICATE_JACCARD = 0.7;

    /** What a strategy's question must do. */
    enum Intent {
        CLOSING, REFLECT, REVITALIZE, CLARIFY, ALTERNATIVES, OBSTACLES, EMOTIONS, CONTEXT, COMPARE, NEXT_STEP,
        STORY, CAUSE, LEARNING, RATE, IDEAL, EXPECTATION, DEEPEN, EXPLORE,
        /** How two things named by the focus ("X and Y", a concept test's connection focus) relate. */
        RELATE
    }

    private static final Map<Intent, List<String>> KEYWORDS = new EnumMap<>(Map.ofEntries(
            Map.entry(Intent.REFLECT, List.of("reflect", "summar", "validat", "confirm", "invite correction",
                    "captured")),
            Map.entry(Intent.REVITALIZE, List.of("revitaliz", "fresh", "shift", "fatigue", "new angle")),
            Map.entry(Intent.CLARIFY, List.of("clarif", "rephrase", "simpler", "confusion", "assumption",
                    "challenge")),
            Map.entry(Intent.ALTERNATIVES, List.of("alternative", "other solutions", "considered", "approaches")),
            Map.entry(Intent.OBSTACLES, List.of("obstacle", "pain", "friction", "frustration", "went wrong",
                    "confusing")),
            Map.entry(Intent.EMOTIONS, List.of("emotion", "felt", "feel", "emotional curve", "highs and lows")),
            Map.entry(Intent.CONTEXT, List.of("situation", "context", "circumstance", "when jobs arise")),
            Map.entry(Intent.COMPARE, List.of("compar", "triadic", "similar", "different from", "constructs",
                    "construct")),
            Map.entry(Intent.NEXT_STEP, List.of("journey", "what happened next", "sequen", "timeline", "narrative",
                    "step by step", "map_", "touchpoint", "unfolded")),
            Map.entry(Intent.STORY, List.of("incident", "story", "concrete, specific", "who, what, when")),
            Map.entry(Intent.CAUSE, List.of("attribution", "causal belief", "caused the outcome")),
            Map.entry(Intent.LEARNING, List.of("insight", "learned", "takeaway", "changed their")),
            Map.entry(Intent.RATE, List.of("rating", "rate_", "rankings", "preferences")),
            Map.entry(Intent.IDEAL, List.of("ideal", "perfection")),
            Map.entry(Intent.EXPECTATION, List.of("expectation", "expect")),
            Map.entry(Intent.DEEPEN, List.of("deepen", "why", "deeper", "motivation", "ladder", "dig", "matters",
                    "underlying")),
            Map.entry(Intent.EXPLORE, List.of("explore", "what else", "breadth", "new branches", "related",
                    "elicit")),
            Map.entry(Intent.RELATE, List.of("connect_elements", "relate to each other", "two elements"))));

    private static final Set<String> POSSESSIVES = Set.of("my", "your", "his", "her", "its", "our", "their");
    private static final java.util.regex.Pattern METHOD_WORDS = java.util.regex.Pattern.compile(
            "(?i)\\b(means[- ]end chain|jobs[- ]to[- ]be[- ]done|jtbd|critical incident( technique)?|"
                    + "repertory grid|customer journey( mapping| map)?|journey mapping|study|interview|legacy|v\\d+)\\b");

    private final OpenNlpPipeline nlp;
    private final ReportedSpeech speech;
    private final NounPhraseGate gate;

    QuestionComposer(OpenNlpPipeline nlp) {
        this.nlp = nlp;
        this.speech = new ReportedSpeech(nlp);
        this.gate = new NounPhraseGate(nlp);
    }

    /** How many phrasings each intent has (for tests and docs). */
    Map<Intent, Integer> templateCounts() {
        Map<Intent, Integer> out = new EnumMap<>(Intent.class);
        QuestionTemplates.TEMPLATES.forEach((k, v) -> out.put(k, v.size()));
        return out;
    }

    // ---------------------------------------------------------------- opening

    String opening(OpeningRequest request) {
        String topic = topic(request.concept());
        String bias = request.methodology() == null ? "" : request.methodology().method().openingBias();
        List<String> templates = QuestionTemplates.OPENINGS.get(openingStyle(bias));
        long h = Text.mix(request.seed(), Text.hash(topic), Text.hash(bias));
        return finish(templates.get(Text.pick(h, templates.size())).replace("{t}", topic));
    }

    static String openingStyle(String bias) {
        String b = bias.toLowerCase(Locale.ROOT);
        if (b.contains("occasion") || b.contains("incident") || b.contains("especially well")) {
            return "incident";
        }
        if (b.contains("reaction") || b.contains("first impression") || b.contains("spontaneous")) {
            return "reaction";
        }
        if (b.contains("options") || b.contains("considered")) {
            return "options";
        }
        if (b.contains("walk") || b.contains("most recent experience")) {
            return "walkthrough";
        }
        if (b.contains("decision") || b.contains("change")) {
            return "recent_decision";
        }
        if (b.contains("memorable") || b.contains("significant")) {
            return "memorable";
        }
        if (b.contains("daily life") || b.contains("encountered")) {
            return "examples";
        }
        return "experience";
    }

    /** The study topic as it reads inside a question: the concept name without method words, lowercased. */
    static String topic(Concept concept) {
        if (concept == null) {
            return "this topic";
        }
        String name = concept.name() == null ? "" : METHOD_WORDS.matcher(concept.name()).replaceAll(" ");
        name = name.replaceAll("[()\\[\\]]", " ").replaceAll("\\s+", " ").strip();
        if (name.isEmpty()) {
            return "this topic";
        }
        boolean acronym = name.length() <= 5 && name.equals(name.toUpperCase(Locale.ROOT));
        return acronym ? name : name.toLowerCase(Locale.ROOT);
    }

    // ---------------------------------------------------------------- follow-up

    String followUp(FollowUpRequest request) {
        String topic = topic(request.concept());
        Intent intent = request.closing() ? Intent.CLOSING : intent(request.strategy());
        String own = researchersWording(request, topic);
        if (own != null) {
            return own;
        }
        if (FocusFreeQuestions.covers(intent)) {
            return reflective(request, intent, topic);
        }
        // a connection focus names two stimulus elements ("X and Y"): kept verbatim, both must be recognisable
        String focus = intent == Intent.RELATE && request.focusLabel() != null && !request.focusLabel().isBlank()
                ? request.focusLabel().strip() : focusText(request, topic);
        String words = ownWords(request.lastAnswer(), focus);
        List<String> variants = new ArrayList<>();
        for (String template : QuestionTemplates.TEMPLATES.get(intent)) {
            if (template.contains("{w}") && words == null) {
                continue;
            }
            String q = template.replace("{f}", focus).replace("{t}", topic);
            if (words != null) {
                q = q.replace("{w}", words);
            }
            variants.add(finish(q));
        }
        String strategyName = request.strategy() == null ? "" : request.strategy().name();
        long h = Text.mix(request.seed(), Text.hash(strategyName), Text.hash(focus));
        return choose(variants, Text.pick(h, variants.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }

    /**
     * A question about the focus that cannot break (issue 12): the respondent's own clause said back to them
     * ({@link ReportedSpeech}) followed by a question that points at it ({@link FocusFreeQuestions}, worded for the
     * focus's {@link FocusKind}); or, when the focus label passes the {@link NounPhraseGate}, a question that names it.
     * With neither, the focus-free question alone (it points at the answer just given).
     */
    private String reflective(FollowUpRequest request, Intent intent, String topic) {
        FocusKind kind = FocusKind.of(request.focusNodeType(), request.focusLabel(), request.focusQuote());
        List<String> questions = FocusFreeQuestions.of(intent, kind);
        String said = ReportedSpeech.startsAStatement(request.focusQuote(), answerHolding(request))
                ? speech.clause(request.focusQuote(), properNouns(request)).orElse(null) : null;
        String clause = said != null && request.recentQuestions().stream().anyMatch(q -> q != null
                && q.toLowerCase(Locale.ROOT).contains(said.toLowerCase(Locale.ROOT))) ? null : said;
        String np = labelPhrase(request, topic);
        if (np != null && !LabelFit.allows(intent, kind, np, request.focusNodeType())) {
            np = null;
        }
        if (np != null && kind == FocusKind.NEGATIVE && !FocusKind.negativeType(request.focusNodeType())
                && !FocusKind.troubled(np.toLowerCase(Locale.ROOT))) {
            np = null; // the trouble is in the sentence around it ("two kids" in "breaking down with two kids ...")
        }
        List<String> variants = new ArrayList<>();
        if (clause != null) {
            for (int i = 0; i < questions.size(); i++) {
                String opener = i % 2 == 0 ? "You said " : "You mentioned that ";
                variants.add(finish(opener + clause + ". " + questions.get(i).replace("{t}", topic)));
            }
        }
        if (np != null) {
            for (String template : LabelQuestions.of(intent, kind, QuestionTemplates.TEMPLATES.get(intent))) {
                variants.add(finish(LabelFit.agree(template, np).replace("{f}", np).replace("{t}", topic)));
            }
        }
        if (variants.isEmpty() && bareAnswer(request.lastAnswer())) {
            // "No." or "That's it.": there is nothing for "that" to point at, so ask about the topic
            for (String q : FocusFreeQuestions.of(Intent.EXPLORE, FocusKind.POSITIVE)) {
                if (!q.startsWith("Besides that") && !q.startsWith("Apart from that")) {
                    variants.add(finish(q.replace("{t}", topic)));
                }
            }
        }
        if (variants.isEmpty()) { // "that" then points at the answer just given, so the answer decides the kind
            FocusKind lastKind = fromLastAnswer(request) ? kind : FocusKind.of(null, null, request.lastAnswer());
            for (String q : FocusFreeQuestions.of(intent, lastKind)) {
                variants.add(finish(q.replace("{t}", topic)));
            }
        }
        String strategyName = request.strategy() == null ? "" : request.strategy().name();
        long h = Text.mix(request.seed(), Text.hash(strategyName), Text.hash(String.valueOf(request.focusLabel())));
        return choose(variants, Text.pick(h, variants.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }

    /**
     * The researcher's own wording of this strategy's question ({@code questions:} in the methodology YAML), for
     * the focus node type or {@code default}: a template is used only when its placeholders can be filled safely
     * ({@code {focus}} with a label that passes the gate, {@code {focus_quote}} with a clause that stands alone);
     * {@code null} when the strategy has none that can be filled.
     */
    private String researchersWording(FollowUpRequest request, String topic) {
        if (request.strategy() == null || request.strategy().questions().isEmpty()) {
            return null;
        }
        var wordings = request.strategy().questions();
        List<String> templates = request.focusNodeType() != null && wordings.containsKey(request.focusNodeType())
                ? wordings.get(request.focusNodeType()) : wordings.getOrDefault("default", List.of());
        String np = null;
        String clause = null;
        boolean npDone = false;
        boolean clauseDone = false;
        List<String> variants = new ArrayList<>();
        for (String template : templates) {
            if (template.contains("{focus}") && !npDone) {
                np = labelPhrase(request, topic);
                npDone = true;
            }
            if (template.contains("{focus_quote}") && !clauseDone) {
                clause = ReportedSpeech.startsAStatement(request.focusQuote(), answerHolding(request))
                        ? speech.clause(request.focusQuote(), properNouns(request)).orElse(null) : null;
                clauseDone = true;
            }
            if (template.contains("{focus}") && np == null || template.contains("{focus_quote}") && clause == null) {
                continue;
            }
            String q = template.replace("{topic}", topic);
            if (np != null) {
                q = q.replace("{focus}", np);
            }
            if (clause != null) {
                q = q.replace("{focus_quote}", clause);
            }
            variants.add(finish(q));
        }
        if (variants.isEmpty()) {
            return null;
        }
        long h = Text.mix(request.seed(), Text.hash(request.strategy().name()),
                Text.hash(String.valueOf(request.focusLabel())));
        return choose(variants, Text.pick(h, variants.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }

    /** Whether the focus was said in the answer just given (so "that" points at it). */
    private static boolean fromLastAnswer(FollowUpRequest request) {
        return request.focusQuote() != null && request.lastAnswer() != null && request.lastAnswer()
                .toLowerCase(Locale.ROOT).contains(request.focusQuote().strip().toLowerCase(Locale.ROOT));
    }

    /** The respondent's answer the focus quote came from (the last answer, else a recent one), or null. */
    private static String answerHolding(FollowUpRequest request) {
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

    /** The focus label as a slot filler that passes the gate, or {@code null}. */
    private String labelPhrase(FollowUpRequest request, String topic) {
        String label = request.focusLabel() == null ? "" : request.focusLabel().strip().replaceAll("[?.!]+$", "");
        String lower = label.toLowerCase(Locale.ROOT);
        if (PLACEHOLDERS.contains(lower) || lower.equals(topic.toLowerCase(Locale.ROOT))) {
            return null;
        }
        String clean = LabelCleaner.cleanLabel(lower, "");
        if (clean == null || !inOwnWords(clean, request.focusQuote())) {
            return null;
        }
        String own = asSaid(label.equals(lower) ? clean : clean.equals(lower) ? label : clean, request.focusQuote());
        // only the respondent's words: a gerund rebuilt from their verb ("sounding great", "keeping working
        // without feeling") is not something they said
        return withCapitals(gate.render(own), properNouns(request));
    }

    /**
     * Words the respondent writes as names in the answers this request quotes: capitalised inside a sentence, or
     * tagged as a proper noun at its start and followed by a comma or "and" (a list of names: "Zoom, Teams, Google
     * Meet and FaceTime.", "Teams and Zoom are alike"; not "Glass ones look nice").
     */
    private Set<String> properNouns(FollowUpRequest request) {
        List<String> texts = new ArrayList<>();
        texts.add(request.lastAnswer());
        texts.add(request.focusAnswer());
        for (var line : request.recentTurns()) {
            texts.add(line.text());
        }
        Set<String> out = new java.util.HashSet<>(ReportedSpeech.capitalised(texts));
        for (String text : texts) {
            if (text == null) {
                continue;
            }
            for (Sentence s : nlp.process(text)) {
                List<Token> t = s.tokens();
                if (t.size() > 2 && t.get(0).is("PROPN") && !t.get(0).text().equals("I")
                        && Character.isUpperCase(t.get(0).text().charAt(0))
                        && (t.get(1).text().equals(",") || t.get(1).lower().equals("and") || t.get(1).lower().equals("or"))) {
                    out.add(t.get(0).lower());
                }
            }
        }
        return out;
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

    /**
     * The variant least similar to the recent questions: variants are ranked by their highest word-Jaccard
     * similarity to a recent question (in steps of 0.05), ties in rotation order from the seed's start; attempt k
     * takes the k-th best, so a retry always gets a different phrasing.
     */
    static String choose(List<String> variants, int start, int attempt, List<String> recent) {
        int n = variants.size();
        List<Integer> order = new ArrayList<>();
        double[] score = new double[n];
        for (int k = 0; k < n; k++) {
            int idx = (start + k) % n;
            order.add(idx);
            double max = 0;
            for (String r : recent) {
                if (r != null) {
                    max = Math.max(max, Text.jaccard(variants.get(idx), r));
                }
            }
            score[idx] = Math.round(max * 20) / 20.0;
        }
        order.sort(java.util.Comparator.comparingDouble(i -> score[i])); // stable: ties keep rotation order
        return variants.get(order.get(attempt % n));
    }

    static Intent intent(Strategy strategy) {
        if (strategy == null) {
            return Intent.EXPLORE;
        }
        if (strategy.generatesClosingQuestion()) {
            return Intent.CLOSING;
        }
        String name = strategy.name().toLowerCase(Locale.ROOT) + "_";
        String description = strategy.description().toLowerCase(Locale.ROOT);
        Intent best = Intent.EXPLORE;
        int bestScore = 0;
        for (Intent intent : Intent.values()) {
            List<String> keys = KEYWORDS.get(intent);
            if (keys == null) {
                continue;
            }
            int score = 0;
            for (String k : keys) {
                if (name.contains(k)) {
                    score += 3;
                }
                if (description.contains(k)) {
                    score += 1;
                }
            }
            if (score > bestScore) {
                bestScore = score;
                best = intent;
            }
        }
        return best;
    }

    /** Placeholder focus labels that say nothing concrete. */
    private static final Set<String> PLACEHOLDERS = Set.of("what we've discussed", "what we have discussed",
            "this topic", "the topic", "everything", "");

    /**
     * The focus as it reads inside a question. A fragment label is repaired with
     * {@link LabelCleaner#cleanLabel} or, when nothing meaningful is left, replaced; a placeholder focus
     * (summary mode, "what we've discussed", the topic itself) becomes the concrete recent concepts of
     * {@code graphSummary} ("Recent topics: a, b, c"). The label is then rendered as a noun phrase
     * ({@link #nounPhrase}).
     */
    private String focusText(FollowUpRequest request, String topic) {
        String label = request.focusLabel() == null ? "" : request.focusLabel().strip().replaceAll("[?.!]+$", "");
        FocusMode mode = request.strategy() == null ? FocusMode.RECENT_NODE : request.strategy().focusMode();
        String lower = label.toLowerCase(Locale.ROOT);
        boolean placeholder = PLACEHOLDERS.contains(lower) || lower.equals(topic.toLowerCase(Locale.ROOT));
        if (!placeholder) {
            String clean = LabelCleaner.cleanLabel(lower, "");
            String own = clean == null ? null : label.equals(lower) ? clean : clean.equals(lower) ? label : clean;
            String rendered = own == null ? null : gate.render(own);
            if (rendered == null && own != null) {
                rendered = gate.render(nounPhrase(own));
            }
            if (rendered != null) {
                return rendered;
            }
            placeholder = true; // a label that fails the slot gate is never named
        }
        List<String> phrases = new ArrayList<>();
        for (String r : recentTopics(request.graphSummary())) {
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
        if (!label.isEmpty() && PLACEHOLDERS.contains(lower)) {
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

    /** A short phrase of the respondent's own words (adjective predicate or noun phrase), or null. */
    String ownWords(String answer, String focus) {
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
                String np = DiscourseAnalyzer.nounPhrase(t, i, e);
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

    private static boolean nearDuplicate(String question, List<String> recent) {
        for (String r : recent) {
            if (r != null && Text.jaccard(question, r) >= DUPLICATE_JACCARD) {
                return true;
            }
        }
        return false;
    }

    private static String finish(String q) {
        String out = q.replaceAll("\\s+", " ").strip();
        if (!out.isEmpty()) {
            out = Character.toUpperCase(out.charAt(0)) + out.substring(1);
        }
        if (out.endsWith(".")) {
            out = out.substring(0, out.length() - 1) + "?";
        }
        if (!out.endsWith("?")) {
            out = out + "?";
        }
        return out;
    }
}
