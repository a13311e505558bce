package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Stop 40: the question a researcher sees never asks what the answers already gave (CoveredIntents): no "what happened
 * next" once the story's end is told, no "what makes that difficult" after the difficulty was explained, no "what have
 * you tried" after an alternative was named, no "which does best on price" after each option's price, and in a
 * concept test no likelihood or deterrent question once the answers gave them. Sentences written for this test.
 */
class CoveredIntentsTest {

    private static final MethodologyConfig CI = Methodologies.load("critical_incident");
    private static final MethodologyConfig JTBD = Methodologies.load("jobs_to_be_done");
    private static final Concept VISA = Methodologies.concept("Applying for a work visa",
            "Occasions when people applied for a work visa and what came of it");
    private static final Concept BINS = Methodologies.concept("Getting the bins out",
            "What people are trying to get done when they put the bins out");
    private static final String START = "I sent the forms off in May, with every payslip they asked for.";

    private static FollowUpRequest request(MethodologyConfig method, Concept concept, List<String> earlier,
                                           String last, List<String> questions, List<String> options, long seed) {
        return new FollowUpRequest(method, concept, method.strategies().get(0), "forms", "incident", last, List.of(),
                "", List.of(), questions, false, 0, seed, last, last, options, List.of(), earlier);
    }

    private static String revise(MethodologyConfig method, Concept concept, List<String> earlier, String last,
                                 String question, long seed) {
        return CoveredIntents.revise(request(method, concept, earlier, last, List.of("What happened?", question),
                List.of(), seed), question);
    }

    @Test
    void a_story_whose_verdict_came_later_is_asked_how_the_ending_felt_not_what_happened_next() {
        String verdict = "They were polite about the missing page. A fortnight later a letter came, and it was a "
                + "refusal.";
        for (long seed = 0; seed < 4; seed++) {
            assertThat(revise(CI, VISA, List.of(START), verdict, "What happened next?", seed))
                    .as("seed %d", seed).isIn(StoryCoverage.OUTCOME_FEELING);
            assertThat(revise(CI, VISA, List.of(START), verdict, "And then what happened?", seed))
                    .as("seed %d", seed).isIn(StoryCoverage.OUTCOME_FEELING);
        }
        String onward = "They were polite about the missing page. A fortnight later I rang them again.";
        assertThat(revise(CI, VISA, List.of(START), onward, "What happened next?", 0)).isEqualTo("What happened next?");
    }

    @Test
    void a_state_carried_into_the_present_ends_the_story_and_what_is_told_with_it_is_not_asked_again() {
        String still = "They took me on in the autumn and I'm still with them. I felt, honestly, at home.";
        assertThat(revise(CI, VISA, List.of(START), still, "What happened next?", 1))
                .isIn(StoryCoverage.OUTCOME_CAUSE); // the feeling is told: why it turned out so
        String explained = "I had practised every answer, so I knew what to say. They took me on in the autumn and "
                + "I'm still with them. I felt, honestly, at home.";
        assertThat(revise(CI, VISA, List.of(START), explained, "How did things go from there?", 1))
                .isIn(StoryCoverage.TAKE_AWAY);
        for (long seed = 0; seed < 4; seed++) { // a lesson told before: a look back that asks for none again
            assertThat(revise(CI, VISA, List.of(START, "Always keep a copy of every page you send."), explained,
                    "And then what happened?", seed)).as("seed %d", seed).isIn(CoveredIntents.STANDS_OUT);
        }
    }

    @Test
    void once_the_ending_was_told_earlier_the_story_is_not_pushed_on_until_another_begins() {
        String ended = "A fortnight later a letter came, and it was a refusal.";
        String why = "Mostly the missing page, because they could not check my dates.";
        String q = revise(CI, VISA, List.of(START, ended, "Gutted."), why, "What did you do next?", 2);
        assertThat(q).isIn(StoryCoverage.TAKE_AWAY);
        String other = "There was another time, the student visa, and that went smoothly.";
        assertThat(revise(CI, VISA, List.of(START, ended, why), other, "What happened next?", 2))
                .isEqualTo("What happened next?");
    }

