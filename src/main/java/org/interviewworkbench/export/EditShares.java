package org.interviewworkbench.export;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.port.EditLogStore.EditRecord;

/**
 * How much of the engine's coding the researcher kept: of the concepts and relationships the turns extracted, how
 * many the edits still in effect left unchanged, renamed, retyped, merged away, split or deleted (relationships:
 * reversed, retyped, deleted; those the researcher added counted apart). Used by the transcript export, the History
 * panel and the study report (summed over sessions with {@link #plus}).
 *
 * <p>Counting: an engine concept is one the turns created (every concept now in the graph that no split created,
 * plus those merged away or deleted); each changed concept counts once as changed, but under every change it
 * received (rename and retype both count when both happened, so the change counts may add to more than the changed).
 *
 * @param concepts       the engine's concepts
 * @param unchanged      of them, those no edit in effect touched
 * @param edges          the engine's relationships
 * @param edgesUnchanged of them, those not reversed, retyped or deleted
 * @param edgesAdded     relationships the researcher added
 */
public record EditShares(int concepts, int unchanged, int renamed, int retyped, int merged, int split, int deleted,
                         int edges, int edgesUnchanged, int edgesReversed, int edgesRetyped, int edgesDeleted,
                         int edgesAdded) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** No engine coding at all. */
    public static final EditShares NONE = new EditShares(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    /** The shares of one session: its current graph and its whole edit log (undos and redos resolved). */
    public static EditShares of(SessionSnapshot snapshot, List<EditRecord> log) {
        Set<String> renamed = new LinkedHashSet<>();
        Set<String> retyped = new LinkedHashSet<>();
        Set<String> mergedAway = new LinkedHashSet<>();
        Set<String> split = new LinkedHashSet<>();
        Set<String> deleted = new LinkedHashSet<>();
        Set<String> created = new LinkedHashSet<>();
        Set<String> edgeDeleted = new LinkedHashSet<>();
        Set<String> edgeReversed = new LinkedHashSet<>();
        Set<String> edgeRetyped = new LinkedHashSet<>();
        int edgesAdded = 0;
        for (EditRecord e : EditLogExport.effective(log)) {
            JsonNode j;
            try {
                j = JSON.readTree(e.editJson());
            } catch (JsonProcessingException ex) {
                continue;
            }
            switch (e.op()) {
                case "rename" -> renamed.add(j.path("node").asText());
                case "retype" -> retyped.add(j.path("node").asText());
                case "merge" -> {
                    JsonNode ids = j.path("nodes");
                    for (int i = 1; i < ids.size(); i++) {
                        mergedAway.add(ids.get(i).asText());
                    }
                }
                case "split" -> {
                    split.add(j.path("node").asText());
                    for (SurfaceNode n : snapshot.graph().nodes()) {
                        if (n.id().startsWith(j.path("node").asText() + "s")) {
                            created.add(n.id());
                        }
                    }
                }
                case "delete_node" -> deleted.add(j.path("node").asText());
                case "delete_edge" -> edgeDeleted.add(j.path("edge").asText());
                case "reverse_edge" -> edgeReversed.add(j.path("edge").asText());
                case "retype_edge" -> edgeRetyped.add(j.path("edge").asText());
                case "add_edge" -> edgesAdded++;
                default -> { }
            }
        }
        Set<String> engine = new LinkedHashSet<>();
        snapshot.graph().nodes().forEach(n -> {
            if (!created.contains(n.id())) {
                engine.add(n.id());
            }
        });
        engine.addAll(mergedAway);
        engine.addAll(deleted);
        Set<String> changed = new LinkedHashSet<>();
        changed.addAll(renamed);
        changed.addAll(retyped);
        changed.addAll(mergedAway);
        changed.addAll(split);
        changed.addAll(deleted);
        changed.retainAll(engine);
        int edgeTotal = Math.max(0, snapshot.graph().edgeCount() - edgesAdded + edgeDeleted.size());
        Set<String> edgeChanged = new LinkedHashSet<>(edgeDeleted);
        edgeChanged.addAll(edgeReversed);
        edgeChanged.addAll(edgeRetyped);
        return new EditShares(engine.size(), engine.size() - changed.size(), count(renamed, engine),
                count(retyped, engine), count(mergedAway, engine), count(split, engine), count(deleted, engine),
                edgeTotal, Math.max(0, edgeTotal - edgeChanged.size()), edgeReversed.size(), edgeRetyped.size(),
                edgeDeleted.size(), edgesAdded);
    }

    /** The two summed (a study's sessions together). */
    public EditShares plus(EditShares o) {
        return new EditShares(concepts + o.concepts, unchanged + o.unchanged, renamed + o.renamed,
                retyped + o.retyped, merged + o.merged, split + o.split, deleted + o.deleted, edges + o.edges,
                edgesUnchanged + o.edgesUnchanged, edgesReversed + o.edgesReversed, edgesRetyped + o.edgesRetyped,
                edgesDeleted + o.edgesDeleted, edgesAdded + o.edgesAdded);
    }

    /**
     * One line: "Kept unchanged 18 of 24 concepts (75 %), renamed 3, retyped 1, merged 2, split 0, deleted 0;
     * relationships: 9 of 12 kept (75 %), reversed 1, retyped 0, deleted 2, added 1".
     */
    public String summary() {
        return "Kept unchanged " + unchanged + " of " + concepts + " concepts (" + percent(unchanged, concepts)
                + "), renamed " + renamed + ", retyped " + retyped + ", merged " + merged + ", split " + split
                + ", deleted " + deleted + "; relationships: " + edgesUnchanged + " of " + edges + " kept ("
                + percent(edgesUnchanged, edges) + "), reversed " + edgesReversed + ", retyped " + edgesRetyped
                + ", deleted " + edgesDeleted + ", added " + edgesAdded;
    }

    /** The Markdown tables (concepts, then relationships, then the added count). */
    public String markdownTables() {
        StringBuilder md = new StringBuilder();
        md.append("| concepts | share |\n|---|---|\n");
        row(md, "kept unchanged", unchanged, concepts);
        row(md, "renamed", renamed, concepts);
        row(md, "retyped", retyped, concepts);
        row(md, "merged into another", merged, concepts);
        row(md, "split", split, concepts);
        row(md, "deleted", deleted, concepts);
        md.append("\n| relationships (").append(edges).append(" from the engine) | share |\n|---|---|\n");
        row(md, "kept unchanged", edgesUnchanged, edges);
        row(md, "reversed", edgesReversed, edges);
        row(md, "retyped", edgesRetyped, edges);
        row(md, "deleted", edgesDeleted, edges);
        md.append("\nRelationships the researcher added: ").append(edgesAdded).append(".\n");
        return md.toString();
    }

    private static String percent(int n, int total) {
        return total <= 0 ? "-" : String.format(Locale.ROOT, "%.0f %%", 100.0 * n / total);
    }

    private static int count(Set<String> ids, Set<String> engine) {
        return (int) ids.stream().filter(engine::contains).count();
    }

    private static void row(StringBuilder md, String what, int n, int total) {
        md.append("| ").append(what).append(" | ").append(n).append(" (")
                .append(total <= 0 ? "-" : String.format(Locale.ROOT, "%.0f%%", 100.0 * n / total)).append(") |\n");
    }
}
