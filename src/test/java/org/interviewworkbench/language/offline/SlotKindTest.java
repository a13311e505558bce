package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.StimulusElement;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, stop 29: a question's wording presupposes what its focus is (an activity "goes well", an event
 * "happened", something recurring "usually happens", something they have "would be missed"). The composer asks a
 * wording only of a focus it fits; these tests ask what a respondent would notice, over many seeds.
 */
class SlotKindTest {

    private static final MethodologyConfig CI = Methodologies.load("critical_incident");
    private static final MethodologyConfig CJM = Methodologies.load("customer_journey_mapping");
    private static final MethodologyConfig JTBD = Methodologies.load("jobs_to_be_done");
    private static final MethodologyConfig CT = Methodologies.load("concept_testing");
    private static final Concept FLAT = Methodologies.concept("Dealing with a broken boiler",
            "What happens when the heating fails at home");
    private static final Concept COURSE = Methodologies.concept("Signing up for an evening course",
            "Why adults sign up for an evening course");
    private static final Concept PERMIT = Methodologies.concept("Applying for a parking permit",
            "How residents apply for a parking permit");
    private static final Concept GYM = new Concept("gym", "A gym membership for shift workers", "concept_testing",
            "Reactions to a gym membership", List.of(
            new StimulusElement("late", "late-night opening until 2am", List.of("late-night opening", "2am"),
                    "feature", "high"),
            new StimulusElement("towels", "free towels", List.of("towels"), "feature", "low")));

    @Test
    void an_object_is_never_asked_how_it_feels_when_it_goes_well_or_badly() {
        for (String[] focus : List.of(new String[] {"kitchen tap", "a week with a towel round the kitchen tap"},
                new String[] {"radiator valve", "the radiator valve in the hall"})) {
            for (String q : askAll(CI, "emotions", FLAT, focus[0], "outcome", focus[1], focus[1] + ".")) {
                assertThat(q).as(focus[0]).doesNotContain("goes well", "go well");
            }
        }
    }

    @Test
    void a_value_or_a_state_is_never_asked_when_and_where_it_usually_happens() {
        for (String[] focus : List.of(new String[] {"good mum", "Being a good mum who is around in the evenings"},
                new String[] {"not feel useless", "Not feeling useless"})) {
            for (String q : askAll(JTBD, "context", COURSE, focus[0], "emotional_job", focus[1], focus[1] + ".")) {
                assertThat(q).as(focus[0]).doesNotContain("usually happen", "when that happens",
                        "What usually happens", "time of day");
            }
        }
    }

    @Test
    void a_standing_condition_or_a_fear_is_never_asked_how_often_it_happens() {
        for (String[] focus : List.of(new String[] {"forms", "The hard part is the forms, they all look the same"},
                new String[] {"scared", "I'm scared we end up with a useless course, like before"})) {
            for (String q : askAll(JTBD, "obstacles", COURSE, focus[0], "pain_point", focus[1], focus[1] + ".")) {
                assertThat(q).as(focus[0]).doesNotContain("How often");
            }
        }
    }

    @Test
    void an_event_that_recurs_may_still_be_asked_how_often_it_happens() {
        List<String> asked = askAll(JTBD, "obstacles", COURSE, "class cancelled",
                "pain_point", "the class gets cancelled at the last minute", "The class gets cancelled at the last minute.");
        assertThat(asked).anyMatch(q -> q.contains("How often does that happen?"));
    }

    @Test
    void a_goal_is_never_treated_as_a_place_where_problems_happen_or_something_that_works() {
        for (String q : askAll(JTBD, "obstacles", COURSE, "not feel useless", "emotional_job",
                "Not feeling useless", "Not feeling useless.")) {
            assertThat(q).doesNotContain("run into there", "not work");
        }
    }

    @Test
    void a_condition_or_a_one_off_wait_is_never_asked_when_it_does_not_work() {
        for (String[] focus : List.of(new String[] {"everything on hold", "everything's on hold"},
                new String[] {"waited nine days", "we waited nine days for the letter"})) {
            for (String q : askAll(CJM, "obstacles", PERMIT, focus[0], "touchpoint", focus[1], focus[1] + ".")) {
                assertThat(q).as(focus[0]).doesNotContain("not work", "usually", "How often");
            }
        }
    }

    @Test
    void a_concept_test_element_is_never_asked_what_they_have_done_about_it() {
        for (String q : askAll(CT, "deepen", GYM, "late-night opening", "usage_context",
                "The late-night opening", "The late-night opening. Hmm.")) {
            assertThat(q).doesNotContain("done about", "do about", "tried to do");
        }
    }

    @Test
    void nothing_in_a_concept_test_is_asked_what_they_would_miss_if_it_were_gone() {
        for (String[] focus : List.of(new String[] {"lockers", "Lockers."}, new String[] {"free towels", "Towels."})) {
            for (String q : askAll(CT, "deepen", GYM, focus[0], "usage_context", focus[1], focus[1])) {
                assertThat(q).as(focus[0]).doesNotContain("miss if", "were gone", "weren't available");
            }
        }
    }

