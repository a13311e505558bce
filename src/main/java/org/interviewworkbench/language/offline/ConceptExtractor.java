package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.ExtractionRequest;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Clause;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Kind;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Link;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Structure;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;
import org.interviewworkbench.language.offline.TypeClassifier.Cue;

/**
 * Rule-based concept and relationship extraction (the offline counterpart of peer-spec 6.2).
 *
 * <ol>
 *   <li>Extractability pre-check: fewer than 3 words, acknowledgement / yes-no only, a question back to the
 *       interviewer, or only remarks addressed at the interviewer ("ignore previous instructions ...") are not
 *       extractable.</li>
 *   <li>Candidates per clause from POS patterns: copular adjectives ("it's really creamy" -> {@code creamy}),
 *       linking verbs ("I feel rushed" -> {@code feel rushed}), the object or infinitive of preference verbs
 *       ("I like X", "I want to X"), causative complements ("that makes my mornings feel like a treat" ->
 *       {@code mornings feel like a treat}), verb phrases (verb + particle/manner adverb + object + first
 *       prepositional phrase, "froths well in coffee"), and noun phrases ({@code (ADJ|NOUN|PROPN)* NOUN}) in
 *       clauses without a verb. Labels are lowercased, without determiners, possessives or intensifiers,
 *       plural nouns lemmatised, 1-5 words; stopword-only labels and the study topic itself are dropped.</li>
 *   <li>Node type: {@link TypeClassifier} (prototype embeddings + lexical cues). All candidate phrases of an
 *       answer are embedded in one {@link EmbeddingPort#embedAll} call.</li>
 *   <li>Relationships, only where {@link Ontology#permits} allows them: (a) discourse links (cause-side
 *       concepts -> effect-side concepts), (b) the chain along ontology levels inside the answer, (c) the
 *       implicit relation from the focus node to the answer's concepts, and (d) {@code revises} edges on
 *       contradiction cues.</li>
 * </ol>
 */
final class ConceptExtractor {

    private static final Set<String> POSSESSIVES = Set.of("my", "your", "his", "her", "its", "our", "their");
    private static final Set<String> LABEL_DROP = Set.of("the", "this", "these", "those", "that", "some", "any",
            "really", "very", "so", "quite", "pretty", "just", "also", "actually", "definitely", "totally",
            "super", "honestly", "it", "them", "him", "me", "us", "whatever", "something", "anything", "basically", "always", "usually", "still", "even", "only", "probably",
            "maybe", "kind", "sort", "literally", "again", "anymore", "all");
    private static final Set<String> GENERIC_VERBS = Set.of("be", "have", "do", "get", "go", "make", "take",
            "use", "drink", "eat", "buy", "try", "put", "come", "see", "give", "find", "keep", "start", "stop",
            "feel", "work", "like", "want", "need", "love", "mean", "think", "know", "say", "guess", "happen",
            "seem", "look", "let", "help");
    private static final Set<String> REFLEXIVES = Set.of("myself", "yourself", "ourselves", "themselves",
            "himself", "herself", "itself");
    private static final Set<String> SUBJECT_PRONOUNS = Set.of("i", "we", "they", "he", "she", "you");
    private static final Set<String> NEGATION = Set.of("not", "n't", "never", "no");
    private static final Set<String> VALUE_PHRASES = Set.of("important to me", "matters to me", "i value",
            "means a lot", "i care about", "i believe in", "what matters", "my life", "life goal",
            "the kind of person", "as a person", "in life");
    private static final Set<String> EXPECTATION_WORDS = Set.of("expected", "expect", "hoped", "hope",
            "thought it would", "assumed", "anticipated", "imagined");

    /** Nouns that say nothing on their own ("work", "end", "thing"); dropped as one-word labels. */
    static final Set<String> GENERIC_NOUNS = Set.of("work", "end", "thing", "things", "day", "days", "way", "ways",
            "lot", "time", "times", "stuff", "part", "bit", "kind", "sort", "one", "people", "place", "fact",
            "reason", "point", "everything", "something", "anything", "nothing", "life", "person", "moment",
            "morning", "week", "year", "today", "self", "respect", "matter", "issue", "case", "side", "control");
    /** Bare comparatives/evaluations that are no concept on their own. */
    private static final Set<String> BARE_EVALUATIONS = Set.of("better", "worse", "more", "less", "same",
            "different", "good", "bad", "fine", "okay", "ok", "nice", "great", "important", "true", "sure");
    /** Words a label must not end on: determiners, prepositions, conjunctions, degree adverbs, fillers. */
    static final Set<String> BAD_END = Set.of("a", "an", "the", "my", "your", "our", "their", "his", "her", "its",
            "this", "that", "these", "those", "some", "any", "about", "to", "of", "in", "on", "at", "for", "with",
            "from", "by", "like", "as", "than", "into", "onto", "through", "before", "after", "and", "or", "but",
            "so", "because", "if", "when", "little", "proper", "very", "really", "just", "quite", "bit", "more",
            "less", "too", "also", "even", "still", "much", "lot", "kind", "sort", "ago", "around", "over");
    /** Adjectives that only soften or stress the noun they precede ("a little treat", "a proper drink"). */
    private static final Set<String> FILLER_ADJECTIVES = Set.of("little", "proper", "real", "actual", "whole",
            "certain", "bit");
    /** Time expressions removed from labels ("about a year ago", "these days", "in the end"). */
    private static final java.util.regex.Pattern TIME_EXPRESSION = java.util.regex.Pattern.compile(
            "\\b(?:(?:about|around|almost|nearly|over|some|like)\\s+)?(?:a|an|one|two|three|four|five|six|a few|a couple of"
                    + "|few|couple of|several|many|\\d+)\\s+(?:second|minute|hour|day|week|month|year|decade)s?\\s+ago\\b"
                    + "|\\b(?:about|around|almost|nearly|over)\\s+(?:a|an|one|two|three|a few|\\d+)\\s+"
                    + "(?:day|week|month|year|decade)s?\\b"
                    + "|\\b(?:last|this|next|every)\\s+(?:week|month|year|morning|night|day|time)\\b"
                    + "|\\b(?:these days|nowadays|lately|recently|yesterday|today|in the end|at the end of the day"
                    + "|at the moment|right now|for now|ago)\\b");
    /** Verbs that only say a person uses the topic ("switched to oat milk"); with the topic as object no concept. */
    private static final Set<String> TOPIC_USE_VERBS = Set.of("switch", "switched", "use", "used", "drink", "drank",
            "buy", "bought", "try", "tried", "choose", "chose", "get", "got", "have", "had", "start", "started",
            "like", "love", "prefer", "go", "went", "move", "moved", "change", "changed", "pick", "picked");
    /** Ditransitive verbs whose second object is the concept ("it gives me a calm moment"). */
    private static final Set<String> GIVING_VERBS = Set.of("give", "bring", "offer", "provide", "grant", "leave");

    private final DiscourseAnalyzer discourse;
    private final TypeClassifier classifier;
    private final EmbeddingPort embeddings;

    ConceptExtractor(DiscourseAnalyzer discourse, TypeClassifier classifier, EmbeddingPort embeddings) {
        this.discourse = discourse;
        this.classifier = classifier;
        this.embeddings = embeddings;
    }

    /** A concept candidate before typing. */
    private record Candidate(String label, Clause clause, String form, Map<Cue, Integer> cues, String quote) {
    }

    /** A typed concept with its clause. */
    private record Typed(Extraction.Concept concept, Clause clause, int level, double[] scores) {
        Typed withType(Ontology ontology, String type) {
            int lvl = ontology.nodeType(type).map(NodeType::level).orElse(-1);
            return new Typed(new Extraction.Concept(concept.text(), type, concept.confidence(),
                    concept.sourceQuote()), clause, lvl, scores);
        }
    }

    /** Cosine at or above which two candidates of one answer are the same concept said twice. */
    static final double DUPLICATE_SIMILARITY = 0.85;
    /** Cosine at or above which a secondary candidate of a clause is a fragment of the clause's head concept. */
    static final double FRAGMENT_SIMILARITY = 0.6;
    /** How far below its best type score a linked concept may be retyped to make the stated link permitted. */
    static final double RETYPE_MARGIN = 0.08;
    /** {@link #RETYPE_MARGIN} for a link whose marker names its relation ("to deal with that": a remedy). */
    static final double NAMED_RETYPE_MARGIN = 0.2;

