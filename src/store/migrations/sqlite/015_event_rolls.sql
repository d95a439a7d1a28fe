-- Backrank's store, version 15.
--
-- An event's revealed rounds are kept as rolls (kind `event`), so /stats,
-- /replay and record numbers count them as they count every other roll:
-- `event_id` and `event_round` say which round a roll is, and a round is
-- kept once. Rounds revealed before this version were not kept; their
-- events' pages still show them.
ALTER TABLE rolls ADD COLUMN event_id INTEGER REFERENCES events (id);
ALTER TABLE rolls ADD COLUMN event_round INTEGER;
CREATE UNIQUE INDEX rolls_by_event_round ON rolls (event_id, event_round);
