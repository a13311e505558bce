package org.interviewworkbench.ui.graph;

import java.util.List;
import org.interviewworkbench.ui.ClassPreload;
import org.interviewworkbench.ui.ClassPreload.Source;

/**
 * Loads the classes the graph's first paints need, off the FX thread, before the first answer. Without it the first
 * turn that draws nodes, and the first that draws edges, loaded some hundred renderer and shape classes on the FX
 * thread (GraphStream's renderers, JavaFX's canvas, shapes and geometry): a JFR profile of the surface graph put 55
 * class loads worth ~70 ms into turn 1's longest FX-thread stretch and 41 into turn 2's.
 */
final class RendererClasses {

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

    /** Loads (without initialising) every class under the renderer's packages; returns how many were loaded. */
    static int preload() {
        return ClassPreload.preload(SOURCES);
    }
}
