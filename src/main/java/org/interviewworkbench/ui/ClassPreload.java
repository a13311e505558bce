package org.interviewworkbench.ui;

import java.io.File;
import java.io.IOException;
import java.util.List;
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

    /** The workbench's own views and JavaFX's controls and skins. */
    private static final List<Source> WORKBENCH = List.of(
            new Source(ClassPreload.class, List.of("org/interviewworkbench/ui/")),
            new Source(javafx.scene.control.Control.class, List.of("javafx/scene/control/",
                    "com/sun/javafx/scene/control/")));

    private ClassPreload() {
    }

    /**
     * Loads the classes the first session, its first turns and dialogs use on the FX thread (the workbench's views
     * and JavaFX's controls); call it off the FX thread when the window is made.
     */
    public static void workbench() {
        // first the workbench's own records, whose methods the transcript's first rows use (RecordWarmUp)
        LOG.debug("Linked the methods of {} records", RecordWarmUp.run(classes(WORKBENCH.get(0))));
        LOG.debug("Preloaded {} classes", preload(WORKBENCH));
    }

    /** Classes to load: those under {@code prefixes} (paths such as {@code "javafx/scene/shape/"}) in the jar of {@code anchor}. */
    public record Source(Class<?> anchor, List<String> prefixes) {
        public Source {
            prefixes = List.copyOf(prefixes);
        }
    }

    /**
     * Loads (without initialising) every class under the sources' prefixes; returns how many were loaded. Each jar is
     * read once, for all the prefixes it holds (in the shaded application jar, all of them). Outside a jar (classes
     * in a directory, as in the tests) nothing is loaded.
     */
    public static int preload(List<Source> sources) {
        java.util.Map<File, java.util.Set<String>> prefixesByJar = new java.util.LinkedHashMap<>();
        java.util.Map<File, ClassLoader> loaders = new java.util.HashMap<>();
        for (Source source : sources) {
            File jar = jarOf(source.anchor());
            if (jar != null) {
                prefixesByJar.computeIfAbsent(jar, j -> new java.util.LinkedHashSet<>()).addAll(source.prefixes());
                loaders.putIfAbsent(jar, source.anchor().getClassLoader());
            }
        }
        int loaded = 0;
        for (var byJar : prefixesByJar.entrySet()) {
            loaded += preload(byJar.getKey(), byJar.getValue(), loaders.get(byJar.getKey()));
        }
        return loaded;
    }

    private static int preload(File jar, java.util.Set<String> prefixes, ClassLoader loader) {
        int loaded = 0;
        for (String name : names(jar, prefixes)) {
            loaded += load(name, loader) == null ? 0 : 1;
        }
        return loaded;
    }

    /** The classes under {@code source}'s prefixes in its jar, loaded without initialising; none outside a jar. */
    static List<Class<?>> classes(Source source) {
        File jar = jarOf(source.anchor());
        List<Class<?>> classes = new java.util.ArrayList<>();
        if (jar != null) {
            for (String name : names(jar, java.util.Set.copyOf(source.prefixes()))) {
                Class<?> type = load(name, source.anchor().getClassLoader());
                if (type != null) {
                    classes.add(type);
                }
            }
        }
        return classes;
    }

    /** The names of the classes under {@code prefixes} in {@code jar}. */
    private static List<String> names(File jar, java.util.Set<String> prefixes) {
        List<String> names = new java.util.ArrayList<>();
        try (JarFile file = new JarFile(jar)) {
            for (JarEntry entry : java.util.Collections.list(file.entries())) {
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
        } catch (java.net.URISyntaxException | SecurityException | IllegalArgumentException e) {
            return null;
        }
    }
}
