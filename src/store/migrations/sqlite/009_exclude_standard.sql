-- Backrank's store, version 9.
--
-- A server that throws the standard position again (/settings set
-- exclude_standard:), as tournaments customarily do with Chess960's 518.
ALTER TABLE guild_settings ADD COLUMN exclude_standard INTEGER NOT NULL DEFAULT 0;
