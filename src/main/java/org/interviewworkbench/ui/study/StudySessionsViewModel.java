package org.interviewworkbench.ui.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.StudyBridge.StudySessionRow;

/**
 * The member sessions of the selected study with their variables ({@code respondent}, {@code segment}, any key the
 * researcher adds) as columns: change a value, add a variable, add a session of the database, remove one. Every
 * change is stored through the study store at once and the analysis follows. Also the choices of the filter: the
 * variables and, per variable, the values the sessions have.
 */
public final class StudySessionsViewModel {

    private final UiServices services;
    private final StudyViewModel study;
    private final ObservableList<StudySessionRow> rows = FXCollections.observableArrayList();
    private final ObservableList<String> variables = FXCollections.observableArrayList();
    private final ObservableList<SessionSummary> candidates = FXCollections.observableArrayList();
    private final ObservableList<String> filterValues = FXCollections.observableArrayList();
    private final Set<String> addedKeys = new LinkedHashSet<>();

    StudySessionsViewModel(UiServices services, StudyViewModel study) {
        this.services = services;
        this.study = study;
        study.filterKeyProperty().addListener((o, a, b) -> updateFilterValues());
    }

    /** Reloads the member sessions and the sessions that could be added (background). */
    void reload() {
        String id = study.studyId();
        if (id == null) {
            rows.clear();
            variables.clear();
            candidates.clear();
            return;
        }
        services.async(services.background(), () -> new Loaded(services.bridge().studySessions(id),
                services.bridge().listSessions()), loaded -> {
                    if (!id.equals(study.studyId())) {
                        return;
                    }
                    rows.setAll(loaded.members());
                    Set<String> keys = new LinkedHashSet<>(List.of("respondent", "segment"));
                    loaded.members().forEach(r -> keys.addAll(r.variables().keySet()));
                    keys.addAll(addedKeys);
                    variables.setAll(keys);
                    Set<String> in = new java.util.HashSet<>();
                    loaded.members().forEach(r -> in.add(r.sessionId()));
                    candidates.setAll(loaded.all().stream().filter(s -> !in.contains(s.id())).toList());
                    updateFilterValues();
                }, e -> study.changed("Cannot list the study's sessions: " + e.getMessage()));
    }

    private record Loaded(List<StudySessionRow> members, List<SessionSummary> all) {
    }

    private void updateFilterValues() {
        String key = study.filterKeyProperty().get();
        TreeSet<String> values = new TreeSet<>();
        for (StudySessionRow r : rows) {
            String v = key == null ? null : r.variables().get(key);
            if (v != null && !v.isBlank()) {
                values.add(v);
            }
        }
        List<String> list = new ArrayList<>(List.of(StudyViewModel.ALL));
        list.addAll(values);
        filterValues.setAll(list);
    }

    /** Command: set one variable of one session ({@code ""} removes it); stored at once. */
    public void setVariable(StudySessionRow row, String key, String value) {
        String id = study.studyId();
        if (id == null || row == null || key == null || key.isBlank()) {
            return;
        }
        Map<String, String> vars = new LinkedHashMap<>(row.variables());
        String v = value == null ? "" : value.strip();
        if (v.isEmpty()) {
            vars.remove(key.strip());
        } else {
            vars.put(key.strip(), v);
        }
        if (vars.equals(row.variables())) {
            return;
        }
        store(() -> services.bridge().putStudySession(id, row.sessionId(), vars),
                "Set " + key.strip() + (v.isEmpty() ? " cleared" : " = " + v) + " for " + label(row));
    }

    /** Command: a new variable column (stored as soon as a session gets a value for it). */
    public void addVariable(String key) {
        if (key == null || key.isBlank() || variables.contains(key.strip())) {
            return;
        }
        addedKeys.add(key.strip());
        variables.add(key.strip());
    }

    /** Command: add a session of the database to the study (respondent = next free P-number). */
    public void add(SessionSummary session) {
        String id = study.studyId();
        if (id == null || session == null) {
            return;
        }
        Set<String> used = new java.util.HashSet<>();
        rows.forEach(r -> used.add(r.variables().getOrDefault("respondent", "")));
        int n = rows.size() + 1;
        while (used.contains(String.format(java.util.Locale.ROOT, "P%02d", n))) {
            n++;
        }
        String respondent = String.format(java.util.Locale.ROOT, "P%02d", n);
        store(() -> services.bridge().putStudySession(id, session.id(), Map.of("respondent", respondent)),
                "Added " + session.conceptName() + " as " + respondent);
    }

    /** Command: remove a session from the study (the interview itself stays in the database). */
    public void remove(StudySessionRow row) {
        String id = study.studyId();
        if (id != null && row != null) {
            store(() -> services.bridge().removeStudySession(id, row.sessionId()), "Removed " + label(row)
                    + " from the study");
        }
    }

    private static String label(StudySessionRow row) {
        return row.variables().getOrDefault("respondent", row.sessionId());
    }

    private void store(Runnable write, String done) {
        study.setBusy(true);
        services.async(services.background(), () -> {
            write.run();
            return done;
        }, what -> {
            study.setBusy(false);
            study.changed(what);
            reload();
            study.analyse();
        }, e -> {
            study.setBusy(false);
            study.changed("Not changed: " + e.getMessage());
            reload();
        });
    }

    public ObservableList<StudySessionRow> rows() {
        return rows;
    }

    /** Variable names shown as columns: respondent, segment, then the others in first-use order. */
    public ObservableList<String> variables() {
        return variables;
    }

    /** Sessions of the database that are not in the study. */
    public ObservableList<SessionSummary> candidates() {
        return candidates;
    }

    /** {@link StudyViewModel#ALL} and the values the filter variable has, sorted. */
    public ObservableList<String> filterValues() {
        return filterValues;
    }
}
