package org.interviewworkbench.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.interviewworkbench.codec.RankingJson;
import org.interviewworkbench.codec.SignalJson;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.engine.scoring.StrategyRanker;
import org.interviewworkbench.engine.signal.InterviewPhaseCalculator;
import org.interviewworkbench.engine.signal.InterviewPhaseSignal;
import org.interviewworkbench.engine.signal.SignalValue;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code rank --methodology ID|FILE --signals FILE.json [--phase early|mid|late] [--turn N]}: what-if ranking of
 * given signals (design.md). Prints one JSON object {strategy, focus_node_id, alternatives, score_decomposition}.
 *
 * <p>Phase: {@code --phase} wins (its multipliers and bonuses, and the {@code meta.interview.phase} signal is set to
 * it); else the {@code meta.interview.phase} global signal; else {@code --turn} under the methodology's boundaries
 * with max turns 20 (the computed phase is then also set as the {@code meta.interview.phase} signal, as detection
 * would); else {@code mid}.
 *
 * <p>Design note: this command needs a {@link MethodologyResolver}, so picocli's default factory cannot build it.
 * The composition root ({@code AppFactory.create}) constructs it with the real methodology loader at merge time and
 * registers it under {@code WorkbenchCli}.
 */
@Command(name = "rank", mixinStandardHelpOptions = true,
        description = "What-if ranking: rank strategies and focus nodes for given signal values.")
public final class RankCommand implements Callable<Integer> {

    /** Max turns assumed for {@code --turn} phase boundaries. */
    public static final int MAX_TURNS = 20;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final MethodologyResolver resolver;
    private final StrategyRanker ranker = new StrategyRanker();

    @Spec
    private CommandSpec spec;

    @Option(names = "--methodology", required = true, paramLabel = "ID|FILE", description = "Methodology id or file.")
    private String methodology;

    @Option(names = "--signals", required = true, paramLabel = "FILE.json",
            description = "{\"global\": {signal: value}, \"nodes\": {node_id: {signal: value}}}")
    private Path signalsFile;

    @Option(names = "--phase", paramLabel = "early|mid|late", description = "Override the interview phase.")
    private String phase;

    @Option(names = "--turn", paramLabel = "N", description = "Turn number (phase from the methodology's boundaries).")
    private Integer turn;

    public RankCommand(MethodologyResolver resolver) {
        this.resolver = java.util.Objects.requireNonNull(resolver, "resolver");
    }

    @Override
    public Integer call() {
        spec.commandLine().getOut().println(run(resolver.resolve(methodology), readJson(signalsFile), phase, turn));
        spec.commandLine().getOut().flush();
        return 0;
    }

    /** The ranking JSON (one line) for a methodology, parsed signals input and phase options. */
    public String run(MethodologyConfig config, JsonNode input, String phaseOption, Integer turnOption) {
        if (!input.isObject()) {
            throw new UserInputException("signals: expected a JSON object {\"global\": {...}, \"nodes\": {...}}");
        }
        Map<String, SignalValue> global;
        Map<String, Map<String, SignalValue>> nodes = new LinkedHashMap<>();
        try {
            global = new LinkedHashMap<>(SignalJson.mapFromJson(input.get("global")));
            JsonNode nodesNode = input.get("nodes");
            if (nodesNode != null && !nodesNode.isNull()) {
                if (!nodesNode.isObject()) {
                    throw new UserInputException("signals: \"nodes\" must be an object of node id to signals");
                }
                Iterator<Map.Entry<String, JsonNode>> it = nodesNode.fields();
                while (it.hasNext()) {
                    Map.Entry<String, JsonNode> e = it.next();
                    try {
                        nodes.put(e.getKey(), SignalJson.mapFromJson(e.getValue()));
                    } catch (IllegalArgumentException ex) {
                        throw new UserInputException("signals: node '" + e.getKey() + "': " + ex.getMessage());
                    }
                }
            }
        } catch (IllegalArgumentException ex) {
            throw new UserInputException("signals: global: " + ex.getMessage());
        }
        InterviewPhase resolved = resolvePhase(config, global, phaseOption, turnOption);
        RankingResult result = ranker.rank(config, resolved, global, nodes);
        return RankingJson.toJson(result).toString();
    }

    private static InterviewPhase resolvePhase(MethodologyConfig config, Map<String, SignalValue> global,
                                               String phaseOption, Integer turnOption) {
        if (phaseOption != null) {
            InterviewPhase p = InterviewPhase.fromId(phaseOption).orElseThrow(() -> new UserInputException(
                    "--phase must be early, mid or late, not '" + phaseOption + "'"));
            global.put(InterviewPhaseSignal.NAME, SignalValue.of(p.id()));
            if (global.containsKey(InterviewPhaseSignal.IS_LATE_STAGE)) {
                global.put(InterviewPhaseSignal.IS_LATE_STAGE, SignalValue.of(p == InterviewPhase.LATE));
            }
            return p;
        }
        SignalValue signal = global.get(InterviewPhaseSignal.NAME);
        if (signal instanceof SignalValue.Text t) {
            return InterviewPhase.fromId(t.value()).orElseThrow(() -> new UserInputException(
                    "signals: meta.interview.phase must be early, mid or late, not '" + t.value() + "'"));
        }
        if (turnOption != null) {
            if (turnOption < 1) {
                throw new UserInputException("--turn must be 1 or more, not " + turnOption);
            }
            int nodeCount = global.get("graph.node_count") instanceof SignalValue.Num n ? (int) n.value() : 0;
            InterviewPhase p = InterviewPhaseCalculator.decide(config, turnOption, nodeCount, MAX_TURNS).phase();
            global.put(InterviewPhaseSignal.NAME, SignalValue.of(p.id()));
            return p;
        }
        return InterviewPhase.MID;
    }

    /**
     * Reads a JSON input file ({@code --signals}, {@code --events}): at most {@link BoundedInput#JSON_LIMIT} bytes,
     * every number finite and within range ({@link FiniteJson}), refused with {@code file:line:column} otherwise.
     */
    static JsonNode readJson(Path file) {
        byte[] bytes = BoundedInput.read(file, BoundedInput.JSON_LIMIT, "JSON file");
        try {
            FiniteJson.check(MAPPER.getFactory(), bytes, file.toString());
            return MAPPER.readTree(bytes);
        } catch (JsonProcessingException e) {
            String at = e.getLocation() == null ? "" : e.getLocation().getLineNr() + ":"
                    + e.getLocation().getColumnNr() + ": ";
            throw new UserInputException(file + ":" + at + "malformed JSON: "
                    + e.getOriginalMessage().replace('\n', ' '));
        } catch (IOException e) {
            throw new UserInputException(file + ": cannot read: " + e.getMessage());
        }
    }
}
