package org.interviewworkbench.cli;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.interviewworkbench.engine.study.Codebook;
import org.interviewworkbench.engine.study.StudySession;
import org.interviewworkbench.export.study.CodebookCsvWriter;
import org.interviewworkbench.export.study.QdcWriter;
import org.interviewworkbench.export.study.QdpxWriter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code study export}: the study as REFI-QDA project (.qdpx), codebook (.qdc) or codebook CSV. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Exports the study: qdpx (REFI-QDA project), qdc (REFI-QDA codebook) or codebook-csv.")
public final class StudyExportCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @picocli.CommandLine.Mixin
    private StudyTarget target = new StudyTarget();

    @Option(names = "--format", required = true, description = "qdpx, qdc or codebook-csv")
    private String format;

    @Option(names = "--out", required = true, description = "output file")
    private Path out;

    private final CliServices services;

    public StudyExportCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        if (!List.of("qdpx", "qdc", "codebook-csv").contains(format)) {
            throw new UserInputException("unknown --format '" + format + "' (use qdpx, qdc or codebook-csv)");
        }
        try (StudyWorkspace ws = target.open(services)) {
            Codebook codebook = ws.studies.codebook(target.study).codebook();
            List<StudySession> members = ws.studies.sessions(target.study);
            String summary;
            switch (format) {
                case "qdc" -> {
                    OutputFile.write(out, new QdcWriter().write(target.study, codebook, ws.typeOrder()));
                    summary = codebook.codes().size() + " codes";
                }
                case "codebook-csv" -> {
                    Map<String, String> respondents = new LinkedHashMap<>();
                    members.forEach(m -> respondents.put(m.sessionId(), m.respondent()));
                    OutputFile.write(out, new CodebookCsvWriter().write(codebook, respondents));
                    summary = codebook.codes().size() + " codes";
                }
                default -> {
                    List<QdpxWriter.Member> loaded = new ArrayList<>();
                    for (StudySession m : members) {
                        ws.sessions.load(m.sessionId()).ifPresent(s -> loaded.add(new QdpxWriter.Member(s,
                                m.variables())));
                    }
                    QdpxWriter writer = new QdpxWriter();
                    OutputFile.write(out, writer.write(ws.study, loaded, codebook, ws.typeOrder(), Instant.now()));
                    QdpxWriter.Summary s = writer.summary();
                    summary = s.sources() + " interviews, " + s.codes() + " codes, " + s.selections() + " coded quotes";
                }
            }
            if (codebook.codes().isEmpty()) {
                spec.commandLine().getErr().println("note: the study has no codebook yet (study codebook --study "
                        + target.study + " --propose); only the node types were exported as codes");
            }
            spec.commandLine().getOut().println("Wrote " + out + " (" + summary + ")");
            return 0;
        }
    }
}
