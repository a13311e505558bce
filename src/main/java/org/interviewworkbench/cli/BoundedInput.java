package org.interviewworkbench.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Reads an input file (or standard input) whole, but never more than a stated limit: a regular file is checked by
 * its size before reading, a stream (standard input, {@code /dev/zero}, a pipe) is read until one byte past the
 * limit. Anything larger is refused at once with a user error that names the limit, so memory stays bounded for
 * any input.
 */
public final class BoundedInput {

    /** Answers file or standard input. */
    public static final long ANSWERS_LIMIT = 2L * 1024 * 1024;
    /** One answer, in characters. */
    public static final int ANSWER_LIMIT = 100_000;
    /** A JSON input (rank --signals, track --events, edits). */
    public static final long JSON_LIMIT = 4L * 1024 * 1024;

    private BoundedInput() {
    }

    /**
     * @param what how the input is named in messages (e.g. "answers file")
     */
    public static byte[] read(Path file, long limit, String what) {
        if (Files.isDirectory(file)) {
            throw new UserInputException(what + " " + file + " is a folder; give a file");
        }
        try {
            if (Files.isRegularFile(file) && Files.size(file) > limit) {
                throw tooLarge(what + " " + file, limit);
            }
            try (InputStream in = Files.newInputStream(file)) {
                return read(in, limit, what + " " + file);
            }
        } catch (NoSuchFileException e) {
            throw new UserInputException(what + " not found: " + file);
        } catch (AccessDeniedException e) {
            throw new UserInputException("cannot read " + what + " " + file + ": permission denied");
        } catch (IOException e) {
            throw new UserInputException("cannot read " + what + " " + file + ": " + e.getMessage(), e);
        }
    }

    /** Reads a stream up to {@code limit} bytes; {@code shown} names it in the message. */
    public static byte[] read(InputStream in, long limit, String shown) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[64 * 1024];
        long total = 0;
        int n;
        while ((n = in.read(buffer, 0, (int) Math.min(buffer.length, limit + 1 - total))) > 0) {
            out.write(buffer, 0, n);
            total += n;
            if (total > limit) {
                throw tooLarge(shown, limit);
            }
        }
        return out.toByteArray();
    }

    static UserInputException tooLarge(String shown, long limit) {
        return new UserInputException(shown + " is larger than the limit of " + size(limit)
                + "; split it into smaller files");
    }

    static String size(long bytes) {
        if (bytes >= 1024 * 1024) {
            return String.format(Locale.ROOT, "%d MB", bytes / (1024 * 1024));
        }
        if (bytes >= 1024) {
            return String.format(Locale.ROOT, "%d KB", bytes / 1024);
        }
        return bytes + " bytes";
    }
}
