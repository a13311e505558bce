package org.interviewworkbench.simulation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.EmbeddingPort;

/**
 * The offline synthetic respondent: answers from a {@link Scenario} (hidden truth) the way a {@link Persona}
 * talks. Deterministic: every answer draws from {@code new SplittableRandom(mix(seed, turnNumber))} and from the
 * respondent's own memory (what it already revealed), so the same scenario, persona, seed and questions give the
 * same answers.
 *
 * <p>How a question is answered:
 * <ol>
 *   <li>Intent ({@link IntentClassifier}): from the question wording, then the strategy name, then the strategy
 *       description.</li>
 *   <li>Focus: the truth node most similar (embedding cosine, max over label and phrasings) to the question's focus
 *       label or, failing that, the question text; at least {@link #FOCUS_MATCH_THRESHOLD}, else no focus.</li>
 *   <li>What is revealed: ladder = unrevealed targets of the focus's truth edges (and their targets when
 *       verbosity &gt; 0.6); expand = siblings of the focus, then the next salient unrevealed node; clarify = the
 *       focus restated with another phrasing plus one concrete neighbour; summary = confirmation and maybe one
 *       missing node; revitalize = the next salient unrevealed nodes; closing = a brief wrap-up; unknown focus = a
 *       vague or tangential answer.</li>
 *   <li>Persona: length mix shifted by fatigue, hedges, fixation, tangents, skepticism, emotional intensity,
 *       self-correction ("actually, it's not X, it's more Y"), deflections (see {@link Persona.Knobs}).</li>
 * </ol>
 * Not thread-safe; one instance per session.
 */
public final class ScenarioRespondent implements Respondent {

    /** Minimum cosine similarity for a question's focus to count as one of the truth nodes (MiniLM scale). */
    public static final double FOCUS_MATCH_THRESHOLD = 0.45;

    /** Verbosity above which laddering also tells the next step of the chain. */
    public static final double CHAIN_TELLING_VERBOSITY = 0.6;

    private enum Length { DETAILED, MEDIUM, BRIEF, ACK }

    /**
     * One node to tell; with {@code viaId}, told together with its truth edge to that node ({@code viaIsCause}: the
     * via node is the edge's source) in the wording of the edge type's {@link RelationKind}.
     */
    private record Reveal(String nodeId, String viaId, boolean viaIsCause, boolean correction, String edgeType) {
    }

    private final Scenario scenario;
    private final Persona persona;
    private final Persona.Knobs knobs;
    private final long seed;
    private final EmbeddingPort embeddings;
    private final Map<String, TruthNode> nodes;
    private final Map<String, List<float[]>> vectors = new LinkedHashMap<>();
    private final String fixationId;
    /** Ontology descriptions of the edge types (by name), used to choose how a relation is told. */
    private final Map<String, String> edgeDescriptions;
    private final Map<String, RelationKind> edgeKinds = new HashMap<>();

    private final Set<String> revealed = new LinkedHashSet<>();
    private final Map<String, Integer> phrasingUse = new HashMap<>();
    private String lastFocus;
    private double relief;
    private int recoveries;

    /**
     * @param scenario   the hidden truth (required)
     * @param persona    behaviour
     * @param seed       the run's seed
     * @param embeddings used to match question focus to truth nodes
     */
    public ScenarioRespondent(Scenario scenario, Persona persona, long seed, EmbeddingPort embeddings) {
        this(scenario, persona, seed, embeddings, Map.of());
    }

    /**
     * @param scenario         the hidden truth (required)
     * @param persona          behaviour
     * @param seed             the run's seed
     * @param embeddings       used to match question focus to truth nodes
     * @param methodology      the scenario's methodology: its edge types' descriptions decide how each relation
     *                         is worded ({@link RelationKind}); {@code null} uses the edge type names alone
     */
    public ScenarioRespondent(Scenario scenario, Persona persona, long seed, EmbeddingPort embeddings,
                              MethodologyConfig methodology) {
        this(scenario, persona, seed, embeddings, descriptions(methodology));
    }

