package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 11 "On record": the consent note and the redaction choice travel with the session. */
class ConsentRecordTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String NOTE = "R07 (Jane Doe) agreed on 2026-11-20 to an LLM-assisted interview, audio not kept";

    @Test
    void the_consent_note_and_the_redaction_choice_are_in_session_json_the_transcript_and_a_later_export(
            @TempDir Path tmp) throws Exception {
        Path answers = tmp.resolve("answers.txt");
        Files.writeString(answers, "I like oat milk because it is creamy, so it froths well.\n");
        String db = "jdbc:h2:" + tmp.resolve("db").toAbsolutePath();
        AppFactory app = TestApp.factory(tmp);
        CliRun run = CliRun.run(app, "interview", "--methodology", "means_end_chain", "--concept", "oat_milk_mec",
                "--answers", answers.toString(), "--consent", NOTE, "--db", db, "--out", tmp.resolve("out").toString());
        assertThat(run.exitCode).as(run.toString()).isZero();

        JsonNode meta = JSON.readTree(tmp.resolve("out/session.json").toFile()).path("metadata");
        assertThat(meta.path("consent").path("text").asText()).isEqualTo(NOTE);
        assertThat(meta.path("consent").path("recorded_at").asText()).matches("\\d{4}-\\d\\d-\\d\\dT.*Z");
        assertThat(meta.path("redact").asText()).isEqualTo("off");
        assertThat(Files.readString(tmp.resolve("out/transcript.md")))
                .contains("- Consent: " + NOTE + " (recorded ").contains("- Redaction: off");

        // stored with the session: a later export from the database shows the same
        String id = meta.path("session_id").asText();
        CliRun export = CliRun.run(TestApp.factory(tmp), "export", "--db", db, "--session", id, "--format", "json",
                "--out", tmp.resolve("export.json").toString());
        assertThat(export.exitCode).as(export.toString()).isZero();
        JsonNode exported = JSON.readTree(tmp.resolve("export.json").toFile()).path("metadata");
        assertThat(exported.path("consent")).isEqualTo(meta.path("consent"));
        assertThat(exported.path("redact").asText()).isEqualTo("off");
    }

    @Test
    void without_a_note_consent_is_null_but_the_redaction_choice_of_the_llm_engine_is_kept(@TempDir Path tmp)
            throws Exception {
        try (FakeOpenAiServer server = FakeOpenAiServer.start(prompt -> prompt.contains("You rate")
                ? "{\"response_depth\":{\"score\":3,\"rationale\":\"x\"}}" : "{\"concepts\":[],\"relationships\":[]}")) {
            Path answers = tmp.resolve("answers.txt");
            Files.writeString(answers, "I like oat milk because it is creamy.\n");
            CliRun run = CliRun.run(TestApp.factory(tmp), "interview", "--methodology", "means_end_chain",
                    "--concept", "oat_milk_mec", "--answers", answers.toString(), "--engine", "openai",
                    "--base-url", server.baseUrl(), "--model", "test-model", "--redact", "on",
                    "--db", InterviewEndToEndTest.memDb(), "--out", tmp.resolve("out").toString());
            assertThat(run.exitCode).as(run.toString()).isZero();
            JsonNode meta = JSON.readTree(tmp.resolve("out/session.json").toFile()).path("metadata");
            assertThat(meta.path("consent").isNull()).isTrue();
            assertThat(meta.path("redact").asText()).isEqualTo("on");
        }
    }

    @Test
    void a_simulation_records_the_note_with_its_session_too(@TempDir Path tmp) throws Exception {
        CliRun run = CliRun.run(TestApp.factory(tmp), "simulate", "--methodology", "means_end_chain", "--concept",
                "oat_milk_mec", "--persona", "baseline_cooperative", "--turns", "2", "--seed", "7", "--consent",
                "synthetic respondent, no consent needed", "--out", tmp.resolve("sim").toString());
        assertThat(run.exitCode).as(run.toString()).isZero();
        JsonNode meta = JSON.readTree(tmp.resolve("sim/session.json").toFile()).path("metadata");
        assertThat(meta.path("consent").path("text").asText()).isEqualTo("synthetic respondent, no consent needed");
        assertThat(meta.path("redact").asText()).isEqualTo("off");
    }
}