    @Test
    void the_engine_never_asks_what_happened_next_after_the_ending() {
        String verdict = "A fortnight later a letter came, and it was a refusal.";
        for (var strategy : CI.strategies()) {
            for (long seed = 0; seed < 3; seed++) {
                String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(CI, VISA, strategy, "letter",
                        "incident", verdict, List.of(), "", List.of(), List.of("What happened?"), false, 0, seed,
                        "letter", verdict, List.of(), List.of(), List.of(START))).value();
                assertThat(CoveredIntents.asked(q)).as("%s seed %d: %s", strategy.name(), seed, q)
                        .isNotEqualTo(CoveredIntents.Asked.NEXT);
            }
        }
    }

    @Test
    void a_difficulty_explained_is_asked_what_they_tried_and_an_alternative_named_what_doing_it_well_is() {
        String hard = "Getting them down the lane is hard when it's icy. I slipped twice last winter.";
        assertThat(revise(JTBD, BINS, List.of(), hard, "What makes that difficult at times?", 0))
                .isIn(CoveredIntents.TRIED_INSTEAD);
        String other = "The other option is the council's collection from the door. Thirty a year, but they come "
                + "whenever. Useless for me.";
        assertThat(revise(JTBD, BINS, List.of(), other, "What makes that so frustrating?", 0))
                .isIn(SwitchStoryNext.DONE_WELL);
        assertThat(revise(JTBD, BINS, List.of(), other, "What have you tried to do about that?", 0))
                .isIn(SwitchStoryNext.DONE_WELL);
        assertThat(revise(JTBD, BINS, List.of(), "The lane, mostly.", "What makes that difficult at times?", 0))
                .isEqualTo("What makes that difficult at times?");
        assertThat(revise(JTBD, BINS, List.of(), "I put them out on Sunday night.",
                "What have you tried to do about that?", 0)).isEqualTo("What have you tried to do about that?");
    }

    @Test
    void a_value_given_to_each_option_is_not_asked_which_does_best_on_it() {
        MethodologyConfig grid = GridTurns.GRID;
        List<String> options = GridTurns.BLENDER_OPTIONS;
        String priced = "The Kenwood was ninety pounds, the Vitamix is almost double. The stick blender cost a tenner.";
        String q = "Which of your options does best on \"price\", and which does worst?";
        assertThat(CoveredIntents.revise(request(grid, GridTurns.BLENDERS, List.of(), priced, List.of(q), options, 0),
                q)).contains("\"price\"").containsPattern("matters?");
        String one = "The Kenwood is the heavy one.";
        assertThat(CoveredIntents.revise(request(grid, GridTurns.BLENDERS, List.of(), one, List.of(q), options, 0),
                q)).isEqualTo(q);
    }

    @Test
    void a_likelihood_is_read_from_an_intent_to_take_the_whole_thing_up_not_from_a_part_or_a_price() {
        assertThat(AnswerStructure.useIntent("I'd use it only if the platform is staffed.")).isTrue();
        assertThat(AnswerStructure.useIntent("If it's nearer, great, I'm in.")).isTrue();
        assertThat(AnswerStructure.useIntent("The code by text, that's the bit I'd use.")).isFalse();
        assertThat(AnswerStructure.useIntent("Fair enough, I'd pay forty for it.")).isFalse();
        assertThat(AnswerStructure.useIntent("I wouldn't sign up for a year, though.")).isFalse();
        assertThat(AnswerStructure.useIntent("At six I'm in the office already.")).isFalse();
    }

    @Test
    void a_concept_test_does_not_ask_likelihood_or_worries_the_answers_already_gave() {
        MethodologyConfig ct = Methodologies.load("concept_testing");
        Concept lockers = new Concept("lockers", "Parcel lockers at the railway station", "concept_testing",
                "Test reactions to parcel lockers at the station", List.of(
                new StimulusElement("hours", "open around the clock",
                        List.of("around the clock", "night"), "feature", "high"),
                new StimulusElement("fee", "50p per parcel",
                        List.of("50p", "fee"), "price", "medium")), List.of());
        List<String> questions = new ArrayList<>(List.of("What is your first reaction to parcel lockers at the station?",
                "When you read \"open around the clock\", what goes through your mind?",
                "How does \"50p per parcel\" sound to you?",
                "Now that we've been through each part, how appealing do you find parcel lockers at the railway "
                        + "station overall?"));
        List<String> answers = new ArrayList<>(List.of(
                "Handy. But who walks to a station at night to fetch a parcel, is that even safe?",
                "Around the clock is good. I'd use it only if the platform is staffed after dark.",
                "50p per parcel is fine, I would not pay more than that though.",
                "Quite appealing, for the small things I order online, books and phone chargers mostly."));
        List<ConversationLine> lines = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            lines.add(new ConversationLine(2 * i,
                    Speaker.SYSTEM, questions.get(i)));
            lines.add(new ConversationLine(2 * i + 1,
                    Speaker.USER, answers.get(i)));
        }
        for (long seed = 0; seed < 4; seed++) {
            String last = answers.get(answers.size() - 1);
            String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(ct, lockers,
                    ct.strategy("connect_isolate").orElseThrow(), "station", "benefit", last, lines, "",
                    List.of(), questions, false, 0, seed, last, last, List.of(), List.of(),
                    answers.subList(0, answers.size() - 1))).value();
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("how likely")
                    .doesNotContainIgnoringCase("put you off");
        }
    }
}
