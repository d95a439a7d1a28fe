-- Backrank's store, version 5.
--
-- A person's own preferences (/prefs): theme, flipped board, image width,
-- language, text only. Kept as one JSON object so a new preference needs no
-- new column; a person with no row follows the server's defaults.
CREATE TABLE user_prefs (
    user_id    INTEGER PRIMARY KEY,
    prefs      TEXT    NOT NULL,
    updated_at INTEGER NOT NULL
);

-- Events (/event): every round's seed drawn when the event starts, so the
-- commitments (SHA-256 of event, round and seed) can be published before
-- any round is played; `revealed` counts the rounds shown so far.
CREATE TABLE events (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id   INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    variant    TEXT    NOT NULL,   -- as rolls name it (a server's own: id.digest)
    method     TEXT    NOT NULL,
    dice       TEXT    NOT NULL,
    rounds     INTEGER NOT NULL,
    seeds      TEXT    NOT NULL,   -- one per round, space-separated hex
    revealed   INTEGER NOT NULL DEFAULT 0,
    created_by INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (guild_id, name)
);
