package org.interviewworkbench.ui.graph;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The graph's renderer classes are found and loaded ahead of the first answer, from the jars the workbench runs
 * from: GraphStream's JavaFX renderers, its style and geometry classes, and JavaFX's canvas and shapes.
 */
class RendererClassesTest {

    @Test
    void the_renderer_and_shape_classes_are_loaded_and_a_second_call_finds_them_loaded() {
        int loaded = RendererClasses.preload();

        // gs-ui-javafx alone holds some 150 classes, JavaFX's shapes, canvas and geometry some hundreds more
        assertThat(loaded).isGreaterThan(300);
        assertThat(RendererClasses.preload()).as("idempotent: the same classes, already loaded").isEqualTo(loaded);
    }
}
