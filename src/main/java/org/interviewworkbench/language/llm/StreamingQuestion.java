package org.interviewworkbench.language.llm;

import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.StreamingChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.PartialResponse;
import dev.langchain4j.model.chat.response.PartialResponseContext;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;
import dev.langchain4j.model.chat.response.StreamingHandle;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.interviewworkbench.engine.pipeline.TurnCancelledException;
import org.interviewworkbench.engine.port.TokenSink;
import org.interviewworkbench.engine.port.TokenUsage;

/**
 * One streamed question call: sends the prompt to the task's streaming model, passes every partial text to the
 * sink, and blocks the calling thread until the reply is complete. Interrupting the calling thread cancels the
 * stream (a {@link TurnCancelledException}); an error from the model is a {@link StreamFailed}.
 */
final class StreamingQuestion {

    /** The complete streamed text and the tokens it cost. */
    record Streamed(String text, TokenUsage usage) {
    }

    /** The stream failed (connection, HTTP status, timeout); the caller falls back to the blocking call. */
    static final class StreamFailed extends RuntimeException {
        StreamFailed(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final Supplier<StreamingChatModel> factory;
    private final TaskModelSettings settings;
    private StreamingChatModel model;

    StreamingQuestion(Supplier<StreamingChatModel> factory, TaskModelSettings settings) {
        this.factory = factory;
        this.settings = settings;
    }

    private synchronized StreamingChatModel model() {
        if (model == null) {
            model = factory.get();
        }
        return model;
    }

    Streamed stream(String system, String user, TokenSink sink) {
        CompletableFuture<ChatResponse> done = new CompletableFuture<>();
        AtomicReference<StreamingHandle> handle = new AtomicReference<>();
        StringBuilder text = new StringBuilder();
        ChatRequest request = ChatRequest.builder().messages(SystemMessage.from(system), UserMessage.from(user))
                .build();
        model().chat(request, new StreamingChatResponseHandler() {
            @Override
            public void onPartialResponse(PartialResponse partial, PartialResponseContext context) {
                handle.compareAndSet(null, context.streamingHandle());
                onPartialResponse(partial.text());
            }

            @Override
            public void onPartialResponse(String partial) {
                if (partial == null || done.isDone()) {
                    return;
                }
                synchronized (text) {
                    text.append(partial);
                }
                sink.token(partial);
            }

            @Override
            public void onCompleteResponse(ChatResponse response) {
                done.complete(response);
            }

            @Override
            public void onError(Throwable error) {
                done.completeExceptionally(error);
            }
        });
        ChatResponse response;
        try {
            response = done.get();
        } catch (InterruptedException e) {
            StreamingHandle h = handle.get();
            if (h != null) {
                h.cancel();
            }
            done.cancel(true);
            Thread.currentThread().interrupt();
            throw new TurnCancelledException("question_generation stream cancelled");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new StreamFailed(StructuredCall.classify(cause).reason(), cause); // never the response body
        }
        String full = response != null && response.aiMessage() != null && response.aiMessage().text() != null
                ? response.aiMessage().text() : text.toString();
        return new Streamed(full, usageOf(response));
    }

    private TokenUsage usageOf(ChatResponse response) {
        if (response == null || response.tokenUsage() == null) {
            return new TokenUsage(settings.model(), 0, 0);
        }
        var u = response.tokenUsage();
        return new TokenUsage(response.modelName() != null ? response.modelName() : settings.model(),
                u.inputTokenCount() == null ? 0 : u.inputTokenCount(),
                u.outputTokenCount() == null ? 0 : u.outputTokenCount());
    }
}
