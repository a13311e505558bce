package org.interviewworkbench.ui.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The warm-up really draws: off the FX thread, the sample graph's nodes, edges and labels end up on its canvas, so
 * the renderer code the first real paints run has been run once before them.
 */
@ExtendWith(ApplicationExtension.class)
class RendererWarmUpTest {

    @Test
    void the_sample_graph_is_drawn_off_the_fx_thread() throws Exception {
        CompletableFuture<Canvas> drawn = CompletableFuture.supplyAsync(RendererWarmUp::run);
        Canvas canvas = drawn.get(30, TimeUnit.SECONDS);
        assertThat(canvas).as("drawn without an error").isNotNull();

        WritableImage image = WaitForAsyncUtils.asyncFx(() -> canvas.snapshot(null, null)).get(10, TimeUnit.SECONDS);
        PixelReader pixels = image.getPixelReader();
        int dark = 0;
        for (int x = 0; x < RendererWarmUp.WIDTH; x++) {
            for (int y = 0; y < RendererWarmUp.HEIGHT; y++) {
                Color c = pixels.getColor(x, y);
                if (c.getOpacity() > 0.5 && c.getBrightness() < 0.5) {
                    dark++;
                }
            }
        }
        // outlines, edges, arrows and label text are dark; an empty or background-only canvas has none
        assertThat(dark).as("dark pixels of nodes, edges and labels").isGreaterThan(200);
    }
}
