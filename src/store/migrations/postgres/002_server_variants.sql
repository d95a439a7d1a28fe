-- Backrank's PostgreSQL store, version 2: a server's own variants, as in
-- the SQLite store's version 4 (see ../sqlite/004_server_variants.sql).

CREATE TABLE variant_definitions (
    guild_id   BIGINT NOT NULL,
    digest     TEXT   NOT NULL,
    definition TEXT   NOT NULL,
    added_at   BIGINT NOT NULL,
    PRIMARY KEY (guild_id, digest)
);

CREATE TABLE server_variants (
    guild_id   BIGINT NOT NULL,
    variant_id TEXT   NOT NULL,
    digest     TEXT   NOT NULL,
    added_by   BIGINT NOT NULL,
    added_at   BIGINT NOT NULL,
    PRIMARY KEY (guild_id, variant_id),
    FOREIGN KEY (guild_id, digest) REFERENCES variant_definitions (guild_id, digest)
);
