package org.interviewworkbench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.export.ScoringCsvExporter;
import org.interviewworkbench.export.SessionJsonExporter;
import org.interviewworkbench.export.TranscriptMarkdownExporter;
import org.interviewworkbench.simulation.BatchSimulation;
import org.interviewworkbench.simulation.InterviewDriver;
import org.interviewworkbench.simulation.Persona;
import org.interviewworkbench.simulation.QualityEvaluator;
import org.interviewworkbench.simulation.QualitySummary;
import org.interviewworkbench.simulation.RespondentFactory;
import org.interviewworkbench.simulation.Scenario;
import org.interviewworkbench.simulation.SimulationFiles;
import org.interviewworkbench.simulation.SimulationResult;
import org.interviewworkbench.simulation.SimulationRunner;
import org.interviewworkbench.simulation.SimulationSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import org.interviewworkbench.engine.port.ConsentStore.SessionConsent;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code simulate}: runs synthetic interviews (design.md). One run writes {@code DIR/session.json},
 * {@code DIR/scoring.csv} and {@code DIR/transcript.md}; {@code --runs N} runs seeds {@code seed .. seed+N-1} into
 * {@code DIR/run-<seed>/}, writes {@code DIR/summary.csv} and prints the mean/min/max table of the quality metrics.
 * Progress goes to stderr (a bar on a terminal, periodic lines otherwise).
 *
 * <p>Needs its collaborators through the constructor, so picocli's default factory cannot build it: the composition
 * root creates it with a {@link Wiring}.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Run a synthetic interview (or a batch of seeds) and write session.json, scoring.csv and "
                + "transcript.md.")
public final class SimulateCommand implements Callable<Integer> {

    /** Upper bounds of {@code --turns} and {@code --runs}. */
    static final int MAX_TURNS = 1_000;
    static final int MAX_RUNS = 10_000;
    static final int MAX_PARALLEL = 64;

    /** A resolved methodology: the engine config and its YAML text. */
    public record ResolvedMethodology(MethodologyConfig config, String source) {
    }

    /**
     * Engine options as given on the command line.
     *
     * @param respondent {@code scenario} (the offline scenario respondent) or {@code llm} (the engine's model plays
     *                   the persona, with the scenario's truth as hidden knowledge)
     */
    public record EngineOptions(String engine, String baseUrl, String model, String dbUrl, String respondent,
                                String redact, String fallback, java.util.function.Consumer<String> notes,
                                long turnDeadlineMs, String consent) {
        public EngineOptions(String engine, String baseUrl, String model, String dbUrl, String respondent,
                             String redact, String fallback, java.util.function.Consumer<String> notes) {
            this(engine, baseUrl, model, dbUrl, respondent, redact, fallback, notes,
                    org.interviewworkbench.engine.pipeline.TurnConcurrency.DEFAULT_DEADLINE_MS, null);
        }

        public EngineOptions(String engine, String baseUrl, String model, String dbUrl, String respondent) {
            this(engine, baseUrl, model, dbUrl, respondent, null, null, note -> { });
        }

        public EngineOptions(String engine, String baseUrl, String model, String dbUrl, String respondent,
                             String redact) {
            this(engine, baseUrl, model, dbUrl, respondent, redact, null, note -> { });
        }
    }

    /**
     * What a simulation runs on.
     *
     * @param driver      the interviewer (normally {@code InterviewDriver.of(service, store)})
     * @param embeddings  embeddings for focus matching and quality scoring
     * @param respondents respondent factory; {@code null} = the offline {@code ScenarioRespondent}
     */
    public record Backend(InterviewDriver driver, EmbeddingPort embeddings, RespondentFactory respondents,
                          java.util.function.Function<String, List<org.interviewworkbench.engine.port.EgressEntry>> egress,
                          java.util.function.Function<String, SessionConsent> consent, Runnable onClose)
            implements AutoCloseable {
        public Backend {
            onClose = onClose == null ? () -> { } : onClose;
        }

        public Backend(InterviewDriver driver, EmbeddingPort embeddings, RespondentFactory respondents) {
            this(driver, embeddings, respondents, id -> List.of());
        }

        public Backend(InterviewDriver driver, EmbeddingPort embeddings, RespondentFactory respondents,
                       java.util.function.Function<String, List<org.interviewworkbench.engine.port.EgressEntry>> egress) {
            this(driver, embeddings, respondents, egress, id -> null, null);
        }

        /** Releases what the backend opened (the session store); the command calls it when the runs are over. */
        @Override
        public void close() {
            onClose.run();
        }
    }

