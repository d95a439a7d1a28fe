-- Backrank's store, version 20.
--
-- Play on lichess (issue 53): whether a server's rolls offer the button
-- (`/settings set lichess:off` hides it), and the clock of the games made
-- there as `/settings set lichess_clock:` took it (`10+5`, `3d`; NULL for
-- the default, 10+5).
ALTER TABLE guild_settings ADD COLUMN lichess INTEGER NOT NULL DEFAULT 1;
ALTER TABLE guild_settings ADD COLUMN lichess_clock TEXT;
