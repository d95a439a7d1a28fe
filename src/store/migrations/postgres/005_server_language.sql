-- Backrank's PostgreSQL store, version 5: a server's language for
-- Backrank's replies, as in the SQLite store's version 7
-- (see ../sqlite/007_server_language.sql).
ALTER TABLE guild_settings ADD COLUMN language TEXT;
