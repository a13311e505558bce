package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.interviewworkbench.engine.model.SlotNames;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.SlotProposal;
import org.interviewworkbench.engine.port.SlotRequest;

/**
 * Canonical slot proposals without an LLM (peer-spec 6.4 shape).
 *
 * <p>Per node type: (1) a node whose label embedding has cosine {@code >= }{@value #JOIN_THRESHOLD} with an
 * existing slot name (read as words: an old snake_case name's underscores as spaces) joins the best such slot under
 * that exact name; (2) the remaining nodes are clustered agglomeratively with average linkage, merging the most
 * similar pair of clusters while their average pairwise cosine is {@code >= }{@value #JOIN_THRESHOLD}; (3) each new
 * cluster is named after its most central member (highest mean cosine to the other members; the first on a tie):
 * its surface label as the respondent said it ("foam for a flat white"), white space tidied, nothing lemmatised or
 * dropped, no underscores (issue 12). A name already used in the type (an existing slot's or another new cluster's,
 * compared by {@link SlotNames#key}) gets " (2)", " (3)", ... The description lists the member labels. All labels
 * and slot names of a request are embedded in one batch. O(n^3) in the nodes of one type, which stay few per turn.
 */
final class SlotProposer {

    /** Cosine similarity needed to join a slot or merge two clusters. */
    static final double JOIN_THRESHOLD = 0.6;

    private final EmbeddingPort embeddings;

    SlotProposer(EmbeddingPort embeddings) {
        this.embeddings = embeddings;
    }

    List<SlotProposal> propose(SlotRequest request) {
        List<String> texts = new ArrayList<>();
        for (Map.Entry<String, List<SlotRequest.NodeRef>> e : request.nodesByType().entrySet()) {
            for (SlotRequest.NodeRef n : e.getValue()) {
                texts.add(n.label());
            }
            for (String name : request.existingSlotNames().getOrDefault(e.getKey(), List.of())) {
                texts.add(SlotNames.words(name));
            }
        }
        List<float[]> vectors = texts.isEmpty() ? List.of() : embeddings.embedAll(texts);
        List<SlotProposal> out = new ArrayList<>();
        int k = 0;
        for (Map.Entry<String, List<SlotRequest.NodeRef>> e : request.nodesByType().entrySet()) {
            String type = e.getKey();
            List<SlotRequest.NodeRef> nodes = e.getValue();
            List<String> existing = request.existingSlotNames().getOrDefault(type, List.of());
            List<float[]> nodeVecs = new ArrayList<>(vectors.subList(k, k + nodes.size()));
            k += nodes.size();
            List<float[]> slotVecs = new ArrayList<>(vectors.subList(k, k + existing.size()));
            k += existing.size();
            out.addAll(proposeForType(type, nodes, nodeVecs, existing, slotVecs));
        }
        return out;
    }

    private List<SlotProposal> proposeForType(String type, List<SlotRequest.NodeRef> nodes, List<float[]> vecs,
                                              List<String> existing, List<float[]> slotVecs) {
        // 1. join existing slots
        List<List<Integer>> joined = new ArrayList<>();
        for (int s = 0; s < existing.size(); s++) {
            joined.add(new ArrayList<>());
        }
        List<Integer> rest = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            int best = -1;
            double bestSim = JOIN_THRESHOLD;
            for (int s = 0; s < existing.size(); s++) {
                double sim = EmbeddingPort.cosine(vecs.get(i), slotVecs.get(s));
                if (sim >= bestSim) {
                    bestSim = sim;
                    best = s;
                }
            }
            if (best >= 0) {
                joined.get(best).add(i);
            } else {
                rest.add(i);
            }
        }
        List<SlotProposal> out = new ArrayList<>();
        for (int s = 0; s < existing.size(); s++) {
            if (!joined.get(s).isEmpty()) {
                out.add(proposal(type, existing.get(s), nodes, joined.get(s)));
            }
        }
        // 2. agglomerative average-link clustering of the rest
        int n = rest.size();
        double[][] sim = new double[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                sim[a][b] = EmbeddingPort.cosine(vecs.get(rest.get(a)), vecs.get(rest.get(b)));
                sim[b][a] = sim[a][b];
            }
        }
        List<List<Integer>> clusters = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            clusters.add(new ArrayList<>(List.of(a)));
        }
        while (clusters.size() > 1) {
            int bestA = -1;
            int bestB = -1;
            double bestLink = JOIN_THRESHOLD;
            for (int a = 0; a < clusters.size(); a++) {
                for (int b = a + 1; b < clusters.size(); b++) {
                    double link = averageLink(sim, clusters.get(a), clusters.get(b));
                    if (link >= bestLink) {
                        bestLink = link;
                        bestA = a;
                        bestB = b;
                    }
                }
            }
            if (bestA < 0) {
                break;
            }
            clusters.get(bestA).addAll(clusters.remove(bestB));
        }
        // 3. name clusters after their most central member
        Set<String> used = new HashSet<>();
        existing.forEach(name -> used.add(SlotNames.key(name)));
        for (List<Integer> cluster : clusters) {
            cluster.sort(Integer::compare);
            int central = cluster.get(0);
            double bestMean = Double.NEGATIVE_INFINITY;
            for (int a : cluster) {
                double sum = 0;
                for (int b : cluster) {
                    if (a != b) {
                        sum += sim[a][b];
                    }
                }
                double mean = cluster.size() == 1 ? 0 : sum / (cluster.size() - 1);
                if (mean > bestMean) {
                    bestMean = mean;
                    central = a;
                }
            }
            String name = slotName(nodes.get(rest.get(central)).label());
            String unique = name;
            for (int suffix = 2; used.contains(SlotNames.key(unique)); suffix++) {
                unique = name + " (" + suffix + ")";
            }
            used.add(SlotNames.key(unique));
            List<Integer> members = cluster.stream().map(rest::get).toList();
            out.add(proposal(type, unique, nodes, members));
        }
        return out;
    }

    private static double averageLink(double[][] sim, List<Integer> a, List<Integer> b) {
        double sum = 0;
        for (int x : a) {
            for (int y : b) {
                sum += sim[x][y];
            }
        }
        return sum / (a.size() * b.size());
    }

    private static SlotProposal proposal(String type, String name, List<SlotRequest.NodeRef> nodes,
                                         List<Integer> members) {
        List<String> ids = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (int m : members) {
            ids.add(nodes.get(m).id());
            if (!labels.contains(nodes.get(m).label())) {
                labels.add(nodes.get(m).label());
            }
        }
        return new SlotProposal(type, name, String.join("; ", labels), ids);
    }

    /**
     * A slot's name from its central member's label: the label as the respondent said it, white space tidied,
     * underscores read as spaces; {@code "unnamed"} for a label without a letter or digit.
     */
    static String slotName(String label) {
        String name = SlotNames.words(label);
        return SlotNames.key(name).isEmpty() ? "unnamed" : name;
    }
}
