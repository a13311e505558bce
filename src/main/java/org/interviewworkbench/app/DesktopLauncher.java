package org.interviewworkbench.app;

import javafx.application.Application;
import org.interviewworkbench.ui.WorkbenchApp;

/** Starts the desktop workbench (kept apart from {@link Launcher}, which must not extend Application). */
public final class DesktopLauncher {

    private DesktopLauncher() {
    }

    /** Blocks until the window is closed. */
    public static void launch() {
        Application.launch(WorkbenchApp.class,
                "--" + WorkbenchApp.BRIDGE_FACTORY_PARAMETER + "=" + DesktopBridgeFactory.class.getName());
    }
}
