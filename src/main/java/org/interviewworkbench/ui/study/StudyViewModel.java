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
import org.interviewworkbench.ui.WorkbenchBridge.CutoffRow;
import org.interviewworkbench.ui.WorkbenchBridge.StudyAnalysis;
import org.interviewworkbench.ui.WorkbenchBridge.StudyChoice;
import org.interviewworkbench.ui.WorkbenchBridge.StudyCodeRow;

/**
 * The Study tab: pick a study, move the cut-off, switch link and count modes; the analysis (codes, cut-off table,
 * the map picture, dominant chains) is computed on the background executor, the latest request winning, so the
 * slider redraws the map as it moves without blocking the FX thread.
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
            CutoffRow row = r.cutoffs().stream().filter(c -> c.cutoff() == r.cutoff()).findFirst().orElse(null);
            message.set(String.format(java.util.Locale.ROOT, "%d ladders from %d respondents; cut-off %d: %s",
                    r.ladders(), r.respondents(), r.cutoff(), row == null ? "no links"
                            : row.codes() + " codes, " + row.links() + " links, "
                            + Math.round(100 * row.shareOfLinks()) + "% of all links, "
                            + Math.round(100 * row.shareOfActiveCells()) + "% of active cells"));
        }, e -> message.set("Cannot analyse " + s.name() + ": " + e.getMessage()));
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
