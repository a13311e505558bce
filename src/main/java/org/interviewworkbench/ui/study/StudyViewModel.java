package org.interviewworkbench.ui.study;

import java.time.Duration;
import java.util.List;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.interviewworkbench.ui.LatestWins;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.WorkbenchBridge.CodebookRow;
import org.interviewworkbench.ui.WorkbenchBridge.CutoffRow;
import org.interviewworkbench.ui.WorkbenchBridge.DiscoveryPoint;
import org.interviewworkbench.ui.WorkbenchBridge.StudyAnalysis;
import org.interviewworkbench.ui.WorkbenchBridge.StudyChoice;
import org.interviewworkbench.ui.WorkbenchBridge.StudyCodeRow;

/**
 * The Study tab: pick a study, move the cut-off, switch link and count modes; the analysis (codes, cut-off table,
 * the map picture, dominant chains) is computed on the background executor, the latest request winning, so the
 * slider redraws the map as it moves without blocking the FX thread. The codebook is the researcher's: codes are
 * merged and renamed here, every change stored with who and when and undone with {@link #undo()}; the map, the
 * statistics and the discovery curve follow each change. The report is written off the FX thread too.
 */
public final class StudyViewModel {

    private final UiServices services;
    private final LatestWins<StudyAnalysis> analysis;
    private final ObservableList<StudyChoice> studies = FXCollections.observableArrayList();
    private final ObjectProperty<StudyChoice> selected = new SimpleObjectProperty<>();
    private final IntegerProperty cutoff = new SimpleIntegerProperty(2);
    private final BooleanProperty totalLinks = new SimpleBooleanProperty(false);
    private final BooleanProperty perRespondent = new SimpleBooleanProperty(false);
    private final ReadOnlyObjectWrapper<StudyAnalysis> result = new ReadOnlyObjectWrapper<>();
    private final ObservableList<StudyCodeRow> codes = FXCollections.observableArrayList();
    private final ObservableList<CutoffRow> cutoffs = FXCollections.observableArrayList();
    private final ObservableList<CodebookRow> codebook = FXCollections.observableArrayList();
    private final ObservableList<DiscoveryPoint> discovery = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper lastChange = new ReadOnlyStringWrapper("");
    private final SimpleBooleanProperty busy = new SimpleBooleanProperty(false);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(
            "No study yet: create one with 'study create' and add sessions with 'study add' (docs/study.md).");

    private String openedStudy;

    public StudyViewModel(UiServices services) {
        this.services = services;
        this.analysis = services.latestWins().create("study-analysis", Duration.ofMillis(60));
        selected.addListener((o, a, b) -> analyse());
        cutoff.addListener((o, a, b) -> analyse());
        totalLinks.addListener((o, a, b) -> analyse());
        perRespondent.addListener((o, a, b) -> analyse());
    }

    /** Command: reload the list of studies (background), keeping the selection when it still exists. */
    public void refresh() {
        services.async(services.background(), () -> services.bridge().listStudies(), list -> {
            String keep = selected.get() == null ? null : selected.get().id();
            studies.setAll(list);
            StudyChoice again = list.stream().filter(s -> s.id().equals(keep)).findFirst()
                    .orElse(list.isEmpty() ? null : list.get(list.size() - 1));
            selected.set(again);
            if (list.isEmpty()) {
                message.set("No study yet: create one with 'study create' and add sessions with 'study add' "
                        + "(docs/study.md).");
            }
        }, e -> message.set("Cannot list studies: " + e.getMessage()));
    }

    private void analyse() {
        StudyChoice s = selected.get();
        if (s == null) {
            return;
        }
        int at = cutoff.get();
        String links = totalLinks.get() ? "total" : "direct";
        String count = perRespondent.get() ? "respondents" : "ladders";
        message.set("Analysing " + s.name() + " ...");
        analysis.submit(() -> services.bridge().analyseStudy(s.id(), at, links, count), r -> {
            if (!r.studyId().equals(openedStudy)) {
                // a study opens at the cut-off that keeps two thirds of its links
                openedStudy = r.studyId();
                if (r.suggestedCutoff() != at) {
                    cutoff.set(r.suggestedCutoff());
                    return;
                }
            }
            result.set(r);
            codes.setAll(r.codes());
            cutoffs.setAll(r.cutoffs());
            codebook.setAll(r.codebook());
            discovery.setAll(r.discovery());
            CutoffRow row = r.cutoffs().stream().filter(c -> c.cutoff() == r.cutoff()).findFirst().orElse(null);
            message.set(String.format(java.util.Locale.ROOT, "%d ladders from %d respondents; cut-off %d: %s",
                    r.ladders(), r.respondents(), r.cutoff(), row == null ? "no links"
                            : row.codes() + " codes, " + row.links() + " links, "
                            + Math.round(100 * row.shareOfLinks()) + "% of all links, "
                            + Math.round(100 * row.shareOfActiveCells()) + "% of active cells"));
        }, e -> message.set("Cannot analyse " + s.name() + ": " + e.getMessage()));
    }

