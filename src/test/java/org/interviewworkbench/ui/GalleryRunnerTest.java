package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.interviewworkbench.ui.GalleryRunner.Size;
import org.junit.jupiter.api.Test;

/** Many views at many sizes from one demo run, on the headless toolkit. */
class GalleryRunnerTest {

    static {
        // the Monocle headless screen must be at least as large as the window
        System.setProperty("headless.geometry", "1600x1000-32");
    }

    @Test
    void all_names_every_window_view_the_member_check_and_the_study_panes() {
        List<String> all = GalleryRunner.expand(List.of("all"));

        assertThat(all).containsAll(List.of(MainWindow.VIEW_NAMES))
                .contains("member-check", "study-matrix", "study-segments", "study-codebook").doesNotHaveDuplicates();
        assertThat(GalleryRunner.expand(List.of("heatmap", "graph", "heatmap"))).containsExactly("heatmap", "graph");
        assertThatThrownBy(() -> GalleryRunner.expand(List.of("graph", "nope")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown view 'nope'");
        assertThat(GalleryRunner.fileName("member-check", new Size(1024, 640), true))
                .isEqualTo("member-check-1024x640-dark.png");
    }

    @Test
    void one_demo_run_writes_each_view_at_each_size_in_the_dark_theme() throws Exception {
        Path dir = Path.of("target", "screenshots", "gallery"); // kept as build artefacts to look at
        GalleryRunner runner = new GalleryRunner(FakeWorkbenchBridge::new,
                DemoScript.fixed(null, null, FakeWorkbenchBridge.DEMO_ANSWERS.subList(0, 4)), null);

        long t0 = System.nanoTime();
        List<Path> written = runner.capture(dir, List.of("window", "heatmap", "member-check", "study-matrix"),
                List.of(new Size(800, 500), new Size(1024, 640)), true, true);
        System.out.printf("MEASURE gallery run (4 demo turns, 4 views x 2 sizes): %d ms%n",
                (System.nanoTime() - t0) / 1_000_000);

        assertThat(written).hasSize(8).allSatisfy(p -> assertThat(p).exists());
        BufferedImage small = ImageIO.read(dir.resolve("window-800x500-dark.png").toFile());
        BufferedImage large = ImageIO.read(dir.resolve("window-1024x640-dark.png").toFile());
        assertThat(small.getWidth()).isEqualTo(800);
        assertThat(small.getHeight()).isEqualTo(500);
        assertThat(large.getWidth()).isEqualTo(1024);
        assertThat(large.getHeight()).isEqualTo(640);
        BufferedImage check = ImageIO.read(dir.resolve("member-check-1024x640-dark.png").toFile());
        assertThat(check.getWidth()).isEqualTo(1024);
        assertThat(Files.size(dir.resolve("study-matrix-800x500-dark.png"))).isGreaterThan(3_000);
        assertThat(meanLuminance(large)).as("the dark theme is on").isLessThan(110);
    }

    private static double meanLuminance(BufferedImage image) {
        double sum = 0;
        int n = 0;
        for (int y = 0; y < image.getHeight(); y += 4) {
            for (int x = 0; x < image.getWidth(); x += 4) {
                int rgb = image.getRGB(x, y);
                sum += 0.299 * ((rgb >> 16) & 0xff) + 0.587 * ((rgb >> 8) & 0xff) + 0.114 * (rgb & 0xff);
                n++;
            }
        }
        return sum / n;
    }
}
