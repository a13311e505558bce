package org.interviewworkbench.ui;

import java.util.Objects;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The plain names of the open session's strategies, node types and signals ({@link Terms}): its stored methodology
 * text parsed off the FX thread, once per text, {@link Terms#PLAIN} when no session is open. FX thread only.
 */
final class SessionTerms {

    private static final Logger LOG = LoggerFactory.getLogger(SessionTerms.class);

    private final UiServices services;
    private final Runnable changed;
    private final ReadOnlyObjectWrapper<Terms> terms = new ReadOnlyObjectWrapper<>(this, "terms", Terms.PLAIN);
    private String source;

    /** {@code changed} runs on the FX thread when new terms arrive (the panels then refresh). */
    SessionTerms(UiServices services, Runnable changed) {
        this.services = services;
        this.changed = changed;
    }

    ReadOnlyObjectProperty<Terms> property() {
        return terms.getReadOnlyProperty();
    }

    Terms get() {
        return terms.get();
    }

    /** Follows the session shown now (null: none); the methodology is parsed again only when its text changed. */
    void follow(SessionSnapshot snapshot) {
        String text = snapshot == null ? null : snapshot.methodologySource();
        if (Objects.equals(text, source)) {
            return;
        }
        source = text;
        if (text == null) {
            terms.set(Terms.PLAIN);
            return;
        }
        String methodologyId = snapshot.info().methodologyId();
        services.async(services.background(), () -> Terms.of(services.bridge().methodologyOf(text, methodologyId)),
                t -> {
                    if (text.equals(source)) {
                        terms.set(t);
                        changed.run();
                    }
                }, failure -> LOG.debug("Could not read the plain labels of {}", methodologyId, failure));
    }
}
