package org.interviewworkbench.methodology;

/**
 * A connection between two stimulus elements of a concept ({@code connections: [{from, to}]}), kept for concept
 * testing: the respondent is expected to link these elements.
 */
public record ElementConnection(String from, String to) {
}
