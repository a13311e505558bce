package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, "asks what was just answered" (stop 41): the question after an answer that already gave what the intended
 * question asks for (a reason, a feeling and its cause, an ending, a change wished) moves up the ladder or on to the
 * method's next move. Offline engine, shipped methodologies, sentences written for this test.
 */
class SuppliedAlreadyTest {

    private static String ladder(String label, String quote, String focusAnswer, String last, long seed) {
        MethodologyConfig m = Methodologies.load("means_end_chain");
        var s = m.strategies().stream().filter(x -> IntentClassifier.intent(x) == QuestionComposer.Intent.DEEPEN)
                .findFirst().orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, label, "attribute", last,
                List.of(), "", List.of(), List.of("What else do you look at?"), false, 0, seed, quote, focusAnswer,
                List.of(), List.of(), List.of(focusAnswer))).value();
    }

    @Test
    void a_focus_the_last_answer_takes_up_again_is_laddered_from_the_last_answers_reason() {
        String first = "Mostly a steel one. What I notice first is the strap, it has a proper grip on the wrist.";
        String last = "The strap, yes. A thin one feels cheap. With the leather one I feel dressed, even in a plain "
                + "shirt.";
        for (long seed = 1; seed <= 5; seed++) {
            String q = ladder("strap", "What I notice first is the strap", first, last, seed);
            assertThat(q).as("seed %d", seed).doesNotContain("notice first").contains("you feel dressed");
        }
    }

    @Test
    void a_why_told_in_one_sentence_after_the_focus_is_asked_why_it_matters_not_again_of_the_focus() {
        String last = "Glass jar, I guess. The plastic tubs give everything a funny smell after a while.";
        for (long seed = 1; seed <= 5; seed++) {
            String q = ladder("jar", "Glass jar", last, last, seed);
            assertThat(q).as("seed %d", seed).isIn("And why does that matter to you?",
                    "And why is that important to you?");
        }
    }

    @Test
    void a_refusal_under_a_condition_is_no_rung_to_climb_from() {
        assertThat(ToldWhy.rung("I paid forty for it in 2019. Now it is double because of the exchange rate. "
                + "I would not pay that today, no.", "exchange rate")).isNull();
    }

    @Test
    void a_feeling_whose_cause_follows_in_the_next_sentence_is_explained() {
        assertThat(FeelingAnswer.causeFollows("Pretty flat, to be honest. Three weeks when you can't work is "
                + "three weeks of no money.")).isTrue();
        assertThat(FeelingAnswer.causeFollows("Irritated. Not angry, irritated. Like death by paperwork.")).isTrue();
        assertThat(StoryCoverage.feelingExplained("Pretty flat, to be honest. Three weeks when you can't work is "
                + "three weeks of no money.")).isTrue();
        // a second feeling alone says nothing of what brought it on
        assertThat(FeelingAnswer.causeFollows("Relieved. Mostly smug.")).isFalse();
        assertThat(FeelingAnswer.causeFollows("Mortified. And angry at myself.")).isFalse();
        assertThat(SuppliedContent.of("Pretty flat, to be honest.", null)).contains(QuestionComposer.Intent.EMOTIONS);
    }

    @Test
    void a_condition_on_the_offer_with_any_verb_tells_the_change() {
        assertThat(ChangeTold.told("If they fix the price for families, and I can switch it off, then yes, I'd try "
                + "it.")).isTrue();
        assertThat(ChangeTold.told("If you ask me, I'd say it looks fine.")).isFalse();
    }

    @Test
    void a_generic_you_about_another_person_is_no_self_image_of_the_speaker() {
        assertThat(SelfImage.named("Because he's not stuck inside. He's eleven. At eleven you don't want to be the "
                + "sick one.")).isFalse();
        assertThat(SelfImage.named("At my age you don't want to be the sick one.")).isTrue();
        assertThat(SelfImage.named("He laughs, but I don't want to be the sick one.")).isTrue();
    }

    @Test
    void a_payment_told_without_its_subject_ends_the_incident() {
        assertThat(StoryCues.outcome("they said it was a mistake in the system. paid next friday, all £212."))
                .isTrue();
        assertThat(StoryCues.outcome("i got paid on the friday as usual, then i checked the payslip.")).isFalse();
    }
}
