package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code edit} with polarity and canonical slot edits, then {@code export}, as a researcher would run them. */
class PolarityAndSlotEditCommandLineTest {

    @TempDir
    Path tmp;

    private AppFactory factory;
    private String db;
    private String session;

    @BeforeEach
    void interviewSixAnswers() throws IOException {
        factory = TestApp.factory(tmp);
        db = "jdbc:h2:" + tmp.resolve("edit-db").toAbsolutePath();
        List<String> paragraphs = List.of(Files.readString(Path.of("src/test/resources/answers/oat-milk-mec.txt"))
                .split("\\n\\s*\\n"));
        Files.writeString(tmp.resolve("first.txt"), String.join("\n\n", paragraphs.subList(0, 6)));
        CliRun run = cli("interview", "--methodology", "means_end_chain", "--concept", "oat_milk_mec", "--answers",
                tmp.resolve("first.txt").toString(), "--db", db, "--out", tmp.resolve("out1").toString());
        assertThat(run.exitCode).as(run.toString()).isZero();
        session = cli("sessions", "--db", db).out.lines().skip(1).findFirst().orElseThrow().split("\\s+")[0];
    }

    private CliRun cli(String... args) {
        return CliRun.run(factory, args);
    }

    private JsonNode export() throws IOException {
        Path out = tmp.resolve("export-" + System.nanoTime() + ".json");
        CliRun run = cli("export", "--db", db, "--session", session, "--format", "json", "--out", out.toString());
        assertThat(run.exitCode).as(run.toString()).isZero();
        return new ObjectMapper().readTree(out.toFile());
    }

    private CliRun edit(String json) throws IOException {
        Path edits = tmp.resolve("edits-" + System.nanoTime() + ".json");
        Files.writeString(edits, json);
        return cli("edit", "--session", session, "--db", db, "--edits", edits.toString());
    }

    private static JsonNode find(JsonNode array, String id) {
        for (JsonNode n : array) {
            if (n.get("id").asText().equals(id)) {
                return n;
            }
        }
        return null;
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(x -> out.add(x.asText()));
        return out;
    }

    @Test
    void polarity_is_coded_exported_with_every_concept_and_logged() throws IOException {
        JsonNode before = export();
        assertThat(before.get("graph").get("nodes")).allSatisfy(n ->
                assertThat(n.get("polarity").asText()).isEqualTo("unknown"));

        CliRun run = edit("[{\"op\":\"set_polarity\",\"node\":\"n1\",\"polarity\":\"positive\"},"
                + "{\"op\":\"set_polarity\",\"node\":\"n2\",\"polarity\":\"negative\"}]");

        assertThat(run.exitCode).as(run.toString()).isZero();
        JsonNode after = export();
        JsonNode nodes = after.get("graph").get("nodes");
        assertThat(find(nodes, "n1").get("polarity").asText()).isEqualTo("positive");
        assertThat(find(nodes, "n2").get("polarity").asText()).isEqualTo("negative");
        assertThat(find(nodes, "n3").get("polarity").asText()).isEqualTo("unknown");
        assertThat(after.get("edits")).hasSize(2);
        assertThat(after.get("edits").get(1).get("op").asText()).isEqualTo("set_polarity");
        assertThat(after.get("edits").get(1).get("polarity").asText()).isEqualTo("negative");

        CliRun bad = edit("[{\"op\":\"set_polarity\",\"node\":\"n1\",\"polarity\":\"great\"},"
                + "{\"op\":\"set_polarity\",\"node\":\"n1\"}]");
        assertThat(bad.exitCode).isEqualTo(2);
        assertThat(bad.err.lines().toList()).containsExactly(
                "edit 1: unknown polarity great (use one of positive, negative, neutral, unknown)",
                "edit 2: missing \"polarity\"");
        assertThat(export().get("graph")).isEqualTo(after.get("graph"));
    }

    @Test
    void slots_are_renamed_merged_and_split_on_record_and_a_bad_slot_edit_changes_nothing() throws IOException {
        JsonNode before = export();
        JsonNode slots = before.get("canonical_graph").get("slots");
        JsonNode a = null;
        JsonNode b = null;
        for (JsonNode s : slots) {
            for (JsonNode t : slots) {
                if (a == null && s != t && s.get("node_type").equals(t.get("node_type"))) {
                    a = s;
                    b = t;
                }
            }
        }
        assertThat(a).as("the interview has two slots of one type: " + slots).isNotNull();
        String moved = b.get("surface_node_ids").get(0).asText();
        JsonNode other = null;
        for (JsonNode s : slots) {
            if (!s.get("node_type").equals(a.get("node_type"))) {
                other = s;
            }
        }
        assertThat(other).as("a slot of another type: " + slots).isNotNull();

        CliRun bad = edit("[{\"op\":\"merge_slots\",\"slots\":[\"" + a.get("id").asText() + "\",\""
                + other.get("id").asText() + "\"]},{\"op\":\"rename_slot\",\"slot\":\"s999\",\"name\":\"x\"},"
                + "{\"op\":\"split_slot\",\"slot\":\"" + a.get("id").asText() + "\",\"name\":\"y\",\"nodes\":[\""
                + moved + "\"]}]");
        assertThat(bad.exitCode).isEqualTo(2);
        assertThat(bad.err.lines().toList()).hasSize(3);
        assertThat(bad.err.lines().toList().get(0)).startsWith("edit 1: cannot merge slot " + a.get("id").asText());
        assertThat(bad.err.lines().toList().get(1)).isEqualTo("edit 2: unknown slot s999");
        assertThat(bad.err.lines().toList().get(2)).isEqualTo("edit 3: concept " + moved + " is not in slot "
                + a.get("id").asText());
        assertThat(export().get("canonical_graph")).isEqualTo(before.get("canonical_graph"));

        String aId = a.get("id").asText();
        String bId = b.get("id").asText();
        CliRun run = edit("[{\"op\":\"rename_slot\",\"slot\":\"" + aId + "\",\"name\":\"Creamy texture\"},"
                + "{\"op\":\"merge_slots\",\"slots\":[\"" + aId + "\",\"" + bId + "\"]},"
                + "{\"op\":\"split_slot\",\"slot\":\"" + aId + "\",\"name\":\"foam\",\"nodes\":[\"" + moved + "\"]}]");

        assertThat(run.exitCode).as(run.toString()).isZero();
        JsonNode after = export();
        JsonNode afterSlots = after.get("canonical_graph").get("slots");
        assertThat(find(afterSlots, bId)).isNull();
        JsonNode kept = find(afterSlots, aId);
        assertThat(kept.get("name").asText()).as("stored as the researcher wrote it").isEqualTo("Creamy texture");
        JsonNode split = find(afterSlots, aId + "s1");
        assertThat(split.get("name").asText()).isEqualTo("foam");
        assertThat(texts(split.get("surface_node_ids"))).containsExactly(moved);
        List<String> expected = new ArrayList<>(texts(a.get("surface_node_ids")));
        texts(b.get("surface_node_ids")).stream().filter(id -> !id.equals(moved)).forEach(expected::add);
        assertThat(texts(kept.get("surface_node_ids"))).containsExactlyElementsOf(expected);
        assertThat(find(after.get("graph").get("nodes"), moved).get("canonical_slot_id").asText())
                .isEqualTo(aId + "s1");
        assertThat(after.get("edits")).extracting(e -> e.get("op").asText())
                .containsExactly("rename_slot", "merge_slots", "split_slot");
        assertThat(after.get("edits").get(2).get("nodes")).extracting(JsonNode::asText).containsExactly(moved);
    }
}
