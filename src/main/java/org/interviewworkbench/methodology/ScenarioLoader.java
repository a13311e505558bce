package org.interviewworkbench.methodology;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.methodology.ScenarioFile.ScenarioEdge;
import org.interviewworkbench.methodology.ScenarioFile.ScenarioNode;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a scenario file and checks it against its methodology: node and edge types exist in the ontology, edges
 * respect the permitted connections, endpoints and salience entries name declared nodes, ids are unique.
 */
public final class ScenarioLoader {

    private static final Set<String> ROOT_KEYS = Set.of("id", "methodology", "concept", "opening_answer", "nodes",
            "edges", "salience");
    private static final Set<String> NODE_KEYS = Set.of("id", "type", "label", "phrasings");

    private final MethodologyCatalog methodologies;
    private final Predicate<String> conceptExists;

    /**
     * @param methodologies resolves the scenario's methodology id
     * @param conceptExists whether a concept id can be resolved (unknown concepts are a warning)
     */
    public ScenarioLoader(MethodologyCatalog methodologies, Predicate<String> conceptExists) {
        this.methodologies = methodologies;
        this.conceptExists = conceptExists;
    }

    public LoadResult<ScenarioFile> load(Path file) {
        return StudyText.readThen(file, this::load);
    }

    public LoadResult<ScenarioFile> load(String yaml, String fileName) {
        NodeReader r = new NodeReader(fileName);
        Node root = r.compose(yaml);
        ScenarioFile value = null;
        if (root == null && !r.hasErrors()) {
            r.error(null, "the file is empty; a scenario needs 'id', 'methodology', 'concept', 'nodes' and 'edges'");
        } else if (root != null) {
            MappingNode map = r.mapping(root, "the scenario");
            if (map != null) {
                value = read(r, r.fields(map, "scenario", ROOT_KEYS));
            }
        }
        return new LoadResult<>(fileName, value, yaml, r.problems());
    }

    private ScenarioFile read(NodeReader r, Fields f) {
        String id = f.requiredString("id");
        String concept = f.requiredString("concept");
        if (concept != null && !conceptExists.test(concept)) {
            r.warning(f.value("concept"), "scenario.concept: no concept '" + concept + "' found");
        }
        Ontology ontology = ontology(r, f);
        List<ScenarioNode> nodes = readNodes(r, f, ontology);
        Map<String, String> typeById = new HashMap<>();
        nodes.forEach(n -> typeById.put(n.id(), n.type()));
        f.required("edges");
        List<ScenarioEdge> edges = readEdges(r, f, ontology, typeById);
        List<String> salience = new ArrayList<>();
        for (Node item : f.sequence("salience")) {
            String ref = r.string(item, "scenario.salience entry");
            if (ref != null && !typeById.containsKey(ref)) {
                r.error(item, "scenario.salience: unknown node '" + ref + "'");
            } else if (ref != null) {
                salience.add(ref);
            }
        }
        if (r.hasErrors()) {
            return null;
        }
        return new ScenarioFile(id, f.string("methodology"), concept, f.string("opening_answer"), nodes, edges,
                salience);
    }

    private Ontology ontology(NodeReader r, Fields f) {
        String methodology = f.requiredString("methodology");
        if (methodology == null) {
            return null;
        }
        if (!methodologies.exists(methodology)) {
            r.error(f.value("methodology"), "scenario.methodology: unknown methodology '" + methodology + "'");
            return null;
        }
        try {
            MethodologyConfig config = methodologies.resolve(methodology).value();
            return config.ontology();
        } catch (MethodologyException e) {
            r.error(f.value("methodology"), "scenario.methodology: methodology '" + methodology
                    + "' has errors (validate it first)");
            return null;
        }
    }

    private static List<ScenarioNode> readNodes(NodeReader r, Fields f, Ontology ontology) {
        List<ScenarioNode> nodes = new ArrayList<>();
        Node nodesNode = f.required("nodes");
        if (nodesNode == null) {
            return nodes;
        }
        Set<String> ids = new HashSet<>();
        List<Node> items = f.sequence("nodes");
        for (int i = 0; i < items.size(); i++) {
            String what = "scenario.nodes[" + (i + 1) + "]";
            MappingNode m = r.mapping(items.get(i), what);
            if (m == null) {
                continue;
            }
            Fields n = r.fields(m, what, NODE_KEYS);
            String nodeId = n.requiredString("id");
            String type = n.requiredString("type");
            String label = n.requiredString("label");
            if (nodeId != null && !ids.add(nodeId)) {
                r.error(n.value("id"), "scenario.nodes: duplicate node id '" + nodeId + "'");
                continue;
            }
            if (type != null && ontology != null && ontology.nodeType(type).isEmpty()) {
                r.error(n.value("type"), what + ".type: unknown node type '" + type + "' (known: "
                        + String.join(", ", ontology.nodeTypes().stream().map(t -> t.name()).toList()) + ")");
            }
            if (nodeId != null && type != null && label != null) {
                nodes.add(new ScenarioNode(nodeId, type, label, n.stringList("phrasings")));
            }
        }
        return nodes;
    }

    private static List<ScenarioEdge> readEdges(NodeReader r, Fields f, Ontology ontology,
                                                Map<String, String> typeById) {
        List<ScenarioEdge> edges = new ArrayList<>();
        List<Node> items = f.sequence("edges");
        for (int i = 0; i < items.size(); i++) {
            String what = "scenario.edges[" + (i + 1) + "]";
            Node item = items.get(i);
            if (!(item instanceof SequenceNode seq) || seq.getValue().size() != 3) {
                r.error(item, what + " must be [source, target, edge_type], not " + NodeReader.describe(item));
                continue;
            }
            List<Node> parts = seq.getValue();
            String source = endpoint(r, parts.get(0), what, typeById);
            String target = endpoint(r, parts.get(1), what, typeById);
            String type = r.string(parts.get(2), what + " edge type");
            if (type == null) {
                continue;
            }
            if (ontology != null && ontology.edgeType(type).isEmpty()) {
                r.error(parts.get(2), what + ": unknown edge type '" + type + "' (known: "
                        + String.join(", ", ontology.edgeTypes().stream().map(t -> t.name()).toList()) + ")");
                continue;
            }
            if (source == null || target == null) {
                continue;
            }
            String sourceType = typeById.get(source);
            String targetType = typeById.get(target);
            if (ontology != null && ontology.nodeType(sourceType).isPresent() && ontology.nodeType(targetType).isPresent()
                    && !ontology.permits(type, sourceType, targetType)) {
                r.error(parts.get(2), what + ": '" + type + "' may not connect " + sourceType + " -> " + targetType
                        + " (not a permitted connection)");
                continue;
            }
            edges.add(new ScenarioEdge(source, target, type));
        }
        return edges;
    }

    private static String endpoint(NodeReader r, Node node, String what, Map<String, String> typeById) {
        String ref = r.string(node, what + " endpoint");
        if (ref != null && !typeById.containsKey(ref)) {
            r.error(node, what + ": unknown node '" + ref + "'");
            return null;
        }
        return ref;
    }
}
