package org.interviewworkbench.engine.study;

import java.time.Instant;
import java.util.Objects;

/**
 * A study: sessions of one methodology (and optionally one concept) analysed together.
 *
 * @param id            study id
 * @param name          the researcher's name for it
 * @param methodologyId methodology every member session runs
 * @param conceptId     the concept every member session is about, or {@code null} for any
 * @param createdAt     when it was created
 * @param version       optimistic-concurrency version of the study row
 */
public record Study(String id, String name, String methodologyId, String conceptId, Instant createdAt,
                    long version) {
    public Study {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(methodologyId, "methodologyId");
    }
}
