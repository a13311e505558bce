package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.ExtractionRequest;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Clause;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Structure;

/**
 * Rule-based concept and relationship extraction (the offline counterpart of peer-spec 6.2): a coordinator that
 * runs the stages in order. Each stage is a class of its own that owns its rules; change a rule there.
 *
 * <ol>
 *   <li><b>Clauses</b> ({@link ContentClauses}): the extractability pre-check (fewer than 3 words,
 *       acknowledgement / yes-no only, a question back to the interviewer); filler frames are removed, the answer
 *       is split into sentences and clauses ({@link DiscourseAnalyzer}); sentences addressed to the interviewer
 *       ("ignore previous instructions ..."), asides and interjections or forms of address
 *       ({@link Interjections}) yield nothing, an answer made only of such remarks is not
 *       extractable.</li>
 *   <li><b>Phrases</b> ({@link PhraseScanner}, with {@link CopulaPhrases}, {@link VerbPhrases},
 *       {@link PhraseTokens}): candidates per clause from POS patterns - copular adjectives ("it's really creamy"
 *       -&gt; {@code creamy}), linking verbs ("I feel rushed" -&gt; {@code feel rushed}), the object or infinitive
 *       of preference verbs, causative complements, verb phrases ("froths well in coffee") and noun phrases in
 *       clauses without a predicate.</li>
 *   <li><b>Labels</b> ({@link LabelCleaner}): each label cleaned to a complete phrase of 1-6 content words or
 *       dropped; stopword-only labels, repeats and the study topic itself are dropped; a hyphenated compound is
 *       kept whole in label and quote or the label dropped ({@link TornCompound}).</li>
 *   <li><b>Typing</b> ({@link ConceptTyper}, with {@link MentionMerger}, {@link LexicalCues}, {@link TypeClassifier};
 *       then {@link LinkRetyper}): all candidate phrases of an answer are embedded in one
 *       {@link EmbeddingPort#embedAll} call, mentions of one concept merged, each concept typed, and types
 *       corrected where a stated link needs it.</li>
 *   <li><b>Relations</b> ({@link RelationBuilder}, with {@link EdgeChooser}), only where {@link Ontology#permits}
 *       allows them: (a) discourse links, (b) the chain along ontology levels inside the answer, (c) the implicit
 *       relation from the focus node to the answer's concepts, and (d) {@code revises} edges on contradiction
 *       cues.</li>
 * </ol>
 */
final class ConceptExtractor {

    private final DiscourseAnalyzer discourse;
    private final ConceptTyper typer;
    private final RelationBuilder relations;

    ConceptExtractor(DiscourseAnalyzer discourse, TypeClassifier classifier, EmbeddingPort embeddings) {
        this.discourse = discourse;
        this.typer = new ConceptTyper(classifier, embeddings);
        this.relations = new RelationBuilder(embeddings);
    }

    /** Runs the stages in order (see the class comment). */
    Extraction extract(ExtractionRequest request) {
        String answer = request.answer() == null ? "" : request.answer().strip();
        Optional<String> notExtractable = ContentClauses.precheck(answer);
        if (notExtractable.isPresent()) {
            return Extraction.notExtractable(notExtractable.get());
        }
        // "the supermarket car park, no wait, the retail park": only the corrected words are read
        String content = SelfCorrection.apply(Hedges.dropStance(Hedges.dropVocatives(Lexicon.FILLER_FRAMES
                .matcher(answer).replaceAll("").strip()))); // "it's slow, mate.", "to be honest": not concepts
        Structure st = discourse.structure(content.isEmpty() ? answer : content);
        Set<Integer> metaSentences = ContentClauses.metaSentences(st);
        if (!st.sentences().isEmpty() && metaSentences.size() == st.sentences().size()) {
            return Extraction.notExtractable("Only remarks addressed to the interviewer");
        }
        metaSentences = new HashSet<>(metaSentences);
        metaSentences.addAll(ContentClauses.signOffSentences(st)); // "Doei!", "Mind yourself.": nothing to code
        Set<Integer> asides = new HashSet<>(ContentClauses.asideClauses(st));
        asides.addAll(Interjections.clauses(st)); // "Lord, I'd pay double.": the address names nothing
        String topic = request.concept() == null ? "" : LabelCleaner.normalise(request.concept().name());
        List<Candidate> candidates = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Clause clause : st.clauses()) {
            if (metaSentences.contains(clause.sentence()) || asides.contains(clause.index())) {
                continue;
            }
            String sentenceText = st.sentences().get(clause.sentence()).text().strip();
            for (Candidate raw : PhraseScanner.scanClause(clause, sentenceText)) {
                Candidate c = whole(LabelCleaner.refine(raw, topic), sentenceText);
                if (c != null && LabelCleaner.keep(c.label(), topic) && seen.add(c.label())) {
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
        ConceptTyper.Typing typing = typer.type(request, ontology, candidates);
        List<TypedConcept> typed = typing.concepts();
        Map<Integer, TypedConcept> heads = typing.heads();
        LinkRetyper.retypeLinked(ontology, st, typed, heads);
        List<Extraction.Relationship> relationships = relations.relate(request, st, typed, heads);
        return new Extraction(true, "", typed.stream().map(TypedConcept::concept).toList(), relationships);
    }

    /** The candidate with no hyphenated compound torn in its label or quote ({@link TornCompound}), or null. */
    private static Candidate whole(Candidate c, String sentence) {
        if (c == null) {
            return null;
        }
        String label = TornCompound.label(c.label(), sentence);
        if (label == null) {
            return null;
        }
        String quote = TornCompound.quote(c.quote(), sentence);
        return label.equals(c.label()) && java.util.Objects.equals(quote, c.quote()) ? c
                : new Candidate(label, c.clause(), c.form(), c.cues(), quote);
    }
}
