-- What left the laptop (issue 11, design.md "What leaves the laptop"): one row per request sent to a language
-- provider, in the order sent. For providers on this machine (loopback hosts) only the fact is kept: no hash of the
-- text. The text itself is never stored. Portable SQL (H2 and PostgreSQL).

CREATE TABLE session_egress (
    session_id VARCHAR(200) NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seq        INT NOT NULL,
    sent_at    TIMESTAMP(6) WITH TIME ZONE NOT NULL,
    provider   VARCHAR(50) NOT NULL,
    host       VARCHAR(500) NOT NULL,
    model      VARCHAR(200),
    task       VARCHAR(50) NOT NULL,
    chars      INT NOT NULL,
    redactions CHARACTER VARYING NOT NULL,
    redacted   BOOLEAN NOT NULL,
    remote     BOOLEAN NOT NULL,
    sha256     VARCHAR(64),
    PRIMARY KEY (session_id, seq)
);
