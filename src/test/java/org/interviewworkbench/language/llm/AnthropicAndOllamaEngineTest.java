package org.interviewworkbench.language.llm;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.RubricScores;
import org.interviewworkbench.engine.port.TaskResult;
import org.interviewworkbench.language.llm.FakeLlmServer.Step;
import org.junit.jupiter.api.Test;

/** The real AnthropicChatModel and OllamaChatModel against loopback fakes of their wire formats. */
class AnthropicAndOllamaEngineTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String EXTRACTION_JSON = "{\"concepts\":[{\"text\":\"creamy texture\",\"node_type\":"
            + "\"attribute\",\"confidence\":0.9,\"source_quote\":\"so creamy\"}],\"relationships\":[]}";
    private static final String ANSWER = "It is so creamy that I enjoy it every morning.";

    private final List<Long> sleeps = new ArrayList<>();

    private LlmLanguageEngine engine(String id, FakeLlmServer server) {
        LlmSettings settings = Fixtures.settings("openai", server.baseUrl())
                .withOverrides(new CliOverrides(id, server.baseUrl(), null));
        return new LlmLanguageEngine(id, settings, new ChatModelFactory(), new Fixtures.FixedEngine(), sleeps::add);
    }

    @Test
    void anthropic_extraction_sends_the_key_header_a_json_schema_and_parses_the_reply() throws Exception {
        try (FakeLlmServer server = new FakeLlmServer(FakeLlmServer.Wire.ANTHROPIC);
             LogCapture logs = new LogCapture()) {
            server.script(Step.ok("```json\n" + EXTRACTION_JSON + "\n```"));

            TaskResult<Extraction> result = engine("anthropic", server).extract(Fixtures.extractionRequest(ANSWER));

            FakeLlmServer.Recorded request = server.lastRequest();
            JsonNode body = JSON.readTree(request.body());
            assertThat(request.path()).isEqualTo("/v1/messages");
            assertThat(request.headers().get("X-api-key")).containsExactly(Fixtures.ANTHROPIC_SECRET);
            assertThat(body.get("model").asText()).isEqualTo("claude-sonnet-4-6");
            assertThat(body.toString()).contains("attribute: a concrete product feature", "<respondent_answer>");
            assertThat(body.has("output_config") || body.has("output_format")).as(body.toString()).isTrue();
            assertThat(result.degraded()).isFalse();
            assertThat(result.value().concepts()).extracting(Extraction.Concept::text).containsExactly("creamy texture");
            assertThat(result.usage().inputTokens()).isEqualTo(120);
            assertThat(result.usage().model()).isEqualTo("claude-haiku-4-5");
            assertThat(logs.text()).doesNotContain(Fixtures.ANTHROPIC_SECRET);
        }
    }

    @Test
    void anthropic_429_then_success_and_persistent_500_fallback() throws Exception {
        try (FakeLlmServer server = new FakeLlmServer(FakeLlmServer.Wire.ANTHROPIC)) {
            server.script(Step.status(429), Step.ok("{\"certainty\":{\"score\":4,\"rationale\":\"firm\"}}"));
            LlmLanguageEngine engine = engine("anthropic", server);

            TaskResult<RubricScores> ok = engine.rate(new org.interviewworkbench.engine.port.RatingRequest(
                    "q?", "I am sure.", List.of("certainty")));
            assertThat(ok.degraded()).isFalse();
            assertThat(ok.value().scores()).containsEntry("certainty", 4);

            server.script(Step.status(500));
            TaskResult<RubricScores> failed = engine.rate(Fixtures.ratingRequest());
            assertThat(failed.degradedReason())
                    .isEqualTo("anthropic signal scoring failed after 3 attempts (HTTP 500); offline engine used");
        }
    }

    @Test
    void anthropic_401_is_not_retried() throws Exception {
        try (FakeLlmServer server = new FakeLlmServer(FakeLlmServer.Wire.ANTHROPIC)) {
            server.script(Step.status(401));

            TaskResult<String> result = engine("anthropic", server).followUpQuestion(Fixtures.followUpRequest());

            assertThat(server.requests()).hasSize(1);
            assertThat(result.degradedReason()).contains("(HTTP 401)");
        }
    }

    @Test
    void ollama_extraction_uses_json_format_and_needs_no_key() throws Exception {
        try (FakeLlmServer server = new FakeLlmServer(FakeLlmServer.Wire.OLLAMA)) {
            server.script(Step.ok("<think>reasoning here</think>" + EXTRACTION_JSON));

            TaskResult<Extraction> result = engine("ollama", server).extract(Fixtures.extractionRequest(ANSWER));

            FakeLlmServer.Recorded request = server.lastRequest();
            JsonNode body = JSON.readTree(request.body());
            assertThat(request.path()).isEqualTo("/api/chat");
            assertThat(body.get("model").asText()).isEqualTo("llama3.1:8b");
            assertThat(body.get("format").asText()).isEqualTo("json");
            assertThat(request.headers()).doesNotContainKey("Authorization");
            assertThat(result.value().concepts()).hasSize(1);
            assertThat(result.usage().outputTokens()).isEqualTo(30);
        }
    }

    @Test
    void ollama_500_twice_then_success_and_malformed_json_repair() throws Exception {
        try (FakeLlmServer server = new FakeLlmServer(FakeLlmServer.Wire.OLLAMA)) {
            server.script(Step.status(500), Step.status(500), Step.ok("{not json"), Step.ok(EXTRACTION_JSON));

            TaskResult<Extraction> result = engine("ollama", server).extract(Fixtures.extractionRequest(ANSWER));

            assertThat(result.degraded()).isFalse();
            assertThat(server.requests()).hasSize(4);
            assertThat(sleeps).containsExactly(1000L, 2000L);
        }
    }
}
