-- Backrank's store, version 26.
--
-- A club night's study time: minutes to study each round's position
-- before play (`/meetup plan study:`); none keeps the server's event
-- study time.
ALTER TABLE meetups ADD COLUMN study_minutes INTEGER;

-- When a place opened up for someone who waited for one: the bot tells
-- them once; their next answer clears it.
ALTER TABLE meetup_answers ADD COLUMN moved_up_at INTEGER;
