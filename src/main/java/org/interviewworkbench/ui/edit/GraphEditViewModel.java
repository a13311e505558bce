package org.interviewworkbench.ui.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.PlainLabels;
import org.interviewworkbench.engine.config.TypePair;
import org.interviewworkbench.engine.edit.GraphEdit;
import org.interviewworkbench.engine.model.InterviewGraph;
import org.interviewworkbench.engine.model.Polarity;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SurfaceEdge;
import org.interviewworkbench.engine.model.SurfaceNode;
import org.interviewworkbench.ui.KeyedRows;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;

/**
 * The Concepts and Relationships tables beside the surface graph and their commands (rename, change type, merge,
 * split, delete; delete, reverse, change type and add a relationship). Rows show the live graph; each command is an
 * {@link EditCommand} named after what it does and run by the {@link UndoManager}. Types offered are the session
 * methodology's; a relationship type that the ontology does not permit between two concepts comes with the reason.
 */
public final class GraphEditViewModel {

    private final UiServices services;
    private final SessionViewModel session;
    private final UndoManager undo;
    private final ObservableList<ConceptRow> concepts = FXCollections.observableArrayList();
    private final ObservableList<RelationshipRow> relationships = FXCollections.observableArrayList();
    private Ontology ontology;
    private String ontologyFor;
    private final org.interviewworkbench.ui.PanelRefresh refresh;

    public GraphEditViewModel(UiServices services, SessionViewModel session, UndoManager undo) {
        this.services = services;
        this.session = session;
        this.undo = undo;
        // rebuilt while the edit tabs are on screen, else once when they are shown or their rows are read
        refresh = new org.interviewworkbench.ui.PanelRefresh(session.revisionProperty(), this::rebuild);
        // the methodology's labels arrive after the session: the rows then show them
        session.termsProperty().addListener((o, a, b) -> refresh.request());
        rebuild();
    }

    /** Whether the rows are on screen (bind it to the edit tabs being in the scene); true until bound. */
    public javafx.beans.property.BooleanProperty showingProperty() {
        return refresh.showingProperty();
    }

    /** The concepts' rows, current (a pending rebuild is done first). */
    public ObservableList<ConceptRow> concepts() {
        refresh.catchUp();
        return concepts;
    }

    /** The relationships' rows, current (a pending rebuild is done first). */
    public ObservableList<RelationshipRow> relationships() {
        refresh.catchUp();
        return relationships;
    }

    public UndoManager undoManager() {
        return undo;
    }

    /** Node types of the session's methodology, in ontology order. */
    public List<String> nodeTypes() {
        return ontology == null ? List.of() : ontology.nodeTypes().stream().map(NodeType::name).toList();
    }

    /** Edge types of the methodology, in ontology order. */
    public List<String> edgeTypes() {
        return ontology == null ? List.of() : ontology.edgeTypes().stream().map(EdgeType::name).toList();
    }

    /** The methodology's label of a node type ("Practical benefit"), else its readable id. */
    public String typeLabel(String nodeType) {
        return session.getTerms().nodeType(nodeType);
    }

    /** A node type's label, what it means and its id, for a tooltip. */
    public String typeHelp(String nodeType) {
        return session.getTerms().nodeTypeHelp(nodeType);
    }

    /** The readable name of a relationship type ("leads_to" -> "Leads to"): ontology edges have no label field. */
    public static String edgeTypeLabel(String edgeType) {
        return PlainLabels.readable(edgeType);
    }

    /** A relationship type's name, what it means (from the ontology) and its id, for a tooltip. */
    public String edgeTypeHelp(String edgeType) {
        String d = ontology == null ? "" : ontology.edgeType(edgeType).map(EdgeType::description).orElse("");
        return edgeTypeLabel(edgeType) + (d.isBlank() ? "" : "\n" + d.strip()) + "\nid: " + edgeType;
    }

    /** A polarity in words: "Positive", "Negative", "Neutral"; "unknown" is "Not coded". */
    public static String polarityLabel(String polarity) {
        return polarity == null || Polarity.UNKNOWN.id().equals(polarity) ? "Not coded" : PlainLabels.readable(polarity);
    }

