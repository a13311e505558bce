package org.interviewworkbench.simulation;

/**
 * One truth node a {@link ScenarioRespondent} is about to tell, as planned by {@link RevealPlanner} and worded by
 * {@link RespondentVoice}. With {@code viaId}, the node is told together with its truth edge to that node
 * ({@code viaIsCause}: the via node is the edge's source, {@code edgeType} the edge's type, worded as its
 * {@link RelationKind}); {@code correction}: told as correcting an earlier mentioned node of the same type.
 */
record Reveal(String nodeId, String viaId, boolean viaIsCause, boolean correction, String edgeType) {

    /** The node alone, without its relation. */
    static Reveal standalone(String nodeId) {
        return new Reveal(nodeId, null, false, false, null);
    }

    /** This reveal told as a correction of an earlier node of the same type. */
    Reveal asCorrection() {
        return new Reveal(nodeId, viaId, viaIsCause, true, edgeType);
    }
}
