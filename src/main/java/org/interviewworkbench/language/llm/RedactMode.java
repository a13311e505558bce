package org.interviewworkbench.language.llm;

import java.net.URI;
import java.util.Locale;

/**
 * {@code --redact auto|on|off} (design.md "What leaves the laptop"): {@code auto} redacts for providers that are not
 * on this machine and not for loopback base URLs or Ollama.
 */
public enum RedactMode {
    AUTO, ON, OFF;

    /** Parses {@code auto}, {@code on} or {@code off}. */
    public static RedactMode parse(String value) {
        if (value == null) {
            return AUTO;
        }
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "auto" -> AUTO;
            case "on" -> ON;
            case "off" -> OFF;
            default -> throw new IllegalArgumentException("unknown --redact '" + value + "' (use auto, on or off)");
        };
    }

    /** Whether requests of {@code provider} to {@code host} are redacted under this mode. */
    public boolean redacts(LlmProvider provider, String host) {
        return switch (this) {
            case ON -> true;
            case OFF -> false;
            case AUTO -> provider != LlmProvider.OLLAMA && !isLoopback(host);
        };
    }

    /** The host of a base URL, or the provider's public host when none is set. */
    static String host(LlmProvider provider, String baseUrl) {
        if (baseUrl == null || baseUrl.isBlank()) {
            return switch (provider) {
                case OPENAI -> "api.openai.com";
                case ANTHROPIC -> "api.anthropic.com";
                case OLLAMA -> "localhost";
            };
        }
        try {
            String h = URI.create(baseUrl.strip()).getHost();
            return h == null ? baseUrl.strip() : h;
        } catch (IllegalArgumentException e) {
            return baseUrl.strip();
        }
    }

    static boolean isLoopback(String host) {
        if (host == null) {
            return false;
        }
        String h = host.toLowerCase(Locale.ROOT).replace("[", "").replace("]", "");
        return h.equals("localhost") || h.startsWith("127.") || h.equals("::1") || h.equals("0:0:0:0:0:0:0:1");
    }
}
