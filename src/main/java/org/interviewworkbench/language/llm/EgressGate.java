package org.interviewworkbench.language.llm;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.request.ChatRequest;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.interviewworkbench.engine.port.EgressEntry;
import org.interviewworkbench.language.privacy.PiiKind;
import org.interviewworkbench.language.privacy.PiiRedactor;

/**
 * What every request of one task passes on its way out: user and assistant messages are redacted when redaction is
 * on (the system message is the product's own instructions and the methodology's text, never respondent data), the
 * request is recorded in the egress log, and placeholders in what comes back are restored. Shared by the blocking
 * and the streaming chat model of a task.
 */
final class EgressGate {

    private final PiiRedactor redactor;
    private final EgressRecorder recorder;
    private final boolean redact;
    private final String provider;
    private final String host;
    private final String model;
    private final String task;
    private final boolean remote;

    EgressGate(PiiRedactor redactor, EgressRecorder recorder, boolean redact, String provider, String host,
               String model, String task) {
        this.redactor = redactor;
        this.recorder = recorder;
        this.redact = redact;
        this.provider = provider;
        this.host = host;
        this.model = model;
        this.task = task;
        this.remote = !RedactMode.isLoopback(host);
    }

    boolean redacts() {
        return redact;
    }

    /** The request as it may leave the machine; recorded in the egress log. */
    ChatRequest outgoing(ChatRequest request) {
        List<ChatMessage> sent = new ArrayList<>();
        Map<String, Integer> counts = new TreeMap<>();
        StringBuilder all = new StringBuilder();
        for (ChatMessage m : request.messages()) {
            ChatMessage out = m;
            String text = textOf(m);
            if (text != null) {
                String t = text;
                if (redact && !(m instanceof SystemMessage)) {
                    PiiRedactor.Redacted r = redactor.redact(text);
                    t = r.text();
                    for (Map.Entry<PiiKind, Integer> e : r.counts().entrySet()) {
                        counts.merge(e.getKey().name(), e.getValue(), Integer::sum);
                    }
                }
                all.append(t);
                out = withText(m, t);
            }
            sent.add(out);
        }
        ChatRequest redacted = new ChatRequest.Builder(request).messages(sent).build();
        recorder.add(new EgressEntry(Instant.now(), provider, host, model, task, all.length(), counts, redact, remote,
                remote ? sha256(all.toString()) : null));
        return redacted;
    }

    /** Text from the model with this session's placeholders replaced by the real values. */
    String restore(String text) {
        return redact && text != null ? redactor.restore(text) : text;
    }

    private static String textOf(ChatMessage m) {
        if (m instanceof SystemMessage s) {
            return s.text();
        }
        if (m instanceof UserMessage u && u.hasSingleText()) {
            return u.singleText();
        }
        if (m instanceof AiMessage a) {
            return a.text();
        }
        return null;
    }

    private static ChatMessage withText(ChatMessage m, String text) {
        if (m instanceof SystemMessage) {
            return SystemMessage.from(text);
        }
        if (m instanceof UserMessage) {
            return UserMessage.from(text);
        }
        if (m instanceof AiMessage) {
            return AiMessage.from(text);
        }
        return m;
    }

    private static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
