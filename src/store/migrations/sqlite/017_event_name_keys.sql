-- Backrank's store, version 17.
--
-- Two event names that read the same (`Cup`, `cup`, full-width `Ｃｕｐ`)
-- name one event: `name_key` is the name after NFKC, case folding and
-- NFKC again, spaces made one (core::names::name_key), computed by the
-- program, which fills it in for the events kept before this version at
-- open (an older name whose key another event of the server already has
-- gets its own, marked with its id). NULL until then; a unique index
-- counts NULLs as distinct.
ALTER TABLE events ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX events_by_name_key ON events (guild_id, name_key);
