package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.engine.port.OpeningRequest;

/**
 * Template-based question phrasing: a coordinator that runs the composition stages. Each stage is a class of its
 * own that owns its rules; change a rule there.
 *
 * <ol>
 *   <li><b>Intent</b> ({@link IntentClassifier}): the strategy's {@link Intent}, declared in the YAML
 *       ({@code intent:}) or guessed from keywords in its name (weight 3) and description (weight 1).</li>
 *   <li><b>Wording</b>, first that applies: for a summary strategy whose summary check the respondent has just
 *       confirmed ({@link SummaryCheck}), a step back to the whole topic ({@link WrapUpQuestions}) instead of the same
 *       summary again; the researcher's own wording of the strategy ({@code questions:} in the
 *       methodology YAML, {@link ResearchersWording}); after an answer that says there is nothing more, a step
 *       back to the whole topic ({@link WrapUpQuestions}); in a repertory grid, the grid's order of moves (triad,
 *       construct, ratings on it naming its poles, one ladder: {@link GridMoves}); in a switch interview (jobs to be
 *       done), the switch moderator's move after what the answer just told ({@link SwitchMoves}); an intent the last answer already answered is swapped for
 *       the method's next move ({@link AnsweredIntents}, {@link SuppliedContent}, {@link NextMove}, {@link MethodFit}, {@link StoryCoverage}); for the intents {@link FocusFreeQuestions} covers, a
 *       reflective question ({@link ReflectiveQuestion}: the respondent's clause said back, {@link ReportedSpeech}, or a
 *       question naming the focus, {@link LabelQuestions}); otherwise the built-in templates of the intent
 *       ({@link QuestionTemplates}). A switch or reflective question asking what they do about it, after an answer
 *       that told their own way, asks how well that way works instead ({@link ToldWayRound}). In an incident walk the
 *       question is looked at once more ({@link IncidentReview}): no looking back before the incident has an ending,
 *       no cause asked of a feeling or of the respondent's own decision. In a story or a journey a feeling question looks at the moment
 *       reached, never "now, looking back" mid-journey, nor "that" after an answer telling several things
 *       ({@link FeelingMoment}). In a switch interview a probe that does not
 *       fit the act of what it points at (a job or a feeling asked how well it works, an aim asked when it happens)
 *       gives way to the interview's next plain move ({@link SwitchProbeFit}, {@link SwitchPlainMove}).</li>
 *   <li><b>Slot filling</b>: {@code {focus}}/{@code {f}} in a reflective or researcher's question only with the
 *       focus label in the respondent's own words that passes the {@link NounPhraseGate} ({@link LabelPhrasing});
 *       {@code {f}} in a built-in template with the focus rendered as a noun phrase ({@link FocusText});
 *       {@code {w}} with a short phrase of the respondent's own words and "that" only when there is something to
 *       point at ({@link AnswerReferences}); {@code {t}}/{@code {topic}} with the study {@link #topic}.</li>
 *   <li><b>Variant choice</b> ({@link VariantChooser}): the seed picks where the rotation starts
 *       ({@code mix(seed, strategy, focus) mod n}); the variant least like the recent questions wins (near-duplicates
 *       at word-set Jaccard &ge; {@value VariantChooser#DUPLICATE_JACCARD} lose), attempt k takes the k-th best.</li>
 * </ol>
 *
 * <p>Respondent text is data: only a short noun/adjective phrase or a clause in reported speech is ever copied from
 * an answer, never from a question, an imperative sentence or a sentence that addresses the interviewer ("ignore
 * previous instructions ..."). Openings ({@link #opening}) pick a style from the methodology's opening bias.
 */
final class QuestionComposer {

    /** What a strategy's question must do. */
    enum Intent {
        CLOSING, REFLECT, REVITALIZE, CLARIFY, ALTERNATIVES, OBSTACLES, EMOTIONS, CONTEXT, COMPARE, NEXT_STEP,
        STORY, CAUSE, LEARNING, RATE, IDEAL, EXPECTATION, DEEPEN, EXPLORE,
        /** How two things named by the focus ("X and Y", a concept test's connection focus) relate. */
        RELATE,
        /** The respondent's reaction to a stimulus element the question names (a concept test's coverage). */
        REACTION
    }

