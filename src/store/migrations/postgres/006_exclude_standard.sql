-- Backrank's PostgreSQL store, version 6: a server that throws the standard
-- position again, as in the SQLite store's version 9
-- (see ../sqlite/009_exclude_standard.sql).
ALTER TABLE guild_settings ADD COLUMN exclude_standard BOOLEAN NOT NULL DEFAULT FALSE;
