-- Backrank's PostgreSQL store, version 18: a roll found by its replay code,
-- and a daily challenge's date by its roll, as in the SQLite store's
-- version 21 (see ../sqlite/021_roll_codes.sql).
CREATE INDEX rolls_by_code ON rolls (replay_code, id);
CREATE INDEX daily_posts_by_roll ON daily_posts (roll_id);
CREATE INDEX server_daily_rolls_by_roll ON server_daily_rolls (roll_id);
