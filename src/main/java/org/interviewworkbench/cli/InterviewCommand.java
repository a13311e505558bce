package org.interviewworkbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.pipeline.TurnInput;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.SessionStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code interview}: runs the pipeline on given respondent answers and writes the session files. */
@Command(name = "interview", mixinStandardHelpOptions = true,
        description = "Runs the interviewer on respondent answers (one per paragraph, or .jsonl {\"answer\": ...}), "
                + "printing each next question, and writes session.json, scoring.csv and transcript.md.")
public final class InterviewCommand implements Callable<Integer> {

    /** Upper bound of {@code --max-turns}. */
    static final int MAX_TURNS = 1_000;

    @Spec
    private CommandSpec spec;

    @Option(names = "--methodology", description = "methodology id or YAML file (not needed with --resume)")
    private String methodology;

    @Option(names = "--concept", description = "concept file or id (not needed with --resume)")
    private String concept;

    @Option(names = "--answers", required = true, description = "answers file, or - for standard input")
    private String answers;

    @Option(names = "--engine", description = "offline (default), openai, anthropic or ollama")
    private String engine;

    @Option(names = "--base-url", description = "base URL of the LLM server")
    private String baseUrl;

    @Option(names = "--model", description = "model name for every LLM task")
    private String model;

    @Option(names = "--redact", description = "auto (default: on for providers not on this machine), on or off")
    private String redact;

    @Option(names = "--fallback", description = "offline: run offline when the LLM server cannot be reached "
            + "(default: stop with exit 1)")
    private String fallback;

    @Option(names = "--consent", description = "who consented to what, when (recorded with the session, shown in "
            + "session.json and transcript.md)")
    private String consent;

    @Option(names = "--turn-deadline-ms", defaultValue = "15000", description = "LLM engines: after this many ms "
            + "from the answer the offline engine answers each late task, marked degraded (0: none; "
            + "default ${DEFAULT-VALUE})")
    private long turnDeadlineMs;

    @Option(names = "--db", description = "H2 or PostgreSQL JDBC URL (default: a file under ~/.interview-workbench/)")
    private String db;

    @Option(names = "--out", required = true, description = "folder for session.json, scoring.csv, transcript.md")
    private Path out;

    @Option(names = "--resume", description = "continue this session id with more answers")
    private String resume;

    @Option(names = "--max-turns", defaultValue = "20", description = "maximum respondent turns (default ${DEFAULT-VALUE})")
    private int maxTurns;

    @Option(names = "--seed", defaultValue = "1", description = "seed for deterministic phrasing (default ${DEFAULT-VALUE})")
    private long seed;

    private final CliServices services;

    public InterviewCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        List<String> answerList = new AnswerFileReader().read(answers, System.in);
        if (resume == null && (methodology == null || concept == null)) {
            throw new UserInputException("--methodology and --concept are required (or --resume SESSION_ID with --db)");
        }
        if (consent != null && consent.length() > org.interviewworkbench.engine.port.ConsentStore.MAX_TEXT) {
            throw new UserInputException("--consent is longer than "
                    + org.interviewworkbench.engine.port.ConsentStore.MAX_TEXT + " characters");
        }
        if (maxTurns < 1 || maxTurns > MAX_TURNS) {
            throw new UserInputException("--max-turns must be between 1 and " + MAX_TURNS + ", not " + maxTurns);
        }
        CliServices.LoadedMethodology m = null;
        Concept c = null;
        if (resume == null) {
            m = services.methodology(methodology);
            c = services.concept(concept);
            Mismatch.conceptFitsMethodology(c, m.config().id());
        }
        OutputFile.checkFolder(out, "--out");
        SessionStore store = services.openStore(db);
        try {
            if (resume != null) {
                java.util.Optional<String> writer = services.otherWriter(store, resume);
                if (writer.isPresent()) {
                    throw new UserInputException(writer.get() + "; --resume is refused (run it again later)");
                }
            }
            LanguageEngine language = services.languageEngine(engine, baseUrl, model, redact, fallback,
                    note -> {
                        stderr.println(note);
                        stderr.flush();
                    });
            InterviewService service = services.interviewService(store, language, turnDeadlineMs);
            SessionSnapshot session;
            MethodologyConfig config;
            if (resume != null) {
                session = store.load(resume).orElseThrow(() -> new UserInputException("no session " + resume
                        + " in " + (db == null ? "the default database" : db)));
                config = services.parseMethodology(session.methodologySource(), session.info().methodologyId());
                stdout.println("Resuming session " + session.info().id() + " after turn "
                        + session.state().turnCount() + ".");
                stdout.println("Q: " + session.state().pendingQuestion());
            } else {
                config = m.config();
                session = service.start(new InterviewService.StartRequest(null, config, m.source(), c,
                        engine == null ? "offline" : engine, seed, maxTurns, null, null));
                stdout.println("Session " + session.info().id() + " (" + config.id() + ", " + c.id() + ")");
                stdout.println("Q: " + session.state().pendingQuestion());
            }
            String sessionId = session.info().id();
            services.interruption().exitNote("interrupted; every answered turn is kept. Continue with: interview "
                    + "--resume " + sessionId + (db == null ? "" : " --db " + db) + " --answers FILE --out " + out);
            var consentLog = services.consentLog(store);
            if (resume == null || consent != null) {
                consentLog.record(sessionId, new org.interviewworkbench.engine.port.ConsentStore.SessionConsent(
                        consent, services.redaction(language), java.time.Instant.now()));
            }
            var egressLog = services.egressLog(store);
            egressLog.append(sessionId, services.drainEgress(language));
            int used = 0;
            DegradedSummary degraded = new DegradedSummary();
            for (String answer : answerList) {
                TurnResult r = service.answer(new TurnInput(sessionId, answer, config));
                used++;
                egressLog.append(sessionId, services.drainEgress(language));
                r.notices().forEach(n -> stderr.println("notice (turn " + r.turnNumber() + "): " + n));
                degraded.add(r);
                String focus = r.focusNodeId() == null ? "" : " · focus: " + r.focusLabel();
                stdout.println("[turn " + r.turnNumber() + " · " + r.strategy() + focus + "] " + r.nextQuestion());
                if (!r.shouldContinue()) {
                    stdout.println("Interview ended: " + r.terminationReason()
                            + (used < answerList.size() ? " (" + (answerList.size() - used) + " answers not used)" : ""));
                    break;
                }
            }
            degraded.line().ifPresent(stderr::println);
            SessionSnapshot finalState = store.load(sessionId).orElseThrow();
            new RunFolderWriter().write(out, finalState, store.turnResults(sessionId), null,
                    services.editLog(store).edits(sessionId), egressLog.entries(sessionId),
                    consentLog.find(sessionId).orElse(null));
            stdout.println("Wrote " + out.resolve("session.json") + ", scoring.csv and transcript.md");
            return 0;
        } finally {
            if (store instanceof AutoCloseable closeable) {
                try {
                    closeable.close();
                } catch (Exception e) {
                    stderr.println("warning: could not close the database cleanly: " + e.getMessage());
                }
            }
        }
    }
}
