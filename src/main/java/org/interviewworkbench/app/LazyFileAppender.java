package org.interviewworkbench.app;

import ch.qos.logback.core.OutputStreamAppender;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A logback file appender that creates its file (and folders) only when the first event is written, so a command
 * that logs nothing leaves nothing behind; afterwards it appends. Configured in logback.xml ({@code <file>}).
 *
 * @param <E> the event type
 */
public final class LazyFileAppender<E> extends OutputStreamAppender<E> {

    private String file;

    public void setFile(String file) {
        this.file = file;
    }

    public String getFile() {
        return file;
    }

    @Override
    public void start() {
        if (file == null || file.isBlank()) {
            addError("no <file> set for appender " + getName());
            return;
        }
        setOutputStream(new OpenOnFirstWrite(Path.of(file)));
        super.start();
    }

    /** Opens the file for appending on the first non-empty write. */
    private static final class OpenOnFirstWrite extends OutputStream {
        private final Path path;
        private OutputStream out;

        OpenOnFirstWrite(Path path) {
            this.path = path;
        }

        private OutputStream out() throws IOException {
            if (out == null) {
                Path parent = path.toAbsolutePath().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
                out = Files.newOutputStream(path, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            }
            return out;
        }

        @Override
        public void write(int b) throws IOException {
            out().write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (len > 0) {
                out().write(b, off, len);
            }
        }

        @Override
        public void flush() throws IOException {
            if (out != null) {
                out.flush();
            }
        }

        @Override
        public void close() throws IOException {
            if (out != null) {
                out.close();
            }
        }
    }
}
