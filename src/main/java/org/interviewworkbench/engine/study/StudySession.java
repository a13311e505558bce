package org.interviewworkbench.engine.study;

import java.time.Instant;
import java.util.Map;

/**
 * A session that belongs to a study, with the researcher's variables ({@code respondent}, {@code segment}, free
 * keys) in the order they were given.
 */
public record StudySession(String sessionId, Map<String, String> variables, Instant addedAt) {
    public StudySession {
        variables = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(variables));
    }

    /** The respondent this session counts as: the {@code respondent} variable, else the session id. */
    public String respondent() {
        String r = variables.get("respondent");
        return r == null || r.isBlank() ? sessionId : r;
    }
}
