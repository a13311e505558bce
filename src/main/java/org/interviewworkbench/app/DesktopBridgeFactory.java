package org.interviewworkbench.app;

import org.interviewworkbench.ui.WorkbenchBridge;
import org.interviewworkbench.ui.WorkbenchBridgeFactory;

/**
 * Builds the desktop's {@link WorkbenchBridge}. At merge time this wires InterviewService, the H2 SessionStore, the
 * methodology loader (with hot reload) and the language engines; until then it reports, in the window, that the
 * engine is not wired.
 */
public final class DesktopBridgeFactory implements WorkbenchBridgeFactory {

    @Override
    public WorkbenchBridge create() {
        throw new IllegalStateException("The interview engine is not wired into this build yet "
                + "(the real WorkbenchBridge arrives with the persistence and methodology branches).");
    }
}
