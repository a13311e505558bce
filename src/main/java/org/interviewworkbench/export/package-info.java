/**
 * Session exports: {@code session.json} and {@code scoring.csv} (contracts in design.md), a Markdown transcript
 * with a graph summary, and GraphML of the surface and canonical graphs.
 */
package org.interviewworkbench.export;