    /** Command: merge the given codebook codes into the first, named {@code name} (the first's name when blank). */
    public void merge(List<CodebookRow> rows, String name) {
        StudyChoice s = selected.get();
        if (s == null || rows.size() < 2) {
            message.set("Select two or more codes to merge.");
            return;
        }
        String merged = name == null || name.isBlank() ? rows.get(0).name() : name.strip();
        change(() -> services.bridge().mergeCodes(s.id(), rows.stream().map(CodebookRow::id).toList(), merged));
    }

    /** Command: rename a codebook code. */
    public void rename(CodebookRow row, String name) {
        StudyChoice s = selected.get();
        if (s == null || row == null || name == null || name.isBlank()) {
            return;
        }
        change(() -> services.bridge().renameCode(s.id(), row.id(), name.strip()));
    }

    /** Command: undo the last codebook change still in effect (it stays in the history as undone). */
    public void undo() {
        StudyChoice s = selected.get();
        if (s == null) {
            return;
        }
        change(() -> services.bridge().undoCodebook(s.id()).map(d -> "Undid: " + d).orElse("Nothing to undo."));
    }

    /** Command: write the Markdown report (and the map beside it) to {@code out}. */
    public void exportReport(java.nio.file.Path out) {
        StudyChoice s = selected.get();
        if (s == null || out == null) {
            return;
        }
        busy.set(true);
        services.async(services.background(), () -> services.bridge().writeStudyReport(s.id(), out), files -> {
            busy.set(false);
            lastChange.set("Wrote " + files.stream().map(f -> f.getFileName().toString())
                    .collect(java.util.stream.Collectors.joining(" and ")));
        }, e -> {
            busy.set(false);
            lastChange.set("Cannot write the report: " + e.getMessage());
        });
    }

    private void change(java.util.concurrent.Callable<String> edit) {
        busy.set(true);
        services.async(services.background(), edit, done -> {
            busy.set(false);
            lastChange.set(done);
            analyse();
        }, e -> {
            busy.set(false);
            lastChange.set("Not changed: " + e.getMessage());
            analyse(); // someone else's change: show the codebook as it is now
        });
    }

    public ObservableList<CodebookRow> codebook() {
        return codebook;
    }

    public ObservableList<DiscoveryPoint> discovery() {
        return discovery;
    }

    /** What the last codebook change or export did ("Merge 2 codes into 'x'", "Undid: ...", "Wrote report.md"). */
    public ReadOnlyStringProperty lastChangeProperty() {
        return lastChange.getReadOnlyProperty();
    }

    public javafx.beans.property.ReadOnlyBooleanProperty busyProperty() {
        return busy;
    }

    /** "Saturation after interview 7 (the next three brought no new code)", or why not yet; empty before a study. */
    public String saturation() {
        StudyAnalysis r = result.get();
        if (r == null || r.discovery().isEmpty()) {
            return "";
        }
        return r.saturationAfter() > 0 ? "Saturation after interview " + r.saturationAfter()
                + " (the next three brought no new code)"
                : "No saturation yet: no three interviews in a row without a new code";
    }

    public ObservableList<StudyChoice> studies() {
        return studies;
    }

    public ObjectProperty<StudyChoice> selectedProperty() {
        return selected;
    }

    public IntegerProperty cutoffProperty() {
        return cutoff;
    }

    public BooleanProperty totalLinksProperty() {
        return totalLinks;
    }

    public BooleanProperty perRespondentProperty() {
        return perRespondent;
    }

    public ReadOnlyObjectProperty<StudyAnalysis> resultProperty() {
        return result.getReadOnlyProperty();
    }

    public ObservableList<StudyCodeRow> codes() {
        return codes;
    }

    public ObservableList<CutoffRow> cutoffs() {
        return cutoffs;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The dominant chains of the current map. */
    public List<String> chains() {
        return result.get() == null ? List.of() : result.get().chains();
    }
}
