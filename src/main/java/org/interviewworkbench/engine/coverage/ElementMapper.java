package org.interviewworkbench.engine.coverage;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.port.EmbeddingPort;

/**
 * Maps a surface node to the stimulus elements it refers to, for every language engine.
 *
 * <ol>
 *   <li>Extraction's {@code linked_elements} (an LLM engine), when given: kept if they name elements of the
 *       concept, in element order;</li>
 *   <li>else aliases (peer-spec 6.2 #6): an element whose label or one of whose aliases occurs in the lowercased
 *       node label as a whole word or phrase, or whose lowercased alias contains the whole label (label and alias
 *       of at least {@link #MIN_ALIAS_LENGTH} characters); the same test on the source quote (the clause that
 *       mentioned the node) when the label links nothing;</li>
 *   <li>else embedding similarity: cosine between the node label and the element text ("label, alias, alias")
 *       at or above {@link #SIMILARITY_THRESHOLD} (MiniLM scale, where 0.6 means "about the same thing"); only the
 *       best element is linked.</li>
 * </ol>
 * Element embeddings are cached per element text (instance cache, bounded by the concepts in use).
 */
public final class ElementMapper {

    /** Cosine similarity at or above which a node label refers to an element. */
    public static final double SIMILARITY_THRESHOLD = 0.6;
    /** Shortest alias matched by containment. */
    public static final int MIN_ALIAS_LENGTH = 3;

    private final EmbeddingPort embeddings;
    private final Map<String, float[]> elementVectors = new ConcurrentHashMap<>();

    public ElementMapper(EmbeddingPort embeddings) {
        this.embeddings = embeddings;
    }

    /**
     * Element ids the node refers to (possibly empty).
     *
     * @param concept    the study concept (no elements: always empty)
     * @param label      node label
     * @param quote      the clause that mentioned the node this turn ({@code ""} when unknown)
     * @param given      extraction's linked elements (empty when the engine gave none)
     * @param nodeVector the node label's embedding, or {@code null}
     */
    public List<String> map(Concept concept, String label, String quote, List<String> given, float[] nodeVector) {
        if (!concept.hasElements()) {
            return List.of();
        }
        Set<String> ids = new LinkedHashSet<>();
        for (StimulusElement e : concept.elements()) {
            if (given.contains(e.id())) {
                ids.add(e.id());
            }
        }
        if (!ids.isEmpty()) {
            return List.copyOf(ids);
        }
        List<String> byAlias = byAlias(concept, label);
        if (byAlias.isEmpty() && quote != null && !quote.isBlank()) {
            byAlias = byAlias(concept, quote);
        }
        if (!byAlias.isEmpty()) {
            return byAlias;
        }
        return bySimilarity(concept, nodeVector);
    }

    /** Elements whose label or an alias occurs in {@code text} (whole words), or whose alias contains the text. */
    public static List<String> byAlias(Concept concept, String text) {
        String padded = pad(text);
        String bare = padded.strip();
        List<String> ids = new ArrayList<>();
        for (StimulusElement e : concept.elements()) {
            List<String> names = new ArrayList<>();
            names.add(e.label());
            names.addAll(e.aliases());
            for (String name : names) {
                String alias = pad(name).strip();
                if (alias.length() < MIN_ALIAS_LENGTH) {
                    continue;
                }
                boolean aliasInText = padded.contains(" " + alias + " ");
                boolean textInAlias = bare.length() >= MIN_ALIAS_LENGTH && (" " + alias + " ").contains(" " + bare + " ");
                if (aliasInText || textInAlias) {
                    ids.add(e.id());
                    break;
                }
            }
        }
        return ids;
    }

    private List<String> bySimilarity(Concept concept, float[] nodeVector) {
        if (nodeVector == null) {
            return List.of();
        }
        String best = null;
        double bestScore = SIMILARITY_THRESHOLD;
        for (StimulusElement e : concept.elements()) {
            String text = elementText(e);
            float[] v = elementVectors.computeIfAbsent(text, embeddings::embed);
            double cos = EmbeddingPort.cosine(nodeVector, v);
            if (cos >= bestScore) {
                bestScore = cos;
                best = e.id();
            }
        }
        return best == null ? List.of() : List.of(best);
    }

    private static String elementText(StimulusElement e) {
        List<String> parts = new ArrayList<>();
        parts.add(e.label());
        parts.addAll(e.aliases());
        return String.join(", ", parts);
    }

    private static String pad(String s) {
        return " " + s.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("[^a-z0-9'% ]", " ")
                .replaceAll("\\s+", " ").strip() + " ";
    }
}
