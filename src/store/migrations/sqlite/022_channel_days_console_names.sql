-- Backrank's store, version 22.
--
-- A channel has one daily challenge a date, however its schedule is
-- re-set (issue 59). A channel's schedule keeps its row, its id and so its
-- book (`daily_posts`) for good: `/daily set` changes the row in place,
-- and `/daily off` stops it (`stopped_at`, when) rather than deleting it
-- and its book. A schedule with `stopped_at` set posts nothing, but a
-- date's challenge kept in its book is still the channel's.
ALTER TABLE schedules ADD COLUMN stopped_at INTEGER;

-- The console's names (`#chess`, `@Bob`, a role), each with the id it was
-- given the first time it was named, so every console session on this
-- store means the same channel, person or role by the same name.
CREATE TABLE console_names (
    kind     TEXT    NOT NULL,          -- channel | person | role
    name_key TEXT    NOT NULL,          -- the name, ASCII letters in lower case
    name     TEXT    NOT NULL,          -- the name as first typed
    id       INTEGER NOT NULL,
    PRIMARY KEY (kind, name_key),
    UNIQUE (kind, id)
);
