package org.interviewworkbench.ui.study;

import java.time.Duration;
import java.util.List;

import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.interviewworkbench.ui.LatestWins;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.StudyBridge.SegmentMap;

/**
 * Maps side by side: one hierarchical value map per value of a chosen variable (e.g. {@code segment}), all at the
 * study's cut-off and link/count modes, each with its statistics line. Redrawn in the background (latest wins)
 * when the variable, the cut-off or a mode changes, and only while a variable is chosen.
 */
public final class SegmentMapsViewModel {

    private final UiServices services;
    private final StudyViewModel study;
    private final LatestWins<List<SegmentMap>> work;
    private final StringProperty variable = new SimpleStringProperty(this, "variable", StudyViewModel.ALL);
    private final ObservableList<SegmentMap> maps = FXCollections.observableArrayList();

    SegmentMapsViewModel(UiServices services, StudyViewModel study) {
        this.services = services;
        this.study = study;
        this.work = services.latestWins().create("study-segments", Duration.ofMillis(80));
        variable.addListener((o, a, b) -> redraw());
    }

    /** Recomputes the maps for the current variable, cut-off and modes. */
    void redraw() {
        String id = study.studyId();
        String key = variable.get();
        if (id == null || key == null || key.isBlank()) {
            work.cancel();
            maps.clear();
            return;
        }
        int cutoff = study.cutoffProperty().get();
        String links = study.linksMode();
        String count = study.countMode();
        work.submit(() -> services.bridge().segmentMaps(id, cutoff, links, count, key), maps::setAll,
                e -> study.changed("Cannot draw the maps by " + key + ": " + e.getMessage()));
    }

    /** The variable whose values get a map each ({@link StudyViewModel#ALL}: none). */
    public StringProperty variableProperty() {
        return variable;
    }

    public ObservableList<SegmentMap> maps() {
        return maps;
    }
}
