-- Backrank's PostgreSQL store, version 4: a witnessed roll-along's players
-- in turn order, as in the SQLite store's version 6
-- (see ../sqlite/006_roll_along_players.sql).
ALTER TABLE sessions ADD COLUMN players TEXT NOT NULL DEFAULT '';
