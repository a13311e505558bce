package org.interviewworkbench.language.offline;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import org.interviewworkbench.language.offline.GoldCodingScorer.SetScore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Node and edge precision/recall of the offline engine against the gold coding, per methodology and per folder
 * ({@code dev} tuned on; {@code heldout3} held out; {@code heldout} and {@code heldout2} were read while rules were
 * written, docs/question-quality.md), written to {@code target/gold-coding.md} with every miss and
 * false positive. A measurement, not a test: it asserts nothing and does not run in the default build (surefire
 * runs {@code *Test} classes only). Run it with
 * {@code ./mvnw -o -q test -Dtest=GoldCodingBench -Dsurefire.failIfNoSpecifiedTests=false}.
 *
 * <p>To score another build of the engine (a released jar run through {@code interview} by hand), pass
 * {@code -Dgold.sessions=<dir>}: the session of set {@code <name>} is then read from
 * {@code <dir>/<name>/session.json} instead of being run here; {@code -Dgold.folders=heldout5} (comma-separated)
 * limits the run to those folders, and {@code -Dgold.report=<file>} names the report (default
 * {@code target/gold-coding.md}).
 */
class GoldCodingBench {

    @TempDir
    Path tmp;

    @Test
    void print_node_and_edge_precision_and_recall_per_methodology() throws Exception {
        Predicate<String> gate = GoldCorpus.gate();
        Map<String, Map<String, SetScore>> byMethodology = new LinkedHashMap<>();
        StringBuilder details = new StringBuilder("\n## Per set: misses, false positives, wrong types\n");
        String sessions = System.getProperty("gold.sessions");
        List<String> folders = System.getProperty("gold.folders") == null ? GoldCorpus.FOLDERS
                : List.of(System.getProperty("gold.folders").split(","));
        for (GoldCorpus.AnswerSet set : GoldCorpus.sets()) {
            if (!folders.contains(set.folder())) {
                continue;
            }
            JsonNode session = sessions == null ? GoldCorpus.interview(set, tmp.resolve(set.folder() + "-" + set.name()))
                    : new com.fasterxml.jackson.databind.ObjectMapper().readTree(
                            Path.of(sessions, set.name(), "session.json").toFile());
            List<String> answers = set.answers();
            SetScore s = GoldCodingScorer.score(set.gold(), answers, GoldCodingScorer.nodes(session, answers),
                    GoldCodingScorer.edges(session), gate);
            byMethodology.computeIfAbsent(set.methodology(), m -> new LinkedHashMap<>()).put(set.folder(), s);
            details.append("\n### ").append(set).append(" (").append(set.methodology()).append(")\n\n")
                    .append(row(set.toString(), s)).append("\n\n")
                    .append("- gold concepts missed: ").append(s.misses()).append('\n')
                    .append("- extracted nodes matching no gold concept: ").append(s.falsePositives()).append('\n')
                    .append("- matched with another type: ").append(s.wrongType()).append('\n')
                    .append("- gold relationships missed: ").append(s.edgeMisses()).append('\n')
                    .append("- extracted edges not in the gold: ").append(s.edgeFalse()).append('\n')
                    .append("- questions with a gate-failing focus label in a slot (QuestionCorpusTest's rule): ")
                    .append(slotFaults(session, gate)).append('\n');
        }
        StringBuilder table = new StringBuilder("# Gold coding: node and edge precision/recall (offline engine)\n\n")
                .append("dev = tuned on; heldout3 = held out (see docs/question-quality.md for what was read when). "
                        + "Counts summed over sets.\n\n")
                .append(header());
        Map<String, List<SetScore>> byFolder = new LinkedHashMap<>();
        for (Map.Entry<String, Map<String, SetScore>> m : byMethodology.entrySet()) {
            for (Map.Entry<String, SetScore> f : m.getValue().entrySet()) {
                table.append(row(m.getKey() + " · " + f.getKey(), f.getValue())).append('\n');
                byFolder.computeIfAbsent(f.getKey(), k -> new ArrayList<>()).add(f.getValue());
            }
        }
        for (Map.Entry<String, List<SetScore>> f : byFolder.entrySet()) {
            table.append(row("**all · " + f.getKey() + "**", SetScore.sum(f.getValue()))).append('\n');
        }
        String report = table + details.toString();
        Path file = Path.of(System.getProperty("gold.report", "target/gold-coding.md"));
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, report);
        System.out.println(table);
    }

    /**
     * The questions that put a focus label failing the gate into a slot: outside the respondent's clause said back
     * ("You said ... ."), not the topic and not a stimulus element quoted in quotation marks; as in
     * {@code QuestionCorpusTest}.
     */
    private static List<String> slotFaults(JsonNode session, Predicate<String> gate) {
        List<String> faults = new ArrayList<>();
        String topic = session.path("metadata").path("concept_name").asText();
        for (JsonNode turn : session.path("turns")) {
            String q = turn.path("next_question").asText();
            String label = turn.path("focus_label").isNull() ? null : turn.path("focus_label").asText(null);
            if (label == null || label.equalsIgnoreCase(topic) || q.contains("\"" + label + "\"") || gate.test(label)) {
                continue;
            }
            String outside = q;
            if (q.startsWith("You said ") || q.startsWith("You mentioned that ")) {
                int end = q.indexOf(". ");
                outside = end < 0 ? "" : q.substring(end + 2);
            }
            if (outside.toLowerCase(Locale.ROOT).contains(label.toLowerCase(Locale.ROOT))) {
                faults.add("turn " + turn.path("turn_number").asInt() + " [" + label + "] " + q);
            }
        }
        return faults;
    }

    private static String header() {
        return "| methodology · folder | nodes (extracted / gold) | node P | node R | node P typed | node R typed "
                + "| edges (extracted / gold) | edge P | edge R | edge P typed | edge R typed "
                + "| gold edges with both ends matched | labels passing gate (engine / gold) |\n"
                + "|---|---|---|---|---|---|---|---|---|---|---|---|---|\n";
    }

    private static String row(String name, SetScore s) {
        return "| " + name + " | " + s.extractedNodes() + " / " + s.goldConcepts() + " | "
                + ratio(s.matched(), s.extractedNodes()) + " | " + ratio(s.matched(), s.goldConcepts()) + " | "
                + ratio(s.matchedTyped(), s.extractedNodes()) + " | " + ratio(s.matchedTyped(), s.goldConcepts())
                + " | " + s.extractedEdges() + " / " + s.goldEdges() + " | " + ratio(s.edgesFound(), s.extractedEdges())
                + " | " + ratio(s.edgesFound(), s.goldEdges()) + " | " + ratio(s.edgesFoundTyped(), s.extractedEdges())
                + " | " + ratio(s.edgesFoundTyped(), s.goldEdges()) + " | " + s.edgesReachable() + " | "
                + ratio(s.gatePassing(), s.extractedNodes())
                + " / " + ratio(s.goldGatePassing(), s.goldConcepts()) + " |";
    }

    private static String ratio(int part, int whole) {
        return whole == 0 ? "-" : String.format(Locale.ROOT, "%.2f", (double) part / whole);
    }
}
