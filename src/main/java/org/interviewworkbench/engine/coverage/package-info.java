/**
 * Concept testing on the v2 engine (seed 004's v1 capabilities): stimulus element mapping, reaction
 * classification, the element connection index, per-turn coverage recomputation and respondent momentum.
 * Pure domain code: no I/O, no static mutable state.
 */
package org.interviewworkbench.engine.coverage;
