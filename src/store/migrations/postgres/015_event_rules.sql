-- Backrank's PostgreSQL store, version 15: an event's draw rules, as in
-- the SQLite store's version 18 (see ../sqlite/018_event_rules.sql).
ALTER TABLE events ADD COLUMN rules TEXT;
