-- Backrank's PostgreSQL store, version 14: one event for two names that
-- read the same, as in the SQLite store's version 17 (see
-- ../sqlite/017_event_name_keys.sql).
ALTER TABLE events ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX events_by_name_key ON events (guild_id, name_key);
