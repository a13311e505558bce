package org.interviewworkbench.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Output files are never clobbered or half-written. {@link #checkFile} and {@link #checkFolder} run before any work
 * (and before a database is touched): they refuse what cannot or must not be written with a one-line user error.
 * {@link #write} puts the bytes in a temporary file in the same folder and moves it over the target in one step, so
 * a reader never sees half a file and an interrupted write leaves the old one; a failure while writing (disk full)
 * is a fault of the machine ({@link UncheckedIOException}, exit 1).
 */
public final class OutputFile {

    private OutputFile() {
    }

    /**
     * Checks an output file option before any work: not a folder, not an existing file unless {@code force}, its
     * folder creatable and writable.
     */
    public static void checkFile(Path target, String option, boolean force) {
        Path abs = target.toAbsolutePath();
        if (Files.isDirectory(abs)) {
            throw new UserInputException(option + " " + target + " is a folder; give a file name");
        }
        if (Files.exists(abs) && !force) {
            throw new UserInputException(option + " " + target + " already exists; choose another name or add --force "
                    + "to replace it");
        }
        probeFolder(abs.getParent(), option, target);
    }

    /** Checks an output folder option before any work: not a file, creatable and writable. */
    public static void checkFolder(Path folder, String option) {
        Path abs = folder.toAbsolutePath();
        if (Files.exists(abs) && !Files.isDirectory(abs)) {
            throw new UserInputException(option + " " + folder + " is a file; give a folder");
        }
        probeFolder(abs, option, folder);
    }

    /** Creates {@code dir} if needed, writes and deletes a probe file, then removes the folders it created. */
    private static void probeFolder(Path dir, String option, Path shown) {
        Path firstCreated = null;
        try {
            Path existing = dir;
            while (existing != null && !Files.exists(existing)) {
                firstCreated = existing;
                existing = existing.getParent();
            }
            Files.createDirectories(dir);
            Path probe = Files.createTempFile(dir, ".write-check-", ".tmp");
            Files.delete(probe);
        } catch (AccessDeniedException e) {
            throw new UserInputException(option + " " + shown + ": cannot write in " + dir
                    + " (permission denied); choose a folder you can write to", e);
        } catch (java.nio.file.FileAlreadyExistsException e) {
            throw new UserInputException(option + " " + shown + ": " + e.getFile() + " is a file, not a folder", e);
        } catch (FileSystemException e) {
            throw new UserInputException(option + " " + shown + ": cannot write in " + dir + " ("
                    + (e.getReason() == null ? e.getClass().getSimpleName() : e.getReason()) + ")", e);
        } catch (IOException e) {
            throw new UserInputException(option + " " + shown + ": cannot write in " + dir + " (" + e.getMessage() + ")",
                    e);
        } finally {
            removeCreated(dir, firstCreated);
        }
    }

    private static void removeCreated(Path dir, Path firstCreated) {
        if (firstCreated == null) {
            return;
        }
        for (Path p = dir; p != null; p = p.getParent()) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException e) {
                return;
            }
            if (p.equals(firstCreated)) {
                return;
            }
        }
    }

    public static void write(Path target, String text) {
        write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    public static void write(Path target, byte[] bytes) {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        if (Files.isDirectory(abs)) {
            throw new UserInputException(target + " is a folder; give a file name");
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
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
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
