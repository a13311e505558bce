package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.interviewworkbench.app.Launcher;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12: the whole answer corpus ({@code src/test/resources/corpus/dev} and {@code heldout}: new domains, two
 * sets per methodology, written for this test and not used to write the rules) runs through the offline interviewer.
 * Every generated question is a question, and none puts a focus label that fails the slot grammar gate into a slot
 * (a label may only appear inside the respondent's own clause said back to them), and a label named in a slot is
 * one the respondent said in the last answer or the one before it. The questions and the share of
 * concept labels that pass the gate are written to {@code target/question-corpus.md} for the measured report
 * (docs/question-quality.md).
 */
class QuestionCorpusTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final StringBuilder REPORT = new StringBuilder("# Questions on the corpus\n");

    @TempDir
    static Path tmp;

    @TestFactory
    Stream<DynamicTest> no_question_fills_a_slot_with_a_phrase_that_fails_the_gate() throws Exception {
        List<Path> sets = new ArrayList<>();
        for (String part : List.of("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6",
                "heldout7", "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14",
                "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22",
                "heldout23", "heldout24", "heldout25", "heldout26", "heldout27", "heldout28", "heldout29", "heldout30",
                "heldout31", "heldout32", "heldout33", "heldout34", "heldout35", "heldout36", "heldout37", "heldout38",
                "heldout39", "heldout40", "heldout41", "heldout42", "heldout43", "heldout44", "heldout45",
                "heldout46", "heldout47", "heldout48", "heldout49", "heldout50", "heldout51", "heldout52",
                "heldout53", "heldout54", "heldout55", "heldout56", "heldout57", "heldout58", "heldout59",
                "heldout60", "heldout61", "heldout62", "heldout63", "heldout64", "heldout65", "heldout66",
                "heldout67", "heldout68", "heldout69", "heldout70", "heldout71", "heldout72",
                "heldout73", "heldout74", "heldout75", "heldout76", "heldout77", "heldout78", "heldout79",
                "heldout80", "heldout81", "heldout82", "heldout83", "heldout84")) {
            try (Stream<Path> dirs = Files.list(Path.of("src/test/resources/corpus", part))) {
                dirs.filter(Files::isDirectory).sorted().forEach(sets::add);
            }
        }
        assertThat(sets).hasSizeGreaterThanOrEqualTo(12);
        return sets.stream().map(set -> DynamicTest.dynamicTest(set.getParent().getFileName() + "/"
                + set.getFileName(), () -> run(set)));
    }

    private void run(Path set) throws Exception {
        String methodology = Files.readAllLines(set.resolve("concept.yaml")).stream()
                .filter(l -> l.startsWith("methodology:")).findFirst().orElseThrow().substring(12).strip();
        Path out = tmp.resolve(set.getParent().getFileName() + "-" + set.getFileName());
        StringWriter err = new StringWriter();
        int code = Launcher.run(new String[] {"interview", "--methodology", methodology, "--concept",
                set.resolve("concept.yaml").toString(), "--answers", set.resolve("answers.txt").toString(), "--db",
                "jdbc:h2:mem:corpus-" + set.getFileName() + "-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1",
                "--out", out.toString()}, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertThat(code).as(err.toString()).isZero();
        JsonNode session = JSON.readTree(out.resolve("session.json").toFile());
        NounPhraseGate gate = new NounPhraseGate(EngineHolder.NLP);
        QuestionComposer composer = new QuestionComposer(EngineHolder.NLP);
        synchronized (REPORT) {
            REPORT.append("\n## ").append(set.getParent().getFileName()).append('/').append(set.getFileName())
                    .append(" (").append(methodology).append(")\n\n");
            REPORT.append("0. ").append(session.path("turns").get(0).path("question").asText()).append('\n');
        }
        String previousAnswer = "";
        for (JsonNode turn : session.path("turns")) {
            String q = turn.path("next_question").asText();
            String answer = turn.path("answer").asText("");
            String label = turn.path("focus_label").isNull() ? null : turn.path("focus_label").asText();
            boolean ended = "respondent_ended".equals(turn.path("termination_reason").asText());
            if (ended) { // the close answered with a goodbye: the interview ends on the thank-you, no question
                assertThat(q).as(set + " turn " + turn.path("turn_number")).doesNotContain("?");
            } else {
                assertThat(q).as(set + " turn " + turn.path("turn_number")).endsWith("?");
            }
            boolean topic = label != null && label.equalsIgnoreCase(session.path("metadata").path("concept_name").asText());
            // a stimulus element is named by the card's own words in quotation marks, not put in a noun slot
            boolean cardWords = label != null && elementLabels(set).contains(label) && q.contains("\"" + label + "\"");
            if (label != null && !topic && !cardWords && !acceptable(label, gate, composer)) {
                assertThat(outsideReflection(q).toLowerCase(Locale.ROOT))
                        .as(set + " turn " + turn.path("turn_number") + ": a label that fails the gate in: " + q)
                        .doesNotContain(label.toLowerCase(Locale.ROOT));
            }
            if (label != null && !topic && !cardWords && !label.isBlank()
                    && words(outsideReflection(q)).contains(words(label))) {
                // a label named in a slot is the respondent's phrase from the last answer or the one before it
                assertThat(words(answer + " | " + previousAnswer))
                        .as(set + " turn " + turn.path("turn_number") + ": a slot names a phrase not said in the last"
                                + " two answers: " + q)
                        .contains(words(label));
            }
            previousAnswer = answer;
            synchronized (REPORT) {
                REPORT.append(turn.path("turn_number").asInt()).append(". [").append(turn.path("strategy").asText())
                        .append(" · ").append(label).append("] ").append(q).append('\n');
            }
        }
        int labels = 0;
        int passing = 0;
        for (JsonNode node : session.path("graph").path("nodes")) {
            labels++;
            if (acceptable(node.path("label").asText(), gate, composer)) {
                passing++;
            }
        }
        synchronized (REPORT) {
            REPORT.append("\nlabels passing the gate: ").append(passing).append(" of ").append(labels).append('\n');
        }
    }

    /** Lower-case words with single spaces, padded with a space at each end ("Peace of mind," -> " peace of mind "). */
    private static String words(String text) {
        return " " + text.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("[^\\p{L}\\p{N}'-]+", " ").strip()
                + " ";
    }

    /** The labels of the concept's stimulus elements ({@code label: "..."} under {@code elements:}). */
    private static List<String> elementLabels(Path set) throws java.io.IOException {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(set.resolve("concept.yaml"))) {
            String l = line.strip();
            if (l.startsWith("label:")) {
                out.add(l.substring(6).strip().replaceAll("^\"|\"$", ""));
            }
        }
        return out;
    }

    /** Whether the composer could put this label in a slot (as it is, or as a gerund phrase). */
    private static boolean acceptable(String label, NounPhraseGate gate, QuestionComposer composer) {
        String clean = LabelCleaner.cleanLabel(label.toLowerCase(Locale.ROOT), "");
        return clean != null && (gate.passes(clean) || gate.passes(composer.nounPhrase(clean)));
    }

    /**
     * The question without an acknowledgement that opens it ("Sorry, you did say that. "), the respondent's clause
     * said back to them ("You said ... .") and without their words
     * quoted verbatim (a grid construct's poles, "On "compact versus bulky", ..."): neither is a slot.
     */
    private static String outsideReflection(String asked) {
        String q = NotedQuery.withoutNote(asked); // an acknowledgement before the question
        String out = q;
        if (q.startsWith("You said ") || q.startsWith("You mentioned that ")) {
            int end = q.indexOf(". ");
            out = end < 0 ? "" : q.substring(end + 2);
        }
        return out.replaceAll("\"[^\"]*\"", "\"\"");
    }

    @AfterAll
    static void writeReport() throws Exception {
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/question-corpus.md"), REPORT.toString());
    }
}
