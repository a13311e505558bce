package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: a respondent who signs off at the end of an answer ("..., anyway, I'll leave you to it. Ta-ra.") gets a
 * close, however long the answer and whatever content came before; a goodbye told inside a story does not end the
 * interview. Run through the offline engine with shipped methodologies, on sentences written for this test.
 */
class SignOffTest {


    private MethodologyConfig method(String id) throws Exception {
        return Methodologies.load(id);
    }

    private String ask(String methodology, String strategy, String label, String answer) throws Exception {
        MethodologyConfig m = method(methodology);
        var s = m.strategy(strategy).orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, label, "attribute", answer,
                List.of(), "", List.of(), List.of("What else matters to you about the gym?"), false, 0, 7, answer,
                answer, List.of())).value();
    }

    @Test
    void a_long_answer_that_ends_on_a_goodbye_gets_only_a_close() throws Exception {
        for (String answer : List.of(
                "If the classes were earlier I would go more often, to be fair, but the price is what it is. "
                        + "Anyway, I'll leave you to it. Ta-ra.",
                "Not much more to say about the lockers, they were grand once they fixed the doors. "
                        + "Thanks, it was nice talking, see you!",
                "Honestly the showers were the worst part, cold every single morning in January. "
                        + "Have a good evening, bye now, love.",
                "The sauna is the only reason I renewed, really. Right, I'd best let you go. Thanks again!")) {
            String q = ask("means_end_chain", "deepen", "classes", answer);
            assertThat(WrapUpQuestions.CLOSE).as(answer).contains(q);
        }
    }

    @Test
    void a_goodbye_inside_a_story_is_not_a_sign_off() throws Exception {
        for (String answer : List.of(
                "The trainer said goodbye and left before I'd even finished my first set.",
                "When I cancelled, the girl at the desk was like, bye then.",
                "They just said it would be fixed on Monday, good luck with that.")) {
            String q = ask("means_end_chain", "deepen", "trainer", answer);
            assertThat(WrapUpQuestions.CLOSE).as(answer).doesNotContain(q);
            assertThat(Valediction.endsWith(answer)).as(answer).isFalse();
        }
    }

    @Test
    void saying_they_have_to_go_with_a_reason_is_a_sign_off_but_not_inside_a_story() throws Exception {
        for (String answer : List.of(
                "The lockers are fine now. Right, I have to run, the school bus drops my daughter at four. Cheers.",
                "I'd renew if the price held, to be honest. Anyway, I'd better go, my shift starts soon. "
                        + "Thanks a million.",
                "Mostly the early classes, they suit me. Oh, I must be off now, sorry!")) {
            String q = ask("means_end_chain", "deepen", "classes", answer);
            assertThat(WrapUpQuestions.CLOSE).as(answer).contains(q);
        }
        for (String answer : List.of(
                "When the class ran over I had to run, the bus was leaving.",
                "Then the manager goes, I have to run, sorry.",
                "On Mondays we have to go early, the car park fills up.")) {
            assertThat(Valediction.endsWith(answer)).as(answer).isFalse();
        }
    }

    @Test
    void a_goodbye_with_its_reason_gets_a_close_not_a_question_about_the_reason() throws Exception {
        for (String answer : List.of(
                "Actually the evening classes are an eight now, not a seven. Okay, ciao, I have a lecture at three.",
                "The sauna, still. Bye now, my bus is here.",
                "That's about it for the lockers. Cheerio, we've got the kids' match at four.")) {
            String q = ask("repertory_grid", "ladder_constructs", "lecture", answer);
            assertThat(WrapUpQuestions.CLOSE).as(answer).contains(q);
            assertThat(q).as(answer).doesNotContainIgnoringCase("lecture").doesNotContainIgnoringCase("bus")
                    .doesNotContainIgnoringCase("match");
        }
        for (String answer : List.of(
                "She said bye, I was gutted about it for weeks.",
                "Bye, and the zip broke again the week after.")) {
            assertThat(Valediction.endsWith(answer)).as(answer).isFalse();
        }
    }

    @Test
    void a_chore_of_the_moment_said_with_got_to_and_a_goodbye_in_welsh_are_sign_offs() {
        for (String answer : List.of(
                "Weekends only, and only if I can cancel easy. Right, I've got to go and get the little one from "
                        + "nursery. Diolch, good luck with it!",
                "That's it. Okay, I've gotta get ready for my shift, this was fun though. Good luck with it!",
                "A text, an email, anything. Anyway, I've got to get Mam to physio. Hwyl now.",
                "Okay, I think this is everything, I must pick up my daughter from swimming.")) {
            assertThat(Valediction.endsWith(answer)).as(answer).isTrue();
        }
        for (String answer : List.of(
                "Every morning I need to get the kids to school by eight.",
                "On Tuesdays I have to pick up my daughter from swimming.",
                "They just said it would be fixed on Monday, good luck with that.")) {
            assertThat(Valediction.endsWith(answer)).as(answer).isFalse();
        }
    }

    @Test
    void luck_wished_after_thanks_and_a_goodbye_in_another_language_are_sign_offs() {
        assertThat(Valediction.endsWith("The sauna mostly. That's me done, the kids are home. Cheers, good luck with it."))
                .isTrue();
        assertThat(Valediction.endsWith("Are we finished? Great. Good luck with it, tschüss!")).isTrue();
        assertThat(Valediction.endsWith("Hasta luego!")).isTrue();
        assertThat(Valediction.endsWith("Chau, gracias. I'm going for an ice cream now, obviously.")).isTrue();
        assertThat(Valediction.endsWith("That's all, I think. Right, I'm off.")).isTrue();
        assertThat(Valediction.endsWith("On Fridays I'm going for an ice cream with my girlfriend.")).isFalse();
        assertThat(Valediction.endsWith("She said I'm off now.")).isFalse();
        assertThat(Valediction.endsWith("They told me to reapply in May. Good luck with it.")).isFalse();
    }

    @Test
    void a_departure_after_its_reason_thanks_in_other_languages_and_their_goodbyes_are_sign_offs() {
        assertThat(Valediction.endsWith("Right, sweet. My bus is at six so I'd better go. Thanks heaps.")).isTrue();
        assertThat(Valediction.endsWith("Fine, that was everything, my brother waits. Merci, and good luck with it."))
                .isTrue();
        assertThat(Valediction.endsWith("Anyway, I gotta go pick up the kids. Cuídate.")).isTrue();
        assertThat(Valediction.endsWith("He said the shop was closing so we had to go")).isFalse();
        assertThat(Valediction.endsWith("The rent went up so I had to move out.")).isFalse();
        assertThat(Valediction.endsWith("Seven out of ten. Right, I gotta hop on a call. Thanks, this was fun."))
                .isTrue();
        assertThat(Valediction.endsWith("Grand so, I'd better get back to the shop. Mind yourself.")).isTrue();
        assertThat(Valediction.endsWith("Okay, the bus is here. Doei!")).isTrue();
        assertThat(Valediction.endsWith("I loved the course. Thanks, it was great.")).isFalse();
        // round 22, after its judgement: a train to catch, a remark on the talk, "let me go" with its reason
        assertThat(Valediction.endsWith("Oh, it is nearly five, I must catch the bus to Leeds. It was nice to talk "
                + "about it, really. Thank you very much.")).isTrue();
        assertThat(Valediction.endsWith("Right, let me go, the shop is full. Obrigado.")).isTrue();
        assertThat(Valediction.endsWith("We had to catch the early train, so we missed the talk.")).isFalse();
        assertThat(Valediction.endsWith("The guard would not let me go through the gate.")).isFalse();
    }
}
