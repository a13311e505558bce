package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;

/** The offline engine's follow-up questions for one focus and strategy intent, over twelve seeds (for tests). */
final class AskedQuestions {

    private AskedQuestions() {
    }

    /** The question asked with each of the seeds 0-11 about {@code label} after {@code answer}. */
    static List<String> askAll(MethodologyConfig m, String intent, Concept concept, String label, String type,
                               String quote, String answer) {
        Strategy s = m.strategies().stream().filter(x -> intent.equals(x.intent())).findFirst()
                .orElseThrow(() -> new AssertionError(m.id() + " has no " + intent + " strategy"));
        List<String> out = new ArrayList<>();
        for (long seed = 0; seed < 12; seed++) {
            out.add(EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, concept, s, label, type, answer,
                    List.of(), "", List.of(), List.of(), false, 0, seed, quote, answer)).value());
        }
        return out;
    }
}
