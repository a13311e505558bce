package org.interviewworkbench.ui.graph;

import java.io.File;
import java.io.IOException;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Loads the classes the graph's first paints need, off the FX thread, before the first answer. Without it the first
 * turn that draws nodes, and the first that draws edges, loaded some hundred renderer and shape classes on the FX
 * thread (GraphStream's renderers, JavaFX's canvas, shapes and geometry): a JFR profile of the surface graph put 55
 * class loads worth ~70 ms into turn 1's longest FX-thread stretch and 41 into turn 2's. Loading a class without
 * initialising it is safe on any thread; the FX thread then only links and runs them.
 */
final class RendererClasses {

    private static final Logger LOG = LoggerFactory.getLogger(RendererClasses.class);

    /** Packages of the renderer's classes, by the jar that holds each (a class of that jar, then package prefixes). */
    private static final List<Source> SOURCES = List.of(
            new Source(org.graphstream.ui.fx_viewer.FxViewer.class, List.of("org/graphstream/ui/javafx/",
                    "org/graphstream/ui/graphicGraph/", "org/graphstream/ui/fx_viewer/")),
            new Source(org.graphstream.ui.view.Viewer.class, List.of("org/graphstream/ui/graphicGraph/",
                    "org/graphstream/ui/geom/", "org/graphstream/ui/view/util/")),
            new Source(javafx.scene.canvas.Canvas.class, List.of("javafx/scene/canvas/", "javafx/scene/shape/",
                    "javafx/scene/transform/", "com/sun/javafx/geom/", "com/sun/javafx/sg/prism/NGCanvas",
                    "com/sun/javafx/sg/prism/NGShape", "com/sun/javafx/sg/prism/NGCubicCurve",
                    "com/sun/javafx/sg/prism/NGPath")));

    private RendererClasses() {
    }

    private record Source(Class<?> anchor, List<String> prefixes) {
    }

    /**
     * Loads (without initialising) every class under the renderer's packages; returns how many were loaded. Each jar
     * is read once, for all the prefixes it holds (in the shaded application jar, all of them).
     */
    static int preload() {
        java.util.Map<File, java.util.Set<String>> prefixesByJar = new java.util.LinkedHashMap<>();
        java.util.Map<File, ClassLoader> loaders = new java.util.HashMap<>();
        for (Source source : SOURCES) {
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
        try (JarFile file = new JarFile(jar)) {
            for (JarEntry entry : java.util.Collections.list(file.entries())) {
                String name = entry.getName();
                if (name.endsWith(".class") && !name.contains("module-info")
                        && prefixes.stream().anyMatch(name::startsWith)) {
                    loaded += load(name.substring(0, name.length() - ".class".length()).replace('/', '.'), loader);
                }
            }
        } catch (IOException | RuntimeException e) {
            LOG.debug("Could not preload the graph renderer's classes from {}", jar, e);
        }
        return loaded;
    }

    private static int load(String className, ClassLoader loader) {
        try {
            Class.forName(className, false, loader);
            return 1;
        } catch (ClassNotFoundException | LinkageError notNeeded) {
            return 0; // a class for another platform or an optional dependency: the renderer does not use it
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
