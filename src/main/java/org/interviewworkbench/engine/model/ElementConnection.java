package org.interviewworkbench.engine.model;

/**
 * A connection requirement between two stimulus elements of a concept (concept testing): the respondent is
 * expected to link {@code from} and {@code to} (an edge, in either direction, between a node linked to one and a
 * node linked to the other satisfies it).
 *
 * @param from element id
 * @param to   element id
 */
public record ElementConnection(String from, String to) {
}
