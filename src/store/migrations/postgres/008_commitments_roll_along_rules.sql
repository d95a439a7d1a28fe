-- Backrank's PostgreSQL store, version 8: an event's commitments kept as
-- published, and a roll-along's rules, as in the SQLite store's version 11
-- (see ../sqlite/011_commitments_roll_along_rules.sql).
ALTER TABLE events ADD COLUMN commitments TEXT;
ALTER TABLE sessions ADD COLUMN exclude_standard BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE sessions ADD COLUMN pairs BOOLEAN NOT NULL DEFAULT FALSE;
