package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.ExtractionRequest;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, round 7: a feeling given in a word is asked what caused it, a dislike said next to a neutral clause makes
 * it a pain, a detail the respondent took back is not kept, and a time is not a concept.
 */
class FeelingDislikeCorrectionTest {

    private static final MethodologyConfig CI = Methodologies.load("critical_incident");
    private static final MethodologyConfig MEC = Methodologies.load("means_end_chain");
    private static final Concept APPEAL = Methodologies.concept("Appealing a fine",
            "How people experienced appealing a fine");
    private static final Concept BLENDER = Methodologies.concept("A kitchen blender",
            "Why people choose a kitchen blender");

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    @Test
    void a_retracted_detail_is_dropped_and_the_correction_kept() {
        assertThat(SelfCorrection.apply("It was the supermarket car park, no wait, the retail park next to it."))
                .isEqualTo("It was the retail park next to it.");
        assertThat(SelfCorrection.apply("We went on Tuesday, no, Wednesday.")).isEqualTo("We went on Wednesday.");
        assertThat(SelfCorrection.apply("I'd give it a 4, no, a 3.")).isEqualTo("I'd give it a 3.");
        assertThat(SelfCorrection.apply("It's cheaper to run than the oven... well, than the big oven."))
                .isEqualTo("It's cheaper to run than the big oven.");
    }

    @Test
    void a_cue_without_a_matching_repair_leaves_the_answer_as_it_is() {
        for (String text : List.of("No, not really.", "I liked the price, well, the staff were nice too.",
                "It was fine. Well, the delivery was late.", "Well, I guess it helps.",
                "I paid the fee, no questions asked.")) {
            assertThat(SelfCorrection.apply(text)).as(text).isEqualTo(text);
        }
    }

    @Test
    void the_graph_never_keeps_the_detail_the_respondent_took_back() {
        var x = engine.extract(new ExtractionRequest(CI, APPEAL,
                "I'd parked at the supermarket car park, no wait, the retail park, and the ticket came a week later.",
                "u1", "What happened?", null, null, List.of(), List.of(), null)).value();
        assertThat(Extractions.labels(x)).isNotEmpty().noneMatch(l -> l.contains("supermarket"));
    }

    @Test
    void a_time_alone_is_not_a_concept() {
        assertThat(LabelCleaner.timeOnly("nights".split(" "))).isTrue();
        assertThat(LabelCleaner.timeOnly("last march".split(" "))).isTrue();
        assertThat(LabelCleaner.timeOnly("tuesday morning".split(" "))).isTrue();
        assertThat(LabelCleaner.timeOnly("dinner".split(" "))).isFalse();
        assertThat(LabelCleaner.timeOnly("night shifts".split(" "))).isFalse();
        assertThat(LabelCleaner.timeOnly("the morning rush".split(" "))).isFalse();
    }

    @Test
    void a_filler_or_a_number_alone_is_not_a_concept() {
        assertThat(LabelCleaner.fillerOrNumber("hmm".split(" "))).isTrue();
        assertThat(LabelCleaner.fillerOrNumber("the forty-three".split(" "))).isTrue();
        assertThat(LabelCleaner.fillerOrNumber("43".split(" "))).isTrue();
        assertThat(LabelCleaner.fillerOrNumber("forty minutes on hold".split(" "))).isFalse();
        assertThat(LabelCleaner.fillerOrNumber("the price".split(" "))).isFalse();
    }

    @Test
    void a_short_closing_sentence_ends_the_thread_even_with_an_aside_after_it() {
        assertThat(WrapUpQuestions.nothingMore("I think that's it. He's asleep on the radiator as you speak."))
                .isTrue();
        assertThat(WrapUpQuestions.nothingMore("We sorted the forms in a week. That's about it, really.")).isTrue();
        assertThat(WrapUpQuestions.nothingMore("That's it exactly, the whole point of the plan is that you never "
                + "run out of ink and never think about it.")).isFalse();
    }

    @Test
    void a_feeling_in_a_word_is_read_and_a_statement_is_not() {
        assertThat(FeelingAnswer.feeling("Furious.")).isTrue();
        assertThat(FeelingAnswer.feeling("Anxious, a bit. We'd paid the deposit.")).isTrue();
        assertThat(FeelingAnswer.feeling("Relieved. Mostly smug.")).isTrue();
        assertThat(FeelingAnswer.feeling("Honestly relieved.")).isTrue();
        assertThat(FeelingAnswer.feeling("If I'm honest, it's dread. I feel like I'll get it wrong.")).isTrue();
        assertThat(FeelingAnswer.feeling("It was fine, the second time.")).isFalse();
        assertThat(FeelingAnswer.feeling("The staff were furious with me.")).isFalse();
        assertThat(FeelingAnswer.feeling("Not really.")).isFalse();
        assertThat(FeelingAnswer.evaluation("install day was brilliant")).contains("brilliant");
        assertThat(FeelingAnswer.evaluation("it wasn't awful")).isEmpty();
    }

