-- Backrank's PostgreSQL store, version 17: play on lichess, as in the
-- SQLite store's version 20 (see ../sqlite/020_lichess.sql).
ALTER TABLE guild_settings ADD COLUMN lichess BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE guild_settings ADD COLUMN lichess_clock TEXT;
