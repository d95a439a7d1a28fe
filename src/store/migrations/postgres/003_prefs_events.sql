-- Backrank's PostgreSQL store, version 3: people's preferences and events,
-- as in the SQLite store's version 5 (see ../sqlite/005_prefs_events.sql).

CREATE TABLE user_prefs (
    user_id    BIGINT PRIMARY KEY,
    prefs      TEXT   NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE TABLE events (
    id         BIGSERIAL PRIMARY KEY,
    guild_id   BIGINT NOT NULL,
    name       TEXT   NOT NULL,
    variant    TEXT   NOT NULL,
    method     TEXT   NOT NULL,
    dice       TEXT   NOT NULL,
    rounds     BIGINT NOT NULL,
    seeds      TEXT   NOT NULL,
    revealed   BIGINT NOT NULL DEFAULT 0,
    created_by BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (guild_id, name)
);
