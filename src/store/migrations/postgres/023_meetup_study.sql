-- Backrank's PostgreSQL store, version 23: a club night's study time, as
-- in the SQLite store's version 26 (see ../sqlite/026_meetup_study.sql).
ALTER TABLE meetups ADD COLUMN study_minutes BIGINT;
