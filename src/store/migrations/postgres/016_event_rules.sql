-- Backrank's PostgreSQL store, version 16: an event's draw rules, as in
-- the SQLite store's version 19 (see ../sqlite/019_event_rules.sql).
ALTER TABLE events ADD COLUMN rules TEXT;
