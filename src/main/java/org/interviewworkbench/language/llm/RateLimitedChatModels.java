package org.interviewworkbench.language.llm;

import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.StreamingChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;

/**
 * The chat models of another factory, each request first waiting for one shared {@link RateLimiter} (the
 * {@code requests_per_minute} setting). Every task's model and the streamed question share the limiter, so the limit
 * holds for the whole engine, e.g. across the parallel runs of {@code simulate --parallel P}.
 */
final class RateLimitedChatModels extends ChatModelFactory {

    private final ChatModelFactory delegate;
    private final RateLimiter limiter;

    RateLimitedChatModels(ChatModelFactory delegate, RateLimiter limiter) {
        this.delegate = delegate;
        this.limiter = limiter;
    }

    @Override
    public ChatModel create(TaskModelSettings settings, String apiKey) {
        ChatModel model = delegate.create(settings, apiKey);
        return new ChatModel() {
            @Override
            public ChatResponse chat(ChatRequest request) {
                limiter.acquire();
                return model.chat(request);
            }

            @Override
            public java.util.Set<dev.langchain4j.model.chat.Capability> supportedCapabilities() {
                return model.supportedCapabilities();
            }
        };
    }

    @Override
    public StreamingChatModel createStreaming(TaskModelSettings settings, String apiKey) {
        StreamingChatModel model = delegate.createStreaming(settings, apiKey);
        return new StreamingChatModel() {
            @Override
            public void chat(ChatRequest request, StreamingChatResponseHandler handler) {
                limiter.acquire();
                model.chat(request, handler);
            }
        };
    }
}
