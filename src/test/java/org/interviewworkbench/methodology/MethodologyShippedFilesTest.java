package org.interviewworkbench.methodology;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeBinding;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Strategy;
import org.junit.jupiter.api.Test;

/** Our own methodologies and concepts validate cleanly and fix the reference's dead config. */
class MethodologyShippedFilesTest {

    private static final List<String> METHODOLOGIES = List.of("critical_incident", "customer_journey_mapping",
            "jobs_to_be_done", "means_end_chain", "repertory_grid");
    private static final List<String> CONCEPTS = List.of("gym_membership_cjm", "meal_planning_jtbd", "oat_milk_mec",
            "restaurant_visit_ci", "streaming_services_rg");

    private final StudyFiles files = StudyFiles.forDirectory(Path.of("").toAbsolutePath());

    @Test
    void everyShippedFileValidatesWithoutProblemsOrWarnings() {
        StudyFileValidator validator = files.validator();
        for (String id : METHODOLOGIES) {
            FileReport report = validator.validate(Path.of("methodologies", id + ".yaml"));
            assertThat(report.problems()).as(id).isEmpty();
            assertThat(report.kind()).isEqualTo(StudyFileKind.METHODOLOGY);
        }
        for (String id : CONCEPTS) {
            FileReport report = validator.validate(Path.of("methodologies", "concepts", id + ".yaml"));
            assertThat(report.problems()).as(id).isEmpty();
            assertThat(report.kind()).isEqualTo(StudyFileKind.CONCEPT);
        }
    }

    @Test
    void catalogListsTheShippedIds() {
        assertThat(files.methodologies().ids()).containsAll(METHODOLOGIES);
        assertThat(files.concepts().ids()).containsAll(CONCEPTS);
    }

    @Test
    void noNodeWeightsOnNodelessStrategiesAndNodeStrategiesAvoidExhaustedNodes() {
        for (String id : METHODOLOGIES) {
            MethodologyConfig config = files.methodologies().resolve(id).value();
            for (Strategy s : config.strategies()) {
                if (s.nodeBinding() == NodeBinding.NONE) {
                    assertThat(s.nodeWeights()).as("%s.%s", id, s.name()).isEmpty();
                } else {
                    assertThat(s.nodeWeights().get("graph.node.exhausted.true")).as("%s.%s", id, s.name())
                            .isNegative();
                    assertThat(s.nodeWeights().get("graph.node.exhaustion_score.high")).as("%s.%s", id, s.name())
                            .isNegative();
                }
                if (s.generatesClosingQuestion()) {
                    assertThat(s.globalWeights().get("meta.interview.phase.early")).isLessThanOrEqualTo(-3.0);
                    assertThat(s.globalWeights().get("meta.interview.phase.mid")).isLessThanOrEqualTo(-3.0);
                }
            }
        }
    }

    @Test
    void jobsToBeDoneChainsStartAtLevelOneAndEndAtTheHighestLevel() {
        MethodologyConfig jtbd = files.methodologies().resolve("jobs_to_be_done").value();
        List<NodeType> types = jtbd.ontology().nodeTypes();
        int lowest = types.stream().filter(t -> t.level() != null).mapToInt(NodeType::level).min().orElseThrow();
        int highest = types.stream().filter(t -> t.level() != null).mapToInt(NodeType::level).max().orElseThrow();
        assertThat(lowest).isEqualTo(1);
        assertThat(types).filteredOn(t -> t.level() == 1).noneMatch(NodeType::terminal)
                .extracting(NodeType::name).contains("job_statement");
        assertThat(types).filteredOn(NodeType::terminal).allMatch(t -> t.level() == highest)
                .extracting(NodeType::name).containsExactly("emotional_job", "social_job");
    }

    @Test
    void resolvedMethodologyCarriesItsSourceTextAndId() {
        LoadResult<MethodologyConfig> mec = files.methodologies().resolve("means_end_chain");
        assertThat(mec.value().id()).isEqualTo("means_end_chain");
        assertThat(mec.source()).contains("name: means_end_chain");
        // MEC follows the max-turns fallback: node-count boundaries made interviews "late" after a few rich answers
        assertThat(mec.value().phaseBoundaries().hasTurnBoundaries()).isFalse();
        assertThat(mec.value().phaseBoundaries().hasNodeBoundaries()).isFalse();
        assertThat(files.concepts().resolve("oat_milk_mec").value().concept().methodology())
                .isEqualTo("means_end_chain");
    }
}
