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
 * reversed, retyped, deleted; those the researcher added counted apart); the concepts whose polarity the researcher
 * coded (counted apart: the extractor leaves every polarity {@code unknown}, so coding one adds to the engine's work
 * rather than correcting it, and the concept still counts as kept unchanged); and of the canonical slots slot
 * discovery made, how many the researcher left unchanged, renamed, merged away or split. Used by the transcript
 * export, the History panel and the study report (summed over sessions with {@link #plus}).
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
 * @param polarityCoded  of the engine's concepts, those whose polarity the researcher coded (set to anything but
 *                       {@code unknown})
 * @param slots          the canonical slots slot discovery made (now in the graph and not made by a split, plus the
 *                       merged-away ones)
 * @param slotsUnchanged of them, those no slot edit touched
 * @param slotsRenamed   renamed ({@code rename_slot})
 * @param slotsMerged    merged into another ({@code merge_slots}, the ones that went)
 * @param slotsSplit     split ({@code split_slot}, the slot that was split)
 */
public record EditShares(int concepts, int unchanged, int renamed, int retyped, int merged, int split, int deleted,
                         int edges, int edgesUnchanged, int edgesReversed, int edgesRetyped, int edgesDeleted,
                         int edgesAdded, int polarityCoded, int slots, int slotsUnchanged, int slotsRenamed,
                         int slotsMerged, int slotsSplit) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The concept and relationship shares alone (no polarity or slot edits). */
    public EditShares(int concepts, int unchanged, int renamed, int retyped, int merged, int split, int deleted,
                      int edges, int edgesUnchanged, int edgesReversed, int edgesRetyped, int edgesDeleted,
                      int edgesAdded) {
        this(concepts, unchanged, renamed, retyped, merged, split, deleted, edges, edgesUnchanged, edgesReversed,
                edgesRetyped, edgesDeleted, edgesAdded, 0, 0, 0, 0, 0, 0);
    }

    /** No engine coding at all. */
    public static final EditShares NONE = new EditShares(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

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
        java.util.Map<String, String> polarity = new java.util.LinkedHashMap<>();
        Set<String> slotRenamed = new LinkedHashSet<>();
        Set<String> slotMergedAway = new LinkedHashSet<>();
        Set<String> slotSplit = new LinkedHashSet<>();
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
                case "set_polarity" -> polarity.put(j.path("node").asText(), j.path("polarity").asText());
                case "rename_slot" -> slotRenamed.add(j.path("slot").asText());
                case "merge_slots" -> {
                    JsonNode ids = j.path("slots");
                    for (int i = 1; i < ids.size(); i++) {
                        slotMergedAway.add(ids.get(i).asText());
                    }
                }
                case "split_slot" -> slotSplit.add(j.path("slot").asText());
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
        Set<String> coded = new LinkedHashSet<>();
        polarity.forEach((node, value) -> {
            if (!"unknown".equalsIgnoreCase(value) && snapshot.graph().node(node).isPresent()) {
                coded.add(node);
            }
        });
        // slots: those slot discovery made (a split makes "<slot>s<k>", see SlotEdits), plus the merged-away ones
        Set<String> discovered = new LinkedHashSet<>();
        snapshot.graph().slots().forEach(sl -> {
            if (slotSplit.stream().noneMatch(x -> sl.id().matches(java.util.regex.Pattern.quote(x) + "s\\d+"))) {
                discovered.add(sl.id());
            }
        });
        discovered.addAll(slotMergedAway);
        Set<String> slotChanged = new LinkedHashSet<>(slotRenamed);
        slotChanged.addAll(slotMergedAway);
        slotChanged.addAll(slotSplit);
        slotChanged.retainAll(discovered);
        return new EditShares(engine.size(), engine.size() - changed.size(), count(renamed, engine),
                count(retyped, engine), count(mergedAway, engine), count(split, engine), count(deleted, engine),
                edgeTotal, Math.max(0, edgeTotal - edgeChanged.size()), edgeReversed.size(), edgeRetyped.size(),
                edgeDeleted.size(), edgesAdded, count(coded, engine), discovered.size(),
                discovered.size() - slotChanged.size(), count(slotRenamed, discovered),
                count(slotMergedAway, discovered), count(slotSplit, discovered));
    }

    /** The two summed (a study's sessions together). */
    public EditShares plus(EditShares o) {
        return new EditShares(concepts + o.concepts, unchanged + o.unchanged, renamed + o.renamed,
                retyped + o.retyped, merged + o.merged, split + o.split, deleted + o.deleted, edges + o.edges,
                edgesUnchanged + o.edgesUnchanged, edgesReversed + o.edgesReversed, edgesRetyped + o.edgesRetyped,
                edgesDeleted + o.edgesDeleted, edgesAdded + o.edgesAdded, polarityCoded + o.polarityCoded,
                slots + o.slots, slotsUnchanged + o.slotsUnchanged, slotsRenamed + o.slotsRenamed,
                slotsMerged + o.slotsMerged, slotsSplit + o.slotsSplit);
    }

    /**
     * One line: "Kept unchanged 18 of 24 concepts (75 %), renamed 3, retyped 1, merged 2, split 0, deleted 0;
     * relationships: 9 of 12 kept (75 %), reversed 1, retyped 0, deleted 2, added 1; polarity coded 4; slots: 6 of 7
     * kept (86 %), renamed 1, merged 0, split 0".
     */
    public String summary() {
        return "Kept unchanged " + unchanged + " of " + concepts + " concepts (" + percent(unchanged, concepts)
                + "), renamed " + renamed + ", retyped " + retyped + ", merged " + merged + ", split " + split
                + ", deleted " + deleted + "; relationships: " + edgesUnchanged + " of " + edges + " kept ("
                + percent(edgesUnchanged, edges) + "), reversed " + edgesReversed + ", retyped " + edgesRetyped
                + ", deleted " + edgesDeleted + ", added " + edgesAdded + "; polarity coded " + polarityCoded
                + "; slots: " + slotsUnchanged + " of " + slots + " kept (" + percent(slotsUnchanged, slots)
                + "), renamed " + slotsRenamed + ", merged " + slotsMerged + ", split " + slotsSplit;
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
        md.append("\nConcepts whose polarity the researcher coded (not counted as changed): ").append(polarityCoded)
                .append(" of ").append(concepts).append(".\n");
        md.append("\n| canonical slots (").append(slots).append(" from slot discovery) | share |\n|---|---|\n");
        row(md, "kept unchanged", slotsUnchanged, slots);
        row(md, "renamed", slotsRenamed, slots);
        row(md, "merged into another", slotsMerged, slots);
        row(md, "split", slotsSplit, slots);
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
