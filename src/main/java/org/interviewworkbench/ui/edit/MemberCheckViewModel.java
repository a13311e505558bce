package org.interviewworkbench.ui.edit;

import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;
import org.interviewworkbench.engine.study.MemberCheck;
import org.interviewworkbench.ui.DialogService;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;

/**
 * Review with the respondent (member check): the open session's ladders in plain language and the respondent's
 * verdict on each (confirmed, corrected, rejected), every verdict an entry of the session's edit log. Loading and
 * recording run on the turn executor.
 */
public final class MemberCheckViewModel {

    private final UiServices services;
    private final SessionViewModel session;
    private final ObservableList<MemberCheck.Item> items = FXCollections.observableArrayList();
    private final ObservableMap<String, String> verdicts = FXCollections.observableHashMap();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final Runnable recorded;

    /** @param recorded called after a verdict is stored (the History panel reloads) */
    public MemberCheckViewModel(UiServices services, SessionViewModel session, Runnable recorded) {
        this.services = services;
        this.session = session;
        this.recorded = recorded;
    }

    /** The ladders, in discovery order. */
    public ObservableList<MemberCheck.Item> items() {
        return items;
    }

    /** Ladder id to its verdict so far in this review. */
    public ObservableMap<String, String> verdicts() {
        return verdicts;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Command: reads the ladders of the open session. */
    public void load() {
        String id = session.sessionId();
        if (id == null) {
            items.clear();
            status.set("Open a session first.");
            return;
        }
        services.async(services.turnExecutor(), () -> services.bridge().memberCheck(id), list -> {
            items.setAll(list);
            verdicts.clear();
            status.set(list.isEmpty() ? "No ladder yet: the respondent has not linked a reason to a value."
                    : "Read each sentence to the respondent and ask: is that right?");
        }, error -> status.set("The ladders could not be read: " + DialogService.friendly(error)));
    }

    /** Command: the respondent's verdict on {@code item} ("confirmed", "corrected", "rejected"), on record. */
    public void record(MemberCheck.Item item, String verdict, String note) {
        String id = session.sessionId();
        if (id == null || item == null || !MemberCheck.VERDICTS.contains(verdict)) {
            return;
        }
        services.async(services.turnExecutor(), () -> {
            services.bridge().recordMemberCheck(id, item, verdict, note);
            return verdict;
        }, v -> {
            verdicts.put(item.ladderId(), v);
            status.set("Ladder " + item.ladderId() + " " + v + (v.equals("corrected")
                    ? ": correct the concepts in the Concepts and Relationships tabs" : ""));
            recorded.run();
        }, error -> services.dialogs().showError("The verdict was not recorded", DialogService.friendly(error),
                error));
    }

    /** The verdicts still missing. */
    public List<MemberCheck.Item> unreviewed() {
        return items.stream().filter(i -> !verdicts.containsKey(i.ladderId())).toList();
    }
}
