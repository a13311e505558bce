package org.interviewworkbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interviewworkbench.engine.TestMethodologies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code rank}: what-if ranking from a signals file, with a programmatic methodology resolver. */
class RankCommandTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final MethodologyResolver RESOLVER = id -> switch (id) {
        case "jobs_to_be_done_v2" -> TestMethodologies.jtbdV2();
        case "means_end_chain" -> TestMethodologies.mec();
        default -> throw new UserInputException("unknown methodology '" + id + "'");
    };

    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    private Run run(String signalsJson, String... extra) throws Exception {
        Path file = dir.resolve("signals.json");
        Files.writeString(file, signalsJson.replace('\'', '"'));
        CommandLine cli = new CommandLine(new RankCommand(RESOLVER));
        cli.setExecutionExceptionHandler((ex, c, p) -> {
            if (ex instanceof UserInputException) {
                c.getErr().println(ex.getMessage());
                return UserInputException.EXIT_CODE;
            }
            throw ex;
        });
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        String[] args = new String[extra.length + 2];
        args[0] = "--signals";
        args[1] = file.toString();
        System.arraycopy(extra, 0, args, 2, extra.length);
        int code = cli.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private static final String JTBD_ALL_THREE = "{'global': {'llm.response_depth': 'moderate', 'llm.valence': 0.5, "
            + "'llm.certainty': 0.5, 'llm.specificity': 0.5, 'llm.engagement': 0.5, 'llm.intellectual_engagement': 0.5, "
            + "'temporal.strategy_repetition_count': 0}, "
            + "'nodes': {'B': {'graph.node.focus_count': 'low'}, 'A': {'graph.node.focus_count': 'none'}}}";

    @Test
    void rankPrintsOneJsonObjectWithStageOneThenStageTwoEntries() throws Exception {
        Run r = run(JTBD_ALL_THREE, "--methodology", "jobs_to_be_done_v2", "--phase", "early");
        assertThat(r.code()).isZero();
        JsonNode json = MAPPER.readTree(r.out());
        assertThat(json.fieldNames()).toIterable().containsExactly("strategy", "focus_node_id", "alternatives",
                "score_decomposition");
        assertThat(json.get("strategy").asText()).isEqualTo("explore_situation");
        assertThat(json.get("focus_node_id").asText()).isEqualTo("A");
        assertThat(json.get("alternatives").get(0).get(0).asText()).isEqualTo("explore_situation");
        assertThat(json.get("alternatives").get(0).get(1).asDouble()).isCloseTo(1.55, within(1e-12));
        JsonNode decomposition = json.get("score_decomposition");
        assertThat(decomposition.size()).isEqualTo(7 + 2);
        JsonNode first = decomposition.get(0);
        assertThat(first.fieldNames()).toIterable().containsExactly("strategy", "node_id", "signal_contributions",
                "base_score", "phase_multiplier", "phase_bonus", "final_score", "rank", "selected");
        assertThat(first.get("node_id").asText()).isEmpty();
        assertThat(first.get("phase_multiplier").asDouble()).isEqualTo(1.5);
        assertThat(first.get("signal_contributions").get(0).fieldNames()).toIterable()
                .containsExactly("name", "value", "weight", "contribution");
        assertThat(decomposition.get(7).get("node_id").asText()).isEqualTo("A");
        assertThat(decomposition.get(8).get("node_id").asText()).isEqualTo("B");
        assertThat(decomposition.get(7).get("selected").asBoolean()).isTrue();
    }

    @Test
    void phaseOverrideAlsoSetsThePhaseSignalSoValidateOutcomeLosesItsEarlyPenalty() throws Exception {
        String signals = "{'global': {'meta.interview.phase': 'early', 'llm.certainty': 0.5}, 'nodes': {}}";
        Run late = run(signals, "--methodology", "jobs_to_be_done_v2", "--phase", "late");
        JsonNode json = MAPPER.readTree(late.out());
        assertThat(json.get("strategy").asText()).isEqualTo("validate_outcome");
        // 0.7 (certainty.mid) x 1.5 + 0.2
        assertThat(json.get("alternatives").get(0).get(1).asDouble()).isCloseTo(1.25, within(1e-12));
        assertThat(json.get("focus_node_id").isNull()).isTrue();
    }

    @Test
    void withoutPhaseThePhaseSignalThenTheTurnThenMidDecide() throws Exception {
        String fromSignal = "{'global': {'meta.interview.phase': 'late', 'llm.engagement': 0.0}}";
        JsonNode a = MAPPER.readTree(run(fromSignal, "--methodology", "means_end_chain").out());
        // MEC late: revitalize (0.8 engagement.low) x 1.2 + 0.2 = 1.16
        assertThat(a.get("strategy").asText()).isEqualTo("revitalize");
        assertThat(a.get("alternatives").get(0).get(1).asDouble()).isCloseTo(1.16, within(1e-12));
        String bare = "{'global': {'llm.engagement': 0.0}}";
        JsonNode turn19 = MAPPER.readTree(run(bare, "--methodology", "means_end_chain", "--turn", "19").out());
        assertThat(turn19.get("alternatives").get(0).get(1).asDouble()).isCloseTo(1.16, within(1e-12));
        JsonNode mid = MAPPER.readTree(run(bare, "--methodology", "means_end_chain").out());
        // MEC mid: revitalize x 1.0 -> 0.8 (reflect 0.6 x 0.7 = 0.42)
        assertThat(mid.get("alternatives").get(0).get(1).asDouble()).isCloseTo(0.8, within(1e-12));
    }

    @Test
    void userMistakesAreOneLineErrorsWithExitTwo() throws Exception {
        Run unknown = run("{}", "--methodology", "nope");
        assertThat(unknown.code()).isEqualTo(2);
        assertThat(unknown.err().strip()).isEqualTo("unknown methodology 'nope'");
        Run malformed = run("{'global': ", "--methodology", "means_end_chain");
        assertThat(malformed.code()).isEqualTo(2);
        assertThat(malformed.err().strip()).contains("malformed JSON").doesNotContain("\n");
        Run badValue = run("{'global': {'x': [1]}}", "--methodology", "means_end_chain");
        assertThat(badValue.err().strip()).startsWith("signals: global: signal 'x'");
        Run badPhase = run("{}", "--methodology", "means_end_chain", "--phase", "final");
        assertThat(badPhase.err().strip()).isEqualTo("--phase must be early, mid or late, not 'final'");
    }
}
