-- Backrank's store, version 2.
--
-- Records are numbered where they were made: each server counts its own
-- rolls from 1, and so does each person outside servers (DMs), so a number
-- says nothing about anyone else's rolls. A private roll is shown to its
-- maker only.

ALTER TABLE rolls ADD COLUMN private INTEGER NOT NULL DEFAULT 0;
-- 'g<server id>' or 'u<user id>' (outside servers).
ALTER TABLE rolls ADD COLUMN scope TEXT NOT NULL DEFAULT '';
-- The record's number within its scope, from 1.
ALTER TABLE rolls ADD COLUMN record_no INTEGER NOT NULL DEFAULT 0;

UPDATE rolls SET scope = CASE
    WHEN guild_id IS NULL THEN 'u' || user_id
    ELSE 'g' || guild_id
END;
UPDATE rolls SET record_no = (
    SELECT COUNT(*) FROM rolls AS earlier
    WHERE earlier.scope = rolls.scope AND earlier.id <= rolls.id
);
CREATE UNIQUE INDEX rolls_by_record ON rolls (scope, record_no);

-- The last record number given in each scope.
CREATE TABLE record_counters (
    scope TEXT PRIMARY KEY,
    last  INTEGER NOT NULL
);
INSERT INTO record_counters (scope, last)
    SELECT scope, MAX(record_no) FROM rolls GROUP BY scope;

-- The continuous health tests of each hardware source, keyed by the source
-- as configured (`serial:/dev/backrank-tower`, `exec:…`), so that every
-- process using the device goes on with one count.
CREATE TABLE device_health (
    source     TEXT PRIMARY KEY,
    state      TEXT    NOT NULL,   -- JSON: the tests' counters per stream
    updated_at INTEGER NOT NULL
);

-- A day's post keeps the roll made at its first claim (every retry and
-- takeover posts that same roll), when it was first claimed (whether it was
-- late), and when an attempt may first have reached Discord (from then on
-- Discord remembers its nonce only for a few minutes).
ALTER TABLE daily_posts ADD COLUMN first_claimed_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE daily_posts ADD COLUMN sent_at INTEGER;
UPDATE daily_posts SET first_claimed_at = claimed_at;

-- A role that may use /settings and /daily besides Manage Server.
ALTER TABLE guild_settings ADD COLUMN manager_role INTEGER;

-- Sweeping guided rolls: the open ones by when they were last touched.
CREATE INDEX sessions_by_state ON sessions (state, touched_at);