    /** Why {@code edgeType} cannot connect the two concepts, or {@code null} when it can. */
    public String whyNot(String edgeType, String sourceType, String targetType) {
        if (ontology == null) {
            return "the methodology is not loaded yet";
        }
        EdgeType t = ontology.edgeType(edgeType).orElse(null);
        if (t == null) {
            return "unknown relationship type " + edgeType;
        }
        if (t.permits(sourceType, targetType)) {
            return null;
        }
        return edgeTypeLabel(edgeType) + " is not permitted from " + typeLabel(sourceType) + " to "
                + typeLabel(targetType) + " (permitted: " + t.permittedConnections().stream().map(this::pair)
                .collect(Collectors.joining(", ")) + ")";
    }

    /** The first relationship type (ontology order) permitted from {@code sourceType} to {@code targetType}, or null. */
    public String firstPermitted(String sourceType, String targetType) {
        return edgeTypes().stream().filter(t -> whyNot(t, sourceType, targetType) == null).findFirst().orElse(null);
    }

    /** Shows the concept selected in the table in the graphs and the heatmap too. */
    public void select(String nodeId) {
        if (nodeId != null) {
            session.selectedNodeIdProperty().set(nodeId);
        }
    }

    /** The type of a concept, or "". */
    public String typeOf(String nodeId) {
        return concepts().stream().filter(c -> c.id().equals(nodeId)).map(ConceptRow::type).findFirst().orElse("");
    }

    // ---- commands (each one undoable) ---------------------------------------------------------------------

    public void rename(ConceptRow row, String label) {
        if (row != null && label != null && !label.isBlank() && !label.strip().equals(row.label())) {
            undo.execute(new EditCommand("rename '" + row.label() + "'",
                    List.of(new GraphEdit.Rename(row.id(), label.strip()))));
        }
    }

    /**
     * Command ("Code as..."): the passage {@code quote} of the answer of turn {@code turn} becomes another quote of
     * {@code row}'s concept.
     */
    public void attachQuote(ConceptRow row, String quote, int turn) {
        if (row != null && quote != null && !quote.isBlank()) {
            undo.execute(new EditCommand("code a passage as '" + row.label() + "'",
                    List.of(new GraphEdit.AttachQuote(row.id(), quote.strip(), turn > 0 ? turn : null))));
        }
    }

    public void retype(ConceptRow row, String type) {
        if (row != null && type != null && !type.equals(row.type())) {
            undo.execute(new EditCommand("type of '" + row.label() + "' to " + typeLabel(type),
                    List.of(new GraphEdit.Retype(row.id(), type))));
        }
    }

    /** Merges two or more concepts into the first (its label stays). */
    public void merge(List<ConceptRow> rows) {
        if (rows != null && rows.size() >= 2) {
            undo.execute(new EditCommand("merge of " + rows.size() + " concepts into '" + rows.get(0).label() + "'",
                    List.of(new GraphEdit.Merge(rows.stream().map(ConceptRow::id).toList(), null))));
        }
    }

    /** Splits a concept: {@code newLabel} becomes a new concept with {@code quotes}; the rest stays. */
    public void split(ConceptRow row, String keptLabel, String newLabel, List<String> quotes) {
        if (row != null && newLabel != null && !newLabel.isBlank()) {
            undo.execute(new EditCommand("split of '" + row.label() + "'", List.of(new GraphEdit.Split(row.id(),
                    List.of(new GraphEdit.Split.Part(keptLabel == null || keptLabel.isBlank() ? row.label()
                            : keptLabel, List.of()), new GraphEdit.Split.Part(newLabel.strip(), quotes))))));
        }
    }

    /** The polarities a concept can be coded with, in menu order. */
    public List<String> polarities() {
        return java.util.Arrays.stream(Polarity.values()).map(Polarity::id).toList();
    }

