package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Through the real command line: a respondent who says goodbye is asked the close once, and when they answer it
 * with nothing more the interview ends on the thank-you, instead of asking the close again.
 */
class InterviewEndsOnCloseTest {

    @Test
    void a_close_answered_with_a_goodbye_ends_the_interview_on_the_thank_you(@TempDir Path tmp) throws Exception {
        Path answers = tmp.resolve("answers.txt");
        Files.writeString(answers, String.join("\n\n",
                "Lidl, Aldi and the big Tesco, mostly.",
                "Lidl and Aldi are cheap and quick, whereas Tesco has everything but takes ages.",
                "That's it really, nothing else. Thanks, bye!",
                "No, no questions. Thanks!"));
        Path out = tmp.resolve("out");
        CliRun run = CliRun.run(TestApp.factory(tmp), "interview", "--methodology", "repertory_grid", "--concept",
                "src/test/resources/corpus/heldout23/rg-budgetairlines/concept.yaml", "--answers", answers.toString(),
                "--db", InterviewEndToEndTest.memDb(), "--out", out.toString());
        assertThat(run.exitCode).as(run.toString()).isZero();
        JsonNode turns = new ObjectMapper().readTree(out.resolve("session.json").toFile()).path("turns");
        List<String> asked = new ArrayList<>();
        turns.forEach(t -> asked.add(t.path("next_question").asText()));
        JsonNode last = turns.get(turns.size() - 1);
        assertThat(asked.get(2)).as("the goodbye is answered by the close").contains("before we");
        assertThat(last.path("should_continue").asBoolean()).isFalse();
        assertThat(last.path("termination_reason").asText()).isEqualTo("respondent_ended");
        assertThat(last.path("next_question").asText()).as("thanks, no second close").doesNotContain("?")
                .startsWith("Thank you");
    }
}
