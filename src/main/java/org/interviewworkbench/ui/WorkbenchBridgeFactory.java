package org.interviewworkbench.ui;

/**
 * Creates the bridge for the desktop app. The composition root (package {@code app}) names its implementation
 * when it launches {@link WorkbenchApp} ({@code --bridge-factory=<class>}), so the UI does not depend on {@code app}
 * and needs no static state.
 */
public interface WorkbenchBridgeFactory {

    /** The bridge; throw with a friendly message when the engine cannot be wired (shown in the window). */
    WorkbenchBridge create() throws Exception;
}
