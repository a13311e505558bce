package org.interviewworkbench.methodology;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.ExtractabilityCriteria;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.PlainLabel;
import org.interviewworkbench.engine.config.RelationshipExample;
import org.interviewworkbench.engine.config.TypePair;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads the {@code ontology} section of one methodology file for {@link MethodologyLoader}: node types (unique
 * names, at least one), edge types with their permitted connections (each end a declared node type or {@code *}),
 * and the extraction guidance. Every problem goes to the file's {@link NodeReader} with its line and column; what
 * is wrong is left out. Also collects the node types' plain labels. One instance per file read.
 */
final class OntologyReader {

    private static final Set<String> ONTOLOGY_KEYS = Set.of("nodes", "edges", "extraction_guidelines",
            "relationship_examples", "extractability_criteria", "concept_naming_convention");
    private static final List<String> GUIDANCE_KEYS = List.of("extraction_guidelines", "relationship_examples",
            "extractability_criteria", "concept_naming_convention");
    private static final Set<String> NODE_KEYS = Set.of("name", "label", "description", "examples", "level",
            "terminal");
    private static final Set<String> EDGE_KEYS = Set.of("name", "description", "permitted_connections");
    private static final Set<String> PAIR_KEYS = Set.of("from", "to");
    private static final Set<String> EXAMPLE_KEYS = Set.of("description", "example", "extraction");
    private static final Set<String> CRITERIA_KEYS = Set.of("extractable_contains", "non_extractable_contains");

    private final NodeReader r;
    private final Map<String, PlainLabel> nodeTypeLabels = new LinkedHashMap<>();

    OntologyReader(NodeReader reader) {
        this.r = reader;
    }

    /** The plain labels of the node types read so far (node type name to label). */
    Map<String, PlainLabel> nodeTypeLabels() {
        return nodeTypeLabels;
    }

    /**
     * Reads the required {@code ontology} section of {@code root}; the guidance keys may also be given at the root
     * (the ontology's win, with a warning). {@code null} when the section is missing or not a mapping.
     */
    Ontology read(Fields root) {
        Node node = root.required("ontology");
        if (node == null) {
            return null;
        }
        MappingNode map = r.mapping(node, "ontology");
        if (map == null) {
            return null;
        }
        Fields o = r.fields(map, "ontology", ONTOLOGY_KEYS);
        List<NodeType> nodeTypes = readNodeTypes(o);
        Set<String> typeNames = new HashSet<>();
        nodeTypes.forEach(t -> typeNames.add(t.name()));
        List<EdgeType> edgeTypes = readEdgeTypes(o, typeNames);
        for (String key : GUIDANCE_KEYS) {
            if (o.has(key) && root.has(key)) {
                r.warning(root.keyNode(key), "methodology: root-level '" + key
                        + "' is ignored because ontology." + key + " is set");
            }
        }
        List<String> guidelines = (o.has("extraction_guidelines") ? o : root).stringList("extraction_guidelines");
        Map<String, RelationshipExample> examples = readExamples(
                o.has("relationship_examples") ? o : root);
        ExtractabilityCriteria criteria = readCriteria(o.has("extractability_criteria") ? o : root);
        String naming = (o.has("concept_naming_convention") ? o : root).string("concept_naming_convention");
        return new Ontology(nodeTypes, edgeTypes, guidelines, examples, criteria, naming);
    }

    private List<NodeType> readNodeTypes(Fields o) {
        Node nodesNode = o.required("nodes");
        List<NodeType> out = new ArrayList<>();
        if (nodesNode == null) {
            return out;
        }
        List<Node> items = r.sequence(nodesNode, "ontology.nodes");
        if (items == null) {
            return out;
        }
        if (items.isEmpty()) {
            r.error(nodesNode, "ontology.nodes must list at least one node type");
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < items.size(); i++) {
            String what = "ontology.nodes[" + (i + 1) + "]";
            MappingNode m = r.mapping(items.get(i), what);
            if (m == null) {
                continue;
            }
            Fields f = r.fields(m, what, NODE_KEYS);
            String name = f.requiredString("name");
            if (name == null) {
                continue;
            }
            if (!seen.add(name)) {
                r.error(f.value("name"), "ontology.nodes: duplicate node type '" + name + "'");
                continue;
            }
            Boolean terminal = f.bool("terminal");
            String label = f.string("label");
            if (label != null) {
                nodeTypeLabels.put(name, new PlainLabel(label, null));
            }
            out.add(new NodeType(name, f.string("description"), f.stringList("examples"), f.integer("level"),
                    Boolean.TRUE.equals(terminal)));
        }
        return out;
    }

