-- Backrank's store, version 24.
--
-- Each gateway process notes the shards it runs here every half minute,
-- so that two processes on one shard (a forgotten `[discord] shards`, a
-- rolling restart that overlaps) are noticed: Discord may then deliver
-- each interaction to both. Transient: rows not seen for an hour are
-- swept, and `store copy` does not carry them.
CREATE TABLE gateway_hosts (
    host        TEXT    NOT NULL,   -- the process: its machine, id and start
    shard       INTEGER NOT NULL,
    shard_count INTEGER NOT NULL,
    seen_at     INTEGER NOT NULL,
    PRIMARY KEY (host, shard)
);
CREATE INDEX gateway_hosts_by_age ON gateway_hosts (seen_at);