    private static final java.util.regex.Pattern METHOD_WORDS = java.util.regex.Pattern.compile(
            "(?i)\\b(means[- ]end chain|jobs[- ]to[- ]be[- ]done|jtbd|critical incident( technique)?|"
                    + "repertory grid|customer journey( mapping| map)?|journey mapping|(?<!\\b(?:to|a|job) )study|"
                    + "(?<!\\b(?:to|a|job) )interview|legacy|v\\d+)\\b"); // never the verb: "Places to study"

    /** A title's closing word for the comparison a study makes ("Dating apps compared", "Banks: a comparison"). */
    private static final java.util.regex.Pattern COMPARED = java.util.regex.Pattern.compile(
            "(?i)(?:\\s+compared|\\s*[:-]\\s*(?:a )?comparison|\\s+side by side)$");

    private final OpenNlpPipeline nlp;
    private final ReportedSpeech speech;
    private final LabelPhrasing labels;
    private final FocusText focusText;
    private final Occasion occasion;
    private final SlotContext slots;
    private final GridMoves gridMoves;
    private final StoryCues storyCues;
    private final ReflectiveQuestion reflective;
    private final ResearchersWording researchersWording;
    private final ToldWayRound toldWay;

    QuestionComposer(OpenNlpPipeline nlp) {
        this.nlp = nlp;
        this.speech = new ReportedSpeech(nlp);
        NounPhraseGate gate = new NounPhraseGate(nlp);
        this.labels = new LabelPhrasing(nlp, gate);
        this.focusText = new FocusText(nlp, gate);
        this.occasion = new Occasion(nlp);
        this.slots = new SlotContext(nlp);
        this.gridMoves = new GridMoves(new TriadQuestion(gate));
        this.storyCues = new StoryCues(nlp);
        this.reflective = new ReflectiveQuestion(nlp, speech, labels, occasion, slots);
        this.researchersWording = new ResearchersWording(speech, labels);
        this.toldWay = new ToldWayRound(nlp, speech, labels);
    }

    /** A concept label as a noun phrase that reads inside a question ({@link FocusText#nounPhrase}). */
    String nounPhrase(String label) {
        return focusText.nounPhrase(label);
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
        boolean gerund = gerund(topic);
        String style = openingStyle(bias);
        String clause = TopicWording.timesClause(topic);
        if (clause != null) {
            return VariantChooser.finish(TopicWording.clauseOpening(style, clause)); // never "a time with when ..."
        }
        String verb = request.concept() == null ? null
                : StudyVerb.of(request.concept().name(), request.concept().objective());
        List<String> own = "options".equals(style) && gerund && verb == null ? QuestionTemplates.OPTIONS_ACTIVITY
                : "options".equals(style) && verb == null ? QuestionTemplates.OPTIONS_NEUTRAL
                : QuestionTemplates.OPENINGS.get(style); // "which ones do you actually play?", never "used"
        own = "options".equals(style) ? TopicWording.wordedOptions(own, topic) : own; // "where to buy": places
        boolean plural = !gerund && SlotNumber.plural(topic); // "Where do train journeys show up ...?"
        String single = plural && request.concept() != null && TopicWording.toldAsEvents(SlotNumber.head(topic),
                request.concept().objective()) ? singular(topic) : null;
        List<String> templates = TopicWording.openings(own, gerund, TopicWording.onceOnly(topic));
        templates = single == null ? TopicWording.withoutInstance(templates) : templates;
        long h = Text.mix(request.seed(), Text.hash(topic), Text.hash(bias));
        String template = templates.get(Text.pick(h, templates.size()));
        String named = "options".equals(style) && verb != null ? StudyVerb.optionsNoun(topic) : null;
        if (named != null) {
            return VariantChooser.finish(QuestionTemplates.OPTIONS_NAMED.replace("{n}", named).replace("{v}", verb));
        }
        template = single == null ? template : TopicWording.oneOf(template, single); // "one particular job interview"
        return VariantChooser.finish(SlotNumber.agree(template, "{t}", plural).replace("{t}", topic)
                .replace("{v}", String.valueOf(verb)));
    }

