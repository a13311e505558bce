package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * An answer that names the person the respondent is, or wants or refuses to be, has given its reason in the highest
 * terms the respondent has: the next ladder step confirms that top and moves on, in a means-end ladder and in a jobs
 * interview's motivation probe alike, never "Why is that important to you?" or "How does that affect you?" about what
 * was just explained. Offline engine, shipped methodologies, answers written for this test.
 */
class SelfImageTest {

    private String ask(String methodology, String strategy, String answer, String quote, long seed)
            throws Exception {
        MethodologyConfig m = Methodologies.load(methodology);
        var s = m.strategy(strategy).orElseThrow();
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, s, quote, null, answer, List.of(),
                "", List.of(), List.of("Why is that?"), false, 0, seed, quote, answer, List.of())).value();
    }

    private static List<String> confirmations() {
        return MethodFit.TOP.stream().map(t -> VariantChooser.finish(t.replace("{t}", "this topic")))
                .toList();
    }

    @Test
    void a_refused_self_in_a_reason_is_the_top_of_a_means_end_ladder() throws Exception {
        String answer = "Because my son gets to see his grandparents. If we skip it, I am the mother who never "
                + "makes time. I don't want to be that.";
        for (long seed = 1; seed <= 4; seed++) {
            String q = ask("means_end_chain", "deepen", answer, "see his grandparents", seed);
            assertThat(q).as("seed %d", seed).doesNotContainIgnoringCase("important")
                    .doesNotStartWith("Why").doesNotContainIgnoringCase("affect");
            assertThat(confirmations()).as("seed %d", seed).contains(q);
        }
    }

    @Test
    void a_jobs_motivation_probe_after_the_self_they_want_to_be_confirms_instead_of_asking_the_effect()
            throws Exception {
        String answer = "Honestly it's the planning. I am a careful person, not a person who leaves it to luck.";
        String q = ask("jobs_to_be_done", "dig_motivation", answer, "planning", 2);
        assertThat(q).doesNotContainIgnoringCase("affect").doesNotContainIgnoringCase("important");
        assertThat(confirmations()).contains(q);
    }

    @Test
    void an_action_or_a_job_wished_for_is_no_self_image_and_the_ladder_climbs_on() throws Exception {
        assertThat(SelfImage.named("I don't want to be spraying chemicals where she plays.")).isFalse();
        assertThat(SelfImage.named("Because I want to be a primary teacher, maybe.")).isFalse();
        assertThat(SelfImage.named("I'm a morning person, so I book the early flights.")).isFalse();
        String q = ask("means_end_chain", "deepen", "Because the early flight is cheaper, so I'm not paying for the "
                + "extra night.", "early flight is cheaper", 3);
        assertThat(confirmations()).doesNotContain(q);
    }

    @Test
    void the_person_they_want_or_refuse_to_be_is_read_in_each_frame() {
        assertThat(SelfImage.named("I don't want to be the weak link.")).isTrue();
        assertThat(SelfImage.named("At eleven you want to be with your pals, you don't want to be the sick one."))
                .isTrue();
        assertThat(SelfImage.named("Being there. Being a dad who actually shows up.")).isTrue();
        assertThat(SelfImage.named("My wife says I look like a man who signs things.")).isTrue();
    }
}