    /** Codes the selected concepts as {@code polarity} (one undoable action; rows that have it already are left). */
    public void setPolarity(List<ConceptRow> rows, String polarity) {
        List<ConceptRow> changing = rows == null ? List.of() : rows.stream()
                .filter(r -> !r.polarity().equals(polarity)).toList();
        if (changing.isEmpty() || polarity == null) {
            return;
        }
        String shown = polarityLabel(polarity).toLowerCase(java.util.Locale.ROOT);
        String title = changing.size() == 1 ? "polarity of '" + changing.get(0).label() + "' to " + shown
                : "polarity of " + changing.size() + " concepts to " + shown;
        undo.execute(new EditCommand(title, changing.stream()
                .map(r -> (GraphEdit) new GraphEdit.SetPolarity(r.id(), polarity)).toList()));
    }

    public void delete(List<ConceptRow> rows) {
        if (rows == null || rows.isEmpty()) {
            return;
        }
        String title = rows.size() == 1 ? "delete '" + rows.get(0).label() + "'" : "delete of " + rows.size()
                + " concepts";
        undo.execute(new EditCommand(title, rows.stream().map(r -> (GraphEdit) new GraphEdit.DeleteNode(r.id()))
                .toList()));
    }

    public void deleteRelationship(RelationshipRow row) {
        if (row != null) {
            undo.execute(new EditCommand("delete relationship '" + row.sourceLabel() + "' \u2192 '"
                    + row.targetLabel() + "'", List.of(new GraphEdit.DeleteEdge(row.id()))));
        }
    }

    public void reverse(RelationshipRow row) {
        if (row != null) {
            undo.execute(new EditCommand("reverse '" + row.sourceLabel() + "' \u2192 '" + row.targetLabel() + "'",
                    List.of(new GraphEdit.ReverseEdge(row.id()))));
        }
    }

    public void retypeRelationship(RelationshipRow row, String type) {
        if (row != null && type != null && !type.equals(row.type())) {
            undo.execute(new EditCommand("relationship type to " + edgeTypeLabel(type),
                    List.of(new GraphEdit.RetypeEdge(row.id(), type))));
        }
    }

    public void addRelationship(ConceptRow source, ConceptRow target, String type) {
        if (source != null && target != null && type != null) {
            undo.execute(new EditCommand("add relationship '" + source.label() + "' \u2192 '" + target.label() + "'",
                    List.of(new GraphEdit.AddEdge(source.id(), target.id(), type))));
        }
    }

    // ---- internals ----------------------------------------------------------------------------------------

    private void rebuild() {
        SessionSnapshot s = session.getSession();
        if (s == null) {
            concepts.clear();
            relationships.clear();
            ontology = null;
            ontologyFor = null;
            return;
        }
        loadOntology(s.info().id());
        InterviewGraph g = s.graph();
        List<ConceptRow> c = new ArrayList<>();
        for (SurfaceNode n : g.nodes()) {
            c.add(new ConceptRow(n.id(), n.label(), n.nodeType(), n.sourceQuotes(), n.createdTurn(),
                    n.polarity().id(), typeLabel(n.nodeType())));
        }
        List<RelationshipRow> r = new ArrayList<>();
        for (SurfaceEdge e : g.edges()) {
            r.add(new RelationshipRow(e.id(), e.source(), g.node(e.source()).map(SurfaceNode::label).orElse(e.source()),
                    e.edgeType(), e.target(), g.node(e.target()).map(SurfaceNode::label).orElse(e.target()),
                    edgeTypeLabel(e.edgeType())));
        }
        // only the rows that changed: a turn inserts its few new concepts, a rename replaces the rows showing it
        KeyedRows.update(concepts, c, ConceptRow::id);
        KeyedRows.update(relationships, r, RelationshipRow::id);
    }

    private void loadOntology(String sessionId) {
        if (sessionId.equals(ontologyFor)) {
            return;
        }
        ontologyFor = sessionId;
        services.async(services.background(), () -> services.bridge().ontology(sessionId), o -> {
            if (sessionId.equals(ontologyFor)) {
                ontology = o;
            }
        }, e -> ontology = null);
    }

    private String pair(TypePair p) {
        return typeLabel(p.source()) + " \u2192 " + typeLabel(p.target());
    }
}
