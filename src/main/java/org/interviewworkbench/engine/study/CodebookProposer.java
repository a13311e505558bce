package org.interviewworkbench.engine.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.interviewworkbench.engine.port.EmbeddingPort;

/**
 * Proposes a study codebook from the concepts on the study's ladders.
 *
 * <p>Rule: concepts are taken in ladder order (sessions in study order, then imported ladders). A concept joins the
 * first existing code of the same node type whose name, or any member label, is the same text (case and spaces
 * ignored) or has an embedding cosine similarity of at least the threshold with it; otherwise it starts a new code
 * named after its own label. Codes of different types are never merged. The threshold is shown to the researcher and
 * can be changed (the proposal is then redone); the proposal is only a start: every code is the researcher's to edit.
 * Proposing again starts from the current codes (see {@link #propose(List, Codebook)}).
 */
public final class CodebookProposer {

    /** Default cosine threshold (MiniLM: paraphrases of one idea score about 0.7-0.9, neighbours 0.4-0.6). */
    public static final double DEFAULT_THRESHOLD = 0.75;

    private final EmbeddingPort embeddings;
    private final double threshold;

    public CodebookProposer(EmbeddingPort embeddings, double threshold) {
        if (!(threshold > 0.0 && threshold <= 1.0)) {
            throw new IllegalArgumentException("threshold must be in (0, 1], was " + threshold);
        }
        this.embeddings = embeddings;
        this.threshold = threshold;
    }

    /** A codebook for the concepts of {@code ladders}. */
    public Codebook propose(List<Ladder> ladders) {
        return propose(ladders, Codebook.EMPTY);
    }

    /**
     * A codebook for the concepts of {@code ladders} that starts from the codes of {@code seed} (an imported
     * codebook, or the current one): they keep their ids, names, types and descriptions, come first, and concepts join
     * them by the same rule as they join each other; their old members are assigned again.
     */
    public Codebook propose(List<Ladder> ladders, Codebook seed) {
        return propose(ladders, seed, (done, total) -> { }, () -> false);
    }

    /** Progress of a proposal: {@code done} of {@code total} interviews (imported ladders count as one) assigned. */
    @FunctionalInterface
    public interface Progress {
        void update(int done, int total);
    }

    /**
     * As {@link #propose(List, Codebook)}, reporting progress after each interview and checking {@code cancelled}
     * between interviews (an interview's concepts are the steps of its ladders, grouped by session id; imported
     * ladders form one group).
     *
     * @throws java.util.concurrent.CancellationException when {@code cancelled} turns true; nothing is returned
     */
    public Codebook propose(List<Ladder> ladders, Codebook seed, Progress progress,
                            java.util.function.BooleanSupplier cancelled) {
        Map<String, LadderStep> concepts = new LinkedHashMap<>();
        Map<String, Integer> groupOf = new LinkedHashMap<>();
        for (Ladder l : ladders) {
            for (LadderStep s : l.steps()) {
                String key = s.nodeId().isEmpty() ? "\u0000" + norm(s.code()) + "\u0000" + s.type()
                        : s.sessionId() + "\u0000" + s.nodeId();
                concepts.putIfAbsent(key, s);
                groupOf.putIfAbsent(s.sessionId(), groupOf.size());
            }
        }
        int total = groupOf.size();
        int done = 0;
        String group = null;
        List<String> names = new ArrayList<>();
        List<String> types = new ArrayList<>();
        List<List<CodeMember>> members = new ArrayList<>();
        List<List<float[]>> vectors = new ArrayList<>();
        List<Set<String>> texts = new ArrayList<>();
        Map<String, float[]> cache = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>();
        List<String> descriptions = new ArrayList<>();
        for (StudyCode c : seed.codes()) {
            String text = norm(c.name());
            names.add(c.name());
            types.add(c.type());
            members.add(new ArrayList<>());
            vectors.add(new ArrayList<>(List.of(cache.computeIfAbsent(text, embeddings::embed))));
            texts.add(new LinkedHashSet<>(Set.of(text)));
            ids.add(c.id());
            descriptions.add(c.description());
        }
        for (LadderStep s : concepts.values()) {
            if (!s.sessionId().equals(group)) { // between interviews: report and honour a cancel
                if (group != null) {
                    progress.update(++done, total);
                }
                if (cancelled.getAsBoolean()) {
                    throw new java.util.concurrent.CancellationException("the codebook proposal was cancelled");
                }
                group = s.sessionId();
            }
            String text = norm(s.code());
            float[] v = cache.computeIfAbsent(text, embeddings::embed);
            int target = -1;
            for (int i = 0; i < names.size() && target < 0; i++) {
                if (!types.get(i).equals(s.type())) {
                    continue;
                }
                if (texts.get(i).contains(text)) {
                    target = i;
                    break;
                }
                for (float[] other : vectors.get(i)) {
                    if (EmbeddingPort.cosine(v, other) >= threshold) {
                        target = i;
                        break;
                    }
                }
            }
            CodeMember member = new CodeMember(s.sessionId(), s.nodeId(), s.code(), s.quote(), s.turn());
            if (target < 0) {
                ids.add(null);
                descriptions.add("");
                names.add(s.code().strip());
                types.add(s.type());
                members.add(new ArrayList<>(List.of(member)));
                vectors.add(new ArrayList<>(List.of(v)));
                texts.add(new LinkedHashSet<>(Set.of(text)));
            } else {
                members.get(target).add(member);
                vectors.get(target).add(v);
                texts.get(target).add(text);
            }
        }
        if (group != null) {
            progress.update(++done, total);
        }
        List<StudyCode> codes = new ArrayList<>();
        Set<String> used = new LinkedHashSet<>();
        ids.stream().filter(java.util.Objects::nonNull).forEach(used::add);
        int next = 1;
        for (int i = 0; i < names.size(); i++) {
            String id = ids.get(i);
            if (id == null) {
                while (used.contains("C" + next)) {
                    next++;
                }
                id = "C" + next;
                used.add(id);
            }
            codes.add(new StudyCode(id, names.get(i), types.get(i), descriptions.get(i), members.get(i)));
        }
        return new Codebook(codes, threshold);
    }

    static String norm(String text) {
        return text.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
