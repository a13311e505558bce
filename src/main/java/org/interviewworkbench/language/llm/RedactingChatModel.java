package org.interviewworkbench.language.llm;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;

/**
 * A chat model that sends every request through its task's {@link EgressGate}: user and assistant messages (answer,
 * transcript, labels, quotes and the focus all travel there) are redacted when redaction is on, every request is
 * recorded in the egress log, and placeholders in the reply are restored before anyone reads it. The session's
 * redactor is shared by every task, so a value keeps its placeholder across tasks and turns.
 */
final class RedactingChatModel implements ChatModel {

    private final ChatModel delegate;
    private final EgressGate gate;

    RedactingChatModel(ChatModel delegate, EgressGate gate) {
        this.delegate = delegate;
        this.gate = gate;
    }

    @Override
    public ChatResponse chat(ChatRequest request) {
        ChatResponse response = delegate.chat(gate.outgoing(request));
        if (!gate.redacts() || response == null || response.aiMessage() == null
                || response.aiMessage().text() == null) {
            return response;
        }
        String restored = gate.restore(response.aiMessage().text());
        return new ChatResponse.Builder(response).aiMessage(AiMessage.from(restored)).build();
    }
}
