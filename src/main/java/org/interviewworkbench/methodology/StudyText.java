package org.interviewworkbench.methodology;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;

/** Reading study files as UTF-8 text, and file-name helpers shared by the loaders. */
final class StudyText {

    /** Largest study file read (methodology, concept, persona, scenario). */
    static final long MAX_BYTES = 1024L * 1024;

    private StudyText() {
    }

    /**
     * Reads {@code file} and parses it with {@code parse(text, fileName)}; an unreadable file becomes a single
     * whole-file problem {@code cannot read file (reason)}.
     */
    static <T> LoadResult<T> readThen(Path file, BiFunction<String, String, LoadResult<T>> parse) {
        String name = file.toString();
        try {
            if (Files.isDirectory(file)) {
                return unreadable(name, "it is a folder");
            }
            if (!Files.exists(file)) {
                return unreadable(name, "no such file");
            }
            if (Files.isRegularFile(file) && Files.size(file) > MAX_BYTES) {
                return unreadable(name, "it is larger than the limit of " + (MAX_BYTES / 1024 / 1024)
                        + " MB for a study file");
            }
            if (!Files.isRegularFile(file)) {
                return unreadable(name, "not a regular file");
            }
            return parse.apply(Files.readString(file, StandardCharsets.UTF_8), name);
        } catch (NoSuchFileException e) {
            return unreadable(name, "no such file");
        } catch (CharacterCodingException e) {
            return unreadable(name, "not UTF-8 text");
        } catch (IOException e) {
            return unreadable(name, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    static <T> LoadResult<T> unreadable(String file, String reason) {
        return new LoadResult<>(file, null, "", List.of(Problem.error(file, 0, 0, "cannot read file (" + reason
                + ")")));
    }

    /** The file name without folders and without its last extension ({@code a/b/mec.yaml -> mec}). */
    static String stem(String fileName) {
        String name = fileName.replace('\\', '/');
        name = name.substring(name.lastIndexOf('/') + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
