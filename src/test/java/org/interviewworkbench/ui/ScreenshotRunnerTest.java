package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** The screenshot runner on the headless toolkit: demo interview through the window, then PNGs. */
class ScreenshotRunnerTest {

    static {
        // the Monocle headless screen must be at least as large as the window
        System.setProperty("headless.geometry", "1600x1000-32");
    }

    @Test
    void runs_the_demo_interview_and_writes_the_window_and_a_named_view() throws Exception {
        Path out = Path.of("target", "screenshots"); // kept as build artefacts to look at
        ScreenshotRunner runner = new ScreenshotRunner(FakeWorkbenchBridge::new,
                FakeWorkbenchBridge.DEMO_ANSWERS.subList(0, 6));

        long t0 = System.nanoTime();
        runner.capture("window", out.resolve("window.png"), true, 1440, 900);
        System.out.printf("MEASURE screenshot run (toolkit start + window + 6 demo turns + snapshot): %d ms%n",
                (System.nanoTime() - t0) / 1_000_000);
        for (String view : new String[] {"graph", "ranking", "heatmap", "editor", "canonical"}) {
            runner.capture(view, out.resolve(view + ".png"), true, 1440, 900);
        }

        BufferedImage image = ImageIO.read(out.resolve("window.png").toFile());
        assertThat(image.getWidth()).isEqualTo(1440);
        assertThat(image.getHeight()).isEqualTo(900);
        assertThat(Files.size(out.resolve("graph.png"))).isGreaterThan(5_000);
        assertThatThrownBy(() -> runner.capture("nope", out.resolve("x.png"), false, 800, 600))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown view");
    }
}
