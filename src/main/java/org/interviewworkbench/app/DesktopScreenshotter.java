package org.interviewworkbench.app;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import org.interviewworkbench.cli.WindowScreenshotter;
import org.interviewworkbench.ui.ScreenshotRunner;
import org.interviewworkbench.ui.WorkbenchBridge;

/**
 * {@link WindowScreenshotter} with the real window: the bridge comes from {@link DesktopBridgeFactory} and the demo
 * interview from {@link #DEMO_ANSWERS} (the lead may swap in a scenario-driven list at merge).
 */
public final class DesktopScreenshotter implements WindowScreenshotter {

    /** Answers of the offline demo interview (oat milk, means-end chain). */
    public static final List<String> DEMO_ANSWERS = List.of(
            "I switched to oat milk because it's really creamy and it froths well in my coffee.",
            "A good froth makes my morning latte feel like a little treat, like the cafe at home.",
            "It's plant-based too, and that's just easier on my stomach.",
            "When the morning feels like a treat I start the day calm instead of rushed.",
            "Being calm lets me take care of myself and be patient with my kids.",
            "In the end it's about being a good parent, feeling I'm doing things right.");

    private final Supplier<WorkbenchBridge> bridge;
    private final List<String> answers;

    public DesktopScreenshotter() {
        this(() -> new DesktopBridgeFactory().create(), DEMO_ANSWERS);
    }

    public DesktopScreenshotter(Supplier<WorkbenchBridge> bridge, List<String> answers) {
        this.bridge = bridge;
        this.answers = List.copyOf(answers);
    }

    @Override
    public void capture(String view, Path out, boolean demo, int width, int height) throws Exception {
        new ScreenshotRunner(bridge, answers).capture(view, out, demo, width, height);
    }
}
