package org.interviewworkbench.engine.study;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The strongest paths through a hierarchical value map: every maximal simple path along the map's links from a code
 * with no incoming map link to a code with no outgoing one, ranked by its weakest link (the bottleneck count), then
 * by the sum of its link counts, then by length, then by first-appearance order (stable). A code on a cycle with no
 * entry point is a start of its own. At most {@value #PATH_CAP} paths are enumerated.
 */
public final class DominantChains {

    /** A path through the map with its strength. */
    public record Chain(List<String> codes, int bottleneck, int totalCount) {
        public Chain {
            codes = List.copyOf(codes);
        }
    }

    static final int PATH_CAP = 10_000;

    private DominantChains() {
    }

    /** The {@code limit} strongest chains of {@code map}. */
    public static List<Chain> of(HierarchicalValueMap map, int limit) {
        Map<String, List<ImplicationMatrix.Entry>> out = new LinkedHashMap<>();
        Set<String> hasIncoming = new LinkedHashSet<>();
        for (ImplicationMatrix.Entry e : map.edges()) {
            out.computeIfAbsent(e.from(), k -> new ArrayList<>()).add(e);
            hasIncoming.add(e.to());
        }
        List<String> starts = new ArrayList<>();
        for (HierarchicalValueMap.MapNode n : map.nodes()) {
            if (!hasIncoming.contains(n.code()) && out.containsKey(n.code())) {
                starts.add(n.code());
            }
        }
        if (starts.isEmpty() && !map.nodes().isEmpty()) {
            starts.add(map.nodes().get(0).code());
        }
        List<Chain> chains = new ArrayList<>();
        for (String start : starts) {
            List<String> path = new ArrayList<>();
            path.add(start);
            walk(map, out, path, new ArrayList<>(), chains);
        }
        chains.sort(Comparator.comparingInt(Chain::bottleneck).reversed()
                .thenComparing(Comparator.comparingInt(Chain::totalCount).reversed())
                .thenComparing(Comparator.comparingInt((Chain c) -> c.codes().size()).reversed()));
        return chains.subList(0, Math.min(limit, chains.size()));
    }

    private static void walk(HierarchicalValueMap map, Map<String, List<ImplicationMatrix.Entry>> out,
                             List<String> path, List<Integer> counts, List<Chain> chains) {
        if (chains.size() >= PATH_CAP) {
            return;
        }
        String last = path.get(path.size() - 1);
        boolean extended = false;
        for (ImplicationMatrix.Entry e : out.getOrDefault(last, List.of())) {
            if (path.contains(e.to())) {
                continue;
            }
            extended = true;
            path.add(e.to());
            counts.add(map.countOf(e));
            walk(map, out, path, counts, chains);
            path.remove(path.size() - 1);
            counts.remove(counts.size() - 1);
        }
        if (!extended && counts.size() > 0) {
            int bottleneck = counts.stream().mapToInt(Integer::intValue).min().orElse(0);
            int total = counts.stream().mapToInt(Integer::intValue).sum();
            chains.add(new Chain(path, bottleneck, total));
        }
    }
}
