package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Story telling, <b>"what happened next" continues from an event</b>. A said-back clause before "What did you do right
 * after that?" or "What was the next thing that happened?" marks the point in the story to go on from; that works for
 * an event ("You said you rang your normal vet. What did you do right after that?") but not for a state or a general
 * truth told in the present ("You said you can't see a pothole under a puddle. What was the next thing that
 * happened?", "You said the fabric is delayed. ..."): nothing happened at that point, so the echo points nowhere.
 *
 * <p>Contract of {@link #revise}: for a question that is not a closing one, made of a said-back clause ("You said
 * ...", "You mentioned that ...") and a carry-on question ({@link CoveredIntents.Asked#NEXT}), when the said-back
 * clause's first finite verb is in the present ({@link AnswerShape#tense}), the carry-on question alone; otherwise
 * the question unchanged (also without a tagger). General English only (the tense of a verb). Stateless apart from
 * the tagger.
 */
final class EventAnchor {

    private static final Pattern SAID_BACK = Pattern.compile("^(?:You said|You mentioned)(?: that)?,? ([^?]*?)[.!] ");

    private EventAnchor() {
    }

    /** {@code question}, or its carry-on question without a said-back state (class comment). */
    static String revise(OpenNlpPipeline nlp, FollowUpRequest request, String question) {
        if (nlp == null || question == null || request.closing()) {
            return question;
        }
        Matcher m = SAID_BACK.matcher(question);
        if (!m.find()) {
            return question;
        }
        String rest = question.substring(m.end());
        if (CoveredIntents.asked(rest) != CoveredIntents.Asked.NEXT) {
            return question;
        }
        List<OpenNlpPipeline.Sentence> clause = nlp.process(m.group(1) + ".");
        if (clause.isEmpty()) {
            return question;
        }
        List<OpenNlpPipeline.Token> words = clause.get(0).tokens().stream().filter(t -> !t.is("PUNCT")).toList();
        return "present".equals(AnswerShape.tense(words)) ? rest : question;
    }
}
