package org.interviewworkbench.ui.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.engine.model.Utterance;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.ui.PanelRefresh;
import org.interviewworkbench.ui.SessionViewModel;

/**
 * Surface or canonical graph of the selected turn, the colour mode and the clicked node's details. Selection is
 * shared through {@link SessionViewModel#selectedNodeIdProperty()} so graphs and heatmap stay in sync.
 */
public final class GraphViewModel {

    /** Which graph. */
    public enum Kind { SURFACE, CANONICAL }

    /** Whether there is anything to draw. */
    public enum State { EMPTY, SHOWING }

    private final SessionViewModel session;
    private final PanelRefresh refresh;
    private final Kind kind;
    private final ObjectProperty<ColourMode> colourMode = new SimpleObjectProperty<>(this, "colourMode",
            ColourMode.EXHAUSTION);
    private final javafx.beans.property.BooleanProperty ladder = new javafx.beans.property.SimpleBooleanProperty(
            this, "ladder", true);
    private final ReadOnlyObjectWrapper<GraphModel> model = new ReadOnlyObjectWrapper<>(this, "model",
            GraphModel.EMPTY);
    private final ReadOnlyObjectWrapper<NodeDetails> details = new ReadOnlyObjectWrapper<>(this, "details");
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.EMPTY);
    /** The canonical slot clicked last (its first member is the shared selection), or null. */
    private String selectedSlot;

    public GraphViewModel(SessionViewModel session, Kind kind) {
        this.session = session;
        this.kind = kind;
        refresh = new PanelRefresh(session.revisionProperty(), this::rebuild);
        colourMode.addListener((o, a, b) -> refresh.request());
        session.selectedNodeIdProperty().addListener((o, a, b) -> updateDetails());
        rebuild();
    }

    /** Whether the panel is on screen: while it is not, session changes are applied when it is shown next. */
    public javafx.beans.property.BooleanProperty showingProperty() {
        return refresh.showingProperty();
    }

    public SessionViewModel session() {
        return session;
    }

    /** The methodology's label of a node type ("Practical benefit"), else its readable id. */
    public String typeLabel(String nodeType) {
        return session.getTerms().nodeType(nodeType);
    }

    /** A node type's label, meaning and id, for a tooltip. */
    public String typeHelp(String nodeType) {
        return session.getTerms().nodeTypeHelp(nodeType);
    }

    public Kind kind() {
        return kind;
    }

    public ObjectProperty<ColourMode> colourModeProperty() {
        return colourMode;
    }

    /**
     * Whether to lay the graph out by ontology level (attributes at the bottom, values at the top) when every node
     * type is a laddering level; otherwise (or when false) the force-directed layout is used.
     */
    public javafx.beans.property.BooleanProperty ladderProperty() {
        return ladder;
    }

    public ReadOnlyObjectProperty<GraphModel> modelProperty() {
        return model.getReadOnlyProperty();
    }

    public GraphModel getModel() {
        return model.get();
    }

    public ReadOnlyObjectProperty<NodeDetails> detailsProperty() {
        return details.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    /**
     * Command: a node was clicked (or null for the background). A canonical slot is shown as the slot (name,
     * members, support); the shared selection becomes its first member, so the heatmap and surface graph follow.
     */
    public void select(String nodeId) {
        selectedSlot = null;
        if (nodeId != null && kind == Kind.CANONICAL && session.getSession() != null) {
            var slot = session.getSession().graph().slot(nodeId);
            if (slot.isPresent()) {
                selectedSlot = slot.get().id();
                nodeId = slot.get().surfaceNodeIds().stream().findFirst().orElse(null);
                if (java.util.Objects.equals(nodeId, session.selectedNodeIdProperty().get())) {
                    updateDetails(); // same member selected: the listener would not fire
                }
            }
        }
        session.selectedNodeIdProperty().set(nodeId);
    }

    /**
     * Command: the keyboard's arrow keys on the graph select the next ({@code step} 1) or previous (-1) node in the
     * order nodes were added, wrapping round; with nothing selected, the first (last). The shared selection follows.
     */
    public void selectStep(int step) {
        List<GraphModel.Node> nodes = getModel().nodes();
        if (nodes.isEmpty()) {
            return;
        }
        NodeDetails d = details.get();
        int at = -1;
        for (int i = 0; d != null && i < nodes.size(); i++) {
            if (nodes.get(i).id().equals(d.id())) {
                at = i;
            }
        }
        int next = at < 0 ? (step >= 0 ? 0 : nodes.size() - 1) : Math.floorMod(at + step, nodes.size());
        select(nodes.get(next).id());
    }

    /**
     * What a screen reader says for the graph: the selected node ("Concept 'oat milk froths', attribute, 3 quotes,
     * 2 links"), or the size of the graph and how to move through it.
     */
    public String accessibleText() {
        return describe(kind, details.get(), getModel(), session.getTerms());
    }

    public static String describe(Kind kind, NodeDetails d, GraphModel m, org.interviewworkbench.ui.Terms terms) {
        String graph = kind == Kind.SURFACE ? "Surface graph" : "Canonical graph";
        if (d == null) {
            return graph + ": " + org.interviewworkbench.ui.Counts.of(m.nodes().size(), "concept") + ", "
                    + org.interviewworkbench.ui.Counts.of(m.edges().size(), "link")
                    + ". Arrow keys select a concept.";
        }
        long links = m.edges().stream().filter(e -> e.source().equals(d.id()) || e.target().equals(d.id())).count();
        String type = terms == null ? d.type() : terms.nodeType(d.type());
        StringBuilder b = new StringBuilder(d.isSlot() ? "Canonical concept '" : "Concept '").append(d.label())
                .append("', ").append(type);
        if (d.isSlot()) {
            b.append(", ").append(org.interviewworkbench.ui.Counts.of(d.members().size(), "member"))
                    .append(", support ").append(d.support());
        }
        return b.append(", ").append(org.interviewworkbench.ui.Counts.of(d.quotes().size(), "quote")).append(", ")
                .append(org.interviewworkbench.ui.Counts.of((int) links, "link")).toString();
    }

    private void rebuild() {
        SessionSnapshot s = session.getSession();
        // a past turn: the graph as it was then, edits included, once loaded (until then, the current one)
        InterviewGraph past = s == null ? null : session.pastGraph();
        InterviewGraph graph = past != null ? past : s == null ? null : s.graph();
        int n = session.getSelectedTurnNumber();
        TurnResult turn = session.getSelectedTurn();
        GraphModel m = kind == Kind.SURFACE ? GraphModels.surface(graph, n, turn, colourMode.get(),
                session.isViewingHistory() && past == null)
                : GraphModels.canonical(graph, n, turn, colourMode.get());
        model.set(m);
        state.set(m.nodes().isEmpty() ? State.EMPTY : State.SHOWING);
        updateDetails();
    }

    private void updateDetails() {
        String id = session.selectedNodeIdProperty().get();
        SessionSnapshot s = session.getSession();
        if (kind == Kind.CANONICAL && s != null && (id != null || selectedSlot != null)) {
            details.set(slotDetails(s, id));
            return;
        }
        if (id == null || s == null) {
            details.set(null);
            return;
        }
        Optional<SurfaceNode> node = s.graph().node(id);
        int n = session.getSelectedTurnNumber();
        if (node.isEmpty() || node.get().createdTurn() > n) {
            details.set(null);
            return;
        }
        TurnResult turn = session.getSelectedTurn();
        List<String> utterances = new ArrayList<>();
        for (Utterance u : s.utterances()) {
            if (node.get().sourceUtteranceIds().contains(u.id()) && u.turnNumber() <= n) {
                utterances.add("Turn " + u.turnNumber() + ": " + u.text());
            }
        }
        details.set(new NodeDetails(id, node.get().label(), node.get().nodeType(),
                turn == null ? null : turn.nodeStates().get(id), node.get().sourceQuotes(), utterances));
    }

    /**
     * The canonical graph's side panel: the slot clicked, else the slot holding the selected surface node (so the
     * panel follows the graph on screen), with its members (as of the selected turn) and support; null for none.
     */
    private NodeDetails slotDetails(SessionSnapshot s, String surfaceId) {
        InterviewGraph g = s.graph();
        var slot = selectedSlot != null ? g.slot(selectedSlot)
                .filter(x -> surfaceId == null || x.surfaceNodeIds().contains(surfaceId)) : Optional.<org
                .interviewworkbench.engine.model.CanonicalSlot>empty();
        if (slot.isEmpty() && surfaceId != null) {
            slot = g.slotOf(surfaceId).flatMap(g::slot);
        }
        if (slot.isEmpty()) {
            return null;
        }
        int n = session.getSelectedTurnNumber();
        List<String> members = new ArrayList<>();
        List<String> quotes = new ArrayList<>();
        for (String member : slot.get().surfaceNodeIds()) {
            g.node(member).filter(x -> x.createdTurn() <= n).ifPresent(x -> {
                members.add(x.label());
                quotes.addAll(x.sourceQuotes());
            });
        }
        var c = slot.get();
        return new NodeDetails(c.id(), c.name(), c.nodeType(), null, quotes, List.of(), members, c.supportCount());
    }
}
