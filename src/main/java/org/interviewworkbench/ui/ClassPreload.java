package org.interviewworkbench.ui;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Loads classes off the FX thread before they are first used on it. A class the FX thread uses for the first time
 * is read from the jar, inflated and parsed there, in the middle of a pulse: the first paints of the graph (stop 27)
 * and the opening of the first session (stop 29: most of its longest FX-thread stretch was class loading, found with
 * async-profiler sampling kernel and JVM frames) paid for it. Loading a class without initialising it is safe on any
 * thread; the FX thread then only links and runs it.
 */
public final class ClassPreload {

    private static final Logger LOG = LoggerFactory.getLogger(ClassPreload.class);

    /** The workbench's own views, then JavaFX's controls and skins. */
    private static final List<Source> WORKBENCH = List.of(
            new Source(ClassPreload.class, List.of("org/interviewworkbench/ui/")),
            new Source(javafx.scene.control.Control.class, List.of("javafx/scene/control/",
                    "com/sun/javafx/scene/control/")));

    private ClassPreload() {
    }

    /**
     * Loads the classes the first session, its first turns and dialogs use on the FX thread (the workbench's views
     * and JavaFX's controls); call it off the FX thread when the window is made. The workbench's own classes come
     * first, and their records have their methods linked before JavaFX's controls are loaded: the transcript's first
     * rows use them (RecordWarmUp).
     */
    public static void workbench() {
        List<List<Class<?>>> loaded = new ArrayList<>();
        load(WORKBENCH, (index, classes) -> {
            loaded.add(classes);
            if (index == 0) {
                LOG.debug("Linked the methods of {} records", RecordWarmUp.run(classes));
            }
        });
        LOG.debug("Preloaded {} classes", loaded.stream().mapToInt(List::size).sum());
    }

    /** Classes to load: those under {@code prefixes} (paths such as {@code "javafx/scene/shape/"}) in the jar of {@code anchor}. */
    public record Source(Class<?> anchor, List<String> prefixes) {
        public Source {
            prefixes = List.copyOf(prefixes);
        }
    }

    /**
     * Loads (without initialising) every class under the sources' prefixes; returns how many were loaded. Outside a
     * jar (classes in a directory, as in the tests) nothing is loaded.
     */
    public static int preload(List<Source> sources) {
        int[] loaded = {0};
        load(sources, (index, classes) -> loaded[0] += classes.size());
        return loaded[0];
    }

    /** What is done with the classes of one source, given its index in the list, as soon as they are loaded. */
    @FunctionalInterface
    interface Loaded {
        void accept(int index, List<Class<?>> classes);
    }

    /**
     * Loads the sources' classes source by source, in order, handing each source's classes to {@code loaded}. Each
     * jar is read once, for all the prefixes it holds (in the shaded application jar, all of them).
     */
    static void load(List<Source> sources, Loaded loaded) {
        Map<File, Set<String>> prefixesByJar = new HashMap<>();
        for (Source source : sources) {
            File jar = jarOf(source.anchor());
            if (jar != null) {
                prefixesByJar.computeIfAbsent(jar, j -> new LinkedHashSet<>()).addAll(source.prefixes());
            }
        }
        Map<File, List<String>> namesByJar = new HashMap<>();
        prefixesByJar.forEach((jar, prefixes) -> namesByJar.put(jar, names(jar, prefixes)));
        for (int i = 0; i < sources.size(); i++) {
            Source source = sources.get(i);
            List<Class<?>> classes = new ArrayList<>();
            for (String name : namesByJar.getOrDefault(jarOf(source.anchor()), List.of())) {
                if (source.prefixes().stream().anyMatch(p -> name.startsWith(p.replace('/', '.')))) {
                    Class<?> type = load(name, source.anchor().getClassLoader());
                    if (type != null) {
                        classes.add(type);
                    }
                }
            }
            loaded.accept(i, classes);
        }
    }

    /** The names of the classes under {@code prefixes} in {@code jar}. */
    private static List<String> names(File jar, Set<String> prefixes) {
        List<String> names = new ArrayList<>();
        try (JarFile file = new JarFile(jar)) {
            for (JarEntry entry : Collections.list(file.entries())) {
                String name = entry.getName();
                if (name.endsWith(".class") && !name.contains("module-info")
                        && prefixes.stream().anyMatch(name::startsWith)) {
                    names.add(name.substring(0, name.length() - ".class".length()).replace('/', '.'));
                }
            }
        } catch (IOException | RuntimeException e) {
            LOG.debug("Could not read the classes of {}", jar, e);
        }
        return names;
    }

    private static Class<?> load(String className, ClassLoader loader) {
        try {
            return Class.forName(className, false, loader);
        } catch (ClassNotFoundException | LinkageError notNeeded) {
            return null; // a class for another platform or an optional dependency: not used here
        }
    }

    private static File jarOf(Class<?> anchor) {
        try {
            var source = anchor.getProtectionDomain().getCodeSource();
            if (source == null) {
                return null;
            }
            File file = new File(source.getLocation().toURI());
            return file.isFile() && file.getName().endsWith(".jar") ? file : null;
        } catch (URISyntaxException | SecurityException | IllegalArgumentException e) {
            return null;
        }
    }
}
