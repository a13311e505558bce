package org.interviewworkbench.engine.port;

/**
 * Generates entity ids. Deterministic implementations (seeded) make simulated sessions reproducible; the default
 * is random UUIDs.
 */
public interface IdGenerator {
    /** A new id with the given prefix, e.g. {@code n_}, {@code e_}, {@code slot_}. */
    String next(String prefix);
}
