-- The session setup form (issue 15): who the participant is (an id, never a name), when the interview took place,
-- who moderated it and the researcher's notes. One row per session; saving the form again replaces the row. The
-- consent note itself stays in session_consent (V6). Portable SQL (H2 and PostgreSQL).

CREATE TABLE session_setup (
    session_id     VARCHAR(200) NOT NULL PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
    participant_id VARCHAR(200),
    interview_date DATE,
    moderator      VARCHAR(200),
    notes          VARCHAR(4000),
    recorded_at    TIMESTAMP WITH TIME ZONE NOT NULL
);