    /** The topic with its plural head noun in the singular, by the head's lemma ("job interview"); else null. */
    private String singular(String topic) {
        String head = SlotNumber.head(topic);
        List<OpenNlpPipeline.Sentence> parsed = nlp.process(topic);
        for (OpenNlpPipeline.Token token : parsed.isEmpty() ? List.<OpenNlpPipeline.Token>of() : parsed.get(0).tokens()) {
            String lemma = token.lemma() == null ? "" : token.lemma().toLowerCase(Locale.ROOT);
            if (token.lower().equals(head) && token.nominal() && !lemma.isEmpty() && !lemma.equals(head)
                    && head.startsWith(lemma.substring(0, Math.min(lemma.length(), head.length() - 2)))) {
                return topic.substring(0, token.start()) + lemma + topic.substring(token.end());
            }
        }
        return null;
    }

    /** Whether the topic starts with an activity ("dealing with grey hair"), as {@link TopicWording#gerund} reads it. */
    private boolean gerund(String topic) {
        List<OpenNlpPipeline.Sentence> parsed = nlp.process(topic);
        return !parsed.isEmpty() && TopicWording.gerund(parsed.get(0).tokens());
    }

    /** The opening style of a methodology ({@link #openingStyle(String)} of its opening bias; none: experience). */
    static String openingStyle(org.interviewworkbench.engine.config.MethodologyConfig methodology) {
        return openingStyle(methodology == null ? "" : methodology.method().openingBias());
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
        name = COMPARED.matcher(name).replaceFirst(""); // "Dating apps compared" (round 71): the apps, not a title
        if (name.isEmpty()) {
            return "this topic";
        }
        // "UK" keeps its capitals; "your first ..."; "When X" reads "times when X", "How people X" the activity
        return TopicWording.asPhrase(TopicWording.addressed(TopicWording.cased(name)));
    }

    // ---------------------------------------------------------------- follow-up

    String followUp(FollowUpRequest given) {
        String again = LostQuestion.again(given);
        if (again != null) {
            return again; // "Sorry, what was the question?": the same question put again, nothing new
        }
        FollowUpRequest request = NotedQuery.unnoted(given); // a question asked is read without its acknowledgement
        String composed = SwitchAnswered.revise(request, compose(request)); // never what was just told
        composed = SwitchUntold.revise(request, composed); // never a part the interview has told
        composed = IncidentReview.revise(request, storyCues, toldWay.revise(request, composed)); // no looking back yet
        composed = CoveredIntents.revise(request, composed); // never an intent the answers already covered
        composed = FeelingMoment.revise(request, composed); // mid-journey: the feeling there, not "now, looking back"
        composed = PhaseNotMoment.revise(request, composed); // "every morning": a stretch, not "that moment"
        composed = EventAnchor.revise(nlp, request, composed); // "You said you can't see it.": no point to go on from
        composed = SwitchProbeFit.revise(request, composed); // "You said you owe everybody.": no way to ask how well it works
        composed = AnchoredPointer.revise(request, composed); // after a long answer: the job named, never a bare "that"
        composed = PlainBreadth.revise(request, composed); // "what else ..." asked plainly, never "Apart from Seiko"
        composed = GridAfterScores.revise(request, composed); // "Kindle 5. Paper 5.": the next difference, not "that"
        return NotedQuery.acknowledge(request, composed); // a respondent's own question noted, or put off to the end
    }

