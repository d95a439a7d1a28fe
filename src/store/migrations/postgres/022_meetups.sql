-- Backrank's PostgreSQL store, version 22: club nights and a server's time
-- zone, as in the SQLite store's version 25 (see ../sqlite/025_meetups.sql).
CREATE TABLE meetups (
    id             BIGSERIAL PRIMARY KEY,
    guild_id       BIGINT  NOT NULL,
    channel_id     BIGINT  NOT NULL,
    event_id       BIGINT  NOT NULL REFERENCES events (id),
    series_id      BIGINT,
    name           TEXT    NOT NULL,
    place          TEXT    NOT NULL,
    starts_at      BIGINT  NOT NULL,
    ends_at        BIGINT  NOT NULL,
    zone           TEXT    NOT NULL,
    series_date    TEXT    NOT NULL,
    local_time     TEXT    NOT NULL,
    weekly         BOOLEAN NOT NULL,
    places         BIGINT,
    remind_minutes BIGINT,
    round_every    BIGINT,
    created_by     BIGINT  NOT NULL,
    created_at     BIGINT  NOT NULL,
    state          TEXT    NOT NULL,
    discord_event  BIGINT,
    announcement   BIGINT,
    moved_from     BIGINT,
    version        BIGINT  NOT NULL
);
CREATE INDEX meetups_by_guild_end ON meetups (guild_id, ends_at);
CREATE UNIQUE INDEX meetups_by_event ON meetups (event_id);
CREATE INDEX meetups_by_series ON meetups (series_id);

CREATE TABLE meetup_answers (
    meetup_id BIGINT NOT NULL REFERENCES meetups (id),
    user_id   BIGINT NOT NULL,
    answer    TEXT   NOT NULL,
    seq       BIGINT NOT NULL,
    at        BIGINT NOT NULL,
    PRIMARY KEY (meetup_id, user_id)
);

CREATE TABLE meetup_tasks (
    meetup_id  BIGINT NOT NULL REFERENCES meetups (id),
    task       TEXT   NOT NULL,
    claimed_by TEXT   NOT NULL,
    claimed_at BIGINT NOT NULL,
    done_at    BIGINT,
    message    BIGINT,
    PRIMARY KEY (meetup_id, task)
);

CREATE TABLE meetup_feeds (
    guild_id BIGINT PRIMARY KEY,
    token    TEXT   NOT NULL UNIQUE
);

ALTER TABLE guild_settings ADD COLUMN timezone TEXT;
