-- Backrank's store, version 25.
--
-- Club nights (`/meetup`, issue 61). A night is an event (its rounds are
-- `events`' rounds) with a time, a place and a channel. `version` is
-- bumped by every change, so a change made from an older read is refused.
CREATE TABLE meetups (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id       INTEGER NOT NULL,
    channel_id     INTEGER NOT NULL,
    event_id       INTEGER NOT NULL REFERENCES events (id),
    series_id      INTEGER,            -- the series' first night; NULL for it and a single night
    name           TEXT    NOT NULL,
    place          TEXT    NOT NULL,
    starts_at      INTEGER NOT NULL,   -- Unix seconds
    ends_at        INTEGER NOT NULL,
    zone           TEXT    NOT NULL,   -- IANA, as the time was read
    series_date    TEXT    NOT NULL,   -- the series' own date of the night (2026-12-10)
    local_time     TEXT    NOT NULL,   -- the series' local time (19:00)
    weekly         INTEGER NOT NULL,
    places         INTEGER,
    remind_minutes INTEGER,
    round_every    INTEGER,
    created_by     INTEGER NOT NULL,
    created_at     INTEGER NOT NULL,
    state          TEXT    NOT NULL,   -- planned | started | cancelled
    discord_event  INTEGER,
    announcement   INTEGER,
    moved_from     INTEGER,
    version        INTEGER NOT NULL
);
CREATE INDEX meetups_by_guild_end ON meetups (guild_id, ends_at);
CREATE UNIQUE INDEX meetups_by_event ON meetups (event_id);
CREATE INDEX meetups_by_series ON meetups (series_id);

-- Each person's answer on a night, in the order answers came (`seq`): a
-- changed answer goes to the end, the same answer again keeps its place.
CREATE TABLE meetup_answers (
    meetup_id INTEGER NOT NULL REFERENCES meetups (id),
    user_id   INTEGER NOT NULL,
    answer    TEXT    NOT NULL,        -- coming | maybe | cannot
    seq       INTEGER NOT NULL,
    at        INTEGER NOT NULL,
    PRIMARY KEY (meetup_id, user_id)
);

-- The tasks done once for a night whichever process does them (announce,
-- remind, start, round-2…): claimed with a lease, never again once done.
CREATE TABLE meetup_tasks (
    meetup_id  INTEGER NOT NULL REFERENCES meetups (id),
    task       TEXT    NOT NULL,
    claimed_by TEXT    NOT NULL,
    claimed_at INTEGER NOT NULL,
    done_at    INTEGER,
    message    INTEGER,                -- the message it posted, if any
    PRIMARY KEY (meetup_id, task)
);

-- Each server's calendar feed address: an unguessable token, kept.
CREATE TABLE meetup_feeds (
    guild_id INTEGER PRIMARY KEY,
    token    TEXT    NOT NULL UNIQUE
);

-- The server's IANA time zone for the times people type (`/settings
-- timezone:`); NULL: the daily schedule's, if any.
ALTER TABLE guild_settings ADD COLUMN timezone TEXT;
