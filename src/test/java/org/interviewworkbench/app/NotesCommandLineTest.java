package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Typo corrections of past answers and memos through {@code edit}, on record and exported (issue 13). */
class NotesCommandLineTest {

    @TempDir
    Path tmp;

    private AppFactory factory;
    private String db;
    private String session;

    @BeforeEach
    void interviewThreeAnswers() throws IOException {
        factory = TestApp.factory(tmp);
        db = "jdbc:h2:" + tmp.resolve("notes-db").toAbsolutePath();
        List<String> paragraphs = List.of(Files.readString(Path.of("src/test/resources/answers/oat-milk-mec.txt"))
                .split("\\n\\s*\\n"));
        Files.writeString(tmp.resolve("first.txt"), String.join("\n\n", paragraphs.subList(0, 3)));
        CliRun run = CliRun.run(factory, "interview", "--methodology", "means_end_chain", "--concept", "oat_milk_mec",
                "--answers", tmp.resolve("first.txt").toString(), "--db", db, "--out", tmp.resolve("out").toString());
        assertThat(run.exitCode).as(run.toString()).isZero();
        session = CliRun.run(factory, "sessions", "--db", db).out.lines().skip(1).findFirst().orElseThrow()
                .split("\\s+")[0];
    }

    private JsonNode export() throws IOException {
        Path out = tmp.resolve("export-" + System.nanoTime() + ".json");
        CliRun run = CliRun.run(factory, "export", "--db", db, "--session", session, "--format", "json", "--out",
                out.toString());
        assertThat(run.exitCode).as(run.toString()).isZero();
        return new ObjectMapper().readTree(out.toFile());
    }

    private String exportMd() throws IOException {
        Path out = tmp.resolve("t-" + System.nanoTime() + ".md");
        CliRun.run(factory, "export", "--db", db, "--session", session, "--format", "md", "--out", out.toString());
        return Files.readString(out);
    }

    private CliRun edit(String json) throws IOException {
        Path edits = tmp.resolve("edits-" + System.nanoTime() + ".json");
        Files.writeString(edits, json);
        return CliRun.run(factory, "edit", "--session", session, "--db", db, "--edits", edits.toString());
    }

    @Test
    void a_typo_is_corrected_in_the_stored_answer_and_memos_are_kept_all_on_record() throws IOException {
        JsonNode before = export();
        String answer = before.get("turns").get(1).get("answer").asText();
        String word = answer.split("\\s+")[3];
        String typo = answer.replaceFirst(java.util.regex.Pattern.quote(word), "XX" + word);
        assertThat(typo).isNotEqualTo(answer);
        String first = before.get("graph").get("nodes").get(0).get("id").asText();

        CliRun run = edit("[{\"op\":\"correct_answer\",\"turn\":2,\"before\":" + json(answer) + ",\"after\":"
                + json(typo) + "},"
                + "{\"op\":\"memo\",\"turn\":2,\"text\":\"hesitated before answering\"},"
                + "{\"op\":\"memo\",\"node\":\"" + first + "\",\"text\":\"check against interview 4\"}]");
        assertThat(run.exitCode).as(run.toString()).isZero();

        JsonNode after = export();
        assertThat(after.get("turns").get(1).get("answer").asText()).isEqualTo(typo);
        assertThat(after.get("turns").get(0).get("answer")).isEqualTo(before.get("turns").get(0).get("answer"));
        assertThat(after.get("graph")).as("extraction is not run again").isEqualTo(before.get("graph"));
        JsonNode log = after.get("edits");
        assertThat(log).hasSize(3);
        assertThat(log.get(0).get("op").asText()).isEqualTo("correct_answer");
        assertThat(log.get(0).get("before").asText()).isEqualTo(answer);
        assertThat(log.get(0).get("after").asText()).isEqualTo(typo);
        assertThat(log.get(1).get("op").asText()).isEqualTo("memo");
        assertThat(log.get(1).get("turn").asInt()).isEqualTo(2);
        assertThat(log.get(2).get("node").asText()).isEqualTo(first);
        assertThat(log.get(2).get("text").asText()).isEqualTo("check against interview 4");
        String md = exportMd();
        assertThat(md).contains("**Respondent (turn 2):** " + typo)
                .contains("hesitated before answering").contains("check against interview 4");

        // a passage of the answer is enough: the typo goes again
        CliRun fix = edit("[{\"op\":\"correct_answer\",\"turn\":2,\"before\":\"XX" + word + "\",\"after\":\"" + word
                + "\"}]");
        assertThat(fix.exitCode).as(fix.toString()).isZero();
        assertThat(export().get("turns").get(1).get("answer").asText()).isEqualTo(answer);
    }

    @Test
    void bad_notes_are_each_named_and_nothing_changes() throws IOException {
        JsonNode before = export();
        CliRun run = edit("[{\"op\":\"memo\",\"turn\":1,\"text\":\"fine\"},"
                + "{\"op\":\"correct_answer\",\"turn\":1,\"before\":\"no such passage here\",\"after\":\"x\"},"
                + "{\"op\":\"memo\",\"node\":\"n999\",\"text\":\"x\"},"
                + "{\"op\":\"correct_answer\",\"turn\":9,\"before\":\"a\",\"after\":\"b\"},"
                + "{\"op\":\"memo\",\"text\":\"on nothing\"}]");

        assertThat(run.exitCode).isEqualTo(2);
        List<String> lines = run.err.lines().toList();
        assertThat(lines).containsExactly("edit 2: \"no such passage here\" is not in the answer",
                "edit 3: unknown node n999", "edit 4: no answer of turn 9 (answered turns: 1-3)",
                "edit 5: a memo is on a turn or on a concept: give \"turn\" or \"node\"");
        JsonNode after = export();
        assertThat(after.get("turns")).isEqualTo(before.get("turns"));
        assertThat(after.get("edits")).isEmpty();
    }

    private static String json(String s) {
        return new ObjectMapper().valueToTree(s).toString();
    }
}
