-- The session as it was just before each turn ran (issue 13): the graph (codec.GraphJson, without embeddings) and the
-- session's tracker and state JSON as the sessions row held them, written in the turn's own transaction. "Undo turn"
-- goes back to it after a restart, and the turn scrubber shows a past turn's graph with the researcher's edits made
-- up to it (deleted and merged concepts included). Text columns are packed like turns.result. Portable SQL.

CREATE TABLE turn_snapshots (
    session_id  VARCHAR(200) NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    turn_number INT NOT NULL CHECK (turn_number >= 1),
    graph       CHARACTER VARYING NOT NULL,
    tracker     CHARACTER VARYING NOT NULL,
    state       CHARACTER VARYING NOT NULL,
    PRIMARY KEY (session_id, turn_number)
);
