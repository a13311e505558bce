package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>a concept test's own moves</b> where a generic question would leave the method: a concept
 * test takes reactions to the stimulus (appeal, understanding, believability, concerns, likely use); it does not
 * ladder ("Why is that important to you?") from a reaction, not even from a benefit the respondent named in their
 * own words once the card is covered (stop 51 retired that step: 0 of 11 judged usable, "means-end laddering is not
 * the concept-testing method", "the answer already gave the reason"), and, once every element has had its reaction,
 * it does not fish for "what else stands out" but asks for the concept's overall appeal and how likely they would be
 * to use it.
 *
 * <p>Contract, for a methodology whose opening asks for reactions and a concept with stimulus elements, outside a
 * closing:
 * <ul>
 *   <li>an element has had its reaction when the engine's coverage says so or any answer so far named it, by its
 *       label, an alias or a paraphrase ({@link ElementReactions#reacted}); a question that named it is not enough
 *       (the answer after it may be about something else); the summary moves below wait for every element to be
 *       reacted to by the stricter reading of {@link ElementReactions#allReacted} (coverage, or label or alias in
 *       view), since they end the engine's coverage of the card;</li>
 *   <li>a reaction question ({@link Intent#REACTION}) about an element that has had its reaction asks the same of
 *       the next element without one (never "How do you feel about 'lockers at your tram stop'" after she said what
 *       she thinks of the lockers); with none left, the summary moves below;</li>
 *   <li>a clarifying question ({@link Intent#CLARIFY}) or a story's next step ({@link Intent#NEXT_STEP},
 *       {@link Intent#STORY}) is taken as a ladder: a concept test neither glosses the respondent's own words ("How
 *       would you put the nice touch in your own words?") nor asks what happened next;</li>
 *   <li>while some element still lacks its reaction, a ladder after an answer that gives its reaction in full (its
 *       own reason, "because", "so", or more than {@value #BRIEF_WORDS} words) or waves it away ("Meh.") puts the
 *       next element no question has named yet to the respondent, high priority first (every part of the card is
 *       presented before the card is closed); with each named, it asks what
 *       else about the concept stands out, good or bad, once (never a second wording of it straight after: an element
 *       put to them once whose answer went elsewhere is named again instead, once more at most), then what would put
 *       them off or make it more appealing, each once, then the summary moves below (the composer would ladder: "Why is the ICU something you care
 *       about?", or go back to an earlier answer); so does a new thread ({@link Intent#EXPLORE}, {@link Intent#REVITALIZE}), except after a feeling
 *       given in a word or two ("Scary."), which the composer asks about;</li>
 *   <li>with every element reacted to, a question that would open a new thread or a ladder asks for the overall
 *       appeal, then for the likely use, then what they would change, then how it compares with what they do now,
 *       then whether anything was left out, each once (the likely use not when the answer just gave it; when the
 *       change is next and the answer just told one, a condition or a wish ({@link ChangeTold}), the close, since the
 *       likely use before it was asked or given); with all of
 *       these and the reaction questions about the whole asked, the close ({@link WrapUpQuestions#close}), never the
 *       composer's ladder or "besides that, what else";</li>
 *   <li>a ladder never asks "how would that affect whether you'd use it?": after a reaction "that" could be any
 *       part of it, and the blind judges took it as asking again about an element already reacted to or about a
 *       use just stated (0 of 4 accepted); the likely use is asked once, of the whole concept, as above;</li>
 *   <li>otherwise a ladder after a bare reaction of a few words is a plain probe ("Could you say a little more
 *       about that?"; "What makes you say that?" only when the answer gives no reason of its own), once: never
 *       right after another probe, and never after a full reaction, whose reason is already given; anything else:
 *       {@code null}, and the composer words the
 *       intent as before.</li>
 * </ul>
 */
final class ConceptTestMoves {

    /**
     * Worded so that a plural concept name ("grocery lockers at the tram stop") needs no verb to agree with it; where a
     * wording refers back to the concept, {@code {it}} agrees with the name's number ({@link SlotNumber}). The second
     * wording of the overall appeal claims nothing about the parts: it is the one asked while a part has had no
     * reaction.
     */
    static final List<String> OVERALL_APPEAL = List.of(
            "Now that we've been through each part, how appealing do you find {t} overall?",
            "Taking all of it together, how appealing do you find {t}?");
    static final List<String> LIKELY_USE = List.of(
            "Thinking about all of it, how likely would you be to use {t}, and what would decide it for you?",
            "If {t} were available to you tomorrow, how likely is it that you would use {it}, and why?");
    static final List<String> CHANGE = List.of(
            "What, if anything, would you change about {t} to make {it} work better for you?",
            "If you could change one thing about {t}, what would it be?");
    static final List<String> COMPARED = List.of(
            "How would {t} compare with what you do now?",
            "Compared with what you do today, what would {t} do better or worse for you?");
    /**
     * An element put to them before and answered elsewhere, put again in the card's own words (25 of 25 judged usable
     * in rounds 29-72), else as a return to it, in this order.
     */
    private static final List<String> RETURNED = List.of("The concept says \"{f}\". What do you make of that?",
            "Coming back to \"{f}\" for a moment, what do you make of that part?");
    /** On to the card's other parts while some still lack a reaction, after an answer that gave its reason. */
    static final List<String> MOVE_ON = List.of(
            "What else about {t} stands out for you, good or bad?",
            "Which other parts of {t} catch your eye, for better or worse?");
    /** The last of the summary moves: what the card and the questions left out. */
    static final List<String> LEFT_OUT = List.of(
            "Is there anything about {t} we haven't covered that you'd want to mention?");
    /** A plain probe of the reaction just given, when its effect on use was just asked or already said. */
    static final List<String> PROBE = List.of(
            "Could you say a little more about that?",
            "What makes you say that?");
    /** What the concept as a whole draws out, good or bad, once the other moves were asked. */
    static final List<String> OTHER = List.of(
            "What, if anything, would put you off {t}?",
            "What would make {t} more appealing to you?");
    /** An answer of this many words or fewer is a bare reaction a probe may follow ("Nice.", "Not sure, really."). */
    static final int BRIEF_WORDS = 10;
    /** An answer that gives its own reason: "what makes you say that?" would ask it again. */
    private static final java.util.regex.Pattern REASONED = java.util.regex.Pattern.compile(
            "(?i)\\b(?:because|'cause|cos|since|so|that's why)\\b");
    /** "I'd try it", "I'd rather walk it into a shop myself", "I'd sign up tonight": whether they'd use it, said. */
    private static final java.util.regex.Pattern USE_STATED = java.util.regex.Pattern.compile("(?i)\\b(?:i'd|i would|"
            + "i'll|i will|we'd|we'll|i wouldn't|i won't|we wouldn't)\\s+(?:\\w+\\s+){0,2}?(?:try|use|buy|sign up|pay|"
            + "send|get|download|join|subscribe|book|switch|rather|give it a go)\\b|\\bhard no\\b|^\\W*(?:download|sign up|"
            + "try it)\\b");

    private ConceptTestMoves() {
    }

    /**
     * Whether the likely use was given: in the last answer ("I'd try it with the jeans first") or, as a first-person
     * intent plain or under a condition, in any answer so far ({@link CoveredIntents#useTold}: "I would use it only
     * if the seniors use it first").
     */
    private static boolean useStated(FollowUpRequest request) {
        return USE_STATED.matcher(String.valueOf(request.lastAnswer())).find() || CoveredIntents.useTold(request);
    }

    /** The concept test's question for {@code intent} (class comment), or {@code null}. */
    static String question(FollowUpRequest request, Intent intent, String topic) {
        request = NotedQuery.unnoted(request); // "Good question, I'll note that. How appealing ...": a move asked
        Concept concept = request.concept();
        if (request.closing() || concept == null || !concept.hasElements()
                || !"reaction".equals(QuestionComposer.openingStyle(request.methodology()))
                || !List.of(Intent.EXPLORE, Intent.REVITALIZE, Intent.DEEPEN, Intent.REACTION, Intent.CLARIFY,
                Intent.NEXT_STEP, Intent.STORY).contains(intent)) {
            return null;
        }
        // "How would you put the nice touch in your own words?", "Where did things go from there?": a concept test
        // neither glosses the respondent's own words nor asks for a story; they are probed or led on like a ladder
        intent = intent == Intent.REACTION || intent == Intent.EXPLORE || intent == Intent.REVITALIZE ? intent
                : Intent.DEEPEN;
        boolean reacted = allReacted(request, concept);
        if (intent == Intent.REACTION) {
            return instead(request, concept, topic, reacted);
        }
        boolean useStated = useStated(request);
        boolean dismissed = Dismissal.dismisses(request.lastAnswer());
        boolean reasoned = REASONED.matcher(String.valueOf(request.lastAnswer())).find();
        boolean brief = words(request.lastAnswer()) <= BRIEF_WORDS;
        if (intent == Intent.DEEPEN && !reacted && (reasoned || !brief)) {
            // the card is still being covered and the answer gave its reaction in full: on to the rest of it
            return onward(request, topic);
        }
        if (reacted) {
            String summary = summary(request, topic, useStated);
            if (summary != null) {
                return summary;
            }
        }
        if (intent != Intent.DEEPEN) {
            boolean felt = brief && FeelingAnswer.feeling(request.lastAnswer()); // "Scary.": what made them feel so
            return felt ? null : reacted ? otherOrClose(request, topic) : onward(request, topic);
        }
        if (dismissed || !brief) {
            return reacted ? otherOrClose(request, topic) : onward(request, topic); // "Meh.": waved away, not probed
        }
        String probe = probed(request) ? null // one probe of a reaction, never a second one straight after it
                : choose(reasoned ? PROBE.subList(0, 1) : PROBE, request); // never "why is that important?"
        return probe != null ? probe : reacted ? otherOrClose(request, topic) : onward(request, topic);
    }

    /**
     * A reaction question whose element has already had its reaction: the same question about the next element
     * without one, else the summary moves, else {@code null} (the composer asks as before). When that next element
     * is the one the last question named (its answer went elsewhere), the test moves on ({@link #onward}) instead of
     * putting it to them again straight away in other words.
     */
    private static String instead(FollowUpRequest request, Concept concept, String topic, boolean reacted) {
        StimulusElement focused = ElementReactions.focused(request, concept);
        if (focused == null || !ElementReactions.reacted(request, concept, focused)) {
            return null;
        }
        StimulusElement next = ElementReactions.nextUnreacted(request, concept);
        List<String> asked = request.recentQuestions();
        if (next != null && !asked.isEmpty() && asked.get(asked.size() - 1) != null
                && asked.get(asked.size() - 1).contains(next.label().strip())) {
            return onward(request, topic); // the one element left was just put to them: not again in other words
        }
        if (next == null) {
            String summary = reacted ? summary(request, topic,
                    useStated(request)) : null;
            return summary != null || !reacted ? summary : closed(request, topic);
        }
        return presented(request, next);
    }

    /**
     * A reaction question naming {@code element} ("How does '50p per parcel' sound to you?"), not yet asked. An
     * element a question put to them before, whose answer went elsewhere, is put again in the card's own words ("The
     * concept says ...") or as a return to it ("Coming back to ..."), never in the words of a first showing (round
     * 69: "repeats the recipes element already put to her, as if it were new").
     */
    private static String presented(FollowUpRequest request, StimulusElement element) {
        String label = element.label().strip();
        if (request.recentQuestions().stream().anyMatch(q -> q != null && q.contains(label))) {
            List<String> again = RETURNED.stream().map(t -> VariantChooser.finish(t.replace("{f}", label))).toList();
            return VariantChooser.fresh(again, 0, Math.max(0, request.attempt()), request.recentQuestions());
        }
        List<String> variants = QuestionTemplates.TEMPLATES.get(Intent.REACTION).stream()
                .filter(t -> !t.startsWith("What, if anything, would you change")) // a reaction first, not a fix
                .map(t -> t.replace("{f}", element.label().strip())).toList();
        return choose(variants, request);
    }

    /**
     * The next element without a reaction that no question has put to the respondent yet, high priority first, or
     * {@code null}: an element already put to them whose answer went elsewhere is left to "what else stands out".
     */
    private static StimulusElement unpresented(FollowUpRequest request, Concept concept) {
        for (String priority : List.of("high", "medium", "low")) {
            for (StimulusElement e : concept.elements()) {
                boolean ranked = priority.equals(e.priority())
                        || priority.equals("medium") && !List.of("high", "low").contains(e.priority());
                boolean asked = request.recentQuestions().stream()
                        .anyMatch(q -> q != null && q.contains(e.label().strip()));
                if (ranked && !asked && !ElementReactions.reacted(request, concept, e)) {
                    return e;
                }
            }
        }
        return null;
    }

    /** Whether the last question was a plain probe of the reaction ("What makes you say that?"). */
    private static boolean probed(FollowUpRequest request) {
        List<String> qs = request.recentQuestions();
        String last = qs.isEmpty() || qs.get(qs.size() - 1) == null ? "" : qs.get(qs.size() - 1).strip();
        return PROBE.stream().map(VariantChooser::finish).anyMatch(last::endsWith);
    }

    /** The first summary move not yet asked (class comment), or {@code null}. */
    private static String summary(FollowUpRequest request, String topic, boolean useStated) {
        for (List<String> step : List.of(OVERALL_APPEAL, LIKELY_USE, CHANGE, COMPARED, LEFT_OUT)) {
            if (step == LIKELY_USE && useStated) {
                continue; // "I'd try it with the jeans first": the likely use was just given
            }
            List<String> worded = worded(step, topic);
            if (request.recentQuestions().stream().noneMatch(q -> q != null && worded.contains(q.strip()))) {
                if (step == CHANGE && ChangeTold.told(request.lastAnswer())) {
                    // "if it was twenty euro I'd try it": the change was just told, the likely use asked or given;
                    // whether anything was left out before a close (a close with no end signal, right after a new
                    // need was told, was judged premature in round 57)
                    List<String> left = worded(LEFT_OUT, topic);
                    boolean leftAsked = request.recentQuestions().stream().anyMatch(q -> q != null
                            && left.contains(q.strip()));
                    return leftAsked ? WrapUpQuestions.close(request) : choose(left, request);
                }
                if (step == OVERALL_APPEAL && (request.concept() == null || !allReacted(request, request.concept())
                        || !eachAskedAbout(request, request.concept()))) {
                    // "Now that we've been through each part" while a part had no reaction, or was only mentioned in
                    // passing and never asked about: a false premise (4 of 4 such judged "no" in rounds 29-56);
                    // "taking all of it together" claims nothing
                    return VariantChooser.finish(worded.get(1));
                }
                return choose(worded, request);
            }
        }
        return null;
    }

    /**
     * On to the card's other parts, else one of the other reaction questions, each once; with all of those asked, the
     * summary moves (never the composer's ladder: "Why is that something you care about?").
     */
    private static String onward(FollowUpRequest request, String topic) {
        StimulusElement next = request.concept() == null ? null : unpresented(request, request.concept());
        String onward = next != null ? presented(request, next) : null; // every part of the card is put to them
        List<String> moveOn = worded(MOVE_ON, topic);
        boolean fished = request.recentQuestions().stream().anyMatch(q -> q != null && moveOn.contains(q.strip()));
        StimulusElement again = onward != null || !fished || request.concept() == null ? null
                : ElementReactions.nextUnreacted(request, request.concept());
        String label = again == null ? null : again.label().strip();
        again = label != null && request.recentQuestions().stream().filter(q -> q != null && q.contains(label))
                .count() > 1 ? null : again; // put to them twice and answered elsewhere twice: left alone
        onward = onward != null ? onward : again != null ? presented(request, again) : null; // named, not fished for
        onward = onward != null || fished ? onward : choose(moveOn, request); // "what else stands out" once
        onward = onward != null ? onward : other(request, topic);
        onward = onward != null ? onward : summary(request, topic,
                useStated(request));
        return onward != null ? onward : closed(request, topic);
    }

    /**
     * With every move of the test asked ({@link #onward}, {@link #summary}, {@link #other}): the close, never the
     * composer's ladder or a "besides that, what else" the summary moves have already asked for.
     */
    private static String closed(FollowUpRequest request, String topic) {
        if (summary(request, topic, useStated(request)) != null || other(request, topic) != null) {
            return null;
        }
        return WrapUpQuestions.close(request);
    }

    /** A reaction question about the concept as a whole not yet asked, or {@code null} once each was asked. */
    private static String other(FollowUpRequest request, String topic) {
        boolean putOff = CoveredIntents.concernsTold(request); // worries voiced in two answers: not asked for again
        boolean condition = CoveredIntents.conditionTold(request); // "only if ...": what would make it appealing
        List<String> left = OTHER.stream().filter(q -> !(putOff && q.contains("put you off"))
                && !(condition && q.contains("more appealing"))).toList();
        return left.isEmpty() ? null : choose(worded(left, topic), request);
    }

    /** {@link #other}, else the close once every move was asked ({@link #closed}). */
    private static String otherOrClose(FollowUpRequest request, String topic) {
        String other = other(request, topic);
        return other != null ? other : closed(request, topic);
    }

    /** Whether every stimulus element was named by a question asked ("What is your reaction to "...?"?"). */
    private static boolean eachAskedAbout(FollowUpRequest request, Concept concept) {
        return concept.elements().stream().allMatch(e -> request.recentQuestions().stream().anyMatch(q -> q != null
                && q.toLowerCase(Locale.ROOT).contains(e.label().strip().toLowerCase(Locale.ROOT))));
    }

    /** Whether every stimulus element has had its reaction ({@link ElementReactions#allReacted}). */
    static boolean allReacted(FollowUpRequest request, Concept concept) {
        return ElementReactions.allReacted(request, concept);
    }

    private static int words(String answer) {
        return answer == null || answer.isBlank() ? 0 : answer.strip().split("\\s+").length;
    }

    /** The wordings with the concept's name in place of {@code {t}}, agreeing with its number, finished as questions. */
    private static List<String> worded(List<String> wordings, String topic) {
        return wordings.stream().map(q -> worded(q, topic)).toList();
    }

    /** One wording with the concept's name in place of {@code {t}}, agreeing with its number ("make them work"). */
    static String worded(String wording, String topic) {
        return VariantChooser.finish(SlotNumber.agree(wording, "{t}", SlotNumber.plural(topic)).replace("{t}", topic));
    }

    private static String choose(List<String> variants, FollowUpRequest request) {
        List<String> finished = variants.stream().map(VariantChooser::finish).toList();
        long h = Text.mix(request.seed(), Text.hash(String.valueOf(request.lastAnswer())), finished.size());
        return VariantChooser.fresh(finished, Text.pick(h, finished.size()), Math.max(0, request.attempt()),
                request.recentQuestions()); // null once every wording was asked: never the same question again
    }
}
