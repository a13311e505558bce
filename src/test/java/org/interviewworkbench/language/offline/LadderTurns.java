package org.interviewworkbench.language.offline;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;

/** Means-end ladder turns for the ladder tests: the offline engine's deepen question after one answer. */
final class LadderTurns {

    private LadderTurns() {
    }

    /** The means-end deepen question on {@code label} (said as {@code quote}) after {@code answer}. */
    static String ladder(String label, String quote, String answer, long seed) {
        MethodologyConfig m = Methodologies.load("means_end_chain");
        var s = m.strategies().stream().filter(x -> IntentClassifier.intent(x) == QuestionComposer.Intent.DEEPEN)
                .findFirst().orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, label, null, answer, List.of(), "",
                List.of(), List.of("What else do you look at?"), false, 0, seed, quote, answer, List.of())).value();
    }
}