    /** The collaborators the composition root provides. Methods throw {@link UserInputException} on bad input. */
    public interface Wiring {
        /** {@code --methodology ID|FILE}. */
        ResolvedMethodology methodology(String idOrFile);

        /** {@code --concept FILE|ID}. */
        Concept concept(String fileOrId);

        /** Builds the interviewer for these engine options (a throwaway store when {@code dbUrl} is null). */
        Backend backend(EngineOptions options);
    }

    /** Writes one run's files into a folder. */
    @FunctionalInterface
    public interface RunWriter {
        void write(Path dir, SimulationResult result) throws IOException;

        /** With the requests the run sent to a language provider (session.json {@code egress}). */
        default void write(Path dir, SimulationResult result,
                           List<org.interviewworkbench.engine.port.EgressEntry> egress) throws IOException {
            write(dir, result);
        }

        /** With the consent note and redaction choice recorded with the session (session.json metadata). */
        default void write(Path dir, SimulationResult result,
                           List<org.interviewworkbench.engine.port.EgressEntry> egress, SessionConsent consent)
                throws IOException {
            write(dir, result, egress);
        }

        /** session.json, scoring.csv and transcript.md through the export package. */
        RunWriter EXPORTS = new RunWriter() {
            @Override
            public void write(Path dir, SimulationResult r) throws IOException {
                write(dir, r, List.of(), null);
            }

            @Override
            public void write(Path dir, SimulationResult r, List<org.interviewworkbench.engine.port.EgressEntry> egress)
                    throws IOException {
                write(dir, r, egress, null);
            }

            @Override
            public void write(Path dir, SimulationResult r, List<org.interviewworkbench.engine.port.EgressEntry> egress,
                              SessionConsent consent) throws IOException {
                exports(dir, r, egress, consent);
            }
        };

        private static void exports(Path dir, SimulationResult r,
                                    List<org.interviewworkbench.engine.port.EgressEntry> egress,
                                    SessionConsent consent) throws IOException {
            ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            OutputFile.write(dir.resolve("session.json"), mapper.writeValueAsString(
                    new SessionJsonExporter().export(r.snapshot(), r.turns(), r.quality().toJson(), List.of(),
                            egress, consent)) + "\n");
            OutputFile.write(dir.resolve("scoring.csv"), new ScoringCsvExporter().export(r.turns()));
            OutputFile.write(dir.resolve("transcript.md"),
                    new TranscriptMarkdownExporter().export(r.snapshot(), r.turns(), List.of(), consent));
        }
    }

    @Option(names = "--fallback", description = "offline: run offline when the LLM server cannot be reached "
            + "(default: stop with exit 1)")
    String fallback;
    @Option(names = "--redact", description = "auto (default: on for providers not on this machine), on or off")
    String redact;
    @Option(names = "--consent", description = "who consented to what, when (recorded with each run's session)")
    String consent;
    @Option(names = "--turn-deadline-ms", defaultValue = "15000", description = "LLM engines: after this many ms "
            + "from the answer the offline engine answers each late task, marked degraded (0: none; "
            + "default ${DEFAULT-VALUE})")
    long turnDeadlineMs;
    @Option(names = "--methodology", required = true, description = "Methodology id or YAML file.")
    String methodology;
    @Option(names = "--concept", required = true, description = "Concept YAML file or id.")
    String concept;
    @Option(names = "--persona", required = true, description = "Persona YAML file or id.")
    String persona;
    @Option(names = "--scenario", description = "Scenario YAML file or id (default: <concept>_1 when shipped).")
    String scenario;
    @Option(names = "--turns", required = true, description = "Maximum respondent turns.")
    int turns;
    @Option(names = "--seed", required = true, description = "Seed (first seed with --runs).")
    long seed;
    @Option(names = "--engine", defaultValue = "offline", description = "offline, openai, ollama or anthropic.")
    String engine;
    @Option(names = "--base-url", description = "Base URL of the LLM endpoint.")
    String baseUrl;
    @Option(names = "--model", description = "LLM model name.")
    String model;
    @Option(names = "--respondent", defaultValue = "scenario",
            description = "scenario (offline scenario respondent) or llm (the LLM engine plays the persona, the"
                    + " scenario is its hidden knowledge).")
    String respondent;
    @Option(names = "--db", description = "JDBC URL of the session database.")
    String db;
    @Option(names = "--out", required = true, description = "Output folder.")
    Path out;
    @Option(names = "--runs", defaultValue = "1", description = "Number of runs (seeds seed..seed+N-1).")
    int runs;
    @Option(names = "--parallel", description = "Runs at a time (default: the number of cores).")
    Integer parallel;
    @Option(names = "--force", description = "Clear the output of an earlier batch in --out first.")
    boolean force;
    @Option(names = "--continue", description = "Keep the finished runs of an earlier batch in --out and run the rest.")
    boolean continueBatch;

