package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Repertory-grid conversations for the grid tests: the offline engine's next question after alternating questions and
 * answers (the last answer last, the last five lines in view), and the kitchen-blender study several tests share.
 */
final class GridTurns {

    static final MethodologyConfig GRID = Methodologies.load("repertory_grid");

    /** The kitchen-blender study: its concept, options, the answer naming them and the first triad. */
    static final Concept BLENDERS = Methodologies.concept("Choosing a kitchen blender",
            "The constructs home cooks use to compare blenders");
    static final List<String> BLENDER_OPTIONS = List.of("nutribullet", "kenwood", "stick blender", "vitamix");
    static final String BLENDER_OPTIONS_ANSWER = "I've had a Nutribullet, my mum's old Kenwood and a cheap stick "
            + "blender. My friend swears by her Vitamix.";
    static final String BLENDER_TRIAD = "Thinking of the Nutribullet, the Kenwood and the stick blender: in what "
            + "important way are two of them alike, and different from the third?";
    /** The first construct of the blender study, named by its two poles. */
    static final String BLENDER_CONSTRUCT = "The Nutribullet and the stick blender rinse under the tap in seconds, "
            + "while the Kenwood has to come apart. So easy to clean versus a faff to wash up, I'd say.";

    private GridTurns() {
    }

    /** The grid's strategy for {@code intent}. */
    static Strategy strategy(String intent) {
        return GRID.strategies().stream().filter(s -> intent.equals(s.intent())).findFirst().orElseThrow();
    }

    /** The question the offline engine asks after {@code answers}, each answering the question at its index. */
    static String ask(Concept concept, List<String> options, String intent, String focus, String focusType,
                      List<String> questions, List<String> answers, long seed) {
        return ask(concept, options, intent, focus, focusType, questions, answers, seed, List.of());
    }

    /** As {@link #ask}, with every answer before the last one passed as the interview's earlier answers. */
    static String askWhole(Concept concept, List<String> options, String intent, String focus, String focusType,
                           List<String> questions, List<String> answers, long seed) {
        return ask(concept, options, intent, focus, focusType, questions, answers, seed,
                answers.subList(0, answers.size() - 1));
    }

    private static String ask(Concept concept, List<String> options, String intent, String focus, String focusType,
                              List<String> questions, List<String> answers, long seed, List<String> earlier) {
        List<ConversationLine> lines = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            lines.add(new ConversationLine(2 * i, Speaker.SYSTEM, questions.get(i)));
            lines.add(new ConversationLine(2 * i + 1, Speaker.USER, answers.get(i)));
        }
        List<ConversationLine> recent = lines.subList(Math.max(0, lines.size() - 5), lines.size());
        String last = answers.get(answers.size() - 1);
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(GRID, concept, strategy(intent), focus,
                focusType, last, recent, "", List.of(), questions, false, 0, seed, last, last, options, List.of(), earlier))
                .value();
    }
}