    private ScenarioRespondent(Scenario scenario, Persona persona, long seed, EmbeddingPort embeddings,
                               Map<String, String> edgeDescriptions) {
        this.edgeDescriptions = edgeDescriptions;
        this.scenario = Objects.requireNonNull(scenario, "the offline respondent needs a scenario");
        this.persona = Objects.requireNonNull(persona, "persona");
        this.knobs = persona.knobs();
        this.seed = seed;
        this.embeddings = Objects.requireNonNull(embeddings, "embeddings");
        this.nodes = scenario.nodesById();
        for (TruthNode n : scenario.nodes()) {
            vectors.put(n.id(), embeddings.embedAll(n.texts()));
        }
        String fix = knobs.fixationNode();
        if (fix != null && nodes.containsKey(fix)) {
            fixationId = fix;
        } else if (knobs.fixationStrength() > 0 && !scenario.nodes().isEmpty()) {
            fixationId = scenario.salienceOrder().get(0);
        } else {
            fixationId = null;
        }
    }

    private static Map<String, String> descriptions(MethodologyConfig methodology) {
        Map<String, String> out = new LinkedHashMap<>();
        if (methodology != null && methodology.ontology() != null) {
            for (EdgeType e : methodology.ontology().edgeTypes()) {
                out.put(e.name(), e.description() == null ? "" : e.description());
            }
        }
        return Map.copyOf(out);
    }

    /** Truth node ids revealed so far, in order. */
    public List<String> revealed() {
        return List.copyOf(revealed);
    }

    /** The truth node the respondent fixates on, or {@code null}. */
    public String fixationNode() {
        return fixationId;
    }

    @Override
    public String answer(RespondentTurn turn) {
        SplittableRandom rng = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + turn.turnNumber() * 0xBF58476D1CE4E5B9L);
        Intent intent = IntentClassifier.classify(turn);
        String focus = intent == Intent.OPENING ? null : matchFocus(turn);
        boolean topicChange = intent == Intent.REVITALIZE
                || (focus != null && lastFocus != null && !focus.equals(lastFocus) && !adjacent(focus, lastFocus));
        double fatigue = fatigue(turn.turnNumber(), topicChange);
        Length length = drawLength(rng, fatigue);
        int budget = switch (length) {
            case DETAILED -> 3 + (knobs.verbosity() > 0.7 ? 1 : 0);
            case MEDIUM -> 2;
            case BRIEF -> 1;
            case ACK -> 0;
        };
        List<String> hints = IntentClassifier.typeHints(turn.question(), scenario.nodeTypes());
        List<String> sentences = new ArrayList<>();
        if (focus != null) {
            lastFocus = focus;
            revealed.add(focus); // the interviewer can only name what was said
        }

        if (intent == Intent.CLOSING) {
            sentences.add(pick(rng, CLOSINGS));
            return finish(sentences);
        }
        if (rng.nextDouble() < knobs.deflectionRate() && intent != Intent.OPENING) {
            sentences.add(deflection(rng));
            budget = Math.min(budget, 1);
        }
        boolean fixating = fixationId != null && intent != Intent.OPENING && !fixationId.equals(focus)
                && rng.nextDouble() < knobs.fixationStrength();
        if (fixating) {
            // brief, dismissive nod to the question, then back to the fixation with rich detail
            sentences.add(pick(rng, DISMISSIVE));
            sentences.add(pick(rng, FIXATION_PIVOTS) + " " + phrase(fixationId, rng) + ".");
            sentences.add(pick(rng, FIXATION_DETAIL) + " " + phrase(fixationId, rng) + ".");
            List<Reveal> more = new ArrayList<>();
            addTargets(fixationId, more, 1, false);
            addSiblings(fixationId, more, 1);
            render(more, sentences, rng);
            revealed.add(fixationId);
            lastFocus = fixationId;
            return decorate(sentences, rng, turn);
        }
        if (length == Length.ACK && intent != Intent.OPENING) {
            sentences.add(fatigue > 0.45 && !persona.deflectionPatterns().isEmpty() && rng.nextBoolean()
                    ? deflection(rng) : pick(rng, ACKS));
            return finish(sentences);
        }

