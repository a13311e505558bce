package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, a concept test's own moves (ConceptTestMoves): no laddering ("Why is that important to you?") inside a
 * concept test, and once every stimulus element has had its reaction, the overall appeal and the likely use rather
 * than "what else stands out". Sentences written for this test.
 */
class ConceptTestMovesTest {

    private static final MethodologyConfig CT = Methodologies.load("concept_testing");
    private static final Concept LOCKERS = new Concept("lockers", "Parcel lockers at the railway station",
            "concept_testing", "Test reactions to parcel lockers at the station", List.of(
            new StimulusElement("hours", "open around the clock", List.of("around the clock", "night", "24 hours"),
                    "feature", "high"),
            new StimulusElement("code", "a code by text message opens your locker", List.of("code", "text message"),
                    "feature", "high"),
            new StimulusElement("fee", "50p per parcel", List.of("50p", "fee", "price"), "price", "medium")),
            List.of());

    private String ask(String strategy, List<String> questions, List<String> answers, long seed) {
        List<ConversationLine> lines = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            lines.add(new ConversationLine(2 * i, Speaker.SYSTEM, questions.get(i)));
            lines.add(new ConversationLine(2 * i + 1, Speaker.USER, answers.get(i)));
        }
        String last = answers.get(answers.size() - 1);
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(CT, LOCKERS, CT.strategy(strategy)
                .orElseThrow(), "station", "benefit", last, lines, "", List.of(), questions, false, 0, seed, last,
                last, List.of())).value();
    }

    @Test
    void a_concept_test_never_ladders_why_it_is_important() {
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen_branch", List.of("What is your first reaction to parcel lockers at the station?"),
                    List.of("Handy, I pass the station every morning and I'm never home when the van comes."), seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("important to you")
                    .doesNotContainIgnoringCase("give you, in the end").doesNotContainIgnoringCase("matter to you");
        }
    }

    @Test
    void with_every_element_reacted_to_the_next_question_asks_overall_appeal_then_likely_use() {
        List<String> questions = new ArrayList<>(List.of(
                "What is your first reaction to parcel lockers at the station?",
                "How do you feel about \"a code by text message opens your locker\", and why?",
                "When you read \"50p per parcel\", what goes through your mind?"));
        List<String> answers = new ArrayList<>(List.of(
                "Open around the clock is the big thing, I finish work at midnight.",
                "The code by text message is fine, everyone has a phone.",
                "50p is fair enough, the post office charges more to redeliver."));
        String appeal = ask("explore_breadth", questions, answers, 1);
        assertThat(appeal).containsIgnoringCase("appealing").doesNotContainIgnoringCase("what else");
        questions.add(appeal);
        answers.add("Quite appealing, yes. I'd want to see where they put them, mind.");
        String use = ask("explore_breadth", questions, answers, 1);
        assertThat(use).containsIgnoringCase("likely").containsIgnoringCase("use")
                .doesNotContainIgnoringCase("what else");
    }

    @Test
    void after_a_reaction_a_probe_never_asks_how_an_unnamed_that_would_affect_use() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?",
                "How do you feel about \"a code by text message opens your locker\", and why?");
        List<String> answers = List.of("Open around the clock is the big thing, I finish work at midnight.",
                "A code by text, hmm. My phone's always dead by the evening.");
        for (long seed = 0; seed < 6; seed++) {
            String q = ask("deepen_branch", questions, answers, seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("whether you'd use it")
                    .doesNotContainIgnoringCase("important to you");
        }
        List<String> all = List.of(questions.get(0), questions.get(1),
                "When you read \"50p per parcel\", what goes through your mind?");
        List<String> reacted = List.of(answers.get(0), answers.get(1), "50p is fine, it's less than a bus fare.");
        assertThat(ask("deepen_branch", all, reacted, 3)).as("every element reacted to: the whole concept next")
                .containsIgnoringCase("appealing");
    }

    @Test
    void while_the_card_is_being_covered_an_answer_with_its_own_reason_leads_on_to_the_rest_of_it() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?");
        List<String> answers = List.of("Open around the clock? I'd use it, because my shifts end at midnight and "
                + "my little boy needs me home by seven, so the evening is the only time I have.");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen_branch", questions, answers, seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("important to you")
                    .doesNotContainIgnoringCase("care about").doesNotContainIgnoringCase("matter to you")
                    .contains("\"a code by text message opens your locker\"");
        }
    }

    @Test
    void elements_the_coverage_counts_as_reacted_to_need_not_be_in_view() {
        String last = "Fair enough, I'd give it a try.";
        String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(CT, LOCKERS,
                CT.strategy("explore_breadth").orElseThrow(), "station", "benefit", last, List.of(), "", List.of(),
                List.of("What is your first reaction to parcel lockers at the station?", "Anything else?"), false, 0,
                2, last, last, List.of(), LOCKERS.elements().stream().map(StimulusElement::label).toList(), List.of()))
                .value();
        assertThat(q).containsIgnoringCase("appealing");
    }

    @Test
    void with_an_element_still_to_react_to_no_overall_question_is_asked() {
        String q = ask("explore_breadth", List.of("What is your first reaction to parcel lockers at the station?"),
                List.of("Open around the clock is the big thing, I finish work at midnight."), 0);
        assertThat(q).doesNotContainIgnoringCase("appealing").doesNotContainIgnoringCase("how likely");
    }
    @Test
    void an_answer_that_already_says_whether_they_would_use_it_is_not_asked_that_again() {
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen_branch", List.of("What is your first reaction to parcel lockers at the station?"),
                    List.of("If it was free I'd try it next week, no question."), seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("whether you'd use")
                    .doesNotContainIgnoringCase("important to you");
        }
    }

    private String askAbout(String strategy, String focus, List<String> questions, List<String> answers, long seed) {
        List<ConversationLine> lines = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            lines.add(new ConversationLine(2 * i, Speaker.SYSTEM, questions.get(i)));
            lines.add(new ConversationLine(2 * i + 1, Speaker.USER, answers.get(i)));
        }
        String last = answers.get(answers.size() - 1);
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(CT, LOCKERS, CT.strategy(strategy)
                .orElseThrow(), focus, "element_reaction", last, lines, "", List.of(), questions, false, 0, seed,
                last, last, List.of(), List.of(), answers.subList(0, answers.size() - 1))).value();
    }

    @Test
    void an_element_already_reacted_to_in_an_earlier_answer_is_not_put_to_the_respondent_again() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?",
                "How do you feel about \"a code by text message opens your locker\", and why?");
        List<String> answers = List.of("Oh, that's clever. Open around the clock, I finish work at midnight.",
                "Everyone has a phone, so no problem there.");
        for (long seed = 0; seed < 4; seed++) {
            String q = askAbout("ensure_coverage", "open around the clock", questions, answers, seed);
            assertThat(q).as("seed %d", seed).doesNotContain("open around the clock")
                    .contains("\"50p per parcel\"");
        }
    }

    @Test
    void an_element_named_in_other_words_counts_as_reacted_to() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?",
                "How do you feel about \"open around the clock\", and why?");
        List<String> answers = List.of("Getting the code on my phone by text would suit me, I never carry paper.",
                "Midnight pickups, yes please, that's when my shift ends.");
        String q = askAbout("ensure_coverage", "a code by text message opens your locker", questions, answers, 1);
        assertThat(q).doesNotContain("a code by text message").contains("\"50p per parcel\"");
    }

    @Test
    void a_full_reaction_is_not_probed_for_more_while_elements_remain() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?");
        List<String> answers = List.of("Open around the clock, yes please. The post office shuts at five and I "
                + "queue for half an hour on Saturdays, that alone might be worth it.");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen_branch", questions, answers, seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("say a little more")
                    .doesNotContainIgnoringCase("what makes you say that")
                    .contains("\"a code by text message opens your locker\"");
        }
    }

    @Test
    void an_element_waved_away_leads_on_to_the_rest_of_the_card_not_back_to_an_earlier_answer() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?",
                "How does \"50p per parcel\" sound to you?");
        List<String> answers = List.of("Open around the clock is the big thing, I finish work at midnight.",
                "50p? Meh.");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen_branch", questions, answers, seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("you said")
                    .doesNotContainIgnoringCase("important")
                    .contains("\"a code by text message opens your locker\"");
        }
    }

    @Test
    void a_part_of_the_card_already_put_to_them_is_not_named_again_when_its_answer_went_elsewhere() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?",
                "What is your reaction to \"a code by text message opens your locker\"?");
        List<String> answers = List.of("Open around the clock is the big thing, I finish work at midnight.",
                "Honestly what I care about is that my neighbour stops taking my parcels in, because she reads "
                        + "the labels and comments on everything I order.");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen_branch", questions, answers, seed);
            assertThat(q).as("seed %d", seed).doesNotContain("a code by text message")
                    .doesNotContainIgnoringCase("important to you");
        }
    }

    @Test
    void a_part_of_the_card_put_to_them_again_is_put_in_the_cards_words_or_as_a_return_to_it() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?",
                "What is your reaction to \"a code by text message opens your locker\"?",
                "How does \"50p per parcel\" sound to you?",
                "Which other parts of parcel lockers at the railway station catch your eye, for better or worse?");
        List<String> answers = List.of("Open around the clock is the big thing, I finish work at midnight.",
                "Honestly what I care about is that my neighbour stops taking my parcels in, because she reads "
                        + "the labels and comments on everything I order.",
                "50p is fine, it's cheaper than the bus to the depot.",
                "The station itself is grim after dark, so I'd want decent lighting and a camera near them.");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen_branch", questions, answers, seed);
            assertThat(q).as("seed %d", seed).contains("\"a code by text message opens your locker\"")
                    .containsAnyOf("The concept says", "Coming back to");
        }
    }

    @Test
    void a_part_of_the_card_never_named_is_put_to_them_even_when_another_one_named_is_still_unanswered() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?",
                "What is your reaction to \"open around the clock\"?",
                "Which other parts of parcel lockers at the railway station catch your eye, for better or worse?");
        List<String> answers = List.of("Well, the post office is a nightmare, I queue for half an hour on Saturdays.",
                "Honestly what I care about is that my neighbour stops taking my parcels in, because she reads "
                        + "the labels and comments on everything I order.",
                "The station itself is grim after dark, so I'd want decent lighting and a camera near them.");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen_branch", questions, answers, seed);
            assertThat(q).as("seed %d", seed).contains("\"a code by text message opens your locker\"");
        }
    }

    @Test
    void a_bare_reaction_is_probed_once_not_twice_in_a_row() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?",
                "How does \"50p per parcel\" sound to you?", "What makes you say that?");
        List<String> answers = List.of("Open around the clock is the big thing, I finish work at midnight.",
                "Cheap, I suppose.", "Dunno. It just is.");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen_branch", questions, answers, seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("say a little more")
                    .doesNotContainIgnoringCase("what makes you say that");
        }
    }

    @Test
    void a_vague_remark_in_a_concept_test_is_probed_not_glossed_or_asked_for_a_story() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?",
                "How does \"50p per parcel\" sound to you?");
        List<String> answers = List.of("Open around the clock is the big thing, I finish work at midnight.",
                "It depends, I guess.");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("resolve_ambiguity", questions, answers, seed);
            assertThat(q).as("seed %d", seed).isIn("Could you say a little more about that?",
                    "What makes you say that?");
        }
    }

    @Test
    void what_else_stands_out_is_asked_once_then_a_part_put_to_them_but_not_yet_reacted_to_is_named() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?",
                "How do you feel about \"a code by text message opens your locker\", and why?",
                VariantChooser.finish(ConceptTestMoves.MOVE_ON.get(1).replace("{t}",
                        QuestionComposer.topic(LOCKERS))));
        List<String> answers = List.of("Open around the clock is the big thing, I finish work at midnight.",
                "My neighbour takes my parcels in most days, she's retired and likes the company, to be honest.",
                "50p is fair, because the post office charges more to redeliver anything.");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen_branch", questions, answers, seed);
            assertThat(q).as("seed %d", seed).contains("\"a code by text message opens your locker\"")
                    .doesNotContainIgnoringCase("what else").doesNotContainIgnoringCase("catch your eye");
        }
    }

    @Test
    void with_every_move_of_the_test_asked_the_interview_closes_instead_of_laddering() {
        String topic = QuestionComposer.topic(LOCKERS);
        List<String> questions = new ArrayList<>(List.of(
                "What is your first reaction to parcel lockers at the station?",
                "How do you feel about \"a code by text message opens your locker\", and why?",
                "When you read \"50p per parcel\", what goes through your mind?"));
        for (List<String> move : List.of(ConceptTestMoves.OVERALL_APPEAL, ConceptTestMoves.LIKELY_USE,
                ConceptTestMoves.CHANGE, ConceptTestMoves.COMPARED, ConceptTestMoves.LEFT_OUT, ConceptTestMoves.OTHER,
                ConceptTestMoves.MOVE_ON)) {
            move.forEach(q -> questions.add(ConceptTestMoves.worded(q, topic)));
        }
        List<String> answers = new ArrayList<>(List.of(
                "Open around the clock is the big thing, I finish work at midnight.",
                "The code by text message is fine, everyone has a phone.",
                "50p is fair enough, the post office charges more to redeliver."));
        while (answers.size() < questions.size() - 1) {
            answers.add(answers.size() % 2 == 0 ? "Handy, because I pass it every day on the way to work anyway."
                    : "I'd use it for the big parcels, the ones that never fit through my letterbox.");
        }
        answers.add("Honestly I'd say it's handy, since the station is right on my way home from the hospital.");
        for (String strategy : List.of("deepen_branch", "explore_breadth")) {
            String q = ask(strategy, questions, answers, 2);
            assertThat(q).as(strategy).isIn(WrapUpQuestions.CLOSE);
        }
    }

    @Test
    void overall_appeal_says_each_part_was_covered_only_when_each_part_had_its_reaction() {
        String topic = QuestionComposer.topic(LOCKERS);
        List<String> questions = new ArrayList<>(List.of(
                "What is your first reaction to parcel lockers at the station?",
                "How do you feel about \"a code by text message opens your locker\", and why?",
                "When you read \"50p per parcel\", what goes through your mind?",
                "What is your reaction to \"a code by text message opens your locker\"?"));
        ConceptTestMoves.MOVE_ON.forEach(q -> questions.add(ConceptTestMoves.worded(q, topic)));
        ConceptTestMoves.OTHER.forEach(q -> questions.add(ConceptTestMoves.worded(q, topic)));
        List<String> answers = new ArrayList<>(List.of(
                "Open around the clock is the big thing, I finish work at midnight.",
                "My sister sorts all that out for me, to be honest.",
                "50p is fair enough, the post office charges more to redeliver.",
                "Like I said, my sister sorts all that out for me."));
        while (answers.size() < questions.size()) {
            answers.add("Handy, because I pass it every day on the way to work anyway.");
        }
        Set<String> seen = new java.util.HashSet<>();
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen_branch", questions, answers, seed);
            seen.add(q);
            assertThat(q).as("seed %d", seed).doesNotContain("each part");
        }
        assertThat(seen).as("the overall appeal is still asked, without the claim")
                .contains(ConceptTestMoves.worded(ConceptTestMoves.OVERALL_APPEAL.get(1), topic));
    }

    @Test
    void a_side_query_after_a_reaction_wholly_in_favour_is_not_turned_back_the_card_goes_on() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?");
        List<String> answers = List.of("Open around the clock, definitely. I finish work at midnight and the post "
                + "office shuts at five. Are the lockers big enough for a crate of wine?");
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen_branch", questions, answers, seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("fair question")
                    .doesNotContainIgnoringCase("what makes you ask").doesNotContainIgnoringCase("feel sure about it")
                    .doesNotContainIgnoringCase("hope the answer")
                    .contains("\"a code by text message opens your locker\"");
        }
        List<String> doubt = List.of("Open around the clock, I'm not sure. Is anyone there to help at night?");
        assertThat(ask("deepen_branch", questions, doubt, 1)).as("a doubt is still turned back")
                .isIn(QuestionBack.WITH_REASON);
    }

    @Test
    void the_one_element_left_is_not_put_again_straight_after_the_question_that_named_it() {
        List<String> questions = List.of("What is your first reaction to parcel lockers at the station?",
                "The concept says \"a code by text message opens your locker\". What do you make of that?");
        List<String> answers = List.of("Open all night is brilliant, I work late shifts and the post office shuts at five.",
                "Fifty pence is fine, honestly, it's cheaper than the bus to the depot when I miss the van.");
        List<ConversationLine> lines = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            lines.add(new ConversationLine(2 * i, Speaker.SYSTEM, questions.get(i)));
            lines.add(new ConversationLine(2 * i + 1, Speaker.USER, answers.get(i)));
        }
        for (long seed = 0; seed < 4; seed++) {
            String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(CT, LOCKERS,
                    CT.strategy("ensure_coverage").orElseThrow(), "50p per parcel", "element_reaction",
                    answers.get(1), lines, "", List.of(), questions, false, 0, seed, answers.get(1), answers.get(1),
                    List.of(), List.of("open around the clock", "50p per parcel"), answers.subList(0, 1))).value();
            assertThat(q).as("seed %d", seed).doesNotContain("code by text message").doesNotContain("50p per parcel");
        }
    }
}
