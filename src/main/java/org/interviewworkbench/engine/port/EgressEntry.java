package org.interviewworkbench.engine.port;

import java.time.Instant;
import java.util.Map;

/**
 * One request sent to a language provider (design.md "What leaves the laptop"): session.json {@code egress} entry.
 *
 * @param at         when it was sent
 * @param provider   provider id ({@code openai}, {@code anthropic}, {@code ollama})
 * @param host       host of the base URL it went to
 * @param model      model name
 * @param task       language task ({@code extraction}, {@code rubric}, ...)
 * @param chars      characters sent (all messages, after redaction)
 * @param redactions values replaced, by kind ({@code PERSON}, {@code EMAIL}, ...); empty when redaction was off
 * @param redacted   whether redaction was on for this request
 * @param remote     whether the host is not this machine
 * @param sha256     hash of the text sent (remote requests only; {@code null} otherwise)
 */
public record EgressEntry(Instant at, String provider, String host, String model, String task, int chars,
                          Map<String, Integer> redactions, boolean redacted, boolean remote, String sha256) {
    public EgressEntry {
        redactions = Map.copyOf(redactions);
    }
}
