package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A concept of another methodology, or a scenario of another concept, is refused before any work (exit 2). */
class MismatchRefusalTest {

    @TempDir
    Path tmp;

    @Test
    void an_interview_with_a_concept_of_another_methodology_is_refused_naming_both() {
        CliRun run = CliRun.run(TestApp.factory(tmp), "interview", "--methodology", "concept_testing", "--concept",
                "gym_membership_cjm", "--answers", "src/test/resources/answers/oat-milk-mec.txt", "--db",
                InterviewEndToEndTest.memDb(), "--out", tmp.resolve("out").toString());
        assertThat(run.exitCode).isEqualTo(2);
        assertThat(run.err.strip()).isEqualTo("error: concept gym_membership_cjm is for methodology "
                + "customer_journey_mapping, not concept_testing (use --methodology customer_journey_mapping, or a "
                + "concept of concept_testing)");
        assertThat(tmp.resolve("out")).doesNotExist();
    }

    @Test
    void a_simulation_with_a_scenario_of_another_concept_is_refused_naming_both() {
        CliRun run = CliRun.run(TestApp.factory(tmp), "simulate", "--methodology", "means_end_chain", "--concept",
                "oat_milk_mec", "--persona", "baseline_cooperative", "--scenario", "protein_bar_ct_1", "--turns", "3",
                "--seed", "1", "--out", tmp.resolve("sim").toString());
        assertThat(run.exitCode).isEqualTo(2);
        assertThat(run.err.strip()).contains("scenario protein_bar_ct_1 is about concept protein_bar_ct, not "
                + "oat_milk_mec").doesNotContain("\n");
        assertThat(tmp.resolve("sim")).doesNotExist();
    }
}
