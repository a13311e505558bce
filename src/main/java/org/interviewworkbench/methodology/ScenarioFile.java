package org.interviewworkbench.methodology;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;

/**
 * Ground truth of one synthetic respondent: the mental model an offline simulation measures an interview against.
 *
 * @param id            scenario id
 * @param methodology   methodology id whose ontology the nodes and edges use
 * @param concept       concept id the scenario is about
 * @param openingAnswer optional first answer, or {@code null}
 * @param nodes         the respondent's concepts, in file order
 * @param edges         the respondent's relationships, in file order
 * @param salience      node ids in the order unprompted topics come up (may be empty)
 */
public record ScenarioFile(String id, String methodology, String concept, String openingAnswer,
                           List<ScenarioNode> nodes, List<ScenarioEdge> edges, List<String> salience) {
    public ScenarioFile {
        nodes = Ordered.copyOf(nodes);
        edges = Ordered.copyOf(edges);
        salience = Ordered.copyOf(salience);
    }

    /** One concept of the respondent's mental model and the ways they put it into words. */
    public record ScenarioNode(String id, String type, String label, List<String> phrasings) {
        public ScenarioNode {
            phrasings = Ordered.copyOf(phrasings);
        }
    }

    /** One relationship {@code source -type-> target} of the mental model. */
    public record ScenarioEdge(String source, String target, String type) {
    }
}
