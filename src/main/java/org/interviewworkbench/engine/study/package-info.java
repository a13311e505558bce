/**
 * Analysis across the interviews of a study (design.md "Studies"): ladders, the implication matrix, the
 * hierarchical value map at a cut-off with its statistics, dominant chains and the code discovery curve.
 * Pure functions over immutable records: no I/O.
 */
package org.interviewworkbench.engine.study;
