package org.interviewworkbench.engine.config;

/** A worked relationship-extraction example of a methodology (shown in extraction prompts). */
public record RelationshipExample(String description, String example, String extraction) {
}
