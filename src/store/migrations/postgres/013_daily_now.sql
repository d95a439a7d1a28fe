-- Backrank's PostgreSQL store, version 13: a server's daily challenge made
-- by /daily now where no schedule is, one a date, as in the SQLite store's
-- version 16 (see ../sqlite/016_daily_now.sql).
CREATE TABLE server_daily_rolls (
    guild_id   BIGINT NOT NULL,
    local_date TEXT   NOT NULL,
    roll_id    BIGINT NOT NULL REFERENCES rolls (id),
    PRIMARY KEY (guild_id, local_date)
);
