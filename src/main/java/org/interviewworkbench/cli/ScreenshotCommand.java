package org.interviewworkbench.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code screenshot --demo --out FILE.png [--view NAME]}: opens the real window (needs a display, e.g. Xvfb), runs a
 * short offline demo interview and saves a PNG of the window or of one named view after the last turn.
 */
@Command(name = "screenshot", mixinStandardHelpOptions = true,
        description = "Open the workbench window, optionally run the offline demo interview, and save a PNG.")
public final class ScreenshotCommand implements Callable<Integer> {

    private final WindowScreenshotter screenshotter;

    @Spec
    private CommandSpec spec;

    @Option(names = "--demo", description = "Run the short offline demo interview first.")
    private boolean demo;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "PNG file to write.")
    private Path out;

    @Option(names = "--view", defaultValue = "window", paramLabel = "NAME",
            description = "window|interview|graph|canonical|heatmap|ranking|editor|timeline (default: window)")
    private String view;

    @Option(names = "--width", defaultValue = "1440", description = "Window width (default 1440).")
    private int width;

    @Option(names = "--height", defaultValue = "900", description = "Window height (default 900).")
    private int height;

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
            screenshotter.capture(view, out, demo, width, height);
            spec.commandLine().getOut().println("Wrote " + out);
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
