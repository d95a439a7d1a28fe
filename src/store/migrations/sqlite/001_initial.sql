-- Backrank's store, version 1. Times are Unix seconds (UTC); ids of
-- Discord users, servers, channels, roles and messages are their snowflakes.

-- Every roll the bot made, saved before the reply went out.
CREATE TABLE rolls (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    made_at     INTEGER NOT NULL,
    kind        TEXT    NOT NULL,          -- random | roll-along | daily
    user_id     INTEGER NOT NULL,
    user_name   TEXT    NOT NULL,
    guild_id    INTEGER,
    channel_id  INTEGER,
    variant     TEXT    NOT NULL,
    method      TEXT    NOT NULL,
    dice        TEXT    NOT NULL,
    source      TEXT    NOT NULL,
    faces       TEXT    NOT NULL,          -- the replay code's face letters
    number      INTEGER NOT NULL,
    fen         TEXT    NOT NULL,
    replay_code TEXT    NOT NULL
);
CREATE INDEX rolls_by_guild ON rolls (guild_id, made_at);

-- Guided rolls in progress: (variant, method, device, faces so far).
-- `version` goes up on every change, so two presses racing on the same
-- step cannot both land.
CREATE TABLE sessions (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_id    INTEGER NOT NULL,
    owner_name  TEXT    NOT NULL,
    guild_id    INTEGER,
    channel_id  INTEGER,
    variant     TEXT    NOT NULL,
    method      TEXT    NOT NULL,
    dice        TEXT    NOT NULL,
    faces       TEXT    NOT NULL DEFAULT '',
    state       TEXT    NOT NULL DEFAULT 'open',   -- open | done | cancelled | expired
    version     INTEGER NOT NULL DEFAULT 0,
    started_at  INTEGER NOT NULL,
    touched_at  INTEGER NOT NULL,
    roll_id     INTEGER REFERENCES rolls (id)
);

-- One row per server that changed a setting; absent means the defaults.
CREATE TABLE guild_settings (
    guild_id     INTEGER PRIMARY KEY,
    variant      TEXT,
    method       TEXT,
    dice         TEXT,
    source       TEXT,
    guided       TEXT    NOT NULL DEFAULT 'starter',  -- starter | anyone | role
    guided_role  INTEGER,
    public       INTEGER NOT NULL DEFAULT 1,
    log_channel  INTEGER,
    missed_daily TEXT    NOT NULL DEFAULT 'post'      -- post | skip
);

-- Daily challenges: one per channel.
CREATE TABLE schedules (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    local_time  TEXT    NOT NULL,          -- HH:MM
    timezone    TEXT    NOT NULL,          -- IANA name
    variants    TEXT    NOT NULL,          -- comma-separated variant ids
    rotation    TEXT    NOT NULL,          -- rotate | random
    thread      INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    UNIQUE (guild_id, channel_id)
);

-- The books that make each day's post happen once: the first process to
-- insert (schedule, day) posts it; a claim left by a process that died is
-- taken over after its lease runs out.
CREATE TABLE daily_posts (
    schedule_id INTEGER NOT NULL REFERENCES schedules (id) ON DELETE CASCADE,
    local_date  TEXT    NOT NULL,          -- YYYY-MM-DD in the schedule's zone
    status      TEXT    NOT NULL,          -- claimed | posted | skipped | failed
    worker      TEXT    NOT NULL,
    claimed_at  INTEGER NOT NULL,
    roll_id     INTEGER REFERENCES rolls (id),
    message_id  INTEGER,
    detail      TEXT,
    PRIMARY KEY (schedule_id, local_date)
);