    @Spec
    CommandSpec spec;

    private final Wiring wiring;
    private final SimulationFiles files;
    private final RunWriter writer;
    private final Interruption interruption;
    private final DegradedSummary degraded = new DegradedSummary();

    public SimulateCommand(Wiring wiring, Interruption interruption) {
        this(wiring, new SimulationFiles(Path.of("methodologies")), RunWriter.EXPORTS, interruption);
    }

    public SimulateCommand(Wiring wiring, SimulationFiles files, RunWriter writer) {
        this(wiring, files, writer, new Interruption());
    }

    public SimulateCommand(Wiring wiring, SimulationFiles files, RunWriter writer, Interruption interruption) {
        this.wiring = wiring;
        this.files = files;
        this.writer = writer;
        this.interruption = interruption;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter stdout = spec.commandLine().getOut();
        checkNumbers();
        if (force && continueBatch) {
            throw new UserInputException("--force and --continue exclude each other: --force clears the earlier batch, "
                    + "--continue keeps its finished runs");
        }
        OutputFile.checkFolder(out, "--out");
        BatchFolder folder = new BatchFolder(out);
        List<Path> earlier = folder.earlierOutput();
        if (!earlier.isEmpty() && !force && !continueBatch) {
            throw new UserInputException("--out " + out + " already holds simulation output (" + describe(earlier)
                    + "); add --continue to keep its finished runs and do the rest, or --force to replace it");
        }
        ResolvedMethodology m = wiring.methodology(methodology);
        Concept c = wiring.concept(concept);
        Persona p = files.persona(persona);
        Scenario s = scenario != null ? files.scenario(scenario)
                : files.hasScenario(c.id() + "_1") ? files.scenario(c.id() + "_1") : null;
        Mismatch.conceptFitsMethodology(c, m.config().id());
        if (s != null) {
            Mismatch.scenarioFitsConcept(s.id(), s.concept(), c);
        }
        if (!List.of("scenario", "llm").contains(respondent)) {
            throw new UserInputException("unknown respondent '" + respondent + "' (use scenario or llm)");
        }
        Backend backend = wiring.backend(new EngineOptions(engine, baseUrl, model, db, respondent, redact, fallback,
                note -> {
                    err.println(note);
                    err.flush();
                }, turnDeadlineMs, consent));
        try (backend) {
            RespondentFactory respondents = backend.respondents() != null ? backend.respondents()
                    : RespondentFactory.offline(backend.embeddings());
            if (s == null && backend.respondents() == null) {
                throw new UserInputException("the offline respondent needs a scenario: pass --scenario FILE");
            }
            Map<Long, QualitySummary.Row> finished = new TreeMap<>();
            if (force) {
                folder.clear();
            } else if (continueBatch && runs > 1) {
                finished.putAll(folder.finishedRuns(seed, runs));
                folder.clearUnfinished(finished.keySet());
            } else if (continueBatch) {
                folder.clear();
            }
            SimulationRunner runner = new SimulationRunner(backend.driver(), respondents,
                    new QualityEvaluator(backend.embeddings()));
            SimulationSpec first = new SimulationSpec(m.config(), m.source(), c, p, s, engine, turns, seed);
            List<SimulationSpec> todo = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                if (!finished.containsKey(seed + i)) {
                    todo.add(first.withSeed(seed + i));
                }
            }
            if (!finished.isEmpty()) {
                err.println("continuing: " + finished.size() + " of " + runs + " runs already finished in " + out);
                err.flush();
            }
            interruption.stopCooperatively();
            Progress progress = new Progress(err, System.console() != null, runs, todo.size() * turns, finished.size(),
                    result -> keep(folder, backend, result, finished));
            new BatchSimulation(runner, threads()).run(todo, progress, interruption::requested);
            progress.done();
            degraded.line().ifPresent(err::println);
            if (interruption.requested() && finished.size() < runs) {
                err.println("interrupted after " + finished.size() + " of " + runs + " runs; finished runs in " + out);
                err.flush();
                return interruption.exitCode();
            }
            if (runs > 1) {
                stdout.print(new QualitySummary(new ArrayList<>(finished.values()), seed).table());
                stdout.flush();
            }
            return 0;
        }
    }

    /** Writes a finished run at once (and the summary), from the worker thread that finished it. */
    private void keep(BatchFolder folder, Backend backend, SimulationResult r, Map<Long, QualitySummary.Row> finished) {
        List<org.interviewworkbench.engine.port.EgressEntry> egress = backend.egress().apply(r.snapshot().info().id());
        SessionConsent consentRecord = backend.consent().apply(r.snapshot().info().id());
        r.turns().forEach(degraded::add);
        synchronized (finished) {
            if (runs == 1) {
                try {
                    writer.write(out, r, egress, consentRecord);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException("cannot write to " + out + ": " + e.getMessage(), e);
                }
                finished.put(r.spec().seed(), QualitySummary.Row.of(r));
                return;
            }
            folder.writeRun(r.spec().seed(), dir -> writer.write(dir, r, egress, consentRecord));
            finished.put(r.spec().seed(), QualitySummary.Row.of(r));
            folder.writeSummary(new QualitySummary(new ArrayList<>(finished.values()), seed));
        }
    }

    private int threads() {
        return parallel != null ? parallel : Math.max(1, Runtime.getRuntime().availableProcessors());
    }

    private void checkNumbers() {
        if (parallel != null && (parallel < 1 || parallel > MAX_PARALLEL)) {
            throw new UserInputException("--parallel must be between 1 and " + MAX_PARALLEL + ", not " + parallel);
        }
        if (turns < 1) {
            throw new UserInputException("--turns must be at least 1, not " + turns);
        }
        if (turns > MAX_TURNS) {
            throw new UserInputException("--turns " + turns + " is more than the limit of " + MAX_TURNS);
        }
        if (runs < 1) {
            throw new UserInputException("--runs must be at least 1, not " + runs);
        }
        if (runs > MAX_RUNS) {
            throw new UserInputException("--runs " + runs + " is more than the limit of " + MAX_RUNS);
        }
        try {
            Math.addExact(seed, runs - 1L);
        } catch (ArithmeticException e) {
            throw new UserInputException("--seed " + seed + " with --runs " + runs + " goes past the largest seed ("
                    + Long.MAX_VALUE + "); use a smaller seed");
        }
    }

    private static String describe(List<Path> earlier) {
        long folders = earlier.stream().filter(Files::isDirectory).count();
        long files = earlier.size() - folders;
        List<String> parts = new ArrayList<>();
        if (folders > 0) {
            parts.add(folders + (folders == 1 ? " run folder" : " run folders"));
        }
        if (files > 0) {
            parts.add(earlier.stream().filter(q -> !Files.isDirectory(q)).map(q -> q.getFileName().toString())
                    .collect(java.util.stream.Collectors.joining(", ")));
        }
        return String.join(", ", parts);
    }

    /** Progress on stderr: a redrawn bar on a terminal, a line every 10% otherwise; hands finished runs on. */
    static final class Progress implements BatchSimulation.Progress {
        private final PrintWriter err;
        private final boolean terminal;
        private final int runs;
        private final int maxTurns;
        private final int alreadyDone;
        private final java.util.function.Consumer<SimulationResult> finished;
        private int lastDecile = -1;
        private int done;

        Progress(PrintWriter err, boolean terminal, int runs, int maxTurns, int alreadyDone,
                 java.util.function.Consumer<SimulationResult> finished) {
            this.err = err;
            this.terminal = terminal;
            this.runs = runs;
            this.maxTurns = Math.max(1, maxTurns);
            this.alreadyDone = alreadyDone;
            this.finished = finished;
        }

        @Override
        public synchronized void turnFinished(int turnsDone, int maxTurnsTotal) {
            if (terminal) {
                int width = 30;
                int filled = (int) Math.round(width * Math.min(1.0, (double) turnsDone / maxTurns));
                err.print("\r[" + "#".repeat(filled) + " ".repeat(width - filled) + "] " + turnsDone + "/" + maxTurns
                        + " turns");
                err.flush();
            }
        }

        @Override
        public void runFinished(SimulationResult result, int doneNow, int total) {
            finished.accept(result);
            synchronized (this) {
                done = alreadyDone + doneNow;
                int decile = done * 10 / runs;
                if (!terminal && decile != lastDecile) {
                    lastDecile = decile;
                    err.println("simulated " + done + "/" + runs + " runs");
                    err.flush();
                }
            }
        }

        synchronized void done() {
            if (terminal) {
                err.println();
                err.flush();
            }
        }
    }
}
