package org.interviewworkbench.ui.edit;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The researcher's corrections the screenshot demo makes after its interview, so the Concepts table, the History
 * panel and the Edit menu are pictured in use: a long label shortened, two concepts of one type merged, a
 * relationship reversed where the methodology permits it, the concept the next question is about deleted (another
 * one when it has none) and that deletion undone.
 * Each step reads the graph as the previous one left it; run one at a time on the FX thread, waiting for the
 * {@link UndoManager} in between.
 */
public final class DemoEdits {

    private DemoEdits() {
    }

    /** The steps, each to run on the FX thread once the previous one was stored. */
    public static List<Runnable> steps(EditPanel panel) {
        GraphEditViewModel vm = panel.edits();
        return List.of(
                () -> vm.concepts().stream().max(Comparator.comparingInt(c -> c.label().length()))
                        .filter(c -> c.label().split(" ").length > 3)
                        .ifPresent(c -> vm.rename(c, String.join(" ", List.of(c.label().split(" ")).subList(0, 3)))),
                () -> {
                    Map<String, List<ConceptRow>> byType = vm.concepts().stream()
                            .collect(Collectors.groupingBy(ConceptRow::type));
                    byType.values().stream().filter(l -> l.size() >= 2).findFirst()
                            .ifPresent(l -> vm.merge(l.subList(0, 2)));
                },
                () -> vm.relationships().stream().filter(r -> vm.whyNot(r.type(), vm.typeOf(r.target()),
                        vm.typeOf(r.source())) == null).findFirst().ifPresent(vm::reverse),
                () -> vm.concepts().stream().filter(c -> c.id().equals(panel.pendingFocus())).findFirst()
                        .or(() -> vm.concepts().stream().filter(c -> c.quoteCount() == 1).reduce((a, b) -> b))
                        .ifPresent(c -> vm.delete(List.of(c))),
                () -> panel.undoManager().undo());
    }
}
