package org.interviewworkbench.simulation;

import static org.interviewworkbench.simulation.PhraseBank.ACKS;
import static org.interviewworkbench.simulation.PhraseBank.BEDROCK;
import static org.interviewworkbench.simulation.PhraseBank.CLOSINGS;
import static org.interviewworkbench.simulation.PhraseBank.CONFIRMS;
import static org.interviewworkbench.simulation.PhraseBank.DISMISSIVE;
import static org.interviewworkbench.simulation.PhraseBank.ELABORATIONS;
import static org.interviewworkbench.simulation.PhraseBank.FIXATION_DETAIL;
import static org.interviewworkbench.simulation.PhraseBank.FIXATION_PIVOTS;
import static org.interviewworkbench.simulation.PhraseBank.NO_RELATION;
import static org.interviewworkbench.simulation.PhraseBank.REPEATS;
import static org.interviewworkbench.simulation.PhraseBank.RESTATE;
import static org.interviewworkbench.simulation.PhraseBank.SPECIFICS;
import static org.interviewworkbench.simulation.PhraseBank.TANGENTS;
import static org.interviewworkbench.simulation.PhraseBank.VAGUE;
import static org.interviewworkbench.simulation.RespondentVoice.pick;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
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
 * This class decides the shape of each answer (intent, fixation, length budget) and draws in a fixed order; the
 * jobs are its parts: {@link FocusMatcher} (focus), {@link Fatigue} (fatigue and length), {@link RevealPlanner}
 * (what is revealed), {@link RespondentVoice} with {@link PhraseBank} (how it is said), all sharing one
 * {@link RespondentMemory}. Not thread-safe; one instance per session.
 */
public final class ScenarioRespondent implements Respondent {

    /** Minimum cosine similarity for a question's focus to count as one of the truth nodes (MiniLM scale). */
    public static final double FOCUS_MATCH_THRESHOLD = FocusMatcher.THRESHOLD;

    /** Verbosity above which laddering also tells the next step of the chain. */
    public static final double CHAIN_TELLING_VERBOSITY = 0.6;

