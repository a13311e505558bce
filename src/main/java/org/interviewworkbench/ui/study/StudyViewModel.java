package org.interviewworkbench.ui.study;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.interviewworkbench.ui.LatestWins;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.StudyBridge.CodebookRow;
import org.interviewworkbench.ui.StudyBridge.CutoffRow;
import org.interviewworkbench.ui.StudyBridge.DiscoveryPoint;
import org.interviewworkbench.ui.StudyBridge.StudyAnalysis;
import org.interviewworkbench.ui.StudyBridge.StudyChoice;
import org.interviewworkbench.ui.StudyBridge.StudyCodeRow;

/**
 * The Study tab: pick a study, move the cut-off, switch link and count modes, filter the sessions by a variable; the
 * analysis (codes, cut-off table, the map picture, dominant chains, discovery curve, codebook) is computed on the
 * background executor, the latest request winning, so the slider redraws the map as it moves without blocking the
 * FX thread. The features have ViewModels of their own that share this one's study, cut-off and filter:
 * {@link #sessions()} (member sessions and variables), {@link #codebookEditor()} (the codebook the researcher owns),
 * {@link #segments()} (one map per value of a variable) and {@link #matrix()} (the implication matrix). The report
 * is written off the FX thread too.
 */
public final class StudyViewModel {

    /** The filter value meaning "every session". */
    public static final String ALL = "";

    private static final String NO_STUDY =
            "No study yet: create one with 'study create' and add sessions with 'study add' (docs/study.md).";

    private final UiServices services;
    private final LatestWins<StudyAnalysis> analysis;
    private final ObservableList<StudyChoice> studies = FXCollections.observableArrayList();
    private final ObjectProperty<StudyChoice> selected = new SimpleObjectProperty<>(this, "selected");
    private final IntegerProperty cutoff = new SimpleIntegerProperty(this, "cutoff", 2);
    private final BooleanProperty totalLinks = new SimpleBooleanProperty(this, "totalLinks", false);
    private final BooleanProperty perRespondent = new SimpleBooleanProperty(this, "perRespondent", false);
    private final StringProperty filterKey = new SimpleStringProperty(this, "filterKey", ALL);
    private final StringProperty filterValue = new SimpleStringProperty(this, "filterValue", ALL);
    private final ReadOnlyObjectWrapper<StudyAnalysis> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ObservableList<StudyCodeRow> codes = FXCollections.observableArrayList();
    private final ObservableList<CutoffRow> cutoffs = FXCollections.observableArrayList();
    private final ObservableList<DiscoveryPoint> discovery = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper lastChange = new ReadOnlyStringWrapper(this, "lastChange", "");
    private final SimpleBooleanProperty busy = new SimpleBooleanProperty(this, "busy", false);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", NO_STUDY);
    private final StudySessionsViewModel sessions;
    private final CodebookViewModel codebookEditor;
    private final SegmentMapsViewModel segments;
    private final MatrixViewModel matrix;

    private String openedStudy;

    public StudyViewModel(UiServices services) {
        this.services = services;
        this.analysis = services.latestWins().create("study-analysis", Duration.ofMillis(60));
        this.sessions = new StudySessionsViewModel(services, this);
        this.codebookEditor = new CodebookViewModel(services, this);
        this.segments = new SegmentMapsViewModel(services, this);
        this.matrix = new MatrixViewModel(this);
        selected.addListener((o, a, b) -> {
            filterKey.set(ALL);
            filterValue.set(ALL);
            sessions.reload();
            analyse();
        });
        cutoff.addListener((o, a, b) -> analyse());
        totalLinks.addListener((o, a, b) -> analyse());
        perRespondent.addListener((o, a, b) -> analyse());
        filterKey.addListener((o, a, b) -> {
            filterValue.set(ALL);
            analyse();
        });
        filterValue.addListener((o, a, b) -> analyse());
    }

    /** Command: reload the list of studies (background), keeping the selection when it still exists. */
    public void refresh() {
        services.async(services.background(), () -> services.bridge().listStudies(), list -> {
            String keep = selected.get() == null ? null : selected.get().id();
            studies.setAll(list);
            StudyChoice again = list.stream().filter(s -> s.id().equals(keep)).findFirst()
                    .orElse(list.isEmpty() ? null : list.get(list.size() - 1));
            if (again != null && selected.get() != null && again.id().equals(selected.get().id())) {
                sessions.reload(); // the same study: its sessions and analysis may have changed elsewhere
                analyse();
            }
            selected.set(again);
            if (list.isEmpty()) {
                message.set(NO_STUDY);
            }
        }, e -> message.set("Cannot list studies: " + e.getMessage()));
    }

