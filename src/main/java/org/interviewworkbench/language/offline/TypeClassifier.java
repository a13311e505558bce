package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.port.EmbeddingPort;

/**
 * Classifies a concept phrase into an ontology node type.
 *
 * <p>Score of type {@code T} for phrase {@code p}:
 * {@code 0.4 * cos(p, description(T)) + 0.6 * max_e cos(p, example_e(T)) + sum of cue bonuses}, where each
 * type carries cue categories derived from its name and description (emotion, value, context, pain, gain,
 * attribute, functional, action, trigger, expectation, element) and each phrase carries the cues found in its
 * words and clause (feeling words, "important to me", a "when" clause, frustration words, ...). A matching cue
 * adds {@link #CUE_BONUS} (explicit cues such as "I value" add twice that). Prototype vectors (description and
 * examples of every type) are embedded once per methodology and cached.
 *
 * <p>Confidence: {@code clamp(0.55 + 2 * (best - second), 0.35, 0.95)}.
 */
final class TypeClassifier {

    /** Share of the clause's embedding in a phrase's type score ({@link #classify(Prototypes, float[], float[], Map)}). */
    static final double CLAUSE_WEIGHT = 0.3;

    /** Bonus per matching cue category. */
    static final double CUE_BONUS = 0.08;

    /** Cue categories shared by node types and phrases. */
    enum Cue {
        EMOTION, VALUE, CONTEXT, PAIN, GAIN, ATTRIBUTE, FUNCTIONAL, ACTION, TRIGGER, EXPECTATION, ELEMENT,
        /** A way of behaving ("take care of myself", "be responsible"): instrumental values. */
        BEHAVIOUR,
        /** An abstract end state ("self-respect", "sense of peace"): terminal values. */
        END_STATE,
        /** A conclusion drawn ("I learned to ...", "it's worth ..."): learnings, lessons, insights. */
        LEARNING,
        /** Something done differently since ("now I always ...", "not ... anymore"): behaviour changes. */
        CHANGE,
        /** A score or rank ("a seven out of ten", "I'd rate it nine"). */
        RATING,
        /** What options share ("both", "alike", "in common"). */
        SIMILAR,
        /** What sets one option apart ("the only one", "unlike the others"). */
        DIFFERENT,
        /** The option one would design ("my ideal would be", "the perfect one"). */
        IDEAL
    }

    private static final Map<Cue, Pattern> TYPE_CUES = Map.ofEntries(
            Map.entry(Cue.EMOTION, p("emotion|feeling|psychosocial|social|mood|experiential state|identity|impression")),
            Map.entry(Cue.VALUE, p("value|life goal|end-state|mode of behavio|principle")),
            Map.entry(Cue.CONTEXT, p("context|situation|circumstance|setting|occasion")),
            Map.entry(Cue.PAIN, p("pain|obstacle|frustration|friction|negative experience|problem")),
            Map.entry(Cue.GAIN, p("gain|benefit|desired outcome|worthwhile")),
            Map.entry(Cue.ATTRIBUTE, p("attribute|feature|characteristic|construct|pole|quality")),
            Map.entry(Cue.FUNCTIONAL, p("functional|tangible|outcome|result|consequence")),
            Map.entry(Cue.ACTION, p("action|what the person did|approach|solution|method|touchpoint|interaction")),
            Map.entry(Cue.TRIGGER, p("trigger|event|stimulus|initiat|incident|moment")),
            Map.entry(Cue.EXPECTATION, p("expect|anticipat|hoped")),
            Map.entry(Cue.ELEMENT, p("element|item|brand|product|variant|channel|medium")),
            Map.entry(Cue.BEHAVIOUR, p("mode of behavio|way of behaving|preferred way|instrumental")),
            Map.entry(Cue.END_STATE, p("end state|end-state|state of existence|terminal|top of a ladder|core life goal")),
            Map.entry(Cue.LEARNING, p("learning|lesson|conclusion|insight|takeaway")),
            Map.entry(Cue.CHANGE, p("does differently|do differently|behavio(u)?r change|changed behavio")),
            Map.entry(Cue.RATING, p("rating|score|rank")),
            Map.entry(Cue.SIMILAR, p("in common|similarit")),
            Map.entry(Cue.DIFFERENT, p("sets an element apart|difference")),
            Map.entry(Cue.IDEAL, p("ideal|would design")));

    /**
     * Extra prototype phrases for the standard means-end chain types (matched by type name), added to the
     * methodology's own examples: the file's two or three examples leave large gaps between the ladder levels.
     * Deliberately not the phrases of the regression tests.
     */
    static final Map<String, List<String>> EXTRA_EXAMPLES = Map.of(
            "attribute", List.of("rich and smooth", "dairy-free", "the cost", "eco-friendly packaging",
                    "natural ingredients", "sweet taste", "thick texture"),
            "functional_consequence", List.of("foams nicely", "curdles in tea", "tastes bland", "keeps fresh longer",
                    "blends easily into porridge", "looks unappetising", "goes off quickly"),
            "psychosocial_consequence", List.of("feel relaxed", "a peaceful break", "spoil myself", "feel ashamed",
                    "feel pampered", "feel in charge of things", "coffee feels like a luxury", "feel good about it"),
            "instrumental_value", List.of("look after my health", "act responsibly", "live an eco-friendly life",
                    "be a good parent", "do my part", "be careful with money", "not hurry through life"),
            "terminal_value", List.of("dignity", "inner peace", "happiness", "freedom", "a better future",
                    "safety of my loved ones", "a sense of accomplishment"));

    private static Pattern p(String regex) {
        return Pattern.compile(regex, Pattern.CASE_INSENSITIVE);
    }

