-- Backrank's store, version 4.
--
-- A server's own variants (/variant add). Every version of a file a server
-- added is kept, by its digest, so a roll made with an older version still
-- replays after the file was changed or removed; server_variants says which
-- version of each id the server uses now.
CREATE TABLE variant_definitions (
    guild_id   INTEGER NOT NULL,
    digest     TEXT    NOT NULL,   -- the file's short SHA-256, as in replay codes
    definition TEXT    NOT NULL,   -- the file as added (at most 16 KiB)
    added_at   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, digest)
);

CREATE TABLE server_variants (
    guild_id   INTEGER NOT NULL,
    variant_id TEXT    NOT NULL,
    digest     TEXT    NOT NULL,
    added_by   INTEGER NOT NULL,
    added_at   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, variant_id),
    FOREIGN KEY (guild_id, digest) REFERENCES variant_definitions (guild_id, digest)
);
