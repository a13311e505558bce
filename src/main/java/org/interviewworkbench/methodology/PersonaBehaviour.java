package org.interviewworkbench.methodology;

/**
 * Numeric behaviour knobs of the offline synthetic respondent. Every rate is in {@code [0, 1]}; a persona file
 * sets only the knobs it needs and the rest keep the {@link #DEFAULTS}.
 *
 * @param verbosity          how much the respondent says per answer (0 one word .. 1 long stories); default 0.5
 * @param hedgingRate        share of statements softened with "I guess", "maybe"; default 0.1
 * @param fatiguePerTurn     drop in verbosity per answered question; default 0.0 (no fatigue)
 * @param fixationNode       a scenario node id the respondent keeps returning to, or {@code null}; default none
 * @param tangentRate        chance that an answer drifts to an unrelated or unprompted topic; default 0.05
 * @param skepticism         tendency to question the premise of a question; default 0.2
 * @param emotionalIntensity strength of feeling words in answers; default 0.3
 * @param selfCorrectionRate chance of revising an earlier statement; default 0.05
 */
public record PersonaBehaviour(double verbosity, double hedgingRate, double fatiguePerTurn, String fixationNode,
                               double tangentRate, double skepticism, double emotionalIntensity,
                               double selfCorrectionRate) {

    /** The behaviour of a persona file that sets no knob. */
    public static final PersonaBehaviour DEFAULTS = new PersonaBehaviour(0.5, 0.1, 0.0, null, 0.05, 0.2, 0.3, 0.05);
}
