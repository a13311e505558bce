package org.interviewworkbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class CopyProgressBarTest {

    @Test
    void on_a_terminal_one_line_is_redrawn_with_a_bar_that_fills_as_sessions_are_copied() {
        StringWriter text = new StringWriter();
        CopyProgressBar bar = new CopyProgressBar(new PrintWriter(text), true);
        bar.accept("[1/4] session a: copied");
        bar.accept("[4/4] session d: unchanged");
        bar.finish();

        String[] frames = text.toString().split("\r");
        assertThat(frames).hasSize(3); // before the first frame, then two redraws
        assertThat(frames[1]).startsWith("[######..................] 1/4 session a: copied");
        assertThat(frames[2]).startsWith("[########################] 4/4 session d: unchanged").endsWith("\n");
        // the same width every time, so a redraw covers all of the line before it
        assertThat(frames[1]).hasSize(frames[2].length() - 1);
    }

    @Test
    void without_a_terminal_every_line_is_kept_for_the_log() {
        StringWriter text = new StringWriter();
        CopyProgressBar bar = new CopyProgressBar(new PrintWriter(text), false);
        bar.accept("[1/2] session a: copied");
        bar.accept("[2/2] session b: copied");
        bar.finish();

        assertThat(text.toString().lines()).containsExactly("[1/2] session a: copied", "[2/2] session b: copied");
    }

    @Test
    void a_long_session_id_is_shortened_so_the_bar_stays_on_one_line() {
        String line = CopyProgressBar.render(3, 200, "session " + "x".repeat(200) + ": copied");
        assertThat(line).hasSize(CopyProgressBar.render(200, 200, "session s: copied").length())
                .startsWith("[");
        assertThat(line).contains("  3/200 ").contains("...");
    }
}
