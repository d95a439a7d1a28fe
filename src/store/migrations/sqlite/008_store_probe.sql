-- What `ping` writes (and removes) to learn whether a store that ran out of
-- disk space can save a roll again: one row with 64 KiB of filler.
CREATE TABLE store_probe (
    id INTEGER PRIMARY KEY,
    filler BLOB NOT NULL
);
