-- Backrank's store, version 16.
--
-- A date's daily challenge is one position. `/daily now` in a channel with
-- a schedule keeps its roll in that schedule's book for the date
-- (`daily_posts`, as a claim nobody holds, so the scheduled post that
-- evening posts the same roll); in a server with no schedule there, the
-- server's roll for the date (UTC) is kept here.
CREATE TABLE server_daily_rolls (
    guild_id   INTEGER NOT NULL,
    local_date TEXT    NOT NULL,          -- YYYY-MM-DD, UTC
    roll_id    INTEGER NOT NULL REFERENCES rolls (id),
    PRIMARY KEY (guild_id, local_date)
);
