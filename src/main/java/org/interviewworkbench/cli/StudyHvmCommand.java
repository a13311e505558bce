package org.interviewworkbench.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.interviewworkbench.engine.study.HierarchicalValueMap;
import org.interviewworkbench.engine.study.ImplicationMatrix;
import org.interviewworkbench.engine.study.LinkMode;
import org.interviewworkbench.export.study.HvmGraphMlWriter;
import org.interviewworkbench.export.study.HvmJsonWriter;
import org.interviewworkbench.export.study.HvmPngWriter;
import org.interviewworkbench.export.study.HvmSvgWriter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code study hvm}: the hierarchical value map at a cut-off as JSON, GraphML, SVG or PNG. */
@Command(name = "hvm", mixinStandardHelpOptions = true,
        description = "Writes the hierarchical value map at a cut-off (json, graphml, svg or png).")
public final class StudyHvmCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @picocli.CommandLine.Mixin
    private StudyTarget target = new StudyTarget();

    @Option(names = "--cutoff", required = true, description = "a link is drawn when its count is at least this")
    private int cutoff;

    @Option(names = "--links", defaultValue = "direct", description = "direct (default) or total (direct+indirect)")
    private String links;

    @Option(names = "--count", defaultValue = "ladders", description = "ladders (default) or respondents")
    private String count;

    @Option(names = "--format", required = true, description = "json, graphml, svg or png")
    private String format;

    @Option(names = "--out", required = true, description = "output file")
    private Path out;

    private final CliServices services;

    public StudyHvmCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        if (cutoff < 1) {
            throw new UserInputException("--cutoff must be 1 or more, was " + cutoff);
        }
        LinkMode linkMode = LinkMode.fromId(links).orElseThrow(() ->
                new UserInputException("unknown --links '" + links + "' (use direct or total)"));
        var countMode = StudyMatrixCommand.countMode(count);
        if (!java.util.List.of("json", "graphml", "svg", "png").contains(format)) {
            throw new UserInputException("unknown --format '" + format + "' (use json, graphml, svg or png)");
        }
        try (StudyWorkspace ws = target.open(services)) {
            HierarchicalValueMap map = HierarchicalValueMap.of(ImplicationMatrix.of(ws.codedLadders(), countMode),
                    cutoff, linkMode);
            switch (format) {
                case "json" -> OutputFile.write(out, new HvmJsonWriter().write(map));
                case "graphml" -> OutputFile.write(out, new HvmGraphMlWriter().write(map));
                case "svg" -> OutputFile.write(out, new HvmSvgWriter().write(map, ws.typeOrder()));
                default -> OutputFile.write(out, new HvmPngWriter().write(map, ws.typeOrder()));
            }
            spec.commandLine().getOut().println("Wrote " + out);
            return 0;
        }
    }
}
