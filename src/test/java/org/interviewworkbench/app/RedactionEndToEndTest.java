package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * design.md "What leaves the laptop" against a loopback OpenAI-compatible fake that records every request body:
 * with {@code --redact on} no personal datum reaches the server, the graph and transcript show the real words and
 * every request is in {@code egress}; under {@code auto} a loopback server gets the text as it is.
 */
class RedactionEndToEndTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    static final String ANSWERS = """
            I switched to oat milk when my wife Anna Schmidt got pregnant; we live at 12 Baker Street, London NW1 6XE.

            Anna says the barista at Brightwater Coffee Ltd froths it best. Email me at anna.schmidt@example.org or \
            call 07700 900123, or our German line +49 30 12345678, or (415) 555-0100 in the US.

            I pay with my card 4111 1111 1111 1111 and I was born on 14/03/1985, so I remember the price went up.
            """;

    static final List<String> PERSONAL = List.of("Anna", "Schmidt", "12 Baker Street", "NW1 6XE", "Brightwater",
            "anna.schmidt@example.org", "07700 900123", "+49 30 12345678", "(415) 555-0100", "4111 1111 1111 1111",
            "14/03/1985");

    private FakeOpenAiServer server;
    private int questions;

    @BeforeEach
    void start() throws IOException {
        server = FakeOpenAiServer.start(this::reply);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private CliRun interview(Path tmp, String redact) throws IOException {
        Path answers = tmp.resolve("answers.txt");
        Files.writeString(answers, ANSWERS);
        List<String> args = new ArrayList<>(List.of("interview", "--methodology", "means_end_chain", "--concept",
                "oat_milk_mec", "--answers", answers.toString(), "--engine", "openai", "--base-url", server.baseUrl(),
                "--model", "test-model", "--db", InterviewEndToEndTest.memDb(), "--out", tmp.resolve("out").toString()));
        if (redact != null) {
            args.add("--redact");
            args.add(redact);
        }
        return CliRun.run(TestApp.factory(tmp), args.toArray(String[]::new));
    }

    @Test
    void with_redaction_on_no_personal_datum_leaves_and_the_graph_shows_the_real_words(@TempDir Path tmp)
            throws IOException {
        CliRun run = interview(tmp, "on");
        assertThat(run.exitCode).as(run.toString()).isZero();
        assertThat(server.requests()).isNotEmpty();
        for (JsonNode request : server.requests()) {
            String body = request.toString();
            for (String p : PERSONAL) {
                assertThat(body).as("request must not contain " + p).doesNotContain(p);
            }
        }
        assertThat(server.requests().toString()).contains("[PERSON_1]").contains("[EMAIL_1]").contains("[PHONE_1]")
                .contains("[ADDRESS_1]").contains("[ID_1]");

        JsonNode session = JSON.readTree(tmp.resolve("out/session.json").toFile());
        List<String> labels = new ArrayList<>();
        session.path("graph").path("nodes").forEach(n -> labels.add(n.path("label").asText()));
        assertThat(labels).contains("time with Anna Schmidt");
        assertThat(labels.toString()).doesNotContain("[PERSON");
        assertThat(session.path("turns").get(0).path("answer").asText()).contains("Anna Schmidt");
        assertThat(Files.readString(tmp.resolve("out/transcript.md"))).contains("anna.schmidt@example.org")
                .doesNotContain("[EMAIL_1]");

        JsonNode egress = session.path("egress");
        assertThat(egress.size()).isEqualTo(server.requests().size());
        JsonNode first = egress.get(0);
        assertThat(first.path("provider").asText()).isEqualTo("openai");
        assertThat(first.path("host").asText()).isEqualTo("127.0.0.1");
        assertThat(first.path("model").asText()).isEqualTo("test-model");
        assertThat(first.path("task").asText()).isNotBlank();
        assertThat(first.path("chars").asInt()).isPositive();
        assertThat(first.has("at")).isTrue();
        int persons = 0;
        for (JsonNode e : egress) {
            persons += e.path("redactions").path("PERSON").asInt();
        }
        assertThat(persons).isPositive();
    }

    @Test
    void under_auto_a_loopback_server_is_not_redacted_but_still_logged(@TempDir Path tmp) throws IOException {
        CliRun run = interview(tmp, null);
        assertThat(run.exitCode).as(run.toString()).isZero();
        assertThat(server.requests().toString()).contains("Anna Schmidt").doesNotContain("[PERSON_1]");
        JsonNode session = JSON.readTree(tmp.resolve("out/session.json").toFile());
        assertThat(session.path("egress").size()).isEqualTo(server.requests().size());
        assertThat(session.path("egress").get(0).path("redactions").size()).isZero();
    }

    @Test
    void an_unknown_redact_value_is_one_line_and_exit_2(@TempDir Path tmp) throws IOException {
        CliRun run = interview(tmp, "sometimes");
        assertThat(run.exitCode).isEqualTo(2);
        assertThat(run.err.strip()).isEqualTo("error: unknown --redact 'sometimes' (use auto, on or off)");
    }

    private String reply(String prompt) {
        if (prompt.contains("extracting a knowledge graph")) {
            String answer = FakeOpenAiServer.between(prompt, "<respondent_answer>", "</respondent_answer>");
            Matcher person = Pattern.compile("\\[PERSON_\\d+](?: \\[PERSON_\\d+])?|Anna Schmidt").matcher(answer);
            if (answer.contains("oat milk") && person.find()) {
                ObjectNode root = JSON.createObjectNode();
                ObjectNode c = root.putArray("concepts").addObject();
                c.put("text", "time with " + person.group());
                c.put("node_type", "psychosocial_consequence");
                c.put("confidence", 0.9);
                c.put("source_quote", answer.substring(0, Math.min(60, answer.length())));
                root.putArray("relationships");
                return root.toString();
            }
            return "{\"concepts\":[],\"relationships\":[]}";
        }
        if (prompt.contains("You rate one interview answer")) {
            ObjectNode scores = JSON.createObjectNode();
            for (String key : List.of("response_depth", "specificity", "certainty", "emotional_valence", "engagement",
                    "intellectual_engagement", "hedging_language")) {
                scores.putObject(key).put("score", 3).put("rationale", "scripted");
            }
            return scores.toString();
        }
        if (prompt.contains("grouping interview concepts")) {
            return "{\"groupings\":{}}";
        }
        return "What else matters to you about that? (" + (++questions) + ")";
    }
}
