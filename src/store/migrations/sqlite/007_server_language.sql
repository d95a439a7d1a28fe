-- Backrank's store, version 7.
--
-- The language a server chose for Backrank's replies (/settings set
-- language:), as a short tag (`de`, `ko`); NULL follows each person's
-- Discord. Daily posts, which nobody asked for, are written in it.
ALTER TABLE guild_settings ADD COLUMN language TEXT;
