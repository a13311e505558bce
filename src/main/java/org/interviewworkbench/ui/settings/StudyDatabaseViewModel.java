package org.interviewworkbench.ui.settings;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.interviewworkbench.ui.DialogService;
import org.interviewworkbench.ui.UiServices;
import org.interviewworkbench.ui.SettingsBridge.StudyDatabase;

/**
 * The Settings tab's "Study database" (issue 16): the local file (one researcher, the default) or a shared
 * PostgreSQL server (host, port, database, user, password, sslmode). "Test connection" logs in off the UI thread and
 * reports one line; "Save" stores the choice in the owner-only settings file, and it applies at the next start. A
 * password typed here goes to the bridge once and is cleared; the UI only ever says whether one is stored.
 */
public final class StudyDatabaseViewModel {

    /** Shown beside the choice: when it takes effect. */
    public static final String APPLIES = "Applies the next time the workbench starts.";

    private final UiServices services;
    private final BooleanProperty shared = new SimpleBooleanProperty(this, "shared");
    private final StringProperty host = new SimpleStringProperty(this, "host", "");
    private final StringProperty port = new SimpleStringProperty(this, "port", "5432");
    private final StringProperty database = new SimpleStringProperty(this, "database", "");
    private final StringProperty user = new SimpleStringProperty(this, "user", "");
    private final StringProperty passwordInput = new SimpleStringProperty(this, "passwordInput", "");
    private final StringProperty sslmode = new SimpleStringProperty(this, "sslmode", "prefer");
    private final ObservableList<String> sslModes = FXCollections.observableArrayList(StudyDatabase.SSL_MODES);
    private final ReadOnlyStringWrapper passwordStatus = new ReadOnlyStringWrapper(this, "passwordStatus", "");
    private final ReadOnlyStringWrapper inUse = new ReadOnlyStringWrapper(this, "inUse", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", APPLIES);
    private final ReadOnlyBooleanWrapper testing = new ReadOnlyBooleanWrapper(this, "testing");
    private final BooleanBinding serverFieldsDisabled = Bindings.not(shared);

    public StudyDatabaseViewModel(UiServices services) {
        this.services = services;
    }

    /** True: the shared PostgreSQL server; false: the local file. */
    public BooleanProperty sharedProperty() {
        return shared;
    }

    public StringProperty hostProperty() {
        return host;
    }

    public StringProperty portProperty() {
        return port;
    }

    public StringProperty databaseProperty() {
        return database;
    }

    public StringProperty userProperty() {
        return user;
    }

    /** Bound to a password field; cleared after saving. */
    public StringProperty passwordInputProperty() {
        return passwordInput;
    }

    public StringProperty sslmodeProperty() {
        return sslmode;
    }

    public ObservableList<String> sslModes() {
        return sslModes;
    }

    /** "A password is stored" / "No password stored ..." (never the password). */
    public ReadOnlyStringProperty passwordStatusProperty() {
        return passwordStatus.getReadOnlyProperty();
    }

    /** "In use now: ..." the database this workbench has open. */
    public ReadOnlyStringProperty inUseProperty() {
        return inUse.getReadOnlyProperty();
    }

    /** One line: the test's result, what was saved, or why not. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** True while "Test connection" runs. */
    public ReadOnlyBooleanProperty testingProperty() {
        return testing.getReadOnlyProperty();
    }

    /** The server's fields are off while the local file is chosen. */
    public BooleanBinding serverFieldsDisabledProperty() {
        return serverFieldsDisabled;
    }

    /** Command: load the stored choice (background). */
    public void initialise() {
        services.async(services.background(), () -> services.bridge().studyDatabase(), this::show,
                t -> message.set("The study database setting is unavailable: " + DialogService.friendly(t)));
    }

    /** Command: log in to the chosen server off the UI thread and report one line (nothing is created). */
    public void testConnection() {
        if (testing.get()) {
            return;
        }
        StudyDatabase choice;
        try {
            choice = choice();
        } catch (IllegalArgumentException e) {
            message.set(e.getMessage());
            return;
        }
        String password = passwordInput.get();
        testing.set(true);
        message.set(choice.shared() ? "Connecting to " + choice.host() + ":" + choice.port() + "/" + choice.database()
                + "\u2026" : "");
        services.async(services.background(), () -> services.bridge().testStudyDatabase(choice, password), line -> {
            testing.set(false);
            message.set(line);
        }, t -> {
            testing.set(false);
            message.set("Test failed: " + DialogService.friendly(t));
        });
    }

    /** Command: store the choice (and the typed password, if any) in the owner-only settings file. */
    public void save() {
        StudyDatabase choice;
        try {
            choice = choice();
        } catch (IllegalArgumentException e) {
            message.set(e.getMessage());
            return;
        }
        String password = passwordInput.get();
        passwordInput.set("");
        services.async(services.background(), () -> {
            services.bridge().saveStudyDatabase(choice, password);
            return services.bridge().studyDatabase();
        }, stored -> {
            show(stored);
            message.set("Saved: " + (stored.shared() ? "the shared server " + stored.host() + ":" + stored.port()
                    + "/" + stored.database() : "the local file") + ". " + APPLIES);
        }, t -> message.set("Could not save the study database: " + DialogService.friendly(t)));
    }

    private StudyDatabase choice() {
        int p;
        try {
            p = Integer.parseInt(port.get() == null ? "" : port.get().strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("The port must be a number (PostgreSQL's is 5432).");
        }
        return new StudyDatabase(shared.get(), strip(host.get()), p, strip(database.get()), strip(user.get()),
                sslmode.get() == null ? "prefer" : sslmode.get(), false, "");
    }

    private static String strip(String s) {
        return s == null ? "" : s.strip();
    }

    private void show(StudyDatabase s) {
        shared.set(s.shared());
        host.set(s.host());
        port.set(Integer.toString(s.port()));
        database.set(s.database());
        user.set(s.user());
        sslmode.set(s.sslmode());
        passwordStatus.set(s.passwordStored() ? "A password is stored (\u2022\u2022\u2022\u2022 hidden)"
                : "No password stored (PGPASSWORD or ~/.pgpass are used)");
        inUse.set(s.inUse().isEmpty() ? "" : "In use now: " + s.inUse());
    }
}
