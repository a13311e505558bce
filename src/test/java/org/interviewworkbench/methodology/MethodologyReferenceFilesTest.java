package org.interviewworkbench.methodology;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.junit.jupiter.api.Test;

/**
 * Teams migrate with their files: the earlier system's six methodologies and its personas must load unchanged.
 * The files are the reference data beside the repository ({@code ../shared/reference/peer-config}); they are not
 * copied into it, so these checks run in the {@code peer-reference} Maven profile, which is active wherever that
 * folder exists (it does on the team's machines and in CI's checkout beside {@code shared/}).
 */
class MethodologyReferenceFilesTest {

    private final MethodologyLoader loader = new MethodologyLoader(SignalCatalog.standard());

    static List<Path> referenceFiles() throws IOException {
        String shared = System.getProperty("shared.dir");
        if (shared == null) {
            fail("system property shared.dir is not set (the surefire configuration sets it)");
        }
        Path folder = Path.of(shared, "reference", "peer-config", "methodologies");
        if (!Files.isDirectory(folder)) {
            fail("reference methodologies folder is missing: " + folder.toAbsolutePath());
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    @Test
    void allSixReferenceMethodologiesLoadWithoutErrors() throws IOException {
        List<Path> files = referenceFiles();
        assertThat(files).extracting(f -> f.getFileName().toString()).containsExactly(
                "critical_incident.yaml", "customer_journey_mapping.yaml", "jobs_to_be_done.yaml",
                "jobs_to_be_done_v2.yaml", "means_end_chain.yaml", "repertory_grid.yaml");
        for (Path file : files) {
            LoadResult<MethodologyConfig> result = loader.load(file);
            assertThat(result.errors()).as("errors in %s", file).isEmpty();
            assertThat(result.value().id()).isEqualTo(StudyText.stem(file.toString()));
        }
    }

    @Test
    void referenceMeansEndChainKeepsItsStructure() throws IOException {
        Path mec = referenceFiles().stream().filter(f -> f.endsWith("means_end_chain.yaml")).findFirst().orElseThrow();
        MethodologyConfig config = loader.load(mec).orElseThrow();
        assertThat(config.method().name()).isEqualTo("means_end_chain");
        assertThat(config.ontology().nodeTypes()).extracting(t -> t.name()).containsExactly("attribute",
                "functional_consequence", "psychosocial_consequence", "instrumental_value", "terminal_value");
        assertThat(config.ontology().nodeType("terminal_value").orElseThrow().terminal()).isTrue();
        assertThat(config.ontology().permits("leads_to", "attribute", "functional_consequence")).isTrue();
        assertThat(config.ontology().permits("leads_to", "terminal_value", "attribute")).isFalse();
        assertThat(config.ontology().permits("revises", "terminal_value", "attribute")).isTrue();
        assertThat(config.strategies()).extracting(s -> s.name())
                .containsExactly("deepen", "clarify", "explore", "reflect", "revitalize");
        assertThat(config.strategy("deepen").orElseThrow().nodeWeights())
                .containsEntry("graph.node.exhaustion_score.low", 1.0);
        assertThat(config.phase(InterviewPhase.EARLY).multiplier("explore")).isEqualTo(1.5);
        assertThat(config.phase(InterviewPhase.LATE).bonus("reflect")).isEqualTo(0.2);
        assertThat(config.ontology().relationshipExamples()).containsKey("explicit_causal");
        assertThat(config.ontology().namingConvention()).startsWith("Name each concept");
    }

    @Test
    void deadConfigInReferenceFilesIsOnlyAWarning() throws IOException {
        Path mec = referenceFiles().stream().filter(f -> f.endsWith("means_end_chain.yaml")).findFirst().orElseThrow();
        LoadResult<MethodologyConfig> result = loader.load(mec);
        assertThat(result.errors()).isEmpty();
        assertThat(result.warnings()).extracting(Problem::message)
                .anyMatch(m -> m.contains("strategy 'reflect'") && m.contains("graph.node.has_outgoing.true")
                        && m.contains("node_binding: none"));
    }

    @Test
    void referencePersonasLoad() {
        Path folder = Path.of(System.getProperty("shared.dir"), "reference", "peer-config", "personas");
        assertThat(folder).isDirectory();
        StudyFiles files = StudyFiles.forDirectory(Path.of("").toAbsolutePath());
        for (String id : List.of("baseline_cooperative", "single_topic_fixator", "verbose_tangential")) {
            LoadResult<PersonaFile> r = files.personaLoader().load(folder.resolve(id + ".yaml"));
            assertThat(r.problems()).as(id).isEmpty();
            assertThat(r.value().deflectionPatterns()).isNotEmpty();
        }
    }
}
