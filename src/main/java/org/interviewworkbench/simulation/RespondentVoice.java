package org.interviewworkbench.simulation;

import static org.interviewworkbench.simulation.PhraseBank.ACKS;
import static org.interviewworkbench.simulation.PhraseBank.CORRECTIONS;
import static org.interviewworkbench.simulation.PhraseBank.FEELINGS;
import static org.interviewworkbench.simulation.PhraseBank.HEDGE_PREFIXES;
import static org.interviewworkbench.simulation.PhraseBank.HEDGE_SUFFIXES;
import static org.interviewworkbench.simulation.PhraseBank.INTENSIFIERS;
import static org.interviewworkbench.simulation.PhraseBank.SKEPTIC;
import static org.interviewworkbench.simulation.PhraseBank.STANDALONE;
import static org.interviewworkbench.simulation.PhraseBank.TANGENTS;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.MethodologyConfig;

/**
 * How a {@link ScenarioRespondent} says what it reveals: each planned {@link Reveal} as a sentence (alone, with its
 * relation in the wording of the edge type's {@link RelationKind}, or as a self-correction), the node phrasings
 * (least used first), then the persona's hedges, emotion, skepticism and tangents, joined into one answer. Every
 * choice is a draw from the turn's random source, in a fixed order. Mutable (phrasing use, the relation kind cache),
 * one per respondent, not thread-safe.
 */
final class RespondentVoice {

    private final Map<String, TruthNode> nodes;
    private final Persona persona;
    private final Persona.Knobs knobs;
    private final RespondentMemory memory;
    /** Ontology descriptions of the edge types (by name), used to choose how a relation is told. */
    private final Map<String, String> edgeDescriptions;
    private final Map<String, RelationKind> edgeKinds = new HashMap<>();
    private final Map<String, Integer> phrasingUse = new HashMap<>();

    /**
     * @param edgeDescriptions edge type name to its ontology description ({@link #edgeDescriptions})
     * @param memory           told nodes are marked revealed in it; corrections name its earlier nodes
     */
    RespondentVoice(Scenario scenario, Persona persona, Map<String, String> edgeDescriptions,
                    RespondentMemory memory) {
        this.nodes = scenario.nodesById();
        this.persona = persona;
        this.knobs = persona.knobs();
        this.edgeDescriptions = edgeDescriptions;
        this.memory = memory;
    }

    /** The methodology's edge type descriptions by name; empty without a methodology or ontology. */
    static Map<String, String> edgeDescriptions(MethodologyConfig methodology) {
        Map<String, String> out = new LinkedHashMap<>();
        if (methodology != null && methodology.ontology() != null) {
            for (EdgeType e : methodology.ontology().edgeTypes()) {
                out.put(e.name(), e.description() == null ? "" : e.description());
            }
        }
        return Map.copyOf(out);
    }

    /** Appends one sentence per reveal to {@code sentences} and marks each revealed node as said. */
    void render(List<Reveal> reveals, List<String> sentences, SplittableRandom rng) {
        String previous = null;
        for (Reveal r : reveals) {
            if (r.correction()) {
                String wrong = memory.earlierOfSameType(r.nodeId());
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
            memory.reveal(r.nodeId());
            previous = r.nodeId();
        }
    }

    private RelationKind kindOf(String edgeType) {
        return edgeType == null ? RelationKind.CAUSAL
                : edgeKinds.computeIfAbsent(edgeType, t -> RelationKind.of(t, edgeDescriptions.get(t)));
    }

    /** Hedges, skepticism, emotion and tangents, then joins the sentences. */
    String decorate(List<String> sentences, SplittableRandom rng, RespondentTurn turn) {
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

    /** Joins sentences into one answer: each stripped, capitalised and ended with a stop; blanks dropped. */
    static String finish(List<String> sentences) {
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
    String phrase(String id, SplittableRandom rng) {
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

    /** One of the persona's deflections, or an acknowledgment when it has none. */
    String deflection(SplittableRandom rng) {
        List<String> d = persona.deflectionPatterns();
        return d.isEmpty() ? pick(rng, ACKS) : d.get(rng.nextInt(d.size()));
    }

    /** One of {@code options}, drawn. */
    static String pick(SplittableRandom rng, List<String> options) {
        return options.get(rng.nextInt(options.size()));
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
}
