package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.ui.DirectServices;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.edit.ConceptRow;
import org.interviewworkbench.ui.edit.GraphEditViewModel;
import org.interviewworkbench.ui.edit.UndoManager;
import org.interviewworkbench.ui.graph.GraphModel;
import org.interviewworkbench.ui.graph.GraphViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The turn scrubber replays deletions and merges (issue 13): a past turn's surface and canonical graphs are the
 * session as it was then, with the researcher's edits made up to it, read from what the store kept before the next
 * turn; the ViewModels on the real desktop bridge and an H2 file database, also after a restart.
 */
class ScrubberPastGraphTest {

    @Test
    void a_past_turn_shows_concepts_deleted_or_merged_later_and_not_those_deleted_or_merged_before(
            @TempDir Path tmp) {
        String url = "jdbc:h2:" + tmp.resolve("scrubber").toAbsolutePath();
        String id;
        SurfaceNode deleted;
        List<SurfaceNode> pair;
        try (DesktopBridge bridge = ResearcherEditsTest.bridge(tmp.resolve("home"), url)) {
            UiServices services = DirectServices.of(bridge, new DirectServices.RecordingDialogs());
            SessionViewModel session = new SessionViewModel(services);
            UndoManager undo = new UndoManager(services, session);
            GraphEditViewModel edits = new GraphEditViewModel(services, session, undo);
            session.show(bridge.startSession("means_end_chain", "oat_milk_mec", "offline", 20));
            id = session.sessionId();
            session.submitAnswer(ResearcherEditsTest.ANSWERS[0], null, null);
            session.submitAnswer(ResearcherEditsTest.ANSWERS[1], null, null);
            InterviewGraph two = session.getSession().graph();
            // after turn 2: delete a concept of turn 1, merge two concepts of one type
            deleted = two.nodes().stream().filter(n -> n.createdTurn() == 1).findFirst().orElseThrow();
            SurfaceNode kept = deleted;
            pair = two.nodes().stream().filter(n -> n != kept).collect(Collectors.groupingBy(SurfaceNode::nodeType))
                    .values().stream().filter(l -> l.size() >= 2).findFirst().orElseThrow().subList(0, 2);
            edits.delete(List.of(row(edits, deleted.id())));
            edits.merge(List.of(row(edits, pair.get(0).id()), row(edits, pair.get(1).id())));
            assertThat(session.getSession().graph().node(deleted.id())).isEmpty();
            session.submitAnswer(ResearcherEditsTest.ANSWERS[2], null, null);

            assertPastTurns(session, deleted, pair);
        }
        try (DesktopBridge restarted = ResearcherEditsTest.bridge(tmp.resolve("home"), url)) {
            SessionViewModel session = new SessionViewModel(DirectServices.of(restarted,
                    new DirectServices.RecordingDialogs()));
            session.open(id);
            assertPastTurns(session, deleted, pair);
        }
    }

    /** Turn 1 as it was (nothing deleted or merged yet), turn 2 with the edits made after it, turn 3 as now. */
    private static void assertPastTurns(SessionViewModel session, SurfaceNode deleted, List<SurfaceNode> pair) {
        GraphViewModel surface = new GraphViewModel(session, GraphViewModel.Kind.SURFACE);
        GraphViewModel canonical = new GraphViewModel(session, GraphViewModel.Kind.CANONICAL);
        String mergedAway = pair.get(1).id();

        session.selectedTurnNumberProperty().set(1);
        assertThat(ids(surface)).contains(deleted.id());
        assertThat(labels(surface)).contains(deleted.label());
        if (pair.get(1).createdTurn() == 1) {
            assertThat(ids(surface)).contains(mergedAway);
        }
        int slotsThen = canonical.getModel().nodes().size();

        session.selectedTurnNumberProperty().set(2);
        assertThat(ids(surface)).doesNotContain(deleted.id(), mergedAway).contains(pair.get(0).id());
        assertThat(surface.getModel().edges()).noneMatch(e -> e.source().equals(deleted.id())
                || e.target().equals(deleted.id()) || e.source().equals(mergedAway) || e.target().equals(mergedAway));
        assertThat(canonical.getModel().nodes()).isNotEmpty();

        session.selectedTurnNumberProperty().set(3);
        assertThat(ids(surface)).doesNotContain(deleted.id(), mergedAway);
        assertThat(slotsThen).isPositive();
    }

    private static List<String> ids(GraphViewModel graph) {
        return graph.getModel().nodes().stream().map(GraphModel.Node::id).toList();
    }

    private static List<String> labels(GraphViewModel graph) {
        return graph.getModel().nodes().stream().map(GraphModel.Node::label).toList();
    }

    private static ConceptRow row(GraphEditViewModel edits, String id) {
        return edits.concepts().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }
}
