package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * What a moderator asks after the respondent has said they have nothing more ("No, that's it.", "That's everything,
 * I think."). Contract: such an answer closes the thread, so the next question neither asks for "anything else" nor
 * goes back to an earlier concept; it steps back to the whole topic with a question that fits the method: which part
 * mattered most, what they would change, which option they would choose. The wording is chosen by the methodology's
 * opening style ({@link QuestionComposer#openingStyle}), so a critical incident asks about the occasion, a repertory
 * grid about choosing between the options, a concept test about trying the concept. {@code {t}} is the topic.
 */
final class WrapUpQuestions {

    /**
     * "Simple pleasure, that's all.", "Habit, that's it.": what the sentence names and nothing more to it, never the
     * end of what they have to say ("No, that's all.", "No o, that's all.", "Okay, that's it.").
     */
    private static final Pattern JUST_THAT = Pattern.compile("(?!(?:no|nope|nah|nothing|none|yes|yeah|yep|ok|okay|well|"
            + "so|and|but|um|uh|erm|hmm|right|sorry|honestly|i think|i guess|i suppose|really|anyway|thanks|thank you|"
            + "cheers|that's it|that's all)\\b)[a-z][^,.!?]{2,40},\\s*(?:that's|that is) (?:all|it)"
            + "[.!]*");
    /** A short answer that says there is nothing more to add (not a bare "No." to a yes/no question). */
    private static final Pattern NOTHING_MORE = Pattern.compile("\\b(?:that's it|that is it|"
            // "That's all I want.": what they want, told, not the end of what they have to say
            + "(?:that's all|that is all)(?! (?:i|we|she|he|they) (?:really )?(?:want|wanted|need|needed|ask|asked|"
            + "care about|wish|hope)\\b)|"
            + "that's everything|that is everything|that's about it|that's about all|that's about everything|"
            + "that's pretty much (?:it|all|everything)|that's really (?:it|all)|that's all really|nothing else|nothing more|not much else|"
            + "that covers it|covers it|said it all|all i can think of|can't think of anything|"
            + "cannot think of anything|nothing comes to mind|that's the lot|that's your lot|that's all there is|"
            + "nothing to add|nothing further|(?:told|given) you everything|said everything|all i've got|"
            + "all i have to say|that's me (?:done|finished)(?! with\\b| for\\b| at\\b)"
            // "No, is everything.", "No, I think this is all.": the whole of a sentence that answers "anything else?"
            + "|(?:^|[.!?] )no[,.]? (?:i think )?(?:is|it's|this is) (?:everything|all)(?=[.!]|$))\\b");

    /**
     * A sign that the respondent is ending the conversation, not only the thread: thanks, a goodbye, "from me",
     * "I hope that helps". With {@link #nothingMore} it is an end signal after which only a close is asked.
     */
    private static final Pattern FAREWELL = Pattern.compile("\\b(?:thank you|thanks|thank u|cheers|bye|goodbye|"
            + "from me|from my side|from my end|hope (?:that|this|it) helps|that's me done|i'm done|we're done|"
            + "good luck with|" + Valediction.OTHER_LANGUAGE_THANKS + ")\\b"); // thanks in their other language

    /**
     * What a moderator says after the respondent has ended the conversation: thanks, and the one question a close
     * has, whether they want to ask anything themselves. Nothing here asks about the topic again.
     */
    static final List<String> CLOSE = List.of(
            "Thank you, that's been really helpful. Is there anything you'd like to ask me before we finish?",
            "Thank you very much for your time. Before we finish, do you have any questions for me?",
            "That's been really useful, thank you. Is there anything you'd like to ask me before we wrap up?");

    /** The wrap-up wordings that ask for a lesson: not asked once a lesson has been given. */
    private static final Set<String> ASKS_FOR_LESSON = Set.of(
            "If the same thing happened again tomorrow, what would you do differently?",
            "What would you want others to learn from what happened to you?");

    /** The wrap-up wordings that ask for the ideal: not asked once the respondent has described it. */
    private static final Set<String> ASKS_FOR_IDEAL = Set.of("What would the ideal option be like for you?");

    /**
     * A short answer that only says things settled, with nothing new in it ("All right. It worked out in the end.",
     * "Okay, eventually."): only verdict and function words, and one of them says it is over.
     */
    private static final Set<String> VERDICT_WORDS = Set.of("oh", "well", "yeah", "yes", "no",
            "um", "erm", "it", "it's", "that", "that's", "things", "all", "everything", "was", "were", "is", "turned",
            "worked", "out", "went", "ended", "up", "fine", "ok", "okay", "right", "alright", "good", "grand", "sorted",
            "done", "over", "in", "the", "end", "eventually", "after", "really", "now", "though", "i", "suppose",
            "guess", "pretty", "quite", "just", "sort", "of", "kind", "so", "and");
    private static final Pattern SETTLED = Pattern.compile("\\b(?:in the end|eventually|after all|worked out|"
            + "turned out fine|turned out ok|sorted)\\b");

    private static final Map<String, List<String>> BY_STYLE = Map.of(
            "incident", List.of(
                    "Looking back on that occasion now, what stands out most for you?",
                    "If the same thing happened again tomorrow, what would you do differently?"),
            "reaction", List.of(
                    "All in all, how likely would you be to try {t}, and why?",
                    "If you could change one thing about {t}, what would it be?",
                    "What would make {t} a clear yes for you?"),
            "options", List.of(
                    "If you had to choose just one of them tomorrow, which would it be, and why?",
                    "Of all the differences you've described, which one matters most when you choose?",
                    "What would the ideal option be like for you?"),
            "walkthrough", List.of(
                    "Looking back over the whole experience, which moment mattered most to you?",
                    "If you could change one step of the way, which would it be?",
                    "What would have made the whole experience easier for you?"),
            "recent_decision", List.of(
                    "Looking back, what would have made this easier for you?",
                    "If you could change one thing about how this works for you, what would it be?",
                    "What would getting this right look like for you?"),
            "experience", List.of(
                    "Of everything you've mentioned, what matters most to you in the end?",
                    "If you could keep only one of the things you've mentioned, which would it be, and why?",
                    "What would you tell a friend who is thinking about {t}?"));

    private WrapUpQuestions() {
    }

    /** Whether the answer says the respondent has nothing more on this thread. */
    static boolean nothingMore(String answer) {
        if (answer == null) {
            return false;
        }
        String a = answer.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("\\s+", " ");
        if (a.split(" ").length <= 8 && NOTHING_MORE.matcher(a).find() && !JUST_THAT.matcher(a).matches()) {
            return true;
        }
        // "I think that's it. He's asleep on the radiator as you speak.": a short closing sentence, first or last
        String[] sentences = a.split("(?<=[.!?])\\s+");
        if (sentences.length > 1 && (closingSentence(sentences[0]) || closingSentence(sentences[sentences.length - 1])
                || closingSentence(sentences[sentences.length - 2])
                        && sentences[sentences.length - 1].split(" ").length <= 3)) { // "That's it. Honestly."
            return true;
        }
        return ALL_SAID.matcher(a).find() && a.split(" ").length <= 16 || settled(a);
    }

    /** "I think I've told you everything on that.": the respondent says they have said all they have. */
    private static final Pattern ALL_SAID = Pattern.compile("\\b(?:i've|i have|i) (?:already )?(?:told|given) you "
            + "(?:everything|all)\\b|\\bi've said (?:everything|it all|all)\\b");

    /** "All right. It worked out in the end.": only verdict and function words, and one says it is over. */
    private static boolean settled(String a) {
        if (a.split(" ").length > 10 || !SETTLED.matcher(a).find()) {
            return false;
        }
        for (String w : a.split("[^a-z']+")) {
            if (!w.isEmpty() && !VERDICT_WORDS.contains(w)) {
                return false; // "It was fine in the end, the agent rang me.": something new to follow
            }
        }
        return true;
    }

    /**
     * A short sentence that says there is nothing more ("That's it."), or one whose first clause says so and whose
     * next clause adds no content ("That's all from me, I need to start supper."; not "That's it, but the lid ...").
     */
    private static boolean closingSentence(String sentence) {
        if (JUST_THAT.matcher(sentence).matches()) {
            return false; // "Simple pleasure, that's all." (round 69): only that, said of what it names
        }
        if (sentence.split(" ").length <= 6 && NOTHING_MORE.matcher(sentence).find()) {
            return true;
        }
        String[] clauses = sentence.split("\\s*[,;]\\s*", 2);
        return clauses.length == 2 && clauses[0].split(" ").length <= 6 && NOTHING_MORE.matcher(clauses[0]).find()
                && !MORE_TO_COME.matcher(clauses[1]).lookingAt();
    }

    /** A clause that goes on with content after "that's it": "but ...", "except ...", "apart from ...". */
    private static final Pattern MORE_TO_COME = Pattern.compile("(?:but|and|except|apart|aside|although|though|other "
            + "than|only|well|oh|actually)\\b");

    private static final Pattern BARE_NO = Pattern.compile("(?:no|nope|nah|not really|nothing|no more|not that i can think of|not as such)"
            + "(?:[,.!]* (?:no|really|thanks|sorry|i think|not really))*[.!]*");
    private static final Pattern ASKS_FOR_MORE = Pattern.compile("\\b(?:else|anything|other things|another)\\b");

    /**
     * Whether the answer says there is nothing more: {@link #nothingMore(String)}, or a bare "No." / "Not really."
     * to a question that asked for more ("Is there anything else ...?", "What else ...?").
     */
    static boolean nothingMore(String answer, String questionAnswered) {
        if (nothingMore(answer)) {
            return true;
        }
        if (answer == null || questionAnswered == null) {
            return false;
        }
        String a = answer.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("\\s+", " ");
        String q = questionAnswered.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        // "Nope." to "Is there anything else?" or to an open "What happened then?": nothing more to tell;
        // to a yes/no question ("Did that surprise you?") it is only the answer
        return BARE_NO.matcher(a).matches() && (ASKS_FOR_MORE.matcher(q).find() || openQuestion(q));
    }

    private static final Pattern POLAR_START = Pattern.compile("(?:is|are|was|were|am|do|does|did|have|has|had|can|"
            + "could|would|will|should|shall|may|might|must|isn't|wasn't|don't|didn't|haven't|won't|wouldn't)\\b");
    private static final Pattern ASKS_TO_TELL = Pattern.compile("^(?:could|can|would) you (?:tell|describe|walk|say|talk|"
            + "explain|share|give)\\b");

    /** Whether the last sentence of the question is open (a wh- question or "could you tell me ..."), not yes/no. */
    private static boolean openQuestion(String question) {
        String[] sentences = question.split("(?<=[.!?])\\s+");
        String last = sentences[sentences.length - 1].replaceAll("^[^a-z']+", "");
        if (last.startsWith("or ") || !last.endsWith("?")) {
            return false;
        }
        if (ASKS_TO_TELL.matcher(last).find()) {
            return true;
        }
        if (POLAR_START.matcher(last).lookingAt()) {
            return false;
        }
        // a yes/no question with a lead-in ("You said X. Did that ...?") was caught above; a choice ("X, or Y?") is not open
        return !last.contains(", or ");
    }

    /** The wrap-up wordings for a methodology's opening style ({@code experience} when the style has none). */
    static List<String> of(String style) {
        return BY_STYLE.getOrDefault(style, BY_STYLE.get("experience"));
    }

    /**
     * As {@link #of(String)}, without the wordings that ask for what an earlier answer already gave: after a lesson
     * ("I learned ...", "the lesson is ..."), not what they would want others to learn; after the ideal was described,
     * not what the ideal would be like.
     */
    static List<String> of(String style, boolean lessonGiven, boolean idealGiven) {
        List<String> all = of(style);
        List<String> out = all.stream().filter(q -> !(lessonGiven && ASKS_FOR_LESSON.contains(q))
                && !(idealGiven && ASKS_FOR_IDEAL.contains(q))).toList();
        return out.isEmpty() ? all : out;
    }

    /**
     * Whether the answer ends the conversation: it says there is nothing more ({@link #nothingMore(String, String)})
     * and thanks the interviewer or takes leave ("No, that's all. Thank you.", "That's it from me."). After such an
     * answer only a close ({@link #CLOSE}) is asked, never a question about the topic.
     */
    static boolean endsConversation(String answer, String questionAnswered) {
        if (answer == null || !nothingMore(answer, questionAnswered) && !bareFarewell(answer)) {
            return false;
        }
        String a = answer.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        return FAREWELL.matcher(a).find();
    }

    /** Whether the answer thanks the interviewer or takes leave in one of the set phrases ({@link #FAREWELL}). */
    static boolean thanksOrLeave(String answer) {
        return answer != null && FAREWELL.matcher(answer.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'')).find();
    }

    /** Whether the question asks for more ("anything else", "what else") or is open (not yes/no). */
    static boolean asksForMore(String questionAnswered) {
        if (questionAnswered == null) {
            return false;
        }
        String q = questionAnswered.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        return ASKS_FOR_MORE.matcher(q).find() || openQuestion(q);
    }

    /** "Thanks, bye.": a short answer of nothing but thanks and leave-taking. */
    private static boolean bareFarewell(String answer) {
        String a = answer.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        return a.split("\\s+").length <= 4 && FAREWELL.matcher(a).find()
                && a.replaceAll(FAREWELL.pattern(), " ").replaceAll("[^a-z]+", " ").isBlank();
    }

    /**
     * After an answer that says there is nothing more ({@link #nothingMore(String, String)}): in a laddering
     * interview, "That's it, that's the whole thing." after a ladder question (no "what else") closes the ladder, not
     * the topic, so its top is acknowledged and a new ladder opened ({@link MethodFit#TOP}), never "If you could keep
     * only one of the things you've mentioned ..." (1 of 3 usable: "a forced choice is not laddering; go back to
     * another attribute"); otherwise the step back of {@link #wrapUp}.
     */
    static String afterNothingMore(FollowUpRequest request, String topic) {
        List<String> asked = request.recentQuestions();
        String last = asked.isEmpty() || asked.get(asked.size() - 1) == null ? "" : asked.get(asked.size() - 1);
        if (MethodFit.laddering(request.methodology()) && !last.isBlank()
                && !ASKS_FOR_MORE.matcher(last.toLowerCase(Locale.ROOT)).find()) {
            List<String> top = MethodFit.TOP.stream().map(q -> VariantChooser.finish(q.replace("{t}", topic))).toList();
            String next = VariantChooser.choose(top, Text.pick(Text.mix(request.seed(), Text.hash(last), top.size()),
                    top.size()), Math.max(0, request.attempt()), asked);
            if (next != null) {
                return next;
            }
        }
        return wrapUp(request, topic);
    }

    /**
     * After "No, that's it." or a summary confirmed: a step back to the whole topic in the method's terms, without
     * what the recent answers already gave (a lesson, the ideal).
     */
    static String wrapUp(FollowUpRequest request, String topic) {
        String bias = request.methodology() == null ? "" : request.methodology().method().openingBias();
        List<String> variants = new ArrayList<>();
        boolean lessonGiven = request.recentTurns().stream().anyMatch(l -> l.speaker() == Speaker.USER
                && AnsweredIntents.of(l.text()).contains(Intent.LEARNING));
        boolean idealGiven = request.recentTurns().stream().anyMatch(l -> l.speaker() == Speaker.USER
                && GridRatings.describesIdeal(l.text()));
        for (String q : of(QuestionComposer.openingStyle(bias), lessonGiven, idealGiven)) {
            variants.add(VariantChooser.finish(q.replace("{t}", topic)));
        }
        long h = Text.mix(request.seed(), Text.hash(bias), request.recentQuestions().size());
        return VariantChooser.choose(variants, Text.pick(h, variants.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }

    /** After the respondent ended the conversation: a close ({@link #CLOSE}). */
    static String close(FollowUpRequest request) {
        long h = Text.mix(request.seed(), Text.hash(String.valueOf(request.lastAnswer())), CLOSE.size());
        return VariantChooser.choose(CLOSE, Text.pick(h, CLOSE.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }
}