        List<Reveal> reveals = new ArrayList<>();
        switch (intent) {
            case OPENING -> {
                if (scenario.openingAnswer() != null && (length == Length.DETAILED
                        || (length == Length.MEDIUM && knobs.verbosity() >= 0.3))) {
                    sentences.add(scenario.openingAnswer());
                    markMentioned(scenario.openingAnswer());
                } else {
                    addSalient(reveals, Math.max(1, budget), hints);
                }
            }
            case LADDER -> {
                if (focus == null) {
                    vague(sentences, reveals, rng, hints);
                } else if (scenario.outgoing(focus).isEmpty()) {
                    sentences.add(pick(rng, BEDROCK).replace("{x}", phrase(focus, rng)));
                    revealed.add(focus);
                } else {
                    addTargets(focus, reveals, budget, knobs.verbosity() > CHAIN_TELLING_VERBOSITY, hints);
                    if (reveals.isEmpty()) {
                        TruthEdge e = scenario.outgoing(focus).get(rng.nextInt(scenario.outgoing(focus).size()));
                        sentences.add(pick(rng, REPEATS) + " " + phrase(focus, rng) + ", so "
                                + phrase(e.target(), rng) + ".");
                    }
                }
            }
            case EXPAND -> {
                if (focus != null) {
                    addSiblings(focus, reveals, Math.max(1, budget), hints);
                }
                addSalient(reveals, Math.max(1, budget), hints);
            }
            case CLARIFY -> {
                if (focus == null) {
                    vague(sentences, reveals, rng, hints);
                } else {
                    sentences.add(pick(rng, RESTATE) + " " + phrase(focus, rng) + ".");
                    revealed.add(focus);
                    addNeighbour(focus, reveals);
                    if (reveals.isEmpty()) {
                        sentences.add(pick(rng, SPECIFICS) + " " + phrase(focus, rng) + ".");
                    }
                }
            }
            case SUMMARY -> {
                sentences.add(pick(rng, CONFIRMS));
                if (budget > 0 && rng.nextDouble() < 0.5) {
                    List<Reveal> extra = new ArrayList<>();
                    addSalient(extra, 1, hints);
                    if (!extra.isEmpty()) {
                        sentences.add("One thing I'd add is that " + phrase(extra.get(0).nodeId(), rng) + ".");
                        revealed.add(extra.get(0).nodeId());
                    }
                }
            }
            case REVITALIZE -> addSalient(reveals, Math.max(1, budget), hints);
            case RELATE -> {
                if (!relate(turn.focusLabel(), reveals)) {
                    sentences.add(pick(rng, NO_RELATION));
                }
            }
            default -> vague(sentences, reveals, rng, hints);
        }
        if (focus != null && focus.equals(fixationId)) {
            sentences.add(pick(rng, FIXATION_DETAIL) + " " + phrase(fixationId, rng) + ".");
            addTargets(fixationId, reveals, 1, false);
        }
        maybeSelfCorrect(reveals, rng);
        if ((length == Length.BRIEF || length == Length.ACK) && intent != Intent.RELATE) {
            // a brief answer names the new thing without explaining how it connects
            reveals.replaceAll(r -> r.correction() ? r : new Reveal(r.nodeId(), null, false, false, null));
        }
        render(reveals, sentences, rng);
        if (length == Length.DETAILED && !reveals.isEmpty() && rng.nextDouble() < knobs.verbosity()) {
            String again = reveals.get(rng.nextInt(reveals.size())).nodeId();
            sentences.add(pick(rng, ELABORATIONS) + " " + phrase(again, rng) + ".");
        }
        if (sentences.isEmpty()) {
            sentences.add(pick(rng, VAGUE));
        }
        return decorate(sentences, rng, turn);
    }

    // ---- focus, fatigue, length -----------------------------------------------------------------------

    private String matchFocus(RespondentTurn turn) {
        String best = null;
        double bestSim = -1;
        List<String> probes = new ArrayList<>();
        if (turn.focusLabel() != null && !turn.focusLabel().isBlank()) {
            probes.add(turn.focusLabel());
        }
        probes.add(turn.question());
        for (String probe : probes) {
            float[] q = embeddings.embed(probe);
            for (Map.Entry<String, List<float[]>> e : vectors.entrySet()) {
                double sim = -1;
                for (float[] v : e.getValue()) {
                    sim = Math.max(sim, EmbeddingPort.cosine(q, v));
                }
                if (revealed.contains(e.getKey())) {
                    sim += 0.05; // the interviewer can only ask about what was said
                }
                if (sim > bestSim) {
                    bestSim = sim;
                    best = e.getKey();
                }
            }
            if (bestSim >= FOCUS_MATCH_THRESHOLD) {
                return best;
            }
        }
        return null;
    }

    private boolean adjacent(String a, String b) {
        for (TruthEdge e : scenario.edges()) {
            if ((e.source().equals(a) && e.target().equals(b)) || (e.source().equals(b) && e.target().equals(a))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Fatigue after {@code turn - 1} turns: {@code fatiguePerTurn * (turn - 1)} minus the relief of a recent topic
     * change ({@code recovery * fatigue * 0.7^previousRecoveries}, halving every turn), clamped to [0, 1].
     */
    private double fatigue(int turn, boolean topicChange) {
        double base = knobs.fatiguePerTurn() * (turn - 1);
        if (topicChange && base > 0 && knobs.fatigueRecoveryOnTopicChange() > 0) {
            relief = Math.max(relief, knobs.fatigueRecoveryOnTopicChange() * base * Math.pow(0.7, recoveries));
            recoveries++;
        }
        double f = Math.max(0, Math.min(1, base - relief));
        relief *= 0.5;
        return f;
    }

    private Length drawLength(SplittableRandom rng, double fatigue) {
        Persona.ResponsePatterns p = persona.responsePatterns();
        double energy = 1 - fatigue;
        double[] w = {p.detailed() * energy * energy, p.medium() * energy, p.brief() * (1 + fatigue),
            p.acknowledgment() * (1 + 3 * fatigue)};
        double total = w[0] + w[1] + w[2] + w[3];
        double r = rng.nextDouble() * total;
        for (int i = 0; i < w.length; i++) {
            r -= w[i];
            if (r < 0) {
                return Length.values()[i];
            }
        }
        return Length.BRIEF;
    }

    // ---- choosing what to reveal ----------------------------------------------------------------------

    private void addTargets(String from, List<Reveal> out, int budget, boolean chain, List<String> hints) {
        List<TruthEdge> edges = new ArrayList<>(scenario.outgoing(from));
        edges.sort((a, b) -> Boolean.compare(!hints.contains(typeOf(a.target())), !hints.contains(typeOf(b.target()))));
        for (TruthEdge e : edges) {
            if (out.size() >= budget) {
                return;
            }
            if (!revealed.contains(e.target()) && !planned(out, e.target())) {
                out.add(new Reveal(e.target(), from, true, false, e.type()));
                if (chain && out.size() < budget) {
                    addTargets(e.target(), out, budget, false, hints);
                }
            }
        }
    }

    private void addTargets(String from, List<Reveal> out, int extra, boolean chain) {
        addTargets(from, out, out.size() + extra, chain, List.of());
    }

    private void addSiblings(String focus, List<Reveal> out, int budget, List<String> hints) {
        List<Reveal> candidates = new ArrayList<>();
        for (TruthEdge in : scenario.incoming(focus)) {
            for (TruthEdge sib : scenario.outgoing(in.source())) {
                candidates.add(new Reveal(sib.target(), in.source(), true, false, sib.type()));
            }
        }
        for (TruthEdge outEdge : scenario.outgoing(focus)) {
            for (TruthEdge sib : scenario.incoming(outEdge.target())) {
                candidates.add(new Reveal(sib.source(), outEdge.target(), false, false, sib.type()));
            }
        }
        String type = typeOf(focus);
        for (TruthNode n : scenario.nodes()) {
            if (n.type().equals(type)) {
                candidates.add(new Reveal(n.id(), null, false, false, null));
            }
        }
        List<String> order = scenario.salienceOrder();
        candidates.sort((a, b) -> {
            int h = Boolean.compare(!hints.contains(typeOf(a.nodeId())), !hints.contains(typeOf(b.nodeId())));
            return h != 0 ? h : Integer.compare(order.indexOf(a.nodeId()), order.indexOf(b.nodeId()));
        });
        int limit = out.size() + budget;
        for (Reveal r : candidates) {
            if (out.size() >= limit) {
                return;
            }
            if (!r.nodeId().equals(focus) && !revealed.contains(r.nodeId()) && !planned(out, r.nodeId())) {
                out.add(r);
            }
        }
    }

    private void addSiblings(String focus, List<Reveal> out, int budget) {
        addSiblings(focus, out, budget, List.of());
    }

    /** Next salient unrevealed nodes (hinted types first), connected to an already revealed neighbour if any. */
    private void addSalient(List<Reveal> out, int budget, List<String> hints) {
        List<String> order = new ArrayList<>(scenario.salienceOrder());
        order.sort((a, b) -> Boolean.compare(!hints.contains(typeOf(a)), !hints.contains(typeOf(b))));
        int limit = out.size() + budget;
        for (String id : order) {
            if (out.size() >= limit) {
                return;
            }
            if (revealed.contains(id) || planned(out, id)) {
                continue;
            }
            Reveal via = null;
            for (TruthEdge e : scenario.incoming(id)) {
                if (revealed.contains(e.source()) || planned(out, e.source())) {
                    via = new Reveal(id, e.source(), true, false, e.type());
                    break;
                }
            }
            if (via == null) {
                for (TruthEdge e : scenario.outgoing(id)) {
                    if (revealed.contains(e.target()) || planned(out, e.target())) {
                        via = new Reveal(id, e.target(), false, false, e.type());
                        break;
                    }
                }
            }
            out.add(via != null ? via : new Reveal(id, null, false, false, null));
        }
    }

    /**
     * A "how do X and Y relate?" question: the focus label names two things joined by "and" (each split at an
     * " and " is tried, since a label may itself contain "and"). The truth edge whose endpoints best match the two
     * sides (cosine of each side with the node's label and phrasings, each at least
     * {@link #FOCUS_MATCH_THRESHOLD}; highest sum wins) is told as one linked sentence ("X, so Y"), even when both
     * nodes were revealed before: the relation is what is new. Without a direct edge, a two-step path through a
     * shared neighbour is told as two linked sentences. Nothing is invented: without a truth relation the
     * respondent says they see none.
     *
     * @return whether a relation was told
     */
    private boolean relate(String focusLabel, List<Reveal> out) {
        if (focusLabel == null || focusLabel.isBlank()) {
            return false;
        }
        String label = focusLabel.strip();
        double best = -1;
        TruthEdge bestEdge = null;
        List<TruthEdge> bestPath = null;
        int at = label.indexOf(" and ");
        while (at > 0) {
            Map<String, Double> left = similarities(label.substring(0, at));
            Map<String, Double> right = similarities(label.substring(at + 5));
            for (TruthEdge e : scenario.edges()) {
                double score = Math.max(pairScore(left, right, e.source(), e.target()),
                        pairScore(left, right, e.target(), e.source()));
                if (score > best) {
                    best = score;
                    bestEdge = e;
                    bestPath = null;
                }
            }
            if (bestEdge == null) {
                for (TruthEdge a : scenario.edges()) {
                    for (TruthEdge b : scenario.edges()) {
                        if (a == b || !shareNode(a, b)) {
                            continue;
                        }
                        String x = a.source().equals(b.source()) || a.source().equals(b.target()) ? a.target() : a.source();
                        String y = b.source().equals(a.source()) || b.source().equals(a.target()) ? b.target() : b.source();
                        double score = Math.max(pairScore(left, right, x, y), pairScore(left, right, y, x)) - 0.1;
                        if (score > best) {
                            best = score;
                            bestPath = List.of(a, b);
                        }
                    }
                }
            }
            at = label.indexOf(" and ", at + 1);
        }
        if (bestEdge != null) {
            out.add(new Reveal(bestEdge.target(), bestEdge.source(), true, false, bestEdge.type()));
            revealed.add(bestEdge.source());
            lastFocus = bestEdge.source();
            return true;
        }
        if (bestPath != null) {
            for (TruthEdge e : bestPath) {
                out.add(new Reveal(e.target(), e.source(), true, false, e.type()));
                revealed.add(e.source());
            }
            return true;
        }
        return false;
    }

    private static boolean shareNode(TruthEdge a, TruthEdge b) {
        return a.source().equals(b.source()) || a.source().equals(b.target()) || a.target().equals(b.source())
                || a.target().equals(b.target());
    }

    /** Sum of the two sides' similarities, or -1 when either is below {@link #FOCUS_MATCH_THRESHOLD}. */
    private static double pairScore(Map<String, Double> left, Map<String, Double> right, String x, String y) {
        double a = left.getOrDefault(x, -1.0);
        double b = right.getOrDefault(y, -1.0);
        return a < FOCUS_MATCH_THRESHOLD || b < FOCUS_MATCH_THRESHOLD ? -1 : a + b;
    }

    /** Cosine of {@code text} with every truth node (max over its label and phrasings). */
    private Map<String, Double> similarities(String text) {
        float[] q = embeddings.embed(text);
        Map<String, Double> out = new HashMap<>();
        for (Map.Entry<String, List<float[]>> e : vectors.entrySet()) {
            double sim = -1;
            for (float[] v : e.getValue()) {
                sim = Math.max(sim, EmbeddingPort.cosine(q, v));
            }
            out.put(e.getKey(), sim);
        }
        return out;
    }

    /** One concrete neighbour for a clarification: an unrevealed cause first, else an unrevealed effect. */
    private void addNeighbour(String focus, List<Reveal> out) {
        for (TruthEdge e : scenario.incoming(focus)) {
            if (!revealed.contains(e.source())) {
                out.add(new Reveal(e.source(), focus, false, false, e.type()));
                return;
            }
        }
        for (TruthEdge e : scenario.outgoing(focus)) {
            if (!revealed.contains(e.target())) {
                out.add(new Reveal(e.target(), focus, true, false, e.type()));
                return;
            }
        }
    }

    private void vague(List<String> sentences, List<Reveal> reveals, SplittableRandom rng, List<String> hints) {
        if (rng.nextDouble() < 0.3 + knobs.tangentRate()) {
            sentences.add(pick(rng, TANGENTS));
        } else {
            sentences.add(pick(rng, VAGUE));
        }
        if (rng.nextDouble() < 0.4) {
            addSalient(reveals, 1, hints);
        }
    }

    /**
     * Self-correction: with {@code selfCorrectionRate}, one revealed node Y is told as a correction of an earlier
     * mentioned node X of the same type ("actually, it's not X, it's more Y"), which should produce a
     * {@code revises} edge.
     */
    private void maybeSelfCorrect(List<Reveal> reveals, SplittableRandom rng) {
        if (knobs.selfCorrectionRate() <= 0 || rng.nextDouble() >= knobs.selfCorrectionRate()) {
            return;
        }
        for (int i = 0; i < reveals.size(); i++) {
            if (earlierOfSameType(reveals.get(i).nodeId()) != null) {
                Reveal r = reveals.get(i);
                reveals.set(i, new Reveal(r.nodeId(), r.viaId(), r.viaIsCause(), true, r.edgeType()));
                return;
            }
        }
        for (String id : scenario.salienceOrder()) {
            if (!revealed.contains(id) && !planned(reveals, id) && earlierOfSameType(id) != null) {
                reveals.add(new Reveal(id, null, false, true, null));
                return;
            }
        }
    }

    private String earlierOfSameType(String id) {
        String type = typeOf(id);
        String found = null;
        for (String r : revealed) {
            if (!r.equals(id) && typeOf(r).equals(type)) {
                found = r; // the most recent one
            }
        }
        return found;
    }

    private void markMentioned(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        for (TruthNode n : scenario.nodes()) {
            boolean said = n.phrasings().stream().anyMatch(p -> lower.contains(p.toLowerCase(Locale.ROOT)));
            List<String> words = contentWords(n.label());
            long hits = words.stream().filter(lower::contains).count();
            if (said || (!words.isEmpty() && hits * 10 >= words.size() * 6L)) {
                revealed.add(n.id());
            }
        }
    }

    private static boolean planned(List<Reveal> out, String id) {
        for (Reveal r : out) {
            if (r.nodeId().equals(id)) {
                return true;
            }
        }
        return false;
    }

    private String typeOf(String id) {
        return nodes.get(id).type();
    }

    // ---- rendering ------------------------------------------------------------------------------------

    private void render(List<Reveal> reveals, List<String> sentences, SplittableRandom rng) {
        String previous = null;
        for (Reveal r : reveals) {
            if (r.correction()) {
                String wrong = earlierOfSameType(r.nodeId());
                sentences.add(pick(rng, CORRECTIONS).replace("{x}", nodes.get(wrong).label())
                        .replace("{y}", phrase(r.nodeId(), rng)));
            } else if (r.viaId() == null) {
                sentences.add(pick(rng, STANDALONE).replace("{x}", phrase(r.nodeId(), rng)));
            } else {
                String source = r.viaIsCause() ? r.viaId() : r.nodeId();
                String target = r.viaIsCause() ? r.nodeId() : r.viaId();
                RelationKind kind = kindOf(r.edgeType());
                if (kind == RelationKind.REMEDY && RelationKind.targetIsRemedy(r.edgeType())) {
                    // "resolved_by": told as the remedy (target) taking care of the problem (source)
                    String swap = source;
                    source = target;
                    target = swap;
                }
                // a follow-on ("so {t}") only continues a sentence whose last node is the edge's source
                boolean sourceJustSaid = source.equals(r.viaId()) && r.viaId().equals(previous);
                String s = phrase(source, rng);
                String t = phrase(target, rng);
                String template = sourceJustSaid && !kind.followOns().isEmpty() && rng.nextDouble() < 0.6 ? pick(rng, kind.followOns())
                        : pick(rng, kind.templates());
                sentences.add(template.replace("{s}", s).replace("{t}", t));
            }
            revealed.add(r.nodeId());
            previous = r.nodeId();
        }
    }

    private RelationKind kindOf(String edgeType) {
        return edgeType == null ? RelationKind.CAUSAL
                : edgeKinds.computeIfAbsent(edgeType, t -> RelationKind.of(t, edgeDescriptions.get(t)));
    }

    /** Hedges, skepticism, emotion and tangents, then joins the sentences. */
    private String decorate(List<String> sentences, SplittableRandom rng, RespondentTurn turn) {
        List<String> out = new ArrayList<>();
        for (String s : sentences) {
            if (rng.nextDouble() < knobs.hedgingRate()) {
                s = rng.nextBoolean() ? pick(rng, HEDGE_PREFIXES) + " " + lowerFirst(s)
                        : stripStop(s) + pick(rng, HEDGE_SUFFIXES) + ".";
            }
            out.add(s);
        }
        if (!out.isEmpty() && rng.nextDouble() < knobs.emotionalIntensity()) {
            if (rng.nextBoolean()) {
                out.set(0, pick(rng, INTENSIFIERS) + " " + lowerFirst(out.get(0)));
            } else {
                out.add(pick(rng, FEELINGS));
            }
        }
        if (rng.nextDouble() < knobs.skepticism()) {
            out.add(pick(rng, SKEPTIC));
        }
        if (turn.turnNumber() > 0 && rng.nextDouble() < knobs.tangentRate()) {
            out.add(Math.min(out.size(), 1 + rng.nextInt(Math.max(1, out.size()))), pick(rng, TANGENTS));
        }
        return finish(out);
    }

    private static String finish(List<String> sentences) {
        StringBuilder sb = new StringBuilder();
        for (String s : sentences) {
            String t = s.strip();
            if (t.isEmpty()) {
                continue;
            }
            t = upperFirst(t);
            if (!t.endsWith(".") && !t.endsWith("?") && !t.endsWith("!") && !t.endsWith("...")) {
                t = t + ".";
            }
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(t);
        }
        return sb.toString();
    }

    /** A phrasing of the node, least used first (ties broken by the draw). */
    private String phrase(String id, SplittableRandom rng) {
        List<String> ps = nodes.get(id).phrasings();
        int min = Integer.MAX_VALUE;
        List<Integer> least = new ArrayList<>();
        for (int i = 0; i < ps.size(); i++) {
            int used = phrasingUse.getOrDefault(id + "#" + i, 0);
            if (used < min) {
                min = used;
                least.clear();
            }
            if (used == min) {
                least.add(i);
            }
        }
        int chosen = least.get(rng.nextInt(least.size()));
        phrasingUse.merge(id + "#" + chosen, 1, Integer::sum);
        return stripStop(ps.get(chosen));
    }

    private String deflection(SplittableRandom rng) {
        List<String> d = persona.deflectionPatterns();
        return d.isEmpty() ? pick(rng, ACKS) : d.get(rng.nextInt(d.size()));
    }

    private static String pick(SplittableRandom rng, List<String> options) {
        return options.get(rng.nextInt(options.size()));
    }

    private static String pick(SplittableRandom rng, String[] options) {
        return options[rng.nextInt(options.length)];
    }

    private static String stripStop(String s) {
        String t = s.strip();
        while (t.endsWith(".")) {
            t = t.substring(0, t.length() - 1);
        }
        return t;
    }

    private static String upperFirst(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String lowerFirst(String s) {
        if (s.length() < 2 || s.startsWith("I ") || s.startsWith("I'")) {
            return s;
        }
        return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    private static List<String> contentWords(String label) {
        List<String> words = new ArrayList<>();
        for (String w : label.toLowerCase(Locale.ROOT).split("[^a-z0-9']+")) {
            if (w.length() > 3) {
                words.add(w);
            }
        }
        return words;
    }

    // ---- phrase banks ---------------------------------------------------------------------------------

    private static final String[] STANDALONE = {
        "{x}", "well, {x}", "I'd say {x}", "for me, {x}", "one thing is that {x}", "mostly {x}",
        "honestly, {x}", "the main thing is {x}", "I suppose {x}", "oh, and {x}", "also {x}"};
    private static final String[] RESTATE = {
        "What I mean is", "I guess what I'm trying to say is", "Put differently,", "To be more specific,",
        "Like, concretely,"};
    private static final String[] SPECIFICS = {
        "For example, just last week", "A concrete example: most days", "Like, take this morning,"};
    private static final String[] BEDROCK = {
        "I don't know, {x}, and that's just important to me", "It's hard to explain further; {x} is kind of the core of it",
        "That's just what matters in the end: {x}", "I think {x} is simply the bottom line for me"};
    private static final String[] REPEATS = {"Like I said,", "As I mentioned,", "Again,"};
    private static final String[] ELABORATIONS = {"I mean,", "What I'm getting at is", "In other words,",
        "And really,"};
    private static final String[] CONFIRMS = {"Yes, that's about right", "Mostly, yes", "Yeah, that sums it up",
        "That's pretty accurate", "Right, more or less"};
    private static final String[] CLOSINGS = {"No, I think that covers it, thanks", "Thanks, that was actually interesting to think about",
        "Nothing else really, happy to help", "I think I've said everything, thanks for asking"};
    private static final String[] ACKS = {"Yeah, pretty much", "Right", "Sure, I guess", "Same as before really",
        "Yeah", "Mm, I think I already covered that", "Not much to add there"};
    private static final String[] VAGUE = {"Hmm, I'm not sure, it's hard to say", "I haven't really thought about that",
        "I don't know, it just is what it is", "Good question, I'm not sure I have a clear answer",
        "It depends, I guess"};
    private static final String[] NO_RELATION = {"Honestly, I don't see much of a connection between those two",
        "I don't really think of them together, to be honest", "For me they're separate things, really"};
    private static final String[] TANGENTS = {
        "That reminds me, my neighbour has a whole theory about this, but that's another story",
        "Funny thing, last summer I spent a whole weekend reading reviews about something completely different",
        "My brother always teases me about this kind of thing, actually",
        "Sorry, I got distracted thinking about a trip I took a couple of years ago",
        "It's a bit like when my old flatmate reorganised the whole kitchen, but anyway",
        "By the way, I read an article about this on the train once, I can't remember where"};
    private static final String[] DISMISSIVE = {"Sure, that's fine", "I mean, okay", "Yeah, maybe",
        "That's not really the point for me"};
    private static final String[] FIXATION_PIVOTS = {"But honestly, what really matters is that",
        "Sure, but going back to what I said,", "The real issue for me is still that",
        "Everything comes back to the fact that"};
    private static final String[] FIXATION_DETAIL = {"I really can't stress enough that",
        "I keep thinking about how", "It's the thing I notice every single time:"};
    private static final String[] CORRECTIONS = {
        "Actually, it's not really about the {x}, it's more that {y}",
        "Wait, actually it's not the {x} so much; it's more that {y}",
        "Actually, I said {x} earlier, but thinking about it, it's more that {y}"};
    private static final String[] HEDGE_PREFIXES = {"I guess", "Maybe", "I'm not totally sure, but", "I think",
        "Probably", "Kind of,"};
    private static final String[] HEDGE_SUFFIXES = {", or something like that", ", I suppose", ", kind of",
        ", if that makes sense"};
    private static final String[] INTENSIFIERS = {"Honestly,", "Oh, absolutely,", "I really mean it,",
        "Seriously,"};
    private static final String[] FEELINGS = {"I feel really strongly about that", "It honestly makes me so happy",
        "That part genuinely frustrates me", "I love that, I really do", "It gets to me every time"};
    private static final String[] SKEPTIC = {"Though I'd want to see real evidence before I believe the marketing",
        "That said, I'm not convinced it's true for everyone", "I'm wary of claims I can't check myself",
        "To be fair, I'd need numbers to be sure about that"};
}