    private List<EdgeType> readEdgeTypes(Fields o, Set<String> typeNames) {
        List<EdgeType> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        List<Node> items = o.sequence("edges");
        for (int i = 0; i < items.size(); i++) {
            String what = "ontology.edges[" + (i + 1) + "]";
            MappingNode m = r.mapping(items.get(i), what);
            if (m == null) {
                continue;
            }
            Fields f = r.fields(m, what, EDGE_KEYS);
            String name = f.requiredString("name");
            if (name == null) {
                continue;
            }
            if (!seen.add(name)) {
                r.error(f.value("name"), "ontology.edges: duplicate edge type '" + name + "'");
                continue;
            }
            List<TypePair> pairs = new ArrayList<>();
            for (Node pairNode : f.sequence("permitted_connections")) {
                TypePair pair = readPair(pairNode, what + ".permitted_connections", typeNames);
                if (pair != null) {
                    pairs.add(pair);
                }
            }
            out.add(new EdgeType(name, f.string("description"), pairs));
        }
        return out;
    }

    private TypePair readPair(Node node, String what, Set<String> typeNames) {
        Node from;
        Node to;
        if (node instanceof SequenceNode seq) {
            if (seq.getValue().size() != 2) {
                r.error(node, what + ": a connection must be [from, to] with two node types");
                return null;
            }
            from = seq.getValue().get(0);
            to = seq.getValue().get(1);
        } else if (node instanceof MappingNode map) {
            Fields f = r.fields(map, what, PAIR_KEYS);
            from = f.required("from");
            to = f.required("to");
            if (from == null || to == null) {
                return null;
            }
        } else {
            r.error(node, what + ": a connection must be [from, to] or {from: a, to: b}, not "
                    + NodeReader.describe(node));
            return null;
        }
        String source = typeRef(from, what, typeNames);
        String target = typeRef(to, what, typeNames);
        return source == null || target == null ? null : new TypePair(source, target);
    }

    private String typeRef(Node node, String what, Set<String> typeNames) {
        String name = r.string(node, what + " node type");
        if (name == null) {
            return null;
        }
        if (!TypePair.WILDCARD.equals(name) && !typeNames.contains(name)) {
            r.error(node, what + ": unknown node type '" + name + "' (known: " + String.join(", ",
                    new TreeSet<>(typeNames)) + ", or *)");
            return null;
        }
        return name;
    }

    private Map<String, RelationshipExample> readExamples(Fields owner) {
        Fields f = owner.mapping("relationship_examples", null);
        Map<String, RelationshipExample> out = new LinkedHashMap<>();
        if (f == null) {
            return out;
        }
        for (NodeTuple t : f.tuples()) {
            String key = ((ScalarNode) t.getKeyNode()).getValue();
            String what = f.path(key);
            MappingNode m = r.mapping(t.getValueNode(), what);
            if (m != null) {
                Fields e = r.fields(m, what, EXAMPLE_KEYS);
                out.put(key, new RelationshipExample(e.string("description"), e.string("example"),
                        e.string("extraction")));
            }
        }
        return out;
    }

    private ExtractabilityCriteria readCriteria(Fields owner) {
        Fields f = owner.mapping("extractability_criteria", CRITERIA_KEYS);
        if (f == null) {
            return ExtractabilityCriteria.NONE;
        }
        return new ExtractabilityCriteria(f.stringList("extractable_contains"),
                f.stringList("non_extractable_contains"));
    }
}
