package org.interviewworkbench.ui;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableValue;

/**
 * Rebuilds one panel's state when the open session changes: at once while the panel is showing, otherwise once,
 * when it is shown next. A finished turn then costs the FX thread the rebuild (and the JavaFX CSS and layout passes
 * that follow it) of the panels on screen only, not of every tab in the window.
 *
 * <p>{@link #showingProperty()} is {@code true} until something binds it (e.g. to a tab's {@code selected}
 * property), so a ViewModel used on its own always stays current.
 */
public final class PanelRefresh {

    private final BooleanProperty showing = new SimpleBooleanProperty(this, "showing", true);
    private final Runnable rebuild;
    private boolean stale;

    /**
     * @param trigger changes of this value request a rebuild (typically the session's revision)
     * @param rebuild the panel's rebuild; runs on the FX thread
     */
    public PanelRefresh(ObservableValue<?> trigger, Runnable rebuild) {
        this.rebuild = rebuild;
        trigger.addListener((o, a, b) -> request());
        showing.addListener((o, was, now) -> {
            if (now && stale) {
                run();
            }
        });
    }

    /** Whether the panel is on screen; bind it to the panel's tab. */
    public BooleanProperty showingProperty() {
        return showing;
    }

    /** Whether a rebuild is pending until the panel is shown. */
    public boolean isStale() {
        return stale;
    }

    /** Rebuilds now when showing, else marks the panel stale. */
    public void request() {
        if (showing.get()) {
            run();
        } else {
            stale = true;
        }
    }

    /**
     * Rebuilds now if a rebuild is pending, showing or not: for a reader of the panel's state while it is hidden (a
     * dialog opened from elsewhere that lists the same rows).
     */
    public void catchUp() {
        if (stale) {
            run();
        }
    }

    private void run() {
        stale = false;
        rebuild.run();
    }
}
