package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Stop 51, second pass: the readings behind questions the judges of rounds 77-80 (and earlier rounds whose question
 * the engine still asks) marked "no" (the sentences here are the test's own): a respondent's own question is
 * acknowledged before any apology for repeating; "Is that what you're building?" asks about the study, not whether
 * the talk is on track; blame laid or a failure named tells a story's cause; a grid's closest option said outright
 * tells which comes closest.
 */
class JudgedRounds77To80ReadingsTest {

    private static final MethodologyConfig JTBD = Methodologies.load("jobs_to_be_done");
    private static final Concept LUNCHES = new Concept("lunches", "Packing school lunches", "jobs_to_be_done",
            "Understand what parents are trying to get done when they pack school lunches", List.of(), List.of());

    private String ask(String answer, List<String> asked) {
        List<ConversationLine> lines = List.of(new ConversationLine(0, Speaker.SYSTEM, asked.get(asked.size() - 1)),
                new ConversationLine(1, Speaker.USER, answer));
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(JTBD, LUNCHES,
                JTBD.strategy("dig_motivation").orElseThrow(), "lunch box", "solution_approach", answer, lines, "",
                List.of(), asked, false, 0, 1, answer, answer, List.of())).value();
    }

    @Test
    void their_own_question_is_acknowledged_before_any_apology() {
        String q = ask("I already said, the mornings. And I put the carrots under the rice so he eats them. I'm "
                + "tricking him. Is that normal? Do other parents do this?",
                List.of("What's the hardest part of it for you?", "What else have you tried, or thought about trying?"));
        assertThat(q).startsWith(QuestionBackElsewhere.NOTE).doesNotContain(ToldAlready.NOTE.strip());
    }

    @Test
    void a_question_about_the_study_is_no_check_that_the_talk_is_on_track() {
        assertThat(QuestionBackElsewhere.checksTalk("An app that plans the week would be great. Is that what you're "
                + "building?")).isFalse();
        assertThat(QuestionBackElsewhere.checksTalk("I plan on Sundays, mostly. Is that what you mean?")).isTrue();
    }

    @Test
    void blame_laid_or_a_failure_named_tells_the_cause() {
        assertThat(Attribution.CAUSE_TOLD.matcher(StoryCues.normal("I think the booking note never reached the "
                + "kitchen. New boys on the floor.")).find()).isTrue();
        assertThat(Attribution.CAUSE_TOLD.matcher(StoryCues.normal("Honestly, it's who you know, isn't it.")).find())
                .isTrue();
        assertThat(Attribution.CAUSE_TOLD.matcher(StoryCues.normal("We never reached the top, the fog came in."))
                .find()).as("what they did not do is no blame").isFalse();
    }
}
