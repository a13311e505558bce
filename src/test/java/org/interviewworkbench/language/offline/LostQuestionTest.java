package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * A respondent who lost the question is asked the same question again, not a new one (blind round 40: "ignores the
 * respondent's direct 'Sorry, what was the question?'"). Sentences written for this test.
 */
class LostQuestionTest {

    private static final MethodologyConfig GRID = Methodologies.load("repertory_grid");
    private static final String IDEAL = "If you could design the ideal podcast for the drive, what would it be like?";

    private String ask(String answer, List<String> asked) {
        var s = GRID.strategies().get(0);
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(GRID, null, s, "drive", "element", answer,
                List.of(), "", List.of(), asked, false, 0, 1, answer, answer, List.of())).value();
    }

    @Test
    void an_answer_that_ends_asking_for_the_question_gets_the_same_question_again() {
        String q = ask("Winter on I-80 is something else, black ice near Laramie, you learn to go slow. "
                + "Sorry, what was the question?", List.of("Which of your options comes closest?", IDEAL));
        assertThat(q).isEqualTo(LostQuestion.AGAIN + IDEAL);
        String noted = ask("Ha, long story. Can you repeat the question?",
                List.of(ToldAlready.NOTE + "What makes that one come closest to your ideal?"));
        assertThat(noted).isEqualTo(LostQuestion.AGAIN + "What makes that one come closest to your ideal?");
    }

    @Test
    void one_who_finds_the_question_again_goes_on_with_the_interview() {
        String answer = "Sorry, what was the question? Oh - the drive. Conan, easily, he's like company in the cab.";
        assertThat(LostQuestion.asks(answer)).isFalse();
        assertThat(ask(answer, List.of(IDEAL))).doesNotStartWith(LostQuestion.AGAIN);
    }
}
