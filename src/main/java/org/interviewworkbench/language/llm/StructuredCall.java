package org.interviewworkbench.language.llm;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.exception.AuthenticationException;
import dev.langchain4j.exception.HttpException;
import dev.langchain4j.exception.InternalServerException;
import dev.langchain4j.exception.InvalidRequestException;
import dev.langchain4j.exception.RateLimitException;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.request.json.JsonSchema;
import dev.langchain4j.model.chat.response.ChatResponse;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.net.http.HttpTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.interviewworkbench.engine.pipeline.TurnCancelledException;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.TokenUsage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One task call with the robustness rules of issue 5: request -> tolerant parse and shape validation (by the given
 * parser) -> on a parse/shape failure ONE repair call that shows the model its previous output and the error ->
 * retries with exponential backoff ({@code backoffBaseMs * 2^n}) on timeouts, HTTP 429 and 5xx; never on other 4xx
 * (401/403/400) nor on refused connections. Interruption of the calling thread ends the call promptly with a
 * {@link TurnCancelledException}. Logs name the task, status and attempt, never a prompt, a reply body or a key.
 */
final class StructuredCall {

    private static final Logger LOG = LoggerFactory.getLogger(StructuredCall.class);

    /** What a successful call produced. */
    record Reply<T>(T value, TokenUsage usage) {
    }

    private final LanguageTask task;
    private final TaskModelSettings settings;
    private final ChatModel model;
    private final Sleeper sleeper;

    StructuredCall(LanguageTask task, TaskModelSettings settings, ChatModel model, Sleeper sleeper) {
        this.task = task;
        this.settings = settings;
        this.model = model;
        this.sleeper = sleeper;
    }

    TaskModelSettings settings() {
        return settings;
    }

    /** A JSON call: the response format follows the task's output mode ({@code schema} used in schema mode). */
    <T> Reply<T> json(String system, String user, JsonSchema schema, Function<String, T> parser) {
        ResponseFormat format = switch (settings.effectiveOutputMode()) {
            case JSON_SCHEMA -> ResponseFormat.builder()
                    .type(dev.langchain4j.model.chat.request.ResponseFormatType.JSON).jsonSchema(schema).build();
            case JSON_OBJECT -> ResponseFormat.JSON;
            default -> null;
        };
        return run(system, user, format, parser,
                "Reply again with only the corrected JSON object in the required shape: no prose, no code fences.");
    }

    /** A plain-text call (questions, respondent answers). */
    <T> Reply<T> text(String system, String user, Function<String, T> parser) {
        return run(system, user, null, parser, "Reply again with only the requested text, nothing else.");
    }

    private <T> Reply<T> run(String system, String user, ResponseFormat format, Function<String, T> parser,
                             String repairInstruction) {
        List<ChatMessage> messages = new ArrayList<>(List.of(SystemMessage.from(system), UserMessage.from(user)));
        TokenUsage usage = TokenUsage.NONE;
        int attempts = 0;
        int retries = 0;
        boolean repaired = false;
        while (true) {
            checkCancelled();
            attempts++;
            ChatResponse response;
            try {
                ChatRequest.Builder request = ChatRequest.builder().messages(messages);
                if (format != null) {
                    request.responseFormat(format);
                }
                response = model.chat(request.build());
            } catch (RuntimeException e) {
                if (isInterruption(e)) {
                    Thread.currentThread().interrupt();
                    throw new TurnCancelledException(task.id() + " call cancelled");
                }
                Failure failure = classify(e);
                if (failure.retriable && retries < settings.maxRetries()) {
                    long delay = settings.backoffBaseMs() * (1L << Math.min(retries, 20));
                    LOG.warn("{} {} attempt {} failed ({}); retrying in {} ms", providerId(), task.id(), attempts,
                            failure.reason, delay);
                    retries++;
                    sleep(delay);
                    continue;
                }
                throw new FailedCall(failureMessage(attempts, failure.reason), usage);
            }
            usage = usage.plus(usageOf(response));
            String text = response.aiMessage() == null ? null : response.aiMessage().text();
            try {
                return new Reply<>(parser.apply(text == null ? "" : text), usage);
            } catch (OutputFormatException bad) {
                if (repaired) {
                    throw new FailedCall(failureMessage(attempts, "unusable output: " + bad.getMessage()), usage);
                }
                repaired = true;
                LOG.warn("{} {} reply unusable ({}); asking for a repair", providerId(), task.id(), bad.getMessage());
                messages.add(AiMessage.from(text == null || text.isBlank() ? "(empty reply)" : text));
                messages.add(UserMessage.from("Your previous reply could not be used: " + bad.getMessage() + ". "
                        + repairInstruction));
            }
        }
    }

    /** A call that failed for good, with the tokens it spent. */
    static final class FailedCall extends RuntimeException {
        private final transient TokenUsage usage;

        FailedCall(String message, TokenUsage usage) {
            super(message);
            this.usage = usage;
        }

        TokenUsage usage() {
            return usage;
        }
    }

    private String failureMessage(int attempts, String reason) {
        return providerId() + " " + task.id() + " failed after " + attempts + (attempts == 1 ? " attempt" : " attempts")
                + " (" + reason + ")";
    }

    private String providerId() {
        return settings.provider().id();
    }

    private TokenUsage usageOf(ChatResponse response) {
        dev.langchain4j.model.output.TokenUsage u = response.tokenUsage();
        String modelName = response.modelName() != null ? response.modelName() : settings.model();
        if (u == null) {
            return new TokenUsage(modelName, 0, 0);
        }
        return new TokenUsage(modelName, u.inputTokenCount() == null ? 0 : u.inputTokenCount(),
                u.outputTokenCount() == null ? 0 : u.outputTokenCount());
    }

    private void sleep(long millis) {
        try {
            sleeper.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TurnCancelledException(task.id() + " call cancelled");
        }
    }

    private void checkCancelled() {
        if (Thread.currentThread().isInterrupted()) {
            throw new TurnCancelledException(task.id() + " call cancelled");
        }
    }

    private static boolean isInterruption(Throwable e) {
        if (Thread.currentThread().isInterrupted()) {
            return true;
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof InterruptedException
                    || (t instanceof InterruptedIOException && !(t instanceof SocketTimeoutException)
                    && !(t instanceof HttpTimeoutException))) {
                return true;
            }
        }
        return false;
    }

    record Failure(boolean retriable, String reason) {
    }

    /** Whether a failure is worth retrying, and a short reason without any response body. */
    static Failure classify(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof HttpException h) {
                int code = h.statusCode();
                return new Failure(code == 429 || code == 408 || code >= 500, "HTTP " + code);
            }
            if (t instanceof dev.langchain4j.exception.TimeoutException || t instanceof HttpTimeoutException
                    || t instanceof SocketTimeoutException || t instanceof java.util.concurrent.TimeoutException) {
                return new Failure(true, "timeout");
            }
            if (t instanceof ConnectException || t instanceof NoRouteToHostException) {
                return new Failure(false, "connection refused");
            }
            if (t instanceof UnknownHostException) {
                return new Failure(false, "unknown host");
            }
        }
        if (e instanceof RateLimitException) {
            return new Failure(true, "HTTP 429");
        }
        if (e instanceof InternalServerException) {
            return new Failure(true, "server error");
        }
        if (e instanceof AuthenticationException) {
            return new Failure(false, "authentication failed");
        }
        if (e instanceof InvalidRequestException) {
            return new Failure(false, "invalid request");
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof IOException) {
                return new Failure(true, "network error");
            }
        }
        return new Failure(false, e.getClass().getSimpleName());
    }
}
