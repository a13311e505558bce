-- The researcher's edit log (issue 13): every correction of a session's graph, in the order applied, stored in the
-- same transaction as its effect. "edit" is the edit as given (JSON object with "op"), "after_turn" the number of
-- completed turns when it was made. Portable SQL (H2 and PostgreSQL).

CREATE TABLE session_edits (
    session_id VARCHAR(200) NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seq        INT NOT NULL,
    op         VARCHAR(100) NOT NULL,
    edit       CHARACTER VARYING NOT NULL,
    after_turn INT NOT NULL,
    edited_at  TIMESTAMP(6) WITH TIME ZONE NOT NULL,
    edited_by  VARCHAR(200) NOT NULL,
    PRIMARY KEY (session_id, seq)
);
