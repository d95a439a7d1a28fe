-- Backrank's PostgreSQL store, version 15: study time before play, as in
-- the SQLite store's version 18 (see ../sqlite/018_study_time.sql).
ALTER TABLE guild_settings ADD COLUMN event_study BIGINT NOT NULL DEFAULT 0;
ALTER TABLE rolls ADD COLUMN play_at BIGINT;
