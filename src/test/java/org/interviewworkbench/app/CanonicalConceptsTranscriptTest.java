package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12, as a researcher reads the README interview (offline engine, the shipped oat milk answers): the canonical
 * concepts carry names in the respondent's words, and the canonical graph is never noisier than the surface one.
 */
class CanonicalConceptsTranscriptTest {

    private static final Pattern SLOT_LINE =
            Pattern.compile("- (.+) \\[([a-z_]+), (candidate|active), support (\\d+)]");

    private static List<String> answers;
    private static String transcript;
    private static JsonNode session;

    @BeforeAll
    static void readmeInterview(@TempDir Path tmp) throws Exception {
        Path answersFile = Path.of("src/test/resources/answers/oat-milk-mec.txt");
        answers = List.of(Files.readString(answersFile).split("\\n\\s*\\n"));
        Path out = tmp.resolve("out");
        CliRun run = CliRun.run(TestApp.factory(tmp), "interview", "--methodology", "means_end_chain", "--concept",
                "oat_milk_mec", "--answers", answersFile.toString(), "--db", InterviewEndToEndTest.memDb(),
                "--out", out.toString());
        assertThat(run.exitCode).as(run.toString()).isZero();
        transcript = Files.readString(out.resolve("transcript.md"));
        session = new ObjectMapper().readTree(out.resolve("session.json").toFile());
    }

    /** The names listed under "### Canonical concepts" in transcript.md. */
    private static List<String> transcriptSlotNames() {
        int at = transcript.indexOf("### Canonical concepts");
        assertThat(at).as("transcript.md has a Canonical concepts section").isNotNegative();
        List<String> names = new ArrayList<>();
        for (String line : transcript.substring(at).lines().skip(1).toList()) {
            if (line.startsWith("#")) {
                break;
            }
            Matcher m = SLOT_LINE.matcher(line);
            if (m.matches()) {
                names.add(m.group(1));
            }
        }
        return names;
    }

    @Test
    void the_canonical_concepts_read_as_the_respondents_phrases() {
        Map<String, List<String>> memberLabels = new HashMap<>();
        Map<String, String> labelOf = new HashMap<>();
        session.path("graph").path("nodes").forEach(n -> labelOf.put(n.path("id").asText(), n.path("label").asText()));
        for (JsonNode s : session.path("canonical_graph").path("slots")) {
            List<String> labels = new ArrayList<>();
            s.path("surface_node_ids").forEach(id -> labels.add(labelOf.get(id.asText())));
            memberLabels.put(s.path("name").asText(), labels);
        }
        String said = String.join("\n", answers).toLowerCase(Locale.ROOT);

        List<String> names = transcriptSlotNames();

        assertThat(names).as("every slot is listed").hasSize(session.path("canonical_graph").path("slots").size())
                .hasSizeGreaterThanOrEqualTo(10);
        assertThat(names).allSatisfy(name -> {
            assertThat(name).as("no snake_case").doesNotContain("_");
            assertThat(said.contains(name.toLowerCase(Locale.ROOT)) || memberLabels.get(name).contains(name))
                    .as("'%s' is words of an answer or the label of one of its concepts %s", name,
                            memberLabels.get(name))
                    .isTrue();
        });
        assertThat(names).as("phrases as said, not lemmatised fragments (were selfrespect, plantbased, treat)")
                .contains("self-respect", "plant-based", "treat myself");
        assertThat(names.stream().filter(n -> n.contains(" ")).count()).as("most are phrases of several words")
                .isGreaterThan(names.size() / 2);
    }

    @Test
    void the_canonical_graph_is_never_noisier_than_the_surface_graph() {
        JsonNode graph = session.path("graph");
        JsonNode canonical = session.path("canonical_graph");
        int surfaceNodes = graph.path("nodes").size();
        int surfaceEdges = graph.path("edges").size();
        int active = 0;
        Set<String> mapped = new HashSet<>();
        for (JsonNode s : canonical.path("slots")) {
            if (s.path("status").asText().equals("active")) {
                active++;
            }
            assertThat(s.path("surface_node_ids")).as("slot %s has a concept", s.path("id").asText()).isNotEmpty();
            s.path("surface_node_ids").forEach(id -> assertThat(mapped.add(id.asText()))
                    .as("concept %s is in one slot only", id.asText()).isTrue());
        }
        Set<String> counted = new HashSet<>();
        for (JsonNode e : canonical.path("edges")) {
            e.path("surface_edge_ids").forEach(id -> assertThat(counted.add(id.asText()))
                    .as("relationship %s is in one canonical edge only", id.asText()).isTrue());
        }

        assertThat(active).as("active canonical concepts <= surface concepts").isPositive()
                .isLessThanOrEqualTo(surfaceNodes);
        assertThat(canonical.path("slots").size()).as("all canonical concepts <= surface concepts")
                .isLessThanOrEqualTo(surfaceNodes);
        assertThat(canonical.path("edges").size()).as("canonical edges <= surface edges")
                .isLessThanOrEqualTo(surfaceEdges);
        assertThat(transcript).contains("### Canonical concepts (" + active + " active)");
    }
}
