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

/** {@code edit} as design.md "Researcher edits" states it, with export and resume, run as a researcher would. */
class EditCommandLineTest {

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
        Files.writeString(tmp.resolve("rest.txt"), String.join("\n\n", paragraphs.subList(6, paragraphs.size())));
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

    private static JsonNode node(JsonNode sessionJson, String id) {
        for (JsonNode n : sessionJson.get("graph").get("nodes")) {
            if (n.get("id").asText().equals(id)) {
                return n;
            }
        }
        return null;
    }

    @Test
    void a_bad_edits_file_names_every_bad_edit_and_changes_nothing() throws IOException {
        JsonNode before = export();
        Path edits = tmp.resolve("bad.json");
        Files.writeString(edits, "[{\"op\":\"rename\",\"node\":\"n1\",\"label\":\"creamy texture\"},"
                + "{\"op\":\"rename\",\"node\":\"n999\",\"label\":\"x\"},"
                + "{\"op\":\"merge\",\"nodes\":[\"n1\",\"n2\"]},"
                + "{\"op\":\"add_edge\",\"source\":\"n2\",\"target\":\"n1\",\"edge_type\":\"leads_to\"},"
                + "{\"op\":\"teleport\",\"node\":\"n1\"}]");
        CliRun run = cli("edit", "--session", session, "--db", db, "--edits", edits.toString());
        assertThat(run.exitCode).isEqualTo(2);
        List<String> lines = run.err.lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).isEqualTo("edit 2: unknown node n999");
        assertThat(lines.get(1)).startsWith("edit 3: cannot merge n1 (attribute) with n2 (functional_consequence)");
        assertThat(lines.get(2)).startsWith("edit 4: edge type leads_to is not permitted from "
                + "functional_consequence to attribute");
        assertThat(lines.get(3)).startsWith("edit 5: unknown op \"teleport\"");
        JsonNode after = export();
        assertThat(after.get("graph")).isEqualTo(before.get("graph"));
        assertThat(after.get("edits")).isEmpty();
    }

    @Test
    void polarity_and_slot_edits_are_counted_in_the_exported_shares() throws IOException {
        JsonNode before = export();
        JsonNode slots = before.get("canonical_graph").get("slots");
        String first = null;
        String second = null;
        for (JsonNode a : slots) {
            for (JsonNode b : slots) {
                if (first == null && a != b && a.get("node_type").equals(b.get("node_type"))) {
                    first = a.get("id").asText();
                    second = b.get("id").asText();
                }
            }
        }
        assertThat(second).as("two slots of one type").isNotNull();
        String renamed = null;
        for (JsonNode sl : slots) {
            if (!sl.get("id").asText().equals(first) && !sl.get("id").asText().equals(second)) {
                renamed = sl.get("id").asText();
            }
        }
        assertThat(renamed).as("a third slot").isNotNull();
        Path edits = tmp.resolve("coding.json");
        Files.writeString(edits, "[{\"op\":\"set_polarity\",\"node\":\"n1\",\"polarity\":\"positive\"},"
                + "{\"op\":\"set_polarity\",\"node\":\"n2\",\"polarity\":\"negative\"},"
                + "{\"op\":\"rename_slot\",\"slot\":\"" + renamed + "\",\"name\":\"creamy texture\"},"
                + "{\"op\":\"merge_slots\",\"slots\":[\"" + first + "\",\"" + second + "\"]}]");
        CliRun run = cli("edit", "--session", session, "--db", db, "--edits", edits.toString());
        assertThat(run.exitCode).as(run.toString()).isZero();

        int concepts = before.get("graph").get("nodes").size();
        String md = Files.readString(exportMd());
        assertThat(md).contains("| kept unchanged | " + concepts + " (100%)",
                "Concepts whose polarity the researcher coded (not counted as changed): 2 of " + concepts + ".",
                "| canonical slots (" + slots.size() + " from slot discovery) | share |",
                "| kept unchanged | " + (slots.size() - 2) + " (", "| renamed | 1 (", "| merged into another | 1 (");
    }

    @Test
    void edits_apply_together_are_exported_and_the_deleted_focus_is_never_asked_about() throws IOException {
        JsonNode before = export();
        String pendingFocus = null;
        // the concept the pending question is about: the focus of the question after the last turn
        JsonNode lastTurn = before.get("turns").get(before.get("turns").size() - 1);
        assertThat(lastTurn.get("next_question").asText()).isNotBlank();
        List<String> ids = new ArrayList<>();
        before.get("graph").get("nodes").forEach(n -> ids.add(n.get("id").asText()));
        String merged = null;
        for (JsonNode n : before.get("graph").get("nodes")) {
            if (!n.get("id").asText().equals("n2") && n.get("node_type").asText().equals("functional_consequence")) {
                merged = n.get("id").asText();
                break;
            }
        }
        assertThat(merged).isNotNull();
        String deleted = ids.get(ids.size() - 1);
        Path edits = tmp.resolve("edits.json");
        Files.writeString(edits, "[{\"op\":\"rename\",\"node\":\"n1\",\"label\":\"creamy texture\"},"
                + "{\"op\":\"merge\",\"nodes\":[\"n2\",\"" + merged + "\"],\"label\":\"froths up in a latte\"},"
                + "{\"op\":\"delete_node\",\"node\":\"" + deleted + "\"},"
                + "{\"op\":\"delete_edge\",\"edge\":\"e1\"},"
                + "{\"op\":\"add_edge\",\"source\":\"n1\",\"target\":\"n2\",\"edge_type\":\"leads_to\"}]");
        CliRun run = cli("edit", "--session", session, "--db", db, "--edits", edits.toString());
        assertThat(run.exitCode).as(run.toString()).isZero();

        JsonNode after = export();
        assertThat(node(after, "n1").get("label").asText()).isEqualTo("creamy texture");
        assertThat(node(after, merged)).isNull();
        assertThat(node(after, deleted)).isNull();
        JsonNode survivor = node(after, "n2");
        assertThat(survivor.get("label").asText()).isEqualTo("froths up in a latte");
        assertThat(survivor.get("source_quotes").size())
                .isEqualTo(node(before, "n2").get("source_quotes").size()
                        + node(before, merged).get("source_quotes").size());
        for (JsonNode e : after.get("graph").get("edges")) {
            assertThat(e.get("source").asText()).isNotEqualTo(e.get("target").asText()).isNotEqualTo(deleted)
                    .isNotEqualTo(merged);
            assertThat(e.get("target").asText()).isNotEqualTo(deleted).isNotEqualTo(merged);
        }
        JsonNode log = after.get("edits");
        assertThat(log).hasSize(5);
        assertThat(log.get(1).get("op").asText()).isEqualTo("merge");
        assertThat(log.get(1).get("after_turn").asInt()).isEqualTo(6);
        assertThat(log.get(1).get("at").asText()).isNotBlank();
        assertThat(Files.readString(exportMd())).contains("## Researcher edits").contains("kept unchanged");

        CliRun resumed = cli("interview", "--methodology", "means_end_chain", "--concept", "oat_milk_mec",
                "--answers", tmp.resolve("rest.txt").toString(), "--db", db, "--resume", session, "--out",
                tmp.resolve("out2").toString());
        assertThat(resumed.exitCode).as(resumed.toString()).isZero();
        JsonNode finalJson = new ObjectMapper().readTree(tmp.resolve("out2/session.json").toFile());
        assertThat(finalJson.get("edits")).hasSize(5);
        JsonNode turns = finalJson.get("turns");
        for (int i = 6; i < turns.size(); i++) {
            assertThat(turns.get(i).get("focus_node_id").asText()).isNotIn(deleted, merged);
        }
        // new concepts of later turns never reuse a live id
        List<String> finalIds = new ArrayList<>();
        finalJson.get("graph").get("nodes").forEach(n -> finalIds.add(n.get("id").asText()));
        assertThat(finalIds).doesNotHaveDuplicates();
        assertThat(node(finalJson, "n1").get("label").asText()).isEqualTo("creamy texture");
    }

    @Test
    void deleting_the_pending_focus_re_ranks_the_next_question_onto_another_concept() throws IOException {
        JsonNode before = export();
        JsonNode trace = before.get("focus_trace");
        String focus = trace.get(trace.size() - 1).get("node_id").asText();
        JsonNode turns = before.get("turns");
        String suggested = turns.get(turns.size() - 1).get("next_question").asText();
        assertThat(node(before, focus)).as("the pending question is about a concept").isNotNull();
        Path edits = tmp.resolve("delete-focus.json");
        Files.writeString(edits, "[{\"op\":\"delete_node\",\"node\":\"" + focus + "\"}]");

        CliRun run = cli("edit", "--session", session, "--db", db, "--edits", edits.toString());

        assertThat(run.exitCode).as(run.toString()).isZero();
        String marker = "it is now: ";
        String changed = run.out.lines().filter(l -> l.contains(marker)).findFirst().orElseThrow();
        String newQuestion = changed.substring(changed.indexOf(marker) + marker.length());
        assertThat(newQuestion).isNotEqualTo(suggested);
        JsonNode after = export();
        JsonNode newTrace = after.get("focus_trace");
        JsonNode pending = newTrace.get(newTrace.size() - 1);
        // re-ranked: the winner is another concept, or a strategy that needs none (the trace says which)
        String newFocus = pending.get("node_id").asText();
        assertThat(newFocus).isNotEqualTo(focus);
        if (!newFocus.isEmpty()) {
            assertThat(node(after, newFocus)).isNotNull();
        }
        assertThat(pending.get("strategy").asText()).isNotBlank();

        Files.writeString(tmp.resolve("one.txt"), "I mostly use it in porridge in the morning.");
        CliRun resumed = cli("interview", "--methodology", "means_end_chain", "--concept", "oat_milk_mec",
                "--answers", tmp.resolve("one.txt").toString(), "--db", db, "--resume", session, "--out",
                tmp.resolve("out3").toString());
        assertThat(resumed.exitCode).as(resumed.toString()).isZero();
        JsonNode next = new ObjectMapper().readTree(tmp.resolve("out3/session.json").toFile()).get("turns")
                .get(turns.size());
        assertThat(next.get("question").asText()).isEqualTo(newQuestion);
        assertThat(next.get("focus_node_id").asText()).isNotEqualTo(focus);
    }

    @Test
    void a_passage_coded_as_a_concept_becomes_its_quote_and_bad_ones_are_named() throws IOException {
        JsonNode before = export();
        String answer = before.get("turns").get(1).get("answer").asText();
        String passage = answer.substring(0, Math.min(40, answer.length())).strip();
        Path edits = tmp.resolve("code-as.json");
        Files.writeString(edits, "[{\"op\":\"attach_quote\",\"node\":\"n1\",\"quote\":" + json(passage)
                + ",\"turn\":2}]");

        CliRun run = cli("edit", "--session", session, "--db", db, "--edits", edits.toString());

        assertThat(run.exitCode).as(run.toString()).isZero();
        JsonNode after = export();
        assertThat(node(after, "n1").get("source_quotes")).extracting(JsonNode::asText).contains(passage)
                .hasSize(node(before, "n1").get("source_quotes").size() + 1);
        assertThat(node(after, "n1").get("source_utterance_ids")).extracting(JsonNode::asText)
                .contains("u2-answer");
        JsonNode logged = after.get("edits").get(0);
        assertThat(logged.get("op").asText()).isEqualTo("attach_quote");
        assertThat(logged.get("quote").asText()).isEqualTo(passage);
        assertThat(logged.get("turn").asInt()).isEqualTo(2);

        Files.writeString(edits, "[{\"op\":\"attach_quote\",\"node\":\"n1\",\"quote\":" + json(passage)
                + "},{\"op\":\"attach_quote\",\"node\":\"n999\",\"quote\":\"x\"},"
                + "{\"op\":\"attach_quote\",\"node\":\"n1\",\"quote\":\"  \"}]");
        CliRun bad = cli("edit", "--session", session, "--db", db, "--edits", edits.toString());
        assertThat(bad.exitCode).isEqualTo(2);
        assertThat(bad.err.lines().toList()).containsExactly(
                "edit 1: \"" + passage + "\" is already a quote of n1",
                "edit 2: unknown node n999",
                "edit 3: the quote is empty");
        assertThat(export().get("graph")).isEqualTo(after.get("graph"));
    }

    private static String json(String text) {
        return new ObjectMapper().valueToTree(text).toString();
    }

    private Path exportMd() {
        Path out = tmp.resolve("t.md");
        cli("export", "--db", db, "--session", session, "--format", "md", "--out", out.toString());
        return out;
    }

    @Test
    void the_study_report_sums_what_the_researcher_kept_over_the_studys_interviews() throws IOException {
        CliRun second = cli("interview", "--methodology", "means_end_chain", "--concept", "oat_milk_mec",
                "--answers", tmp.resolve("rest.txt").toString(), "--db", db, "--out", tmp.resolve("out2").toString());
        assertThat(second.exitCode).as(second.toString()).isZero();
        List<String> sessions = cli("sessions", "--db", db).out.lines().skip(1).map(l -> l.split("\\s+")[0])
                .toList();
        assertThat(sessions).hasSize(2).contains(session);
        int concepts = 0;
        int edges = 0;
        for (String s : sessions) {
            session = s;
            JsonNode graph = export().get("graph");
            concepts += graph.get("nodes").size();
            edges += graph.get("edges").size();
        }
        session = sessions.get(0);
        Path edits = tmp.resolve("rename.json");
        Files.writeString(edits, "[{\"op\":\"rename\",\"node\":\"n1\",\"label\":\"silky texture\"}]");
        CliRun edit = cli("edit", "--session", session, "--db", db, "--edits", edits.toString());
        assertThat(edit.exitCode).as(edit.toString()).isZero();

        String study = cli("study", "create", "--db", db, "--name", "Edited study", "--methodology",
                "means_end_chain", "--concept", "oat_milk_mec").out.strip();
        for (String s : sessions) {
            assertThat(cli("study", "add", "--db", db, "--study", study, "--session", s).exitCode).isZero();
        }
        Path report = tmp.resolve("report.md");
        CliRun rep = cli("study", "report", "--db", db, "--study", study, "--out", report.toString());
        assertThat(rep.exitCode).as(rep.toString()).isZero();
        String md = Files.readString(report);
        assertThat(md).contains("## Researcher edits\n\nHow much of the engine's coding the researchers kept, "
                + "summed over the 2 interviews (1 of them edited; " + concepts + " concepts):");
        assertThat(md).contains("| kept unchanged | " + (concepts - 1) + " (", "| renamed | 1 (", "| deleted | 0 (",
                "| relationships (" + edges + " from the engine) | share |", "| kept unchanged | " + edges + " (100%)");
    }
}
