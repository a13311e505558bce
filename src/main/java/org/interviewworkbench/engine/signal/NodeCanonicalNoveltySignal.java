package org.interviewworkbench.engine.signal;

import java.util.Optional;
import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.tracker.NodeState;

/**
 * {@code graph.node.canonical_novelty} (label): absent when canonical slots are off (or there is no graph); else
 * {@code orphan} when the node has no slot mapping, {@code new} when its slot's {@code firstSeenTurn} equals the
 * current turn, else {@code confirming}.
 *
 * <p>Intended behaviour: the first-seen turn is persisted on the slot, so a slot first seen on an earlier turn
 * gives {@code confirming} on later turns. The peer kept it in a detector instance rebuilt every turn, so its
 * value was always {@code new} (peer-spec 12 #3).
 */
public final class NodeCanonicalNoveltySignal implements NodeSignalDetector {

    public static final String NAME = "graph.node.canonical_novelty";

    private static final SignalValue ORPHAN = SignalValue.of("orphan");
    private static final SignalValue NEW = SignalValue.of("new");
    private static final SignalValue CONFIRMING = SignalValue.of("confirming");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SignalValue detect(NodeState s, NodeSignalContext ctx) {
        if (!ctx.canonicalEnabled() || ctx.graph() == null) {
            return null;
        }
        String slotId = ctx.graph().slotMapping().get(s.nodeId());
        if (slotId == null) {
            return ORPHAN;
        }
        Optional<CanonicalSlot> slot = ctx.graph().slot(slotId);
        if (slot.isEmpty()) {
            return ORPHAN;
        }
        return slot.get().firstSeenTurn() == ctx.turnNumber() ? NEW : CONFIRMING;
    }
}
