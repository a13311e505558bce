package org.interviewworkbench.methodology;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.PhaseSpec;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * Reads the {@code phases} section of one methodology file for {@link MethodologyLoader}: per phase (early, mid,
 * late; any other name is dead configuration, a warning) the strategy weight multipliers and bonuses, each naming
 * a declared strategy, and the seed-002 form of the phase boundaries. Problems go to the file's
 * {@link NodeReader} with their line and column. Holds no state beyond the reader.
 */
final class PhaseReader {

    private static final Set<String> PHASE_KEYS = Set.of("description", "signal_weights", "phase_bonuses",
            "phase_boundaries");

    private final NodeReader r;

    PhaseReader(NodeReader reader) {
        this.r = reader;
    }

    /**
     * Reads the optional {@code phases} mapping of {@code root}; phase boundaries given inside a phase go to
     * {@code boundaries}.
     */
    Map<InterviewPhase, PhaseSpec> read(Fields root, Set<String> strategyNames, BoundaryCollector boundaries) {
        Map<InterviewPhase, PhaseSpec> out = new EnumMap<>(InterviewPhase.class);
        Fields phases = root.mapping("phases", null);
        if (phases == null) {
            return out;
        }
        for (NodeTuple t : phases.tuples()) {
            String name = ((ScalarNode) t.getKeyNode()).getValue();
            String what = "phases." + name;
            var phase = InterviewPhase.fromId(name);
            if (phase.isEmpty()) {
                r.warning(t.getKeyNode(), "phases: phase '" + name + "' never applies (phases are early, mid "
                        + "and late; dead config)");
            }
            if (r.isNull(t.getValueNode())) {
                continue;
            }
            MappingNode m = r.mapping(t.getValueNode(), what);
            if (m == null) {
                continue;
            }
            Fields f = r.fields(m, what, PHASE_KEYS);
            Map<String, Double> multipliers = readStrategyNumbers(f, "signal_weights", strategyNames);
            Map<String, Double> bonuses = readStrategyNumbers(f, "phase_bonuses", strategyNames);
            Fields b = f.mapping("phase_boundaries", Set.copyOf(BoundaryCollector.KEYS));
            if (b != null) {
                boundaries.collect(b);
            }
            phase.ifPresent(p -> out.put(p, new PhaseSpec(f.string("description"), multipliers, bonuses)));
        }
        return out;
    }

    private Map<String, Double> readStrategyNumbers(Fields phase, String key, Set<String> strategyNames) {
        Map<String, Double> out = new LinkedHashMap<>();
        Fields f = phase.mapping(key, null);
        if (f == null) {
            return out;
        }
        for (NodeTuple t : f.tuples()) {
            String strategy = ((ScalarNode) t.getKeyNode()).getValue();
            if (!strategyNames.contains(strategy)) {
                r.error(t.getKeyNode(), f.path(strategy) + ": unknown strategy '" + strategy + "'");
            }
            Double value = r.number(t.getValueNode(), f.path(strategy));
            if (value != null) {
                out.put(strategy, value);
            }
        }
        return out;
    }
}
