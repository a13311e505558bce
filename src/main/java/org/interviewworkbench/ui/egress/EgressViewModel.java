package org.interviewworkbench.ui.egress;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.port.EgressEntry;
import org.interviewworkbench.ui.PanelRefresh;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;

/**
 * "What left this laptop" for the open session (design.md "What leaves the laptop"): every request sent to a
 * language provider, read off the FX thread, with a one-line summary an ethics board can read.
 */
public final class EgressViewModel {

    private final UiServices services;
    private final SessionViewModel session;
    private final PanelRefresh refresh;
    private final ObservableList<EgressEntry> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("No session open.");

    public EgressViewModel(UiServices services, SessionViewModel session) {
        this.services = services;
        this.session = session;
        this.refresh = new PanelRefresh(session.revisionProperty(), this::rebuild);
    }

    public BooleanProperty showingProperty() {
        return refresh.showingProperty();
    }

    private void rebuild() {
        SessionSnapshot open = session.sessionProperty().get();
        if (open == null) {
            rows.clear();
            summary.set("No session open.");
            return;
        }
        String id = open.info().id();
        String engine = open.info().engine();
        services.async(services.background(), () -> services.bridge().egress(id), list -> {
            rows.setAll(list);
            summary.set(summaryOf(engine, list));
        }, e -> summary.set("Cannot read the egress log: " + e.getMessage()));
    }

    /** "Nothing left this laptop ..." or "14 requests to api.openai.com: 9,812 characters, 5 values redacted (...)". */
    public static String summaryOf(String engine, List<EgressEntry> entries) {
        if (entries.isEmpty()) {
            return "offline".equals(engine) || engine == null
                    ? "Nothing left this laptop: this session runs on the offline engine."
                    : "No request to a language provider is on record for this session.";
        }
        Map<String, Integer> hosts = new TreeMap<>();
        Map<String, Integer> kinds = new TreeMap<>();
        long chars = 0;
        long remote = 0;
        long unredactedRemote = 0;
        for (EgressEntry e : entries) {
            hosts.merge(e.host(), 1, Integer::sum);
            e.redactions().forEach((k, v) -> kinds.merge(k, v, Integer::sum));
            chars += e.chars();
            if (e.remote()) {
                remote++;
                if (!e.redacted()) {
                    unredactedRemote++;
                }
            }
        }
        int values = kinds.values().stream().mapToInt(Integer::intValue).sum();
        StringBuilder sb = new StringBuilder();
        sb.append(entries.size()).append(entries.size() == 1 ? " request to " : " requests to ")
                .append(String.join(", ", hosts.keySet())).append(": ")
                .append(String.format(Locale.ROOT, "%,d", chars)).append(" characters");
        if (remote == 0) {
            sb.append(", all to this machine");
        }
        sb.append("; ").append(values).append(values == 1 ? " value" : " values").append(" replaced by placeholders");
        if (!kinds.isEmpty()) {
            sb.append(" (");
            kinds.forEach((k, v) -> sb.append(k.toLowerCase(Locale.ROOT).replace('_', ' ')).append(' ').append(v)
                    .append(", "));
            sb.setLength(sb.length() - 2);
            sb.append(')');
        }
        if (unredactedRemote > 0) {
            sb.append("; ").append(unredactedRemote).append(" sent to another machine WITHOUT redaction");
        }
        return sb.append('.').toString();
    }

    public ObservableList<EgressEntry> rows() {
        return rows;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }
}
