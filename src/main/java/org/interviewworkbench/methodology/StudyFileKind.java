package org.interviewworkbench.methodology;

/** The kinds of study file {@code validate} recognises by their content. */
public enum StudyFileKind {
    METHODOLOGY, SCENARIO, PERSONA, CONCEPT, UNKNOWN
}
