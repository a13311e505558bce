package org.interviewworkbench.language.offline;

import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.interviewworkbench.methodology.MethodologyLoader;


/**
 * Test fixture: the shipped methodologies ({@code methodologies/<id>.yaml}) through the product's
 * {@link MethodologyLoader}, so the offline engine is tested against the files researchers use and the build needs
 * nothing outside the repository. {@code jobs_to_be_done_v2} (the reference name) maps to {@code jobs_to_be_done}.
 */
final class Methodologies {

    private static final MethodologyLoader LOADER = new MethodologyLoader(SignalCatalog.standard());

    private Methodologies() {
    }

    static MethodologyConfig load(String id) {
        String file = "jobs_to_be_done_v2".equals(id) ? "jobs_to_be_done" : id;
        return LOADER.loadValid(Path.of("methodologies", file + ".yaml"));
    }

    static Concept concept(String name, String objective) {
        return new Concept(name.toLowerCase().replace(' ', '_'), name, "x", objective, List.of());
    }
}
