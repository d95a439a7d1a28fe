-- Backrank's PostgreSQL store, version 11: an event's web page token, as
-- in the SQLite store's version 14 (see ../sqlite/014_event_web_token.sql).
ALTER TABLE events ADD COLUMN web_token TEXT;
CREATE UNIQUE INDEX events_by_web_token ON events (web_token);
