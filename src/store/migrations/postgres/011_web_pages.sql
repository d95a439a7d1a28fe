-- Backrank's PostgreSQL store, version 11: an event's web page token, and
-- variant files found by their digest, as in the SQLite store's version 14
-- (see ../sqlite/014_web_pages.sql).
ALTER TABLE events ADD COLUMN web_token TEXT;
CREATE UNIQUE INDEX events_by_web_token ON events (web_token);
CREATE INDEX variant_definitions_by_digest ON variant_definitions (digest);
