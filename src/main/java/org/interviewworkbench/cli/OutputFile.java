package org.interviewworkbench.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes an output file whole or not at all: the bytes go to a temporary file in the same folder, which is then
 * moved over the target in one step, so a reader never sees half a file and an interrupted write leaves the old one.
 */
final class OutputFile {

    private OutputFile() {
    }

    static void write(Path target, String text) {
        write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    static void write(Path target, byte[] bytes) {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        if (Files.isDirectory(abs)) {
            throw new UserInputException(target + " is a folder; give a file name for --out");
        }
        Path tmp = null;
        try {
            Files.createDirectories(dir);
            tmp = Files.createTempFile(dir, "." + abs.getFileName() + ".", ".part");
            Files.write(tmp, bytes);
            try {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UserInputException("cannot write " + target + ": " + e.getClass().getSimpleName()
                    .replace("Exception", "") + " " + (e.getMessage() == null ? "" : e.getMessage()), e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // a stray .part file is harmless
                }
            }
        }
    }
}
