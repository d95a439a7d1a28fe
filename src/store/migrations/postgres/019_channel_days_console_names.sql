-- Backrank's PostgreSQL store, version 19: a channel's schedule is kept
-- for good (stopped, not deleted, by /daily off; changed in place by
-- /daily set) so its book of dates stays, and the console's names keep
-- their ids, as in the SQLite store's version 22 (see
-- ../sqlite/022_channel_days_console_names.sql).
ALTER TABLE schedules ADD COLUMN stopped_at BIGINT;

CREATE TABLE console_names (
    kind     TEXT   NOT NULL,
    name_key TEXT   NOT NULL,
    name     TEXT   NOT NULL,
    id       BIGINT NOT NULL,
    PRIMARY KEY (kind, name_key),
    UNIQUE (kind, id)
);
