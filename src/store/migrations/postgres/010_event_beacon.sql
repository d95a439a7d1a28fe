-- Backrank's PostgreSQL store, version 10: an event drawn from drand's
-- beacon, as in the SQLite store's version 13
-- (see ../sqlite/013_event_beacon.sql).
ALTER TABLE events ADD COLUMN beacon TEXT;
