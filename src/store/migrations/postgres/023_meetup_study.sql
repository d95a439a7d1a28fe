-- Backrank's PostgreSQL store, version 23: a club night's study time, as
-- in the SQLite store's version 26 (see ../sqlite/026_meetup_study.sql).
ALTER TABLE meetups ADD COLUMN study_minutes BIGINT;

-- When a place opened up for someone who waited for one: the bot tells
-- them once; their next answer clears it.
ALTER TABLE meetup_answers ADD COLUMN moved_up_at BIGINT;
