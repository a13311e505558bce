package org.interviewworkbench.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code screenshot --demo --out FILE.png [--view NAME]}: opens the real window (needs a display, e.g. Xvfb), runs a
 * short offline demo interview and saves a PNG of the window or of one named view after the last turn.
 * {@code screenshot --demo --out-dir DIR --views all --sizes 1024x640,1440x900 [--theme dark]} runs the demo once and
 * saves every view at every size to {@code DIR/<view>-<W>x<H>[-dark].png}.
 */
@Command(name = "screenshot", mixinStandardHelpOptions = true,
        description = "Open the workbench window, optionally run the offline demo interview, and save a PNG.")
public final class ScreenshotCommand implements Callable<Integer> {

    private final WindowScreenshotter screenshotter;

    @Spec
    private CommandSpec spec;

    @Option(names = "--demo", description = "Run the short offline demo interview first.")
    private boolean demo;

    @Option(names = "--out", paramLabel = "FILE", description = "PNG file to write (one view).")
    private Path out;

    @Option(names = "--out-dir", paramLabel = "DIR",
            description = "Folder for many views at many sizes: DIR/<view>-<W>x<H>[-dark].png (one demo run).")
    private Path outDir;

    @Option(names = "--views", defaultValue = "all", paramLabel = "all|V1,V2,...",
            description = "With --out-dir: the views to picture (default: all).")
    private String views;

    @Option(names = "--sizes", defaultValue = "1024x640,1440x900", paramLabel = "WxH,...",
            description = "With --out-dir: the window sizes (default: 1024x640,1440x900).")
    private String sizes;

    @Option(names = "--theme", defaultValue = "light", paramLabel = "light|dark",
            description = "Theme of the pictures (default: light).")
    private String theme;

    @Option(names = "--view", defaultValue = "window", paramLabel = "NAME",
            description = "window|interview|graph|canonical|heatmap|ranking|editor|timeline (default: window)")
    private String view;

    @Option(names = "--width", defaultValue = "1440", description = "Window width (default 1440).")
    private int width;

    @Option(names = "--height", defaultValue = "900", description = "Window height (default 900).")
    private int height;

    /** System property the window reads to force the dark theme (the researcher's stored choice is left alone). */
    static final String DARK_THEME_PROPERTY = "interview-workbench.theme";

    public ScreenshotCommand(WindowScreenshotter screenshotter) {
        this.screenshotter = screenshotter;
    }

    private static String oneLine(Throwable e) {
        Throwable c = e;
        while (c.getCause() != null && (c.getMessage() == null || c.getMessage().isBlank())) {
            c = c.getCause();
        }
        String m = c.getMessage() == null ? c.getClass().getSimpleName() : c.getMessage();
        return m.lines().findFirst().orElse(m);
    }

    @Override
    public Integer call() {
        try {
            if ((out == null) == (outDir == null)) {
                throw new IllegalArgumentException("give either --out FILE.png (one view) or --out-dir DIR (many)");
            }
            GalleryRequest request = GalleryRequest.parse(outDir == null ? view : views,
                    outDir == null ? width + "x" + height : sizes, theme);
            if (request.dark()) {
                System.setProperty(DARK_THEME_PROPERTY, "dark");
            }
            if (outDir == null) {
                screenshotter.capture(view, out, demo, width, height);
                spec.commandLine().getOut().println("Wrote " + out);
            } else {
                List<Path> written = screenshotter.captureGallery(request, outDir, demo);
                spec.commandLine().getOut().println("Wrote " + written.size() + " pictures to " + outDir);
            }
            return 0;
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("screenshot: " + e.getMessage());
            return 2;
        } catch (Exception | LinkageError e) {
            spec.commandLine().getErr().println("screenshot: " + oneLine(e)
                    + " (a display is needed, e.g. xvfb-run -a -s \"-screen 0 1440x900x24\")");
            return 1;
        }
    }
}
