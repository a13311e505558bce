-- Studies across interviews (issue 14). Portable SQL (H2 and PostgreSQL).
-- A study groups sessions of one methodology (and optionally one concept); each member session carries the
-- researcher's variables. Imported ladders (hand-coded CSV) live beside the sessions' own ladders. The codebook is
-- one JSON document per study with an optimistic-concurrency version; every codebook edit is logged with who/when
-- and the document before and after, so it can be undone.

CREATE TABLE studies (
    id             VARCHAR(200) NOT NULL PRIMARY KEY,
    name           VARCHAR(1000) NOT NULL,
    methodology_id VARCHAR(200) NOT NULL,
    concept_id     VARCHAR(200),
    created_at     TIMESTAMP(6) WITH TIME ZONE NOT NULL,
    version        BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE study_sessions (
    study_id   VARCHAR(200) NOT NULL REFERENCES studies (id) ON DELETE CASCADE,
    session_id VARCHAR(200) NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    ord        INT NOT NULL,
    variables  CHARACTER VARYING NOT NULL,
    added_at   TIMESTAMP(6) WITH TIME ZONE NOT NULL,
    PRIMARY KEY (study_id, session_id)
);

CREATE TABLE study_ladder_rows (
    study_id   VARCHAR(200) NOT NULL REFERENCES studies (id) ON DELETE CASCADE,
    ord        INT NOT NULL,
    respondent VARCHAR(1000) NOT NULL,
    ladder     VARCHAR(1000) NOT NULL,
    step       INT NOT NULL,
    code       VARCHAR(1000) NOT NULL,
    node_type  VARCHAR(200) NOT NULL,
    PRIMARY KEY (study_id, ord)
);

CREATE TABLE study_codebooks (
    study_id   VARCHAR(200) NOT NULL PRIMARY KEY REFERENCES studies (id) ON DELETE CASCADE,
    version    BIGINT NOT NULL,
    codebook   CHARACTER VARYING NOT NULL,
    updated_at TIMESTAMP(6) WITH TIME ZONE NOT NULL,
    updated_by VARCHAR(200) NOT NULL
);

CREATE TABLE study_codebook_edits (
    study_id VARCHAR(200) NOT NULL REFERENCES studies (id) ON DELETE CASCADE,
    seq      INT NOT NULL,
    op       VARCHAR(100) NOT NULL,
    summary  CHARACTER VARYING NOT NULL,
    before_doc CHARACTER VARYING,
    after_doc  CHARACTER VARYING NOT NULL,
    edited_at  TIMESTAMP(6) WITH TIME ZONE NOT NULL,
    edited_by  VARCHAR(200) NOT NULL,
    undone   BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (study_id, seq)
);
