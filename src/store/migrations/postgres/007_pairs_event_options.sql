-- Backrank's PostgreSQL store, version 7: pairs of games for a server, and
-- an event's options, as in the SQLite store's version 10
-- (see ../sqlite/010_pairs_event_options.sql).
ALTER TABLE guild_settings ADD COLUMN pairs BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE events ADD COLUMN exclude_standard BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE events ADD COLUMN pairs BOOLEAN NOT NULL DEFAULT FALSE;
