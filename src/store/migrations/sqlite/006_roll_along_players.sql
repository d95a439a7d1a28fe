-- Backrank's store, version 6.
--
-- A witnessed roll-along (/roll-along witnesses:…): the people who take
-- turns throwing, as their Discord ids in turn order, space-separated.
-- Throw k (from 0) is made by players[k mod n]. Empty means anyone the
-- server's rule allows may enter every throw, as before.
ALTER TABLE sessions ADD COLUMN players TEXT NOT NULL DEFAULT '';
