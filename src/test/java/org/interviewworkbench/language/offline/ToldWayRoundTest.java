package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.junit.jupiter.api.Test;

/**
 * A respondent who has just told their own way of dealing with a trouble is never asked what they do about it (the
 * blind judges: "re-asks what was just answered"); they are asked how well that way works, with it said back.
 */
class ToldWayRoundTest {

    private static final MethodologyConfig JTBD = Methodologies.load("jobs_to_be_done");
    private static final Concept BILLS = Methodologies.concept("Paying the household bills",
            "What people are trying to get done when they pay the household bills");

    @Test
    void a_way_round_just_told_is_asked_how_well_it_works_not_what_they_do_about_it() {
        String answer = "The bills all come on different days. I write every due date on the kitchen calendar.";
        for (String intent : List.of("deepen", "obstacles", "context")) {
            List<String> asked = AskedQuestions.askAll(JTBD, intent, BILLS, "come on different days", "pain_point",
                    "The bills all come on different days", answer);
            assertThat(asked).as(intent).noneMatch(q -> ToldWayRound.ASKS_WHAT_THEY_DO.matcher(q).find());
            asked.stream().filter(q -> q.contains("working")).forEach(q ->
                    assertThat(q).startsWith("You said you write every due date on the kitchen calendar."));
        }
    }

    @Test
    void the_way_is_read_from_a_present_deed_of_theirs_never_from_a_state_or_a_past_event() {
        ToldWayRound told = new ToldWayRound(EngineHolder.NLP, new ReportedSpeech(EngineHolder.NLP),
                new LabelPhrasing(EngineHolder.NLP, new NounPhraseGate(EngineHolder.NLP)));
        assertThat(told.way("The forms are confusing. So now we fill them in together on Sundays, with tea.", "forms"))
                .isEqualTo(new ToldWayRound.Way("we fill them in together on Sundays", false)); // not all of it
        assertThat(told.way("The forms are confusing. I fill them in with my son.", "forms"))
                .isEqualTo(new ToldWayRound.Way("I fill them in with my son", true));
        assertThat(told.way("The forms are confusing. I hate them and I think they're badly made.", "forms")).isNull();
        assertThat(told.way("The forms are confusing. I went to the office once and nobody helped.", "forms"))
                .isNull();
        assertThat(told.way("The forms are confusing. I'm sitting there for hours with a pen.", "forms")).isNull();
        assertThat(told.way("The forms are confusing. She explained them and I nodded like I understood.", "forms"))
                .isNull();
        assertThat(told.way("The forms are confusing. If I sign the wrong box, is it void? I never know.", "forms"))
                .isNull();
    }
}
