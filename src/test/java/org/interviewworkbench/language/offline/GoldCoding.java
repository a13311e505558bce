package org.interviewworkbench.language.offline;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Ontology;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * The gold coding of one answer set ({@code gold.yaml} beside {@code answers.txt}; format and coding rules in
 * docs/gold-coding.md): the concepts a researcher codes in each answer and the relationships between them.
 *
 * @param methodology   methodology id the set is coded in
 * @param turns         the answer numbers listed, in file order (1-based paragraph numbers of answers.txt)
 * @param concepts      every coded concept, in file order
 * @param relationships every coded relationship, in file order
 */
record GoldCoding(String methodology, List<Integer> turns, List<Concept> concepts, List<Relationship> relationships) {

    /** Number of words a label may have. */
    static final int MAX_LABEL_WORDS = 6;

    /**
     * One coded concept.
     *
     * @param label    1-6 words in the respondent's words
     * @param type     node type of the methodology's ontology
     * @param polarity positive, negative or neutral
     * @param turns    the answer that introduces it first, then any {@code also_in} answers
     */
    record Concept(String label, String type, String polarity, List<Integer> turns) {
        Concept {
            turns = List.copyOf(turns);
        }

        int firstTurn() {
            return turns.get(0);
        }
    }

    /** One coded relationship between two coded labels, in the answer {@code turn}. */
    record Relationship(String from, String to, String type, int turn) {
    }

    GoldCoding {
        turns = List.copyOf(turns);
        concepts = List.copyOf(concepts);
        relationships = List.copyOf(relationships);
    }

    /** Reads a gold file; a malformed file throws {@link IllegalArgumentException} naming the file. */
    static GoldCoding read(Path file) throws IOException {
        Object root;
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            root = new Yaml(new SafeConstructor(new LoaderOptions())).load(in);
        }
        try {
            Map<?, ?> top = (Map<?, ?>) root;
            String methodology = String.valueOf(top.get("methodology"));
            List<Integer> turns = new ArrayList<>();
            List<Concept> concepts = new ArrayList<>();
            List<Relationship> relationships = new ArrayList<>();
            for (Object a : (List<?>) top.get("answers")) {
                Map<?, ?> answer = (Map<?, ?>) a;
                int turn = ((Number) answer.get("turn")).intValue();
                turns.add(turn);
                for (Object c : list(answer.get("concepts"))) {
                    Map<?, ?> m = (Map<?, ?>) c;
                    List<Integer> at = new ArrayList<>(List.of(turn));
                    for (Object also : list(m.get("also_in"))) {
                        at.add(((Number) also).intValue());
                    }
                    concepts.add(new Concept(text(m, "label"), text(m, "type"), text(m, "polarity"), at));
                }
                for (Object r : list(answer.get("relationships"))) {
                    Map<?, ?> m = (Map<?, ?>) r;
                    relationships.add(new Relationship(text(m, "from"), text(m, "to"), text(m, "type"), turn));
                }
            }
            return new GoldCoding(methodology, turns, concepts, relationships);
        } catch (ClassCastException | NullPointerException | IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": not a gold coding file (" + e.getMessage() + ")", e);
        }
    }

    /** The coded concept with this label (case-insensitive), or null. */
    Concept concept(String label) {
        String key = label.toLowerCase(Locale.ROOT);
        return concepts.stream().filter(c -> c.label().toLowerCase(Locale.ROOT).equals(key)).findFirst()
                .orElse(null);
    }

    /**
     * What is wrong with this coding for its answers and methodology, one line per problem (empty when none): every
     * answer listed once in order, types and polarities valid, labels 1-6 words and unique, relationships between
     * labels coded in the same or an earlier answer, with an edge type the methodology permits for the two types.
     */
    List<String> problems(int answerCount, MethodologyConfig config) {
        List<String> problems = new ArrayList<>();
        Ontology ontology = config.ontology();
        if (!methodology.equals(config.id())) {
            problems.add("methodology " + methodology + " is not " + config.id());
        }
        List<Integer> expected = new ArrayList<>();
        for (int i = 1; i <= answerCount; i++) {
            expected.add(i);
        }
        if (!turns.equals(expected)) {
            problems.add("answers listed " + turns + ", expected " + expected);
        }
        Map<String, Concept> seen = new HashMap<>();
        for (Concept c : concepts) {
            String key = c.label().toLowerCase(Locale.ROOT);
            int words = c.label().strip().split("[\\s,]+").length;
            if (c.label().isBlank() || words > MAX_LABEL_WORDS) {
                problems.add("label '" + c.label() + "' has " + words + " words");
            }
            if (seen.put(key, c) != null) {
                problems.add("label '" + c.label() + "' coded twice");
            }
            if (ontology.nodeType(c.type()).isEmpty()) {
                problems.add("'" + c.label() + "': unknown node type " + c.type());
            }
            if (!List.of("positive", "negative", "neutral").contains(c.polarity())) {
                problems.add("'" + c.label() + "': polarity " + c.polarity());
            }
            if (c.turns().stream().anyMatch(t -> t < c.firstTurn() || t > answerCount)) {
                problems.add("'" + c.label() + "': also_in " + c.turns() + " outside the answers after it");
            }
        }
        for (Relationship r : relationships) {
            Concept from = seen.get(r.from().toLowerCase(Locale.ROOT));
            Concept to = seen.get(r.to().toLowerCase(Locale.ROOT));
            String name = "'" + r.from() + "' -> '" + r.to() + "'";
            if (from == null || to == null) {
                problems.add(name + ": names a label that is not coded");
            } else if (from.firstTurn() > r.turn() || to.firstTurn() > r.turn()) {
                problems.add(name + ": names a concept coded only in a later answer");
            } else if (ontology.edgeType(r.type()).isEmpty()) {
                problems.add(name + ": unknown edge type " + r.type());
            } else if (!ontology.permits(r.type(), from.type(), to.type())) {
                problems.add(name + ": " + r.type() + " does not permit " + from.type() + " -> " + to.type());
            }
        }
        return problems;
    }

    private static List<?> list(Object value) {
        return value == null ? List.of() : (List<?>) value;
    }

    private static String text(Map<?, ?> m, String key) {
        Object v = m.get(key);
        if (v == null) {
            throw new IllegalArgumentException("missing '" + key + "' in " + m);
        }
        return String.valueOf(v);
    }
}
