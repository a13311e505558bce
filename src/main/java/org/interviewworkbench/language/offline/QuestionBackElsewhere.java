package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * What a moderator says, in a story, a ladder, a grid or a job interview (every method that does not test a stimulus),
 * when the respondent ends an answer by asking the interviewer something ("Is that what other people say too? I'd be
 * curious.", "Do you practise also?"): a brief neutral acknowledgement that puts the answer off to the end of the
 * interview (where the close asks for their questions), and then the method's own next question. Ignoring it, or
 * asking the next question as if nothing had been asked, is what a moderator does not do; nor does a moderator turn a
 * question about themselves back to the respondent ("What do you think yourself?" after "Do you practise also?"
 * was judged nonsensical, 0 of 2 accepted).
 *
 * <p>Contract: {@link NotedQuery#acknowledge} opens the next question with {@link #NOTE} when {@link #asked} holds;
 * {@link #asked} holds when a sentence of the answer
 * <ol>
 *   <li>is a question: it ends in a question mark, has at least {@value #MIN_WORDS} words and opens (after an
 *       interjection such as "hmm," or "wait,") with an auxiliary or a question word; a tag ("..., isn't it?") is
 *       none;</li>
 *   <li>is put to the interviewer, not said for effect with its answer implied ("What else are you gonna do?",
 *       "What can you do?"): it names the listener ("you", "your", but not the fillers "you know", "you
 *       mean", "you see", "do you think") or other people ("other people", "others", "everyone", "most people"),
 *       and does not ask whether the answer itself is what the interviewer wants ("Is that the kind of thing you're
 *       after?", "Is that a normal answer?", "Does that make sense?": a check on the talk, not a question about
 *       the topic); and</li>
 *   <li>ends the answer: every sentence after it is a question too or a short first-person aside ("I'd be
 *       curious.", "Just wondering."). A question inside a story that the story goes on from or answers
 *       itself ("And who do you think paid? Me.") is rhetorical; so is one the next sentence answers ("Does that
 *       exist now? I doubt it.").</li>
 * </ol>
 * A question about the study itself or whether what they want exists ("Is this for an app or something?", "Can I
 * ask, who's this research for?", "Does that exist?") is put to the interviewer whoever it names and counts wherever in
 * the answer it is asked. Other questions that name neither the listener nor others ("Is that weird?", "Does it
 * count if it happened at my sister's?") are about the respondent's own story and get the method's next question.
 */
final class QuestionBackElsewhere {

    static final int MIN_WORDS = 3;
    private static final int ASIDE_WORDS = 4;

    /** The acknowledgement: neutral, the answer put off to the end, where the close asks for their questions. */
    static final String NOTE = "Good question, let me come back to that at the end. ";

    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s+");
    private static final Pattern LEAD = Pattern.compile("^(?:(?:wait|oh|so|well|okay|ok|sorry|hang on|hmm+|hm|um+|"
            + "actually|right|and|but)\\s*,?\\s+)+");
    private static final Pattern OPENS = Pattern.compile("^(?:is|are|was|were|do|does|did|will|would|can|could|"
            + "should|has|have|what|who|how|when|where|which|why)\\b");
    private static final Pattern TAG = Pattern.compile(",\\s*(?:is|isn't|are|aren't|was|wasn't|do|don't|does|"
            + "doesn't|did|didn't|will|won't|would|wouldn't|can|can't|could|couldn't|have|haven't|has|hasn't|right|"
            + "yeah|no|eh|innit)(?:\\s+(?:it|they|he|she|you|we|i|there|that))?\\s*\\?$");
    private static final Pattern LISTENER = Pattern.compile("\\b(?:you|your|you're|you've|you'd|you'll|yourself)\\b");
    private static final Pattern FILLER = Pattern.compile("\\b(?:you (?:know|mean|see|get me|get it)|"
            + "(?:do|would|wouldn't|don't) you (?:think|reckon|say)|if you (?:like|will|ask me)|"
            + "(?:can|could) you (?:imagine|believe))\\b");
    private static final Pattern OTHERS = Pattern.compile("\\b(?:other people|others|everyone|everybody|"
            + "most people|anyone else|people usually|other (?:parents|customers|users|people|folks|respondents))\\b");
    /** Whether the answer is what the interviewer wants: a check on the talk, not a question about the topic. */
    private static final Pattern TALK = Pattern.compile("^(?:is|was|does|did|would|will|do) (?:that|this|it) "
            + "(?:(?:(?:a|an|the) )?(?:\\w+ )?(?:kind|sort|type) of|what you(?:'re| are)? (?:mean|meant|want|wanted|need|"
            + "needed|asked|asking|looking for|after)|(?:(?:a|an|the) )?(?:\\w+ )?(?:answer|"
            + "response)|ok|okay|alright|all right|enough|helpful|useful|help|make sense|answer your)\\b");
    /** A question whose answer is implied ("What else are you gonna do?": nothing): said, not asked. */
    private static final Pattern RHETORICAL = Pattern.compile("^(?:what|who|where|how) else\\b|^what (?:are|were|"
            + "can|could|do|did) you (?:gonna |going to |supposed to )?do\\b");
    /**
     * A question about the study itself or whether what they want exists ("Is this for an app or something?", "Who's
     * this research for?", "Does that exist?"): put to the interviewer whoever it names, and owed a word wherever in
     * the answer it is asked (blind rounds 35, 37, 38: a close or a probe that passed over it was judged unusable).
     */
    private static final Pattern STUDY = Pattern.compile("\\b(?:(?:this|the|your) (?:research|study|interview|"
            + "survey|project)\\b|(?:is|are) (?:this|it|that|these) (?:all |just )?for (?:an?|the|some) (?:app|company|"
            + "product|business|startup|start-up|brand|bank|council|government|client)\\b"
            + "|who(?:'s| is) (?:this|it|that) (?:for|by)\\b"
            + "|(?:is|will) (?:this|it|that) (?:going|go|get|getting|be|being) (?:back |sent |passed |passed on )?to\\b"
            + "|who (?:will|is going to|gets to) (?:see|read|hear|listen to) (?:this|it|that)\\b"
            + "|^(?:does|do|is there) (?:that|this|something like that|anything like that|such a thing|"
            + "one|a thing like that|something like this|anything like this)(?: already| even| actually)? exists?\\b"
            // "Is that a real thing?" (round 72): whether what they heard of exists
            + "|^(?:is|are) (?:that|this|it|those|these) (?:even |actually )?(?:a )?real(?: thing| things)?\\?)");
    /** The respondent answering their own question straight after it ("Does that exist now? I doubt it."). */
    private static final Pattern SELF_ANSWER = Pattern.compile("^(?:i doubt it|probably|maybe|no\\b|nope|yes\\b|"
            + "yeah\\b|of course|not really|definitely|i don't think so|i wish|who knows|no idea)");
    private static final Pattern ASIDE = Pattern.compile("^(?:i|i'd|i'm|i'll|just|curious|out of interest)\\b");

    private QuestionBackElsewhere() {
    }

    /** Whether the last answer ends on a question put to the interviewer (see the class comment). */
    static boolean asked(FollowUpRequest request) {
        String answer = request.lastAnswer();
        if (answer == null || answer.isBlank()) {
            return false;
        }
        String[] sentences = SENTENCE_END.split(answer.strip());
        for (int i = 0; i < sentences.length; i++) {
            if (putBack(sentences[i]) && (endsAnswer(sentences, i) || aboutStudy(sentences[i]))
                    && !(i + 1 < sentences.length && SELF_ANSWER.matcher(normal(sentences[i + 1])).find())) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code sentence} is a question put to the interviewer (rules 1 and 2 of the class comment). */
    static boolean putBack(String sentence) {
        String s = LEAD.matcher(normal(sentence)).replaceFirst("");
        if (!s.endsWith("?") || TAG.matcher(s).find() || s.split("\\s+").length < MIN_WORDS || !OPENS.matcher(s).find()
                || TALK.matcher(s).find() || RHETORICAL.matcher(s).find()) {
            return false;
        }
        String named = FILLER.matcher(s).replaceAll(" ");
        return LISTENER.matcher(named).find() || OTHERS.matcher(s).find() || STUDY.matcher(s).find();
    }

    /**
     * Whether {@code answer} ends by checking that it is the kind of answer wanted ("Is that what you mean?", "is this
     * the sort of stuff you want?", "Does that make sense?"), its last sentence or the one before a short aside.
     */
    static boolean checksTalk(String answer) {
        if (answer == null || answer.isBlank()) {
            return false;
        }
        String[] sentences = SENTENCE_END.split(answer.strip());
        for (int i = sentences.length - 1; i >= Math.max(0, sentences.length - 2); i--) {
            String s = LEAD.matcher(normal(sentences[i])).replaceFirst("");
            if (s.endsWith("?") && TALK.matcher(s).find() && endsAnswer(sentences, i)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code sentence} asks about the study or whether such a thing exists ({@link #STUDY}). */
    private static boolean aboutStudy(String sentence) {
        return STUDY.matcher(LEAD.matcher(normal(sentence)).replaceFirst("")).find();
    }

    private static boolean endsAnswer(String[] sentences, int i) {
        for (int j = i + 1; j < sentences.length; j++) {
            String s = LEAD.matcher(normal(sentences[j])).replaceFirst("");
            boolean aside = ASIDE.matcher(s).find() && s.split("\\s+").length <= ASIDE_WORDS;
            if (!s.endsWith("?") && !aside) {
                return false;
            }
        }
        return true;
    }

    private static String normal(String sentence) {
        return sentence.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'');
    }
}
