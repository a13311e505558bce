package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: a respondent who asks a question of their own ("Is it dishwasher-safe, though?") is asked, neutrally,
 * what the answer would have to be for them; the moderator neither answers for the product nor skips the concern.
 * Questions that are no question to the interviewer (asked of themselves and answered, echoes, tags, "you know what I
 * mean?") get the method's usual next question. Run through the offline engine with the shipped concept test, on
 * sentences written for this test.
 */
class QuestionBackTest {

    private static final List<String> TURN_BACKS = turnBacks();

    private static List<String> turnBacks() {
        List<String> all = new ArrayList<>(QuestionBack.WITH_REASON);
        all.addAll(QuestionBack.ALONE);
        return all;
    }

    private String ask(String methodology, String strategy, String label, String answer) throws Exception {
        MethodologyConfig m = Methodologies.load(methodology);
        var s = m.strategy(strategy).orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, label, "feature", answer,
                List.of(), "", List.of(), List.of("What do you make of the glass lunch boxes?"), false, 0, 3, answer,
                answer, List.of())).value();
    }

    @Test
    void a_question_of_their_own_is_turned_back_to_them() throws Exception {
        for (String answer : List.of(
                "Is it dishwasher-safe, though? My partner puts everything in on the hottest setting.",
                "The delivery part I'm not sure about. What if nobody is home, does it go back to the depot?",
                "Would the lids fit the old boxes? That's the first thing I'd check.",
                "Do they come in a smaller size? Just asking.")) {
            String q = ask("concept_testing", "deepen_branch", "lunch boxes", answer);
            assertThat(TURN_BACKS).as(answer).contains(q);
        }
    }

    @Test
    void a_doubt_asked_with_a_question_word_or_as_a_statement_with_a_question_mark_is_probed_not_skipped()
            throws Exception {
        for (String answer : List.of(
                "Ten pounds a month for all that? Seems too cheap to me. How do they make any money on it?",
                "The refills sound handy. They actually send them before you run out? Every month?",
                "Who would clean them between uses, then? I wouldn't trust a shared box otherwise.")) {
            String q = ask("concept_testing", "deepen_branch", "lunch boxes", answer);
            assertThat(TURN_BACKS).as(answer).contains(q);
        }
    }

    @Test
    void a_question_that_stands_alone_is_asked_what_lies_behind_it() throws Exception {
        String q = ask("concept_testing", "deepen_branch", "lunch boxes", "Is there a blue one? Just wondering.");
        assertThat(QuestionBack.ALONE).contains(q);
    }

    @Test
    void questions_that_are_not_put_to_the_interviewer_are_not_turned_back() throws Exception {
        for (String answer : List.of(
                "Would I buy it again? Yes. The lids are tight and nothing leaks in my bag.",
                "Would it have been easier with a bigger box? Probably, yes, but it would not fit the fridge.",
                "Honestly? The lids. They are the best part, they click shut properly.",
                "The lids are great, aren't they? They click shut and nothing leaks in my bag.",
                "It just works, you know what I mean? Nothing leaks, the lids click shut.",
                "It just works, you know? Nothing leaks, the lids click shut.",
                "How do I even open it? I'm joking, the lids click shut and nothing leaks.",
                "And why can't all boxes be like this? Nothing leaks, the lids click shut.",
                "About forty quid, I think. Or was it thirty? Either way, cheaper than the shop.",
                "What if I order on Sunday and nobody brings it till Friday? My brother says they always run late.")) {
            String q = ask("concept_testing", "deepen_branch", "lunch boxes", answer);
            assertThat(TURN_BACKS).as(answer).doesNotContain(q);
        }
    }

    @Test
    void in_a_story_a_question_is_not_turned_back() throws Exception {
        for (String answer : List.of(
                "Does it count if it happened at my sister's? The boiler went on Christmas Eve and nobody came.",
                "They sent me home. I was relieved and a bit insulted at the same time. Is that weird?")) {
            String q = ask("critical_incident", "deepen_narrative", "boiler", answer);
            assertThat(TURN_BACKS).as(answer).doesNotContain(q);
        }
    }
    @Test
    void a_question_after_an_interjection_is_still_a_question_to_the_interviewer() throws Exception {
        String answer = "The price is about right for us. Wait, is it the same price for the big boxes as well?";
        assertThat(TURN_BACKS).contains(ask("concept_testing", "deepen_branch", "lunch boxes", answer));
    }

    @Test
    void a_question_the_respondent_settles_herself_is_not_turned_back() throws Exception {
        String answer = "Glass in a school bag? Hm. Would it survive the bus? I'd keep it for the office, more like.";
        String q = ask("concept_testing", "deepen_branch", "lunch boxes", answer);
        assertThat(TURN_BACKS).doesNotContain(q);
        assertThat(q).doesNotStartWith(NotedQuery.NOTE.strip());
        String open = "Glass in a school bag? Hm. Would it survive the bus? My son drops everything.";
        assertThat(TURN_BACKS).as("left open, it is turned back")
                .contains(ask("concept_testing", "deepen_branch", "lunch boxes", open));
    }
    @Test
    void in_a_story_a_question_put_to_the_interviewer_at_the_end_is_acknowledged_and_the_story_goes_on()
            throws Exception {
        for (String answer : List.of(
                "I think it was the waiting more than the boiler. Hmm, is that what other people tell you too?"
                        + " I'd be curious.",
                "They never rang back, not once. Do you hear that a lot?")) {
            String q = ask("critical_incident", "deepen_narrative", "boiler", answer);
            assertThat(q).as(answer).startsWith(QuestionBackElsewhere.NOTE)
                    .doesNotContain("What do you think yourself").doesNotContain("can't really say");
            assertThat(q.substring(QuestionBackElsewhere.NOTE.length())).as(answer).endsWith("?").doesNotContain("Good question");
        }
    }

    @Test
    void in_a_ladder_a_question_about_the_interviewer_is_put_off_to_the_end_and_the_ladder_goes_on() throws Exception {
        String answer = "The grip, so I can stay in the pose longer without slipping. Do you practise also?";
        String q = ask("means_end_chain", "deepen", "grip", answer);
        assertThat(q).startsWith(QuestionBackElsewhere.NOTE).doesNotContain("yourself");
    }

    @Test
    void the_close_after_their_question_promises_its_answer_and_asks_for_their_other_questions() throws Exception {
        MethodologyConfig m = Methodologies.load("critical_incident");
        var s = m.strategies().get(0);
        String answer = "That's all from me. Do you hear that a lot?";
        String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, "boiler", "feature", answer,
                List.of(), "", List.of(), List.of("What happened next?"), true, 0, 3, answer, answer, List.of())).value();
        assertThat(q).doesNotStartWith(QuestionBackElsewhere.NOTE).startsWith(NotedQuery.AT_CLOSE)
                .containsAnyOf("other questions", "anything else you'd like to ask");
        String plain = "That's all from me, thanks.";
        String close = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, "boiler", "feature", plain,
                List.of(), "", List.of(), List.of("What happened next?"), true, 0, 3, plain, plain, List.of())).value();
        assertThat(close).doesNotStartWith(NotedQuery.AT_CLOSE).doesNotContain("other questions");
    }

    @Test
    void a_question_about_the_study_is_acknowledged_wherever_it_is_asked() throws Exception {
        for (String answer : List.of(
                "Can I ask, who's this research for, is it Microsoft? Because honestly they want to make Excel less "
                        + "scary. Anyway, with YouTube I can pause it.",
                "Saturday morning and everyone knows the plan. Is this for an app or something?",
                "Something that just sends the money when the rate is good. Does that exist?",
                "Give people the laptop before day one. Sorry, is this going back to my company? I wouldn't want to "
                        + "get anyone in trouble.")) {
            String q = ask("jobs_to_be_done", "dig_motivation", "rate", answer);
            assertThat(q).as(answer).startsWith(QuestionBackElsewhere.NOTE);
        }
        String q = ask("jobs_to_be_done", "dig_motivation", "rate", "Is that weird? I check the rate every morning.");
        assertThat(q).doesNotStartWith(QuestionBackElsewhere.NOTE);
    }

    @Test
    void in_a_story_a_rhetorical_question_or_a_check_on_the_talk_is_not_turned_back() throws Exception {
        for (String answer : List.of(
                "The engineer came at nine and left at ten. And who do you think paid for the part? Me.",
                "Do you know what I mean? The engineer came at nine and the boiler still leaked.",
                "The engineer came at nine and left at ten. Is that the kind of thing you're after?",
                "It was fine in the end. Is that a normal answer?",
                "Yeah, we paid the call-out fee. What else are you gonna do?")) {
            String q = ask("critical_incident", "deepen_narrative", "boiler", answer);
            assertThat(q).as(answer).doesNotStartWith(QuestionBackElsewhere.NOTE);
        }
    }

    @Test
    void an_echo_of_the_card_beside_a_question_is_no_reason_for_asking() throws Exception {
        String q = ask("concept_testing", "deepen_branch", "lunch boxes",
                "Twelve pounds every month? Is it for each box or for the whole set?");
        assertThat(QuestionBack.ALONE).contains(q);
    }
}
