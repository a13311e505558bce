package org.interviewworkbench.language.llm;

import java.util.Locale;

/** How structured (JSON) output is requested from the provider. */
public enum OutputMode {
    /** JSON schema for OpenAI's own API and Anthropic, JSON mode for other OpenAI-compatible servers and Ollama. */
    AUTO,
    /** Strict JSON schema (structured outputs). */
    JSON_SCHEMA,
    /** JSON mode ({@code response_format: json_object}, Ollama {@code format: json}). */
    JSON_OBJECT,
    /** Only the prompt's instructions ask for JSON (servers that reject response formats). */
    PROMPT;

    public static OutputMode fromId(String id) {
        if (id == null || id.isBlank()) {
            return AUTO;
        }
        return switch (id.strip().toLowerCase(Locale.ROOT)) {
            case "auto" -> AUTO;
            case "json_schema", "schema" -> JSON_SCHEMA;
            case "json_object", "json", "json_mode" -> JSON_OBJECT;
            case "prompt", "none" -> PROMPT;
            default -> throw new IllegalArgumentException(
                    "unknown output mode '" + id + "' (expected auto, json_schema, json_object or prompt)");
        };
    }
}
