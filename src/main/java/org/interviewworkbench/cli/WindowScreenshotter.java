package org.interviewworkbench.cli;

import java.nio.file.Path;

/**
 * Port for {@code screenshot}: the composition root implements it with the desktop UI (the command line does not
 * depend on the UI package).
 */
public interface WindowScreenshotter {

    /**
     * Opens the real window, optionally runs the demo interview, and writes a PNG of the window or one view.
     *
     * @throws IllegalArgumentException for an unknown view name
     */
    void capture(String view, Path out, boolean demo, int width, int height) throws Exception;
}
