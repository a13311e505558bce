package org.interviewworkbench.engine.scoring;

/**
 * How one weight key contributed to a candidate's base score.
 *
 * @param name         the weight key (e.g. {@code llm.response_depth.shallow})
 * @param value        the resolved value: a {@link Boolean} for suffix matches, else the signal's raw value
 * @param weight       the YAML weight
 * @param contribution {@code weight} when a flag is true, {@code 0} when false, {@code weight x value} for
 *                     numbers, {@code 0} for other values
 */
public record SignalContribution(String name, Object value, double weight, double contribution) {
}