    Extraction extract(ExtractionRequest request) {
        String answer = request.answer() == null ? "" : request.answer().strip();
        Optional<String> notExtractable = ContentClauses.precheck(answer);
        if (notExtractable.isPresent()) {
            return Extraction.notExtractable(notExtractable.get());
        }
        String content = Lexicon.FILLER_FRAMES.matcher(answer).replaceAll("").strip();
        Structure st = discourse.structure(content.isEmpty() ? answer : content);
        Set<Integer> metaSentences = ContentClauses.metaSentences(st);
        if (!st.sentences().isEmpty() && metaSentences.size() == st.sentences().size()) {
            return Extraction.notExtractable("Only remarks addressed to the interviewer");
        }
        Set<Integer> asides = ContentClauses.asideClauses(st);
        String topic = request.concept() == null ? "" : normalise(request.concept().name());
        List<Candidate> candidates = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Clause clause : st.clauses()) {
            if (metaSentences.contains(clause.sentence()) || asides.contains(clause.index())) {
                continue;
            }
            String sentenceText = st.sentences().get(clause.sentence()).text().strip();
            for (Candidate raw : scanClause(clause, sentenceText)) {
                Candidate c = refine(raw, topic);
                if (c != null && keep(c.label(), topic) && seen.add(c.label())) {
                    candidates.add(c);
                }
            }
        }
        if (candidates.isEmpty()) {
            return new Extraction(true, "", List.of(), List.of());
        }
        Ontology ontology = request.methodology().ontology();
        if (ontology.nodeTypes().isEmpty()) {
            return new Extraction(true, "", List.of(), List.of());
        }
        TypeClassifier.Prototypes prototypes = classifier.prototypes(request.methodology());
        List<String> texts = new ArrayList<>(candidates.stream().map(Candidate::label).toList());
        List<Integer> clauseOrder = new ArrayList<>();
        for (Candidate c : candidates) {
            if (!clauseOrder.contains(c.clause().index())) {
                clauseOrder.add(c.clause().index());
                texts.add(c.clause().text());
            }
        }
        List<float[]> all = embeddings.embedAll(texts);
        List<float[]> vectors = all.subList(0, candidates.size());
        Map<Integer, float[]> clauseVectors = new HashMap<>();
        for (int k = 0; k < clauseOrder.size(); k++) {
            clauseVectors.put(clauseOrder.get(k), all.get(candidates.size() + k));
        }
        Map<Integer, Integer> headOf = new HashMap<>();
        boolean[] dropped = consolidate(candidates, vectors, clauseVectors, headOf);
        List<Typed> typed = new ArrayList<>();
        Map<Integer, Typed> byIndex = new HashMap<>();
        for (int i = 0; i < candidates.size(); i++) {
            if (dropped[i]) {
                continue;
            }
            Candidate c = candidates.get(i);
            TypeClassifier.Result r = classifier.classify(prototypes, vectors.get(i), clauseVectors.get(c.clause().index()),
                    elementCues(request.concept(), c));
            Integer lvl = ontology.nodeType(r.type()).map(NodeType::level).orElse(null);
            int level = lvl == null ? -1 : lvl;
            double confidence = Math.round(r.confidence() * 100) / 100.0;
            Typed t = new Typed(new Extraction.Concept(c.label(), r.type(), confidence, c.quote()), c.clause(),
                    level, r.scores());
            typed.add(t);
            byIndex.put(i, t);
        }
        Map<Integer, Typed> heads = new HashMap<>();
        headOf.forEach((clause, idx) -> {
            if (byIndex.containsKey(idx)) {
                heads.put(clause, byIndex.get(idx));
            }
        });
        retypeLinked(ontology, st, typed, heads);
        List<Extraction.Relationship> relationships = relate(request, st, typed, heads);
        return new Extraction(true, "", typed.stream().map(Typed::concept).toList(), relationships);
    }

    /**
     * The candidate's cues plus an explicit {@link Cue#ELEMENT} cue when the study concept lists stimulus elements
     * (concept testing) and the candidate's label, or failing that the clause it came from, names one of them (its
     * label or an alias, as a whole word or phrase): what is said about an element of the stimulus is a reaction
     * to that element, so the node type that describes element reactions wins and the ontology's links from
     * element reactions apply (two element reactions in one answer - "the wrapper is why the price feels fair" -
     * can then be linked). Without elements the cues are unchanged.
     */
    static Map<Cue, Integer> elementCues(org.interviewworkbench.engine.model.Concept concept, Candidate c) {
        if (concept == null || !concept.hasElements()
                || !(namesElement(concept, c.label()) || namesElement(concept, c.quote()))) {
            return c.cues();
        }
        Map<Cue, Integer> cues = new EnumMap<>(Cue.class);
        cues.putAll(c.cues());
        cues.put(Cue.ELEMENT, 2);
        return cues;
    }

    /** Whether {@code text} names a stimulus element of {@code concept} (label or alias of 3+ characters). */
    static boolean namesElement(org.interviewworkbench.engine.model.Concept concept, String text) {
        if (text == null || text.isBlank()) {
            return false;
        }
        String padded = " " + text.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("[^a-z0-9'% ]", " ")
                .replaceAll("\\s+", " ").strip() + " ";
        for (org.interviewworkbench.engine.model.StimulusElement e : concept.elements()) {
            List<String> names = new ArrayList<>();
            names.add(e.label());
            names.addAll(e.aliases());
            for (String name : names) {
                String alias = name.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("[^a-z0-9'% ]", " ")
                        .replaceAll("\\s+", " ").strip();
                if (alias.length() >= 3 && padded.contains(" " + alias + " ")) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- candidates

    private List<Candidate> scanClause(Clause clause, String sentenceText) {
        List<Candidate> out = new ArrayList<>();
        List<Token> t = clause.tokens();
        String quote = clause.tokens().size() >= 3 ? clause.text() : sentenceText;
        Map<Cue, Integer> clauseCues = clauseCues(clause);
        scan(t, 0, relativeClauseStart(t), clause, quote, clauseCues, out, 0);
        return out;
    }

    private static final Set<String> RELATIVE_PRONOUNS = Set.of("that", "which", "whom");
    private static final Set<String> CONTENT_CLAUSE_NOUNS = Set.of("fact", "feeling", "sense", "idea", "thought",
            "knowledge", "impression", "hope", "belief", "way");

    /**
     * Where an object relative clause starts ("this creamy body | that skimmed milk never had"): a noun followed by
     * that/which/whom and a new subject. What follows describes the noun, it is no concept of its own (it would
     * otherwise yield fragments such as "skimmed milk" or "milk not have"). {@code t.size()} when there is none.
     */
    static int relativeClauseStart(List<Token> t) {
        for (int i = 1; i + 2 < t.size(); i++) {
            if (RELATIVE_PRONOUNS.contains(t.get(i).lower()) && t.get(i - 1).is("NOUN")
                    && !CONTENT_CLAUSE_NOUNS.contains(t.get(i - 1).lower())
                    && (t.get(i + 1).is("DET", "PRON", "PROPN", "NOUN", "ADJ")
                    || t.get(i + 1).is("VERB") && t.get(i + 1).lower().endsWith("ed") && t.get(i + 2).is("NOUN"))
                    && !t.get(i + 1).lower().equals("is")) {
                return i;
            }
        }
        return t.size();
    }

    /**
     * Merges near-duplicate candidates of one answer before typing and relating, and picks each clause's head.
     * The head of a clause is its candidate most similar to the whole clause; another candidate of the same
     * clause that shares a content word with the head, is similar to it (cosine &ge; {@link #FRAGMENT_SIMILARITY})
     * or is a lone generic verb/stopword is a fragment and dropped. A candidate (of any clause) with cosine &ge;
     * {@link #DUPLICATE_SIMILARITY} to an earlier one is the same concept said twice: dropped, and its clause's
     * head becomes the earlier mention, so a relation stated with either wording lands on one node.
     *
     * @return which candidates are dropped; fills {@code headOf} (clause index -> candidate index)
     */
    static boolean[] consolidate(List<Candidate> candidates, List<float[]> vectors, Map<Integer, float[]> clauseVectors,
                                 Map<Integer, Integer> headOf) {
        int n = candidates.size();
        boolean[] dropped = new boolean[n];
        Map<Integer, List<Integer>> byClause = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            byClause.computeIfAbsent(candidates.get(i).clause().index(), k -> new ArrayList<>()).add(i);
        }
        byClause.forEach((clause, members) -> {
            int head = members.get(0);
            float[] cv = clauseVectors.get(clause);
            if (members.size() > 1 && cv != null) {
                double best = Double.NEGATIVE_INFINITY;
                for (int i : members) {
                    double sim = EmbeddingPort.cosine(vectors.get(i), cv) - (fragmentLabel(candidates.get(i).label())
                            ? 1 : 0);
                    if (sim > best) {
                        best = sim;
                        head = i;
                    }
                }
            }
            headOf.put(clause, head);
            for (int j : members) {
                if (j == head) {
                    continue;
                }
                String hl = candidates.get(head).label();
                String jl = candidates.get(j).label();
                if (fragmentLabel(jl) || sharesContentWord(hl, jl)
                        || EmbeddingPort.cosine(vectors.get(head), vectors.get(j)) >= FRAGMENT_SIMILARITY) {
                    dropped[j] = true;
                }
            }
        });
        for (int j = 0; j < n; j++) {
            if (dropped[j]) {
                continue;
            }
            for (int i = 0; i < j; i++) {
                if (!dropped[i] && EmbeddingPort.cosine(vectors.get(i), vectors.get(j)) >= DUPLICATE_SIMILARITY) {
                    dropped[j] = true;
                    int clause = candidates.get(j).clause().index();
                    if (headOf.get(clause) == j) {
                        headOf.put(clause, i);
                    }
                    break;
                }
            }
        }
        return dropped;
    }

    /** A lone generic verb or function word ("get", "have"): never a concept of its own next to others. */
    static boolean fragmentLabel(String label) {
        return !label.contains(" ") && (GENERIC_VERBS.contains(label) || Lexicon.STOPWORDS.contains(label));
    }

    /** Whether two labels share a content word (not a stopword, generic verb or negation; 3+ letters). */
    static boolean sharesContentWord(String a, String b) {
        Set<String> wa = new HashSet<>();
        for (String w : a.split(" ")) {
            if (w.length() >= 3 && !Lexicon.STOPWORDS.contains(w) && !GENERIC_VERBS.contains(w)
                    && !NEGATION.contains(w) && !GENERIC_NOUNS.contains(w)) {
                wa.add(singular(w));
            }
        }
        for (String w : b.split(" ")) {
            if (wa.contains(singular(w))) {
                return true;
            }
        }
        return false;
    }

    /** A word without a plural "s" ("choices" and "choice" are one content word). */
    private static String singular(String w) {
        return w.length() > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.substring(0, w.length() - 1) : w;
    }

    /**
     * A discourse link (not "but", which is too common) states that the antecedent clause's head relates to the
     * consequent clause's head in the link's way. When the two heads' best types give no edge type that fits the
     * stated relation ({@link #fits}:
     * causal - a permitted pair for a forward causal edge type; other kinds - a permitted edge type, in either
     * direction, whose name/description fits the kind), but types within {@link #RETYPE_MARGIN} ({@link
     * #NAMED_RETYPE_MARGIN} for a marker that names its relation) of each one's best score do, the pair with the highest summed score is used: the stated relation is evidence for the types
     * ("plant-based, which means a much smaller carbon footprint" makes the footprint a consequence rather than a
     * value; "X wears me out, so to deal with that I plan ahead" makes X a pain rather than a solution when the
     * ontology says remedies address pains).
     */
    private static void retypeLinked(Ontology ontology, Structure st, List<Typed> typed, Map<Integer, Typed> heads) {
        List<NodeType> types = ontology.nodeTypes();
        for (Link link : st.links()) {
            if (link.kind() == Kind.CONTRAST) {
                continue; // "but" is too common to retype by
            }
            Typed a = head(st, heads, link.antecedent(), -1);
            Typed b = head(st, heads, link.consequent(), +1);
            if (a == null || b == null || a == b || a.scores() == null || b.scores() == null
                    || a.scores().length != types.size() || b.scores().length != types.size()) {
                continue;
            }
            if (fits(ontology, a.concept().nodeType(), b.concept().nodeType(), link.kind())) {
                continue;
            }
            double maxA = java.util.Arrays.stream(a.scores()).max().orElse(0);
            double maxB = java.util.Arrays.stream(b.scores()).max().orElse(0);
            double margin = named(link.kind()) ? NAMED_RETYPE_MARGIN : RETYPE_MARGIN;
            int bestI = -1;
            int bestJ = -1;
            double bestSum = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < types.size(); i++) {
                if (a.scores()[i] < maxA - margin) {
                    continue;
                }
                for (int j = 0; j < types.size(); j++) {
                    if (b.scores()[j] < maxB - margin) {
                        continue;
                    }
                    double sum = a.scores()[i] + b.scores()[j];
                    if (sum > bestSum && fits(ontology, types.get(i).name(), types.get(j).name(), link.kind())) {
                        bestSum = sum;
                        bestI = i;
                        bestJ = j;
                    }
                }
            }
            if (bestI < 0) {
                continue;
            }
            replace(typed, heads, a, a.withType(ontology, types.get(bestI).name()));
            replace(typed, heads, b, b.withType(ontology, types.get(bestJ).name()));
        }
    }

    /**
     * Whether a relation kind is stated by a marker that names it ("to deal with that", "like the others"), beyond
     * cause, time and contrast: such a link only takes an edge type that names the kind, and is stronger evidence
     * for the types of its ends ({@link #NAMED_RETYPE_MARGIN}).
     */
    static boolean named(Kind kind) {
        return kind != Kind.CAUSAL && kind != Kind.TEMPORAL && kind != Kind.CONTRAST;
    }

    /**
     * Whether a link of {@code kind} from a concept of type {@code a} to one of type {@code b} can be stated as an
     * edge: causal - a forward causal edge type is permitted, or a backward one whose target is the cause
     * ("X because Y" as X -triggered_by-> Y); other kinds - an edge type in either direction whose
     * name/description has a keyword of the kind.
     */
    static boolean fits(Ontology ontology, String a, String b, Kind kind) {
        if (kind == Kind.CAUSAL) {
            return scoredEdge(ontology, a, b, Kind.CAUSAL, true, false).isPresent()
                    || scoredEdge(ontology, b, a, Kind.CAUSAL, false, true).filter(e -> targetIsCause(e.type()))
                    .isPresent();
        }
        return scoredEdge(ontology, a, b, kind, true, true).filter(e -> e.keywords() > 0).isPresent()
                || scoredEdge(ontology, b, a, kind, false, true).filter(e -> e.keywords() > 0).isPresent();
    }

    /**
     * The head concept of a linked clause; a clause without a concept ("..., not dairy. That's why ...") lends the
     * link to the nearest clause of the same sentence in {@code direction} (-1 earlier, +1 later) that has one.
     */
    private static Typed head(Structure st, Map<Integer, Typed> heads, Clause clause, int direction) {
        Typed h = heads.get(clause.index());
        for (int i = clause.index() + direction; h == null && i >= 0 && i < st.clauses().size(); i += direction) {
            Clause other = st.clauses().get(i);
            if (other.sentence() != clause.sentence()) {
                break;
            }
            h = heads.get(other.index());
        }
        return h;
    }

    private static void replace(List<Typed> typed, Map<Integer, Typed> heads, Typed old, Typed now) {
        if (old.concept().nodeType().equals(now.concept().nodeType())) {
            return;
        }
        typed.replaceAll(t -> t == old ? now : t);
        heads.replaceAll((k, t) -> t == old ? now : t);
    }

    private void scan(List<Token> t, int from, int to, Clause clause, String quote, Map<Cue, Integer> clauseCues,
                      List<Candidate> out, int depth) {
        if (depth > 3) {
            return;
        }
        boolean foundPredicate = false;
        int i = from;
        while (i < to) {
            Token tok = t.get(i);
            String lemma = tok.is("VERB") ? baseForm(tok) : tok.lemma();
            // copula + adjective: "it's (really) creamy", "being responsible"
            if ((tok.is("AUX") || tok.lower().equals("'s")) && "be".equals(lemma) || tok.lower().equals("being")) {
                if (tok.lower().equals("be") && i > from && t.get(i - 1).lower().equals("to") && i + 1 < to
                        && !t.get(i + 1).is("PUNCT")) {
                    // "(it's important) to be kind to myself": the whole infinitive is the concept
                    int end = Math.min(to, i + 7);
                    out.add(candidate("be " + words(t, i + 1, end), clause, "verb", quote, clauseCues, Cue.BEHAVIOUR));
                    foundPredicate = true;
                    i = end;
                    continue;
                }
                if (i > from && t.get(i - 1).lower().equals("there") && i + 1 < to) {
                    // "there's less plastic going in the bin", "there's one less thing to stress about"
                    int end = Math.min(to, i + 8);
                    String label = words(t, i + 1, end);
                    if (!label.isBlank()) {
                        out.add(candidate(label, clause, "noun", quote, clauseCues));
                        foundPredicate = true;
                        i = end;
                        continue;
                    }
                }
                int j = skipAdverbs(t, i + 1, to);
                boolean negated = j > i + 1 && hasNegation(t, i + 1, j);
                // the tagger often calls a predicate adjective at the end of a clause an adverb ("it's creamy")
                boolean mistagged = j > i + 1 && t.get(j - 1).is("ADV") && clauseEnd(t, j, to)
                        && looksAdjectival(t.get(j - 1).lower());
                if (mistagged) {
                    j = j - 1;
                } else if (j < to && t.get(j).is("VERB") && t.get(j).lower().endsWith("ed") && clauseEnd(t, j + 1, to)
                        && !t.get(j).lower().equals(t.get(j).lemma())) {
                    mistagged = true; // a participle adjective ending the clause: "being organised", "I'm stressed"
                }
                // pseudo-cleft: "X is what I like", or "X is | why I buy it" when the clause splits after the copula
                boolean cleft = i + 1 >= to || Set.of("what", "why", "how").contains(t.get(i + 1).lower());
                String subjectOfCleft = cleft ? subjectNoun(t, from, i) : null;
                if (subjectOfCleft != null) {
                    // pseudo-cleft "the creamy texture is what I like / why I buy it": the subject is the concept
                    out.add(candidate(subjectOfCleft, clause, "noun", quote, clauseCues, Cue.ATTRIBUTE));
                    foundPredicate = true;
                    i = i + 2;
                    continue;
                }
                if (j < to && (t.get(j).is("ADJ") || mistagged)) {
                    int end = adjectiveRun(t, j, to);
                    String adjs = words(t, j, end);
                    String label;
                    int next = end;
                    if (end < to && t.get(end).nominal()) {
                        int[] e = {end};
                        String np = DiscourseAnalyzer.nounPhrase(t, end, e);
                        label = adjs + " " + (np == null ? t.get(end).text() : np);
                        next = e[0];
                    } else {
                        String subject = subjectNoun(t, from, i);
                        if (subject == null && end + 1 < to && t.get(end).is("ADP")
                                && Set.of("for", "with", "to", "on", "about").contains(t.get(end).lower())
                                && !(end + 1 < to && t.get(end + 1).is("PRON") && !POSSESSIVES.contains(
                                t.get(end + 1).lower()))) {
                            // "which is better for the environment": the adjective needs its complement
                            int[] e = {end + 1};
                            String np = DiscourseAnalyzer.nounPhrase(t, end + 1, e);
                            if (np != null) {
                                adjs = adjs + " " + t.get(end).lower() + " " + np;
                                next = e[0];
                            }
                        }
                        if (subject != null && (subject.contains(" ") || properSubject(t, from, i))) {
                            // "Oat milk is creamier": the subject is a thing of its own, the adjective its quality
                            out.add(candidate(subject, clause, "noun", quote, clauseCues, Cue.ELEMENT));
                            label = adjs;
                        } else {
                            label = subject != null ? adjs + " " + subject : adjs;
                        }
                    }
                    if (tok.lower().equals("being")) {
                        label = "be " + label;
                    }
                    if (negated) {
                        label = "not " + label;
                    }
                    String lowerAdj = t.get(j).lower();
                    if (Set.of("important", "essential", "crucial", "key", "vital").contains(lowerAdj)) {
                        // a gerund subject ("Feeling in control is important") was already taken as a verb phrase
                        boolean gerundSubject = t.get(from).is("VERB") && t.get(from).lower().endsWith("ing");
                        String subject = gerundSubject ? null : subjectNoun(t, from, i);
                        if (subject != null) {
                            out.add(candidate(subject, clause, "value", quote, clauseCues, Cue.VALUE));
                        }
                        // "it's important to me to X": the infinitive after is the valued thing
                        i = next;
                        foundPredicate = true;
                        continue;
                    }
                    out.add(candidate(label, clause, "adj", quote, clauseCues, Cue.ATTRIBUTE));
                    foundPredicate = true;
                    i = next;
                    continue;
                }
                int about = aboutObject(t, j, to);
                if (about >= 0) {
                    // "looking after myself is about self-respect", "it's about family security and a future"
                    i = nounPhraseList(t, about, to, clause, quote, clauseCues, out);
                    foundPredicate = true;
                    continue;
                }
                if (j < to && (t.get(j).is("DET") || t.get(j).nominal())) {
                    int[] e = {j};
                    String np = DiscourseAnalyzer.nounPhrase(t, j, e);
                    if (np != null) {
                        out.add(candidate(np, clause, "noun", quote, clauseCues, Cue.ATTRIBUTE));
                        foundPredicate = true;
                        i = e[0];
                        continue;
                    }
                }
                i++;
                continue;
            }
            if (!tok.is("VERB")) {
                i++;
                continue;
            }
            // "I think (that) X", "I feel like X": the clause after is the content
            if (Lexicon.FRAMING_VERBS.contains(lemma)
                    || ("feel".equals(lemma) && i + 1 < to && Set.of("like", "that").contains(t.get(i + 1).lower())
                    && i + 2 < to && !t.get(i + 2).is("DET", "NOUN"))) {
                i++;
                while (i < to && Set.of("that", "like", "so").contains(t.get(i).lower())) {
                    i++;
                }
                continue;
            }
            foundPredicate = true;
            int j = skipAdverbs(t, i + 1, to);
            // linking verb + adjective: "I feel rushed", "it tastes nutty"
            if (Lexicon.LINKING_VERBS.contains(lemma) && j < to && t.get(j).is("ADJ")
                    && !(adjectiveRun(t, j, to) < to && t.get(adjectiveRun(t, j, to)).nominal())) {
                int first = j;
                if (Set.of("less", "more").contains(t.get(j).lower()) && j + 1 < to && t.get(j + 1).is("ADJ")) {
                    j++; // "feel less guilty"
                }
                int end = adjectiveRun(t, j, to);
                j = first;
                String verb = "feel".equals(lemma) || "get".equals(lemma) || "become".equals(lemma) ? lemma
                        : tok.lower();
                String label = (hasNegation(t, from, i) ? "not " : "") + verb + " " + words(t, j, end);
                Cue cue = "feel".equals(lemma) || "get".equals(lemma) ? Cue.EMOTION
                        : Set.of("taste", "look", "smell", "sound").contains(lemma) ? Cue.FUNCTIONAL : Cue.ATTRIBUTE;
                out.add(candidate(label, clause, "feel", quote, clauseCues, cue));
                i = end;
                continue;
            }
            // preference verb: object or infinitive is the concept
            if (Lexicon.PREFERENCE_VERBS.contains(lemma)) {
                Cue cue = "value".equals(lemma) || "appreciate".equals(lemma) || "care".equals(lemma) ? Cue.VALUE
                        : null;
                int k = j;
                if (k < to && t.get(k).lower().equals("about")) {
                    k++;
                }
                if (k < to && t.get(k).lower().equals("to") && k + 1 < to && t.get(k + 1).is("VERB", "AUX")) {
                    scan(t, k + 1, to, clause, quote, withCue(clauseCues, cue), out, depth + 1);
                    return;
                }
                if (k < to && (t.get(k).is("VERB") && t.get(k).lower().endsWith("ing")
                        || t.get(k).lower().equals("being") && k + 1 < to)) {
                    // "I like cooking", "I like being organised"
                    scan(t, k, to, clause, quote, withCue(clauseCues, cue), out, depth + 1);
                    return;
                }
                int[] e = {k};
                String np = DiscourseAnalyzer.nounPhrase(t, k, e);
                if (np != null) {
                    // "it doesn't need the fridge": the negation belongs to the concept
                    String label = hasNegation(t, Math.max(from, i - 3), i) ? "not " + lemma + " " + np : np;
                    int end = e[0];
                    // "I like the taste of X" keeps the "of" phrase
                    if (end + 1 < to && t.get(end).lower().equals("of")) {
                        int[] e2 = {end + 1};
                        String np2 = DiscourseAnalyzer.nounPhrase(t, end + 1, e2);
                        if (np2 != null) {
                            label = np + " of " + np2;
                            end = e2[0];
                        }
                    }
                    out.add(candidate(label, clause, "noun", quote, clauseCues, cue));
                    i = end;
                    continue;
                }
                if (!"like".equals(lemma) && !"want".equals(lemma) && !"need".equals(lemma)) {
                    // "I use it to ..." etc.: fall through to a verb phrase
                } else {
                    i = j;
                    continue;
                }
            }
            // ditransitive: "it gives me a calm moment", "living sustainably gives me a sense of peace"
            if (GIVING_VERBS.contains(lemma) && j < to && t.get(j).is("PRON") && !POSSESSIVES.contains(t.get(j).lower())
                    && j + 1 < to && (t.get(j + 1).is("DET", "ADJ") || t.get(j + 1).nominal())) {
                i = nounPhraseList(t, j + 1, to, clause, quote, clauseCues, out);
                continue;
            }
            // causative: "that makes my mornings feel like a treat", "it makes me happy"
            if (Lexicon.CAUSATIVE_VERBS.contains(lemma) && j < to) {
                int k = j;
                String object = null;
                if (t.get(k).is("PRON") && !POSSESSIVES.contains(t.get(k).lower())) {
                    k++;
                } else {
                    int[] e = {k};
                    object = DiscourseAnalyzer.nounPhrase(t, k, e);
                    k = object == null ? k : e[0];
                }
                if (k < to && k > j && (t.get(k).is("VERB", "ADJ") || t.get(k).lower().equals("more")
                        || t.get(k).lower().equals("less"))) {
                    int end = phraseEnd(t, k, to);
                    String rest = words(t, k, end);
                    if (object != null && !object.toLowerCase(Locale.ROOT).endsWith("s") && t.get(k).is("VERB")
                            && t.get(k).lower().equals(t.get(k).lemma()) && !rest.isEmpty()) {
                        // "makes my morning latte feel like ..." -> "morning latte feels like ..."
                        int sp = rest.indexOf(' ');
                        rest = sp < 0 ? rest + "s" : rest.substring(0, sp) + "s" + rest.substring(sp);
                    }
                    String label = object == null ? (t.get(k).is("ADJ") ? "feel " + rest : rest) : object + " " + rest;
                    out.add(candidate(label, clause, "verb", quote, clauseCues, Cue.FUNCTIONAL));
                    i = end;
                    continue;
                }
            }
            // general verb phrase
            int end = phraseEnd(t, i, to);
            String vp = verbPhrase(t, from, i, end);
            if (vp != null) {
                out.add(candidate(vp, clause, "verb", quote, clauseCues, Cue.FUNCTIONAL, Cue.ACTION));
            }
            i = Math.max(end, i + 1);
        }
        if (!foundPredicate) {
            // no predicate: noun phrases
            int k = from;
            while (k < to) {
                int[] e = {k};
                String np = DiscourseAnalyzer.nounPhrase(t, k, e);
                if (np != null && e[0] > k && k > from && t.get(k - 1).lower().equals("than")) {
                    k = e[0]; // "better than cow's milk": the standard of comparison is no concept
                    continue;
                }
                if (np != null && e[0] > k) {
                    out.add(candidate(np, clause, "noun", quote, clauseCues, Cue.ATTRIBUTE, Cue.ELEMENT));
                    k = e[0];
                } else {
                    k++;
                }
            }
        }
    }

    /** End (exclusive) of a verb phrase starting at a verb: particles, manner adverbs, object, first PP. */
    private static int phraseEnd(List<Token> t, int v, int to) {
        int j = v + 1;
        int words = 1;
        boolean object = false;
        boolean pp = false;
        while (j < to && words < 6) {
            Token tok = t.get(j);
            String lower = tok.lower();
            if (!object && !pp && Set.of("less", "more", "fewer").contains(lower) && j + 1 < to
                    && t.get(j + 1).is("ADJ", "NOUN")) {
                // "throw away less packaging": a quantified object the tagger splits into ADV + ADJ
                int k = j + 1;
                while (k < to && t.get(k).is("ADJ", "NOUN") && k - j <= 3) {
                    k++;
                }
                object = true;
                words += k - j;
                j = k;
                continue;
            }
            if (tok.is("ADV") && Lexicon.MANNER_ADVERBS.contains(lower) || tok.is("PART") && !lower.equals("to")
                    && !NEGATION.contains(lower) || tok.is("ADP") && j == v + 1 && Set.of("up", "out", "off", "down",
                    "away", "back", "on", "over").contains(lower) && !(j + 1 < to && t.get(j + 1).nominal())) {
                j++;
                words++;
                continue;
            }
            if (Set.of("more", "less").contains(lower) && j + 2 < to && t.get(j + 1).lower().equals("than")) {
                int[] e = {j + 2};
                if (DiscourseAnalyzer.nounPhrase(t, j + 2, e) != null) {
                    words += 2 + (e[0] - j - 2);
                    j = e[0]; // "costs more than regular milk"
                    object = true;
                    continue;
                }
            }
            if (!object && !pp && (tok.is("DET", "ADJ", "NOUN", "PROPN", "NUM")
                    || tok.is("PRON") && POSSESSIVES.contains(lower))) {
                int[] e = {j};
                String np = DiscourseAnalyzer.nounPhrase(t, j, e);
                if (np == null) {
                    break;
                }
                object = true;
                words += np.split(" ").length;
                j = e[0];
                continue;
            }
            if (!object && !pp && tok.is("PRON") && !POSSESSIVES.contains(lower) && !SUBJECT_PRONOUNS.contains(lower)) {
                object = true;
                j++;
                if (REFLEXIVES.contains(lower) && j < to && t.get(j).is("DET", "ADJ", "NOUN")) {
                    // "allow myself small pleasures": the second object completes the phrase
                    int[] e = {j};
                    String np = DiscourseAnalyzer.nounPhrase(t, j, e);
                    if (np != null) {
                        words += 1 + np.split(" ").length;
                        j = e[0];
                        continue;
                    }
                }
                words++;
                continue;
            }
            if (lower.equals("to") && j + 1 < to && t.get(j + 1).is("VERB") && words <= 3) {
                j += 2;
                words += 2;
                continue;
            }
            if (lower.equals("too") && j + 1 < to && t.get(j + 1).is("ADJ", "ADV")) {
                j += 2;
                words += 2;
                continue;
            }
            if (tok.is("ADV") && lower.endsWith("ly") && lower.length() > 4 && !lower.equals("really")
                    && !lower.equals("only") && !lower.equals("honestly") && !lower.equals("actually")) {
                j++;
                words++;
                continue;
            }
            if (Set.of("much", "far", "way", "lot").contains(lower) && j + 1 < to
                    && Set.of("better", "worse", "easier", "faster", "longer", "cheaper").contains(t.get(j + 1).lower())) {
                j += 2; // "handles it much better"
                words += 2;
                continue;
            }
            if (!pp && tok.is("ADP") && j + 1 < to && REFLEXIVES.contains(t.get(j + 1).lower())) {
                pp = true;
                words += 2;
                j += 2;
                continue;
            }
            if (j == v + 1 && tok.is("VERB") && lower.endsWith("ing")
                    && Set.of("stop", "start", "keep", "quit", "avoid", "enjoy", "begin").contains(t.get(v).lemma())) {
                j++; // "stops feeling like a treat"
                words++;
                continue;
            }
            if (!pp && (tok.is("ADP") || lower.equals("like")) && j + 1 < to) {
                int[] e = {j + 1};
                String np = DiscourseAnalyzer.nounPhrase(t, j + 1, e);
                if (np == null && Set.of("everything", "anything", "something", "everyone", "others")
                        .contains(t.get(j + 1).lower())) {
                    pp = true;
                    words += 2;
                    j += 2;
                    continue;
                }
                if (np == null) {
                    break;
                }
                pp = true;
                words += 1 + np.split(" ").length;
                j = e[0];
                continue;
            }
            if (tok.is("ADV") && Lexicon.MANNER_ADVERBS.contains(lower)) {
                j++;
                continue;
            }
            break;
        }
        return j;
    }

    /** The label of the verb phrase [v, end), with a noun subject and a negation when present. */
    private static String verbPhrase(List<Token> t, int from, int v, int end) {
        StringBuilder b = new StringBuilder();
        boolean negated = hasNegation(t, Math.max(from, v - 3), v);
        String subject = subjectNoun(t, from, v);
        if (Set.of("matter", "count").contains(t.get(v).lemma())) {
            return subject; // "the froth matters": the subject is the concept
        }
        if (subject != null) {
            b.append(subject).append(' ');
        }
        if (negated) {
            b.append("not ");
        }
        Token verb = t.get(v);
        b.append(negated || subject == null && verb.lower().endsWith("ing") ? baseForm(verb) : verb.lower());
        if (negated) {
            // "doesn't froth" -> "not froth"
        }
        String rest = words(t, v + 1, end);
        if (!rest.isEmpty()) {
            b.append(' ').append(rest);
        }
        String label = b.toString().strip();
        int count = label.split(" ").length;
        if (count == 1) {
            return null; // a bare verb says too little to be a concept
        }
        if (count == 2 && negated && GENERIC_VERBS.contains(verb.lemma())) {
            return null;
        }
        return label;
    }

    /** The base form of a verb; the lemmatizer sometimes returns a gerund unchanged ("feeling"). */
    static String baseForm(Token verb) {
        String lemma = verb.lemma();
        if (!lemma.endsWith("ing") || lemma.length() < 6) {
            return lemma;
        }
        String stem = lemma.substring(0, lemma.length() - 3);
        if (stem.length() > 2 && stem.charAt(stem.length() - 1) == stem.charAt(stem.length() - 2)
                && !stem.endsWith("ll") && !stem.endsWith("ss") && !stem.endsWith("ee")) {
            return stem.substring(0, stem.length() - 1); // stopping -> stop
        }
        if (Set.of("liv", "mak", "tak", "giv", "hav", "us", "car", "sav", "lov", "serv", "mov", "chang", "shar",
                "choos", "prepar", "becom", "com", "involv", "reduc", "balanc").contains(stem)) {
            return stem + "e";
        }
        return stem;
    }

    /** The noun (group) subject of a predicate, or null when it is a pronoun or absent. */
    private static String subjectNoun(List<Token> t, int from, int v) {
        for (int j = v - 1; j >= from; j--) {
            Token tok = t.get(j);
            if (tok.nominal()) {
                int k = j;
                while (k - 1 >= from && t.get(k - 1).is("ADJ", "NOUN", "PROPN")) {
                    k--;
                }
                return words(t, k, j + 1);
            }
            if (tok.is("PRON") || tok.is("VERB") || tok.is("ADP") || tok.is("SCONJ")) {
                return null;
            }
        }
        return null;
    }

    /** Start of the object of "be about X" / "be part of X" / "be all about X" at {@code j}, or -1. */
    private static int aboutObject(List<Token> t, int j, int to) {
        int k = j;
        if (k < to && t.get(k).lower().equals("all")) {
            k++;
        }
        if (k + 1 < to && t.get(k).lower().equals("about")) {
            return k + 1;
        }
        if (k + 2 < to && t.get(k).lower().equals("part") && t.get(k + 1).lower().equals("of")) {
            return k + 2;
        }
        return -1;
    }

    /**
     * Noun phrases from {@code k} joined by "and"/"or"/commas, each with an "of" phrase ("sense of peace");
     * a leading "being" is kept as "be". Adds one candidate per phrase; returns the index after the last.
     */
    private int nounPhraseList(List<Token> t, int k, int to, Clause clause, String quote,
                               Map<Cue, Integer> clauseCues, List<Candidate> out) {
        int i = k;
        while (i < to) {
            boolean being = t.get(i).lower().equals("being");
            int start = being ? i + 1 : i;
            int[] e = {start};
            String np = DiscourseAnalyzer.nounPhrase(t, start, e);
            if (np == null) {
                break;
            }
            int end = e[0];
            if (end + 1 < to && t.get(end).lower().equals("of")) {
                int[] e2 = {end + 1};
                String np2 = DiscourseAnalyzer.nounPhrase(t, end + 1, e2);
                if (np2 != null) {
                    np = np + " of " + np2;
                    end = e2[0];
                }
            }
            out.add(candidate(being ? "be " + words(t, start, end) : np, clause, "noun", quote, clauseCues,
                    being ? Cue.VALUE : null));
            i = end;
            if (i + 1 < to && (t.get(i).is("CCONJ") || t.get(i).text().equals(","))) {
                i++;
                continue;
            }
            break;
        }
        return Math.max(i, k + 1);
    }

    private static boolean properSubject(List<Token> t, int from, int v) {
        for (int j = v - 1; j >= from; j--) {
            if (t.get(j).nominal()) {
                return t.get(j).is("PROPN");
            }
        }
        return false;
    }

    private static int skipAdverbs(List<Token> t, int i, int to) {
        while (i + 1 < to && (t.get(i).lower().equals("a") && Set.of("bit", "little").contains(t.get(i + 1).lower())
                || Set.of("kind", "sort").contains(t.get(i).lower()) && t.get(i + 1).lower().equals("of"))) {
            i += 2; // "a bit high", "kind of pricey"
            while (i < to && t.get(i).is("ADV")) {
                i++;
            }
        }
        while (i < to && (t.get(i).is("ADV", "PART") && !t.get(i).lower().equals("to") || t.get(i).lower().equals("n't")
                || t.get(i).lower().equals("not"))) {
            i++;
        }
        return i;
    }

    /** Whether position {@code j} ends a clause (end, punctuation or a conjunction follows). */
    private static boolean clauseEnd(List<Token> t, int j, int to) {
        return j >= to || t.get(j).is("PUNCT", "CCONJ", "SCONJ");
    }

    /** Adjective-shaped words (creamy, delicious, useful, expensive ...), not -ly adverbs. */
    static boolean looksAdjectival(String w) {
        return w.length() > 3 && !w.endsWith("ly")
                && (w.endsWith("y") || w.endsWith("ous") || w.endsWith("ful") || w.endsWith("ive")
                || w.endsWith("able") || w.endsWith("ible") || w.endsWith("al") || w.endsWith("ic")
                || w.endsWith("ish") || w.endsWith("less"));
    }

    private static boolean hasNegation(List<Token> t, int from, int to) {
        for (int k = Math.max(0, from); k < to; k++) {
            if (NEGATION.contains(t.get(k).lower())) {
                return true;
            }
        }
        return false;
    }

    /** End of an adjective run "smooth and thick", "creamy, rich". */
    private static int adjectiveRun(List<Token> t, int j, int to) {
        int end = j + 1;
        while (end + 1 < to && (t.get(end).is("CCONJ") || t.get(end).text().equals(","))
                && t.get(end + 1).is("ADJ")) {
            end += 2;
        }
        return end;
    }

    /** Label words of tokens [a, b): lowercased, determiners/possessives/intensifiers dropped, plurals lemmatised. */
    static String words(List<Token> t, int a, int b) {
        StringBuilder out = new StringBuilder();
        for (int k = a; k < b; k++) {
            Token tok = t.get(k);
            String lower = tok.lower().replace('\u2019', '\'');
            boolean keptPossessive = POSSESSIVES.contains(lower) && k > 0 && t.get(k - 1).is("VERB")
                    && k + 1 < b && t.get(k + 1).nominal();
            boolean hedgeWord = Set.of("kind", "sort").contains(lower);
            if (hedgeWord && !(k + 1 < t.size() && t.get(k + 1).lower().equals("of"))) {
                // "be kind to myself": only "kind of" / "sort of" is a hedge
            } else if (tok.is("PUNCT") || LABEL_DROP.contains(lower) || POSSESSIVES.contains(lower) && !keptPossessive
                    || (tok.is("DET") && out.length() == 0) || lower.equals("'s") && tok.is("PART")) {
                continue;
            }
            if (lower.equals("n't")) {
                lower = "not";
            }
            String w = lower;
            if (tok.is("NOUN") && !tok.lemma().isEmpty() && lower.endsWith("s") && !lower.endsWith("ss")
                    && tok.lemma().length() >= lower.length() - 2 && lower.startsWith(tok.lemma().substring(0,
                    Math.min(3, tok.lemma().length())))) {
                w = tok.lemma();
            }
            if (out.length() > 0) {
                out.append(' ');
            }
            out.append(w);
        }
        return out.toString();
    }

    private Candidate candidate(String rawLabel, Clause clause, String form, String quote,
                                Map<Cue, Integer> clauseCues, Cue... formCues) {
        String label = normalise(rawLabel);
        Map<Cue, Integer> cues = new EnumMap<>(Cue.class);
        cues.putAll(clauseCues);
        for (Cue c : formCues) {
            if (c != null) {
                cues.merge(c, 1, Math::max);
            }
        }
        addWordCues(label, cues);
        return new Candidate(label, clause, form, cues, quote);
    }

    /** A cleaned candidate ({@link #cleanLabel}), or null when nothing meaningful is left. */
    private static Candidate refine(Candidate c, String topic) {
        String label = cleanLabel(c.label(), topic);
        if (label == null) {
            return null;
        }
        return label.equals(c.label()) ? c : new Candidate(label, c.clause(), c.form(), c.cues(), c.quote());
    }

    /**
     * Makes a raw label a complete phrase or rejects it (null): time expressions ("about a year ago") and filler
     * adjectives ("a little treat") go, a trailing "matters" predicate is reduced to its subject, the topic as
     * subject is dropped ("oat milk costs more" -> "costs more ..."), "switched to &lt;topic&gt;" is no concept,
     * dangling determiners/prepositions/adverbs at either end are trimmed, over-long labels are cut at their last
     * prepositional phrase (never mid-phrase) and generic one-word labels ("work", "end", "better") are dropped.
     */
    static String cleanLabel(String label, String topic) {
        if (label == null) {
            return null;
        }
        String l = TIME_EXPRESSION.matcher(label).replaceAll(" ").replaceAll("\\s+", " ").strip();
        List<String> ws = new ArrayList<>(List.of(l.isEmpty() ? new String[0] : l.split(" ")));
        for (int i = 0; i + 1 < ws.size(); i++) {
            if (FILLER_ADJECTIVES.contains(ws.get(i)) && !BAD_END.contains(ws.get(i + 1))
                    && !(i > 0 && Set.of("a", "an").contains(ws.get(i - 1)) && ws.get(i).equals("bit"))) {
                ws.remove(i--);
            }
        }
        if (ws.size() > 1 && Set.of("matter", "matters", "mattered").contains(ws.get(ws.size() - 1))) {
            ws.remove(ws.size() - 1);
        }
        if (ws.size() > 1 && ws.get(0).equals("feeling") && ws.get(1).equals("like")) {
            ws.subList(0, 2).clear();
            if (!ws.isEmpty() && SUBJECT_PRONOUNS.contains(ws.get(0))) {
                ws.remove(0);
            }
        }
        trimEnds(ws);
        if (!topic.isEmpty() && ws.size() >= 2) {
            String joined = String.join(" ", ws);
            // "<topic-use verb> (to) <topic>": says only that the person uses the topic
            if (TOPIC_USE_VERBS.contains(ws.get(0))) {
                String rest = joined.substring(ws.get(0).length()).strip();
                rest = rest.startsWith("to ") ? rest.substring(3) : rest;
                if (!rest.isEmpty() && (topic.equals(rest) || topic.startsWith(rest + " ") || rest.equals(topic))) {
                    return null;
                }
            }
            // the topic as subject of a longer clause: keep the predicate
            for (int k = Math.min(ws.size() - 2, 4); k >= 2; k--) {
                String prefix = String.join(" ", ws.subList(0, k));
                if ((topic.equals(prefix) || topic.startsWith(prefix + " ")) && k >= 2) {
                    ws.subList(0, k).clear();
                    break;
                }
            }
        }
        while (contentLength(ws) > 6) {
            int cut = -1;
            for (int i = ws.size() - 1; i >= 2; i--) {
                if (Lexicon.PREPOSITIONS.contains(ws.get(i)) || ws.get(i).equals("like")) {
                    cut = i;
                    break;
                }
            }
            if (cut < 0) {
                return null;
            }
            ws.subList(cut, ws.size()).clear();
            trimEnds(ws);
        }
        if (ws.isEmpty()) {
            return null;
        }
        if (ws.size() == 1 && (GENERIC_NOUNS.contains(ws.get(0)) || BARE_EVALUATIONS.contains(ws.get(0))
                || ws.get(0).length() < 3)) {
            return null;
        }
        if (ws.size() == 2 && ws.get(0).equals("not") && (GENERIC_VERBS.contains(ws.get(1))
                || BARE_EVALUATIONS.contains(ws.get(1)))) {
            return null;
        }
        return String.join(" ", ws);
    }

    private static void trimEnds(List<String> ws) {
        while (!ws.isEmpty() && (BAD_END.contains(ws.get(ws.size() - 1)) || SUBJECT_PRONOUNS.contains(
                ws.get(ws.size() - 1)))) {
            ws.remove(ws.size() - 1);
        }
        while (!ws.isEmpty() && Set.of("and", "or", "but", "so", "because", "a", "an", "the", "about", "than",
                "like", "of", "to").contains(ws.get(0))) {
            ws.remove(0);
        }
    }

    /** Words of a label not counting articles. */
    private static int contentLength(List<String> ws) {
        int n = 0;
        for (String w : ws) {
            n += Set.of("a", "an", "the").contains(w) ? 0 : 1;
        }
        return n;
    }

    /** Words of a conclusion drawn from experience. */
    private static final List<String> LEARNING_WORDS = List.of("learned", "learnt", "lesson", "realised",
            "realized", "taught me", "now i know", "should", "it's worth", "worth it", "the trick is");
    /** Words of a behaviour that changed since. */
    private static final List<String> CHANGE_WORDS = List.of("now", "anymore", "no longer", "these days",
            "since then", "ever since", "nowadays");

    /** Words of a score or rank. */
    private static final List<String> RATING_WORDS = List.of("out of ten", "out of five", "out of 10", "out of 5",
            "rate", "rated", "score", "ranked", "rank", "stars", "marks");
    /** Words of what options share. */
    private static final List<String> SIMILAR_WORDS = List.of("both", "alike", "in common", "the same", "similar",
            "share");
    /** Words of what sets one option apart. */
    private static final List<String> DIFFERENT_WORDS = List.of("the only one", "sets apart", "apart", "unlike",
            "stands out", "different from");
    /** Words of an ideal option. */
    private static final List<String> IDEAL_WORDS = List.of("ideal", "perfect", "dream", "would design");

    /** Cues from the clause: "when" clauses (context), "important to me" (value), expectation words. */
    private static Map<Cue, Integer> clauseCues(Clause clause) {
        Map<Cue, Integer> cues = new EnumMap<>(Cue.class);
        String m = clause.marker();
        String padded = Text.padded(clause.text());
        if (m != null && Set.of("when", "while", "before", "after").contains(m)
                || padded.startsWith(" during ") || padded.startsWith(" whenever ")) {
            cues.put(Cue.CONTEXT, 2);
        }
        if ("after".equals(m) || Text.hasPhrase(padded, "started") || Text.hasPhrase(padded, "triggered")) {
            cues.merge(Cue.TRIGGER, 1, Math::max);
        }
        if (Text.countAny(padded, VALUE_PHRASES) > 0) {
            cues.put(Cue.VALUE, 2);
        }
        if (Text.countAny(padded, EXPECTATION_WORDS) > 0) {
            cues.put(Cue.EXPECTATION, 2);
        }
        if (Text.countAny(padded, LEARNING_WORDS) > 0) {
            cues.put(Cue.LEARNING, 2);
        }
        if (Text.countAny(padded, CHANGE_WORDS) > 0) {
            cues.put(Cue.CHANGE, 2);
        }
        if (Text.countAny(padded, RATING_WORDS) > 0 || padded.matches(".*\\b\\d+ (?:out of|/) ?\\d+\\b.*")) {
            cues.put(Cue.RATING, 2);
        }
        if (Text.countAny(padded, SIMILAR_WORDS) > 0) {
            cues.put(Cue.SIMILAR, 2);
        }
        if (Text.countAny(padded, DIFFERENT_WORDS) > 0) {
            cues.put(Cue.DIFFERENT, 2);
        }
        if (Text.countAny(padded, IDEAL_WORDS) > 0) {
            cues.put(Cue.IDEAL, 2);
        }
        if ("because".equals(m) && Text.hasPhrase(padded, "of")) {
            cues.merge(Cue.ATTRIBUTE, 1, Math::max);
        }
        return cues;
    }

    /** Cues from the label's own words. */
    private static void addWordCues(String label, Map<Cue, Integer> cues) {
        int emotion = 0;
        int value = 0;
        int pain = 0;
        int context = 0;
        int money = 0;
        int positive = 0;
        for (String w : label.split(" ")) {
            emotion += Lexicon.EMOTION.contains(w) ? 1 : 0;
            value += Lexicon.VALUE.contains(w) ? 1 : 0;
            pain += Lexicon.PAIN.contains(w) || Lexicon.NEGATIVE.contains(w) ? 1 : 0;
            context += Lexicon.CONTEXT.contains(w) ? 1 : 0;
            money += Lexicon.MONEY_TIME.contains(w) ? 1 : 0;
            positive += Lexicon.POSITIVE.contains(w) ? 1 : 0;
        }
        if (label.startsWith("not ")) {
            pain++;
        }
        String padded = " " + label + " ";
        String first = label.split(" ")[0];
        if (BEHAVIOUR_STARTS.stream().anyMatch(b -> padded.startsWith(" " + b + " ")) && !first.equals("feel")
                || Text.countAny(padded, BEHAVIOUR_WORDS) > 0) {
            cues.merge(Cue.BEHAVIOUR, 2, Math::max);
        }
        if (!label.contains(" ") && END_STATE_WORDS.contains(label) || label.startsWith("sense of ")
                || label.startsWith("peace of ") || Text.countAny(padded, END_STATE_WORDS) > 0
                && !Set.of("feel", "be", "live", "take", "look", "do").contains(first)) {
            cues.merge(Cue.END_STATE, 2, Math::max);
        }
        if (first.equals("feel") || first.equals("feeling") || padded.contains(" feel ")
                || padded.contains(" feeling ") || padded.contains(" feels ") || padded.contains(" myself ")
                && !BEHAVIOUR_STARTS.stream().anyMatch(b -> padded.startsWith(" " + b + " "))) {
            cues.merge(Cue.EMOTION, 2, Math::max);
        }
        if (emotion > 0) {
            cues.merge(Cue.EMOTION, Math.min(2, emotion), Math::max);
        }
        if (value > 0) {
            cues.merge(Cue.VALUE, 1, Math::max);
        }
        if (pain > 0) {
            cues.merge(Cue.PAIN, Math.min(2, pain), Math::max);
        }
        if (context > 0) {
            cues.merge(Cue.CONTEXT, 1, Math::max);
        }
        if (money > 0 && pain == 0 || positive > 0 && pain == 0) {
            cues.merge(Cue.GAIN, 1, Math::max);
        }
    }

    /** Label openings that name a way of behaving (instrumental values). */
    private static final List<String> BEHAVIOUR_STARTS = List.of("be", "being", "live", "living", "take care",
            "taking care", "look after", "looking after", "do my part", "doing my part", "act", "stay", "eat",
            "not rush", "not hurry", "respect", "protect", "support", "help", "save", "care for", "raise");
    /** Words of behaviour-like values ("sustainably", "responsible"). */
    private static final List<String> BEHAVIOUR_WORDS = List.of("sustainably", "responsibly", "responsible",
            "healthily", "good parent", "take care", "look after", "my part", "honestly");
    /** Abstract end states (terminal values). */
    private static final Set<String> END_STATE_WORDS = Set.of("security", "peace", "self-respect", "respect",
            "freedom", "happiness", "accomplishment", "fulfilment", "fulfillment", "harmony", "dignity",
            "belonging", "wellbeing", "well-being", "future", "wisdom", "salvation", "love", "meaning",
            "independence", "stability", "safety", "pride", "self-esteem", "contentment");

    private static Map<Cue, Integer> withCue(Map<Cue, Integer> cues, Cue cue) {
        if (cue == null) {
            return cues;
        }
        Map<Cue, Integer> out = new EnumMap<>(Cue.class);
        out.putAll(cues);
        out.put(cue, 2);
        return out;
    }

    /** Lowercase, single spaces, no surrounding punctuation. */
    static String normalise(String s) {
        if (s == null) {
            return "";
        }
        String out = s.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("\\s+", " ").strip();
        out = out.replaceAll("^[\\p{Punct}\\s]+|[\\p{Punct}\\s&&[^%$]]+$", "");
        return out.replace(" 's", "'s").replace(" n't", "n't");
    }

    private static boolean keep(String label, String topic) {
        if (label.isBlank() || fragmentLabel(label)) {
            return false;
        }
        String[] ws = label.split(" ");
        boolean allStop = true;
        for (String w : ws) {
            allStop &= Lexicon.STOPWORDS.contains(w) || w.length() < 2;
        }
        if (allStop) {
            return false;
        }
        if (!topic.isEmpty()) {
            if (label.equals(topic) || (topic.contains(label) && ws.length <= 2)) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- relationships

    private List<Extraction.Relationship> relate(ExtractionRequest request, Structure st, List<Typed> typed,
                                                 Map<Integer, Typed> heads) {
        Ontology ontology = request.methodology().ontology();
        Map<String, Extraction.Relationship> edges = new LinkedHashMap<>();
        Map<Integer, List<Typed>> byClause = new LinkedHashMap<>();
        for (Typed t : typed) {
            byClause.computeIfAbsent(t.clause().index(), k -> new ArrayList<>()).add(t);
        }
        // (a) discourse links: cause side -> effect side
        // Not every cause to every effect: each effect from the nearest cause (the last concept of the cause
        // clause), and a cause without any effect yet to the first effect.
        // Each side is the clause's HEAD concept (the candidate closest to the clause's meaning; a clause whose
        // concept was said earlier in the answer points at that earlier mention), so fragments of a clause never
        // take the stated relation.
        for (Link link : st.links()) {
            Typed causeHead = head(st, heads, link.antecedent(), -1);
            Typed effectHead = head(st, heads, link.consequent(), +1);
            List<Typed> causes = causeHead == null ? List.of() : List.of(causeHead);
            List<Typed> effects = effectHead == null ? List.of() : List.of(effectHead);
            for (Typed a : causes) {
                for (Typed b : effects) {
                    boolean nearest = a == causes.get(causes.size() - 1);
                    boolean firstForLoneCause = b == effects.get(0) && !hasOutgoing(edges, a.concept().text());
                    if (!nearest && !firstForLoneCause) {
                        continue;
                    }
                    boolean explicit = !"implicit".equals(link.marker());
                    String quote = link.antecedent().index() < link.consequent().index()
                            ? span(st, link.antecedent(), link.consequent())
                            : span(st, link.consequent(), link.antecedent());
                    connect(ontology, a.concept().text(), a.concept().nodeType(), b.concept().text(),
                            b.concept().nodeType(), link.kind(), explicit ? 0.85 : 0.75, quote, edges);
                }
            }
        }
        // (b) chain along ontology levels within the answer: a concept without an outgoing edge links to the
        // NEAREST concept (in answer order, later ones first) of the next higher level present - one edge, no fan-out
        List<Typed> levelled = typed.stream().filter(t -> t.level() >= 0).toList();
        for (int ai = 0; ai < levelled.size(); ai++) {
            Typed a = levelled.get(ai);
            if (hasOutgoing(edges, a.concept().text())) {
                continue;
            }
            int nextLevel = Integer.MAX_VALUE;
            for (Typed b : levelled) {
                if (b.level() > a.level()) {
                    nextLevel = Math.min(nextLevel, b.level());
                }
            }
            if (nextLevel == Integer.MAX_VALUE) {
                continue;
            }
            Typed target = null;
            int bestDistance = Integer.MAX_VALUE;
            for (int bi = 0; bi < levelled.size(); bi++) {
                Typed b = levelled.get(bi);
                if (b.level() != nextLevel) {
                    continue;
                }
                int distance = bi > ai ? bi - ai : (ai - bi) + levelled.size();
                if (distance < bestDistance) {
                    bestDistance = distance;
                    target = b;
                }
            }
            if (target != null && !hasEdgeBetween(edges, a.concept().text(), target.concept().text())) {
                connectForward(ontology, a, target, 0.7, edges);
            }
        }
        // (c) implicit conversational relation from the focus node
        String focus = request.focusLabel();
        String focusType = request.focusNodeType();
        if (focus != null && !focus.isBlank() && focusType != null && ontology.nodeType(focusType).isPresent()) {
            // only to the answer's entry concepts (no incoming edge inside the answer), lowest ladder level first,
            // at most two: the answer's own chain carries the rest
            List<Typed> entries = new ArrayList<>(typed.stream()
                    .filter(t -> !hasIncoming(edges, t.concept().text())).toList());
            int focusLevel = ontology.nodeType(focusType).map(NodeType::level).orElse(0);
            // the next rungs above the focus first, then same-level, then lower concepts
            entries.sort(java.util.Comparator.comparingInt(t -> t.level() < 0 ? Integer.MAX_VALUE
                    : t.level() > focusLevel ? t.level() - focusLevel : 100 + focusLevel - t.level()));
            int linked = 0;
            String answerText = Text.padded(request.answer());
            boolean returning = Text.countAny(answerText, Lexicon.RETURN_FRAMES) > 0
                    || Text.countAny(answerText, Lexicon.DISMISSALS) > 0;
            Set<String> rementions = returning ? rementions(request, entries) : Set.of();
            for (Typed t : entries) {
                Extraction.Concept c = t.concept();
                if (linked >= 2) {
                    break;
                }
                if (c.text().equalsIgnoreCase(focus) || hasEdgeBetween(edges, focus, c.text())) {
                    continue;
                }
                if (rementions.contains(c.text()) && !(focusLevel >= 0 && t.level() > focusLevel)) {
                    // an answer that returns to an earlier point ("going back to what I said, X", "that's not
                    // really the point") and names a concept said before is no answer about the focus, unless the
                    // concept is a rung above it
                    continue;
                }
                linked++;
                Optional<EdgeType> forward = bestEdge(ontology, focusType, c.nodeType(), Kind.CAUSAL, true);
                if (forward.isPresent()) {
                    put(edges, new Extraction.Relationship(focus, c.text(), forward.get().name(), 0.7, c.sourceQuote()));
                } else {
                    bestEdge(ontology, c.nodeType(), focusType, Kind.CAUSAL, true).ifPresent(e -> put(edges,
                            new Extraction.Relationship(c.text(), focus, e.name(), 0.65, c.sourceQuote())));
                }
            }
        }
        // (d) contradiction cues -> revises (newer -> older)
        if (ontology.edgeType("revises").isPresent() && !typed.isEmpty()) {
            String padded = Text.padded(request.answer());
            if (Text.countAny(padded, Lexicon.REVISION_CUES) > Text.countAny(padded, Lexicon.DISMISSALS)) {
                String target = focus != null && !focus.isBlank() ? focus
                        : request.existingLabels().isEmpty() ? null
                        : request.existingLabels().get(request.existingLabels().size() - 1);
                String targetType = focus != null && !focus.isBlank() ? focusType : null;
                Typed newest = typed.get(0);
                if (target != null && !target.equalsIgnoreCase(newest.concept().text())
                        && (targetType == null || ontology.permits("revises", newest.concept().nodeType(), targetType))) {
                    put(edges, new Extraction.Relationship(newest.concept().text(), target, "revises", 0.6,
                            newest.concept().sourceQuote()));
                }
            }
        }
        return List.copyOf(edges.values());
    }

    /**
     * Labels of {@code candidates} that re-mention a concept already in the interview: equal to an existing label,
     * with cosine &ge; {@link #DUPLICATE_SIMILARITY} to one, or sharing a content word with one at cosine &ge;
     * {@link #FRAGMENT_SIMILARITY} ("creamy body" after "creamy").
     */
    private Set<String> rementions(ExtractionRequest request, List<Typed> candidates) {
        Set<String> out = new HashSet<>();
        List<String> existing = request.existingLabels();
        if (existing.isEmpty() || candidates.isEmpty()) {
            return out;
        }
        List<float[]> ev = embeddings.embedAll(existing);
        for (Typed t : candidates) {
            String label = t.concept().text();
            if (existing.stream().anyMatch(label::equalsIgnoreCase)) {
                out.add(label);
                continue;
            }
            float[] v = embeddings.embed(label);
            for (int k = 0; k < existing.size(); k++) {
                double sim = EmbeddingPort.cosine(v, ev.get(k));
                if (sim >= DUPLICATE_SIMILARITY
                        || sim >= FRAGMENT_SIMILARITY && sharesContentWord(label, existing.get(k))) {
                    out.add(label);
                    break;
                }
            }
        }
        return out;
    }

    private static String span(Structure st, Clause first, Clause second) {
        if (first.sentence() == second.sentence()) {
            String s = st.sentences().get(first.sentence()).text();
            int a = first.tokens().get(0).start();
            int b = second.tokens().get(second.tokens().size() - 1).end();
            if (a < b && b <= s.length()) {
                return s.substring(a, b);
            }
        }
        return first.text() + " ... " + second.text();
    }

    private static boolean hasOutgoing(Map<String, Extraction.Relationship> edges, String a) {
        return edges.values().stream().anyMatch(r -> r.sourceText().equalsIgnoreCase(a)
                && !"revises".equals(r.relationshipType()));
    }

    private static boolean hasIncoming(Map<String, Extraction.Relationship> edges, String b) {
        return edges.values().stream().anyMatch(r -> r.targetText().equalsIgnoreCase(b)
                && !"revises".equals(r.relationshipType()));
    }

    private static boolean hasEdgeBetween(Map<String, Extraction.Relationship> edges, String a, String b) {
        for (Extraction.Relationship r : edges.values()) {
            if (r.sourceText().equalsIgnoreCase(a) && r.targetText().equalsIgnoreCase(b)
                    || r.sourceText().equalsIgnoreCase(b) && r.targetText().equalsIgnoreCase(a)) {
                return true;
            }
        }
        return false;
    }

    private void connectForward(Ontology ontology, Typed a, Typed b, double confidence,
                                Map<String, Extraction.Relationship> edges) {
        Optional<EdgeType> e = bestEdge(ontology, a.concept().nodeType(), b.concept().nodeType(), Kind.CAUSAL, true);
        if (e.isPresent()) {
            String quote = a.clause() == b.clause() ? a.concept().sourceQuote()
                    : a.concept().sourceQuote() + " ... " + b.concept().sourceQuote();
            put(edges, new Extraction.Relationship(a.concept().text(), b.concept().text(), e.get().name(),
                    confidence, quote));
        }
    }

    /**
     * Connects the antecedent to the consequent of a discourse link with the best permitted edge type of the link's
     * kind. Causal: antecedent -> consequent with an edge type whose source brings about its target; when none is
     * permitted, consequent -> antecedent with one whose target explains its source ("attributed_to",
     * "triggered_by": a passive or attribution edge type). Other kinds: whichever direction has the edge type whose
     * name and description have more keywords of the kind (forward on ties): "X, which takes care of the problem that Y" is
     * X -addresses-> Y when the ontology says so, "Y was removed by X" (resolved_by) Y -> X.
     */
    private static void connect(Ontology ontology, String cause, String causeType, String effect, String effectType,
                                Kind kind, double confidence, String quote,
                                Map<String, Extraction.Relationship> edges) {
        if (cause.equalsIgnoreCase(effect)) {
            return;
        }
        boolean named = named(kind);
        Optional<Scored> forward = scoredEdge(ontology, causeType, effectType, kind, true, kind != Kind.CAUSAL)
                .filter(e -> !named || e.keywords() > 0);
        Optional<Scored> backward = scoredEdge(ontology, effectType, causeType, kind, false, true)
                .filter(e -> !named || e.keywords() > 0);
        boolean useForward = forward.isPresent() && (kind == Kind.CAUSAL || backward.isEmpty()
                || forward.get().keywords() >= backward.get().keywords());
        if (useForward) {
            put(edges, new Extraction.Relationship(cause, effect, forward.get().type().name(), confidence, quote));
            return;
        }
        backward.ifPresent(e -> put(edges, new Extraction.Relationship(effect, cause, e.type().name(),
                confidence - 0.05, quote)));
    }

    /** An edge type and how well its name and description fit a relation kind. */
    private record Scored(EdgeType type, double score, int keywords) {
    }

    /**
     * Whether an edge type's target explains or sets off its source (passive name such as "triggered_by",
     * attribution, "sets the source off"): told as "target, so source".
     */
    static boolean targetIsCause(EdgeType e) {
        String text = (e.name().replace('_', ' ') + " " + e.description()).toLowerCase(Locale.ROOT);
        return e.name().toLowerCase(Locale.ROOT).endsWith("_by") && count(text, "trigger", "caus", "set") > 0
                || count(text, "attribut", "sets the source off", "with this cause", "perceived cause") > 0;
    }

    /**
     * The permitted edge type (never {@code revises}) that best fits a relation of {@code kind}: keyword fit of
     * its name/description, then the primary edge type, then file order. Only explicitly permitted pairs
     * count; an edge type with no permitted list permits everything but ranks below explicit ones.
     */
    static Optional<EdgeType> bestEdge(Ontology ontology, String srcType, String tgtType, Kind kind,
                                       boolean forward) {
        return scoredEdge(ontology, srcType, tgtType, kind, forward, true).map(Scored::type);
    }

    /**
     * {@link #bestEdge} with its score. A forward causal relation (source brings about target) never takes an
     * edge type whose target is the cause ({@link #targetIsCause}) unless {@code allowTargetCause}; a backward one
     * prefers such edge types.
     */
    private static Optional<Scored> scoredEdge(Ontology ontology, String srcType, String tgtType, Kind kind,
                                               boolean forward, boolean allowTargetCause) {
        EdgeType best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        int bestKeywords = 0;
        String primary = ontology.primaryEdgeType().map(EdgeType::name).orElse("");
        int order = 0;
        for (EdgeType e : ontology.edgeTypes()) {
            order++;
            if ("revises".equals(e.name()) || !e.permits(srcType, tgtType)) {
                continue;
            }
            boolean targetCause = targetIsCause(e);
            if (kind == Kind.CAUSAL && forward && targetCause && !allowTargetCause) {
                continue;
            }
            if (kind == Kind.REMEDY && forward != e.name().toLowerCase(Locale.ROOT).endsWith("_by")) {
                // problem -> remedy only as a passive edge type ("resolved_by"), remedy -> problem as an active one
                // ("addresses")
                continue;
            }
            String text = (e.name().replace('_', ' ') + " " + e.description()).toLowerCase(Locale.ROOT);
            int keywords = switch (kind) {
                case CAUSAL -> forward
                        ? count(text, "caus", "lead", "enabl", "result", "trigger", "produc", "impl", "elicit",
                        "influenc", "support", "address", "evok", "contribut") - (targetCause ? 2 : 0)
                        : count(text, "perceived cause", "attribut", "caused by", "because") + (targetCause ? 2 : 0);
                case TEMPORAL -> count(text, "occur", "situation", "context", "temporal", "within", "during", "when",
                        "stage", "transition", "next in time", "point", "happen", "did this");
                case CONTRAST -> count(text, "conflict", "contrast", "opposite", "undermin", "prevent",
                        "disrupt", "spoil", "let down", "violat", "in the way");
                case REMEDY -> count(text, "address", "takes care", "resolv", "removed", "solv", "fix", "deal");
                case CHANNEL -> count(text, "channel", "through", "via", "medium");
                case EVALUATION -> count(text, "judged", "evaluat", "rating", "rated", "ideal", "part of", "near",
                        "dimension");
                case SIMILARITY -> count(text, "similar", "share", "resembl", "same");
                case DIFFERENCE -> count(text, "differ", "apart", "unlike", "distinguish");
            };
            double score = keywords;
            if (kind != Kind.SIMILARITY && text.contains("similar")) {
                score -= 1;
            }
            if (kind != Kind.CONTRAST && text.contains("opposite of")) {
                score -= 1;
            }
            if (e.name().equals(primary)) {
                score += 0.5;
            }
            if (e.permittedConnections().isEmpty()) {
                score -= 0.3;
            }
            score -= order * 0.01;
            if (score > bestScore) {
                bestScore = score;
                best = e;
                bestKeywords = keywords;
            }
        }
        return best == null ? Optional.empty() : Optional.of(new Scored(best, bestScore, bestKeywords));
    }

    private static int count(String text, String... keys) {
        int n = 0;
        for (String k : keys) {
            if (text.contains(k)) {
                n++;
            }
        }
        return n;
    }

    private static void put(Map<String, Extraction.Relationship> edges, Extraction.Relationship r) {
        if (r.sourceText().equalsIgnoreCase(r.targetText())) {
            return;
        }
        String key = r.sourceText().toLowerCase(Locale.ROOT) + "\u0000" + r.targetText().toLowerCase(Locale.ROOT)
                + "\u0000" + r.relationshipType();
        edges.putIfAbsent(key, r);
    }
}
