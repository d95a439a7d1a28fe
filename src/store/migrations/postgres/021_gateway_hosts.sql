-- Backrank's PostgreSQL store, version 21: the gateway processes and the
-- shards each runs, as in the SQLite store's version 24 (see
-- ../sqlite/024_gateway_hosts.sql). Transient, not copied.
CREATE TABLE gateway_hosts (
    host        TEXT    NOT NULL,
    shard       BIGINT  NOT NULL,
    shard_count BIGINT  NOT NULL,
    seen_at     BIGINT  NOT NULL,
    PRIMARY KEY (host, shard)
);
CREATE INDEX gateway_hosts_by_age ON gateway_hosts (seen_at);