    /** The filter as the bridge takes it: empty, or the one variable and value chosen. */
    public Map<String, String> filter() {
        String key = filterKey.get();
        String value = filterValue.get();
        return key == null || key.isBlank() || value == null || value.isBlank() ? Map.of() : Map.of(key, value);
    }

    /** Recomputes the analysis of the selected study at the current cut-off, modes and filter. */
    void analyse() {
        StudyChoice s = selected.get();
        if (s == null) {
            return;
        }
        int at = cutoff.get();
        String links = linksMode();
        String count = countMode();
        Map<String, String> filter = filter();
        message.set("Analysing " + s.name() + " ...");
        analysis.submit(() -> services.bridge().analyseStudy(s.id(), at, links, count, filter), r -> {
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
            codebookEditor.show(r.codebook());
            discovery.setAll(r.discovery());
            message.set(summary(r, filter));
        }, e -> message.set("Cannot analyse " + s.name() + ": " + e.getMessage()));
        segments.redraw();
    }

    private static String summary(StudyAnalysis r, Map<String, String> filter) {
        CutoffRow row = r.cutoffs().stream().filter(c -> c.cutoff() == r.cutoff()).findFirst().orElse(null);
        String scope = filter.isEmpty() ? "" : filter.entrySet().stream()
                .map(e -> e.getKey() + " = " + e.getValue()).collect(Collectors.joining(", ", " (", ")"));
        return String.format(Locale.ROOT, "%d ladders from %d respondents%s; cut-off %d: %s", r.ladders(),
                r.respondents(), scope, r.cutoff(), row == null ? "no links"
                        : row.codes() + " codes, " + row.links() + " links, "
                        + Math.round(100 * row.shareOfLinks()) + "% of all links, "
                        + Math.round(100 * row.shareOfActiveCells()) + "% of active cells");
    }

    String linksMode() {
        return totalLinks.get() ? "total" : "direct";
    }

    String countMode() {
        return perRespondent.get() ? "respondents" : "ladders";
    }

    /** The selected study's id, or null. */
    String studyId() {
        return selected.get() == null ? null : selected.get().id();
    }

    /** Records what a change did (shown under the bar). */
    void changed(String what) {
        lastChange.set(what);
    }

    void setBusy(boolean value) {
        busy.set(value);
    }

    /** Command: write the Markdown report (and the map beside it) to {@code out}. */
    public void exportReport(Path out) {
        StudyChoice s = selected.get();
        if (s == null || out == null) {
            return;
        }
        busy.set(true);
        services.async(services.background(), () -> services.bridge().writeStudyReport(s.id(), out), files -> {
            busy.set(false);
            lastChange.set("Wrote " + files.stream().map(f -> f.getFileName().toString())
                    .collect(Collectors.joining(" and ")));
        }, e -> {
            busy.set(false);
            lastChange.set("Cannot write the report: " + e.getMessage());
        });
    }

    /** Command: ask where to write the report (a save dialog) and write it there. */
    public void chooseAndExportReport() {
        StudyChoice s = selected.get();
        if (s == null) {
            return;
        }
        String name = s.name().replaceAll("[^A-Za-z0-9-]+", "-").toLowerCase(Locale.ROOT) + "-report.md";
        services.dialogs().chooseSaveFile("Export the study report", name, "Markdown", "*.md")
                .ifPresent(this::exportReport);
    }

    // ---- merge / rename / undo kept here for callers of the first version; the editor holds the rest ---------

    /** Command: merge the given codebook codes into the first, named {@code name} (the first's name when blank). */
    public void merge(List<CodebookRow> rows, String name) {
        codebookEditor.merge(rows, name);
    }

    /** Command: undo the last codebook change still in effect. */
    public void undo() {
        codebookEditor.undo();
    }

    public ObservableList<CodebookRow> codebook() {
        return codebookEditor.codes();
    }

    public StudySessionsViewModel sessions() {
        return sessions;
    }

    public CodebookViewModel codebookEditor() {
        return codebookEditor;
    }

    public SegmentMapsViewModel segments() {
        return segments;
    }

    /** The implication matrix as a heat table. */
    public MatrixViewModel matrix() {
        return matrix;
    }

    public ObservableList<DiscoveryPoint> discovery() {
        return discovery;
    }

    /** What the last codebook change or export did ("Merge codes", "Undid: ...", "Wrote report.md"). */
    public ReadOnlyStringProperty lastChangeProperty() {
        return lastChange.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
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

    /** The variable the sessions are filtered by ({@link #ALL}: none). */
    public StringProperty filterKeyProperty() {
        return filterKey;
    }

    /** The value the filter variable must have ({@link #ALL}: any). */
    public StringProperty filterValueProperty() {
        return filterValue;
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
