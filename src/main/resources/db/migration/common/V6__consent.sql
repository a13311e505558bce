-- Consent note and redaction choice per session (issue 11, "On record"): who consented to what, when (the
-- researcher's note from --consent, NULL when none was given), the effective redaction mode of the engine that ran
-- the session (on, off, or partial with the tasks that redact) and when this was recorded. One row per session; a
-- resumed session with a new --consent replaces the row. Portable SQL (H2 and PostgreSQL).

CREATE TABLE session_consent (
    session_id   VARCHAR(200) NOT NULL PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
    consent_text VARCHAR(4000),
    redaction    VARCHAR(500) NOT NULL,
    recorded_at  TIMESTAMP WITH TIME ZONE NOT NULL
);
