package org.interviewworkbench.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.interviewworkbench.engine.port.StudyStore;
import org.interviewworkbench.engine.study.Codebook;
import org.interviewworkbench.engine.study.CodebookEdit;
import org.interviewworkbench.engine.study.CodebookProposer;
import org.interviewworkbench.engine.study.CodeMember;
import org.interviewworkbench.engine.study.StudyCode;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code study codebook}: shows, proposes and edits the study codebook. Every change is stored with who and when
 * and can be undone ({@code --undo}); {@code --history} lists them.
 */
@Command(name = "codebook", mixinStandardHelpOptions = true,
        description = "Shows the study codebook; --propose builds one from the ladders; edits: --rename, --retype, "
                + "--describe, --merge, --split, --move; --undo; --history.")
public final class StudyCodebookCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @picocli.CommandLine.Mixin
    private StudyTarget target = new StudyTarget();

    @ArgGroup(exclusive = true)
    private Action action = new Action();

    static final class Action {
        @Option(names = "--propose", description = "propose codes from the ladders (same type, similar words)")
        boolean propose;
        @Option(names = "--rename", paramLabel = "CODE", description = "rename a code (with --name)")
        String rename;
        @Option(names = "--retype", paramLabel = "CODE", description = "change a code's type (with --type)")
        String retype;
        @Option(names = "--describe", paramLabel = "CODE", description = "describe a code (with --text)")
        String describe;
        @Option(names = "--merge", paramLabel = "CODE,CODE", split = ",", description = "merge codes into the first")
        List<String> merge;
        @Option(names = "--split", paramLabel = "CODE", description = "split members off (with --members, --name)")
        String split;
        @Option(names = "--move", paramLabel = "CODE", description = "move members (with --members, --to)")
        String move;
        @Option(names = "--import", paramLabel = "FILE.qdc", description = "start from a REFI-QDA codebook (.qdc)")
        java.nio.file.Path importFile;
        @Option(names = "--undo", description = "undo the last change")
        boolean undo;
        @Option(names = "--history", description = "list every change with who and when")
        boolean history;
    }

    @Option(names = "--threshold", description = "similarity threshold for --propose (default ${DEFAULT-VALUE})",
            defaultValue = "0.75")
    private double threshold;

    @Option(names = "--name", description = "new name (rename, merge, split)")
    private String name;

    @Option(names = "--type", description = "node type (retype; with --import: the type of codes under no code "
            + "named after, or similar to, a node type)")
    private String type;

    @Option(names = "--text", description = "description (describe)")
    private String text;

    @Option(names = "--members", split = ",", description = "member numbers as listed, 1-based (split, move)")
    private List<Integer> members = List.of();

    @Option(names = "--to", description = "target code (move)")
    private String to;

    @Option(names = "--who", description = "who makes the change (default: the user name)")
    private String who;

    private final CliServices services;

    public StudyCodebookCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        String editor = who == null || who.isBlank() ? System.getProperty("user.name", "researcher") : who.strip();
        PrintWriter out = spec.commandLine().getOut();
        try (StudyWorkspace ws = target.open(services)) {
            StudyStore store = ws.studies;
            StudyStore.VersionedCodebook current = store.codebook(target.study);
            if (action.propose) {
                if (!(threshold > 0 && threshold <= 1)) {
                    throw new UserInputException("--threshold must be above 0 and at most 1, was " + threshold);
                }
                Codebook proposal = new CodebookProposer(services.embeddings(), threshold).propose(ws.rawLadders(),
                        current.codebook());
                store.saveCodebook(target.study, current.version(), proposal, "propose",
                        "Propose codes (threshold " + threshold + ")", editor);
                print(out, proposal);
                return 0;
            }
            if (action.importFile != null) {
                Codebook imported;
                org.interviewworkbench.export.study.QdcReader.Typed typed;
                try {
                    var reader = new org.interviewworkbench.export.study.QdcReader(ws.typeOrder(),
                            type == null || type.isBlank() ? null : type.strip());
                    imported = reader.read(action.importFile.toString(), readFile(action.importFile));
                    typed = reader.typed();
                } catch (IllegalArgumentException e) {
                    throw new UserInputException(e.getMessage(), e);
                }
                store.saveCodebook(target.study, current.version(), imported, "import",
                        "Import codebook " + action.importFile.getFileName(), editor);
                out.println("Imported " + imported.codes().size() + " codes; --propose assigns the concepts to them.");
                if (typed.bySimilarName() + typed.byDefault() > 0) {
                    out.println("Types: " + typed.bySimilarName() + " from a parent code's similar name, "
                            + typed.byDefault() + " from --type " + (type == null ? "(not given)" : type.strip())
                            + "; change one with --retype CODE --type TYPE.");
                }
                print(out, imported);
                return 0;
            }
            if (action.undo) {
                Optional<String> undone = store.undoLastEdit(target.study, editor);
                out.println(undone.map(s -> "Undid: " + s).orElse("Nothing to undo."));
                return 0;
            }
            if (action.history) {
                for (StudyStore.CodebookHistoryEntry e : store.codebookHistory(target.study)) {
                    out.printf("%d\t%s\t%s\t%s\t%s%s%n", e.seq(), e.at(), e.who(), e.op(), e.summary(),
                            e.undone() ? " (undone)" : "");
                }
                return 0;
            }
            Optional<CodebookEdit> edit = edit();
            if (edit.isEmpty()) {
                print(out, current.codebook());
                return 0;
            }
            try {
                store.applyEdit(target.study, current.version(), edit.get(), editor);
            } catch (IllegalArgumentException | StudyStore.StaleVersionException e) {
                throw new UserInputException(e.getMessage(), e);
            }
            out.println(edit.get().label() + ": done");
            print(out, store.codebook(target.study).codebook());
            return 0;
        }
    }

    private static byte[] readFile(java.nio.file.Path file) {
        if (!java.nio.file.Files.isRegularFile(file)) {
            throw new UserInputException("no codebook file " + file);
        }
        try {
            if (java.nio.file.Files.size(file) > 20L * 1024 * 1024) {
                throw new UserInputException(file + " is larger than the 20 MB limit for a codebook");
            }
            return java.nio.file.Files.readAllBytes(file);
        } catch (java.io.IOException e) {
            throw new UserInputException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private Optional<CodebookEdit> edit() {
        if (action.rename != null) {
            return Optional.of(new CodebookEdit.Rename(action.rename, require(name, "--name")));
        }
        if (action.retype != null) {
            return Optional.of(new CodebookEdit.Retype(action.retype, require(type, "--type")));
        }
        if (action.describe != null) {
            return Optional.of(new CodebookEdit.Describe(action.describe, require(text, "--text")));
        }
        if (action.merge != null) {
            return Optional.of(new CodebookEdit.Merge(action.merge, name));
        }
        if (action.split != null) {
            return Optional.of(new CodebookEdit.Split(action.split, zeroBased(), require(name, "--name")));
        }
        if (action.move != null) {
            return Optional.of(new CodebookEdit.MoveMembers(action.move, zeroBased(), require(to, "--to")));
        }
        return Optional.empty();
    }

    private List<Integer> zeroBased() {
        if (members.isEmpty()) {
            throw new UserInputException("give --members, e.g. --members 2,3 (numbers as the codebook lists them)");
        }
        List<Integer> out = new ArrayList<>();
        members.forEach(m -> out.add(m - 1));
        return out;
    }

    private static String require(String value, String option) {
        if (value == null || value.isBlank()) {
            throw new UserInputException("this change needs " + option);
        }
        return value;
    }

    private static void print(PrintWriter out, Codebook codebook) {
        if (codebook.codes().isEmpty()) {
            out.println("No codes yet (use --propose).");
            return;
        }
        for (StudyCode c : codebook.codes()) {
            out.printf("%s\t%s\t%s\t%d members%n", c.id(), c.name(), c.type(), c.members().size());
            int i = 0;
            for (CodeMember m : c.members()) {
                out.printf("  %d. %s%s%n", ++i, m.label(), m.sessionId().isEmpty() ? "" : "  [" + m.sessionId()
                        + (m.nodeId().isEmpty() ? "" : " " + m.nodeId()) + "]");
            }
        }
    }
}
