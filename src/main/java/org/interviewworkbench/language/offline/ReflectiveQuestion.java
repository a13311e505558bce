package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * The reflective question of {@link QuestionComposer}'s wording stage, for the intents {@link FocusFreeQuestions}
 * covers: the respondent's clause said back ({@link ReportedSpeech}) with a question that points at it, a question
 * naming the focus when its label passes the {@link NounPhraseGate} ({@link LabelQuestions}), a ladder's next rung
 * ({@link LadderRung}, {@link GivenReason}, {@link AnsweredRung}), or, with none of these, a focus-free question
 * about the answer just given. One job: decide what the question may point at and which wordings fit it; the variant is chosen by
 * {@link VariantChooser} like every other question.
 */
final class ReflectiveQuestion {

    private final OpenNlpPipeline nlp;
    private final ReportedSpeech speech;
    private final LabelPhrasing labels;
    private final Occasion occasion;
    private final SlotContext slots;

    ReflectiveQuestion(OpenNlpPipeline nlp, ReportedSpeech speech, LabelPhrasing labels, Occasion occasion,
            SlotContext slots) {
        this.nlp = nlp;
        this.speech = speech;
        this.labels = labels;
        this.occasion = occasion;
        this.slots = slots;
    }

    /**
     * A question about the focus that cannot break (issue 12): the respondent's own clause said back to them
     * ({@link ReportedSpeech}) followed by a question that points at it ({@link FocusFreeQuestions}, worded for the
     * focus's {@link FocusKind}); or, when the focus label passes the {@link NounPhraseGate}, a question that names it.
     * With neither, the focus-free question alone (it points at the answer just given). When {@code moved} (the
     * intent was changed because of what the last answer said) the label is never named, and the clause only when it
     * comes from the last answer.
     */
    String question(FollowUpRequest request, Intent intent, String topic, boolean moved) {
        String gone = FocusValence.removal(request.focusQuote(), AnswerReferences.answerHolding(request));
        FocusKind kind = FocusValence.kind(FocusKind.of(request.focusNodeType(), request.focusLabel(),
                request.focusQuote()), request.focusQuote(), request.lastAnswer(), AnswerReferences.answerHolding(request));
        if (kind == FocusKind.VALUE && LadderRung.pastEvent(nlp, request.focusQuote())) {
            kind = FocusKind.EVENT; // "my parents bailed me out once": something that happened, not a value held
        }
        kind = MethodFit.kind(request.methodology(), kind, request.focusNodeType()); // a ladder asks what it gives them, not what came next
        boolean endState = intent == Intent.DEEPEN && (kind == FocusKind.POSITIVE && LadderRung.endOfLadder(nlp,
                request) || LadderRung.joinsEarlier(request)); // "it comes back to the sleep thing": laddered already
        kind = endState ? FocusKind.VALUE : kind; // "Peace at home." after "What does that give you, in the end?": confirm it
        AnswerRole role = AnswerRole.around(request.focusQuote(), AnswerReferences.answerHolding(request)); // wish, verdict ...
        String rung = endState ? null : request.focusNodeType(); // an end state is the top, whatever its node type
        List<String> questions = MethodFit.atTop(request.methodology(), intent, kind, rung, role.questions(intent, kind));
        boolean grid = GridMoves.grid(request.methodology()); // a grid ladders a construct: no incident's past tense
        List<String> once = !grid && occasion.pastOccasion(request.focusQuote())
                ? FocusFreeQuestions.ofOccasion(intent, kind) : null;
        questions = once != null && !role.asksAboutClause() ? once : questions; // a one-off: not "how often"
        boolean dismissed = Dismissal.wavedAway(request, intent);
        if (dismissed) {
            questions = FocusFreeQuestions.DISMISSED; // "Age doesn't bother me": not asked why it matters
        }
        // what the wording may presuppose about the focus: "that" points at the respondent's clause (stop 29)
        FocusNature flags = FocusNature.of(SlotKind.ANY, once != null, dismissed || Dismissal.dismisses(
                request.focusQuote()), request.concept(), request.focusLabel(), kind == FocusKind.NEGATIVE);
        FocusNature saidBack = FocusNature.ofClause(nlp, occasion, request.focusQuote(), request.focusNodeType(), flags);
        questions = StatedFrequency.without(TemplateKinds.fittingOrNeutral(questions, saidBack), request.focusQuote());
        String holding = AnswerReferences.answerHolding(request);
        // another speaker's words, a bare "I don't know", another person's doing laddered on: not said back as theirs
        boolean own = OwnClause.sayable(nlp, request.focusQuote(), holding, OwnClause.ladders(questions));
        boolean starts = own && ReportedSpeech.startsAStatement(request.focusQuote(), holding);
        String ownClause = starts ? OwnClause.worded(speech.clause(request.focusQuote(), labels.properNouns(request))
                .orElse(null), OwnClause.purpose(nlp, request.focusQuote(), holding)) : null; // "it's so that he ..."
        String restored = ownClause == null && starts ? slots.withDroppedSubject(request.focusQuote()) : null;
        // "Stand next to Margaret ..." said back as "you stand next to Margaret ..."
        String said = restored == null ? ownClause : speech.clause(restored, labels.properNouns(request)).orElse(null);
        String clause = said != null && request.recentQuestions().stream().anyMatch(q -> q != null
                && q.toLowerCase(Locale.ROOT).contains(said.toLowerCase(Locale.ROOT))) ? null : said;
        String np = labels.labelPhrase(request, topic);
        if (np != null && intent == Intent.RATE && GridRatings.optionFocus(request)) {
            np = null; // options are rated on a construct, never on one of the options ("each option on the bus")
        }
        if (np != null && (role.asksAboutClause() || !LabelFit.allows(intent, kind, np, request.focusNodeType())
                || MethodFit.top(request.methodology(), intent, kind))) { // a ladder's top: confirmed, then move on
            np = null;
        }
        if (asksWhatNext(intent, kind) && !AnswerReferences.endsLastAnswer(request)
                && !AnswerReferences.bareAnswer(request.lastAnswer())) {
            clause = null; // the story has moved past the focus: "what happened next" points at where it stands
            np = null;
        }
        if (dismissed || moved) {
            np = null; // a move made because of the last answer is about that answer, not the focus's label
            clause = moved && !AnswerReferences.fromLastAnswer(request) ? null : clause;
        }
        clause = gone == null ? clause : FocusValence.saidBack(said, labels.labelPhrase(request, topic), gone, moved);
        np = gone == null ? np : null; // a trouble that went away is said back with its going, never named as a benefit
        String reason = intent != Intent.DEEPEN || kind != FocusKind.POSITIVE || moved || dismissed || gone != null
                ? null : GivenReason.consequence(speech, request, labels.properNouns(request));
        clause = reason == null ? clause : reason; // "..., I feel calmer when I do it": ladder from the reason given
        np = reason == null ? np : null;
        // a rung told after a one-off ("I grew up reading labels"): laddered on, never "How did that affect you?"
        questions = reason != null && once != null && MethodFit.laddering(request.methodology()) ? MethodFit.UP
                : questions;
        // "..., so the coffee stops feeling like a treat": a loss given as the reason is asked why it matters
        questions = reason != null && LadderRung.drawback(reason) ? LadderRung.WHY : questions;
        boolean ladder = intent == Intent.DEEPEN && MethodFit.laddering(request.methodology()) && !moved && !dismissed
                && gone == null && reason == null && !endState && AnswerReferences.fromLastAnswer(request);
        boolean climbing = intent == Intent.DEEPEN && MethodFit.laddering(request.methodology()) && !dismissed
                && AnswerReferences.fromLastAnswer(request);
        if (intent == Intent.DEEPEN && !dismissed && gone == null && !request.closing() && probesMotive(request)
                && AnswerReferences.fromLastAnswer(request) && SelfImage.named(request.lastAnswer())) {
            // "If I miss this, I am the father who is always at work. I don't want to be this.": who they want to be
            // is the top of the ladder, confirmed, never asked why it (or a rung below it) matters; outside a
            // means-end ladder only on a motive probe the researcher declared, not on a story step turned into one
            return choose(request, MethodFit.TOP.stream().map(q -> q.replace("{t}", topic)).toList());
        }
        String instead = !climbing ? null : unsaidOrQuoted(request, CorrectedRung.replacement(request.lastAnswer(),
                request.focusQuote(), request.focusLabel()));
        if (instead != null) { // "it's not the mess really, it's less giving out": climbed from what replaced it
            return choose(request, SaidBack.variants(instead, LadderRung.questions(instead), topic, intent, request));
        }
        String served = !climbing ? null : unsaidOrQuoted(request, PointServed.clause(nlp, request.lastAnswer(),
                request.focusQuote()));
        if (served != null) { // "Fig, or cedar." examples of "the shop ones are subtle"; "sometimes X, but Y": from Y
            return choose(request, SaidBack.variants(served, PointServed.QUESTIONS, topic, intent, request));
        }
        String less = !ladder ? null : AnsweredRung.avoided(request.lastAnswer(), request.focusLabel()) != null
                ? AnsweredRung.avoided(request.lastAnswer(), request.focusLabel())
                : AnsweredRung.avoided(request.lastAnswer(), request.focusQuote()); // the label, or the quote
        if (less != null) { // "So less of the panic": having less of it is what they value, not the panic
            return choose(request, List.of("Why does having " + less + " matter to you?",
                    "What does having " + less + " give you, in the end?"));
        }
        String told = !ladder ? null : AnsweredRung.effect(request.lastAnswer(), request.focusLabel()) != null
                ? AnsweredRung.effect(request.lastAnswer(), request.focusLabel())
                : AnsweredRung.effect(request.lastAnswer(), request.focusQuote()); // "A broken zip means ..."
        String effect = unsaid(request, told);
        if (effect != null) { // "A broken zip means ... the teacher punishes her": laddered from the effect told
            clause = effect;
            np = null;
            questions = FocusKind.troubled(effect.toLowerCase(Locale.ROOT)) || AnswerRole.complaint(effect)
                    ? List.of("Why does that matter to you?", "Why is that important to you?") : MethodFit.UP;
        }
        String step = reason != null || effect != null || intent != Intent.DEEPEN
                || MethodFit.atEnd(request.methodology(), kind, rung) || moved || dismissed
                || gone != null ? null : LadderRung.clause(speech, request, labels.properNouns(request));
        if (step != null) { // "..., and I want that meal to be something they remember": laddered from there
            clause = step;
            np = null;
            questions = LadderRung.questions(step);
        }
        String ending = ladder && effect == null && step == null && AnsweredRung.circumstance(request.focusQuote())
                ? unsaidOrQuoted(request, AnsweredRung.endClause(request.lastAnswer())) : null;
        if (ending != null) { // "there is no matatu on that road ... She's confident": a circumstance on the way
            clause = ending;
            np = null;
            questions = LadderRung.questions(ending);
        }
        if (ladder && AnsweredRung.topReached(request.lastAnswer())
                && !LexicalCues.namesEndState(String.valueOf(request.focusQuote()).toLowerCase(Locale.ROOT))) {
            // "... Self-respect, if you want the big word.": the top, confirmed, never a rung below it again
            return choose(request, MethodFit.TOP.stream().map(q -> q.replace("{t}", topic)).toList());
        }
        boolean climbs = intent == Intent.DEEPEN && !dismissed && gone == null && reason == null && effect == null
                && step == null && ending == null && !endState && kind != FocusKind.VALUE
                && AnswerReferences.fromLastAnswer(request); // a value is confirmed, never climbed past
        String climb = climbs ? unsaid(request, ToldWhy.rung(request.lastAnswer(), request.focusQuote())) : null;
        if (climb != null) { // "Why does it matter? Because ... I want to know the real price": climbed from there
            clause = climb;
            np = null;
            questions = ToldWhy.questions(request.lastAnswer(), LadderRung.questions(climb));
        } else if (climbs && kind == FocusKind.NEGATIVE && ToldWhy.affectTold(request.lastAnswer())) {
            questions = ToldWhy.AFTER_AFFECT; // "I hate that. It feels wasteful": not "How does that affect you?"
            np = null;
        } else if (climbs && MethodFit.laddering(request.methodology())
                && ToldWhy.toldInOnePoint(request.lastAnswer(), request.focusQuote())) {
            // "Glass bottle. The plastic ones taste weird": the why of the reason just given, not of the bottle again
            return choose(request, ToldWhy.AFTER_ONE_POINT);
        }
        if (intent == Intent.OBSTACLES && OthersThing.theirs(nlp, request.focusLabel(), holding)) {
            // "Mr. Kowalczyk has his done perfectly, edges and all": another person's thing is no struggle of theirs;
            // asked what it does to the respondent
            np = null;
            clause = OthersThing.othersClause(nlp, request.focusQuote()) ? null : clause;
            if (clause == null) {
                return choose(request, MotiveFit.AFFECT); // "that": the answer about the other person's thing
            }
            questions = MotiveFit.AFFECT;
        }
        if (np != null && kind == FocusKind.NEGATIVE && !FocusKind.negativeType(request.focusNodeType())
                && !FocusKind.troubled(np.toLowerCase(Locale.ROOT))) {
            np = null; // the trouble is in the sentence around it ("two kids" in "breaking down with two kids ...")
        }
        if (clause == null && np == null && !moved && !dismissed && gone == null && reason == null
                && !asksWhatNext(intent, kind) && AnswerReferences.fromRecentAnswers(request)) {
            // "nothing to hide behind" is said back in its clause ("there's ..."), not named as a noun
            clause = ExistentialClause.of(request.focusLabel(), AnswerReferences.answerHolding(request));
        }
        // "You said the coffee stops feeling like a treat.": a loss is asked why it matters or what it costs them,
        // never what it gives them or does for them
        if (clause != null && intent == Intent.DEEPEN && MethodFit.laddering(request.methodology())
                && LadderRung.drawback(clause)) {
            List<String> why = questions.stream().filter(q -> q.startsWith("Why") || q.contains(" cost")).toList();
            questions = why.isEmpty() ? LadderRung.WHY : why;
        }
        // "it's me with the shovel at 5:15": outside a ladder a circumstance is asked what it does to them
        List<String> fitted = MotiveFit.fitted(nlp, request.methodology(), intent, clause, questions);
        np = fitted == questions ? np : null; // "What does the homework do for you?" asks the same of the label
        questions = fitted;
        List<String> variants = SaidBack.variants(clause, questions, topic, intent, request);
        if (np != null) {
            FocusNature named = flags.withKind(FocusNature.ofLabel(nlp, np, request.focusNodeType()), flags.oneOff());
            String dated = intent == Intent.CLARIFY ? OccasionFocus.sentence(np, request) : null;
            if (dated != null) {
                variants.clear(); // "You said your daughter had school concert ...": the occasion said back, not asked
            }
            List<String> templates = dated != null // "the school concert on Thursday": what rode on it, not what it is
                    ? List.of(OccasionFocus.stakes(occasion.pastOccasion(dated)))
                    : LabelQuestions.of(intent, kind, QuestionTemplates.TEMPLATES.get(intent));
            for (String template : templates) {
                if (!TemplateKinds.of(template).admits(named) || FocusValence.expenseAsBenefit(template, np)) {
                    continue; // "How do you feel when the light fitting goes well, or badly?" is never asked
                }
                variants.add(VariantChooser.finish(LabelFit.agree(template, np).replace("{f}", np).replace("{t}", topic)));
            }
        }
        if (variants.isEmpty() && AnswerReferences.bareAnswer(request.lastAnswer())) {
            // "No." or "That's it.": there is nothing for "that" to point at, so ask about the topic
            for (String q : FocusFreeQuestions.of(Intent.EXPLORE, FocusKind.POSITIVE)) {
                if (!q.startsWith("Besides that") && !q.startsWith("Apart from that")) {
                    variants.add(VariantChooser.finish(q.replace("{t}", topic)));
                }
            }
        }
        String point = variants.isEmpty() && !asksWhatNext(intent, kind) && !dismissed && own
                && PointNaming.severalPoints(request.lastAnswer())
                ? PointNaming.clause(request, speech, labels.properNouns(request)) : null;
        if (point != null && request.recentQuestions().stream().noneMatch(q -> q != null
                && q.toLowerCase(Locale.ROOT).contains(point.toLowerCase(Locale.ROOT)))) {
            FocusNature pointed = FocusNature.ofClause(nlp, occasion, point, null, flags);
            for (String q : TemplateKinds.fittingOrNeutral(MethodFit.atTop(request.methodology(), intent, kind, rung,
                    AnswerRole.of(point).questions(intent, kind)), pointed)) { // a rung on the way: laddered on
                String echo = MethodFit.standsAlone(q) ? "" : "You said " + point + ". "; // a value: confirmed alone
                variants.add(VariantChooser.finish(echo + q.replace("{t}", topic)));
            }
        }
        if (variants.isEmpty()) { // "that" then points at the answer just given, so the answer decides the kind
            FocusKind lastKind = AnswerReferences.fromLastAnswer(request) ? kind : FocusKind.of(null, null, request.lastAnswer());
            AnswerRole lastRole = AnswerRole.pointedAt(role, AnswerReferences.fromLastAnswer(request), request.lastAnswer());
            List<String> lastOnce = !GridMoves.grid(request.methodology())
                    && occasion.pastOccasion(request.lastAnswer()) && !lastRole.asksAboutClause()
                    ? FocusFreeQuestions.ofOccasion(intent, lastKind) : null;
            FocusNature last = AnswerReferences.fromLastAnswer(request) ? saidBack : FocusNature.ofClause(nlp, occasion,
                    lastSentence(request.lastAnswer()), null, flags.withKind(SlotKind.ANY, lastOnce != null));
            List<String> plain = dismissed ? FocusFreeQuestions.DISMISSED : TemplateKinds.fittingOrNeutral(
                    lastOnce != null ? lastOnce
                    : MethodFit.atTop(request.methodology(), intent, lastKind, rung,
                    lastRole.questions(intent, lastKind)), last);
            for (String q : plain) {
                variants.add(VariantChooser.finish(q.replace("{t}", topic)));
            }
        }
        String strategyName = request.strategy() == null ? "" : request.strategy().name();
        long h = Text.mix(request.seed(), Text.hash(strategyName), Text.hash(String.valueOf(request.focusLabel())));
        return VariantChooser.choose(variants, Text.pick(h, variants.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }

    /** One of {@code questions}, chosen like every other question of this stage. */
    private static String choose(FollowUpRequest request, List<String> questions) {
        List<String> variants = questions.stream().map(VariantChooser::finish).toList();
        String strategyName = request.strategy() == null ? "" : request.strategy().name();
        long h = Text.mix(request.seed(), Text.hash(strategyName), Text.hash(String.valueOf(request.focusLabel())));
        return VariantChooser.choose(variants, Text.pick(h, variants.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }

    /** {@code text} said back in reported speech, unless it cannot stand alone or an earlier question said it. */
    private String unsaid(FollowUpRequest request, String text) {
        String said = text == null ? null : speech.clause(text, labels.properNouns(request)).orElse(null);
        return said == null || request.recentQuestions().stream().anyMatch(q -> q != null
                && q.toLowerCase(Locale.ROOT).contains(said.toLowerCase(Locale.ROOT))) ? null : said;
    }

    /**
     * As {@link #unsaid}, and a short clause reported speech refuses ("She's confident") is quoted in the
     * respondent's own words, as {@link LadderRung} does.
     */
    private String unsaidOrQuoted(FollowUpRequest request, String text) {
        String said = unsaid(request, text);
        if (said != null || text == null || text.split("\\s+").length > LadderRung.MAX_QUOTED
                || speech.negatedFragment(text) // never quoted: "I arrive with not red eyes"
                || JokingAside.joking(text, request.lastAnswer())) { // nor "Sounds a bit like Miss Universe"
            return said;
        }
        String quoted = "\"" + text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1) + ".\"";
        return request.recentQuestions().stream().anyMatch(q -> q != null && q.contains(quoted)) ? null : quoted;
    }

    /** The last sentence of an answer (what a bare "that" points at), or the answer itself. */
    private String lastSentence(String answer) {
        List<OpenNlpPipeline.Sentence> sentences = answer == null ? List.of() : nlp.process(answer.strip());
        return sentences.isEmpty() ? answer : sentences.get(sentences.size() - 1).text();
    }

    /** Whether this intent's questions for this kind ask what came next ("What happened next?"). */
    private static boolean asksWhatNext(Intent intent, FocusKind kind) {
        return intent == Intent.NEXT_STEP || intent == Intent.DEEPEN && kind == FocusKind.EVENT;
    }

    /**
     * Whether the step asks for a motive: any deepening step of a means-end ladder, and in a jobs or grid interview a
     * step whose strategy the researcher declared as deepening (not a story step the composer turned into one).
     */
    private static boolean probesMotive(FollowUpRequest request) {
        MethodologyConfig m = request.methodology();
        return MethodFit.laddering(m) || (SwitchMoves.reads(m) || GridMoves.grid(m))
                && IntentClassifier.intent(request.strategy()) == Intent.DEEPEN;
    }
}
