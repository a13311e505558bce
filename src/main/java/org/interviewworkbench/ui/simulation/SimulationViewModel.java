package org.interviewworkbench.ui.simulation;

import java.util.concurrent.atomic.AtomicBoolean;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.ui.DialogService;
import org.interviewworkbench.ui.SessionViewModel;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.LabBridge.SimulationRequest;
import org.interviewworkbench.ui.LabBridge.SimulationRun;

/** Simulation tab: scenario, persona, engine, turns, runs; progress; quality metrics; open a run. */
public final class SimulationViewModel {

    /** Lifecycle. */
    public enum State { IDLE, RUNNING, DONE, FAILED }

    private final UiServices services;
    private final SessionViewModel session;
    private final ObservableList<String> scenarios = FXCollections.observableArrayList();
    private final ObservableList<String> personas = FXCollections.observableArrayList();
    private final ObservableList<String> engines = FXCollections.observableArrayList();
    private final StringProperty scenario = new SimpleStringProperty(this, "scenario");
    private final StringProperty persona = new SimpleStringProperty(this, "persona");
    private final StringProperty engine = new SimpleStringProperty(this, "engine", "offline");
    private final IntegerProperty turns = new SimpleIntegerProperty(this, "turns", 10);
    private final IntegerProperty runs = new SimpleIntegerProperty(this, "runs", 3);
    private final DoubleProperty progress = new SimpleDoubleProperty(this, "progress", 0);
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.IDLE);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ObservableList<SimulationRun> results = FXCollections.observableArrayList();
    private AtomicBoolean cancel = new AtomicBoolean();

    public SimulationViewModel(UiServices services, SessionViewModel session) {
        this.services = services;
        this.session = session;
    }

    public ObservableList<String> scenarios() {
        return scenarios;
    }

    public ObservableList<String> personas() {
        return personas;
    }

    public ObservableList<String> engines() {
        return engines;
    }

    public StringProperty scenarioProperty() {
        return scenario;
    }

    public StringProperty personaProperty() {
        return persona;
    }

    public StringProperty engineProperty() {
        return engine;
    }

    public IntegerProperty turnsProperty() {
        return turns;
    }

    public IntegerProperty runsProperty() {
        return runs;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ObservableList<SimulationRun> results() {
        return results;
    }

    /** Command: load the catalogue. */
    public void initialise() {
        record Catalogue(java.util.List<String> s, java.util.List<String> p, java.util.List<String> e) {
        }
        services.async(services.background(), () -> new Catalogue(services.bridge().scenarioIds(),
                services.bridge().personaIds(), services.bridge().engines()), c -> {
                    scenarios.setAll(c.s());
                    personas.setAll(c.p());
                    engines.setAll(c.e());
                    if (scenario.get() == null && !c.s().isEmpty()) {
                        scenario.set(c.s().get(0));
                    }
                    if (persona.get() == null && !c.p().isEmpty()) {
                        persona.set(c.p().get(0));
                    }
                }, t -> message.set("Catalogue unavailable: " + DialogService.friendly(t)));
    }

    /** Command: run the batch on the background executor. */
    public void run() {
        if (state.get() == State.RUNNING) {
            return;
        }
        String methodology = session.getSession() == null ? "means_end_chain"
                : session.getSession().info().methodologyId();
        SimulationRequest request = new SimulationRequest(methodology, scenario.get(), persona.get(), engine.get(),
                turns.get(), runs.get(), 42);
        AtomicBoolean flag = new AtomicBoolean();
        cancel = flag;
        state.set(State.RUNNING);
        progress.set(0);
        results.clear();
        message.set("Simulating " + request.runs() + " run(s) of " + request.turns() + " turns ...");
        services.async(services.background(), () -> services.bridge().simulate(request,
                        p -> services.dispatcher().dispatch(() -> {
                            progress.set(p.fraction());
                            message.set("Run " + p.run() + "/" + p.runs() + ", turn " + p.turn() + "/" + p.turns());
                        }), flag::get),
                list -> {
                    results.setAll(list);
                    progress.set(1);
                    state.set(State.DONE);
                    message.set(list.size() + " run(s) finished. Double-click a run to open it.");
                }, t -> {
                    state.set(State.FAILED);
                    message.set("Simulation stopped: " + DialogService.friendly(t));
                });
    }

    /** Command: cancel between turns. */
    public void cancel() {
        cancel.set(true);
    }

    /** Command: open a run's session in the interview panels. */
    public void open(SimulationRun run) {
        if (run != null) {
            session.open(run.sessionId());
        }
    }
}
