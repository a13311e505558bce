package org.interviewworkbench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.interviewworkbench.export.study.LadderCsvReader;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code study import-ladders}: adds hand-coded ladders from a CSV ({@code respondent,ladder,step,code,type}).
 * A bad row is reported as {@code <file>:<line>: <message>} (every bad row, one line each), exit 2, nothing
 * imported.
 */
@Command(name = "import-ladders", mixinStandardHelpOptions = true,
        description = "Imports hand-coded ladders from a CSV with the header respondent,ladder,step,code,type.")
public final class StudyImportLaddersCommand implements Callable<Integer> {

    static final long MAX_BYTES = 50L * 1024 * 1024;

    @Spec
    private CommandSpec spec;

    @picocli.CommandLine.Mixin
    private StudyTarget target = new StudyTarget();

    @Option(names = "--file", required = true, description = "ladders CSV (UTF-8)")
    private Path file;

    private final CliServices services;

    public StudyImportLaddersCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        String text = readCsv(file);
        try (StudyWorkspace ws = target.open(services)) {
            LadderCsvReader.Result result = new LadderCsvReader(ws.typeOrder()).read(file.toString(), text);
            if (!result.ok()) {
                PrintWriter err = spec.commandLine().getErr();
                result.problems().forEach(err::println);
                err.flush();
                return UserInputException.EXIT_CODE;
            }
            ws.studies.addImportedLadders(target.study, result.ladders());
            long respondents = result.ladders().stream().map(l -> l.respondent()).distinct().count();
            spec.commandLine().getOut().printf("Imported %d ladders of %d respondents into %s%n",
                    result.ladders().size(), respondents, target.study);
            return 0;
        }
    }

    static String readCsv(Path file) {
        if (Files.isDirectory(file)) {
            throw new UserInputException(file + " is a folder; give the ladders CSV file");
        }
        if (!Files.isRegularFile(file)) {
            throw new UserInputException("no file " + file);
        }
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new UserInputException(file + " is larger than the 50 MB limit for a ladders CSV");
            }
            byte[] bytes = Files.readAllBytes(file);
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new UserInputException(file + ":1: not UTF-8 text; save the CSV as UTF-8", e);
        } catch (IOException e) {
            throw new UserInputException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