    @Test
    void a_feeling_and_a_trouble_read_negation_the_same_way() {
        for (String text : List.of("the hearing was less stressful than I feared", "it wasn't awful",
                "I never felt stressed about it", "without any stress at all")) {
            assertThat(FeelingAnswer.evaluation(text)).as(text).isEmpty();
            assertThat(FocusKind.troubled(text)).as(text).isFalse();
        }
        assertThat(FeelingAnswer.evaluation("the hearing was stressful")).contains("stressful");
        assertThat(FocusKind.troubled("the hearing was stressful")).isTrue();
        Strategy emotions = byIntent(CI, "emotions");
        String answer = "In the end the hearing was less stressful than I feared.";
        for (long seed = 0; seed < 6; seed++) {
            String q = engine.followUpQuestion(new FollowUpRequest(CI, APPEAL, emotions, "hearing", "incident",
                    answer, List.of(), "", List.of(), List.of("What happened at the hearing?"), false, 0, seed,
                    "the hearing was less stressful than I feared", answer)).value();
            assertThat(q).as("seed %d", seed).doesNotContain("so stressful");
        }
    }

    @Test
    void after_a_feeling_in_a_word_the_question_asks_what_caused_it() {
        for (String intent : List.of("story", "cause", "emotions")) {
            Strategy s = byIntent(CI, intent);
            for (long seed = 0; seed < 6; seed++) {
                String q = engine.followUpQuestion(new FollowUpRequest(CI, APPEAL, s, "fine arrived", "incident",
                        "Furious.", List.of(), "", List.of(), List.of(), false, 0, seed,
                        "the fine arrived two weeks later", "Then the fine arrived two weeks later.")).value();
                assertThat(q).as("%s, seed %d", intent, seed).isIn(FocusFreeQuestions.AFTER_FEELING);
            }
        }
    }

    @Test
    void a_feeling_in_a_word_is_followed_up_before_the_subject_changes() {
        for (String intent : List.of("explore", "revitalize")) {
            Strategy s = byIntent(MEC, intent);
            for (String answer : List.of("Furious.", "Gutted, honestly.", "Sick. Properly sick.",
                    "Horrible. Honestly.")) {
                for (long seed = 0; seed < 6; seed++) {
                    String q = engine.followUpQuestion(new FollowUpRequest(MEC, BLENDER, s, "lid cracked",
                            "attribute", answer, List.of(), "", List.of(), List.of("How did you feel when the lid "
                            + "cracked?"), false, 0, seed, "the lid cracked", "The lid cracked on day two."))
                            .value();
                    assertThat(q).as("%s, %s, seed %d", intent, answer, seed)
                            .isIn(FocusFreeQuestions.AFTER_FEELING)
                            .doesNotContain("Switching gears", "what else", "What else");
                }
            }
        }
    }

    @Test
    void a_feeling_already_followed_up_is_not_asked_about_again() {
        Strategy explore = byIntent(MEC, "explore");
        for (long seed = 0; seed < 6; seed++) {
            String q = engine.followUpQuestion(new FollowUpRequest(MEC, BLENDER, explore, "lid cracked",
                    "attribute", "Angry, mostly.", List.of(), "", List.of(),
                    List.of("How did you feel when the lid cracked?", "What made you feel that way?"), false, 0,
                    seed, "the lid cracked", "The lid cracked on day two.")).value();
            assertThat(q).as("seed %d", seed).isNotIn(FocusFreeQuestions.AFTER_FEELING);
        }
    }

    @Test
    void a_dislike_said_next_to_a_neutral_clause_is_asked_as_a_pain() {
        assertThat(Dislike.of("it makes the dog bolt", "It's loud. It makes the dog bolt. I don't like that at all."))
                .isTrue();
        assertThat(Dislike.of("the app", "You book through the app, which I can't stand.")).isTrue();
        assertThat(Dislike.of("the packaging is all plastic", "If the packaging is all plastic that's a no for me."))
                .isTrue();
        assertThat(Dislike.of("it makes smoothies", "It makes smoothies. I don't mind the noise.")).isFalse();
        for (long seed = 0; seed < 8; seed++) {
            String answer = "It's loud. It makes the dog bolt. I don't like that at all.";
            String q = engine.followUpQuestion(new FollowUpRequest(MEC, BLENDER, byIntent(MEC, "deepen"),
                    "dog bolt", "functional_consequence", answer, List.of(), "", List.of(),
                    List.of(), false, 0, seed, "It makes the dog bolt", answer)).value();
            assertThat(q).as("seed %d", seed).doesNotContain("get out of", "do for you", "give you",
                    "Why does that matter", "important to you", "care about");
        }
    }

    @Test
    void what_happened_next_is_never_asked_of_a_step_the_answer_has_already_told_past() {
        String answer = "So we went to the independent appeals service. They looked at the receipts and cancelled it "
                + "within a week.";
        Strategy next = CI.strategies().stream().filter(s -> "next_step".equals(s.intent())).findFirst().orElse(null);
        assertThat(next).as("critical incident has a next-step strategy").isNotNull();
        for (long seed = 0; seed < 8; seed++) {
            String q = engine.followUpQuestion(new FollowUpRequest(CI, APPEAL, next, "appeals service", "action",
                    answer, List.of(), "", List.of(), List.of(), false, 0, seed,
                    "we went to the independent appeals service", answer)).value();
            assertThat(q.toLowerCase()).as("seed %d", seed).doesNotContain("appeals service");
        }
    }

    private static Strategy byIntent(MethodologyConfig m, String intent) {
        return m.strategies().stream().filter(s -> intent.equals(s.intent())).findFirst()
                .orElseThrow(() -> new AssertionError(m.id() + " has no " + intent + " strategy"));
    }
}
