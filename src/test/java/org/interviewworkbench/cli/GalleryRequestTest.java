package org.interviewworkbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.cli.GalleryRequest.Size;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code screenshot --out-dir}: reading the views, sizes and theme, naming the files; no display needed. */
class GalleryRequestTest {

    @Test
    void reads_views_sizes_and_theme() {
        GalleryRequest r = GalleryRequest.parse(" graph, Heatmap ,graph,member-check", "1024x640, 1440X900,1024x640",
                "Dark");

        assertThat(r.views()).containsExactly("graph", "heatmap", "member-check");
        assertThat(r.sizes()).containsExactly(new Size(1024, 640), new Size(1440, 900));
        assertThat(r.dark()).isTrue();
        assertThat(GalleryRequest.parse("all", "800x600", "light").dark()).isFalse();
        assertThat(GalleryRequest.parse("all", "800x600", null).dark()).isFalse();
    }

    @Test
    void refuses_sizes_and_themes_it_cannot_read() {
        assertThatThrownBy(() -> GalleryRequest.parse("all", "1024", "light"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'1024' is not WIDTHxHEIGHT");
        assertThatThrownBy(() -> GalleryRequest.parse("all", "1024xabc", "light"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("WIDTHxHEIGHT");
        assertThatThrownBy(() -> GalleryRequest.parse("all", "10x10", "light"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("out of range");
        assertThatThrownBy(() -> GalleryRequest.parse("all", "1024x640", "sepia"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("neither light nor dark");
        assertThatThrownBy(() -> GalleryRequest.parse(" , ", "1024x640", "light"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no views");
        assertThatThrownBy(() -> GalleryRequest.parse("all", "", "light"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no window sizes");
    }

    @Test
    void names_each_picture_by_view_size_and_theme() {
        assertThat(GalleryRequest.fileName("graph", new Size(1024, 640), false)).isEqualTo("graph-1024x640.png");
        assertThat(GalleryRequest.fileName("study-matrix", new Size(1440, 900), true))
                .isEqualTo("study-matrix-1440x900-dark.png");
    }

    @Test
    void the_command_passes_a_gallery_to_the_screenshotter_and_keeps_the_single_capture() {
        Recorder rec = new Recorder();
        StringWriter out = new StringWriter();
        CommandLine cli = new CommandLine(new ScreenshotCommand(rec));
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(new StringWriter()));

        int code = cli.execute("--demo", "--out-dir", "gallery", "--views", "graph,heatmap", "--sizes",
                "1024x640,1440x900");

        assertThat(code).isZero();
        assertThat(rec.calls).containsExactly("gallery dir=gallery views=[graph, heatmap] sizes=[1024x640, 1440x900]"
                + " dark=false demo=true");
        assertThat(out.toString()).contains("Wrote 4 pictures to gallery");

        CommandLine single = new CommandLine(new ScreenshotCommand(rec));
        single.setOut(new PrintWriter(new StringWriter()));
        assertThat(single.execute("--out", "x.png", "--view", "graph", "--width", "1024", "--height", "640")).isZero();
        assertThat(rec.calls).last().isEqualTo("single view=graph out=x.png demo=false 1024x640");
    }

    @Test
    void the_command_wants_exactly_one_of_out_and_out_dir() {
        Recorder rec = new Recorder();
        CommandLine cli = new CommandLine(new ScreenshotCommand(rec));
        StringWriter err = new StringWriter();
        cli.setErr(new PrintWriter(err));

        assertThat(cli.execute("--demo")).isEqualTo(2);
        assertThat(cli.execute("--out", "a.png", "--out-dir", "d")).isEqualTo(2);
        assertThat(cli.execute("--out-dir", "d", "--sizes", "big")).isEqualTo(2);
        assertThat(rec.calls).isEmpty();
        assertThat(err.toString()).contains("either --out FILE.png (one view) or --out-dir DIR");
    }

    private static final class Recorder implements WindowScreenshotter {
        final List<String> calls = new ArrayList<>();

        @Override
        public void capture(String view, Path out, boolean demo, int width, int height) {
            calls.add("single view=" + view + " out=" + out + " demo=" + demo + " " + width + "x" + height);
        }

        @Override
        public List<Path> captureGallery(GalleryRequest request, Path dir, boolean demo) {
            calls.add("gallery dir=" + dir + " views=" + request.views() + " sizes=" + request.sizes() + " dark="
                    + request.dark() + " demo=" + demo);
            List<Path> files = new ArrayList<>();
            for (String v : request.views()) {
                for (Size s : request.sizes()) {
                    files.add(dir.resolve(GalleryRequest.fileName(v, s, request.dark())));
                }
            }
            return files;
        }
    }
}
