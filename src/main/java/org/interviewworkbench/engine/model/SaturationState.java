package org.interviewworkbench.engine.model;

/**
 * Saturation counters carried across turns (peer-spec 1.4, persisted so a resumed session behaves like an
 * uninterrupted one).
 *
 * @param consecutiveZeroYield    turns in a row that created no node and no edge
 * @param consecutiveShallow      turns in a row whose latest recorded depths were all surface/shallow
 * @param consecutiveDepthPlateau zero-yield turns in a row with unchanged max depth
 * @param prevMaxDepth            raw max depth after the previous turn ({@code -1} before the first)
 */
public record SaturationState(int consecutiveZeroYield, int consecutiveShallow, int consecutiveDepthPlateau,
                              int prevMaxDepth) {
    public static final SaturationState INITIAL = new SaturationState(0, 0, 0, -1);
}
