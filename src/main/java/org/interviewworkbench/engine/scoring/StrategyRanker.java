package org.interviewworkbench.engine.scoring;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeBinding;
import org.interviewworkbench.engine.config.PhaseSpec;
import org.interviewworkbench.engine.config.SelectionMode;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.signal.SignalValue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Strategy and focus selection, exactly peer-spec 2.8 (seed 001 paths 2 and 18).
 *
 * <p><b>Two-stage (default).</b> Stage 1 scores every strategy on its {@link Strategy#globalWeights() global
 * weights} against the global signals: {@code final = base x multiplier + bonus} with the phase's multiplier
 * (default 1.0) and bonus (default 0.0); a STABLE sort by final score, descending, keeps file order for ties;
 * ranks are 1-based, rank 1 is selected, node id {@code ""}. Stage 2 runs only when the winner has
 * {@code node_binding: required} and there are tracked nodes: every node (tracker order) is scored on the winner's
 * {@link Strategy#nodeWeights() node weights} against that node's own signals (not merged with global ones), with
 * the same strategy multiplier and bonus, stable sort; the focus is the first node. A required winner without node
 * weights gets no focus (the peer's rule). The decomposition is the Stage-1 list followed by the Stage-2 list;
 * alternatives are {@code (strategy, final)} in Stage-1 rank order.
 *
 * <p><b>Joint ({@link SelectionMode#JOINT}).</b> Every strategy x node pair is scored on ALL its weights against
 * the merged signals (node values override global ones); a {@code node_binding: none} strategy (or any strategy
 * when no node is tracked) is scored once on the global signals with node id {@code ""}. Pairs are ranked by final
 * score (stable, strategy-major then tracker order); the winner is the first pair; alternatives hold each
 * strategy's best pair score, in rank order.
 *
 * <p>Weight keys are matched by {@link WeightKeyMatcher}; keys are pre-split once per call so the per-node loop
 * does only hash lookups. Stateless and thread-safe.
 */
public final class StrategyRanker {

    private static final Logger LOG = LoggerFactory.getLogger(StrategyRanker.class);

    /** Ranks with the methodology's strategies, selection mode and the modifiers of {@code phase}. */
    public RankingResult rank(MethodologyConfig methodology, InterviewPhase phase, Map<String, SignalValue> global,
                              Map<String, Map<String, SignalValue>> nodeSignals) {
        PhaseSpec spec = phase == null ? PhaseSpec.NEUTRAL : methodology.phase(phase);
        return rank(methodology.strategies(), methodology.selectionMode(), spec, global, nodeSignals);
    }

    /**
     * Ranks strategies (and nodes).
     *
     * @param strategies  strategies in file order
     * @param mode        two-stage or joint
     * @param phase       multipliers and bonuses of the current phase ({@link PhaseSpec#NEUTRAL} for none)
     * @param global      global signals
     * @param nodeSignals node id to node signals, in tracker order (may be empty)
     * @throws IllegalArgumentException when there is no strategy
     */
    public RankingResult rank(List<Strategy> strategies, SelectionMode mode, PhaseSpec phase,
                              Map<String, SignalValue> global, Map<String, Map<String, SignalValue>> nodeSignals) {
        if (strategies == null || strategies.isEmpty()) {
            throw new IllegalArgumentException("cannot rank: the methodology has no strategies");
        }
        PhaseSpec p = phase == null ? PhaseSpec.NEUTRAL : phase;
        Map<String, SignalValue> g = global == null ? Map.of() : global;
        Map<String, Map<String, SignalValue>> nodes = nodeSignals == null ? Map.of() : nodeSignals;
        if (mode == SelectionMode.JOINT) {
            return rankJoint(strategies, p, g, nodes);
        }
        List<ScoredCandidate> stage1 = rankStrategies(strategies, g, p);
        ScoredCandidate winner = stage1.get(0);
        Strategy winning = strategies.stream().filter(s -> s.name().equals(winner.strategy())).findFirst()
                .orElseThrow();
        List<ScoredCandidate> stage2 = List.of();
        String focus = null;
        if (winning.nodeBinding() == NodeBinding.REQUIRED && !nodes.isEmpty()) {
            stage2 = rankNodes(winning, nodes, p);
            if (!stage2.isEmpty()) {
                focus = stage2.get(0).nodeId();
            }
        }
        List<Alternative> alternatives = new ArrayList<>(stage1.size());
        for (ScoredCandidate c : stage1) {
            alternatives.add(new Alternative(c.strategy(), c.finalScore()));
        }
        List<ScoredCandidate> decomposition = new ArrayList<>(stage1.size() + stage2.size());
        decomposition.addAll(stage1);
        decomposition.addAll(stage2);
        return new RankingResult(winner.strategy(), focus, alternatives, decomposition);
    }

    /** Stage 1: every strategy on its global weights, ranked (peer {@code rank_strategies}). */
    public List<ScoredCandidate> rankStrategies(List<Strategy> strategies, Map<String, SignalValue> global,
                                                PhaseSpec phase) {
        if (strategies.isEmpty()) {
            throw new IllegalArgumentException("cannot rank: the methodology has no strategies");
        }
        int n = strategies.size();
        Scored scored = new Scored(n);
        for (int i = 0; i < n; i++) {
            Strategy s = strategies.get(i);
            List<SignalContribution> out = new ArrayList<>(s.globalWeights().size());
            double base = WeightKeyMatcher.Compiled.of(s.globalWeights()).score(global, null, out);
            scored.set(i, s.name(), "", out, base, phase.multiplier(s.name()), phase.bonus(s.name()));
        }
        return scored.ranked();
    }

    /**
     * Stage 2: every node on the strategy's node weights against the node's own signals, ranked (peer
     * {@code rank_nodes_for_strategy}). Empty when there are no nodes or no node weights.
     */
    public List<ScoredCandidate> rankNodes(Strategy strategy, Map<String, Map<String, SignalValue>> nodeSignals,
                                           PhaseSpec phase) {
        if (nodeSignals.isEmpty()) {
            return List.of();
        }
        if (strategy.nodeWeights().isEmpty()) {
            LOG.warn("Strategy '{}' needs a focus node but has no node weights; no focus selected", strategy.name());
            return List.of();
        }
        WeightKeyMatcher.Compiled weights = WeightKeyMatcher.Compiled.of(strategy.nodeWeights());
        double mult = phase.multiplier(strategy.name());
        double bonus = phase.bonus(strategy.name());
        Scored scored = new Scored(nodeSignals.size());
        int i = 0;
        for (Map.Entry<String, Map<String, SignalValue>> e : nodeSignals.entrySet()) {
            List<SignalContribution> out = new ArrayList<>(weights.size);
            double base = weights.score(e.getValue(), null, out);
            scored.set(i++, strategy.name(), e.getKey(), out, base, mult, bonus);
        }
        return scored.ranked();
    }

    /** Joint mode: every (strategy, node) pair on merged signals, ranked (peer {@code rank_strategy_node_pairs}). */
    public RankingResult rankJoint(List<Strategy> strategies, PhaseSpec phase, Map<String, SignalValue> global,
                                   Map<String, Map<String, SignalValue>> nodeSignals) {
        if (strategies.isEmpty()) {
            throw new IllegalArgumentException("cannot rank: the methodology has no strategies");
        }
        int total = 0;
        for (Strategy s : strategies) {
            total += s.nodeBinding() == NodeBinding.NONE || nodeSignals.isEmpty() ? 1 : nodeSignals.size();
        }
        Scored scored = new Scored(total);
        int i = 0;
        for (Strategy s : strategies) {
            WeightKeyMatcher.Compiled weights = WeightKeyMatcher.Compiled.of(s.signalWeights());
            double mult = phase.multiplier(s.name());
            double bonus = phase.bonus(s.name());
            if (s.nodeBinding() == NodeBinding.NONE || nodeSignals.isEmpty()) {
                List<SignalContribution> out = new ArrayList<>(weights.size);
                scored.set(i++, s.name(), "", out, weights.score(global, null, out), mult, bonus);
                continue;
            }
            for (Map.Entry<String, Map<String, SignalValue>> e : nodeSignals.entrySet()) {
                List<SignalContribution> out = new ArrayList<>(weights.size);
                double base = weights.score(e.getValue(), global, out);
                scored.set(i++, s.name(), e.getKey(), out, base, mult, bonus);
            }
        }
        List<ScoredCandidate> ranked = scored.ranked();
        Map<String, Double> best = new LinkedHashMap<>();
        for (ScoredCandidate c : ranked) {
            best.putIfAbsent(c.strategy(), c.finalScore());
        }
        List<Alternative> alternatives = new ArrayList<>(best.size());
        best.forEach((name, score) -> alternatives.add(new Alternative(name, score)));
        ScoredCandidate winner = ranked.get(0);
        return new RankingResult(winner.strategy(), winner.nodeId().isEmpty() ? null : winner.nodeId(), alternatives,
                ranked);
    }

    /** Candidates scored in input order, ranked once by a stable descending sort of their final scores. */
    private static final class Scored {
        private final String[] strategies;
        private final String[] nodeIds;
        private final List<List<SignalContribution>> contributions;
        private final double[] bases;
        private final double[] multipliers;
        private final double[] bonuses;
        private final double[] finals;

        Scored(int n) {
            strategies = new String[n];
            nodeIds = new String[n];
            contributions = new ArrayList<>(java.util.Collections.nCopies(n, null));
            bases = new double[n];
            multipliers = new double[n];
            bonuses = new double[n];
            finals = new double[n];
        }

        void set(int i, String strategy, String nodeId, List<SignalContribution> out, double base, double mult,
                 double bonus) {
            strategies[i] = strategy;
            nodeIds[i] = nodeId;
            contributions.set(i, out);
            bases[i] = base;
            multipliers[i] = mult;
            bonuses[i] = bonus;
            finals[i] = base * mult + bonus;
        }

        List<ScoredCandidate> ranked() {
            int n = finals.length;
            Integer[] order = new Integer[n];
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
            // Arrays.sort on objects is a stable merge sort: ties (0.0 == -0.0 included) keep input order.
            Arrays.sort(order, (a, b) -> finals[b] > finals[a] ? 1 : finals[b] < finals[a] ? -1 : 0);
            List<ScoredCandidate> out = new ArrayList<>(n);
            for (int r = 0; r < n; r++) {
                int i = order[r];
                out.add(new ScoredCandidate(strategies[i], nodeIds[i], contributions.get(i), bases[i], multipliers[i],
                        bonuses[i], finals[i], r + 1, r == 0));
            }
            return out;
        }
    }
}
