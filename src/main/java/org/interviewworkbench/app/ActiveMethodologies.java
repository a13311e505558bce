package org.interviewworkbench.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.interviewworkbench.engine.config.InterviewPhase;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.scoring.RankingResult;
import org.interviewworkbench.engine.scoring.StrategyRanker;
import org.interviewworkbench.methodology.LoadResult;
import org.interviewworkbench.methodology.MethodologyCatalog;
import org.interviewworkbench.methodology.MethodologyWatcher;
import org.interviewworkbench.methodology.StudyFileLocator;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.ui.LabBridge.MethodologyChange;
import org.interviewworkbench.ui.LabBridge.Problem;
import org.interviewworkbench.ui.LabBridge.SaveOutcome;
import org.interviewworkbench.ui.LabBridge.Severity;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The methodologies the desktop runs with, each held as an "active" config: read from the study files when first
 * used, replaced by a valid save from the editor or by a valid external change to its file (hot reload); a broken
 * text never replaces it. New turns run with the active config. Also validates texts and ranks a turn again with an
 * edited text (the what-if), neither of which stores anything. Thread-safe: the workbench calls it from its
 * background executors and the file watchers call it from theirs.
 */
final class ActiveMethodologies {

    private static final Logger LOG = LoggerFactory.getLogger(ActiveMethodologies.class);

    private final StudyFiles studyFiles;
    private final StudyFileLocator locator;
    private final Map<String, Active> active = new HashMap<>();

    /** A methodology's config, its YAML text and its file (null when it is not a file that can be written). */
    record Active(MethodologyConfig config, String source, Path file) {
    }

    ActiveMethodologies(StudyFiles studyFiles, StudyFileLocator locator) {
        this.studyFiles = studyFiles;
        this.locator = locator;
    }

    /** The active version of the methodology, read from the study files when first asked for. */
    synchronized Active active(String methodologyId) {
        Active a = active.get(methodologyId);
        if (a == null) {
            LoadResult<MethodologyConfig> r = studyFiles.methodologies().resolve(methodologyId);
            Path file = r.file() == null ? null : Path.of(r.file());
            a = new Active(r.value(), r.source(), file != null && Files.isRegularFile(file) ? file : null);
            active.put(methodologyId, a);
        }
        return a;
    }

    /** {@code yaml} parsed (a session's stored methodology), or null when it does not parse. */
    MethodologyConfig parse(String yaml, String methodologyId) {
        if (yaml == null) {
            return null;
        }
        return studyFiles.methodologyLoader().load(yaml, (methodologyId == null ? "session" : methodologyId)
                + ".yaml").value();
    }

    /** The problems of {@code yaml}; nothing is stored. */
    List<Problem> validate(String yaml, String fileName) {
        return problems(studyFiles.methodologyLoader().load(yaml, fileName));
    }

    /**
     * Validates {@code yaml}; when it has no error, writes it to the methodology's file (the working folder's
     * methodologies folder when it had none) and makes it the active version.
     */
    synchronized SaveOutcome save(String methodologyId, String yaml) {
        Active current = active(methodologyId);
        LoadResult<MethodologyConfig> r = studyFiles.methodologyLoader().load(yaml, methodologyId + ".yaml");
        List<Problem> problems = problems(r);
        if (r.hasErrors()) {
            return new SaveOutcome(false, problems);
        }
        Path file = current.file() != null ? current.file()
                : locator.workingDir().resolve(MethodologyCatalog.FOLDER).resolve(methodologyId + ".yaml");
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, yaml, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save " + file + ": " + e.getMessage(), e);
        }
        active.put(methodologyId, new Active(r.value(), yaml, file));
        return new SaveOutcome(true, problems);
    }

    /**
     * Watches the files of {@code methodologyIds}: a valid change replaces the active version, a broken one is
     * reported with its problems and changes nothing. Closing the handle stops the watchers.
     */
    AutoCloseable watch(List<String> methodologyIds, Consumer<MethodologyChange> listener) {
        List<MethodologyWatcher> watchers = new ArrayList<>();
        for (String id : methodologyIds) {
            Path file = active(id).file();
            if (file == null) {
                continue;
            }
            try {
                watchers.add(new MethodologyWatcher(file, studyFiles.methodologyLoader(), new MethodologyWatcher.Listener() {
                    @Override
                    public void reloaded(LoadResult<MethodologyConfig> result) {
                        synchronized (ActiveMethodologies.this) {
                            active.put(id, new Active(result.value(), result.source(), file));
                        }
                        listener.accept(new MethodologyChange(id, result.source(), true, problems(result)));
                    }

                    @Override
                    public void rejected(List<org.interviewworkbench.methodology.Problem> problems) {
                        listener.accept(new MethodologyChange(id, readQuietly(file), false,
                                problems.stream().map(ActiveMethodologies::problem).toList()));
                    }
                }));
            } catch (IOException | RuntimeException e) {
                LOG.warn("cannot watch {}: {}", file, e.getMessage());
            }
        }
        return () -> watchers.forEach(MethodologyWatcher::close);
    }

    /** The ranking {@code turn} would have had with {@code editedYaml} (stage 1 and 2 on its stored signals). */
    RankingResult rerank(TurnResult turn, String editedYaml) {
        LoadResult<MethodologyConfig> r = studyFiles.methodologyLoader().load(editedYaml, "edited.yaml");
        if (r.hasErrors()) {
            throw new IllegalArgumentException("the edited methodology has errors: " + r.errors().get(0).format());
        }
        InterviewPhase phase = InterviewPhase.fromId(turn.phase()).orElse(InterviewPhase.MID);
        return new StrategyRanker().rank(r.value(), phase, turn.signals(), turn.nodeSignals());
    }

    private static List<Problem> problems(LoadResult<?> r) {
        return r.problems().stream().map(ActiveMethodologies::problem).toList();
    }

    private static Problem problem(org.interviewworkbench.methodology.Problem p) {
        return new Problem(p.line(), p.column(), p.message(),
                p.severity() == org.interviewworkbench.methodology.Severity.ERROR ? Severity.ERROR : Severity.WARNING);
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