    @Test
    void a_shrug_is_not_asked_how_it_shows_up_in_everyday_life() {
        assertThat(Dismissal.dismisses("Two free towels? Meh.")).isTrue();
        assertThat(Dismissal.dismisses("Whatever works for them, I suppose, but I need the 2am slot.")).isFalse();
        for (String q : askAll(CT, "deepen", GYM, "free towels", "value", "Two free towels?",
                "Two free towels? Meh.")) {
            assertThat(q).doesNotContain("everyday life", "matters a lot to you", "Why");
        }
    }

    @Test
    void a_focus_reads_as_the_kind_of_thing_it_is() {
        OpenNlpPipeline nlp = EngineHolder.NLP;
        assertThat(FocusNature.ofLabel(nlp, "the kitchen tap", "outcome")).isEqualTo(SlotKind.THING);
        assertThat(FocusNature.ofLabel(nlp, "checking the app", "job_context")).isEqualTo(SlotKind.ACTIVITY);
        assertThat(FocusNature.ofLabel(nlp, "the biometrics appointment", "touchpoint")).isEqualTo(SlotKind.EVENT);
        assertThat(FocusNature.ofLabel(nlp, "not feeling stupid", "gain_point")).isEqualTo(SlotKind.STATE);
        assertThat(FocusNature.ofLabel(nlp, "peace of mind", "terminal_value")).isEqualTo(SlotKind.VALUE);
        Occasion occasion = new Occasion(nlp);
        FocusNature none = new FocusNature(SlotKind.ANY, false, false, false, false, false);
        assertThat(FocusNature.ofClause(nlp, occasion, "the ceiling came down on a Sunday", "incident", none))
                .isEqualTo(none.withKind(SlotKind.EVENT, true));
        assertThat(FocusNature.ofClause(nlp, occasion, "I ring the ward every morning", "outcome", none).kind())
                .isEqualTo(SlotKind.ACTIVITY);
        assertThat(FocusNature.ofClause(nlp, occasion, "the fees are steep", "pain_point", none).kind())
                .isEqualTo(SlotKind.STATE);
        assertThat(FocusNature.ofClause(nlp, occasion, "Ten percent?", "usage_context", none).kind())
                .isEqualTo(SlotKind.THING);
    }

    @Test
    void the_old_activity_check_still_holds_for_labels() {
        OpenNlpPipeline nlp = EngineHolder.NLP;
        FocusNature none = new FocusNature(SlotKind.ANY, false, false, false, false, false);
        Map<String, Boolean> usually = Map.of("Facebook groups", false, "the home check", false,
                "checking the app", true);
        usually.forEach((label, fits) -> assertThat(TemplateKinds.of("When and where does {f} usually happen?")
                .admits(none.withKind(FocusNature.ofLabel(nlp, label, "context"), false))).as(label).isEqualTo(fits));
        assertThat(TemplateKinds.of("In what situations does {f} come up for you?")
                .admits(none.withKind(FocusNature.ofLabel(nlp, "Facebook groups", "context"), false))).isTrue();
    }

    @Test
    void every_shipped_wording_that_presupposes_something_declares_it() {
        List<String> all = new ArrayList<>();
        QuestionTemplates.TEMPLATES.values().forEach(all::addAll);
        all.addAll(FocusFreeQuestions.all());
        all.addAll(LabelQuestions.all());
        all.addAll(AnswerRole.all());
        List<String> cues = List.of("usually", "that happen", "{f} happen", "happened after", "happened just before", "everyday", "typical", "miss if", "done about", "do about",
                "go well", "goes well", "not work", "let you down", "run into there", "to switch");
        for (String t : all) {
            // "the next thing that happened" is anchored on the story, not on the focus: checked below
            if (cues.stream().anyMatch(t.toLowerCase()::contains) && !t.contains("thing that happened")) {
                assertThat(TemplateKinds.of(t)).as(t).isNotEqualTo(SlotDemand.NONE);
            }
        }
        assertThat(TemplateKinds.rows("How do you feel when {f} goes well, or badly?")).containsExactly("goes well");
        assertThat(TemplateKinds.rows("When and where does that usually happen?"))
                .containsExactly("usually happens", "recurs");
        assertThat(TemplateKinds.of("Could you tell me more about that?")).isEqualTo(SlotDemand.NONE);
        assertThat(TemplateKinds.of("What was the next thing that happened?")).isEqualTo(SlotDemand.NONE);
    }

    private static List<String> askAll(MethodologyConfig m, String intent, Concept concept, String label, String type,
                                       String quote, String answer) {
        return AskedQuestions.askAll(m, intent, concept, label, type, quote, answer);
    }
}
