-- Backrank's store, version 10.
--
-- A server whose positions are for pairs of games, colours swapped
-- (/settings set pairs:); and an event's options, fixed when it starts:
-- whether its rounds throw the standard position again, and whether each
-- round is a pair of games.
ALTER TABLE guild_settings ADD COLUMN pairs INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN exclude_standard INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN pairs INTEGER NOT NULL DEFAULT 0;
