package org.interviewworkbench.ui;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.interviewworkbench.engine.pipeline.TurnListener;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.ui.edit.ConceptRow;
import org.interviewworkbench.ui.edit.EditPanel;
import org.interviewworkbench.ui.edit.GraphEditViewModel;

/**
 * The large session of the screenshot command's measuring run ({@value #NODES_PROPERTY}): a laddering interview
 * grown through the bridge (the real engine) with generated answers until its surface graph holds the requested
 * number of concepts, and the researcher's corrections made between the measured turns (a rename, a merge, a
 * deletion, in turn), each through the edit panel's undoable commands as a researcher would.
 */
public final class LargeDemo {

    /** System property: grow the demo session to this many surface concepts before the measured turns. */
    public static final String NODES_PROPERTY = "interview-workbench.demo-nodes";
    /** Measured turns at the large session (each followed by a correction but the last). */
    public static final int MEASURED_TURNS = 10;
    /** Turns at most to grow the session (the offline engine adds 3-5 concepts per generated answer). */
    public static final int MAX_GROW_TURNS = 400;

    private static final String[] ADJECTIVES = {"silky", "nutty", "mild", "rich", "light", "sweet", "earthy",
        "frothy", "smooth", "thick", "fresh", "toasty", "golden", "gentle", "bold", "crisp", "velvety", "subtle",
        "natural", "local", "organic", "creamy", "clean", "simple", "warm", "bright", "soft", "full", "plain", "pure"};
    private static final String[] NOUNS = {"texture", "aftertaste", "foam", "carton", "label", "recipe", "colour",
        "aroma", "finish", "body", "cap", "bottle", "blend", "brand", "price", "pack", "scent", "taste", "feel",
        "look", "pour", "mix", "sweetness", "grain", "oats", "formula", "design", "lid", "shape", "size"};
    private static final String[] FUNCTIONS = {"froths well", "mixes into tea", "keeps fresh for a week",
        "does not curdle", "tastes good in cereal", "works in baking", "pours without mess", "fills me up"};
    private static final String[] FEELINGS = {"feel calm", "feel healthy", "feel less guilty", "feel in control",
        "feel like a treat", "feel proud", "feel relaxed", "feel energised"};
    private static final String[] VALUES = {"take care of myself", "be responsible", "live sustainably",
        "self-respect", "family security", "peace of mind", "being a good parent"};

    private LargeDemo() {
    }

    /** The concepts requested with {@value #NODES_PROPERTY}, 0 when none. */
    public static int requestedNodes() {
        return Integer.getInteger(NODES_PROPERTY, 0);
    }

    /**
     * A session of this database grown before ({@code methodologyId}, at least {@code nodes} surface concepts, still
     * running), so that repeated measuring runs can start from a copy of one grown database instead of growing the
     * session again (minutes): its id and its last turn, or empty. Blocking, off the FX thread.
     */
    public static java.util.Optional<Grown> findGrown(WorkbenchBridge bridge, String methodologyId, int nodes) {
        for (var summary : bridge.listSessions()) {
            if (!methodologyId.equals(summary.methodologyId())) {
                continue;
            }
            List<TurnResult> turns = bridge.turnResults(summary.id());
            if (turns.isEmpty()) {
                continue;
            }
            TurnResult last = turns.get(turns.size() - 1);
            if (last.graphCounts().surfaceNodes() >= nodes && last.shouldContinue()) {
                return java.util.Optional.of(new Grown(summary.id(), last));
            }
        }
        return java.util.Optional.empty();
    }

    /** A grown session: its id and its last turn. */
    public record Grown(String sessionId, TurnResult last) {
    }

    /**
     * Answers generated laddering answers (same seed, same answers) until the session holds {@code nodes} surface
     * concepts; blocking, off the FX thread. Returns the last turn.
     */
    public static TurnResult grow(WorkbenchBridge bridge, String sessionId, int nodes) {
        SplittableRandom random = new SplittableRandom(7);
        TurnResult last = null;
        for (int turn = 1; turn <= MAX_GROW_TURNS; turn++) {
            last = bridge.answer(sessionId, answer(random), null, null, TurnListener.NONE, () -> false);
            if (last.graphCounts().surfaceNodes() >= nodes || !last.shouldContinue()) {
                break;
            }
        }
        return last;
    }

    /** A generated answer that names an attribute, a consequence, a feeling and a value. */
    static String answer(SplittableRandom r) {
        return "I really like the " + ADJECTIVES[r.nextInt(ADJECTIVES.length)] + " " + NOUNS[r.nextInt(NOUNS.length)]
                + " because it " + FUNCTIONS[r.nextInt(FUNCTIONS.length)] + ", so I "
                + FEELINGS[r.nextInt(FEELINGS.length)] + ". That matters to me because I want to "
                + VALUES[r.nextInt(VALUES.length)] + ".";
    }

    /**
     * The researcher's correction after measured turn {@code turn} (run on the FX thread): a rename of the longest
     * label, a merge of the two newest concepts of one type, or the deletion of the newest concept with one quote,
     * in turn. Returns what it did, or "" when there was nothing to do.
     */
    public static String edit(EditPanel panel, int turn) {
        GraphEditViewModel vm = panel.edits();
        List<ConceptRow> concepts = List.copyOf(vm.concepts());
        switch (turn % 3) {
            case 1 -> {
                var longest = concepts.stream().max(Comparator.comparingInt(c -> c.label().length()));
                if (longest.isPresent()) {
                    vm.rename(longest.get(), "renamed " + turn);
                    return "rename";
                }
            }
            case 2 -> {
                Map<String, List<ConceptRow>> byType = concepts.stream()
                        .collect(Collectors.groupingBy(ConceptRow::type));
                var pair = byType.values().stream().filter(l -> l.size() >= 2).findFirst();
                if (pair.isPresent()) {
                    List<ConceptRow> l = pair.get();
                    vm.merge(List.of(l.get(l.size() - 2), l.get(l.size() - 1)));
                    return "merge";
                }
            }
            default -> {
                var single = concepts.stream().filter(c -> c.quoteCount() == 1
                        && !c.id().equals(panel.pendingFocus())).reduce((a, b) -> b);
                if (single.isPresent()) {
                    vm.delete(List.of(single.get()));
                    return "delete";
                }
            }
        }
        return "";
    }
}
