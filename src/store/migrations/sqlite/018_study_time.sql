-- Backrank's store, version 18.
--
-- Study time before play (issue 52): a server's default minutes between an
-- event round's reveal and the start of play (`/settings set
-- event_study:`, 0 for none), and, kept with a revealed round's roll, when
-- play starts (Unix seconds; NULL when the round was given no study time,
-- and for every other roll).
ALTER TABLE guild_settings ADD COLUMN event_study INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rolls ADD COLUMN play_at INTEGER;
