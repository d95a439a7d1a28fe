-- Backrank's store, version 13.
--
-- An event whose rounds are drawn from drand's beacon instead of seeds
-- committed to at the start: `beacon` holds, as JSON, the chain, the
-- beacon round fixed for each event round so far (and when), and the
-- signature of each round revealed. NULL for an event of seeds.
ALTER TABLE events ADD COLUMN beacon TEXT;
