-- Backrank's store, version 11.
--
-- An event's commitments, kept exactly as they were published when it
-- started (one per round, space-separated), so a reveal is checked against
-- them instead of against a hash made again from the kept seed. Events
-- started before are given the hashes of their seeds when the store opens
-- (the commitments published for them then).
ALTER TABLE events ADD COLUMN commitments TEXT;
-- A roll-along keeps the server's rules it started under (throw the
-- standard position again; a pair of games), as /random applies them.
-- Roll-alongs started before rolled every position, singly.
ALTER TABLE sessions ADD COLUMN exclude_standard INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN pairs INTEGER NOT NULL DEFAULT 0;