    private String compose(FollowUpRequest given) {
        Intent intent = given.closing() ? Intent.CLOSING : IntentClassifier.intent(given.strategy());
        intent = LadderRung.flagged(given, intent) ? Intent.DEEPEN : intent; // "the main thing ...": laddered first
        // "The weight, yes. ... I feel dressed": a focus the last answer names again is laddered where it stands
        final FollowUpRequest request = LastMention.anchored(given, intent);
        String topic = topic(request.concept());
        String answered = request.recentQuestions().isEmpty() ? null
                : request.recentQuestions().get(request.recentQuestions().size() - 1);
        if (new LeaveTaking(nlp).ends(request.lastAnswer(), answered) || ClosingCue.closes(request, answered)) {
            return WrapUpQuestions.close(request); // "No, that's all. Thank you." or late "That's it.": only a close
        }
        if (intent == Intent.REFLECT && SummaryCheck.confirmed(request.lastAnswer(), answered)) {
            return WrapUpQuestions.wrapUp(request, topic); // "Yes, that's about right.": the summary is closed, not asked again
        }
        String back = request.closing() ? null : QuestionBack.question(request);
        if (back != null) {
            return back; // "Is it pet-safe, though?": turned back to them, never answered for the product or skipped
        }
        boolean reviewed = intent == Intent.REFLECT && ReviewOnce.offered(request);
        intent = reviewed ? Intent.EXPLORE : intent; // a review is offered once: then a new thread
        String own = reviewed ? null : researchersWording.question(request, topic);
        if (own != null) {
            return own;
        }
        if (!request.closing() && WrapUpQuestions.nothingMore(request.lastAnswer(), answered)) {
            return WrapUpQuestions.afterNothingMore(request, topic);
        }
        String gridMove = gridMoves.question(request, intent); // triad, construct, ratings on it, one ladder
        if (gridMove != null) {
            return gridMove;
        }
        String rung = LadderOneMore.question(request, intent); // "Being reliable.": one more why before a new ladder
        if (rung != null) {
            return rung;
        }
        String offered = BreadthOffer.question(request, intent); // "Mackerel, sometimes.": a new ladder, no new side
        if (offered != null) {
            return offered;
        }
        String top = LadderTopMove.question(request, intent, topic); // "Self-respect, I guess.": confirmed, a new ladder
        if (top != null) {
            return top;
        }
        String tested = ConceptTestMoves.question(request, intent, topic); // no ladder, no "what else" at the end
        if (tested != null) {
            return tested;
        }
        if (intent == Intent.RATE && !request.closing() && GridRatings.ideal(request) && !GridRatings.rated(request)) {
            return GridRatings.closestToIdeal(request); // the whole ideal, not one part of it
        }
        String switched = SwitchMoves.question(request); // "I looked at three": how they compared them
        if (switched != null) {
            return toldWay.revise(request, switched); // the way they get round it told: how well it works
        }
        boolean moved = false;
        Intent asked = intent;
        StoryCoverage.Step story = request.closing() || !StoryMethod.reads(request.methodology()) ? null
                : StoryCoverage.of(request, storyCues).step(request.methodology(), intent);
        String told = story != null && story.questions() != null ? story.question(request) : null;
        if (told != null) {
            return told; // the incident has ended: the first part of it not yet told
        }
        story = story != null && story.questions() != null ? null : story; // its wordings used up: the strategy's own
        if (story != null && FocusFreeQuestions.covers(story.intent())) {
            intent = story.intent(); // never what the story has already told
            moved = true;
        } else if (!request.closing() && FocusFreeQuestions.covers(intent)) {
            java.util.Set<Intent> answeredNow = AnsweredIntents.of(request.lastAnswer());
            answeredNow.addAll(SuppliedContent.of(request.lastAnswer(), request.focusQuote())); // reason, problems ...
            if (AnsweredRung.thwartedPlan(request.lastAnswer())) {
                answeredNow.add(Intent.OBSTACLES); // "I thought I'd get one. But it was $180": the snag is told
            }
            if (intent == Intent.RATE && GridRatings.rated(request)) {
                answeredNow.add(Intent.RATE); // "Bus four, car two, bike five": the grid moves on, never rates again
            }
            Intent reading = ToldPresent.reading(intent, answeredNow, StoryMethod.reads(request.methodology())
                    && !request.earlierAnswers().isEmpty() ? storyCues.shape(request.lastAnswer()) : AnswerShape.Read.NONE); // "Now it's ...": no next event
            List<String> after = AnsweredIntents.questionsAfter(reading, answeredNow, request.lastAnswer());
            if (after != null) { // "I figured I'd be in by that weekend": not asked what they had expected
                long h = Text.mix(request.seed(), Text.hash(String.valueOf(request.lastAnswer())), after.size());
                return VariantChooser.choose(after.stream().map(VariantChooser::finish).toList(),
                        Text.pick(h, after.size()), Math.max(0, request.attempt()), request.recentQuestions());
            }
            Intent next = NextMove.of(request.methodology(), intent, answeredNow, () -> GivenReason.consequence(speech,
                    request, labels.properNouns(request)) != null); // the reason given is laddered from, not asked
            Intent other = next != null ? next : AnsweredIntents.instead(intent, answeredNow);
            other = other == intent ? intent : MethodFit.intent(request.methodology(), other); // a declared one stays
            moved = other != intent && FocusFreeQuestions.covers(other);
            intent = moved ? other : intent; // not what the answer has just said
        }
        String feeling = request.closing() ? null
                : feelingQuestion(request, asked == Intent.EMOTIONS ? asked : intent); // "It was fine": what made it so
        if (feeling != null) {
            return feeling; // "Furious." is asked what made them feel that way before any change of subject
        }
        String expected = intent == Intent.EXPECTATION && !moved
                ? JourneyExpectation.question(request, speech, labels.properNouns(request)) : null;
        if (expected != null) {
            return expected; // of what the service did, never of their own step or one they called fine
        }
        if (FocusFreeQuestions.covers(intent)) {
            return toldWay.revise(request, reflective.question(request, intent, topic, moved)); // not asked again
        }
        // a connection focus names two stimulus elements ("X and Y"), a reaction question one: the researcher wrote
        // their labels in the concept file, so they are kept verbatim (never swapped for the respondent's fragments)
        boolean element = (intent == Intent.RELATE || intent == Intent.REACTION) && request.focusLabel() != null
                && !request.focusLabel().isBlank();
        String focus = !element ? focusText.of(request, topic)
                : request.concept() != null && request.focusLabel().strip().equalsIgnoreCase(request.concept().name())
                ? topic : request.focusLabel().strip();
        String words = AnswerReferences.ownWords(nlp, request.lastAnswer(), focus);
        List<String> templates = intent == Intent.REFLECT
                && LabelPhrasing.PLACEHOLDERS.contains(focus.toLowerCase(Locale.ROOT))
                ? QuestionTemplates.SUMMARY_REFLECT : QuestionTemplates.TEMPLATES.get(intent);
        List<String> variants = new ArrayList<>();
        boolean topicGerund = templates.stream().anyMatch(t -> !TopicWording.reads(t, true)) && gerund(topic);
        for (String template : templates) {
            if (template.contains("{w}") && words == null || !TopicWording.reads(template, topicGerund)) {
                continue; // "a small everyday moment with dealing with ...": not with an activity
            }
            // a card's label is the researcher's clause ("wakes you gently"), no noun phrase to agree with
            String agreed = element ? SlotNumber.agree(template, "{f}", false) : LabelFit.agree(template, focus);
            String q = agreed.replace("{f}", focus).replace("{t}", topic);
            if (focus.equals(topic)) {
                q = q.replace("\"" + topic + "\"", topic); // the card's words are quoted, the topic is not
            }
            if (words != null) {
                q = q.replace("{w}", words);
            }
            variants.add(VariantChooser.finish(q));
        }
        String strategyName = request.strategy() == null ? "" : request.strategy().name();
        long h = Text.mix(request.seed(), Text.hash(strategyName), Text.hash(focus));
        return VariantChooser.choose(variants, Text.pick(h, variants.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }

    /**
     * After a feeling given in a word or two ("Furious.", "Anxious, a bit."), or a question about feelings whose focus
     * already says how it felt ("install day was brilliant"): what made them feel that way ({@link FeelingAnswer});
     * {@code null} when neither applies, the intent's own question fits a feeling (deepen, next step ...), or the
     * question just answered already asked what made them feel that way (the feeling has been followed up).
     */
    private static String feelingQuestion(FollowUpRequest request, Intent intent) {
        List<String> variants = new ArrayList<>();
        if (request.recentQuestions().stream().skip(Math.max(0, request.recentQuestions().size() - 1))
                .anyMatch(FocusFreeQuestions::followsUpFeeling) || StoryCoverage.feelingExplained(request.lastAnswer())) {
            return null; // asked once; "Gutted, because ...": what made them feel so is said
        }
        if (FocusFreeQuestions.asksAfterFeeling(intent) && FeelingAnswer.feeling(request.lastAnswer())) {
            variants.addAll(FocusFreeQuestions.AFTER_FEELING);
        } else if (intent == Intent.EMOTIONS && AnswerReferences.fromLastAnswer(request)) {
            String word = FeelingAnswer.evaluation(request.focusQuote())
                    .or(() -> SuppliedContent.felt(request.lastAnswer())).orElse(null); // "it was completely fine"
            if (word == null) {
                return null;
            }
            if (SuppliedContent.madeItSo(word)) {
                variants.add("What made it so " + word + "?");
            }
            variants.addAll(FocusFreeQuestions.AFTER_FEELING);
        }
        if (variants.isEmpty()) {
            return null;
        }
        long h = Text.mix(request.seed(), Text.hash(String.valueOf(request.lastAnswer())), variants.size());
        return VariantChooser.choose(variants.stream().map(VariantChooser::finish).toList(),
                Text.pick(h, variants.size()), Math.max(0, request.attempt()), request.recentQuestions());
    }


}
