package org.interviewworkbench.methodology;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/** Reads and checks a persona file; see {@link PersonaFile} and {@link PersonaBehaviour} for the keys. */
public final class PersonaLoader {

    private static final Set<String> ROOT_KEYS = Set.of("id", "name", "description", "traits", "speech_pattern",
            "response_patterns", "deflection_patterns", "verbosity", "hedging_rate", "fatigue_per_turn",
            "fixation_node", "tangent_rate", "skepticism", "emotional_intensity", "self_correction_rate");
    private static final Set<String> PATTERN_KEYS = Set.of("detailed", "medium", "brief", "acknowledgment");

    public LoadResult<PersonaFile> load(Path file) {
        return StudyText.readThen(file, this::load);
    }

    public LoadResult<PersonaFile> load(String yaml, String fileName) {
        NodeReader r = new NodeReader(fileName);
        Node root = r.compose(yaml);
        PersonaFile value = null;
        if (root == null && !r.hasErrors()) {
            r.error(null, "the file is empty; a persona needs 'id', 'name', 'description' and 'speech_pattern'");
        } else if (root != null) {
            MappingNode map = r.mapping(root, "the persona");
            if (map != null) {
                value = read(r, r.fields(map, "persona", ROOT_KEYS));
            }
        }
        return new LoadResult<>(fileName, value, yaml, r.problems());
    }

    private PersonaFile read(NodeReader r, Fields f) {
        String id = f.requiredString("id");
        String name = f.requiredString("name");
        String description = f.requiredString("description");
        String speech = f.requiredString("speech_pattern");
        Map<String, Double> patterns = new LinkedHashMap<>();
        Fields p = f.mapping("response_patterns", PATTERN_KEYS);
        if (p != null) {
            for (NodeTuple t : p.tuples()) {
                String key = ((ScalarNode) t.getKeyNode()).getValue();
                Double share = rate(r, t.getValueNode(), p.path(key));
                if (share != null) {
                    patterns.put(key, share);
                }
            }
        }
        PersonaBehaviour d = PersonaBehaviour.DEFAULTS;
        PersonaBehaviour behaviour = new PersonaBehaviour(
                knob(r, f, "verbosity", d.verbosity()),
                knob(r, f, "hedging_rate", d.hedgingRate()),
                knob(r, f, "fatigue_per_turn", d.fatiguePerTurn()),
                f.has("fixation_node") ? f.string("fixation_node") : d.fixationNode(),
                knob(r, f, "tangent_rate", d.tangentRate()),
                knob(r, f, "skepticism", d.skepticism()),
                knob(r, f, "emotional_intensity", d.emotionalIntensity()),
                knob(r, f, "self_correction_rate", d.selfCorrectionRate()));
        var traits = f.stringList("traits");
        var deflections = f.stringList("deflection_patterns");
        if (r.hasErrors()) {
            return null;
        }
        return new PersonaFile(id, name, description, traits, speech, patterns, deflections, behaviour);
    }

    private static double knob(NodeReader r, Fields f, String key, double fallback) {
        Node node = f.value(key);
        if (node == null || r.isNull(node)) {
            return fallback;
        }
        Double value = rate(r, node, f.path(key));
        return value == null ? fallback : value;
    }

    private static Double rate(NodeReader r, Node node, String what) {
        Double value = r.number(node, what);
        if (value != null && (value < 0 || value > 1)) {
            r.error(node, what + " must be between 0 and 1, not " + ((ScalarNode) node).getValue());
            return null;
        }
        return value;
    }
}
