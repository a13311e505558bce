package org.interviewworkbench.cli;

import java.io.PrintWriter;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How {@code db copy} shows its progress lines ({@code [i/n] session ID: outcome}, one per session and study). On a
 * terminal one line is redrawn in place with a bar ({@code [#########...........]  45/200 session s-17: copied});
 * otherwise (a pipe, a log file, a test) every line is printed as it comes, so nothing is lost from a log.
 */
final class CopyProgressBar implements Consumer<String> {

    private static final Pattern STEP = Pattern.compile("^\\[(\\d+)/(\\d+)] (.*)$");
    private static final int WIDTH = 24;
    private static final int MAX_TEXT = 60;

    private final PrintWriter err;
    private final boolean terminal;
    private boolean drawn;

    CopyProgressBar(PrintWriter err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
    }

    @Override
    public void accept(String line) {
        Matcher m = STEP.matcher(line);
        if (!terminal || !m.matches()) {
            finish();
            err.println(line);
            err.flush();
            return;
        }
        err.print("\r" + render(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), m.group(3)));
        err.flush();
        drawn = true;
    }

    /** Ends the redrawn line so what follows starts on a line of its own. */
    void finish() {
        if (drawn) {
            err.println();
            err.flush();
            drawn = false;
        }
    }

    /** One bar line of a fixed width (padded, so a shorter line fully covers the longer one before it). */
    static String render(int done, int total, String what) {
        int filled = total <= 0 ? WIDTH : (int) Math.round(WIDTH * (double) Math.min(done, total) / total);
        String text = what.length() > MAX_TEXT ? what.substring(0, MAX_TEXT - 3) + "..." : what;
        String digits = String.valueOf(total);
        return "[" + "#".repeat(filled) + ".".repeat(WIDTH - filled) + "] "
                + " ".repeat(Math.max(0, digits.length() - String.valueOf(done).length())) + done + "/" + total + " "
                + text + " ".repeat(MAX_TEXT - text.length());
    }
}
