-- The polarity of a concept (issue 13): whether the respondent values it or finds it a pain, as the researcher coded
-- it (edit "set_polarity"); 'unknown' until coded, so existing sessions read back as before. Portable SQL (H2 and
-- PostgreSQL). Named with "polarity" so it can be renumbered if another branch took V10.

ALTER TABLE surface_nodes ADD COLUMN polarity VARCHAR(20) DEFAULT 'unknown' NOT NULL;
ALTER TABLE surface_nodes ADD CONSTRAINT surface_nodes_polarity
    CHECK (polarity IN ('positive', 'negative', 'neutral', 'unknown'));
