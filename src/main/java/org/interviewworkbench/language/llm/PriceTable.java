package org.interviewworkbench.language.llm;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.interviewworkbench.engine.config.Ordered;
import org.interviewworkbench.engine.port.TokenUsage;

/**
 * Prices in US dollars per million tokens, keyed by a model-name substring; the longest matching key wins
 * ({@code gpt-4o-mini} before {@code gpt-4o}). An unknown model has an unknown cost, never an error.
 */
public record PriceTable(Map<String, Price> prices) {

    /** The price of one model. */
    public record Price(double inputPerMillion, double outputPerMillion) {
        public Price {
            if (inputPerMillion < 0 || outputPerMillion < 0) {
                throw new IllegalArgumentException("prices must not be negative");
            }
        }
    }

    public PriceTable {
        Map<String, Price> lower = new LinkedHashMap<>();
        (prices == null ? Map.<String, Price>of() : prices)
                .forEach((k, v) -> lower.put(k.toLowerCase(Locale.ROOT), v));
        prices = Ordered.copyOf(lower);
    }

    /**
     * List prices at the time of writing (USD per million input / output tokens). Check your provider's price page
     * and override them in the settings file.
     */
    public static PriceTable defaults() {
        Map<String, Price> p = new LinkedHashMap<>();
        p.put("gpt-4o-mini", new Price(0.15, 0.60));
        p.put("gpt-4o", new Price(2.50, 10.00));
        p.put("gpt-4.1-nano", new Price(0.10, 0.40));
        p.put("gpt-4.1-mini", new Price(0.40, 1.60));
        p.put("gpt-4.1", new Price(2.00, 8.00));
        p.put("claude-haiku-4-5", new Price(1.00, 5.00));
        p.put("claude-sonnet-4", new Price(3.00, 15.00));
        p.put("claude-3-5-haiku", new Price(0.80, 4.00));
        p.put("deepseek-chat", new Price(0.28, 0.42));
        p.put("moonshot-v1-8k", new Price(0.20, 2.00));
        p.put("kimi-k2", new Price(0.60, 2.50));
        return new PriceTable(p);
    }

    /** This table with {@code overrides} added (an override replaces an equal key). */
    public PriceTable with(Map<String, Price> overrides) {
        Map<String, Price> merged = new LinkedHashMap<>(prices);
        overrides.forEach((k, v) -> merged.put(k.toLowerCase(Locale.ROOT), v));
        return new PriceTable(merged);
    }

    /** The price for {@code model}: the longest key contained in the model name. */
    public Optional<Price> priceOf(String model) {
        if (model == null || model.isBlank()) {
            return Optional.empty();
        }
        String name = model.toLowerCase(Locale.ROOT);
        String best = null;
        for (String key : prices.keySet()) {
            if (name.contains(key) && (best == null || key.length() > best.length())) {
                best = key;
            }
        }
        return Optional.ofNullable(best).map(prices::get);
    }

    /** The cost of {@code usage} in US dollars, empty when the model's price is unknown. */
    public OptionalDouble cost(TokenUsage usage) {
        if (usage == null || (usage.inputTokens() == 0 && usage.outputTokens() == 0)) {
            return OptionalDouble.of(0.0);
        }
        return priceOf(usage.model()).map(p -> OptionalDouble.of(
                usage.inputTokens() * p.inputPerMillion() / 1_000_000.0
                        + usage.outputTokens() * p.outputPerMillion() / 1_000_000.0))
                .orElse(OptionalDouble.empty());
    }
}
