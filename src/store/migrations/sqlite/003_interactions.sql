-- Backrank's store, version 3.
--
-- Discord may deliver one interaction twice (to one process or, behind a
-- load balancer, to two). The first process to insert its id answers it;
-- a second delivery is acknowledged without doing the work again. Rows
-- older than an hour are swept: Discord gives up on an interaction long
-- before that.
CREATE TABLE interactions (
    id      INTEGER PRIMARY KEY,   -- the interaction's snowflake
    seen_at INTEGER NOT NULL
);
CREATE INDEX interactions_by_age ON interactions (seen_at);
