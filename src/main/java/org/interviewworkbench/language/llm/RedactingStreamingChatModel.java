package org.interviewworkbench.language.llm;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.model.chat.StreamingChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.PartialResponse;
import dev.langchain4j.model.chat.response.PartialResponseContext;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;

/**
 * The streaming twin of {@link RedactingChatModel}: the request goes through the task's {@link EgressGate}, and
 * every partial response is restored through a {@link PlaceholderStreamBuffer}, so a placeholder split across
 * tokens reaches the handler as the real value, whole. The complete response is restored too.
 */
final class RedactingStreamingChatModel implements StreamingChatModel {

    private final StreamingChatModel delegate;
    private final EgressGate gate;

    RedactingStreamingChatModel(StreamingChatModel delegate, EgressGate gate) {
        this.delegate = delegate;
        this.gate = gate;
    }

    @Override
    public void chat(ChatRequest request, StreamingChatResponseHandler handler) {
        PlaceholderStreamBuffer buffer = new PlaceholderStreamBuffer(gate::restore);
        delegate.chat(gate.outgoing(request), new StreamingChatResponseHandler() {
            @Override
            public void onPartialResponse(PartialResponse partial, PartialResponseContext context) {
                String ready = buffer.push(partial.text());
                if (!ready.isEmpty()) {
                    handler.onPartialResponse(new PartialResponse(ready), context);
                }
            }

            @Override
            public void onPartialResponse(String text) {
                String ready = buffer.push(text);
                if (!ready.isEmpty()) {
                    handler.onPartialResponse(ready);
                }
            }

            @Override
            public void onCompleteResponse(ChatResponse response) {
                String rest = buffer.flush();
                if (!rest.isEmpty()) {
                    handler.onPartialResponse(rest);
                }
                if (!gate.redacts() || response == null || response.aiMessage() == null
                        || response.aiMessage().text() == null) {
                    handler.onCompleteResponse(response);
                    return;
                }
                handler.onCompleteResponse(new ChatResponse.Builder(response)
                        .aiMessage(AiMessage.from(gate.restore(response.aiMessage().text()))).build());
            }

            @Override
            public void onError(Throwable error) {
                handler.onError(error);
            }
        });
    }
}
