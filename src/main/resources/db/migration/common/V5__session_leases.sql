-- Several writers, nothing lost (issue 16): a session is written by one process at a time. The process writing a
-- session holds its lease row and renews heartbeat_at (the database's clock) while it runs; another process opening
-- the session reads it but does not write it. A lease is taken over at once when its holder was a process on the same
-- machine that no longer runs (holder_host + holder_pid + holder_started, the process start time, which guards
-- against a reused pid), else when its heartbeat is older than the expiry (a laptop that crashed). holder_token tells
-- two stores of one process apart. Portable SQL (H2 and PostgreSQL).

CREATE TABLE session_leases (
    session_id     VARCHAR(200) NOT NULL PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
    holder_token   VARCHAR(64) NOT NULL,
    holder_user    VARCHAR(200) NOT NULL,
    holder_host    VARCHAR(255) NOT NULL,
    holder_pid     BIGINT NOT NULL,
    holder_started VARCHAR(64) NOT NULL,
    acquired_at    TIMESTAMP(6) WITH TIME ZONE NOT NULL,
    heartbeat_at   TIMESTAMP(6) WITH TIME ZONE NOT NULL
);
