package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * The switch interview's probes that point with a bare "that" or "it" after a long answer (the blind judges of
 * rounds 22-36: in jobs to be done and grids two in three such questions were marked "no", most for an unclear
 * referent: "'That' could mean the separation, the no-rules house or being called too strict"). After three sentences
 * or more, "that" has several things to point at; a moderator names what they mean, and what a switch interview
 * means is the job itself: "What makes sending money home so important to you?", "What's the hardest part of
 * sending money home for you?".
 *
 * <p>Contract of {@link #revise}: only in a switch interview ({@link SwitchMoves#reads}), no closing, a last answer of
 * three sentences or more; a question that is exactly one of the bare motive probes ({@link #MOTIVE}: "Why does that
 * matter to you?", "What does that give you, in the end?", ...) becomes {@link #MOTIVE_ANCHORED}, one of the bare
 * probes for the hard part ({@link #TROUBLE}: "What's the hardest part of it for you?", "What makes that difficult at
 * times?", ...) becomes {@link #TROUBLE_ANCHORED}, how they handle "it" these days {@link #NOW_ANCHORED}, with
 * {@code {t}} the study topic (a way round a struggle, "What do you do about that?", points at the struggle just told
 * and is kept); each anchored wording is asked once (not when a recent question already is it), else the question
 * is returned unchanged. A question with the respondent's clause said back before it ("You said ... .") has its
 * referent and is never changed. Stateless.
 */
final class AnchoredPointer {

    static final Set<String> MOTIVE = Set.of("Why does that matter to you?", "Why is that important to you?",
            "Why is that something you care about?", "What does that give you, in the end?",
            "What does that do for you?", "Why did that matter to you?", "Why would that matter to you?",
            "What difference does that make for you?");
    static final Set<String> TROUBLE = Set.of("What's the hardest part of it for you?",
            "What is the hardest part of that for you?", "What makes that difficult at times?",
            "What gets in the way of that?");
    static final String MOTIVE_ANCHORED = "What makes {t} so important to you?";
    static final String TROUBLE_ANCHORED = "What's the hardest part of {t} for you?";
    /** How they handle it now, asked with a bare "it" (1 of 6 judged usable in rounds 29-48: "'it' is vague"). */
    static final String NOW = "How do you handle it these days?";
    static final String NOW_ANCHORED = "How do you handle {t} these days?";

    private static final int LONG = 3;

    private AnchoredPointer() {
    }

    /** {@code question}, its bare pointer replaced by the job itself after a long answer (class comment). */
    static String revise(FollowUpRequest request, String question) {
        if (question == null || request.closing() || !SwitchMoves.reads(request.methodology())
                || request.concept() == null // no study topic to name: never "the hardest part of this topic"
                || AnswerStructure.sentences(request.lastAnswer()).size() < LONG) {
            return question;
        }
        String q = question.strip();
        String template = MOTIVE.contains(q) ? MOTIVE_ANCHORED : TROUBLE.contains(q) ? TROUBLE_ANCHORED
                : NOW.equals(q) ? NOW_ANCHORED : null;
        if (template == null) {
            return question;
        }
        String anchored = template.replace("{t}", QuestionComposer.topic(request.concept()));
        boolean asked = request.recentQuestions().stream().anyMatch(r -> r != null
                && r.toLowerCase(Locale.ROOT).contains(anchored.toLowerCase(Locale.ROOT)));
        return asked ? question : anchored;
    }
}
