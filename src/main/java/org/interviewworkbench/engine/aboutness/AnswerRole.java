package org.interviewworkbench.engine.aboutness;

/**
 * The part a stretch of an answer plays in what the answer is about. The signal value is the lower-case name.
 *
 * <p>Order of {@link #centrality()} (most central first): {@link #POINT}, {@link #PLAIN}, {@link #BACKGROUND},
 * {@link #ASIDE}, {@link #IDENTITY}, {@link #RETRACTED}. A concept mentioned in several stretches takes its most
 * central role.
 */
public enum AnswerRole {
    /** The answer's point: a conclusion ("So ..."), an emphasis ("the best part", "mainly"), a direct short answer. */
    POINT,
    /** Said in the main line of the answer, with no mark either way. */
    PLAIN,
    /** Circumstance hung on a clause ("... since Dad died", "I cancelled when work got slow"). */
    BACKGROUND,
    /** A remark beside the main line: in brackets, between dashes, a ", which ..." comment, a hedge frame. */
    ASIDE,
    /** The respondent saying who they are ("I'm a freelance illustrator - mostly editorial"). */
    IDENTITY,
    /** A joke or a phrase the respondent took back ("Ha - one that does it for me. No."). */
    RETRACTED;

    /** The value of {@code graph.node.answer_role} for this role. */
    public String signalValue() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** 0 for the most central role ({@link #POINT}) up to 5 ({@link #RETRACTED}). */
    public int centrality() {
        return ordinal();
    }

    /** The more central of two roles. */
    public static AnswerRole moreCentral(AnswerRole a, AnswerRole b) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        return a.centrality() <= b.centrality() ? a : b;
    }

    /** Whether a concept said only in this role is no candidate for a question at all (who they are, a joke). */
    public boolean excludesFocus() {
        return this == IDENTITY || this == RETRACTED;
    }
}
