package org.interviewworkbench.methodology;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.StimulusElement;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Reads a concept file: {@code id}, {@code name}, {@code methodology} (must name a known methodology),
 * {@code objective} (at the root or under {@code context.objective}), optional {@code elements} and
 * {@code connections}.
 */
public final class ConceptLoader {

    private static final Set<String> ROOT_KEYS = Set.of("id", "name", "methodology", "objective", "context",
            "elements", "connections");
    private static final Set<String> CONTEXT_KEYS = Set.of("objective");
    private static final Set<String> ELEMENT_KEYS = Set.of("id", "label", "aliases", "type", "priority");
    private static final Set<String> PRIORITIES = Set.of("high", "medium", "low");
    private static final Set<String> CONNECTION_KEYS = Set.of("from", "to");

    private final Predicate<String> methodologyExists;

    /** @param methodologyExists whether a methodology id can be resolved (e.g. {@code MethodologyCatalog::exists}) */
    public ConceptLoader(Predicate<String> methodologyExists) {
        this.methodologyExists = methodologyExists;
    }

    public LoadResult<ConceptFile> load(Path file) {
        return StudyText.readThen(file, this::load);
    }

    public LoadResult<ConceptFile> load(String yaml, String fileName) {
        NodeReader r = new NodeReader(fileName);
        Node root = r.compose(yaml);
        ConceptFile value = null;
        if (root == null && !r.hasErrors()) {
            r.error(null, "the file is empty; a concept needs 'id', 'name' and 'methodology'");
        } else if (root != null) {
            MappingNode map = r.mapping(root, "the concept");
            if (map != null) {
                value = read(r, r.fields(map, "concept", ROOT_KEYS));
            }
        }
        return new LoadResult<>(fileName, value, yaml, r.problems());
    }

    private ConceptFile read(NodeReader r, Fields f) {
        String id = f.requiredString("id");
        String name = f.requiredString("name");
        String methodology = f.requiredString("methodology");
        if (methodology != null && !methodologyExists.test(methodology)) {
            r.error(f.value("methodology"), "concept.methodology: unknown methodology '" + methodology + "'");
        }
        String objective = f.string("objective");
        Fields context = f.mapping("context", CONTEXT_KEYS);
        if (objective == null && context != null) {
            objective = context.string("objective");
        }
        List<StimulusElement> elements = new ArrayList<>();
        Set<String> elementIds = new HashSet<>();
        List<Node> items = f.sequence("elements");
        for (int i = 0; i < items.size(); i++) {
            String what = "concept.elements[" + (i + 1) + "]";
            MappingNode m = r.mapping(items.get(i), what);
            if (m == null) {
                continue;
            }
            Fields e = r.fields(m, what, ELEMENT_KEYS);
            String elementId = e.requiredString("id");
            String label = e.requiredString("label");
            String priority = e.string("priority");
            if (priority != null && !PRIORITIES.contains(priority)) {
                r.error(e.value("priority"), what + ".priority: invalid value '" + priority
                        + "' (valid: high, medium, low)");
            }
            if (elementId != null && !elementIds.add(elementId)) {
                r.error(e.value("id"), "concept.elements: duplicate element id '" + elementId + "'");
            }
            if (elementId != null && label != null) {
                elements.add(new StimulusElement(elementId, label, e.stringList("aliases"), e.string("type"),
                        priority));
            }
        }
        List<ElementConnection> connections = new ArrayList<>();
        List<Node> links = f.sequence("connections");
        for (int i = 0; i < links.size(); i++) {
            String what = "concept.connections[" + (i + 1) + "]";
            MappingNode m = r.mapping(links.get(i), what);
            if (m == null) {
                continue;
            }
            Fields c = r.fields(m, what, CONNECTION_KEYS);
            String from = elementRef(r, c, "from", elementIds);
            String to = elementRef(r, c, "to", elementIds);
            if (from != null && to != null) {
                connections.add(new ElementConnection(from, to));
            }
        }
        if (r.hasErrors()) {
            return null;
        }
        List<org.interviewworkbench.engine.model.ElementConnection> required = connections.stream()
                .map(c -> new org.interviewworkbench.engine.model.ElementConnection(c.from(), c.to())).toList();
        return new ConceptFile(new Concept(id, name, methodology, objective, elements, required), connections);
    }

    private static String elementRef(NodeReader r, Fields c, String key, Set<String> elementIds) {
        String ref = c.requiredString(key);
        if (ref != null && !elementIds.contains(ref)) {
            r.error(c.value(key), c.path(key) + ": unknown element '" + ref + "'");
            return null;
        }
        return ref;
    }
}
