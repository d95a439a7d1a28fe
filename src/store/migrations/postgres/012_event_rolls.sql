-- Backrank's PostgreSQL store, version 12: an event's revealed rounds kept
-- as rolls, as in the SQLite store's version 15 (see
-- ../sqlite/015_event_rolls.sql).
ALTER TABLE rolls ADD COLUMN event_id BIGINT REFERENCES events (id);
ALTER TABLE rolls ADD COLUMN event_round BIGINT;
CREATE UNIQUE INDEX rolls_by_event_round ON rolls (event_id, event_round);
