package org.interviewworkbench.methodology;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Optional;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds study files for an {@code ID|FILE} argument: an existing file path first, else
 * {@code <folder>/<id>.yaml} relative to the working directory, else the same path in the user's data folder
 * (where the workbench writes what the researcher creates, e.g. File > New topic), else the class-path resource
 * {@code <folder>/<id>.yaml} (the jar ships the {@code methodologies/} folder).
 */
public final class StudyFileLocator {

    private static final Logger LOG = LoggerFactory.getLogger(StudyFileLocator.class);

    private final Path workingDir;
    private final ClassLoader classLoader;
    private final Path userDir;

    /** The folder relative file names and {@code methodologies/...} folders are resolved against. */
    public Path workingDir() {
        return workingDir;
    }

    public StudyFileLocator(Path workingDir, ClassLoader classLoader) {
        this(workingDir, classLoader, null);
    }

    /**
     * @param userDir the user's data folder ({@code ~/.interview-workbench}), searched after the working directory
     *                with the same sub-folders ({@code methodologies/concepts/...}); {@code null} for none
     */
    public StudyFileLocator(Path workingDir, ClassLoader classLoader, Path userDir) {
        this.workingDir = workingDir;
        this.classLoader = classLoader;
        this.userDir = userDir;
    }

    /** The user's data folder searched after the working directory, or {@code null}. */
    public Path userDir() {
        return userDir;
    }

    /**
     * The folder new files of {@code folder} (e.g. {@code methodologies/concepts}) are written to so that this
     * locator finds them: under the user's data folder when there is one, else under the working directory.
     */
    public Path writableFolder(String folder) {
        return (userDir != null ? userDir : workingDir).resolve(folder);
    }

    /** A locator for the process's working directory and this library's class loader. */
    public static StudyFileLocator forWorkingDirectory() {
        return new StudyFileLocator(Path.of("").toAbsolutePath(), StudyFileLocator.class.getClassLoader());
    }

    /**
     * Locates {@code idOrFile} in {@code folder} (e.g. {@code methodologies} or {@code methodologies/concepts}).
     *
     * @throws MethodologyException when an existing file cannot be read
     */
    public Optional<StudySource> locate(String idOrFile, String folder) {
        Path asFile = workingDir.resolve(idOrFile);
        if (Files.isRegularFile(asFile)) {
            return Optional.of(readFile(asFile, idOrFile));
        }
        if (!isId(idOrFile)) {
            return Optional.empty();
        }
        Path inFolder = workingDir.resolve(folder).resolve(idOrFile + ".yaml");
        if (Files.isRegularFile(inFolder)) {
            return Optional.of(readFile(inFolder, folder + "/" + idOrFile + ".yaml"));
        }
        if (userDir != null) {
            Path inUserFolder = userDir.resolve(folder).resolve(idOrFile + ".yaml");
            if (Files.isRegularFile(inUserFolder)) {
                return Optional.of(readFile(inUserFolder, inUserFolder.toString()));
            }
        }
        String resource = folder + "/" + idOrFile + ".yaml";
        try (InputStream in = classLoader.getResourceAsStream(resource)) {
            if (in != null) {
                String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                return Optional.of(new StudySource(idOrFile, "classpath:" + resource, text, "classpath"));
            }
        } catch (IOException e) {
            throw MethodologyException.of("classpath:" + resource, "cannot read file (" + e.getMessage() + ")");
        }
        return Optional.empty();
    }

    /** The ids (file stems) of the {@code *.yaml} files in {@code folder}: working directory, data folder, class path. */
    public TreeSet<String> ids(String folder) {
        TreeSet<String> ids = new TreeSet<>();
        listDirectory(workingDir.resolve(folder), ids);
        if (userDir != null) {
            listDirectory(userDir.resolve(folder), ids);
        }
        try {
            Enumeration<URL> urls = classLoader.getResources(folder);
            while (urls.hasMoreElements()) {
                URL url = urls.nextElement();
                if ("file".equals(url.getProtocol())) {
                    listDirectory(Path.of(url.toURI()), ids);
                } else if ("jar".equals(url.getProtocol())) {
                    listJar(url, folder, ids);
                }
            }
        } catch (IOException | URISyntaxException e) {
            LOG.warn("Cannot list class-path folder {}: {}", folder, e.getMessage());
        }
        return ids;
    }

    private static boolean isId(String text) {
        return !text.isBlank() && !text.contains("/") && !text.contains("\\") && !text.endsWith(".yaml")
                && !text.endsWith(".yml");
    }

    private static StudySource readFile(Path file, String name) {
        try {
            if (Files.size(file) > StudyText.MAX_BYTES) {
                throw MethodologyException.of(name, "cannot read file (it is larger than the limit of "
                        + (StudyText.MAX_BYTES / 1024 / 1024) + " MB for a study file)");
            }
            return new StudySource(StudyText.stem(name), name, Files.readString(file, StandardCharsets.UTF_8),
                    "file");
        } catch (java.nio.charset.MalformedInputException e) {
            throw MethodologyException.of(name, "cannot read file (not UTF-8 text)");
        } catch (IOException e) {
            throw MethodologyException.of(name, "cannot read file (" + e.getMessage() + ")");
        }
    }

    private static void listDirectory(Path dir, TreeSet<String> ids) {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> files = Files.list(dir)) {
            files.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(".yaml"))
                    .forEach(f -> ids.add(StudyText.stem(f.getFileName().toString())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void listJar(URL url, String folder, TreeSet<String> ids) throws IOException {
        JarURLConnection connection = (JarURLConnection) url.openConnection();
        connection.setUseCaches(false);
        try (JarFile jar = connection.getJarFile()) {
            String prefix = folder + "/";
            Enumeration<JarEntry> entries = jar.entries();
            while (entries.hasMoreElements()) {
                String name = entries.nextElement().getName();
                if (name.startsWith(prefix) && name.endsWith(".yaml") && name.indexOf('/', prefix.length()) < 0) {
                    ids.add(StudyText.stem(name));
                }
            }
        }
    }
}
