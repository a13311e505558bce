package org.interviewworkbench.simulation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What a {@link ScenarioRespondent} has said so far: the truth nodes revealed (in order; a node counts as revealed
 * once the interviewer could have heard it) and the node the last answer was about. Mutable, one per respondent,
 * not thread-safe.
 */
final class RespondentMemory {

    private final Scenario scenario;
    private final Map<String, TruthNode> nodes;
    private final Set<String> revealed = new LinkedHashSet<>();
    private String lastFocus;

    RespondentMemory(Scenario scenario) {
        this.scenario = scenario;
        this.nodes = scenario.nodesById();
    }

    /** Whether the node was revealed. */
    boolean said(String id) {
        return revealed.contains(id);
    }

    /** Marks the node as revealed (again: its place in the order stays the first one). */
    void reveal(String id) {
        revealed.add(id);
    }

    /** Revealed node ids, in the order they were first revealed. */
    List<String> revealed() {
        return List.copyOf(revealed);
    }

    /** The node the last answer was about, or {@code null}. */
    String lastFocus() {
        return lastFocus;
    }

    /** Makes {@code id} the node the current answer is about. */
    void focusOn(String id) {
        lastFocus = id;
    }

    /** The most recently revealed node of the same type as {@code id} (other than it), or {@code null}. */
    String earlierOfSameType(String id) {
        String type = typeOf(id);
        String found = null;
        for (String r : revealed) {
            if (!r.equals(id) && typeOf(r).equals(type)) {
                found = r; // the most recent one
            }
        }
        return found;
    }

    /**
     * Marks as revealed every node a free text mentions: one of its phrasings appears in it, or at least 60% of its
     * label's content words (longer than three letters) do.
     */
    void markMentioned(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        for (TruthNode n : scenario.nodes()) {
            boolean said = n.phrasings().stream().anyMatch(p -> lower.contains(p.toLowerCase(Locale.ROOT)));
            List<String> words = contentWords(n.label());
            long hits = words.stream().filter(lower::contains).count();
            if (said || (!words.isEmpty() && hits * 10 >= words.size() * 6L)) {
                revealed.add(n.id());
            }
        }
    }

    private String typeOf(String id) {
        return nodes.get(id).type();
    }

    private static List<String> contentWords(String label) {
        List<String> words = new ArrayList<>();
        for (String w : label.toLowerCase(Locale.ROOT).split("[^a-z0-9']+")) {
            if (w.length() > 3) {
                words.add(w);
            }
        }
        return words;
    }
}