    /** Prototype vectors and cue sets of one methodology's node types. */
    record Prototypes(List<NodeType> types, List<float[]> descriptions, List<List<float[]>> examples,
                      List<Set<Cue>> cues) {
    }

    /** A classification: type, confidence and the per-type scores (ontology order). */
    record Result(String type, double confidence, double[] scores) {
    }

    private final EmbeddingPort embeddings;
    private final Map<String, Prototypes> cache = new ConcurrentHashMap<>();

    TypeClassifier(EmbeddingPort embeddings) {
        this.embeddings = embeddings;
    }

    /** The cached prototypes of a methodology (embedded on first use, in one batch). */
    Prototypes prototypes(MethodologyConfig methodology) {
        String key = methodology.id() + "#" + methodology.ontology().nodeTypes().hashCode();
        return cache.computeIfAbsent(key, k -> build(methodology.ontology().nodeTypes()));
    }

    private Prototypes build(List<NodeType> types) {
        List<String> texts = new ArrayList<>();
        for (NodeType t : types) {
            texts.add(humanName(t.name()) + ": " + t.description());
            texts.addAll(examples(t));
        }
        List<float[]> vectors = texts.isEmpty() ? List.of() : embeddings.embedAll(texts);
        List<float[]> desc = new ArrayList<>();
        List<List<float[]>> examples = new ArrayList<>();
        List<Set<Cue>> cues = new ArrayList<>();
        int k = 0;
        for (NodeType t : types) {
            desc.add(vectors.get(k++));
            List<float[]> ex = new ArrayList<>();
            for (int i = 0; i < examples(t).size(); i++) {
                ex.add(vectors.get(k++));
            }
            examples.add(ex);
            cues.add(typeCues(t));
        }
        return new Prototypes(List.copyOf(types), desc, examples, cues);
    }

    /** The type's examples plus the built-in extras for standard means-end chain type names. */
    static List<String> examples(NodeType t) {
        List<String> extra = EXTRA_EXAMPLES.get(t.name());
        if (extra == null) {
            return t.examples();
        }
        List<String> out = new ArrayList<>(t.examples());
        out.addAll(extra);
        return out;
    }

    /** Cue categories of a node type, from its name and description. */
    static Set<Cue> typeCues(NodeType t) {
        String text = (t.name().replace('_', ' ') + " " + t.description()).toLowerCase(Locale.ROOT);
        Set<Cue> out = EnumSet.noneOf(Cue.class);
        TYPE_CUES.forEach((cue, pattern) -> {
            if (pattern.matcher(text).find()) {
                out.add(cue);
            }
        });
        if (t.name().toLowerCase(Locale.ROOT).contains("value")) {
            out.add(Cue.VALUE);
        }
        if (t.name().equals("behavior_change") || t.name().equals("learning")) {
            out.remove(Cue.VALUE);
        }
        String name = t.name().toLowerCase(Locale.ROOT);
        if (name.contains("instrumental")) {
            out.add(Cue.BEHAVIOUR);
        }
        if (name.contains("terminal")) {
            out.add(Cue.END_STATE);
        }
        return out;
    }

    /**
     * Classifies a phrase.
     *
     * @param prototypes   the methodology's prototypes
     * @param vector       the phrase embedding
     * @param cues         cue weights of the phrase (1 = cue present, 2 = explicit cue)
     */
    Result classify(Prototypes prototypes, float[] vector, Map<Cue, Integer> cues) {
        return classify(prototypes, vector, null, cues);
    }

    /**
     * Classifies a phrase in the context of the clause it was said in: the embedding part of each type's score
     * is {@code (1 - w) * sim(phrase) + w * sim(clause)} with {@code w =} {@link #CLAUSE_WEIGHT}. The clause
     * carries what the short label drops ("deciding what to cook every day <i>wears me out</i>" is a pain, not a
     * solution). Without a clause vector this is {@link #classify(Prototypes, float[], Map)}.
     */
    Result classify(Prototypes prototypes, float[] vector, float[] clause, Map<Cue, Integer> cues) {
        int n = prototypes.types().size();
        double[] scores = new double[n];
        int best = 0;
        for (int i = 0; i < n; i++) {
            double s = clause == null ? similarity(prototypes, i, vector)
                    : (1 - CLAUSE_WEIGHT) * similarity(prototypes, i, vector)
                    + CLAUSE_WEIGHT * similarity(prototypes, i, clause);
            for (Cue cue : prototypes.cues().get(i)) {
                s += CUE_BONUS * cues.getOrDefault(cue, 0);
            }
            scores[i] = s;
            if (s > scores[best]) {
                best = i;
            }
        }
        double second = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            if (i != best) {
                second = Math.max(second, scores[i]);
            }
        }
        double margin = second == Double.NEGATIVE_INFINITY ? 0.2 : scores[best] - second;
        double confidence = Math.max(0.35, Math.min(0.95, 0.55 + 2 * margin));
        return new Result(prototypes.types().get(best).name(), confidence, scores);
    }

    /** {@code 0.4 cos(v, description) + 0.6 max cos(v, example)} for type {@code i}. */
    private static double similarity(Prototypes prototypes, int i, float[] vector) {
        double d = EmbeddingPort.cosine(vector, prototypes.descriptions().get(i));
        double e = d;
        if (!prototypes.examples().get(i).isEmpty()) {
            e = -1;
            for (float[] ex : prototypes.examples().get(i)) {
                e = Math.max(e, EmbeddingPort.cosine(vector, ex));
            }
        }
        return 0.4 * d + 0.6 * e;
    }

    private static String humanName(String name) {
        return name.replace('_', ' ');
    }
}
