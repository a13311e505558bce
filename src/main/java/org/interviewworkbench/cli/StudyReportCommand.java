package org.interviewworkbench.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.interviewworkbench.engine.study.CountMode;
import org.interviewworkbench.engine.study.HierarchicalValueMap;
import org.interviewworkbench.engine.study.ImplicationMatrix;
import org.interviewworkbench.engine.study.Ladder;
import org.interviewworkbench.engine.study.LinkMode;
import org.interviewworkbench.export.study.HvmSvgWriter;
import org.interviewworkbench.export.study.StudyReportWriter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code study report}: the Markdown study report, with the map as an SVG beside it. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = "Writes the Markdown study report (and the map as <name>-hvm.svg beside it).")
public final class StudyReportCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @picocli.CommandLine.Mixin
    private StudyTarget target = new StudyTarget();

    @Option(names = "--cutoff", description = "map cut-off (default: the highest keeping two thirds of the links)")
    private Integer cutoff;

    @Option(names = "--out", required = true, description = "output Markdown file")
    private Path out;

    private final CliServices services;

    public StudyReportCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        if (cutoff != null && cutoff < 1) {
            throw new UserInputException("--cutoff must be 1 or more, was " + cutoff);
        }
        try (StudyWorkspace ws = target.open(services)) {
            List<Ladder> ladders = ws.codedLadders();
            ImplicationMatrix matrix = ImplicationMatrix.of(ladders, CountMode.LADDERS);
            int used = cutoff == null ? StudyReportWriter.defaultCutoff(matrix) : cutoff;
            String base = out.getFileName().toString().replaceFirst("\\.md$", "");
            Path svg = out.toAbsolutePath().resolveSibling(base + "-hvm.svg");
            OutputFile.write(svg, new HvmSvgWriter().write(HierarchicalValueMap.of(matrix, used, LinkMode.DIRECT),
                    ws.typeOrder()));
            String report = new StudyReportWriter().write(new StudyReportWriter.Input(ws.study,
                    ws.studies.sessions(target.study).size(), ws.studies.importedLadders(target.study).size(), ladders,
                    svg.getFileName().toString(), used, StudyReportWriter.StudyEdits.of(ws.studies.sessions(target.study)
                    .stream().map(org.interviewworkbench.engine.study.StudySession::sessionId).toList(), ws.sessions,
                    services.editLog(ws.sessions))));
            OutputFile.write(out, report);
            spec.commandLine().getOut().println("Wrote " + out + " and " + svg);
            return 0;
        }
    }
}
