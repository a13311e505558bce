package org.interviewworkbench.engine.config;

/**
 * The {@code method:} block of a methodology.
 *
 * @param name        methodology name used in prompts (e.g. {@code means_end_chain})
 * @param version     free-form version string, informational
 * @param description one-line description shown to question generation
 * @param goal        what the interview method tries to achieve
 * @param openingBias guidance for the opening question
 */
public record MethodSpec(String name, String version, String description, String goal, String openingBias) {

    /** Opening guidance used when a methodology does not set one (peer-spec 4.1). */
    public static final String DEFAULT_OPENING_BIAS = "Elicit concrete, experience-based responses.";

    public MethodSpec {
        description = description == null ? "" : description;
        goal = goal == null ? "" : goal;
        version = version == null ? "" : version;
        openingBias = openingBias == null || openingBias.isBlank() ? DEFAULT_OPENING_BIAS : openingBias;
    }
}
