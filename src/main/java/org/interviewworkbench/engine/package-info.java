/**
 * The interview engine: a pure domain library (records in, records out).
 *
 * <p>Sub-packages: {@code config} (immutable methodology configuration), {@code signal} (signal values and
 * one class per signal), {@code tracker} (NodeStateTracker), {@code scoring} (two-stage and joint ranking
 * with score decomposition), {@code model} (surface/canonical graph and session values), {@code port}
 * (interfaces implemented by the language, persistence and clock adapters) and {@code pipeline} (the
 * 12-stage turn pipeline).
 *
 * <p>Layer rule (enforced by ArchUnit): nothing here imports JavaFX, LangChain4j, JDBC or a YAML library,
 * and nothing here holds static mutable state.
 */
package org.interviewworkbench.engine;
