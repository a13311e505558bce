package org.interviewworkbench.simulation;

import java.util.List;
import java.util.Objects;

/**
 * How a synthetic respondent behaves: the peer's persona shape (id, name, description, traits, speech pattern,
 * response patterns, deflection patterns) plus numeric knobs for the offline respondent.
 *
 * @param id                 persona id (file stem)
 * @param name               display name
 * @param description        what the persona tests
 * @param traits             behavioural traits (prose; used by the LLM respondent)
 * @param speechPattern      how the persona talks (prose; used by the LLM respondent)
 * @param responsePatterns   mix of answer lengths
 * @param deflectionPatterns phrases used to dodge or steer away
 * @param knobs              numeric behaviour of the offline respondent
 */
public record Persona(String id, String name, String description, List<String> traits, String speechPattern,
                      ResponsePatterns responsePatterns, List<String> deflectionPatterns, Knobs knobs) {

    public Persona {
        Objects.requireNonNull(id, "id");
        name = name == null ? id : name;
        description = description == null ? "" : description;
        traits = traits == null ? List.of() : List.copyOf(traits);
        speechPattern = speechPattern == null ? "" : speechPattern;
        responsePatterns = responsePatterns == null ? ResponsePatterns.DEFAULT : responsePatterns;
        deflectionPatterns = deflectionPatterns == null ? List.of() : List.copyOf(deflectionPatterns);
        knobs = knobs == null ? Knobs.DEFAULT : knobs;
    }

    /**
     * Relative weights of answer lengths (normalised when drawn). Defaults: the peer's generic mix
     * 0.40 / 0.40 / 0.15 / 0.05.
     *
     * @param detailed       several revealed concepts and elaboration
     * @param medium         two concepts
     * @param brief          one concept in one sentence
     * @param acknowledgment no new concept ("yeah, pretty much")
     */
    public record ResponsePatterns(double detailed, double medium, double brief, double acknowledgment) {
        public static final ResponsePatterns DEFAULT = new ResponsePatterns(0.40, 0.40, 0.15, 0.05);

        public ResponsePatterns {
            if (detailed < 0 || medium < 0 || brief < 0 || acknowledgment < 0
                    || detailed + medium + brief + acknowledgment <= 0) {
                throw new IllegalArgumentException("response_patterns must be non-negative with a positive sum");
            }
        }
    }

    /**
     * Numeric knobs of the offline respondent. Every value is a probability or strength in [0,1] unless noted; the
     * default (the value used when a persona file omits the key) is given per knob.
     *
     * @param verbosity                     0 terse .. 1 rambling: extra elaboration sentences, and when laddering
     *                                      above 0.6 the respondent also tells the next step of the chain
     *                                      (default 0.5)
     * @param hedgingRate                   chance a sentence gets a hedge ("I guess", "maybe") (default 0.05)
     * @param fatiguePerTurn                fatigue added per turn; fatigue shifts the length mix towards brief and
     *                                      acknowledgement answers (default 0.0)
     * @param fatigueRecoveryOnTopicChange  share of the accumulated fatigue removed when the interviewer changes
     *                                      topic; the relief halves every following turn (default 0.0)
     * @param fixationNode                  scenario node id the respondent keeps returning to; {@code null} = the
     *                                      scenario's most salient node when {@code fixationStrength > 0}
     *                                      (default null)
     * @param fixationStrength              chance an answer about something else is steered back to the fixation
     *                                      node (default 0.0)
     * @param tangentRate                   chance of an off-topic story sentence (default 0.05)
     * @param skepticism                    chance of a doubting, evidence-asking sentence (default 0.0)
     * @param emotionalIntensity            chance of a strong feeling sentence or intensifier (default 0.2)
     * @param selfCorrectionRate            chance of "actually, it's not X, it's more Y" where Y is a truth node
     *                                      of the same type as an earlier-mentioned X (default 0.0)
     * @param deflectionRate                chance of opening with a deflection phrase and saying less
     *                                      (default 0.05)
     */
    public record Knobs(double verbosity, double hedgingRate, double fatiguePerTurn,
                        double fatigueRecoveryOnTopicChange, String fixationNode, double fixationStrength,
                        double tangentRate, double skepticism, double emotionalIntensity, double selfCorrectionRate,
                        double deflectionRate) {

        public static final double DEFAULT_VERBOSITY = 0.5;
        public static final double DEFAULT_HEDGING_RATE = 0.05;
        public static final double DEFAULT_FATIGUE_PER_TURN = 0.0;
        public static final double DEFAULT_FATIGUE_RECOVERY = 0.0;
        public static final double DEFAULT_FIXATION_STRENGTH = 0.0;
        public static final double DEFAULT_TANGENT_RATE = 0.05;
        public static final double DEFAULT_SKEPTICISM = 0.0;
        public static final double DEFAULT_EMOTIONAL_INTENSITY = 0.2;
        public static final double DEFAULT_SELF_CORRECTION_RATE = 0.0;
        public static final double DEFAULT_DEFLECTION_RATE = 0.05;

        public static final Knobs DEFAULT = new Knobs(DEFAULT_VERBOSITY, DEFAULT_HEDGING_RATE,
                DEFAULT_FATIGUE_PER_TURN, DEFAULT_FATIGUE_RECOVERY, null, DEFAULT_FIXATION_STRENGTH,
                DEFAULT_TANGENT_RATE, DEFAULT_SKEPTICISM, DEFAULT_EMOTIONAL_INTENSITY, DEFAULT_SELF_CORRECTION_RATE,
                DEFAULT_DEFLECTION_RATE);

        public Knobs {
            check("verbosity", verbosity);
            check("hedging_rate", hedgingRate);
            check("fatigue_per_turn", fatiguePerTurn);
            check("fatigue_recovery_on_topic_change", fatigueRecoveryOnTopicChange);
            check("fixation_strength", fixationStrength);
            check("tangent_rate", tangentRate);
            check("skepticism", skepticism);
            check("emotional_intensity", emotionalIntensity);
            check("self_correction_rate", selfCorrectionRate);
            check("deflection_rate", deflectionRate);
        }

        private static void check(String name, double v) {
            if (!(v >= 0.0 && v <= 1.0)) {
                throw new IllegalArgumentException(name + " must be between 0 and 1, not " + v);
            }
        }
    }
}
