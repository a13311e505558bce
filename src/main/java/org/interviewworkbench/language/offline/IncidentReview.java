package org.interviewworkbench.language.offline;

import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Story telling, <b>the last look at a question in an incident walk</b> before it is asked, after the composer chose
 * it: a cause question said after the respondent's own feeling or own doing is put right ({@link CauseTarget}: their
 * doing is asked what made them decide; after a feeling the walk moves on to the next part of the story not yet told,
 * {@link StoryCoverage#step}, or carries the story on), and no question looks back before the incident has an ending
 * ({@link StoryNotEnded}). Only for methods read as an incident walk ({@link StoryMethod#walksIncident}) and never
 * for a closing question. Stateless.
 */
final class IncidentReview {

    private IncidentReview() {
    }

    /** {@code question} as it may be asked (see the class comment). */
    static String revise(FollowUpRequest request, StoryCues cues, String question) {
        if (request.closing() || !StoryMethod.walksIncident(request.methodology())) {
            return question;
        }
        StoryCoverage story = StoryCoverage.of(request, cues);
        String q = question;
        CauseTarget.Target target = CauseTarget.of(q).orElse(null);
        if (target == CauseTarget.Target.OWN_DOING) {
            q = CauseTarget.decided(q); // "You said you don't lend it now. What made you decide to do that?"
        } else if (target == CauseTarget.Target.FEELING) {
            StoryCoverage.Step next = story.step(request.methodology(), Intent.NEXT_STEP);
            String on = next == null || next.questions() == null ? null : next.question(request);
            q = on != null ? on : StoryNotEnded.carryOn(request, q); // a worry is nobody's fault: on with the story
        }
        return StoryNotEnded.keep(request, story, q);
    }
}
