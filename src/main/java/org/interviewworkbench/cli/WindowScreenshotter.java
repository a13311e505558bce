package org.interviewworkbench.cli;

import java.nio.file.Path;
import java.util.List;

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

    /**
     * Opens the real window once, optionally runs the demo once, then writes every requested view at every size to
     * {@code dir/<view>-<W>x<H>[-dark].png}.
     *
     * @return the files written, in order
     * @throws IllegalArgumentException for an unknown view name (before anything is opened)
     */
    default List<Path> captureGallery(GalleryRequest request, Path dir, boolean demo) throws Exception {
        throw new UnsupportedOperationException("this screenshotter takes one view at a time");
    }
}