    private final Scenario scenario;
    private final Persona persona;
    private final Persona.Knobs knobs;
    private final long seed;
    private final String fixationId;
    private final RespondentMemory memory;
    private final FocusMatcher matcher;
    private final Fatigue fatigue;
    private final RevealPlanner planner;
    private final RespondentVoice voice;

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
        this(scenario, persona, seed, embeddings, RespondentVoice.edgeDescriptions(methodology));
    }

    private ScenarioRespondent(Scenario scenario, Persona persona, long seed, EmbeddingPort embeddings,
                               Map<String, String> edgeDescriptions) {
        this.scenario = Objects.requireNonNull(scenario, "the offline respondent needs a scenario");
        this.persona = Objects.requireNonNull(persona, "persona");
        this.knobs = persona.knobs();
        this.seed = seed;
        this.matcher = new FocusMatcher(scenario, Objects.requireNonNull(embeddings, "embeddings"));
        this.memory = new RespondentMemory(scenario);
        this.fatigue = new Fatigue(persona);
        this.planner = new RevealPlanner(scenario, knobs, memory, matcher);
        this.voice = new RespondentVoice(scenario, persona, edgeDescriptions, memory);
        String fix = knobs.fixationNode();
        if (fix != null && scenario.nodesById().containsKey(fix)) {
            fixationId = fix;
        } else if (knobs.fixationStrength() > 0 && !scenario.nodes().isEmpty()) {
            fixationId = scenario.salienceOrder().get(0);
        } else {
            fixationId = null;
        }
    }

    /** Truth node ids revealed so far, in order. */
    public List<String> revealed() {
        return memory.revealed();
    }

    /** The truth node the respondent fixates on, or {@code null}. */
    public String fixationNode() {
        return fixationId;
    }

    @Override
    public String answer(RespondentTurn turn) {
        SplittableRandom rng = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + turn.turnNumber() * 0xBF58476D1CE4E5B9L);
        Intent intent = IntentClassifier.classify(turn);
        String focus = intent == Intent.OPENING ? null : matcher.match(turn, memory);
        boolean topicChange = intent == Intent.REVITALIZE
                || (focus != null && memory.lastFocus() != null && !focus.equals(memory.lastFocus())
                && !adjacent(focus, memory.lastFocus()));
        double tiredness = fatigue.at(turn.turnNumber(), topicChange);
        Fatigue.Length length = fatigue.drawLength(rng, tiredness);
        int budget = switch (length) {
            case DETAILED -> 3 + (knobs.verbosity() > 0.7 ? 1 : 0);
            case MEDIUM -> 2;
            case BRIEF -> 1;
            case ACK -> 0;
        };
        List<String> hints = IntentClassifier.typeHints(turn.question(), scenario.nodeTypes());
        List<String> sentences = new ArrayList<>();
        if (focus != null) {
            memory.focusOn(focus);
            memory.reveal(focus); // the interviewer can only name what was said
        }

        if (intent == Intent.CLOSING) {
            sentences.add(pick(rng, CLOSINGS));
            return RespondentVoice.finish(sentences);
        }
        if (rng.nextDouble() < knobs.deflectionRate() && intent != Intent.OPENING) {
            sentences.add(voice.deflection(rng));
            budget = Math.min(budget, 1);
        }
        boolean fixating = fixationId != null && intent != Intent.OPENING && !fixationId.equals(focus)
                && rng.nextDouble() < knobs.fixationStrength();
        if (fixating) {
            // brief, dismissive nod to the question, then back to the fixation with rich detail
            sentences.add(pick(rng, DISMISSIVE));
            sentences.add(pick(rng, FIXATION_PIVOTS) + " " + voice.phrase(fixationId, rng) + ".");
            sentences.add(pick(rng, FIXATION_DETAIL) + " " + voice.phrase(fixationId, rng) + ".");
            List<Reveal> more = new ArrayList<>();
            planner.addTargets(fixationId, more, 1, false);
            planner.addSiblings(fixationId, more, 1);
            voice.render(more, sentences, rng);
            memory.reveal(fixationId);
            memory.focusOn(fixationId);
            return voice.decorate(sentences, rng, turn);
        }
        if (length == Fatigue.Length.ACK && intent != Intent.OPENING) {
            sentences.add(tiredness > 0.45 && !persona.deflectionPatterns().isEmpty() && rng.nextBoolean()
                    ? voice.deflection(rng) : pick(rng, ACKS));
            return RespondentVoice.finish(sentences);
        }

        List<Reveal> reveals = new ArrayList<>();
        switch (intent) {
            case OPENING -> {
                if (scenario.openingAnswer() != null && (length == Fatigue.Length.DETAILED
                        || (length == Fatigue.Length.MEDIUM && knobs.verbosity() >= 0.3))) {
                    sentences.add(scenario.openingAnswer());
                    memory.markMentioned(scenario.openingAnswer());
                } else {
                    planner.addSalient(reveals, Math.max(1, budget), hints);
                }
            }
            case LADDER -> {
                if (focus == null) {
                    vague(sentences, reveals, rng, hints);
                } else if (scenario.outgoing(focus).isEmpty()) {
                    sentences.add(pick(rng, BEDROCK).replace("{x}", voice.phrase(focus, rng)));
                    memory.reveal(focus);
                } else {
                    planner.addTargets(focus, reveals, budget, knobs.verbosity() > CHAIN_TELLING_VERBOSITY, hints);
                    if (reveals.isEmpty()) {
                        TruthEdge e = scenario.outgoing(focus).get(rng.nextInt(scenario.outgoing(focus).size()));
                        sentences.add(pick(rng, REPEATS) + " " + voice.phrase(focus, rng) + ", so "
                                + voice.phrase(e.target(), rng) + ".");
                    }
                }
            }
            case EXPAND -> {
                if (focus != null) {
                    planner.addSiblings(focus, reveals, Math.max(1, budget), hints);
                }
                planner.addSalient(reveals, Math.max(1, budget), hints);
            }
            case CLARIFY -> {
                if (focus == null) {
                    vague(sentences, reveals, rng, hints);
                } else {
                    sentences.add(pick(rng, RESTATE) + " " + voice.phrase(focus, rng) + ".");
                    memory.reveal(focus);
                    planner.addNeighbour(focus, reveals);
                    if (reveals.isEmpty()) {
                        sentences.add(pick(rng, SPECIFICS) + " " + voice.phrase(focus, rng) + ".");
                    }
                }
            }
            case SUMMARY -> {
                sentences.add(pick(rng, CONFIRMS));
                if (budget > 0 && rng.nextDouble() < 0.5) {
                    List<Reveal> extra = new ArrayList<>();
                    planner.addSalient(extra, 1, hints);
                    if (!extra.isEmpty()) {
                        sentences.add("One thing I'd add is that " + voice.phrase(extra.get(0).nodeId(), rng) + ".");
                        memory.reveal(extra.get(0).nodeId());
                    }
                }
            }
            case REVITALIZE -> planner.addSalient(reveals, Math.max(1, budget), hints);
            case RELATE -> {
                if (!planner.relate(turn.focusLabel(), reveals)) {
                    sentences.add(pick(rng, NO_RELATION));
                }
            }
            default -> vague(sentences, reveals, rng, hints);
        }
        if (focus != null && focus.equals(fixationId)) {
            sentences.add(pick(rng, FIXATION_DETAIL) + " " + voice.phrase(fixationId, rng) + ".");
            planner.addTargets(fixationId, reveals, 1, false);
        }
        planner.maybeSelfCorrect(reveals, rng);
        if ((length == Fatigue.Length.BRIEF || length == Fatigue.Length.ACK) && intent != Intent.RELATE) {
            // a brief answer names the new thing without explaining how it connects
            reveals.replaceAll(r -> r.correction() ? r : Reveal.standalone(r.nodeId()));
        }
        voice.render(reveals, sentences, rng);
        if (length == Fatigue.Length.DETAILED && !reveals.isEmpty() && rng.nextDouble() < knobs.verbosity()) {
            String again = reveals.get(rng.nextInt(reveals.size())).nodeId();
            sentences.add(pick(rng, ELABORATIONS) + " " + voice.phrase(again, rng) + ".");
        }
        if (sentences.isEmpty()) {
            sentences.add(pick(rng, VAGUE));
        }
        return voice.decorate(sentences, rng, turn);
    }

    private boolean adjacent(String a, String b) {
        for (TruthEdge e : scenario.edges()) {
            if ((e.source().equals(a) && e.target().equals(b)) || (e.source().equals(b) && e.target().equals(a))) {
                return true;
            }
        }
        return false;
    }

    private void vague(List<String> sentences, List<Reveal> reveals, SplittableRandom rng, List<String> hints) {
        if (rng.nextDouble() < 0.3 + knobs.tangentRate()) {
            sentences.add(pick(rng, TANGENTS));
        } else {
            sentences.add(pick(rng, VAGUE));
        }
        if (rng.nextDouble() < 0.4) {
            planner.addSalient(reveals, 1, hints);
        }
    }
}
