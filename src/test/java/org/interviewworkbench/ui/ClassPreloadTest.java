package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.ui.ClassPreload.Source;
import org.junit.jupiter.api.Test;

/** The preload reads a jar once for several sources and hands each source its own classes, in the sources' order. */
class ClassPreloadTest {

    @Test
    void each_source_gets_the_classes_under_its_own_prefixes_in_order() {
        // two sources in one jar (AssertJ's, on the test class path)
        List<Source> sources = List.of(
                new Source(org.assertj.core.api.Assertions.class, List.of("org/assertj/core/data/")),
                new Source(org.assertj.core.api.Assertions.class, List.of("org/assertj/core/description/")));
        List<Integer> order = new ArrayList<>();
        List<List<Class<?>>> classes = new ArrayList<>();
        ClassPreload.load(sources, (index, loaded) -> {
            order.add(index);
            classes.add(loaded);
        });

        assertThat(order).containsExactly(0, 1);
        assertThat(classes.get(0)).isNotEmpty().allSatisfy(c -> assertThat(c.getName()).startsWith("org.assertj.core.data."));
        assertThat(classes.get(1)).isNotEmpty()
                .allSatisfy(c -> assertThat(c.getName()).startsWith("org.assertj.core.description."));
        assertThat(ClassPreload.preload(sources)).isEqualTo(classes.get(0).size() + classes.get(1).size());
    }

    @Test
    void classes_outside_a_jar_are_not_loaded() {
        // the workbench's own classes are a directory in the tests
        assertThat(ClassPreload.preload(List.of(new Source(ClassPreload.class, List.of("org/interviewworkbench/ui/")))))
                .isZero();
    }
}
