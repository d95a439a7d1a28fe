-- Backrank's store, version 19.
--
-- The rules an event's rounds are drawn under (issue 52), fixed and
-- published at its start: whether a position may come up twice, the
-- positions left out, and an earlier event whose positions are avoided,
-- as JSON. Each round's commitment covers them. NULL for an event started
-- before rules existed: repeats allowed, nothing left out, commitments of
-- the first form.
ALTER TABLE events ADD COLUMN rules TEXT;
