package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gold coding of the answer corpus (docs/gold-coding.md) is usable, and the scorer counts what the rule says.
 * Sanity only: no score threshold is asserted here; {@code GoldCodingBench} prints the figures.
 */
class GoldCodingTest {

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> every_set_has_a_gold_coding_valid_for_its_methodology() throws Exception {
        List<GoldCorpus.AnswerSet> sets = GoldCorpus.sets();
        assertThat(sets).hasSizeGreaterThanOrEqualTo(24);
        return sets.stream().map(set -> DynamicTest.dynamicTest(set.toString(), () -> {
            assertThat(set.dir().resolve("gold.yaml")).exists();
            GoldCoding gold = set.gold();
            MethodologyConfig config = Methodologies.load(set.methodology());
            assertThat(gold.problems(set.answers().size(), config)).as(set + "/gold.yaml").isEmpty();
            assertThat(gold.concepts()).as(set + ": a researcher codes something in ten answers").isNotEmpty();
        }));
    }

    @Test
    void a_gold_file_with_a_type_or_link_the_methodology_does_not_have_is_reported() throws Exception {
        Path file = tmp.resolve("gold.yaml");
        Files.writeString(file, """
                methodology: means_end_chain
                answers:
                  - turn: 1
                    concepts:
                      - {label: "full service history", type: attribute, polarity: positive}
                      - {label: "peace of mind", type: feeling, polarity: positive}
                    relationships:
                      - {from: "full service history", to: "peace of mind", type: leads_to}
                      - {from: "full service history", to: "never coded", type: leads_to}
                  - turn: 3
                    concepts:
                      - {label: "one label that is much too long to be a code", type: attribute, polarity: good}
                    relationships: []
                """);
        List<String> problems = GoldCoding.read(file).problems(2, Methodologies.load("means_end_chain"));
        assertThat(problems).anyMatch(p -> p.contains("unknown node type feeling"))
                .anyMatch(p -> p.contains("'never coded': names a label that is not coded"))
                .anyMatch(p -> p.contains("answers listed [1, 3]"))
                .anyMatch(p -> p.contains("has 11 words"))
                .anyMatch(p -> p.contains("polarity good"));
    }

    @Test
    void labels_match_on_content_words_and_never_across_a_negation() {
        assertThat(LabelMatch.matches("Full service history", "full service history")).isTrue();
        assertThat(LabelMatch.matches("honestly the full service histories", "full service history")).isTrue();
        assertThat(LabelMatch.matches("getting bloated", "not getting bloated")).isFalse();
        assertThat(LabelMatch.matches("feel guilty", "feel less guilty")).isFalse();
        assertThat(LabelMatch.matches("I don't have a helmet", "don't have a helmet")).isTrue();
        // one shared word of four is not the same concept
        assertThat(LabelMatch.matches("the wait", "waited nearly five hours")).isFalse();
        // a two-word label inside a longer one is
        assertThat(LabelMatch.matches("tracking page", "the tracking page just said in progress")).isTrue();
        assertThat(LabelMatch.tokens("we couldn't wait")).containsExactly("not", "wait");
    }

    @Test
    void the_scorer_matches_one_to_one_within_the_answer_and_respects_edge_direction() throws Exception {
        Path file = tmp.resolve("gold.yaml");
        Files.writeString(file, """
                methodology: means_end_chain
                answers:
                  - turn: 1
                    concepts:
                      - {label: "full service history", type: attribute, polarity: positive}
                      - {label: "been looked after", type: functional_consequence, polarity: positive}
                    relationships:
                      - {from: "full service history", to: "been looked after", type: leads_to}
                  - turn: 2
                    concepts:
                      - {label: "boot space", type: attribute, polarity: positive}
                    relationships: []
                """);
        GoldCoding gold = GoldCoding.read(file);
        List<String> answers = List.of("with a full service history it's been looked after.", "oh, and boot space.");
        JsonNode session = new ObjectMapper().readTree("""
                {"turns": [{"turn_number": 1, "answer": "With a full service history it's been looked after."},
                           {"turn_number": 2, "answer": "Oh, and boot space."}],
                 "graph": {"nodes": [
                   {"id": "a", "label": "service history", "node_type": "attribute", "created_turn": 1,
                    "source_quotes": []},
                   {"id": "b", "label": "full service history", "node_type": "attribute", "created_turn": 1,
                    "source_quotes": []},
                   {"id": "c", "label": "been looked after", "node_type": "attribute", "created_turn": 1,
                    "source_quotes": []},
                   {"id": "d", "label": "boot space", "node_type": "attribute", "created_turn": 1,
                    "source_quotes": []},
                   {"id": "e", "label": "boot space", "node_type": "attribute", "created_turn": 7,
                    "source_quotes": ["and boot space"]}],
                  "edges": [
                   {"source": "c", "target": "b", "edge_type": "leads_to"},
                   {"source": "b", "target": "c", "edge_type": "revises"}]}}
                """);
        GoldCodingScorer.SetScore score = GoldCodingScorer.score(gold, answers, GoldCodingScorer.nodes(session,
                answers), GoldCodingScorer.edges(session), label -> !label.contains(" "));

        // b takes "full service history" (exact beats a): a is left over; d comes from answer 1, where no boot space
        // is coded; e comes from turn 7 but its quote is in answer 2
        assertThat(score.matched()).isEqualTo(3);
        assertThat(score.falsePositives()).containsExactly("service history (attribute)", "boot space (attribute)");
        assertThat(score.matchedTyped()).isEqualTo(2);
        assertThat(score.wrongType()).containsExactly(
                "been looked after (attribute) = been looked after (functional_consequence)");
        assertThat(score.misses()).isEmpty();
        // c -> b runs against the gold direction; b -> c is found, with another type
        assertThat(score.edgesFound()).isEqualTo(1);
        assertThat(score.edgesFoundTyped()).isZero();
        assertThat(score.edgesReachable()).isEqualTo(1);
        assertThat(score.edgeFalse()).containsExactly("been looked after -leads_to-> full service history");
        assertThat(score.gatePassing()).isZero();
    }

    @Test
    void scoring_a_real_interview_accounts_for_every_node_concept_and_edge() throws Exception {
        GoldCorpus.AnswerSet set = GoldCorpus.sets().stream().filter(s -> s.toString().equals("dev/mec-cycling"))
                .findFirst().orElseThrow();
        JsonNode session = GoldCorpus.interview(set, tmp.resolve("out"));
        List<String> answers = set.answers();
        List<GoldCodingScorer.Node> nodes = GoldCodingScorer.nodes(session, answers);
        GoldCodingScorer.SetScore score = GoldCodingScorer.score(set.gold(), answers, nodes,
                GoldCodingScorer.edges(session), GoldCorpus.gate());

        assertThat(nodes).isNotEmpty().allSatisfy(n -> assertThat(n.answer()).isBetween(0, answers.size()));
        assertThat(score.matched() + score.falsePositives().size()).isEqualTo(score.extractedNodes());
        assertThat(score.matched() + score.misses().size()).isEqualTo(score.goldConcepts());
        assertThat(score.edgesFound() + score.edgeMisses().size()).isEqualTo(score.goldEdges());
        assertThat(score.edgesFound() + score.edgeFalse().size()).isEqualTo(score.extractedEdges());
        assertThat(score.matchedTyped()).isLessThanOrEqualTo(score.matched());
        assertThat(score.edgesFound()).isLessThanOrEqualTo(score.edgesReachable());
        assertThat(score.gatePassing()).isBetween(0, score.extractedNodes());
    }
}
