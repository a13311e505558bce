package org.interviewworkbench.engine.study;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The hierarchical value map of an implication matrix at a cut-off (design.md "Studies"): a link a -&gt; b is in the
 * map when its count (direct, or direct + indirect for {@link LinkMode#TOTAL}) is at least the cut-off; the map's
 * codes are those on at least one link.
 *
 * @param cutoff                        the cut-off N
 * @param links                         which count decides a link
 * @param count                         what a count counts
 * @param nodes                         the map's codes, in the matrix's code order
 * @param edges                         the map's links, in code order of from, then of to
 * @param shareOfLinksRepresented       sum of c over the map's links / sum of c over all pairs
 * @param shareOfActiveCellsRepresented map links / pairs with c &gt; 0
 */
public record HierarchicalValueMap(int cutoff, LinkMode links, CountMode count, List<MapNode> nodes,
                                   List<ImplicationMatrix.Entry> edges, double shareOfLinksRepresented,
                                   double shareOfActiveCellsRepresented) {

    /** A code on the map with the statistics researchers report for it. */
    public record MapNode(String code, String type, double abstractness, double centrality) {
    }

    public HierarchicalValueMap {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
    }

    /** The map of {@code matrix} at {@code cutoff}. */
    public static HierarchicalValueMap of(ImplicationMatrix matrix, int cutoff, LinkMode links) {
        List<ImplicationMatrix.Entry> edges = new ArrayList<>();
        long allCount = 0;
        long mapCount = 0;
        int activeCells = 0;
        Set<String> onMap = new LinkedHashSet<>();
        for (ImplicationMatrix.Entry e : matrix.entries()) {
            int c = links.count(new ImplicationMatrix.Cell(e.direct(), e.indirect()));
            allCount += c;
            if (c > 0) {
                activeCells++;
            }
            if (c >= cutoff && c > 0) {
                edges.add(e);
                mapCount += c;
                onMap.add(e.from());
                onMap.add(e.to());
            }
        }
        List<MapNode> nodes = new ArrayList<>();
        for (String code : matrix.codes()) {
            if (onMap.contains(code)) {
                nodes.add(new MapNode(code, matrix.type(code).orElse(""), matrix.abstractness(code),
                        matrix.centrality(code)));
            }
        }
        double shareLinks = allCount == 0 ? 0.0 : (double) mapCount / allCount;
        double shareCells = activeCells == 0 ? 0.0 : (double) edges.size() / activeCells;
        return new HierarchicalValueMap(cutoff, links, matrix.mode(), nodes, edges, shareLinks, shareCells);
    }

    /** The count a link of this map uses. */
    public int countOf(ImplicationMatrix.Entry edge) {
        return links.count(new ImplicationMatrix.Cell(edge.direct(), edge.indirect()));
    }
}
