package org.interviewworkbench.language.llm;

import dev.langchain4j.model.anthropic.AnthropicChatModel;
import dev.langchain4j.model.anthropic.AnthropicStreamingChatModel;
import dev.langchain4j.model.chat.Capability;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.StreamingChatModel;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.langchain4j.model.ollama.OllamaStreamingChatModel;
import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.langchain4j.model.openai.OpenAiStreamingChatModel;
import java.util.Set;

/**
 * Builds the LangChain4j chat model of one task. LangChain4j's own retries are off ({@code maxRetries(0)}: it
 * retries with a fixed delay); {@link StructuredCall} retries with exponential backoff instead. Request and
 * response logging is off so neither prompts nor keys reach the logs.
 */
public class ChatModelFactory {

    /** Key sent to loopback OpenAI-compatible servers (LM Studio, vLLM) that need none. */
    static final String NO_KEY = "not-needed";

    /**
     * The chat model for {@code settings}.
     *
     * @param apiKey the provider key; {@code null} for Ollama and loopback OpenAI-compatible servers
     */
    public ChatModel create(TaskModelSettings settings, String apiKey) {
        boolean schema = settings.effectiveOutputMode() == OutputMode.JSON_SCHEMA;
        Set<Capability> capabilities = schema ? Set.of(Capability.RESPONSE_FORMAT_JSON_SCHEMA) : Set.of();
        return switch (settings.provider()) {
            case OPENAI -> OpenAiChatModel.builder()
                    .baseUrl(settings.baseUrl())
                    .apiKey(apiKey == null ? NO_KEY : apiKey)
                    .modelName(settings.model())
                    .temperature(settings.temperature())
                    .maxTokens(settings.maxTokens())
                    .timeout(settings.timeout())
                    .maxRetries(0)
                    .supportedCapabilities(capabilities)
                    .strictJsonSchema(schema)
                    .logRequests(false)
                    .logResponses(false)
                    .build();
            case ANTHROPIC -> AnthropicChatModel.builder()
                    .baseUrl(settings.baseUrl())
                    .apiKey(apiKey)
                    .modelName(settings.model())
                    .temperature(settings.temperature())
                    .maxTokens(settings.maxTokens())
                    .timeout(settings.timeout())
                    .maxRetries(0)
                    .supportedCapabilities(capabilities)
                    .logRequests(false)
                    .logResponses(false)
                    .build();
            case OLLAMA -> OllamaChatModel.builder()
                    .baseUrl(settings.baseUrl())
                    .modelName(settings.model())
                    .temperature(settings.temperature())
                    .numPredict(settings.maxTokens())
                    .timeout(settings.timeout())
                    .maxRetries(0)
                    .supportedCapabilities(capabilities)
                    .logRequests(false)
                    .logResponses(false)
                    .build();
        };
    }

    /**
     * The streaming chat model for {@code settings} (the follow-up question, shown as it is generated). Plain text
     * only; no retries (a broken stream falls back to the blocking call, which retries).
     *
     * @param apiKey as for {@link #create}
     */
    public StreamingChatModel createStreaming(TaskModelSettings settings, String apiKey) {
        return switch (settings.provider()) {
            case OPENAI -> OpenAiStreamingChatModel.builder()
                    .baseUrl(settings.baseUrl())
                    .apiKey(apiKey == null ? NO_KEY : apiKey)
                    .modelName(settings.model())
                    .temperature(settings.temperature())
                    .maxTokens(settings.maxTokens())
                    .timeout(settings.timeout())
                    .logRequests(false)
                    .logResponses(false)
                    .build();
            case ANTHROPIC -> AnthropicStreamingChatModel.builder()
                    .baseUrl(settings.baseUrl())
                    .apiKey(apiKey)
                    .modelName(settings.model())
                    .temperature(settings.temperature())
                    .maxTokens(settings.maxTokens())
                    .timeout(settings.timeout())
                    .logRequests(false)
                    .logResponses(false)
                    .build();
            case OLLAMA -> OllamaStreamingChatModel.builder()
                    .baseUrl(settings.baseUrl())
                    .modelName(settings.model())
                    .temperature(settings.temperature())
                    .numPredict(settings.maxTokens())
                    .timeout(settings.timeout())
                    .logRequests(false)
                    .logResponses(false)
                    .build();
        };
    }
}
